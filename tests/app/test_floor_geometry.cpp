// SPDX-License-Identifier: GPL-3.0-or-later
// Floor-plan vertex lists: a pathway of a later phase than the viewed one is ghosted (faint and
// dashed); once its phase is viewed it is drawn solid.
#include "floor_geometry.h"

#include <QTest>

using namespace plenum;
using namespace plenum::app;

class TestFloorGeometry : public QObject {
    Q_OBJECT

private slots:
    void laterPathwaysAreGhosted_data()
    {
        QTest::addColumn<int>("viewPhase"); // index into the phases
        QTest::addColumn<bool>("ghosted");
        QTest::addRow("day-one shows the phase-two tray ghosted") << 0 << true;
        QTest::addRow("phase two shows it built") << 1 << false;
    }

    void laterPathwaysAreGhosted()
    {
        QFETCH(int, viewPhase);
        QFETCH(bool, ghosted);
        Project project;
        project.phases = { { project.allocateId(), "day-one" }, { project.allocateId(), "phase-two" } };
        Pathway tray;
        tray.id = project.allocateId();
        tray.points = { { 0, 0, 2400 }, { 6000, 0, 2400 } }; // 6 m straight run
        tray.phase = project.phases[1].id;
        project.pathways.push_back(tray);

        FloorColors colors;
        colors.pathwayData = QColor(0xe07b12);
        VertexList triangles, lines;
        appendFloor(triangles, lines, project, colors, project.phases[std::size_t(viewPhase)].id);
        const qsizetype segments = qsizetype(lines.vertices.size() / 2);
        QVERIFY(!lines.vertices.empty());
        const uchar alpha = lines.vertices.front().a;
        if (ghosted) {
            QVERIFY2(segments > 2 * 6, qPrintable(QString::number(segments))); // dashes along both edges
            QVERIFY(alpha < 200);
        } else {
            QCOMPARE(segments, 2); // the tray's two edges
            QCOMPARE(alpha, uchar(255));
        }
    }
};

QTEST_GUILESS_MAIN(TestFloorGeometry)
#include "test_floor_geometry.moc"
