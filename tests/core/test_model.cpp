// SPDX-License-Identifier: GPL-3.0-or-later
// Model invariants: the starter template is sound, and each kind of structural damage is caught.
#include "analysis/stats.h"
#include "model/id_set.h"
#include "model/index.h"
#include "model/project.h"
#include "templates/templates.h"

#include <QtTest>

#include <functional>
#include <set>

using namespace plenum;

class TestModel : public QObject {
    Q_OBJECT

private slots:
    void rackUnits()
    {
        QCOMPARE(rackUnitsToMm(1), 44); // 44.45 mm rounds to 44
        QCOMPARE(rackUnitsToMm(2), 89); // 88.9
        QCOMPARE(rackUnitsToMm(42), 1867); // 1866.9
        QCOMPARE(rackUnitsToMm(48), 2134); // 2133.6
    }

    void enumNamesRoundTrip()
    {
        for (auto a : { Airflow::FrontToRear, Airflow::RearToFront, Airflow::SideToRear, Airflow::Passive })
            QCOMPARE(fromString<Airflow>(toString(a)), std::optional(a));
        QCOMPARE(toString(Airflow::FrontToRear), std::string_view("front-to-rear"));
        QVERIFY(!fromString<Airflow>("sideways"));
        QVERIFY_THROWS_EXCEPTION(Error, parseEnum<Tier>("middle", "tier"));
    }

    void starterIsSound()
    {
        const Project p = projectFromTemplate("starter", {});
        const auto problems = checkInvariants(p);
        QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
        const ProjectStats s = computeStats(p);
        // 16 DGX H100 (8 GPUs, 8 rails each) on 8 QM9700 leaves: 16 × 8 node-leaf links.
        QCOMPARE(s.devices, 24);
        QCOMPARE(s.gpus, 128);
        QCOMPARE(s.links, 128);
        QCOMPARE(s.racks, 10);
        // Catalogue types: a DGX H100 has 8 OSFP + 4 QSFP112 + 2 eth + BMC + 6 PSU inlets = 21 ports;
        // a QM9700 64 OSFP ports + mgmt0 + console + 2 PSU inlets = 68.
        QCOMPARE(s.ports, 16 * 21 + 8 * 68);
        // Ladders A and B are 3900 mm each, the cross-connect 2400 mm.
        QCOMPARE(s.pathway_length_mm, 3900 + 3900 + 2400);
    }

    void railAlignmentOfStarter()
    {
        const Project p = projectFromTemplate("starter", {});
        ProjectIndex index(p);
        for (const auto &l : p.links) {
            const Device *node = index.device(l.a.device);
            const Device *leaf = index.device(l.b.device);
            QVERIFY(node && leaf);
            // GPU r's port (DGX H100 port map) must land on the leaf of rail r.
            static const char *railPorts[]
                = { "OSFP4P2", "OSFP3P2", "OSFP3P1", "OSFP4P1", "OSFP1P2", "OSFP2P2", "OSFP2P1", "OSFP1P1" };
            const DeviceType *t = index.typeOfDevice(node->id);
            QCOMPARE(t->ports[std::size_t(l.a.port)].name, std::string(railPorts[leaf->rail]));
        }
    }

    void unknownTemplate() { QVERIFY_THROWS_EXCEPTION(Error, projectFromTemplate("no-such-template", {})); }

    void invariantViolations_data()
    {
        QTest::addColumn<int>("damage");
        QTest::addColumn<QString>("expected");
        QTest::addRow("duplicate id") << 0 << "used twice";
        QTest::addRow("dangling rack type") << 1 << "rack type";
        QTest::addRow("device above rack top") << 2 << "does not fit rack";
        QTest::addRow("port out of range") << 3 << "ports";
        QTest::addRow("missing phase") << 4 << "phase";
        QTest::addRow("id beyond next_id") << 5 << "outside";
        QTest::addRow("pathway with one point") << 6 << "at least 2";
        QTest::addRow("route over missing segment") << 7 << "segment";
    }

    void invariantViolations()
    {
        QFETCH(int, damage);
        QFETCH(QString, expected);
        Project p = projectFromTemplate("starter", {});
        switch (damage) {
        case 0:
            p.devices[1].id = p.devices[0].id;
            break;
        case 1:
            p.racks[0].rack_type = 99999;
            p.next_id = 100000;
            break;
        case 2:
            p.devices[0].u_position = 45;
            break; // 8U from U45 passes the 48U top
        case 3:
            p.links[0].b.port = 500;
            break;
        case 4:
            p.devices[0].phase = p.racks[0].id;
            break;
        case 5:
            p.next_id = 2;
            break;
        case 6:
            p.pathways[0].points.resize(1);
            break;
        case 7: {
            Cable c;
            c.id = p.allocateId();
            c.link = p.links[0].id;
            c.phase = p.phases[0].id;
            c.route = { { p.pathways[2].id, 1 } }; // the cross-connect has one segment (index 0)
            p.cables.push_back(c);
            break;
        }
        }
        const auto problems = checkInvariants(p);
        QVERIFY(!problems.empty());
        QVERIFY2(QString::fromStdString(problems.front()).contains(expected), problems.front().c_str());
    }

