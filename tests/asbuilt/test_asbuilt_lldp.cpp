// SPDX-License-Identifier: GPL-3.0-or-later
// Plan against as-built for Ethernet fabrics (issue #19): lldpcli's JSON in both shapes lldpd
// prints (-f json, -f json0) read into neighbours, hand-written documents with their expected
// neighbours; broken input fails whole, naming host and interface; and an 8-node Ethernet
// inference fabric compared with LLDP seen from its switches: as planned, then rewired the way
// crews err (two rail cables of one node swapped, one node cable missing, a storage link of
// another network that must be ignored, a host's hostname wrong).
#include "lldp_doc.h"

#include "asbuilt/diff.h"
#include "asbuilt/eth_plan.h"
#include "asbuilt/lldp_parse.h"
#include "model/index.h"
#include "templates/templates.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <fmt/format.h>

#include <map>

using namespace plenum;
using namespace plenum::asbuilt;
using asbuilttest::End;
using asbuilttest::switchSideLldp;

namespace {

// `lldpcli -f json show neighbors` on a host with one neighbour: the interface is an object, the
// chassis keyed by its system name, the port id an interface name.
const char kJsonOne[] = R"({
  "lldp": {
    "interface": {
      "eth0": {
        "via": "LLDP", "rid": "1", "age": "0 day, 00:12:09",
        "chassis": {
          "leaf-a": {
            "id": {"type": "mac", "value": "1c:34:da:00:00:01"},
            "descr": "Cumulus Linux version 5.9",
            "capability": [{"type": "Bridge", "enabled": true}]
          }
        },
        "port": {"id": {"type": "ifname", "value": "swp7"}, "descr": "swp7", "ttl": "120"}
      }
    }
  }
})";

// Two neighbours: an array of one-member objects; the second neighbour sends its MAC as port id
// (descr holds the interface name) and no system name (the chassis holds its id directly).
const char kJsonTwo[] = R"({
  "lldp": {
    "interface": [
      {"swp1": {"via": "LLDP", "chassis": {"node01": {"id": {"type": "mac", "value": "aa:bb:cc:00:00:01"}}},
                "port": {"id": {"type": "mac", "value": "aa:bb:cc:00:00:02"}, "descr": "gpu-nic0"}}},
      {"swp2": {"via": "LLDP", "chassis": {"id": {"type": "mac", "value": "aa:bb:cc:00:00:09"}},
                "port": {"id": {"type": "ifname", "value": "eth3"}}}}
    ]
  }
})";

// The same two neighbours in -f json0: every level an array, names in "name" and "value".
const char kJson0[] = R"({"lldp": [{"interface": [
  {"name": "swp1", "via": "LLDP",
   "chassis": [{"id": [{"type": "mac", "value": "aa:bb:cc:00:00:01"}], "name": [{"value": "node01"}]}],
   "port": [{"id": [{"type": "mac", "value": "aa:bb:cc:00:00:02"}], "descr": [{"value": "gpu-nic0"}]}]},
  {"name": "swp2", "via": "LLDP",
   "chassis": [{"id": [{"type": "mac", "value": "aa:bb:cc:00:00:09"}]}],
   "port": [{"id": [{"type": "ifname", "value": "eth3"}]}]}
]}]})";

std::string neighbors(const std::vector<LldpNeighbor> &list)
{
    std::string out;
    for (const auto &n : list)
        out += fmt::format("{} {} -> {} {}\n", n.local_host, n.local_port, n.remote_host, n.remote_port);
    return out;
}

} // namespace

class TestAsbuiltLldp : public QObject {
    Q_OBJECT

