// SPDX-License-Identifier: GPL-3.0-or-later
// Design by hand through the real window (issue #18): the AppShell's Main.qml on the starter
// project (hall 6.0 × 7.2 m, tile 600 mm; row A at y = 2.4 m, A01–A04 four DGX H100 each at
// U3/13/23/33, A05 the leaves; row B facing south at y = 4.8 m, B01–B05 at x = 0.9 … 3.3 m; racks
// 600 × 1200 mm), driven with mouse and key events: a rack type dragged from the palette onto free
// floor is placed (snapped), onto a rack it is refused with the reason shown and nothing changed;
// R, Ctrl+D, Del, Ctrl+click and the arrows on the floor plan; a device type dragged into a free and
// a taken U of the elevation; Del on a device; Edit ▸ Connect Ports. Each is one undo step.
// While a rack is previewed the plan under it is a cached texture that looks as the plan drawn
// afresh, and the preview is checked again once the project changed (issue #18).
// Any QML warning fails the run. With PLENUM_DOC_SCREENSHOTS set, the states are saved there.
#include "gesture_fixture.h"
#include "qml_warning_guard.h"

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>

#include <QSignalSpy>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>
#include <algorithm>

#include <memory>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

using plenum::app::AppShell;
using plenum::app::Document;

class TestEditGestures : public QObject, protected plenum::test::GestureFixture {
    Q_OBJECT

private:
    // The window point of U `u` on the front of an elevation item.
    static QPoint uPointOf(QQuickItem *elevation, int u)
    {
        QRectF r;
        QMetaObject::invokeMethod(
            elevation, "uRect", Q_RETURN_ARG(QRectF, r), Q_ARG(int, 0), Q_ARG(int, u), Q_ARG(int, 1));
        return elevation->mapToScene(r.center()).toPoint();
    }
    // Presses at `from`, moves to `to` in steps and keeps the button down.
    void dragFrom(QPoint from, QPoint to)
    {
        QTest::mousePress(m_window, Qt::LeftButton, {}, from);
        for (int i = 1; i <= 8; ++i)
            QTest::mouseMove(m_window, from + (to - from) * i / 8);
        QTest::qWait(50);
    }
    const plenum::Device *deviceAtU(const char *rack, int u)
    {
        for (const auto &d : doc().project().devices)
            if (d.rack == plenum::Id(rackId(rack)) && d.u_position == u)
                return &d;
        return nullptr;
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
    // The largest difference of two images of one size in any channel of any pixel (0–255).
    static int largestDifference(const QImage &a, const QImage &b)
    {
        const QImage x = a.convertToFormat(QImage::Format_ARGB32), y = b.convertToFormat(QImage::Format_ARGB32);
        int most = 0;
        for (int j = 0; j < x.height(); ++j)
            for (int i = 0; i < x.width(); ++i) {
                const QRgb p = x.pixel(i, j), q = y.pixel(i, j);
                most = std::max({ most, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                    std::abs(qBlue(p) - qBlue(q)), std::abs(qAlpha(p) - qAlpha(q)) });
            }
        return most;
    }
    // Where two images of one size differ: how many pixels, within which box, and the first one.
    static QString difference(const QImage &a, const QImage &b)
    {
        const QImage x = a.convertToFormat(QImage::Format_ARGB32), y = b.convertToFormat(QImage::Format_ARGB32);
        QRect box;
        int count = 0, most = 0;
        QString first;
        for (int j = 0; j < x.height(); ++j)
            for (int i = 0; i < x.width(); ++i)
                if (x.pixel(i, j) != y.pixel(i, j)) {
                    const QRgb p = x.pixel(i, j), q = y.pixel(i, j);
                    most = std::max({ most, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                        std::abs(qBlue(p) - qBlue(q)), std::abs(qAlpha(p) - qAlpha(q)) });
                    if (count++ == 0)
                        first = QStringLiteral("(%1, %2): %3 against %4")
                                    .arg(i)
                                    .arg(j)
                                    .arg(x.pixel(i, j), 8, 16)
                                    .arg(y.pixel(i, j), 8, 16);
                    box = box.united(QRect(i, j, 1, 1));
                }
        return QStringLiteral("%1 pixels differ (at most %7 in a channel) within %2,%3 %4 x %5, first %6")
            .arg(count)
            .arg(box.x())
            .arg(box.y())
            .arg(box.width())
            .arg(box.height())
            .arg(first)
            .arg(most);
    }

private slots:
    void initTestCase() { plenum::test::QmlWarningGuard::install(); }

    void init() { startShell(); }
    void cleanup() { stopShell(); }

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
        QCOMPARE(added.position, (plenum::Point { 900, 6300 }));
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
        QVERIFY2(reason->property("text").toString().contains(QStringLiteral("B01")),
            qPrintable(reason->property("text").toString()));
        shot("red-preview.png");
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, floorPoint(900, 4800));
        QVERIFY(doc().project() == before);
        QCOMPARE(doc().undoStack()->count(), 0);
        QQuickItem *notice = item(QStringLiteral("notice"));
        QVERIFY(notice->isVisible());
        QVERIFY(notice->property("text").toString().startsWith(QStringLiteral("Not placed: ")));
    }

    // Issue #18: while a rack type is previewed the plan under it is drawn once into a texture
    // (FloorView.planCached) and must look as the plan drawn afresh (cachePlan off) — here
    // over a refused (red) preview on B01; after the drop the plan is drawn live again.
    void previewOverTheCachedPlan()
    {
        QQuickItem *layer = item(QStringLiteral("planLayer"));
        QVERIFY(layer && layer->isAncestorOf(plan()));
        QObject *view = layer->parentItem();
        QVERIFY(!view->property("planCached").toBool());
        QVERIFY(dragFromPalette(QStringLiteral("rack-600x1200-48u"), floorPoint(900, 4800)));
        QVERIFY(item(QStringLiteral("rackGhostReason"))->isVisible());
        QVERIFY(view->property("planCached").toBool());
        QVERIFY(layer->property("layer").value<QObject *>()->property("enabled").toBool());
        const QImage cached = m_window->grabWindow();
        view->setProperty("cachePlan", false);
        QVERIFY(!view->property("planCached").toBool());
        const QImage live = m_window->grabWindow();
        QCOMPARE(cached.size(), live.size());
        // Glyph edges of the labels are antialiased a little differently in a texture (up to 61 of 255
        // in a channel here, software renderer); the plan itself must match, and a shift or scaling of
        // it by a pixel would put rack outlines where fills were (> 100 apart).
        QVERIFY2(largestDifference(cached, live) <= 80, qPrintable(difference(cached, live)));
        view->setProperty("cachePlan", true);
        QVERIFY(view->property("planCached").toBool());
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, floorPoint(900, 4800));
        QVERIFY(!item(QStringLiteral("rackGhost"))->isVisible());
        QVERIFY(!view->property("planCached").toBool());
    }

    // A move that snaps to the place already previewed keeps the preview and its check, but not
    // once the project changed (Document.revision): a rack added where the free preview of
    // (0.9 m, 6.3 m) stands turns the same preview red, with the checker's own sentence.
    void previewRecheckedAfterAnEdit()
    {
        auto *view = qobject_cast<QQuickItem *>(item(QStringLiteral("planLayer"))->parentItem());
        QObject *ghost = view->property("ghost").value<QObject *>();
        const QString slug = QStringLiteral("rack-600x1200-48u");
        const QVariantMap entry { { QStringLiteral("slug"), slug }, { QStringLiteral("widthMm"), 600 },
            { QStringLiteral("depthMm"), 1200 } };
        auto preview = [&](QPointF at) {
            QMetaObject::invokeMethod(
                view, "previewRack", Q_ARG(QVariant, entry), Q_ARG(QVariant, at), Q_ARG(QVariant, false));
            return ghost->property("placing").toMap();
        };
        const QPointF free = view->mapFromScene(floorPoint(900, 6300));
        QVariantMap shown = preview(free);
        QCOMPARE(shown.value(QStringLiteral("x")).toDouble(), 900.0);
        QCOMPARE(shown.value(QStringLiteral("y")).toDouble(), 6300.0);
        QCOMPARE(shown.value(QStringLiteral("problem")).toString(), QString());
        QVERIFY(doc().addRack(slug, 900, 6300, 0));
        shown = preview(free);
        const QString problem = shown.value(QStringLiteral("problem")).toString();
        QCOMPARE(problem, doc().rackPlacementProblem(slug, 900, 6300, 0));
        QVERIFY2(problem.contains(QStringLiteral("would overlap rack")), qPrintable(problem));
        QVERIFY(item(QStringLiteral("rackGhostReason"))->isVisible());
        preview(QPointF(-10, -10)); // off the view: no preview
        QVERIFY(ghost->property("placing").isNull());
    }

    void floorKeys()
    {
        const int racks = doc().rackCount();
        const qint64 b05 = rackId("B05"), b04 = rackId("B04");
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(3300, 4800));
        QCOMPARE(doc().selection()->rackId(), b05);
        // Ctrl+D: B05's right (it faces south) is west, where B04 stands; the copy goes east: B06 at 3.9 m.
        QTest::keyClick(m_window, Qt::Key_D, Qt::ControlModifier);
        QCOMPARE(doc().rackCount(), racks + 1);
        QCOMPARE(doc().project().racks.back().name, std::string("B06"));
        QCOMPARE(doc().project().racks.back().position, (plenum::Point { 3900, 4800 }));
        // Del removes the selected copy.
        QTest::keyClick(m_window, Qt::Key_Delete);
        QCOMPARE(doc().rackCount(), racks);
        // Ctrl+click B04 with B05: both selected. Left is refused: B04 (x 2.4–3.0 m) would reach
        // 2.3 m, over B03 (1.8–2.4 m), as space.rack-overlap says; nothing moves. Right nudges both
        // 100 mm in one step, Shift+Up one tile.
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(3300, 4800));
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::ControlModifier, floorPoint(2700, 4800));
        QCOMPARE(item(QStringLiteral("floorPlan"))->property("selectedRackIds").toList().size(), 2);
        const int steps = doc().undoStack()->count();
        QTest::keyClick(m_window, Qt::Key_Left);
        QCOMPARE(doc().rack(b04)->position, (plenum::Point { 2700, 4800 }));
        QCOMPARE(doc().undoStack()->count(), steps);
        QVERIFY2(doc().lastError().contains(QStringLiteral("rack B04 would overlap rack B03")),
            qPrintable(doc().lastError()));
        QTest::keyClick(m_window, Qt::Key_Right);
        QCOMPARE(doc().rack(b05)->position, (plenum::Point { 3400, 4800 }));
        QCOMPARE(doc().rack(b04)->position, (plenum::Point { 2800, 4800 }));
        QTest::keyClick(m_window, Qt::Key_Up, Qt::ShiftModifier);
        QCOMPARE(doc().rack(b05)->position, (plenum::Point { 3400, 5400 }));
        QCOMPARE(doc().undoStack()->count(), steps + 2);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc().rack(b05)->position, (plenum::Point { 3300, 4800 }));
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

    // Shift+drag on the floor draws a band; the racks whose centres it covers (B04 at 2.7 m and
    // B05 at 3.3 m, not B03 at 2.1 m nor row A at y = 2.4 m) become one selection, which Del
    // deletes in one undo step.
    void rubberBandSelection()
    {
        const qint64 b04 = rackId("B04"), b05 = rackId("B05");
        const int racks = doc().rackCount();
        const int steps = doc().undoStack()->count();
        const QPoint from = floorPoint(2350, 3900), to = floorPoint(3700, 5700);
        QTest::mousePress(m_window, Qt::LeftButton, Qt::ShiftModifier, from);
        for (int i = 1; i <= 8; ++i)
            QTest::mouseMove(m_window, from + (to - from) * i / 8);
        QVERIFY(item(QStringLiteral("rubberBand"))->isVisible());
        QTest::mouseRelease(m_window, Qt::LeftButton, Qt::ShiftModifier, to);
        QVERIFY(!item(QStringLiteral("rubberBand"))->isVisible());
        QVariantList selected = item(QStringLiteral("floorPlan"))->property("selectedRackIds").toList();
        QCOMPARE(selected.size(), 2);
        QVERIFY(selected.contains(b04) && selected.contains(b05));
        QCOMPARE(doc().undoStack()->count(), steps); // selecting changes nothing
        QTest::keyClick(m_window, Qt::Key_Delete);
        QCOMPARE(doc().rackCount(), racks - 2);
        QCOMPARE(doc().undoStack()->count(), steps + 1);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc().rackCount(), racks);
    }

    void deviceDroppedIntoElevation()
    {
        doc().selection()->setRackId(rackId("A01"));
        showView(QStringLiteral("elevation"));
        QQuickItem *elevation = item(QStringLiteral("elevation"));
        auto uPoint = [&](int u) {
            QRectF r;
            QMetaObject::invokeMethod(
                elevation, "uRect", Q_RETURN_ARG(QRectF, r), Q_ARG(int, 0), Q_ARG(int, u), Q_ARG(int, 1));
            return elevation->mapToScene(r.center()).toPoint();
        };
        const int devices = doc().deviceCount();
        // U20 is dgx02's (U13–20): refused with the reason, nothing mounted.
        QVERIFY(dragFromPalette(QStringLiteral("nvidia-dgx-h100"), uPoint(20)));
        QQuickItem *reason = item(QStringLiteral("deviceGhostReason"));
        QVERIFY(reason && reason->isVisible());
        QVERIFY2(reason->property("text").toString().contains(QStringLiteral("dgx02")),
            qPrintable(reason->property("text").toString()));
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, uPoint(20));
        QCOMPARE(doc().deviceCount(), devices);
        // U41–48 is free, but a fifth DGX H100 would draw 5 × 10.2 kW = 51.0 kW of the 45 kW budget.
        QVERIFY(dragFromPalette(QStringLiteral("nvidia-dgx-h100"), uPoint(41)));
        QVERIFY(reason->isVisible());
        QVERIFY2(reason->property("text").toString().contains(QStringLiteral("51.0 kW; its power budget is 45.0 kW")),
            qPrintable(reason->property("text").toString()));
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, uPoint(41));
        QCOMPARE(doc().deviceCount(), devices);
        // A QM9700 (1.72 kW) fits.
        QVERIFY(dragFromPalette(QStringLiteral("nvidia-qm9700"), uPoint(41)));
        QVERIFY(!reason->isVisible());
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, uPoint(41));
        QCOMPARE(doc().deviceCount(), devices + 1);
        const plenum::Device &mounted = doc().project().devices.back();
        QCOMPARE(mounted.u_position, 41);
        QCOMPARE(mounted.rack, plenum::Id(rackId("A01")));
        // Click it, Del deletes it; Ctrl+Z brings it back.
        QTest::mouseClick(m_window, Qt::LeftButton, {}, uPoint(41));
        QCOMPARE(doc().selection()->deviceId(), qint64(mounted.id));
        QTest::keyClick(m_window, Qt::Key_Delete);
        QCOMPARE(doc().deviceCount(), devices);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc().deviceCount(), devices + 1);
    }

    // A device dragged to another U of its rack and into the rack shown beside it (A02, the next of
    // row A): refused with the reason when the U are taken or the rack's budget would be exceeded,
    // moved in one undo step otherwise.
    void deviceDraggedBetweenUAndRacks()
    {
        doc().selection()->setRackId(rackId("A01"));
        showView(QStringLiteral("elevation"));
        QQuickItem *a01 = item(QStringLiteral("elevation"));
        QQuickItem *a02 = item(QStringLiteral("besideElevation"));
        QVERIFY(a02 && a02->isVisible());
        QCOMPARE(a02->property("rackId").toLongLong(), rackId("A02"));
        const plenum::Device *top = deviceAtU("A01", 33);
        QVERIFY(top);
        const qint64 id = qint64(top->id);
        const int undoCount = doc().undoStack()->count();
        const plenum::Project before = doc().project();
        // Grabbed at its U34 and let go at U24 of A01: U23–30 hold the U23 server.
        const QString neighbour = QString::fromStdString(deviceAtU("A01", 23)->name);
        dragFrom(uPointOf(a01, 34), uPointOf(a01, 24));
        QQuickItem *reason = item(QStringLiteral("deviceGhostReason"));
        QVERIFY(reason && reason->isVisible());
        QCOMPARE(reason->property("text").toString(), QStringLiteral("U 23–30 of A01 are taken by %1").arg(neighbour));
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, uPointOf(a01, 24));
        QVERIFY(doc().project() == before);
        QVERIFY(item(QStringLiteral("notice"))->property("text").toString().startsWith(QStringLiteral("Not moved: ")));
        // Let go at U42: U41–48 are free; one undo step, undone and redone by keys.
        dragFrom(uPointOf(a01, 34), uPointOf(a01, 42));
        QVERIFY(!reason->isVisible());
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, uPointOf(a01, 42));
        QCOMPARE(deviceAtU("A01", 41) ? qint64(deviceAtU("A01", 41)->id) : 0, id);
        QCOMPARE(doc().undoStack()->count(), undoCount + 1);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(doc().project() == before);
        QTest::keySequence(m_window, QKeySequence(QKeySequence::Redo));
        QCOMPARE(deviceAtU("A01", 41) ? qint64(deviceAtU("A01", 41)->id) : 0, id);
        // Into A02 (four DGX H100, 40.8 kW): a fifth would draw 51.0 kW of its 45 kW budget.
        const plenum::Project moved = doc().project();
        dragFrom(uPointOf(a01, 42), uPointOf(a02, 42));
        QVERIFY(reason->isVisible());
        QCOMPARE(reason->property("text").toString(),
            QStringLiteral("with %1 (DGX H100) rack A02 would draw up to 51.0 kW; its power budget is 45.0 kW")
                .arg(QString::fromStdString(deviceAtU("A01", 41)->name)));
        shot("elevation-move-refused.png");
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, uPointOf(a02, 42));
        QVERIFY(doc().project() == moved);
        // A click in A02 selects its U3 server and keeps the pair on screen; Del deletes it.
        QTest::mouseClick(m_window, Qt::LeftButton, {}, uPointOf(a02, 5));
        QCOMPARE(doc().selection()->deviceId(), qint64(deviceAtU("A02", 3)->id));
        QCOMPARE(a01->property("rackId").toLongLong(), rackId("A01"));
        QCOMPARE(a02->property("rackId").toLongLong(), rackId("A02"));
        QTest::keyClick(m_window, Qt::Key_Delete);
        QVERIFY(!deviceAtU("A02", 3));
        // Now three draw 30.6 kW: the server moves across, in one undo step.
        dragFrom(uPointOf(a01, 42), uPointOf(a02, 42));
        QVERIFY(!reason->isVisible());
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, uPointOf(a02, 42));
        QVERIFY(deviceAtU("A02", 41));
        QCOMPARE(qint64(deviceAtU("A02", 41)->id), id);
        QVERIFY(!deviceAtU("A01", 41));
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(deviceAtU("A01", 41) ? qint64(deviceAtU("A01", 41)->id) : 0, id);
    }

    // A drag over empty U reserves them for a phase (drawn hatched; deleted from its context menu);
    // one button blanks every other open U of the rack, one takes the panels out.
    void unitsReservedAndBlanked()
    {
        doc().selection()->setRackId(rackId("A01"));
        showView(QStringLiteral("elevation"));
        QQuickItem *a01 = item(QStringLiteral("elevation"));
        const plenum::Project before = doc().project();
        const int undoCount = doc().undoStack()->count();
        dragFrom(uPointOf(a01, 41), uPointOf(a01, 48));
        QVERIFY(item(QStringLiteral("deviceGhost"))->isVisible());
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, uPointOf(a01, 48));
        QQuickItem *popup = item(QStringLiteral("reservePhase"));
        QTRY_VERIFY(popup && popup->isVisible());
        QCOMPARE(popup->property("currentText").toString(), QStringLiteral("target"));
        QTest::qWait(100);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item(QStringLiteral("reserveButton"))));
        QCOMPARE(doc().project().reservations.size(), std::size_t(1));
        const plenum::Reservation held = doc().project().reservations[0];
        QCOMPARE(held.name, std::string("A01 U41–48"));
        QCOMPARE(held.rack, plenum::Id(rackId("A01")));
        QCOMPARE(held.u_low, 41);
        QCOMPARE(held.u_height, 8);
        QCOMPARE(held.phase, doc().project().phases.back().id);
        QCOMPARE(doc().undoStack()->count(), undoCount + 1);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(doc().project() == before);
        QTest::keySequence(m_window, QKeySequence(QKeySequence::Redo));
        QCOMPARE(doc().project().reservations.size(), std::size_t(1));
        // Blanking: U 1–2, 11–12, 21–22 and 31–32 are open (the servers hold U 3–10 … 33–40, the
        // reservation U 41–48): eight panels in one undo step.
        const int devices = doc().deviceCount();
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item(QStringLiteral("addBlankingButton"))));
        QCOMPARE(doc().deviceCount(), devices + 8);
        for (int u : { 1, 2, 11, 12, 21, 22, 31, 32 })
            QVERIFY2(deviceAtU("A01", u)
                    && deviceAtU("A01", u)->name
                        == QStringLiteral("A01-blank-u%1").arg(u, 2, 10, QLatin1Char('0')).toStdString(),
                qPrintable(QString::number(u)));
        QVERIFY(!deviceAtU("A01", 41));
        shot("elevation-reserved-blanked.png");
        QCOMPARE(doc().undoStack()->count(), undoCount + 2);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc().deviceCount(), devices);
        QTest::keySequence(m_window, QKeySequence(QKeySequence::Redo));
        QCOMPARE(doc().deviceCount(), devices + 8);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item(QStringLiteral("removeBlankingButton"))));
        QCOMPARE(doc().deviceCount(), devices);
        // The reservation's context menu deletes it.
        QTest::mouseClick(m_window, Qt::RightButton, {}, uPointOf(a01, 44));
        QQuickItem *remove = item(QStringLiteral("deleteReservationItem"));
        QTRY_VERIFY(remove && remove->isVisible());
        QTest::qWait(100);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(remove));
        QVERIFY(doc().project().reservations.empty());
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc().project().reservations.size(), std::size_t(1));
    }

    // Port picking: a click on a port, then on another, makes one link in one undo step; a port
    // that carries a link is refused with the reason; Esc drops a pick. Linked ports are ringed.
    void portsPickedAndConnected()
    {
        auto deviceNamed = [&](const char *name) {
            for (const auto &d : doc().project().devices)
                if (d.name == name)
                    return qint64(d.id);
            return qint64(0);
        };
        const qint64 leaf0 = deviceNamed("leaf-r0"), leaf1 = deviceNamed("leaf-r1");
        QVERIFY(leaf0 && leaf1);
        doc().selection()->setDeviceId(leaf0);
        showView(QStringLiteral("elevation"));
        QQuickItem *rack = item(QStringLiteral("elevation"));
        auto portPoint = [&](qint64 device, const char *port) {
            QRectF r;
            QMetaObject::invokeMethod(rack, "portRect", Q_RETURN_ARG(QRectF, r), Q_ARG(qint64, device),
                Q_ARG(QString, QString::fromLatin1(port)));
            return rack->mapToScene(r.center()).toPoint();
        };
        auto linkedDrawn = [&] {
            int n = 0;
            QMetaObject::invokeMethod(rack, "linkedPortsDrawn", Q_RETURN_ARG(int, n));
            return n;
        };
        const plenum::Project before = doc().project();
        const int linked = linkedDrawn();
        QVERIFY(linked > 0); // the leaves' node ports
        QQuickItem *hint = item(QStringLiteral("portPickHint"));
        // OSFP1P1 of leaf-r0 carries a node's link: refused, nothing picked.
        QTest::mouseClick(m_window, Qt::LeftButton, {}, portPoint(leaf0, "OSFP1P1"));
        QVERIFY2(item(QStringLiteral("notice"))
                     ->property("text")
                     .toString()
                     .startsWith(QStringLiteral("Not connected: port OSFP1P1 of leaf-r0 already carries a link (to ")),
            qPrintable(item(QStringLiteral("notice"))->property("text").toString()));
        QVERIFY(!hint->isVisible());
        // OSFP9P1 of both leaves are free: picked, then connected.
        QTest::mouseClick(m_window, Qt::LeftButton, {}, portPoint(leaf0, "OSFP9P1"));
        QVERIFY(hint->isVisible());
        QVERIFY(hint->property("text").toString().contains(QStringLiteral("OSFP9P1 of leaf-r0")));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, portPoint(leaf1, "OSFP9P1"));
        QVERIFY(!hint->isVisible());
        QCOMPARE(doc().linkCount(), int(before.links.size()) + 1);
        QCOMPARE(doc().undoStack()->count(), 1);
        const plenum::Link &made = doc().project().links.back();
        const plenum::DeviceType &leaf = *std::find_if(doc().project().device_types.begin(),
            doc().project().device_types.end(), [&](const plenum::DeviceType &t) { return t.slug == "nvidia-qm9700"; });
        QCOMPARE(made.a.device, plenum::Id(leaf0));
        QCOMPARE(made.b.device, plenum::Id(leaf1));
        QCOMPARE(leaf.ports[std::size_t(made.a.port)].name, std::string("OSFP9P1"));
        QCOMPARE(leaf.ports[std::size_t(made.b.port)].name, std::string("OSFP9P1"));
        QCOMPARE(linkedDrawn(), linked + 2);
        shot("elevation-ports-connected.png");
        // The same port again: it carries the new link now.
        QTest::mouseClick(m_window, Qt::LeftButton, {}, portPoint(leaf1, "OSFP9P1"));
        QVERIFY(item(QStringLiteral("notice"))
                    ->property("text")
                    .toString()
                    .startsWith(QStringLiteral(
                        "Not connected: port OSFP9P1 of leaf-r1 already carries a link (to OSFP9P1 of leaf-r0)")));
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(doc().project() == before);
        // Esc drops a pick.
        QTest::mouseClick(m_window, Qt::LeftButton, {}, portPoint(leaf0, "OSFP9P1"));
        QVERIFY(hint->isVisible());
        QTest::keyClick(m_window, Qt::Key_Escape);
        QVERIFY(!hint->isVisible());
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
        QList<QQuickItem *> todo { m_window->contentItem()->parentItem() ? m_window->contentItem()->parentItem()
                                                                         : m_window->contentItem() };
        while (!todo.isEmpty() && !ok) {
            QQuickItem *i = todo.takeLast();
            if (i->inherits("QQuickAbstractButton") && i->isVisible()
                && i->property("text").toString() == QStringLiteral("OK"))
                ok = i;
            todo.append(i->childItems());
        }
        QVERIFY(ok);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(ok));
        QTRY_COMPARE_WITH_TIMEOUT(doc().linkCount(), links + 2, 2000);
        QCOMPARE(doc().undoStack()->count(), 1);
        QCOMPARE(doc().lastChange(), QStringLiteral("Connected 2 port pairs of leaf-r0 and leaf-r1."));
        if (qEnvironmentVariableIsSet("PLENUM_DOC_SCREENSHOTS")) { // the pair on the leaves' elevation
            doc().selection()->setDeviceId(qint64(doc().project().links.back().a.device));
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
