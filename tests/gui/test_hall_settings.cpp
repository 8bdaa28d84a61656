// SPDX-License-Identifier: GPL-3.0-or-later
// The hall's settings in the inspector (issue #18), typed through the real window on the starter
// project: hall "Hall 1" 6.0 × 7.2 m from (0, 0), tile 600 mm, ceiling 4 m, cold-aisle containment,
// 250 kW of cooling, no raised floor; Ladder A runs at 2.6 m and the racks are 48 U (48 × 44.45 =
// 2134 mm). With nothing selected the
// inspector shows the hall; each typed value is one hall edit and one undo step; a refused one shows
// the core's sentence and changes nothing. The floor plan's "Hall Properties…" brings the settings
// up with the first field focused. Any QML warning fails the run.
#include "gesture_fixture.h"
#include "qml_warning_guard.h"

#include <QGuiApplication>
#include <QStyleHints>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

using plenum::Containment;
using plenum::Point;

class TestHallSettings : public QObject, protected plenum::test::GestureFixture {
    Q_OBJECT

private:
    QString fieldText(const char *name) { return item(QLatin1String(name))->property("text").toString(); }
    // Clicks the field, replaces its text and presses Enter.
    void type(const char *field, const char *text)
    {
        QQuickItem *input = item(QLatin1String(field));
        QVERIFY2(input && input->isVisible(), field);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(input));
        QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
        for (const char *ch = text; *ch; ++ch)
            QTest::keyClick(m_window, *ch);
        QTest::keyClick(m_window, Qt::Key_Return);
        QTest::qWait(20);
    }
    const plenum::Hall &hall() { return doc().project().halls.front(); }
    QString problem()
    {
        QQuickItem *label = menuItem("hallSettingsProblem");
        return label ? label->property("text").toString() : QString();
    }

