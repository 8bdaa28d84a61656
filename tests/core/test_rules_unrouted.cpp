// SPDX-License-Identifier: GPL-3.0-or-later
// cable.unrouted (issue #23): a routed project whose links are not all cables fails its check,
// each finding naming the link and the router's reason; a fully routed project, a project never
// routed and links of later phases stay quiet.
#include "model/index.h"
#include "routing/router.h"
#include "rules/rules.h"
#include "templates/templates.h"

#include <QtTest>

#include <algorithm>

using namespace plenum;

namespace {

Project routedHall()
{
    TemplateOptions options;
    options.nodes = 32;
    options.target_nodes = 64;
    Project p = projectFromTemplate("dgx-h100-superpod", options);
    const routing::RouteReport report = routing::routeProject(p);
    if (!report.unrouted.empty() || p.cables.size() != p.links.size())
        throw std::logic_error("the template does not route completely");
    return p;
}

rules::Findings unrouted(const Project &p, const std::string &phase = {})
{
    return rules::runChecks(p, { phase, { "cable.unrouted" } });
}

Id phaseId(const Project &p, const std::string &name)
{
    for (const auto &ph : p.phases)
        if (ph.name == name)
            return ph.id;
    return kNoId;
}

} // namespace

class TestRulesUnrouted : public QObject {
    Q_OBJECT
private slots:
    void quietWhenEveryLinkIsACable()
    {
        const Project p = routedHall();
        QVERIFY(unrouted(p).empty());
        QVERIFY(unrouted(p, "day-one").empty());
    }

    void quietBeforeTheFirstRouting()
    {
        TemplateOptions options;
        options.nodes = 32;
        const Project p = projectFromTemplate("dgx-h100-superpod", options);
        QVERIFY(p.cables.empty());
        QVERIFY(!p.links.empty());
        QVERIFY(unrouted(p).empty());
    }

    // A node taken out of its rack: the router leaves each of its links without a cable, and the
    // check reports exactly those links, each with the router's reason.
    void nodeOutOfItsRack()
    {
        Project p = routedHall();
        Device *node = nullptr;
        for (auto &d : p.devices)
            if (d.name == "node00001")
                node = &d;
        QVERIFY(node);
        const Id rack = node->rack;
        const int u = node->u_position;
        node->rack = kNoId;
        node->u_position = 0;
        const Id nodeId = node->id;
        std::vector<Id> expected;
        for (const auto &l : p.links)
            if (l.a.device == nodeId || l.b.device == nodeId)
                expected.push_back(l.id);
        QVERIFY(expected.size() >= 8 + 4 + 1); // 8 rails, storage and in-band, BMC (and its PSUs)
        const routing::RouteReport report = routing::routeProject(p);
        QCOMPARE(report.unrouted.size(), expected.size());
        QCOMPARE(p.cables.size(), p.links.size() - expected.size());

        const Project before = p;
        const rules::Findings found = unrouted(p);
        QVERIFY(p == before); // the check's plan-only routing changes nothing
        QCOMPARE(found.size(), expected.size());
        std::vector<Id> reported;
        for (const auto &f : found) {
            QVERIFY(f.severity == rules::Severity::Error);
            QCOMPARE(f.title, std::string("Link without a cable"));
            reported.push_back(f.objects.front());
            QVERIFY2(f.message.find("has no cable: device 'node00001' is not in a rack") != std::string::npos,
                f.message.c_str());
            QVERIFY2(f.message.find("link " + std::to_string(f.objects.front()) + " (") == 0, f.message.c_str());
            QVERIFY2(f.message.find("node00001:") != std::string::npos, f.message.c_str());
        }
        std::sort(reported.begin(), reported.end());
        std::sort(expected.begin(), expected.end());
        QCOMPARE(reported, expected);

        // Back in its rack and routed again: quiet.
        for (auto &d : p.devices)
            if (d.id == nodeId) {
                d.rack = rack;
                d.u_position = u;
            }
        QVERIFY(routing::routeProject(p).unrouted.empty());
        QVERIFY(unrouted(p).empty());
    }

    // A link no catalogue cable fits: the reason names the speed and the two connectors.
    void noCatalogueCable()
    {
        Project p = routedHall();
        const ProjectIndex index(p);
        // A GPU node's BMC (RJ45, 1G) wired by mistake to a compute leaf's OSFP port.
        Id node = kNoId, leaf = kNoId;
        for (const auto &d : p.devices) {
            if (d.name == "node00001")
                node = d.id;
            if (index.typeOfDevice(d.id)->role == "leaf" && leaf == kNoId && d.name.find("leaf") != std::string::npos)
                leaf = d.id;
        }
        QVERIFY(node != kNoId && leaf != kNoId);
        const DeviceType &nodeType = *index.typeOfDevice(node);
        const DeviceType &leafType = *index.typeOfDevice(leaf);
        const int bmc = nodeType.portIndex("BMC");
        QVERIFY(bmc >= 0);
        QCOMPARE(nodeType.ports[std::size_t(bmc)].connector, std::string("RJ45"));
        int osfp = -1;
        for (std::size_t i = 0; i < leafType.ports.size() && osfp < 0; ++i)
            if (leafType.ports[i].connector == "OSFP")
                osfp = int(i);
        QVERIFY(osfp >= 0);
        Link l;
        l.id = p.allocateId();
        l.a = { node, bmc };
        l.b = { leaf, osfp };
        l.fabric = Fabric::OutOfBand;
        l.tier = Tier::Management;
        l.phase = phaseId(p, "day-one");
        p.links.push_back(l);
        const rules::Findings found = unrouted(p);
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found.front().objects.front(), l.id);
        QVERIFY2(found.front().message.find("the catalogue has no ") != std::string::npos
                && found.front().message.find("cable between RJ45 and OSFP") != std::string::npos,
            found.front().message.c_str());
        QCOMPARE(rules::errorCount(found), std::size_t(1));
    }

    // A cable missing from a target-phase link: an error at target, nothing at day-one; a link the
    // router would cable now says so.
    void phases()
    {
        Project p = routedHall();
        const Id target = phaseId(p, "target");
        auto it = std::find_if(p.cables.begin(), p.cables.end(), [&](const Cable &c) { return c.phase == target; });
        QVERIFY(it != p.cables.end());
        const Id link = it->link;
        p.cables.erase(it);
        QVERIFY(unrouted(p, "day-one").empty());
        const rules::Findings found = unrouted(p, "target");
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found.front().objects.front(), link);
        QVERIFY2(found.front().message.find("added after the last routing") != std::string::npos,
            found.front().message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestRulesUnrouted)
#include "test_rules_unrouted.moc"
