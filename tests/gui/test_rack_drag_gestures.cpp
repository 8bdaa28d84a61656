// SPDX-License-Identifier: GPL-3.0-or-later
// Rack drags and locks through the real window (issue #18), on the starter project: hall 6.0 × 7.2 m
// from (0, 0), tile 600 mm (racks snap to 300 mm); row B facing south at y = 4.8 m, B01–B05 at
// x = 0.9 … 3.3 m (600 × 1200 mm: B04 spans x 2.4–3.0 m, B05 3.0–3.6 m, y 4.2–5.4 m); column C1 at
// 5.4–5.8 × 3.3–3.7 m. A rack dragged onto free floor moves there on release, one undo step; onto
// another rack it is previewed red with the reason while dragging and refused on release, nothing
// changed; a dragged selection moves as a whole or not at all; a rack locked from its context menu
// (or Ctrl+L) shows a lock mark and refuses drags, arrows, R and Del with its name. Any QML warning
// fails the run. With PLENUM_DOC_SCREENSHOTS set, the states are saved there.
#include "gesture_fixture.h"
#include "qml_warning_guard.h"

#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

using plenum::Point;

class TestRackDragGestures : public QObject, protected plenum::test::GestureFixture {
    Q_OBJECT

private:
    // Presses at floor point `from`, moves to `to` in steps and keeps the button down.
    void press(Point from, Point to, Qt::KeyboardModifiers modifiers = {})
    {
        const QPoint a = floorPoint(double(from.x_mm), double(from.y_mm));
        const QPoint b = floorPoint(double(to.x_mm), double(to.y_mm));
        QTest::mousePress(m_window, Qt::LeftButton, modifiers, a);
        for (int i = 1; i <= 8; ++i)
            QTest::mouseMove(m_window, a + (b - a) * i / 8);
        QTest::qWait(30);
    }
    void release(Point at, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mouseRelease(m_window, Qt::LeftButton, modifiers, floorPoint(double(at.x_mm), double(at.y_mm)));
        QTest::qWait(20);
    }
    QString dragProblem() { return plan()->property("rackDragProblem").toString(); }
    // Whether the floor view shows the plan as its cached texture (a preview is shown, issue #18).
    bool planCached() { return plan()->parentItem()->parentItem()->property("planCached").toBool(); }
    int ghosts() { return plan()->property("rackDrag").toList().size(); }
    Point at(const char *rack) { return doc().rack(rackId(rack))->position; }
    // The floor plan's label of a rack: whether it carries the lock mark.
    bool labelLocked(const char *rack)
    {
        for (const QVariant &v : plan()->property("labels").toList()) {
            const QVariantMap label = v.toMap();
            if (label.value(QStringLiteral("kind")) == QStringLiteral("rack")
                && label.value(QStringLiteral("name")) == QLatin1String(rack))
                return label.value(QStringLiteral("locked")).toBool();
        }
        return false;
    }

private slots:
    void initTestCase() { plenum::test::QmlWarningGuard::install(); }
    void init() { startShell(); }
    void cleanup() { stopShell(); }

    // B05 dragged 1.2 m east onto free floor: previewed (not red) while dragging, nothing moved
    // yet; the release moves it to (4.5 m, 4.8 m) in one undo step, which Ctrl+Z takes back.
    void rackDraggedToFreeFloor()
    {
        QVERIFY(!planCached());
        press({ 3300, 4800 }, { 4500, 4800 });
        QCOMPARE(ghosts(), 1);
        QVERIFY(planCached()); // nothing under the preview changes while dragging
        QCOMPARE(dragProblem(), QString());
        QCOMPARE(at("B05"), (Point { 3300, 4800 })); // a drag changes nothing until released
        QQuickItem *reason = item(QStringLiteral("rackGhostReason"));
        QVERIFY(!reason || !reason->isVisible());
        release({ 4500, 4800 });
        QCOMPARE(ghosts(), 0);
        QVERIFY(!planCached());
        QCOMPARE(at("B05"), (Point { 4500, 4800 }));
        QCOMPARE(doc().undoStack()->count(), 1);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(at("B05"), (Point { 3300, 4800 }));
    }