private slots:
    void initTestCase() { plenum::test::QmlWarningGuard::install(); }

    void init() { startShell(); }
    void cleanup() { stopShell(); }

    // Each setting typed with its unit: tile 610 mm, ceiling 3.5 m, a 600 mm raised floor, 350 kW
    // of cooling, 7.2 m wide; each one undo step, and undo shows the old value again.
    void typedSettings()
    {
        QVERIFY(menuItem("hallSettings"));
        QCOMPARE(fieldText("hallSettingsTileInput"), QStringLiteral("600"));
        QCOMPARE(fieldText("hallSettingsCeilingInput"), QStringLiteral("4000"));
        QCOMPARE(fieldText("hallSettingsWidthInput"), QStringLiteral("6"));
        QCOMPARE(fieldText("hallSettingsDepthInput"), QStringLiteral("7.2"));

        type("hallSettingsTileInput", "610");
        QCOMPARE(hall().tile_mm, 610);
        QCOMPARE(doc().undoStack()->count(), 1);
        QTRY_COMPARE(fieldText("hallSettingsTileInput"), QStringLiteral("610")); // it follows the hall
        type("hallSettingsCeilingInput", "3500");
        QCOMPARE(hall().ceiling_height_mm, 3500);
        type("hallSettingsRaisedFloorInput", "600");
        QVERIFY(hall().raised_floor);
        QCOMPARE(hall().raised_floor_height_mm, 600);
        type("hallSettingsCoolingInput", "350");
        QCOMPARE(hall().cooling_capacity_w, std::int64_t(350'000));
        type("hallSettingsWidthInput", "7,2"); // either decimal sign
        QCOMPARE(hall().outline, (std::vector<Point> { { 0, 0 }, { 7200, 0 }, { 7200, 7200 }, { 0, 7200 } }));
        QCOMPARE(doc().undoStack()->count(), 5);
        QCOMPARE(problem(), QString());
        shot("hall-settings.png");

        type("hallSettingsTileInput", "610"); // the same value: no edit
        QCOMPARE(doc().undoStack()->count(), 5);

        for (int i = 0; i < 4; ++i)
            doc().undo();
        QCOMPARE(hall().tile_mm, 610);
        QCOMPARE(hall().ceiling_height_mm, 4000);
        QVERIFY(!hall().raised_floor);
        QTRY_COMPARE(fieldText("hallSettingsCeilingInput"), QStringLiteral("4000"));
        QCOMPARE(fieldText("hallSettingsRaisedFloorInput"), QStringLiteral("0"));
        QCOMPARE(fieldText("hallSettingsWidthInput"), QStringLiteral("6"));
    }

    // A ceiling under Ladder A (2.6 m) and a raised floor typed in the wrong unit are refused with
    // the core's sentence; nothing changes and the fields show the hall's values again.
    void refusals()
    {
        QCOMPARE(fieldText("hallSettingsCoolingInput"), QStringLiteral("250"));
        type("hallSettingsCeilingInput", "2500");
        QCOMPARE(hall().ceiling_height_mm, 4000);
        QCOMPARE(doc().undoStack()->count(), 0);
        QVERIFY2(problem().contains(QStringLiteral("pathway Ladder A runs at 2600 mm, above a 2500 mm ceiling")),
            qPrintable(problem()));
        QCOMPARE(problem(), doc().lastError());
        QCOMPARE(fieldText("hallSettingsCeilingInput"), QStringLiteral("4000"));
        shot("hall-settings-refused.png");

        type("hallSettingsCeilingInput", "2100"); // under the 48 U racks (2134 mm)
        QCOMPARE(hall().ceiling_height_mm, 4000);
        QVERIFY2(problem().contains(QStringLiteral("2134 mm tall")), qPrintable(problem()));

        type("hallSettingsRaisedFloorInput", "60000");
        QVERIFY(!hall().raised_floor);
        QVERIFY2(problem().contains(QStringLiteral("60000 mm is outside 0 (none) to 2000 mm")), qPrintable(problem()));
        QCOMPARE(doc().undoStack()->count(), 0);

        type("hallSettingsTileInput", "620"); // accepted: the sentence goes
        QCOMPARE(hall().tile_mm, 620);
        QCOMPARE(problem(), QString());
    }

    // The containment by its buttons (none, hot aisle, cold aisle), the hall's one highlighted: a
    // click is one undo step, and undo moves the highlight back.
    void containment()
    {
        auto button = [&](const char *value) {
            return menuItem(QByteArray("hallSettingsContainment_").append(value).constData());
        };
        QVERIFY(button("cold-aisle") && button("hot-aisle") && button("none"));
        QVERIFY(button("cold-aisle")->property("highlighted").toBool());
        QVERIFY(!button("hot-aisle")->property("highlighted").toBool());
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(button("hot-aisle")));
        QTRY_VERIFY(hall().containment == Containment::HotAisle);
        QCOMPARE(doc().undoStack()->count(), 1);
        QTRY_VERIFY(button("hot-aisle")->property("highlighted").toBool());
        QVERIFY(!button("cold-aisle")->property("highlighted").toBool());
        doc().undo();
        QVERIFY(hall().containment == Containment::ColdAisle);
        QTRY_VERIFY(button("cold-aisle")->property("highlighted").toBool());
        QVERIFY(!button("hot-aisle")->property("highlighted").toBool());
    }

    // A selected rack hides the hall; right click on the empty floor ▸ Hall Properties… clears the
    // selection and focuses the tile field, where typing sets the tile.
    void propertiesFromTheFloorMenu()
    {
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(3300, 4800)); // rack B05
        QTRY_VERIFY(doc().selection()->rackId() != 0);
        QTRY_VERIFY(!menuItem("hallSettings"));
        QTest::qWait(QGuiApplication::styleHints()->mouseDoubleClickInterval() + 20);
        QTest::mouseClick(m_window, Qt::RightButton, {}, floorPoint(4800, 6600)); // empty floor
        QTRY_VERIFY(menuItem("floorMenuProperties"));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(menuItem("floorMenuProperties")));
        QTRY_VERIFY(menuItem("hallSettings"));
        QCOMPARE(doc().selection()->rackId(), qint64(0));
        QTRY_VERIFY(item(QStringLiteral("hallSettingsTileInput"))->hasActiveFocus());
        for (char ch : QByteArray("500"))
            QTest::keyClick(m_window, ch);
        QTest::keyClick(m_window, Qt::Key_Return);
        QCOMPARE(hall().tile_mm, 500);
        QCOMPARE(doc().undoStack()->count(), 1);
    }
};

QTEST_MAIN(TestHallSettings)
#include "test_hall_settings.moc"