    Project m_project;
    IbPlan m_plan;
    std::vector<std::pair<End, End>> m_links; // (switch end, far end) of every planned compute link
    std::map<std::string, std::vector<std::size_t>> m_ofNode; // node name -> its links' indices

private slots:
    void initTestCase()
    {
        TemplateOptions o;
        o.nodes = 8;
        m_project = projectFromTemplate("ethernet-inference", o);
        m_plan = planEthernet(m_project);
        // The ends as the plan names the interfaces (a split switch port's links are swp1s0, swp1s1).
        for (const IbLink &l : m_plan.links) {
            const IbNode &a = m_plan.nodes[std::size_t(l.a.node)], &b = m_plan.nodes[std::size_t(l.b.node)];
            End ea { a.description, a.port_names[std::size_t(l.a.port - 1)] };
            End eb { b.description, b.port_names[std::size_t(l.b.port - 1)] };
            if (!a.is_switch)
                std::swap(ea, eb);
            if (!a.is_switch && !b.is_switch)
                QFAIL("a compute link without a switch end");
            if (eb.host.rfind("node", 0) == 0)
                m_ofNode[eb.host].push_back(m_links.size());
            m_links.push_back({ ea, eb });
        }
        // 8 nodes × 8 GPU NICs, one rail leaf each (the template's rail-optimized SU).
        QCOMPARE(m_ofNode.size(), std::size_t(8));
        QCOMPARE(m_ofNode["node00001"].size(), std::size_t(8));
        QCOMPARE(m_plan.links.size(), m_links.size());
        // The SN5600's 800G cage swp1 carries two 400G node links: split into swp1s0 and swp1s1.
        QCOMPARE(m_links[m_ofNode["node00001"][0]].first.port, std::string("swp1s0"));
        QCOMPARE(m_links[m_ofNode["node00002"][0]].first.port, std::string("swp1s1"));
    }

    void jsonShapes()
    {
        QCOMPARE(neighbors(parseLldpJson(kJsonOne, "node01")), std::string("node01 eth0 -> leaf-a swp7\n"));
        const std::string two = "leaf-a swp1 -> node01 gpu-nic0\nleaf-a swp2 -> aa:bb:cc:00:00:09 eth3\n";
        QCOMPARE(neighbors(parseLldpJson(kJsonTwo, "leaf-a")), two);
        QCOMPARE(neighbors(parseLldpJson(kJson0, "leaf-a")), two);
        // Several hosts in one document: host -> output.
        const std::string both = std::string("{\"leaf-a\": ") + kJson0 + ", \"node01\": " + kJsonOne + "}";
        QCOMPARE(neighbors(parseLldpJson(both, "")), two + "node01 eth0 -> leaf-a swp7\n");
        QVERIFY(looksLikeLldpJson(kJson0));
        QVERIFY(!looksLikeLldpJson("Switch 64 \"S-1\" # \"leaf\""));
        // A host without neighbours.
        QCOMPARE(parseLldpJson(R"({"lldp": {}})", "lonely").size(), std::size_t(0));
    }