    // B05 dragged 0.6 m west ends on B04 (x 2.4–3.0 m): red with "rack B05 would overlap rack
    // B04" while dragging, and the release changes nothing and says so in the status line.
    void rackDragOntoRackRefused()
    {
        const plenum::Project before = doc().project();
        press({ 3300, 4800 }, { 2700, 4800 });
        QVERIFY2(dragProblem() == QStringLiteral("rack B05 would overlap rack B04"), qPrintable(dragProblem()));
        QQuickItem *reason = item(QStringLiteral("rackGhostReason"));
        QVERIFY(reason && reason->isVisible());
        QCOMPARE(reason->property("text").toString(), dragProblem());
        shot("rack-drag-refused.png");
        release({ 2700, 4800 });
        QVERIFY(doc().project() == before);
        QCOMPARE(doc().undoStack()->count(), 0);
        QVERIFY2(doc().lastError().contains(QStringLiteral("rack B05 would overlap rack B04")),
            qPrintable(doc().lastError()));
        // Out of the hall (its east wall is at x = 6.0 m): refused too.
        press({ 3300, 4800 }, { 6000, 4800 });
        QVERIFY2(dragProblem().contains(QStringLiteral("leaves hall")), qPrintable(dragProblem()));
        release({ 6000, 4800 });
        QVERIFY(doc().project() == before);
    }

