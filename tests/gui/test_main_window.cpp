// SPDX-License-Identifier: GPL-3.0-or-later
// The window a user drives (issue #15): the very AppShell of `plenum`, its Main.qml, worked with the
// mouse and the keyboard — every menu opened by clicking the menu bar, the Edit, View, Tools and Help
// entries clicked, a moved rack rerouted, a rack picked in the 3D hall, and the window at 1024×640
// and 1920×1080 with every control inside it. The File menu's dialogs: test_file_menu.
// Any QML warning fails the run (qml_warning_guard.h).
//
// The 3D picking needs OpenGL: test_main_window_xvfb runs this program under xvfb-run; with the
// offscreen platform that one function is skipped here and runs there.
#include "gesture_fixture.h"
#include "qml_warning_guard.h"

#include <QGuiApplication>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickStyle>
#include <QtQml/qqmlextensionplugin.h>

#include <limits>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

namespace {

// Every visible item under `item` (depth first), skipping what a clipping ancestor hides.
void visibleItems(QQuickItem *item, QList<QQuickItem *> &out)
{
    if (!item || !item->isVisible() || item->opacity() <= 0)
        return;
    out.append(item);
    if (item->clip())
        return; // content scrolled inside a clipped list or flickable is not "outside the window"
    for (QQuickItem *c : item->childItems())
        visibleItems(c, out);
}

// Every visible item under `item`, list rows inside clipped views included.
void allVisibleItems(QQuickItem *item, QList<QQuickItem *> &out)
{
    if (!item || !item->isVisible() || item->opacity() <= 0)
        return;
    out.append(item);
    for (QQuickItem *c : item->childItems())
        allVisibleItems(c, out);
}

// Whether the item or one of its nearest ancestors (a label inside a button or a delegate) has a
// tooltip text: read through the attached ToolTip in the item's own QML context.
bool hasToolTip(QQuickItem *item)
{
    for (int depth = 0; item && depth < 4; ++depth, item = item->parentItem()) {
        QQmlContext *context = qmlContext(item);
        if (!context)
            continue;
        QQmlExpression expression(context, item, QStringLiteral("ToolTip.text"));
        const QVariant text = expression.evaluate();
        if (!expression.hasError() && !text.toString().isEmpty())
            return true;
    }
    return false;
}

bool isControl(const QQuickItem *item)
{
    return item->inherits("QQuickControl") && !item->inherits("QQuickPopupItem") && !item->inherits("QQuickToolTip");
}

} // namespace

class TestMainWindow : public QObject, protected plenum::test::GestureFixture {
    Q_OBJECT

private slots:
    void initTestCase() { plenum::test::QmlWarningGuard::install(); }
    void init() { startShell(QStringLiteral("starter"), QSize(1280, 800)); }
    void cleanup() { stopShell(); }

    // Every menu opens from the menu bar, shows each entry whole and each shortcut.
    void menusShowEntriesWholeWithShortcuts()
    {
        const int menus = object("menuBar")->property("count").toInt();
        QCOMPARE(menus, 5); // File, Edit, View, Tools, Help
        int shortcuts = 0;
        for (int m = 0; m < menus; ++m) {
            QObject *menu = openMenu(m);
            QVERIFY2(menu, qPrintable(QStringLiteral("menu %1 did not open").arg(m)));
            const qreal width = menu->property("width").toReal();
            for (QQuickItem *e : menuEntries(menu)) {
                QVERIFY2(e->implicitWidth() <= width + 0.5,
                    qPrintable(QStringLiteral("'%1' is cut off (%2 > %3 px)")
                                   .arg(e->property("text").toString())
                                   .arg(e->implicitWidth())
                                   .arg(width)));
                if (auto *label = e->findChild<QQuickItem *>(QStringLiteral("shortcutText"));
                    label && !label->property("text").toString().isEmpty())
                    ++shortcuts;
            }
            QTest::keyClick(m_window, Qt::Key_Escape);
            QTRY_VERIFY(!menu->property("visible").toBool());
        }
        QVERIFY2(shortcuts >= 15, qPrintable(QStringLiteral("only %1 entries show a shortcut").arg(shortcuts)));
    }

