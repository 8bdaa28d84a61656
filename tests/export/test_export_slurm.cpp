// SPDX-License-Identifier: GPL-3.0-or-later
// The Slurm topology.conf export (core/export/slurm_topology.cpp): switches per leaf or per scalable
// unit read back with a hostlist expander, overlapping leaf sets, injected names refused, hostlists.
// The project: export_fixture.h.
#include "export/slurm_topology.h"
#include "export_fixture.h"

#include <algorithm>

using namespace plenum;
using namespace exporttest;

class TestExportSlurm : public QObject, private ExportFixture {
    Q_OBJECT

private slots:
    void initTestCase() { makeProject(); }

    void slurm()
    {
        exporting::ExportOptions leafGrouping;
        leafGrouping.slurm_grouping = exporting::SlurmGrouping::Leaf;
        exportTo("slurm-topology", path("topology.conf"), leafGrouping);
        const std::string text = slurp(path("topology.conf"));
        std::set<std::string> nodes, leaves, switched;
        int spines = 0;
        std::size_t start = 0;
        while (start < text.size()) {
            const std::size_t end = text.find('\n', start);
            std::string line = text.substr(start, end - start);
            start = end == std::string::npos ? text.size() : end + 1;
            if (auto hash = line.find('#'); hash != std::string::npos)
                line.erase(hash);
            if (line.find_first_not_of(' ') == std::string::npos)
                continue;
            QVERIFY2(line.size() < 1024, "Slurm limits a line to 1024 characters");
            std::map<std::string, std::string> kv;
            std::size_t p = 0;
            while (p < line.size()) {
                const std::size_t sp = std::min(line.find(' ', p), line.size());
                const std::string tok = line.substr(p, sp - p);
                if (!tok.empty()) {
                    const auto eq = tok.find('=');
                    QVERIFY2(eq != std::string::npos, tok.c_str());
                    kv[tok.substr(0, eq)] = tok.substr(eq + 1);
                }
                p = sp + 1;
            }
            QVERIFY(kv.count("SwitchName"));
            QVERIFY(kv.count("Nodes") != kv.count("Switches"));
            if (kv.count("Nodes")) {
                leaves.insert(kv["SwitchName"]);
                for (const auto &n : expandHostlist(kv["Nodes"]))
                    nodes.insert(n);
            } else {
                ++spines;
                for (const auto &s : expandHostlist(kv["Switches"]))
                    switched.insert(s);
            }
        }
        QCOMPARE(nodes, gpuNodes());
        // The switches of the compute fabric: the far ends of GPU nodes' links (not the UFM's, which
        // lands on a spine of this full SU: issue #23), and the spines above.
        ProjectIndex index(m_project);
        std::set<std::string> leafDevices, spineDevices;
        for (const Link &l : m_project.links)
            if (l.fabric == Fabric::Compute && l.tier == Tier::NodeLeaf) {
                const bool aNode = index.typeOfDevice(l.a.device)->role == "gpu-node";
                const bool bNode = index.typeOfDevice(l.b.device)->role == "gpu-node";
                if (aNode != bNode)
                    leafDevices.insert(index.device(aNode ? l.b.device : l.a.device)->name);
            }
        for (const Link &l : m_project.links)
            if (l.fabric == Fabric::Compute && l.tier == Tier::LeafSpine)
                for (const PortRef *e : { &l.a, &l.b })
                    if (!leafDevices.count(index.device(e->device)->name))
                        spineDevices.insert(index.device(e->device)->name);
        QCOMPARE(leaves, leafDevices);
        QCOMPARE(switched, leafDevices); // every leaf hangs under the spines
        QCOMPARE(spines, int(spineDevices.size()));
    }

    // The default for a rail-optimized fabric: one switch per scalable unit. The project is 32 nodes
    // growing to 64 in SUs of 32 (DGX H100 SuperPOD RA), every node cabled to the 8 rail leaves of
    // its SU: su01 holds node00001-00032, su02 node00033-00064, and every spine lists both.
    void slurmPerScalableUnit()
    {
        const auto switches = exporting::slurmSwitches(m_project);
        std::map<std::string, std::vector<std::string>> level0;
        std::set<std::string> above;
        int spines = 0;
        for (const auto &s : switches) {
            if (s.level == 0)
                level0[s.name] = s.children;
            else {
                ++spines;
                QCOMPARE(s.level, 1);
                QCOMPARE(exporting::hostlist(s.children), std::string("su[01-02]"));
            }
        }
        QCOMPARE(level0.size(), std::size_t(2));
        QCOMPARE(exporting::hostlist(level0["su01"]), std::string("node[00001-00032]"));
        QCOMPARE(exporting::hostlist(level0["su02"]), std::string("node[00033-00064]"));
        QVERIFY(spines > 0);
        const std::string text = exporting::slurmTopologyConf(m_project);
        QVERIFY(text.find("2 scalable units") != std::string::npos);
        QVERIFY(text.find("# Node names assumed (define them as NodeName in slurm.conf): node[00001-00064]\n")
            != std::string::npos);
        // Up to the first phase: one SU.
        const auto dayOne
            = exporting::slurmSwitches(exporting::projectUpToPhase(m_project, m_project.phases.front().name));
        QCOMPARE(exporting::hostlist(dayOne.front().children), std::string("node[00001-00032]"));
        QCOMPARE(dayOne.front().name, std::string("su01"));
    }

