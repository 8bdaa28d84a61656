// SPDX-License-Identifier: GPL-3.0-or-later
// Design by hand through the real window (issue #18): the AppShell's Main.qml on the starter
// project (hall 6.0 × 7.2 m, tile 600 mm; row A at y = 2.4 m, A01–A04 four DGX H100 each at
// U3/13/23/33, A05 the leaves; row B facing south at y = 4.8 m, B01–B05 at x = 0.9 … 3.3 m; racks
// 600 × 1200 mm), driven with mouse and key events: a rack type dragged from the palette onto free
// floor is placed (snapped), onto a rack it is refused with the reason shown and nothing changed;
// R, Ctrl+D, Del, Ctrl+click and the arrows on the floor plan; a device type dragged into a free and
// a taken U of the elevation; Del on a device; Edit ▸ Connect Ports. Each is one undo step.
// Any QML warning fails the run. With PLENUM_DOC_SCREENSHOTS set, the states are saved there.
#include "app_shell.h"
#include "i18n/language_manager.h"
#include "qml_warning_guard.h"

#include <QDir>
#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

#include <memory>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

using plenum::app::AppShell;
using plenum::app::Document;

class TestEditGestures : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<plenum::app::LanguageManager> m_language;
    std::unique_ptr<AppShell> m_shell;
    QQuickWindow *m_window = nullptr;

    Document &doc() { return m_shell->document(); }
    // A visible item of the window by object name (popups and list delegates included), else a
    // hidden one (the cable schedule has a floor plan of its own).
    QQuickItem *item(const QString &name)
    {
        QQuickItem *hidden = nullptr;
        QList<QQuickItem *> todo{ m_window->contentItem()->parentItem() ? m_window->contentItem()->parentItem()
                                                                        : m_window->contentItem() };
        while (!todo.isEmpty()) {
            QQuickItem *i = todo.takeLast();
            if (i->objectName() == name) {
                if (i->isVisible())
                    return i;
                hidden = hidden ? hidden : i;
            }
            todo.append(i->childItems());
        }
        return hidden;
    }
    static QPoint centreOf(QQuickItem *i) { return i->mapToScene(QPointF(i->width() / 2, i->height() / 2)).toPoint(); }
    // The window point of a floor position in millimetres.
    QPoint floorPoint(double xMm, double yMm)
    {
        QQuickItem *plan = item(QStringLiteral("floorPlan"));
        QPointF p;
        QMetaObject::invokeMethod(plan, "mapFromWorld", Q_RETURN_ARG(QPointF, p), Q_ARG(QPointF, QPointF(xMm, yMm)));
        return plan->mapToScene(p).toPoint();
    }
    qint64 rackId(const char *name)
    {
        for (const auto &r : doc().project().racks)
            if (r.name == name)
                return qint64(r.id);
        return 0;
    }
    // Presses on a palette entry, moves to `to` in steps (the view previews), and keeps the button
    // down; release() ends the drag.
    bool dragFromPalette(const QString &slug, QPoint to)
    {
        QQuickItem *entry = item(QStringLiteral("paletteEntry_") + slug);
        if (!entry)
            return false;
        const QPoint from = centreOf(entry);
        QTest::mousePress(m_window, Qt::LeftButton, {}, from);
        for (int i = 1; i <= 8; ++i)
            QTest::mouseMove(m_window, from + (to - from) * i / 8);
        QTest::qWait(50);
        return true;
    }
    void shot(const char *name)
    {
        const QString dir = qEnvironmentVariable("PLENUM_DOC_SCREENSHOTS");
        if (!dir.isEmpty())
            m_window->grabWindow().save(QDir(dir).filePath(QString::fromLatin1(name)));
    }
    void showView(const QString &view)
    {
        QMetaObject::invokeMethod(m_window, "showView", Q_ARG(QVariant, view));
        QTest::qWait(100);
    }

