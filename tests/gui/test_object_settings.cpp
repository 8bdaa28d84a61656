// SPDX-License-Identifier: GPL-3.0-or-later
// Typed properties in the inspector through the real window (issue #18), on the starter project:
// hall 6.0 × 7.2 m, row B facing south at y = 4.8 m with B01–B05 at x = 0.9 … 3.3 m (600 mm wide:
// B04 spans x 2.4–3.0 m), column C1 at 5.4–5.8 × 3.3–3.7 m, "Ladder A" ending at (4.5, 2.4 m) at
// 2,600 mm under a 4,000 mm ceiling. A rack's, obstacle's or pathway's context menu has
// Properties…, which shows its fields in the inspector with the name focused; each typed value
// or choice is one undo step, and a refused one shows the core's sentence and changes nothing.
// Any QML warning fails the run. With PLENUM_DOC_SCREENSHOTS set, the panel is saved there.
#include "gesture_fixture.h"
#include "qml_warning_guard.h"

#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

using plenum::Point;

class TestObjectSettings : public QObject, protected plenum::test::GestureFixture {
    Q_OBJECT

private:
    // Clicks the field, replaces its text and presses Enter.
    void type(const char *field, const char *text)
    {
        QQuickItem *input = item(QLatin1String(field));
        QVERIFY2(input && input->isVisible(), field);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(input));
        QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(m_window, Qt::Key_Delete);
        for (const char *ch = text; *ch; ++ch)
            QTest::keyClick(m_window, *ch);
        QTest::keyClick(m_window, Qt::Key_Return);
        QTest::qWait(50);
    }
    QString text(const char *name) { return item(QLatin1String(name))->property("text").toString(); }
    QString problem()
    {
        QQuickItem *label = menuItem("objectSettingsProblem");
        return label ? label->property("text").toString() : QString();
    }
    // Right-clicks floor point (x, y) and chooses the menu's Properties….
    void properties(double x, double y, const char *entry)
    {
        QTest::mouseClick(m_window, Qt::RightButton, {}, floorPoint(x, y));
        QTRY_VERIFY(menuItem(entry));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(menuItem(entry)));
        QTRY_VERIFY(item(QStringLiteral("objectSettingsName"))->hasActiveFocus());
        QTest::qWait(100); // the inspector lays its fields out on the next frames
    }
    const plenum::Rack &rack(const char *name) { return *doc().rack(rackId(name)); }
    const plenum::Pathway &ladder()
    {
        for (const auto &pw : doc().project().pathways)
            if (pw.name == "Ladder A")
                return pw;
        qFatal("the starter project has no Ladder A");
    }

