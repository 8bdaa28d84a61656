// SPDX-License-Identifier: GPL-3.0-or-later
// The UFM Cable Validation Tool's P2P file (issue #19), counted by hand:
// - a 31-node DGX H100 SuperPOD (one SU): 31 nodes x 8 rails = 248 node links, 8 leaves x 32
//   uplinks = 256, the UFM's 2 = 506 rows; node k is on port k of each of the 8 rail leaves (the
//   SuperPOD RA's cabling: nodes on a leaf's first 32 ports), through 8 distinct HCA ports 1..8
//   (mlx5_0..7), the same HCA port on the same rail for every node;
// - an 8-node Ethernet inference cluster: 8 x 8 node links on split SN5600 ports, interface names.
#include "asbuilt/ufm_p2p.h"
#include "templates/templates.h"

#include <QTest>

#include <fmt/format.h>

#include <map>
#include <set>

using namespace plenum;

namespace {

std::string key(const std::vector<exporting::Cell> &row)
{
    return fmt::format(
        "{} {} {} | {} {} {}", row[2].text, row[3].text, row[4].text, row[7].text, row[8].text, row[9].text);
}

} // namespace

class TestAsbuiltUfm : public QObject {
    Q_OBJECT

private slots:
    void infinibandSuperPod()
    {
        TemplateOptions o;
        o.nodes = 31;
        const Project p = projectFromTemplate("dgx-h100-superpod", o);
        const auto tables = asbuilt::ufmP2pTables(p);
        QCOMPARE(tables.size(), std::size_t(1));
        const exporting::Table &t = tables.front();
        QCOMPARE(t.name, std::string("P2P"));
        QCOMPARE(t.header,
            (std::vector<std::string> { "A-Rack", "A-U", "A-Node Name", "A-Type", "A-Port", "Z-Rack", "Z-U",
                "Z-Node Name", "Z-Type", "Z-Port" }));
        QCOMPARE(t.rows.size(), std::size_t(506));
        std::set<std::string> rows;
        int hostRows = 0;
        for (const auto &r : t.rows) {
            QCOMPARE(r.size(), std::size_t(10));
            QVERIFY(!r[0].text.empty() && !r[5].text.empty()); // every end is racked
            rows.insert(key(r));
            hostRows += r[3].text == "Host";
            QCOMPARE(r[8].text, std::string("Switch")); // Z is always the switch nearer the spines
        }
        QCOMPARE(hostRows, 248 + 2);
        std::map<int, std::string> hcaOfRail; // rail -> HCA port, the same on every node
        for (int k = 1; k <= 31; ++k) {
            std::set<std::string> hcas;
            for (int r = 1; r <= 8; ++r) {
                int found = 0;
                for (const auto &row : t.rows)
                    if (row[2].text == fmt::format("node{:05}", k) && row[7].text == fmt::format("leaf-su01-r{}", r)) {
                        ++found;
                        QCOMPARE(row[9].text, std::to_string(k));
                        const int hca = std::stoi(row[4].text);
                        QVERIFY(hca >= 1 && hca <= 8);
                        hcas.insert(row[4].text);
                        auto [it, fresh] = hcaOfRail.emplace(r, row[4].text);
                        QCOMPARE(it->second, row[4].text);
                    }
                QCOMPARE(found, 1);
            }
            QCOMPARE(hcas.size(), std::size_t(8));
        }
    }

    void ethernetByInterfaceName()
    {
        TemplateOptions o;
        o.nodes = 8;
        const Project p = projectFromTemplate("ethernet-inference", o);
        const exporting::Table t = asbuilt::ufmP2pTables(p).front();
        std::set<std::string> rows;
        int hostRows = 0;
        for (const auto &r : t.rows) {
            rows.insert(key(r));
            hostRows += r[3].text == "Host";
        }
        QCOMPARE(hostRows, 64); // the rest are leaf-spine uplinks
        // Two 400G nodes share an 800G cage: node00001 and node00002 on swp1s0 and swp1s1 of rail leaf 1.
        QVERIFY(rows.count("node00001 Host gpu-nic0 | leaf-su01-r1 Switch swp1s0"));
        QVERIFY(rows.count("node00002 Host gpu-nic0 | leaf-su01-r1 Switch swp1s1"));
    }

    void noFabricIsAnError()
    {
        Project empty;
        QVERIFY_THROWS_EXCEPTION(Error, asbuilt::ufmP2pTables(empty));
    }
};

QTEST_GUILESS_MAIN(TestAsbuiltUfm)
#include "test_asbuilt_ufm.moc"
