// SPDX-License-Identifier: GPL-3.0-or-later
// core/asbuilt without a simulator: the ibnetdiscover parser on real output shapes and on broken
// input (every problem names its line, nothing is returned), the physical port numbering of the
// plan, and the diff engine's classes on fabrics rewired in memory.
#include "asbuilt/diff.h"
#include "asbuilt/ib_plan.h"
#include "asbuilt/ibnetdiscover_parse.h"
#include "model/index.h"
#include "templates/templates.h"

#include <QTest>

#include <fmt/format.h>

#include <map>

using namespace plenum;
using namespace plenum::asbuilt;

namespace {

// ibnetdiscover output of a real fabric's shape: lids, NDR, a CA with full info (-f), chassis notes.
const char kReal[]
    = "#\n# Topology file: generated on Tue Dec  1 12:04:16 2026\n#\n"
      "# Initiated from node 0002c90300a1b2c3 port 0002c90300a1b2c4\n\n"
      "vendid=0x2c9\ndevid=0xd2f0\nsysimgguid=0xb83fd20300a1b2c3\n"
      "switchguid=0xb83fd20300a1b2c3(b83fd20300a1b2c3)\n"
      "Switch\t64 \"S-b83fd20300a1b2c3\"\t\t# \"leaf-01\" enhanced port 0 lid 3 lmc 0\n"
      "[1]\t\"H-0002c90300a1b2c3\"[1](2c90300a1b2c4) \t\t# \"node01 mlx5_0\" lid 5 4xNDR\n"
      "[17]\t\"H-0002c90300a1b2d3\"[1](2c90300a1b2d4) \t\t# \"node02 mlx5_0\" lid 6 2xNDR\n\n"
      "vendid=0x2c9\ndevid=0x1021\nsysimgguid=0x2c90300a1b2c3\ncaguid=0x2c90300a1b2c3\n"
      "Ca\t1 \"H-0002c90300a1b2c3\"\t\t# \"node01 mlx5_0\"\n"
      "[1](2c90300a1b2c4) \t\"S-b83fd20300a1b2c3\"[1]\t\t# lid 5 lmc 0 \"leaf-01\" lid 3 4xNDR s=1 w=2 v=4\n\n"
      "caguid=0x2c90300a1b2d3\n"
      "Ca\t1 \"H-0002c90300a1b2d3\"\t\t# \"node02 mlx5_0\"\n"
      "[1](2c90300a1b2d4) \t\"S-b83fd20300a1b2c3\"[17]\t\t# lid 6 lmc 0 \"leaf-01\" lid 3 2xNDR\n";

DiscoveredFabric fromPlan(const IbPlan &plan)
{
    DiscoveredFabric f;
    for (const IbNode &n : plan.nodes)
        f.nodes.push_back({ n.description, n.description, n.is_switch, n.ports, 1 });
    for (const IbLink &l : plan.links)
        f.links.push_back({ { l.a.node, l.a.port }, { l.b.node, l.b.port }, l.width, l.lane_gbps, "", 1 });
    return f;
}

std::map<std::string, int> countsOf(const DiffReport &r)
{
    std::map<std::string, int> out;
    for (const Difference &d : r.differences)
        ++out[std::string(toString(d.kind))];
    return out;
}

} // namespace

class TestAsbuilt : public QObject {
    Q_OBJECT

    Project m_project;
    IbPlan m_plan;

private slots:
    void initTestCase()
    {
        m_project = projectFromTemplate("starter", {});
        m_plan = planInfiniband(m_project);
    }

    void parsesRealOutput()
    {
        const DiscoveredFabric f = parseIbnetdiscover(kReal);
        QCOMPARE(f.nodes.size(), std::size_t(3));
        QCOMPARE(f.nodes[0].description, std::string("leaf-01"));
        QVERIFY(f.nodes[0].is_switch);
        QCOMPARE(f.nodes[0].ports, 64);
        QCOMPARE(f.links.size(), std::size_t(2)); // each listed from both ends, kept once
        QCOMPARE(f.links[0].rate, std::string("4xNDR"));
        QCOMPARE(f.links[0].width, 4);
        QCOMPARE(f.links[0].lane_gbps, 100);
        QCOMPARE(f.links[1].width, 2);
        QCOMPARE(f.links[1].b.port, 1);
        QCOMPARE(f.links[1].a.port, 17);
        QVERIFY(looksLikeIbnetdiscover(kReal));
        QVERIFY(!looksLikeIbnetdiscover("name,port\nleaf,1\n"));
    }