private slots:
    void initTestCase() { plenum::test::QmlWarningGuard::install(); }
    void init() { startShell(); }
    void cleanup() { stopShell(); }

    // Rack B05's Properties…: its name is focused; a new name and X = 4.5 m are one undo step
    // each; X = 2.7 m would put it on B04: refused with the reason, B05 stays, the field shows 4.5.
    void rackTypedPropertiesAndRefusal()
    {
        properties(3300, 4800, "rackMenuProperties");
        QCOMPARE(text("objectSettingsName"), QStringLiteral("B05"));
        QCOMPARE(text("objectSettingsXInput"), QStringLiteral("3.3"));
        QCOMPARE(text("objectSettingsYInput"), QStringLiteral("4.8"));
        type("objectSettingsName", "B09");
        QCOMPARE(doc().rack(rackId("B09"))->position, (Point { 3300, 4800 }));
        QCOMPARE(text("selectedRackLabel"), QStringLiteral("Selected: B09")); // the status bar follows a rename
        QCOMPARE(doc().undoStack()->count(), 1);
        type("objectSettingsXInput", "4.5");
        QCOMPARE(rack("B09").position, (Point { 4500, 4800 }));
        QCOMPARE(doc().undoStack()->count(), 2);
        QCOMPARE(problem(), QString());
        QCOMPARE(doc().lastChange(), QStringLiteral("B09: X is now 4.5 m.")); // in the unit typed
        shot("inspector-rack-properties.png");

        const plenum::Project before = doc().project();
        type("objectSettingsXInput", "2.7");
        QVERIFY2(problem().contains(QStringLiteral("B04")), qPrintable(problem()));
        QCOMPARE(rack("B09").position, (Point { 4500, 4800 }));
        QCOMPARE(doc().undoStack()->count(), 2);
        QCOMPARE(text("objectSettingsXInput"), QStringLiteral("4.5"));
        QCOMPARE(doc().project().racks.size(), before.racks.size());

        // Ctrl+Z in a text field is the field's own: click the floor (the rack deselected), then undo.
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(5000, 6900));
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier); // the move back
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier); // the name back
        QVERIFY(rackId("B05"));
        QCOMPARE(rack("B05").position, (Point { 3300, 4800 }));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(3300, 4800));
        QTRY_COMPARE(text("objectSettingsXInput"), QStringLiteral("3.3"));
    }

    // A rack selected by a click shows its typed fields folded under their heading (its place is in
    // the rows above); a click on the heading unfolds them.
    void rackFieldsFoldUnderTheirHeading()
    {
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(3300, 4800));
        QTRY_VERIFY(menuItem("objectSettingsHeading"));
        QVERIFY(!menuItem("objectSettingsName"));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(menuItem("objectSettingsHeading")));
        QTRY_VERIFY(menuItem("objectSettingsName"));
        QCOMPARE(text("objectSettingsName"), QStringLiteral("B05"));
    }

    // The rotation box turns the rack round to 0° (one undo step); the lock box locks it, and a locked rack's
    // typed X is refused with its name.
    void rackRotationAndLock()
    {
        properties(3300, 4800, "rackMenuProperties");
        QCOMPARE(rack("B05").rotation_deg, 180); // row B faces south
        QQuickItem *rotation = item(QStringLiteral("objectSettingsRotationCombo"));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(rotation));
        QTRY_VERIFY(rotation->property("popup").value<QObject *>()->property("opened").toBool());
        QTest::keyClick(m_window, Qt::Key_Up); // 90°: across the row, onto B04 — not chosen
        QTest::keyClick(m_window, Qt::Key_Up); // 0°: the same footprint turned round
        QTest::keyClick(m_window, Qt::Key_Return);
        QTRY_COMPARE(rack("B05").rotation_deg, 0);
        QCOMPARE(doc().undoStack()->count(), 1);

        QQuickItem *lock = item(QStringLiteral("objectSettingsLocked"));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(lock));
        QVERIFY(rack("B05").locked);
        QCOMPARE(doc().undoStack()->count(), 2);
        type("objectSettingsXInput", "4.5");
        QVERIFY2(problem().contains(QStringLiteral("B05")) && problem().contains(QStringLiteral("locked")),
            qPrintable(problem()));
        QCOMPARE(rack("B05").position, (Point { 3300, 4800 }));
    }

    // Column C1's Properties…: kind CRAH chosen from the box; an empty name is refused.
    void obstacleKindAndName()
    {
        properties(5600, 3500, "obstacleMenuProperties");
        QCOMPARE(text("objectSettingsName"), QStringLiteral("C1"));
        QQuickItem *kind = item(QStringLiteral("objectSettingsObstacleKindCombo"));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(kind));
        QTRY_VERIFY(kind->property("popup").value<QObject *>()->property("opened").toBool());
        QTest::keyClick(m_window, Qt::Key_Down); // column → CRAH
        QTest::keyClick(m_window, Qt::Key_Return);
        QTRY_VERIFY(doc().project().obstacles.front().kind == plenum::ObstacleKind::Crah);
        QCOMPARE(doc().undoStack()->count(), 1);
        type("objectSettingsName", "");
        QVERIFY2(problem().contains(QStringLiteral("name")), qPrintable(problem()));
        QCOMPARE(doc().project().obstacles.front().name, std::string("C1"));
        QCOMPARE(doc().undoStack()->count(), 1);
    }

    // Ladder A's Properties…: width 450 mm and height 3,000 mm typed (every point raised), each
    // one undo step; a height above the 4,000 mm ceiling is refused and changes nothing.
    void pathwayCrossSectionAndHeight()
    {
        properties(4200, 2400, "pathwayMenuProperties");
        QCOMPARE(text("objectSettingsName"), QStringLiteral("Ladder A"));
        type("objectSettingsWidthInput", "450");
        QCOMPARE(ladder().width_mm, 450);
        type("objectSettingsHeightInput", "3000");
        for (const plenum::Point3 &p : ladder().points)
            QCOMPARE(p.z_mm, 3000);
        QCOMPARE(doc().undoStack()->count(), 2);
        shot("inspector-pathway-properties.png");
        type("objectSettingsHeightInput", "4500");
        QVERIFY2(problem().contains(QStringLiteral("ceiling")),
            qPrintable(problem() + QStringLiteral(" / z = ") + QString::number(ladder().points.front().z_mm)));
        QCOMPARE(ladder().points.front().z_mm, 3000);
        QCOMPARE(doc().undoStack()->count(), 2);
    }
};

QTEST_MAIN(TestObjectSettings)
#include "test_object_settings.moc"
