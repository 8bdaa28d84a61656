// SPDX-License-Identifier: GPL-3.0-or-later
// Drawing the hall, obstacles and pathways through the real window (issue #18), on the starter
// project: hall "Hall 1" 6.0 × 7.2 m from (0, 0), tile 600 mm, ceiling 4 m; row A at y = 2.4 m and
// row B at y = 4.8 m, racks at x = 0.9 … 3.3 m (600 × 1200 mm, so the racks span x 0.6–3.6 m and
// y 1.8–3.0 m and 4.2–5.4 m); column C1 at 5.4–5.8 × 3.3–3.7 m; Ladder A along y = 2.4 m through
// (600, 3600, 4500) at 2.6 m. The tool bar's buttons, clicks, drags and keys drive each gesture;
// each accepted one is one undo step, each refused one shows the core's reason and changes
// nothing. Any QML warning fails the run. With PLENUM_DOC_SCREENSHOTS set, the states are saved.
#include "gesture_fixture.h"
#include "qml_warning_guard.h"

#include <QDir>
#include <QGuiApplication>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStyleHints>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <initializer_list>
#include <memory>
#include <utility>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

using plenum::Point;
using plenum::Point3;
using plenum::app::AppShell;
using plenum::app::Document;
using XY = std::pair<int, int>;

class TestDrawGestures : public QObject, protected plenum::test::GestureFixture {
    Q_OBJECT

private:
    // Whether an item of this name is on screen (a closed menu's entries are not in the window).
    bool shown(const char *name)
    {
        QQuickItem *i = item(QLatin1String(name));
        return i && i->isVisible();
    }
    void tool(const char *name)
    {
        QQuickItem *button = item(QStringLiteral("drawTool_") + QLatin1String(name));
        QVERIFY2(button && button->isVisible(), name);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(button));
        QTest::qWait(20);
    }
    void drag(QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mousePress(m_window, Qt::LeftButton, modifiers, from);
        for (int i = 1; i <= 8; ++i)
            QTest::mouseMove(m_window, from + (to - from) * i / 8);
        QTest::qWait(30);
        QTest::mouseRelease(m_window, Qt::LeftButton, modifiers, to);
        QTest::qWait(20);
    }
    void click(double xMm, double yMm)
    {
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(xMm, yMm));
        QTest::qWait(QGuiApplication::styleHints()->mouseDoubleClickInterval() + 20); // no double click
    }
    const plenum::Hall &hall() { return doc().project().halls.front(); }
    const plenum::Obstacle *obstacle(const std::string &name)
    {
        for (const auto &o : doc().project().obstacles)
            if (o.name == name)
                return &o;
        return nullptr;
    }
    const plenum::Pathway *pathway(const std::string &name)
    {
        for (const auto &pw : doc().project().pathways)
            if (pw.name == name)
                return &pw;
        return nullptr;
    }
    QString hint() { return item(QStringLiteral("drawHint"))->property("text").toString(); }
    void zoomOut()
    {
        QMetaObject::invokeMethod(plan(), "zoomBy", Q_ARG(double, 0.7));
        QTest::qWait(30);
    }