    void refusesBrokenInput_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("error");
        QTest::addRow("garbage line") << "devid=0x1021\nsysimgguid=0x2c90300a1b2c3\n"
                                      << "devid=0x1021\nrm -rf /\n"
                                      << "line 16: not a line";
        QTest::addRow("port beyond the count") << "[17]\t\"H-0002c90300a1b2d3\""
                                               << "[65]\t\"H-0002c90300a1b2d3\""
                                               << "line 12: port 65";
        QTest::addRow("port line outside a record") << "\ncaguid=0x2c90300a1b2d3\n"
                                                    << "\n[3]\t\"S-x\"[1]\n"
                                                    << "line 21: a port line outside";
        QTest::addRow("unknown far node") << "\"H-0002c90300a1b2d3\"[1](2c90300a1b2d4)"
                                          << "\"H-ffff\"[1](2c90300a1b2d4)"
                                          << "which the file does not describe";
        QTest::addRow("ends disagree")
            << "\"S-b83fd20300a1b2c3\"[17]"
            << "\"S-b83fd20300a1b2c3\"[18]"
            << "line 12: port 17 of 'leaf-01' reaches port 1 of 'node02 mlx5_0', but line 23 says that port reaches";
        QTest::addRow("unclosed quote") << "Ca\t1 \"H-0002c90300a1b2d3\"\t\t# \"node02 mlx5_0\"\n"
                                        << "Ca\t1 \"H-0002c90300a1b2d3\n"
                                        << "line 22: the quoted node id is not closed";
        QTest::addRow("duplicate node") << "Ca\t1 \"H-0002c90300a1b2d3\""
                                        << "Ca\t1 \"H-0002c90300a1b2c3\""
                                        << "line 22: the node id 'H-0002c90300a1b2c3' is described twice";
        QTest::addRow("bad port count") << "Switch\t64 "
                                        << "Switch\t999 "
                                        << "line 10: bad port count";
        QTest::addRow("control character") << "# \"node01 mlx5_0\"\n[1](2c90300a1b2c4)"
                                           << "# \"node01\x1b[2J\"\n[1](2c90300a1b2c4)"
                                           << "line 18: the node description holds a control character";
    }
    void refusesBrokenInput()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, error);
        std::string text = kReal;
        const std::size_t at = text.find(from.toStdString());
        QVERIFY(at != std::string::npos);
        text.replace(at, std::size_t(from.toUtf8().size()), to.toStdString());
        try {
            parseIbnetdiscover(text);
            QFAIL("accepted");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(error), e.what());
        }
    }

    void physicalPortsAndDescriptions()
    {
        const ProjectIndex index(m_project);
        int checked = 0;
        for (const IbLink &l : m_plan.links)
            for (const IbEnd &e : { l.a, l.b }) {
                const IbNode &n = m_plan.nodes[std::size_t(e.node)];
                const DeviceType *t = index.typeOfDevice(n.device);
                const std::string name
                    = t->ports[std::size_t(n.port_template[n.is_switch ? std::size_t(e.port - 1) : 0])].name;
                if (n.is_switch && name.rfind("OSFP", 0) == 0) { // OSFP<c>P<p>: port 2c-2+p
                    const int cage = std::stoi(name.substr(4)), sub = std::stoi(name.substr(name.find('P', 4) + 1));
                    QCOMPARE(e.port, 2 * cage - 2 + sub);
                    ++checked;
                }
                if (!n.is_switch)
                    QVERIFY2(
                        n.description.rfind(index.device(n.device)->name + " mlx5_", 0) == 0, n.description.c_str());
            }
        QVERIFY(checked > 100);
        const std::string text = ibnetdiscoverText(m_project);
        QVERIFY(text.find("# \"node001 mlx5_0\"") != std::string::npos || text.find(" mlx5_0\"") != std::string::npos);
        const IbPlan custom = planInfiniband(m_project, "{host}/{port}");
        QVERIFY(custom.nodes.back().description.find('/') != std::string::npos);
        QVERIFY_THROWS_EXCEPTION(Error, planInfiniband(m_project, "{host}")); // two CAs, one name
        QVERIFY_THROWS_EXCEPTION(Error, planInfiniband(m_project, "{host} {gpu}")); // unknown token
        QVERIFY_THROWS_EXCEPTION(Error, planInfiniband(m_project, "{host}=mlx5_{i}")); // '=' breaks ibsim
    }

    void ethernetFabricIsRefused()
    {
        TemplateOptions o;
        o.nodes = 8;
        const Project eth = projectFromTemplate("ethernet-inference", o);
        try {
            planInfiniband(eth);
            QFAIL("accepted");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("Ethernet") != std::string::npos, e.what());
        }
    }

    void exportReadsBackAsThePlan()
    {
        const DiffReport r = compareWithDiscovery(m_project, m_plan, parseIbnetdiscover(ibnetdiscoverText(m_project)));
        QCOMPARE(r.differences.size(), std::size_t(0));
        QCOMPARE(r.ok, m_plan.links.size());
    }

    void classifies()
    {
        // Two links on different devices at both ends exchanged: still one swap.
        std::size_t i = 0, j = 0;
        for (std::size_t k = 1; k < m_plan.links.size() && j == 0; ++k)
            if (m_plan.links[k].a.node != m_plan.links[0].a.node && m_plan.links[k].b.node != m_plan.links[0].b.node
                && m_plan.nodes[std::size_t(m_plan.links[k].b.node)].is_switch
                    == m_plan.nodes[std::size_t(m_plan.links[0].b.node)].is_switch)
                j = k;
        QVERIFY(j > 0);
        DiscoveredFabric f = fromPlan(m_plan);
        std::swap(f.links[i].b, f.links[j].b);
        f.links[2].width = 1; // degraded: 1x of 4x
        f.links[3].lane_gbps = 50; // degraded: HDR of NDR
        f.nodes[std::size_t(f.links[4].a.node)].description += "-typo"; // unknown device
        f.links.erase(f.links.begin() + 5); // missing
        DiffReport r = compareWithDiscovery(m_project, m_plan, f);
        auto c = countsOf(r);
        QCOMPARE(c["swapped"], 1);
        QCOMPARE(c["degraded"], 2);
        QCOMPARE(c["missing"], 1);
        QVERIFY(c["unknown-device"] >= 1);
        QCOMPARE(c["miswired"], 0);
        QCOMPARE(c["extra"], 0);
        // Widths only: the HDR link is no longer a difference.
        DiffOptions widthOnly;
        widthOnly.compare_speed = false;
        QCOMPARE(countsOf(compareWithDiscovery(m_project, m_plan, f, widthOnly))["degraded"], 1);

        // One end moved to a free port of its switch: miswired, with a move to the planned port.
        DiscoveredFabric g = fromPlan(m_plan);
        std::map<IbEnd, bool> used;
        for (const IbLink &l : m_plan.links)
            used[l.a] = used[l.b] = true;
        const IbLink &l0 = m_plan.links[0];
        int freePort = 0;
        for (int p = 1; p <= m_plan.nodes[std::size_t(l0.b.node)].ports && freePort == 0; ++p)
            if (!used.count({ l0.b.node, p }))
                freePort = p;
        QVERIFY(freePort > 0);
        g.links[0].b.port = freePort;
        r = compareWithDiscovery(m_project, m_plan, g);
        QCOMPARE(r.differences.size(), std::size_t(1));
        QCOMPARE(toString(r.differences[0].kind), std::string_view("miswired"));
        QVERIFY2(r.differences[0].action.rfind("move the cable of link", 0) == 0,
            r.differences[0].action.c_str()); // unrouted
        QVERIFY(r.differences[0].action.find(fmt::format(" port {} ", freePort)) != std::string::npos);
        QVERIFY(r.differences[0].action.find(fmt::format(" to {}", m_plan.nodes[std::size_t(l0.b.node)].description))
            != std::string::npos);

        // An extra link between two free ports.
        int secondFree = 0;
        for (int p = freePort + 1; p <= m_plan.nodes[std::size_t(l0.b.node)].ports && secondFree == 0; ++p)
            if (!used.count({ l0.b.node, p }))
                secondFree = p;
        QVERIFY(secondFree > 0);
        DiscoveredFabric h = fromPlan(m_plan);
        h.links.push_back({ { l0.b.node, freePort }, { l0.b.node, secondFree }, 4, 100, "", 99 });
        r = compareWithDiscovery(m_project, m_plan, h);
        QCOMPARE(r.differences.size(), std::size_t(1));
        QCOMPARE(toString(r.differences[0].kind), std::string_view("extra"));
        QCOMPARE(r.differences[0].lines, std::vector<int> { 99 });
        QVERIFY(r.differences[0].action.rfind("remove the cable between ", 0) == 0);
    }
};

QTEST_GUILESS_MAIN(TestAsbuilt)
#include "test_asbuilt.moc"