    // Edit, View, Tools and Help: each entry clicked does its job.
    void viewToolsHelpEditEntries()
    {
        const QStringList views { QStringLiteral("Floor Plan"), QStringLiteral("Rack Elevation"),
            QStringLiteral("Checks"), QStringLiteral("Cable Schedule"), QStringLiteral("Design Review") };
        const QStringList ids { QStringLiteral("floor"), QStringLiteral("elevation"), QStringLiteral("checks"),
            QStringLiteral("cables"), QStringLiteral("review") };
        for (int i = 0; i < views.size(); ++i) {
            QVERIFY2(clickMenuEntry(2, views[i]), qPrintable(views[i]));
            QTRY_COMPARE(m_window->property("view").toString(), ids[i]);
        }
        QVERIFY(clickMenuEntry(2, QStringLiteral("Floor Plan")));
        QObject *viewMenu = openMenu(2); // the floor plan the View menu zooms (other views have their own)
        QVERIFY(viewMenu);
        QTest::keyClick(m_window, Qt::Key_Escape);
        auto *plan = viewMenu->property("floorPlan").value<QQuickItem *>();
        QVERIFY(plan);
        const double fitted = plan->property("pixelsPerMetre").toDouble();
        QVERIFY(clickMenuEntry(2, QStringLiteral("Zoom In")));
        QTRY_VERIFY(plan->property("pixelsPerMetre").toDouble() > fitted * 1.2);
        QVERIFY(clickMenuEntry(2, QStringLiteral("Zoom Out")));
        QVERIFY(clickMenuEntry(2, QStringLiteral("Zoom Out")));
        QTRY_VERIFY(plan->property("pixelsPerMetre").toDouble() < fitted * 0.9);
        QVERIFY(clickMenuEntry(2, QStringLiteral("Zoom to Fit")));
        QTRY_VERIFY(std::abs(plan->property("pixelsPerMetre").toDouble() - fitted) < fitted * 0.01);
        QVERIFY(m_shell->jobs().autoCheck());
        QVERIFY(clickMenuEntry(3, QStringLiteral("Check Automatically")));
        QTRY_VERIFY(!m_shell->jobs().autoCheck());
        QVERIFY(clickMenuEntry(3, QStringLiteral("Check Automatically")));
        QTRY_VERIFY(m_shell->jobs().autoCheck());

        QSignalSpy notices(&m_shell->jobs(), &plenum::app::ProjectJobs::notice);
        QVERIFY(clickMenuEntry(3, QStringLiteral("Route Cables")));
        QTRY_VERIFY_WITH_TIMEOUT(doc().cableCount() > 0, 60000);
        QTRY_VERIFY(!notices.isEmpty()); // routing says what it did
        QVERIFY(notices.takeFirst().first().toString().contains(QStringLiteral("Routed")));
        QTRY_VERIFY(object("notice")->property("visible").toBool());

        QVERIFY(clickMenuEntry(1, QStringLiteral("Undo Route cables")));
        QTRY_COMPARE(doc().cableCount(), 0);
        QVERIFY(clickMenuEntry(1, QStringLiteral("Redo Route cables")));
        QTRY_VERIFY(doc().cableCount() > 0);

        QVERIFY(clickMenuEntry(3, QStringLiteral("Run Checks")));
        QTRY_COMPARE(m_window->property("view").toString(), QStringLiteral("checks"));
        QTRY_VERIFY_WITH_TIMEOUT(!notices.isEmpty(), 60000); // the checks say what they found
        QVERIFY(notices.takeFirst().first().toString().startsWith(QStringLiteral("Checks")));

        QVERIFY(clickMenuEntry(1, QStringLiteral("Settings…")));
        QVERIFY(waitVisible("settingsDialog"));
        closePopup("settingsDialog");
        QVERIFY(clickMenuEntry(4, QStringLiteral("Keyboard Shortcuts…")));
        QVERIFY(waitVisible("shortcutsDialog"));
        closePopup("shortcutsDialog");
        QVERIFY(clickMenuEntry(4, QStringLiteral("About Plenum")));
        QVERIFY(waitVisible("aboutDialog"));
        closePopup("aboutDialog");
        QVERIFY(clickMenuEntry(0, QStringLiteral("New")));
        QVERIFY(waitVisible("unsavedDialog") || waitVisible("newWizard"));
        closePopup("unsavedDialog");
        closePopup("newWizard");
    }