private slots:
    void initTestCase() { plenum::test::QmlWarningGuard::install(); }

    void init()
    {
        m_language = std::make_unique<plenum::app::LanguageManager>();
        m_shell = std::make_unique<AppShell>(*m_language);
        QVERIFY(doc().newFromTemplate(QStringLiteral("starter")));
        m_shell->autosave().setIntervalMs(0);
        m_window = m_shell->load({});
        QVERIFY(m_window);
        m_window->resize(1400, 900);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        m_window->requestActivate(); // window shortcuts (Ctrl+Z, Ctrl+K) need the active window
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        QTRY_VERIFY(item(QStringLiteral("floorPlan")) && item(QStringLiteral("floorPlan"))->width() > 0);
        QTest::qWait(100); // the plan fits the hall once it has a size
    }

    void cleanup()
    {
        m_shell->jobs().routing()->cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!m_shell->jobs().routing()->isRunning(), 60000);
        m_window->setProperty("closeConfirmed", true);
        m_shell.reset();
        m_language.reset();
        m_window = nullptr;
    }

    void paletteShowsAndFilters()
    {
        QQuickItem *list = item(QStringLiteral("paletteList"));
        QVERIFY(list && list->isVisible());
        QVERIFY(item(QStringLiteral("paletteEntry_rack-600x1200-48u")));
        // Typing in the search box keeps the 800 mm racks only.
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item(QStringLiteral("paletteSearch"))));
        for (char ch : QByteArray("800x"))
            QTest::keyClick(m_window, ch);
        QTRY_VERIFY(!item(QStringLiteral("paletteEntry_rack-600x1200-48u")));
        QVERIFY(item(QStringLiteral("paletteEntry_rack-800x1200-48u")));
        shot("palette.png");
    }

    void rackDroppedOnFreeFloor()
    {
        const int racks = doc().rackCount();
        // Aimed 40 mm off (0.94 m, 6.26 m): it snaps to half-tile centres, (0.9 m, 6.3 m), which
        // spans 0.6–1.2 m × 5.7–6.9 m, north of row B's 5.4 m.
        QVERIFY(dragFromPalette(QStringLiteral("rack-600x1200-48u"), floorPoint(940, 6260)));
        QQuickItem *ghost = item(QStringLiteral("rackGhost"));
        QVERIFY(ghost && ghost->isVisible());
        QVERIFY(!item(QStringLiteral("rackGhostReason"))->isVisible());
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, floorPoint(940, 6260));
        QCOMPARE(doc().rackCount(), racks + 1);
        const plenum::Rack &added = doc().project().racks.back();
        QCOMPARE(added.position, (plenum::Point{ 900, 6300 }));
        QCOMPARE(doc().undoStack()->count(), 1);
        QVERIFY(!ghost->isVisible());
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier); // Edit ▸ Undo
        QCOMPARE(doc().rackCount(), racks);
    }

    void rackDropOnRackRefused()
    {
        const plenum::Project before = doc().project();
        QVERIFY(dragFromPalette(QStringLiteral("rack-600x1200-48u"), floorPoint(900, 4800))); // on B01
        QQuickItem *reason = item(QStringLiteral("rackGhostReason"));
        QVERIFY(reason && reason->isVisible());
        QVERIFY2(reason->property("text").toString().contains(QStringLiteral("B01")), qPrintable(reason->property("text").toString()));
        shot("red-preview.png");
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, floorPoint(900, 4800));
        QVERIFY(doc().project() == before);
        QCOMPARE(doc().undoStack()->count(), 0);
        QQuickItem *notice = item(QStringLiteral("notice"));
        QVERIFY(notice->isVisible());
        QVERIFY(notice->property("text").toString().startsWith(QStringLiteral("Not placed: ")));
    }

    void floorKeys()
    {
        const int racks = doc().rackCount();
        const qint64 b05 = rackId("B05"), b04 = rackId("B04");
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(3300, 4800));
        QCOMPARE(doc().selectedRackId(), b05);
        // Ctrl+D: B05's right (it faces south) is west, where B04 stands; the copy goes east: B06 at 3.9 m.
        QTest::keyClick(m_window, Qt::Key_D, Qt::ControlModifier);
        QCOMPARE(doc().rackCount(), racks + 1);
        QCOMPARE(doc().project().racks.back().name, std::string("B06"));
        QCOMPARE(doc().project().racks.back().position, (plenum::Point{ 3900, 4800 }));
        // Del removes the selected copy.
        QTest::keyClick(m_window, Qt::Key_Delete);
        QCOMPARE(doc().rackCount(), racks);
        // Ctrl+click B04 with B05: both selected; Left nudges both 100 mm in one step, Shift+Up one tile.
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(3300, 4800));
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::ControlModifier, floorPoint(2700, 4800));
        QCOMPARE(item(QStringLiteral("floorPlan"))->property("selectedRackIds").toList().size(), 2);
        const int steps = doc().undoStack()->count();
        QTest::keyClick(m_window, Qt::Key_Left);
        QCOMPARE(doc().rack(b05)->position, (plenum::Point{ 3200, 4800 }));
        QCOMPARE(doc().rack(b04)->position, (plenum::Point{ 2600, 4800 }));
        QTest::keyClick(m_window, Qt::Key_Up, Qt::ShiftModifier);
        QCOMPARE(doc().rack(b05)->position, (plenum::Point{ 3200, 5400 }));
        QCOMPARE(doc().undoStack()->count(), steps + 2);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc().rack(b05)->position, (plenum::Point{ 3300, 4800 }));
        // R: B05 cannot turn in place (its 1.2 m depth would cross B04): refused, unchanged.
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(3300, 4800));
        QTest::keyClick(m_window, Qt::Key_R);
        QCOMPARE(doc().rack(b05)->rotation_deg, 180);
        QVERIFY(doc().lastError().contains(QStringLiteral("B04")));
        // A rack alone on free floor turns: (0.9 m, 6.3 m) → 90°.
        QVERIFY(doc().addRack(QStringLiteral("rack-600x1200-48u"), 900, 6300));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(900, 6300));
        QTest::keyClick(m_window, Qt::Key_R);
        QCOMPARE(doc().project().racks.back().rotation_deg, 90);
    }

    void deviceDroppedIntoElevation()
    {
        doc().setSelectedRackId(rackId("A01"));
        showView(QStringLiteral("elevation"));
        QQuickItem *elevation = item(QStringLiteral("elevation"));
        auto uPoint = [&](int u) {
            QRectF r;
            QMetaObject::invokeMethod(elevation, "uRect", Q_RETURN_ARG(QRectF, r), Q_ARG(int, 0), Q_ARG(int, u), Q_ARG(int, 1));
            return elevation->mapToScene(r.center()).toPoint();
        };
        const int devices = doc().deviceCount();
        // U20 is dgx02's (U13–20): refused with the reason, nothing mounted.
        QVERIFY(dragFromPalette(QStringLiteral("nvidia-dgx-h100"), uPoint(20)));
        QQuickItem *reason = item(QStringLiteral("deviceGhostReason"));
        QVERIFY(reason && reason->isVisible());
        QVERIFY2(reason->property("text").toString().contains(QStringLiteral("dgx02")), qPrintable(reason->property("text").toString()));
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, uPoint(20));
        QCOMPARE(doc().deviceCount(), devices);
        // U41–48 is free and 5 × 8.5 kW stays within the 45 kW budget.
        QVERIFY(dragFromPalette(QStringLiteral("nvidia-dgx-h100"), uPoint(41)));
        QVERIFY(!reason->isVisible());
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, uPoint(41));
        QCOMPARE(doc().deviceCount(), devices + 1);
        const plenum::Device &mounted = doc().project().devices.back();
        QCOMPARE(mounted.u_position, 41);
        QCOMPARE(mounted.rack, plenum::Id(rackId("A01")));
        // Click it, Del deletes it; Ctrl+Z brings it back.
        QTest::mouseClick(m_window, Qt::LeftButton, {}, uPoint(44));
        QCOMPARE(doc().selectedDeviceId(), qint64(mounted.id));
        QTest::keyClick(m_window, Qt::Key_Delete);
        QCOMPARE(doc().deviceCount(), devices);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc().deviceCount(), devices + 1);
    }

    void connectDialog()
    {
        const int links = doc().linkCount();
        QTest::keyClick(m_window, Qt::Key_K, Qt::ControlModifier);
        QQuickItem *a = item(QStringLiteral("connectDeviceA"));
        QTRY_VERIFY(a && a->isVisible());
        QTest::qWait(200);
        auto type = [&](const char *field, const char *text) {
            QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item(QString::fromLatin1(field))));
            QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
            for (const char *c = text; *c; ++c)
                QTest::keyClick(m_window, *c);
        };
        // leaf-r0's OSFP7P1 and OSFP8P1 carry nodes: skipped; OSFP9P1 and OSFP10P1 join leaf-r1's OSFP9P1, OSFP10P1.
        type("connectDeviceA", "leaf-r0");
        type("connectPortsA", "OSFP[7-10]P1");
        type("connectDeviceB", "leaf-r1");
        type("connectPortsB", "OSFP[9-12]P1");
        shot("connect-dialog.png");
        QQuickItem *ok = nullptr;
        QList<QQuickItem *> todo{ m_window->contentItem()->parentItem() ? m_window->contentItem()->parentItem()
                                                                        : m_window->contentItem() };
        while (!todo.isEmpty() && !ok) {
            QQuickItem *i = todo.takeLast();
            if (i->inherits("QQuickAbstractButton") && i->isVisible() && i->property("text").toString() == QStringLiteral("OK"))
                ok = i;
            todo.append(i->childItems());
        }
        QVERIFY(ok);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(ok));
        QTRY_COMPARE_WITH_TIMEOUT(doc().linkCount(), links + 2, 2000);
        QCOMPARE(doc().undoStack()->count(), 1);
        QCOMPARE(doc().lastChange(), QStringLiteral("Connected 2 port pairs of leaf-r0 and leaf-r1."));
        if (qEnvironmentVariableIsSet("PLENUM_DOC_SCREENSHOTS")) { // the pair on the leaves' elevation
            doc().setSelectedDeviceId(qint64(doc().project().links.back().a.device));
            showView(QStringLiteral("elevation"));
            QTest::qWait(300);
            shot("hand-connected.png");
        }
    }
};

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("PlenumTest"));
    QGuiApplication::setApplicationName(QStringLiteral("test_edit_gestures"));
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    TestEditGestures test;
    const int failed = QTest::qExec(&test, argc, argv);
    return plenum::test::QmlWarningGuard::report() > 0 ? 1 : failed;
}

#include "test_edit_gestures.moc"