    // IdSet against std::set over ids in the bitmap, below it and far beyond it: the same members,
    // counts and ascending order after every insert and erase.
    void idSetActsAsASet()
    {
        IdSet set;
        std::set<Id> model;
        QVERIFY(set.empty());
        QVERIFY(set.begin() == set.end());
        const Id far = Id(1) << 40;
        std::uint64_t state = 12345;
        auto next = [&] {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            return state >> 33;
        };
        const Id values[] = { 0, 1, 63, 64, 65, 127, 128, 4096, -1, -7, far, far + 3, (Id(1) << 26) - 1, Id(1) << 26 };
        for (int step = 0; step < 4000; ++step) {
            const Id id = step % 3 == 0 ? values[next() % std::size(values)] : Id(next() % 5000);
            if (next() % 4 == 0) {
                QCOMPARE(set.erase(id), model.erase(id));
            } else {
                QCOMPARE(set.insert(id), model.insert(id).second);
            }
            QCOMPARE(set.size(), model.size());
            QCOMPARE(set.count(id), model.count(id));
        }
        QVERIFY(std::equal(set.begin(), set.end(), model.begin(), model.end()));
        for (Id id = -10; id < 5100; ++id)
            QCOMPARE(set.count(id), model.count(id));
        QCOMPARE(set.count(far + 1), std::size_t(0));
        // A union with another set, then one copied from a range.
        IdSet other { 5, far, -3, 100000 };
        set.insert(other);
        model.insert({ 5, far, -3, 100000 });
        QCOMPARE(set.size(), model.size());
        QVERIFY(std::equal(set.begin(), set.end(), model.begin(), model.end()));
        const IdSet copy(model.begin(), model.end());
        QVERIFY(copy == set);
        set.erase(100000);
        QVERIFY(!(copy == set));
        set.clear();
        QVERIFY(set.empty() && set.begin() == set.end() && !set.count(5));
    }

    void portNames()
    {
        const Project p = projectFromTemplate("starter", {});
        ProjectIndex index(p);
        // dgx01 sits in A01 at U3; port index 7 is GPU7 → OSFP1P1 (DGX H100 port map).
        QCOMPARE(index.portName(p.links[7].a), std::string("A01-03:OSFP1P1"));
    }

    // The index answers as a linear search that takes the first match, whether it keeps a slot per
    // id (a valid project) or falls back to its maps (ids shared between tables, ≤ 0 or huge).
    void indexLookups_data()
    {
        QTest::addColumn<int>("damage");
        QTest::addRow("valid project") << 0;
        QTest::addRow("an id shared by a rack and a device") << 1;
        QTest::addRow("a negative id") << 2;
        QTest::addRow("an id far beyond the others") << 3;
        QTest::addRow("a duplicate id in one table") << 4;
        // The index places ids below next_id in one pass, else finds the largest id first.
        QTest::addRow("an id at next_id") << 5;
        QTest::addRow("next_id far beyond the ids") << 6;
        QTest::addRow("next_id unset") << 7;
    }
    void indexLookups()
    {
        QFETCH(int, damage);
        Project p = projectFromTemplate("starter", {});
        QVERIFY(p.racks.size() >= 2 && p.devices.size() >= 2);
        if (damage == 1)
            p.devices[1].id = p.racks[0].id;
        if (damage == 2)
            p.links[0].id = -5;
        if (damage == 3)
            p.devices[0].id = Id(1) << 50;
        if (damage == 4)
            p.racks[1].id = p.racks[0].id;
        if (damage == 5)
            p.links.back().id = p.next_id;
        if (damage == 6)
            p.next_id = Id(1) << 40;
        if (damage == 7)
            p.next_id = 0;
        const Id highest = std::max({ p.racks.back().id, p.devices.back().id, p.links.back().id });
        const ProjectIndex index(p);
        auto first = [](const auto &items, Id id) -> const void * {
            for (const auto &item : items)
                if (item.id == id)
                    return &item;
            return nullptr;
        };
        std::vector<Id> ids = { 0, -5, 1, Id(1) << 50, p.next_id, p.next_id + 1, highest, highest + 1 };
        for (const auto &r : p.racks)
            ids.push_back(r.id);
        for (const auto &d : p.devices)
            ids.push_back(d.id);
        for (const auto &l : p.links)
            ids.push_back(l.id);
        for (const auto &t : p.device_types)
            ids.push_back(t.id);
        for (const auto &w : p.pathways)
            ids.push_back(w.id);
        for (Id id : ids) {
            QVERIFY2(index.rack(id) == first(p.racks, id), qPrintable(QString::number(id)));
            QVERIFY2(index.device(id) == first(p.devices, id), qPrintable(QString::number(id)));
            QVERIFY2(index.link(id) == first(p.links, id), qPrintable(QString::number(id)));
            QVERIFY(index.deviceType(id) == first(p.device_types, id));
            QVERIFY(index.pathway(id) == first(p.pathways, id));
            QVERIFY(index.rackType(id) == first(p.rack_types, id));
            QVERIFY(index.hall(id) == first(p.halls, id));
            QVERIFY(index.row(id) == first(p.rows, id));
            QVERIFY(index.phase(id) == first(p.phases, id));
        }
    }
};

QTEST_APPLESS_MAIN(TestModel)
#include "test_model.moc"