    void brokenInputNamesHostAndInterface_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("not JSON") << "{\"lldp\": ["
                                  << "line 1";
        QTest::newRow("no lldp") << "{\"interfaces\": {}}"
                                 << "no \"lldp\" member";
        QTest::newRow("no port") << R"({"lldp": {"interface": {"eth0": {"chassis": {"sw": {}}}}}})"
                                 << "host 'h1' interface 'eth0': the neighbour has no chassis or port";
        QTest::newRow("no name")
            << R"({"lldp": {"interface": {"eth0": {"chassis": {"descr": "x", "ttl": "1"}, "port": {"id": {"type": "ifname", "value": "swp1"}}}}}})"
            << "host 'h1' interface 'eth0': the neighbour has no system name";
        QTest::newRow("json0 interface without a name") << R"({"lldp": [{"interface": [{"chassis": [], "port": []}]}]})"
                                                        << "an interface without a name";
    }
    void brokenInputNamesHostAndInterface()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        try {
            parseLldpJson(text.toStdString(), "h1");
            QFAIL("accepted");
        } catch (const Error &e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(says), e.what());
        }
    }

    void asPlannedMatches()
    {
        const DiffReport r = compareWithDiscovery(
            m_project, m_plan, fabricFromLldp(parseLldpJson(switchSideLldp(m_links), ""), m_plan));
        QCOMPARE(r.differences.size(), std::size_t(0));
        QCOMPARE(r.ok, m_links.size());
        QCOMPARE(r.discovered_links, m_links.size());
    }

    // The same fabric reported from both ends (the hosts run lldpd too) is one link each.
    void bothEndsCountOnce()
    {
        std::string hosts = "{";
        const auto &node1 = m_ofNode["node00001"];
        for (std::size_t k = 0; k < node1.size(); ++k) {
            const auto &[sw, far] = m_links[node1[k]];
            hosts += fmt::format(
                "{}{{\"{}\": {{\"chassis\": {{\"{}\": {{}}}}, \"port\": {{\"id\": {{\"type\": \"ifname\", "
                "\"value\": \"{}\"}}}}}}}}",
                k ? "," : "", far.port, sw.host, sw.port);
        }
        const std::string hostDoc = "{\"lldp\": {\"interface\": [" + hosts.substr(1) + "]}}";
        std::vector<LldpNeighbor> all = parseLldpJson(switchSideLldp(m_links), "");
        const auto fromHost = parseLldpJson(hostDoc, "node00001");
        QCOMPARE(fromHost.size(), std::size_t(8));
        all.insert(all.end(), fromHost.begin(), fromHost.end());
        const DiscoveredFabric found = fabricFromLldp(all, m_plan);
        QCOMPARE(found.links.size(), m_links.size());
        QCOMPARE(compareWithDiscovery(m_project, m_plan, found).differences.size(), std::size_t(0));
    }

    void disagreeingEndsAreAnError()
    {
        const auto &[sw, far] = m_links[m_ofNode["node00002"][0]];
        // node00002 says its port reaches another switch port than the one that sees it.
        const std::string hostDoc = fmt::format(
            R"({{"lldp": {{"interface": {{"{}": {{"chassis": {{"{}": {{}}}}, "port": {{"id": {{"type": "ifname", "value": "swp63"}}}}}}}}}}}})",
            far.port, sw.host);
        std::vector<LldpNeighbor> all = parseLldpJson(switchSideLldp(m_links), "");
        const auto fromHost = parseLldpJson(hostDoc, "node00002");
        all.insert(all.end(), fromHost.begin(), fromHost.end());
        try {
            fabricFromLldp(all, m_plan);
            QFAIL("accepted");
        } catch (const Error &e) {
            const std::string what = e.what();
            QVERIFY2(what.find("the discoveries disagree") != std::string::npos, e.what());
            QVERIFY2(what.find("node00002 " + far.port) != std::string::npos, e.what());
        }
    }

    // Rewired: node00001's rails 1 and 2 swapped at the leaves, node00003's first cable missing, a
    // storage link (another network) reported, node00005's hostname wrong on its last rail.
    void rewiredIsReportedExactly()
    {
        std::vector<std::pair<End, End>> links = m_links;
        const std::size_t r1 = m_ofNode["node00001"][0], r2 = m_ofNode["node00001"][1];
        std::swap(links[r1].second, links[r2].second);
        const std::size_t gone = m_ofNode["node00003"][0];
        const std::size_t renamed = m_ofNode["node00005"][7];
        links[renamed].second.host = "node0005"; // a typo in /etc/hostname
        std::vector<std::pair<End, End>> seen;
        for (std::size_t i = 0; i < links.size(); ++i)
            if (i != gone)
                seen.push_back(links[i]);
        seen.push_back({ End { "storage-leaf-x", "swp9" }, End { "node00001", "storage0" } });
        const DiffReport r
            = compareWithDiscovery(m_project, m_plan, fabricFromLldp(parseLldpJson(switchSideLldp(seen), ""), m_plan));
        std::map<std::string, int> kinds;
        std::string all;
        for (const auto &d : r.differences) {
            ++kinds[std::string(toString(d.kind))];
            all += std::string(toString(d.kind)) + ": " + d.message + " / " + d.action + "\n";
        }
        QCOMPARE(r.ok, m_links.size() - 4);
        QCOMPARE(kinds["swapped"], 1);
        QCOMPARE(kinds["missing"], 1); // node00003's cable
        QCOMPARE(kinds["unknown-device"], 1); // node00005's last rail reaches "node0005"
        QCOMPARE(int(r.differences.size()), 3);
        QVERIFY2(all.find(links[r1].first.host) != std::string::npos, all.c_str());
        QVERIFY2(all.find("node0005") != std::string::npos, all.c_str());
        QVERIFY2(all.find("storage") == std::string::npos, all.c_str()); // another network
    }

    // plenum-cli verify on a folder of per-switch files (named after the switches), as planned and
    // with one cable missing: exit 0, then exit 1 with the difference in the JSON.
    void cliReadsAFolderOfSwitches()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString cli = QCoreApplication::applicationDirPath() + QStringLiteral("/plenum-cli");
        const QString project = dir.filePath(QStringLiteral("eth.plenum"));
        QProcess p;
        p.start(cli,
            { QStringLiteral("new"), project, QStringLiteral("--template"), QStringLiteral("ethernet-inference"),
                QStringLiteral("--nodes"), QStringLiteral("8") });
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        auto writeFolder = [&](const QString &name, std::size_t skip) {
            QDir(dir.path()).mkdir(name);
            std::map<std::string, std::vector<std::pair<End, End>>> bySwitch;
            for (std::size_t i = 0; i < m_links.size(); ++i)
                if (i != skip)
                    bySwitch[m_links[i].first.host].push_back(m_links[i]);
            for (const auto &[host, links] : bySwitch) {
                // One host's output: its own name is the file's.
                const std::string all = switchSideLldp(links);
                const std::string own = all.substr(all.find(':') + 1, all.size() - all.find(':') - 2);
                QFile f(
                    dir.filePath(name + QStringLiteral("/") + QString::fromStdString(host) + QStringLiteral(".json")));
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(own.c_str());
            }
        };
        writeFolder(QStringLiteral("asplanned"), m_links.size());
        const std::size_t gone = m_ofNode["node00004"][2];
        writeFolder(QStringLiteral("onegone"), gone);
        p.start(cli,
            { QStringLiteral("verify"), project, QStringLiteral("--discovered"),
                dir.filePath(QStringLiteral("asplanned")) });
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QVERIFY(p.readAllStandardOutput().contains("(lldp)"));
        p.start(cli,
            { QStringLiteral("verify"), project, QStringLiteral("--discovered"),
                dir.filePath(QStringLiteral("onegone")), QStringLiteral("--json") });
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 1);
        const QJsonObject r = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(r[QStringLiteral("format")].toString(), QStringLiteral("lldp"));
        QCOMPARE(r[QStringLiteral("counts")].toObject()[QStringLiteral("missing")].toInt(), 1);
        QCOMPARE(r[QStringLiteral("ok")].toInt(), int(m_links.size()) - 1);
        const QString fix
            = r[QStringLiteral("differences")].toArray().at(0).toObject()[QStringLiteral("action")].toString();
        QVERIFY2(fix.contains(QString::fromStdString(m_links[gone].first.host + " " + m_links[gone].first.port)),
            qPrintable(fix));
    }

    void hostInterfacePattern()
    {
        const IbPlan named = planEthernet(m_project, "eth{i}");
        for (const IbNode &n : named.nodes)
            if (n.description == "node00001") {
                QCOMPARE(n.port_names.front(), std::string("eth0"));
                QCOMPARE(n.port_names[7], std::string("eth7"));
            }
        QVERIFY_THROWS_EXCEPTION(Error, planEthernet(m_project, "eth")); // every port the same name
        QVERIFY_THROWS_EXCEPTION(Error, planEthernet(m_project, "eth{gpu}"));
    }
};

QTEST_GUILESS_MAIN(TestAsbuiltLldp)
#include "test_asbuilt_lldp.moc"
