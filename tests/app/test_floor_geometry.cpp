// SPDX-License-Identifier: GPL-3.0-or-later
// Floor-plan vertex lists: a pathway of a later phase than the viewed one is ghosted (faint and
// dashed); once its phase is viewed it is drawn solid. Racks take the role of what fills them.
#include "floor_geometry.h"
#include "rack_roles.h"

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

    // Issue #15: a row's label jumped into the aisle once one of its racks was moved out of line.
    // The label follows the median rack, so one outlier does not move it; the extent still grows.
    void rowLabelLineIgnoresAMovedRack()
    {
        Project project;
        RackType type;
        type.id = project.allocateId();
        type.width_mm = 600;
        type.depth_mm = 1200;
        project.rack_types.push_back(type);
        Row row;
        row.id = project.allocateId();
        row.name = "B";
        row.facing_deg = 0; // fronts face north (+y)
        project.rows.push_back(row);
        for (int i = 0; i < 3; ++i) {
            Rack r;
            r.id = project.allocateId();
            r.rack_type = type.id;
            r.row = row.id;
            r.position = { 1000 + 600 * i, 5000 };
            project.racks.push_back(r);
        }
        std::vector<RowExtent> extents = rowExtents(project);
        QCOMPARE(extents.size(), size_t(1));
        QCOMPARE(extents[0].fMedian, 5000.0);
        QCOMPARE(extents[0].fMin, 4400.0);
        QCOMPARE(extents[0].fMax, 5600.0);
        project.racks[2].position = { 2200, 8000 }; // dropped 3 m into the cold aisle
        extents = rowExtents(project);
        QCOMPARE(extents[0].fMedian, 5000.0);
        QCOMPARE(extents[0].fMax, 8600.0);
    }

    void rackTakesTheRoleFillingMostUnits()
    {
        Project project;
        auto type = [&project](const char *role, int u) {
            DeviceType t;
            t.id = project.allocateId();
            t.role = role;
            t.u_height = u;
            project.device_types.push_back(t);
            return t.id;
        };
        const Id dgx = type("gpu-node", 8), leaf = type("leaf", 1), array = type("storage", 2), pdu = type("pdu", 0);
        auto rack = [&project] {
            Rack r;
            r.id = project.allocateId();
            project.racks.push_back(r);
            return r.id;
        };
        auto device = [&project](Id rackId, Id typeId) {
            Device d;
            d.id = project.allocateId();
            d.rack = rackId;
            d.device_type = typeId;
            project.devices.push_back(d);
        };
        const Id gpuRack = rack(), networkRack = rack(), storageRack = rack(), emptyRack = rack();
        device(gpuRack, dgx);
        device(gpuRack, leaf);
        device(gpuRack, pdu);
        for (int i = 0; i < 4; ++i)
            device(networkRack, leaf);
        device(networkRack, pdu);
        device(storageRack, array);
        device(storageRack, leaf);
        device(emptyRack, pdu); // support gear alone makes no role
        const std::vector<RackRole> roles = rackRoles(project);
        QCOMPARE(roles.size(), std::size_t(4));
        QCOMPARE(int(roles[0]), int(RackRole::Gpu));
        QCOMPARE(int(roles[1]), int(RackRole::Network));
        QCOMPARE(int(roles[2]), int(RackRole::Storage));
        QCOMPARE(int(roles[3]), int(RackRole::Other));
    }
};

QTEST_GUILESS_MAIN(TestFloorGeometry)
#include "test_floor_geometry.moc"
