// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ New Empty Hall… through the real window (issue #18): the start of a hand design. The
// dialog's typed width, depth and tile make a project with one rectangular hall of that size and
// tile, phases day-one and target, and nothing else (the 'empty' template); a size no tile fits is
// refused with the reason, the dialog stays open and the open project is unchanged. Any QML
// warning fails the run.
#include "gesture_fixture.h"
#include "qml_warning_guard.h"

#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

using plenum::Point;

class TestNewEmptyHall : public QObject, protected plenum::test::GestureFixture {
    Q_OBJECT

private:
    void type(const char *field, const char *text)
    {
        QQuickItem *input = item(QLatin1String(field));
        QVERIFY2(input && input->isVisible(), field);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(input));
        QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(m_window, Qt::Key_Delete);
        for (const char *ch = text; *ch; ++ch)
            QTest::keyClick(m_window, *ch);
        QTest::keyClick(m_window, Qt::Key_Tab);
        QTest::qWait(30);
    }
    // The dialog (a popup, so not an item of the window's tree).
    QObject *dialog() { return m_window->findChild<QObject *>(QStringLiteral("newEmptyHallDialog")); }
    void openDialog()
    {
        doc().undoStack()->setClean(); // nothing unsaved to ask about
        QVERIFY(clickMenuEntry(0, QStringLiteral("New Empty Hall…")));
        QTRY_VERIFY(dialog()->property("opened").toBool());
        QTest::qWait(50);
    }

private slots:
    void initTestCase() { plenum::test::QmlWarningGuard::install(); }
    void init() { startShell(); }
    void cleanup() { stopShell(); }

    // 14.4 × 9.6 m with 600 mm tiles: the hall's corners are (0, 0) and (14,400, 9,600) mm, no
    // rack, device, link, pathway or obstacle; phases day-one and target.
    void createsTheTypedHall()
    {
        openDialog();
        type("emptyHallWidthInput", "14.4");
        type("emptyHallDepthInput", "9.6");
        type("emptyHallTileInput", "600");
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item(QStringLiteral("emptyHallCreate"))));
        QTRY_VERIFY(!dialog()->property("opened").toBool());
        const plenum::Project &p = doc().project();
        QCOMPARE(p.halls.size(), std::size_t(1));
        QCOMPARE(
            p.halls.front().outline, (std::vector<Point> { { 0, 0 }, { 14400, 0 }, { 14400, 9600 }, { 0, 9600 } }));
        QCOMPARE(p.halls.front().tile_mm, 600);
        QVERIFY(p.racks.empty() && p.devices.empty() && p.links.empty() && p.pathways.empty() && p.obstacles.empty());
        QCOMPARE(p.phases.size(), std::size_t(2));
        QCOMPARE(p.phases.front().name, std::string("day-one"));
    }

    // A 0.4 m deep hall holds no 600 mm tile: refused with the template's reason, the dialog stays
    // open and the starter project is still the open one.
    void refusesAHallNoTileFits()
    {
        const std::size_t racks = doc().project().racks.size();
        openDialog();
        type("emptyHallDepthInput", "0.4");
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item(QStringLiteral("emptyHallCreate"))));
        QTRY_VERIFY(item(QStringLiteral("emptyHallProblem"))->isVisible());
        const QString problem = item(QStringLiteral("emptyHallProblem"))->property("text").toString();
        QVERIFY2(problem.contains(QStringLiteral("holds no 600 mm tile")), qPrintable(problem));
        QVERIFY(dialog()->property("opened").toBool());
        QCOMPARE(doc().project().racks.size(), racks);
    }
};

QTEST_MAIN(TestNewEmptyHall)
#include "test_new_empty_hall.moc"