    // B04 and B05 selected (Ctrl+click) and B05 dragged 1.2 m east: both move by the same offset
    // (B04 to 3.9 m, B05 to 4.5 m) in one undo step. Dragged 0.6 m west, B04 would reach B03
    // (x 1.8–2.4 m): the whole selection is refused, nothing moves.
    void selectionDraggedTogether()
    {
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(3300, 4800));
        QTest::mouseClick(m_window, Qt::LeftButton, Qt::ControlModifier, floorPoint(2700, 4800));
        QCOMPARE(plan()->property("selectedRackIds").toList().size(), 2);
        const plenum::Project before = doc().project();
        press({ 3300, 4800 }, { 2700, 4800 });
        QCOMPARE(ghosts(), 2);
        QVERIFY2(dragProblem() == QStringLiteral("rack B04 would overlap rack B03"), qPrintable(dragProblem()));
        release({ 2700, 4800 });
        QVERIFY(doc().project() == before);
        QCOMPARE(doc().undoStack()->count(), 0);
        press({ 3300, 4800 }, { 4500, 4800 });
        QCOMPARE(ghosts(), 2);
        QCOMPARE(dragProblem(), QString());
        shot("selection-drag.png");
        release({ 4500, 4800 });
        QCOMPARE(at("B05"), (Point { 4500, 4800 }));
        QCOMPARE(at("B04"), (Point { 3900, 4800 }));
        QCOMPARE(doc().undoStack()->count(), 1);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(doc().project().racks == before.racks);
    }

    // Right click on B05 ▸ Lock (shown with Ctrl+L): one undo step and a lock mark on its label; a drag is then red
    // with "rack B05 is locked; unlock it first" and refused, and so are the arrows, R and Del. Ctrl+L (Edit ▸ Unlock
    // Selection) unlocks it and the same drag moves it.
    void lockedRackRefusesGestures()
    {
        const qint64 b05 = rackId("B05");
        QTest::mouseClick(m_window, Qt::RightButton, {}, floorPoint(3300, 4800));
        QTRY_VERIFY(menuItem("rackMenuLock"));
        QCOMPARE(shortcutOf(menuItem("rackMenuLock")), QStringLiteral("Ctrl+L"));
        QCOMPARE(menuItem("rackMenuLock")->property("text").toString(), QStringLiteral("&Lock"));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(menuItem("rackMenuLock")));
        QTRY_VERIFY(!menuItem("rackContextMenu"));
        QVERIFY(doc().rack(b05)->locked);
        QCOMPARE(doc().undoStack()->count(), 1);
        QTRY_VERIFY(labelLocked("B05"));
        QVERIFY(!labelLocked("B04"));
        QTRY_VERIFY(item(QStringLiteral("lockMark")) && item(QStringLiteral("lockMark"))->isVisible());
        shot("rack-locked.png");

        const plenum::Project locked = doc().project();
        const QString refusal = QStringLiteral("rack B05 is locked; unlock it first");
        press({ 3300, 4800 }, { 4500, 4800 });
        QCOMPARE(dragProblem(), refusal);
        release({ 4500, 4800 });
        QVERIFY(doc().project() == locked);
        QVERIFY2(doc().lastError().contains(refusal), qPrintable(doc().lastError()));
        doc().clearLastError();
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(3300, 4800)); // selected, keys to the plan
        for (int key : { int(Qt::Key_Right), int(Qt::Key_R), int(Qt::Key_Delete) }) {
            QTest::keyClick(m_window, Qt::Key(key));
            QVERIFY(doc().project() == locked);
            QVERIFY2(doc().lastError().contains(refusal), qPrintable(doc().lastError()));
            doc().clearLastError();
        }
        QCOMPARE(doc().undoStack()->count(), 1);

        QTest::keyClick(m_window, Qt::Key_L, Qt::ControlModifier); // Edit ▸ Unlock Selection
        QTRY_VERIFY(!doc().rack(b05)->locked);
        QCOMPARE(doc().undoStack()->count(), 2);
        QTRY_VERIFY(!labelLocked("B05"));
        press({ 3300, 4800 }, { 4500, 4800 });
        QCOMPARE(dragProblem(), QString());
        release({ 4500, 4800 });
        QCOMPARE(at("B05"), (Point { 4500, 4800 }));
        // Undo twice: back where it was, locked again.
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(doc().project() == locked);
    }

    // A rack type clicked in the palette is chosen; Ctrl+drag on free floor from (0.9 m, 6.3 m) to
    // (3.3 m, 6.3 m) spans four rack widths: five racks, captioned "5 racks", added on release as
    // row C (rows A and B exist) — C01 … C05 at x = 0.9 … 3.3 m facing north — in one undo step.
    // Ctrl+drag from (3.9 m, 4.8 m) west to (2.1 m, 4.8 m): four racks from x = 2.1 m, over B03 and
    // B04: red with the reason, refused.
    void rowInOneDrag()
    {
        QQuickItem *entry = item(QStringLiteral("paletteEntry_rack-600x1200-48u"));
        QVERIFY(entry);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(entry));
        QCOMPARE(plan()->property("rowRackType").toString(), QStringLiteral("rack-600x1200-48u"));
        const int racks = doc().rackCount();
        press({ 900, 6300 }, { 3300, 6300 }, Qt::ControlModifier);
        QCOMPARE(ghosts(), 5);
        QCOMPARE(dragProblem(), QString());
        QQuickItem *caption = item(QStringLiteral("rackGhostCaption"));
        QVERIFY(caption && caption->isVisible());
        QCOMPARE(caption->property("text").toString(), QStringLiteral("5 racks"));
        QCOMPARE(doc().rackCount(), racks); // nothing added while dragging
        shot("row-drag.png");
        release({ 3300, 6300 }, Qt::ControlModifier);
        QCOMPARE(doc().rackCount(), racks + 5);
        QCOMPARE(doc().undoStack()->count(), 1);
        QCOMPARE(at("C01"), (Point { 900, 6300 }));
        QCOMPARE(at("C05"), (Point { 3300, 6300 }));
        QCOMPARE(doc().rack(rackId("C05"))->rotation_deg, 0);

        const plenum::Project before = doc().project();
        press({ 3900, 4800 }, { 2100, 4800 }, Qt::ControlModifier);
        QCOMPARE(ghosts(), 4);
        QVERIFY2(dragProblem() == QStringLiteral("row D: rack D01 would overlap rack B03"), qPrintable(dragProblem()));
        release({ 2100, 4800 }, Qt::ControlModifier);
        QVERIFY(doc().project() == before);
        QVERIFY2(doc().lastError().contains(QStringLiteral("row D: rack D01 would overlap rack B03")),
            qPrintable(doc().lastError()));
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc().rackCount(), racks);
    }

    // Right click on column C1 ▸ Lock: a drag of the column is then refused with its name, and
    // Unlock from the same menu lets it go.
    void lockedObstacleRefusesDrag()
    {
        QTest::mouseClick(m_window, Qt::RightButton, {}, floorPoint(5600, 3500));
        QTRY_VERIFY(menuItem("obstacleMenuLock"));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(menuItem("obstacleMenuLock")));
        QTRY_VERIFY(!menuItem("obstacleContextMenu"));
        QVERIFY(doc().project().obstacles.front().locked);
        const plenum::Project locked = doc().project();
        press({ 5600, 3500 }, { 5600, 6500 });
        release({ 5600, 6500 });
        QVERIFY(doc().project() == locked);
        QVERIFY2(doc().lastError().contains(QStringLiteral("column 'C1' is locked; unlock it first")),
            qPrintable(doc().lastError()));
        QTest::mouseClick(m_window, Qt::RightButton, {}, floorPoint(5600, 3500));
        QTRY_VERIFY(menuItem("obstacleMenuLock"));
        QCOMPARE(menuItem("obstacleMenuLock")->property("text").toString(), QStringLiteral("Un&lock"));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(menuItem("obstacleMenuLock")));
        QTRY_VERIFY(!doc().project().obstacles.front().locked);
    }
};

QTEST_MAIN(TestRackDragGestures)
#include "test_rack_drag_gestures.moc"