private slots:
    void initTestCase() { plenum::test::QmlWarningGuard::install(); }

    void init() { startShell(); }
    void cleanup() { stopShell(); }

    // Four clicks on tile corners and Enter: a 7.2 × 8.4 m hall, stored counter-clockwise, one
    // undo step. A bow tie and an outline that leaves racks A/B (up to x = 3.6 m) outside are
    // refused with the core's sentence and change nothing.
    void hallOutline()
    {
        zoomOut();
        const std::vector<Point> starter = hall().outline;
        tool("hall");
        QCOMPARE(item(QStringLiteral("drawOverlay"))->property("tool").toString(), QStringLiteral("hall"));
        for (auto [x, y] : std::initializer_list<XY> { { 0, 0 }, { 7200, 0 }, { 7200, 8400 }, { 0, 8400 } })
            click(x, y);
        shot("draw-hall.png");
        QTest::keyClick(m_window, Qt::Key_Return);
        QCOMPARE(hall().outline, (std::vector<Point> { { 0, 0 }, { 7200, 0 }, { 7200, 8400 }, { 0, 8400 } }));
        QCOMPARE(doc().undoStack()->count(), 1);
        QCOMPARE(item(QStringLiteral("drawOverlay"))->property("tool").toString(), QString()); // done: Select again
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(hall().outline, starter);

        tool("hall"); // a bow tie: its first and third edges cross
        for (auto [x, y] : std::initializer_list<XY> { { 0, 0 }, { 7200, 8400 }, { 7200, 0 }, { 0, 8400 } })
            click(x, y);
        QTest::keyClick(m_window, Qt::Key_Return);
        QCOMPARE(hall().outline, starter);
        QCOMPARE(doc().undoStack()->index(), 0); // nothing done since the undo
        QVERIFY2(hint().contains(QStringLiteral("hall 'Hall 1'")), qPrintable(hint()));
        QCOMPARE(hint(), doc().lastError());

        // 3.0 m wide: rack A05 (x 3.0–3.6 m) would stand outside. The double click closes it.
        for (auto [x, y] : std::initializer_list<XY> { { 0, 0 }, { 3000, 0 }, { 3000, 7200 } })
            click(x, y);
        QTest::mouseDClick(m_window, Qt::LeftButton, {}, floorPoint(0, 7200));
        QTest::qWait(20);
        QCOMPARE(hall().outline, starter);
        QVERIFY2(
            hint().contains(QStringLiteral("would be outside the new outline of hall 'Hall 1'")), qPrintable(hint()));
        QTest::keyClick(m_window, Qt::Key_Escape); // leaves the tool
        QCOMPARE(item(QStringLiteral("drawOverlay"))->property("tool").toString(), QString());
    }

    // Typed dimensions: 7.2 × 9 m from the south-west corner, one undo step; 3 m is refused.
    void hallSizeTyped()
    {
        tool("hall");
        auto type = [&](const char *field, const char *text) {
            QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item(QLatin1String(field))));
            QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
            for (const char *ch = text; *ch; ++ch)
                QTest::keyClick(m_window, *ch);
        };
        type("hallWidth", "7.2");
        type("hallDepth", "9");
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item(QStringLiteral("hallSizeApply"))));
        QCOMPARE(hall().outline, (std::vector<Point> { { 0, 0 }, { 7200, 0 }, { 7200, 9000 }, { 0, 9000 } }));
        QCOMPARE(doc().undoStack()->count(), 1);
        type("hallWidth", "3");
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item(QStringLiteral("hallSizeApply"))));
        QCOMPARE(hall().outline[1], (Point { 7200, 0 }));
        QCOMPARE(doc().undoStack()->count(), 1);
        QVERIFY2(hint().contains(QStringLiteral("would be outside")), qPrintable(hint()));
    }

    // Rectangles dragged with the obstacle tools, snapped to tiles; each named after its kind and
    // one undo step. A column over rack A01 (0.6–1.2 × 1.8–3.0 m) is refused.
    void obstacles()
    {
        const std::size_t before = doc().project().obstacles.size();
        tool("column");
        drag(floorPoint(610, 590), floorPoint(1190, 1210)); // snaps to 600 and 1200
        const plenum::Obstacle *column = obstacle("column 1");
        QVERIFY(column);
        QVERIFY(column->kind == plenum::ObstacleKind::Column);
        QCOMPARE(column->outline, (std::vector<Point> { { 600, 600 }, { 1200, 600 }, { 1200, 1200 }, { 600, 1200 } }));
        QCOMPARE(doc().undoStack()->count(), 1);

        tool("crah");
        drag(floorPoint(4800, 6000), floorPoint(3600, 6600)); // dragged right to left: the same rectangle
        QVERIFY(obstacle("CRAH 1"));
        QCOMPARE(obstacle("CRAH 1")->outline,
            (std::vector<Point> { { 3600, 6000 }, { 4800, 6000 }, { 4800, 6600 }, { 3600, 6600 } }));
        tool("cdu");
        drag(floorPoint(4800, 600), floorPoint(5400, 1800));
        QVERIFY(obstacle("CDU 1")->kind == plenum::ObstacleKind::Cdu);
        tool("door");
        drag(floorPoint(1800, 6600), floorPoint(3000, 7200));
        QVERIFY(obstacle("door 1")->kind == plenum::ObstacleKind::Door);
        tool("other");
        drag(floorPoint(0, 6000), floorPoint(1200, 7200));
        QVERIFY(obstacle("no-go zone 1")->kind == plenum::ObstacleKind::Other);
        QCOMPARE(doc().project().obstacles.size(), before + 5);
        QCOMPARE(doc().undoStack()->count(), 5);

        // Over A01: refused, the reason shown, nothing added.
        tool("column");
        QTest::mousePress(m_window, Qt::LeftButton, {}, floorPoint(600, 1800));
        for (int i = 1; i <= 8; ++i)
            QTest::mouseMove(m_window, floorPoint(600 + 75 * i, 1800 + 75 * i));
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, floorPoint(1200, 2400));
        shot("draw-obstacles.png");
        QCOMPARE(doc().project().obstacles.size(), before + 5);
        QVERIFY2(hint().contains(QStringLiteral("column 'column 2' would overlap rack A01")), qPrintable(hint()));
        QCOMPARE(doc().undoStack()->count(), 5);
        QTest::keyClick(m_window, Qt::Key_Escape);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!obstacle("no-go zone 1"));
    }

    // C1 picked with a click and dragged two tiles west: moved 1.2 m in one undo step. Dragged into
    // row B (onto B05, 3.0–3.6 × 4.2–5.4 m) it is refused and stays. Del deletes it; undo restores it.
    void moveAndDeleteObstacle()
    {
        const std::vector<Point> c1 = obstacle("C1")->outline;
        drag(floorPoint(5600, 3500), floorPoint(4400, 3500));
        QCOMPARE(plan()->property("selectedObstacleId").toLongLong(), qint64(obstacle("C1")->id));
        QCOMPARE(obstacle("C1")->outline,
            (std::vector<Point> { { 4200, 3300 }, { 4600, 3300 }, { 4600, 3700 }, { 4200, 3700 } }));
        QCOMPARE(doc().undoStack()->count(), 1);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(obstacle("C1")->outline, c1);

        drag(floorPoint(5600, 3500), floorPoint(3200, 4700)); // (-2400, +1200): over B05
        QCOMPARE(obstacle("C1")->outline, c1);
        // (Its west edge lands on B04's east edge at x = 3.0 m, and it lies inside B05.)
        QVERIFY2(doc().lastError().contains(QStringLiteral("column 'C1' would overlap rack B0")),
            qPrintable(doc().lastError()));
        QCOMPARE(doc().undoStack()->count(), 1); // the undone move is still there to redo

        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(5600, 3500));
        QTest::keyClick(m_window, Qt::Key_Delete);
        QVERIFY(!obstacle("C1"));
        QCOMPARE(plan()->property("selectedObstacleId").toLongLong(), qint64(0));
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(obstacle("C1")->outline, c1);
    }

    // C1 selected shows a handle at each corner; its north-east corner (5.8, 3.7 m) dragged to the
    // tile corner (6.0, 4.2 m) reshapes it, one undo step; undo restores the square.
    void reshapeObstacleCorner()
    {
        const std::vector<Point> c1 = obstacle("C1")->outline;
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(5600, 3500));
        QVERIFY(shown("handle3"));
        drag(floorPoint(5800, 3700), floorPoint(6000, 4200));
        QCOMPARE(obstacle("C1")->outline,
            (std::vector<Point> { { 5400, 3300 }, { 5800, 3300 }, { 6000, 4200 }, { 5400, 3700 } }));
        QCOMPARE(doc().undoStack()->count(), 1);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(obstacle("C1")->outline, c1);
    }

    // A tray drawn with three clicks and Enter at the tool's height, width and depth; its last
    // vertex dragged by its handle; Del deletes it. Each one undo step.
    void drawReshapeDeletePathway()
    {
        tool("pathway");
        for (auto [x, y] : std::initializer_list<XY> { { 600, 6600 }, { 3000, 6600 }, { 3000, 6000 } })
            click(x, y);
        QTest::keyClick(m_window, Qt::Key_Return);
        const plenum::Pathway *tray = pathway("tray 1");
        QVERIFY(tray);
        QVERIFY(tray->kind == plenum::PathwayKind::Tray);
        QVERIFY(tray->service == plenum::Service::Data);
        QCOMPARE(
            tray->points, (std::vector<Point3> { { 600, 6600, 2700 }, { 3000, 6600, 2700 }, { 3000, 6000, 2700 } }));
        QCOMPARE(tray->width_mm, 300);
        QCOMPARE(tray->loading_depth_mm, 100);
        QCOMPARE(doc().undoStack()->count(), 1);
        QTest::keyClick(m_window, Qt::Key_Escape); // leaves the tool
        const qint64 id = qint64(tray->id);

        click(1800, 6600); // on its first segment
        QCOMPARE(plan()->property("selectedPathwayId").toLongLong(), id);
        QVERIFY(shown("handle2"));
        shot("draw-pathway.png");
        drag(floorPoint(3000, 6000), floorPoint(4200, 6000)); // the handle of its third point
        QCOMPARE(pathway("tray 1")->points,
            (std::vector<Point3> { { 600, 6600, 2700 }, { 3000, 6600, 2700 }, { 4200, 6000, 2700 } }));
        QCOMPARE(doc().undoStack()->count(), 2);
        QTest::keyClick(m_window, Qt::Key_Delete);
        QVERIFY(!pathway("tray 1"));
        QCOMPARE(doc().undoStack()->count(), 3);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(pathway("tray 1")->points[2], (Point3 { 3000, 6000, 2700 }));
    }

    // Above the 4 m ceiling: refused before anything is added.
    void pathwayAboveCeilingRefused()
    {
        tool("pathway");
        QQuickItem *height = item(QStringLiteral("pathwayHeight"));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(height));
        QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
        for (char ch : QByteArray("4500"))
            QTest::keyClick(m_window, ch);
        QTest::keyClick(m_window, Qt::Key_Tab);
        const std::size_t before = doc().project().pathways.size();
        click(600, 6600);
        click(3000, 6600);
        QTest::keyClick(m_window, Qt::Key_Return);
        QCOMPARE(doc().project().pathways.size(), before);
        QVERIFY2(hint().contains(QStringLiteral("above the 4000 mm ceiling")), qPrintable(hint()));
    }

    // Right click: a rack's menu (its keys shown) rotates and deletes it, an obstacle's deletes it,
    // the floor's starts a drawing tool. Each entry is one undo step like its key.
    void contextMenus()
    {
        const std::size_t racks = doc().project().racks.size();
        QTest::mouseClick(m_window, Qt::RightButton, {}, floorPoint(3300, 4800)); // B05
        QTRY_VERIFY(menuItem("rackMenuDelete"));
        QCOMPARE(shortcutOf(menuItem("rackMenuRotate")), QStringLiteral("R"));
        QCOMPARE(shortcutOf(menuItem("rackMenuDuplicate")), QStringLiteral("Ctrl+D"));
        QCOMPARE(shortcutOf(menuItem("rackMenuDelete")), QStringLiteral("Del"));
        shot("context-menu.png");
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(menuItem("rackMenuDelete")));
        QCOMPARE(doc().project().racks.size(), racks - 1);
        QCOMPARE(doc().undoStack()->count(), 1);

        QTRY_VERIFY(!menuItem("rackContextMenu"));
        QTest::mouseClick(m_window, Qt::RightButton, {}, floorPoint(5600, 3500)); // C1
        QTRY_VERIFY(menuItem("obstacleMenuDelete"));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(menuItem("obstacleMenuDelete")));
        QVERIFY(!obstacle("C1"));
        QCOMPARE(doc().undoStack()->count(), 2);

        QTest::mouseClick(m_window, Qt::RightButton, {}, floorPoint(4800, 6600)); // empty floor
        QTRY_VERIFY(menuItem("floorMenuColumn"));
        QCOMPARE(shortcutOf(menuItem("floorMenuColumn")), QStringLiteral("C"));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(menuItem("floorMenuColumn")));
        QCOMPARE(item(QStringLiteral("drawOverlay"))->property("tool").toString(), QStringLiteral("column"));
    }

    // Right click on a device of the elevation: its menu shows the keys; Turn Round reverses it in
    // one undo step. On a port, the first entry starts a connection from that port.
    void deviceContextMenu()
    {
        const plenum::Rack *a01 = nullptr;
        for (const auto &r : doc().project().racks)
            if (r.name == "A01")
                a01 = &r;
        QVERIFY(a01);
        doc().selection()->setRackId(qint64(a01->id));
        QMetaObject::invokeMethod(m_window, "showView", Q_ARG(QVariant, QStringLiteral("elevation")));
        QTest::qWait(100);
        QQuickItem *elevation = item(QStringLiteral("elevation"));
        const plenum::Device *dgx = nullptr; // the DGX H100 at U3–10
        for (const auto &d : doc().project().devices)
            if (d.rack == a01->id && d.u_position == 3)
                dgx = &d;
        QVERIFY(dgx);
        const bool reversed = dgx->reversed;
        QRectF u;
        QMetaObject::invokeMethod(
            elevation, "uRect", Q_RETURN_ARG(QRectF, u), Q_ARG(int, 0), Q_ARG(int, 3), Q_ARG(int, 8));
        const QPoint inside
            = elevation->mapToScene(QPointF(u.left() + 4, u.center().y())).toPoint(); // its left edge, no port
        QTest::mouseClick(m_window, Qt::RightButton, {}, inside);
        QTRY_VERIFY(shown("deviceMenuReverse"));
        QVERIFY(!item(QStringLiteral("deviceMenuConnect"))->isEnabled()); // not on a port
        QQuickItem *reverse = item(QStringLiteral("deviceMenuReverse"));
        QString keys;
        for (QQuickItem *child : reverse->childItems())
            if (child->objectName() == QStringLiteral("shortcutText"))
                keys = child->property("text").toString();
        QCOMPARE(keys, QStringLiteral("R"));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(reverse));
        QCOMPARE(dgx->reversed, !reversed);
        QCOMPARE(doc().undoStack()->count(), 1);

        const QString portName = doc().portInfo(qint64(dgx->id), 0).value(QStringLiteral("portName")).toString();
        QRectF port;
        QMetaObject::invokeMethod(elevation, "portRect", Q_RETURN_ARG(QRectF, port), Q_ARG(qint64, qint64(dgx->id)),
            Q_ARG(QString, portName));
        QVERIFY(!port.isEmpty());
        QTRY_VERIFY(!shown("deviceMenuReverse"));
        QTest::mouseClick(m_window, Qt::RightButton, {}, elevation->mapToScene(port.center()).toPoint());
        QTRY_VERIFY(shown("deviceMenuConnect"));
        QCOMPARE(item(QStringLiteral("deviceMenuConnect"))->property("text").toString(),
            QStringLiteral("&Connect from ") + portName);
        // Enabled when the port is free (the starter's DGX ports are all linked: refused with the reason).
        const QString problem = doc().portLinkProblem(qint64(dgx->id), 0);
        QCOMPARE(item(QStringLiteral("deviceMenuConnect"))->isEnabled(), problem.isEmpty());
        QTest::keyClick(m_window, Qt::Key_Escape);
    }

    // The tool keys work on the floor plan: P starts the pathway tool, S goes back to Select.
    void toolKeys()
    {
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(4800, 6600));
        QTest::keyClick(m_window, Qt::Key_P);
        QCOMPARE(item(QStringLiteral("drawOverlay"))->property("tool").toString(), QStringLiteral("pathway"));
        QTest::keyClick(m_window, Qt::Key_S);
        QCOMPARE(item(QStringLiteral("drawOverlay"))->property("tool").toString(), QString());
    }

    // Once routed, moving a vertex of Ladder A unroutes exactly the cables over it (counted from
    // their routes here), and the status says how many.
    void reshapeUnroutesCables()
    {
        m_shell->jobs().routeCables();
        QTRY_VERIFY_WITH_TIMEOUT(doc().cableCount() > 0 && !m_shell->jobs().routing()->isRunning(), 120000);
        const plenum::Pathway *ladder = pathway("Ladder A");
        int over = 0;
        for (const auto &c : doc().project().cables)
            over += std::any_of(
                c.route.begin(), c.route.end(), [&](const plenum::RouteStep &s) { return s.pathway == ladder->id; });
        QVERIFY(over > 0);
        const int cables = doc().cableCount();
        click(4200, 2400); // east of the racks, on the ladder
        QCOMPARE(plan()->property("selectedPathwayId").toLongLong(), qint64(ladder->id));
        drag(floorPoint(4500, 2400), floorPoint(4800, 1200)); // its last point, to a tile corner
        QCOMPARE(pathway("Ladder A")->points[2], (Point3 { 4800, 1200, 2600 }));
        QCOMPARE(doc().cableCount(), cables - over);
        QVERIFY2(doc().lastChange().contains(QString::number(over) + QStringLiteral(" cable")),
            qPrintable(doc().lastChange()));
    }
};

QTEST_MAIN(TestDrawGestures)
#include "test_draw_gestures.moc"