    // An unrouted project's cable schedule says how to get cables, and its button routes them.
    void emptyCableScheduleOffersRouting()
    {
        showView(QStringLiteral("cables"));
        QQuickItem *hint = item(QStringLiteral("noCablesHint")), *button = item(QStringLiteral("routeCablesButton"));
        QVERIFY(hint && button);
        QVERIFY(hint->isVisible() && button->isVisible());
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(button));
        QTRY_VERIFY_WITH_TIMEOUT(doc().cableCount() > 0, 60000);
        QTRY_VERIFY(!hint->isVisible());
    }

    // A rack moved on the plan gets its cables rerouted, in the move's undo step, and says so.
    void movedRackIsRerouted()
    {
        plenum::app::Document &doc = this->doc();
        m_shell->jobs().routeCables();
        QTRY_VERIFY_WITH_TIMEOUT(doc.cableCount() > 0 && !m_shell->jobs().routing()->isRunning(), 60000);
        const plenum::Project routed = doc.project();
        // The rack that holds the most cable ends, moved 3 m along its row.
        const plenum::Rack &rack = routed.racks.front();
        QSignalSpy notices(&m_shell->jobs(), &plenum::app::ProjectJobs::notice);
        QVERIFY(doc.moveRack(qint64(rack.id), rack.position.x_mm + 3000, rack.position.y_mm));
        QTRY_VERIFY_WITH_TIMEOUT(!notices.isEmpty(), 60000);
        const QString said = notices.takeFirst().first().toString();
        QVERIFY2(said.startsWith(QStringLiteral("Moved ") + QString::fromStdString(rack.name)), qPrintable(said));
        QVERIFY(doc.project().cables != routed.cables); // rerouted
        QCOMPARE(doc.undoStack()->count(), 2); // Route cables, Move rack (with its cables)
        doc.undo();
        QCOMPARE(doc.project().racks.front().position, rack.position);
        QVERIFY(doc.project().cables == routed.cables); // the move's undo restores its cables too
        doc.redo();
        QVERIFY(doc.project().cables != routed.cables);
    }

    // The window at a small and a large size: every visible control lies inside it, in every view.
    void everyControlInsideTheWindow_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024x640") << QSize(1024, 640);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void everyControlInsideTheWindow()
    {
        QFETCH(QSize, size);
        m_window->resize(size);
        QTRY_COMPARE(m_window->size(), size);
        for (const QString &view : { QStringLiteral("floor"), QStringLiteral("elevation"), QStringLiteral("checks"),
                 QStringLiteral("cables"), QStringLiteral("review") }) {
            showView(view);
            QTest::qWait(200);
            QList<QQuickItem *> items;
            visibleItems(m_window->contentItem(), items);
            visibleItems(qobject_cast<QQuickItem *>(m_window->property("menuBar").value<QObject *>()), items);
            const QRectF inside = QRectF(QPointF(0, 0), QSizeF(size)).adjusted(-1, -1, 1, 1);
            for (QQuickItem *item : items) {
                if (!isControl(item) || item->width() <= 0 || item->height() <= 0)
                    continue;
                const QRectF r = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
                QVERIFY2(inside.contains(r),
                    qPrintable(
                        QStringLiteral("%1 view at %2×%3: %4 '%5' at (%6, %7, %8×%9) leaves the window")
                            .arg(view)
                            .arg(size.width())
                            .arg(size.height())
                            .arg(QString::fromLatin1(item->metaObject()->className()),
                                item->objectName().isEmpty() ? item->property("text").toString() : item->objectName())
                            .arg(r.x())
                            .arg(r.y())
                            .arg(r.width())
                            .arg(r.height())));
            }
            // A text cut short (elided) must say the rest in a tooltip.
            QList<QQuickItem *> all;
            allVisibleItems(m_window->contentItem(), all);
            for (QQuickItem *item : all) {
                if (!item->property("truncated").toBool() || item->width() < 20)
                    continue; // squeezed to nothing is not readable anyway
                const QRectF r = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
                if (!r.intersects(inside))
                    continue;
                QVERIFY2(hasToolTip(item),
                    qPrintable(QStringLiteral("%1 view at %2×%3: '%4' is cut short and has no tooltip")
                                   .arg(view)
                                   .arg(size.width())
                                   .arg(size.height())
                                   .arg(item->property("text").toString())));
            }
        }
    }

    // A click on a rack in the 3D hall selects it (needs OpenGL: test_main_window_xvfb).
    void pickRackIn3D()
    {
        if (QGuiApplication::platformName() == QLatin1String("offscreen"))
            QSKIP("Qt Quick 3D renders nothing offscreen; test_main_window_xvfb runs this under xvfb-run");
        showView(QStringLiteral("3d"));
        QQuickItem *view3d = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((view3d = qobject_cast<QQuickItem *>(object("view3d"))) != nullptr, 10000);
        QTest::qWait(500); // the first frames
        QObject *racks = object("rackInstances");
        QVERIFY(racks);
        // The rack nearest the camera among those on screen: no other rack can hide its centre.
        qint64 nearest = 0;
        QPoint at;
        float nearestDepth = std::numeric_limits<float>::max();
        for (const plenum::Rack &rack : doc().project().racks) {
            QVector3D centre, onScreen;
            QMetaObject::invokeMethod(
                racks, "rackCentre", Q_RETURN_ARG(QVector3D, centre), Q_ARG(qint64, qint64(rack.id)));
            QMetaObject::invokeMethod(
                view3d, "mapFrom3DScene", Q_RETURN_ARG(QVector3D, onScreen), Q_ARG(QVector3D, centre));
            const QPoint p = view3d->mapToScene(QPointF(onScreen.x(), onScreen.y())).toPoint();
            if (QRect(QPoint(0, 0), m_window->size()).contains(p) && onScreen.z() > 0 && onScreen.z() < nearestDepth) {
                nearestDepth = onScreen.z();
                nearest = qint64(rack.id);
                at = p;
            }
        }
        QVERIFY2(nearest != 0, "no rack is on screen");
        doc().selection()->setRackId(0);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, at);
        QTRY_COMPARE(doc().selection()->rackId(), nearest);
    }
};

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("PlenumTest"));
    QGuiApplication::setApplicationName(QStringLiteral("test_main_window"));
    QQuickStyle::setStyle(QStringLiteral("Fusion")); // as plenum's main()
    TestMainWindow test;
    const int failed = QTest::qExec(&test, argc, argv);
    return plenum::test::QmlWarningGuard::report() > 0 ? 1 : failed;
}

#include "test_main_window.moc"