    // A node cabled to a leaf of another SU: the nodes' leaf sets overlap, no tree holds them. Asked
    // for SUs, the export says which leaf; by default it falls back to the leaves as cabled.
    void slurmOverlappingLeafSets()
    {
        Project p = m_project;
        ProjectIndex index(p);
        Id su2Leaf = kNoId;
        for (const Device &d : p.devices)
            if (d.name == "leaf-su02-r1")
                su2Leaf = d.id;
        QVERIFY(su2Leaf != kNoId);
        bool moved = false;
        for (Link &l : p.links) {
            if (l.fabric != Fabric::Compute || l.tier != Tier::NodeLeaf)
                continue;
            PortRef *leafEnd = index.device(l.a.device)->name == "leaf-su01-r1" ? &l.a
                : index.device(l.b.device)->name == "leaf-su01-r1"              ? &l.b
                                                                                : nullptr;
            const PortRef *nodeEnd = leafEnd == &l.a ? &l.b : &l.a;
            if (leafEnd && index.device(nodeEnd->device)->name == "node00001") {
                leafEnd->device = su2Leaf;
                moved = true;
                break;
            }
        }
        QVERIFY(moved);
        try {
            exporting::slurmSwitches(p, exporting::SlurmGrouping::Su);
            QFAIL("overlapping leaf sets were grouped");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("cabled to different sets of leaves") != std::string::npos, e.what());
        }
        exporting::SlurmGrouping used = exporting::SlurmGrouping::Su;
        const auto fallback = exporting::slurmSwitches(p, exporting::SlurmGrouping::Auto, &used);
        QVERIFY(used == exporting::SlurmGrouping::Leaf);
        for (const auto &s : fallback)
            if (s.name == "leaf-su02-r1")
                QVERIFY(std::find(s.children.begin(), s.children.end(), "node00001") != s.children.end());
        QVERIFY_THROWS_EXCEPTION(Error, exporting::parseSlurmGrouping("rails"));
        QVERIFY(exporting::parseSlurmGrouping("SU") == exporting::SlurmGrouping::Su);
    }

    // Issue 22 item 8: names that become Slurm node and switch names are validated; a name with a
    // space, '=' or a line break would inject keys or lines into topology.conf.
    void slurmRefusesInjectedNames_data()
    {
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("name");
        QTest::addRow("node with keys") << "gpu-node"
                                        << "node1 SwitchName=evil Nodes=ALL";
        QTest::addRow("leaf with a line") << "leaf"
                                          << "leaf\nSwitchName=evil Nodes=ALL";
        QTest::addRow("node with a comma") << "gpu-node"
                                           << "a,b";
    }
    void slurmRefusesInjectedNames()
    {
        QFETCH(QString, role);
        QFETCH(QString, name);
        Project p = m_project;
        ProjectIndex index(p);
        Device *victim = nullptr; // the first of its role: a node or leaf of the compute fabric
        for (Device &d : p.devices)
            if (!victim && index.deviceType(d.device_type)->role == role.toStdString())
                victim = &d;
        QVERIFY(victim);
        victim->name = name.toStdString();
        const QString out = path(QStringLiteral("injected-topology.conf"));
        exporting::ExportOptions o; // per leaf: leaf names are written as they are
        o.slurm_grouping = exporting::SlurmGrouping::Leaf;
        try {
            app::runExport(p, "slurm-topology", out.toStdString(), o);
            QFAIL("wrote a topology.conf with an injected name");
        } catch (const Error &e) {
            QVERIFY2(
                std::string(e.what()).find("cannot be a Slurm node or switch name") != std::string::npos, e.what());
            QVERIFY2(std::string(e.what()).find('\n') == std::string::npos, e.what());
        }
        QVERIFY(!QFileInfo::exists(out));
    }

    void hostlist_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QString>("expected");
        QTest::addRow("padded run") << QStringList { "node003", "node001", "node002" } << "node[001-003]";
        QTest::addRow("gaps") << QStringList { "n1", "n2", "n4", "x" } << "n[1-2,4],x";
        QTest::addRow("single") << QStringList { "leaf-su01-r1" } << "leaf-su01-r1";
        QTest::addRow("two prefixes") << QStringList { "leaf-su01-r1", "leaf-su01-r2", "leaf-su02-r1" }
                                      << "leaf-su01-r[1-2],leaf-su02-r1";
    }
    void hostlist()
    {
        QFETCH(QStringList, names);
        QFETCH(QString, expected);
        std::vector<std::string> v;
        for (const auto &n : names)
            v.push_back(n.toStdString());
        const std::string out = exporting::hostlist(v);
        QCOMPARE(QString::fromStdString(out), expected);
        auto back = expandHostlist(out);
        std::sort(back.begin(), back.end());
        std::sort(v.begin(), v.end());
        QCOMPARE(back, v);
    }
};

PLENUM_EXPORT_TEST_MAIN(TestExportSlurm)
#include "test_export_slurm.moc"
