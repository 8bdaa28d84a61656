// SPDX-License-Identifier: GPL-3.0-or-later
// The 3D hall's instance tables (one instance per rack, front, pathway segment, aisle tint and
// obstacle, filtered by the viewed phase), picking a rack with a view ray, and the highlight: the
// racks of a picked check finding and the trays of the selected cable's route in their own colour.
#include "document/document.h"
#include "hall3d/hall_instancing.h"
#include "routing/router.h"
#include "templates/templates.h"

#include <QTest>

using plenum::app::Document;
using plenum::app::HallInstancing;
using Kind = HallInstancing::Kind;

namespace {

// The instance table as the renderer gets it.
class Table : public HallInstancing {
public:
    explicit Table(Kind kind) { setKind(kind); }
    // Instances drawn in `color`.
    int countOf(const QColor &color)
    {
        int count = 0;
        const QByteArray buffer = getInstanceBuffer(nullptr);
        const auto *entries = reinterpret_cast<const InstanceTableEntry *>(buffer.constData());
        const QVector4D wanted = calculateTableEntry({}, {}, {}, color).color;
        for (qsizetype i = 0; i < buffer.size() / qsizetype(sizeof(InstanceTableEntry)); ++i)
            count += entries[i].color == wanted;
        return count;
    }
};

} // namespace

class TestHallInstancing : public QObject {
    Q_OBJECT

private slots:
    void instanceCounts_data()
    {
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<int>("dayOne");
        QTest::addColumn<int>("target");
        QTest::addRow("racks") << Kind::Racks << 10 << 10; // later racks are drawn pale, not hidden
        QTest::addRow("rack fronts") << Kind::RackFronts << 10 << 10;
        QTest::addRow("pathway segments") << Kind::Pathways << 2 << 5;
        QTest::addRow("aisle tints") << Kind::Aisles << 4 << 4;
        QTest::addRow("obstacles") << Kind::Obstacles << 1 << 1;
    }

    void instanceCounts()
    {
        QFETCH(Kind, kind);
        QFETCH(int, dayOne);
        QFETCH(int, target);
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        HallInstancing instancing;
        instancing.setKind(kind);
        instancing.setDocument(&doc);
        QCOMPARE(instancing.instanceCountNow(), dayOne);
        doc.selection()->setViewPhaseId(doc.project().phases.back().id);
        QCOMPARE(instancing.instanceCountNow(), target);
    }

    void highlightIsColoured()
    {
        plenum::Project project = plenum::projectFromTemplate("starter", {});
        plenum::routing::routeProject(project);
        Document doc;
        doc.adoptProject(std::move(project));
        const QColor marked(0xff00ff), selected(0x00ff00);
        Table racks(Kind::Racks), trays(Kind::Pathways);
        for (Table *table : { &racks, &trays }) {
            table->setProperty("highlightColor", marked);
            table->setProperty("selectionColor", selected);
            table->setDocument(&doc);
            QCOMPARE(table->countOf(marked), 0);
        }
        const auto &p = doc.project();
        doc.selection()->setHighlight({ qint64(p.racks[1].id), qint64(p.racks[2].id) });
        QCOMPARE(racks.countOf(selected), 1); // the first is also selected: the selection colour wins
        QCOMPARE(racks.countOf(marked), 1);
        doc.selection()->setHighlight({});
        doc.selection()->setRackId(0);
        const plenum::Cable &cable = p.cables.front();
        QVERIFY(!cable.route.empty());
        doc.selection()->setCableId(cable.id);
        QCOMPARE(trays.countOf(marked), int(cable.route.size())); // its trays
        QCOMPARE(racks.countOf(marked), 2); // and the racks at its ends
    }

    void boundsCentreTheHall()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        HallInstancing instancing;
        instancing.setDocument(&doc);
        // The 6.0 × 7.2 m hall in centimetres, y north → -z.
        QVERIFY(instancing.centre().distanceToPoint(QVector3D(300, 0, -360)) < 1);
        QVERIFY(instancing.floorSize().distanceToPoint(QVector3D(600, 0, 720)) < 1);
        QVERIFY(std::abs(instancing.extent() - float(std::hypot(600, 720))) < 0.5f);
    }

    void rayPicksTheRackItHits()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        HallInstancing racks;
        racks.setDocument(&doc);
        auto above = [](const plenum::Rack &r) {
            return QVector3D(float(r.position.x_mm) / 10, 1000, -float(r.position.y_mm) / 10);
        };
        const plenum::Rack &a01 = doc.project().racks[0];
        const plenum::Rack &b01 = doc.project().racks[5];
        QCOMPARE(racks.rackAtRay(above(a01), above(a01) - QVector3D(0, 1, 0)), a01.id); // straight down
        // A slanted ray from the south-west at rack height hits the first rack of row A.
        const QVector3D side(above(a01).x() - 400, 100, above(a01).z() + 400);
        QCOMPARE(racks.rackAtRay(side, QVector3D(above(a01).x(), 100, above(a01).z())), a01.id);
        QCOMPARE(racks.rackAtRay(QVector3D(0, 1000, 0), QVector3D(0, 1001, 0)), 0); // upwards: nothing
        // Row B belongs to the target phase: not pickable until the target is shown.
        QCOMPARE(racks.rackAtRay(above(b01), above(b01) - QVector3D(0, 1, 0)), 0);
        doc.selection()->setViewPhaseId(doc.project().phases.back().id);
        QCOMPARE(racks.rackAtRay(above(b01), above(b01) - QVector3D(0, 1, 0)), b01.id);
    }

    void labelsNearTheOrbitCentre()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        HallInstancing racks;
        racks.setDocument(&doc);
        const plenum::Rack &a01 = doc.project().racks[0];
        const QVector3D atA01(float(a01.position.x_mm) / 10, 0, -float(a01.position.y_mm) / 10);
        const QVariantList near = racks.rackLabelsNear(atA01, 70, 10); // A01 and A02 (60 cm apart)
        QCOMPARE(near.size(), 2);
        const QVariantMap first = near.front().toMap();
        QCOMPARE(first.value(QStringLiteral("name")).toString(), QStringLiteral("A01"));
        QCOMPARE(first.value(QStringLiteral("rackId")).toLongLong(), a01.id);
        QVERIFY(first.value(QStringLiteral("position")).value<QVector3D>().y() > 200); // above a 48 U rack
        QCOMPARE(racks.rackLabelsNear(atA01, 100000, 3).size(), 3); // capped
        QCOMPARE(racks.rackLabelsNear(atA01, 100000, 100).size(), int(doc.project().racks.size()));
        QVERIFY(racks.rackLabelsNear(atA01, 100000, 100).constLast().toMap().value(QStringLiteral("later")).toBool());
    }
};

QTEST_MAIN(TestHallInstancing)
#include "test_hall_instancing.moc"
