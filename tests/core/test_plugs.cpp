// SPDX-License-Identifier: GPL-3.0-or-later
// Cables that really plug in (DESIGN.md §5, issue #16): media are chosen per cage. Hand-computed
// set-up (as in test_routing): racks 600 × 1200 mm, 42U; U1 100 mm above the floor, managers 50 mm
// inside the sides, loops 300 mm per end, 50 mm per bend. Every port sits on the rear face 41 mm
// from the panel's left edge seen from the rear, 20 mm up: s = 241.3 − 41 = 200.3, 50.3 mm to the
// right manager, 0 mm along the depth (a 600 mm deep device's rear is at the manager's v = 600).
// Two devices in one rack at U10 and U21: A runs 50.3 + 11 × 44.45 = 539.25 → 539 mm, B 50 mm;
// 4 bends = 200, loops 600: every link needs 1389 mm, an NDR in-rack link of ~1.4 m.
#include "catalog/catalog.h"
#include "export/bom.h"
#include "fabric/fabric_templates.h"
#include "fabric/fat_tree.h"
#include "routing/cage_plan.h"
#include "routing/links_by_device.h"
#include "routing/plugs.h"
#include "routing/router.h"
#include "rules/rules.h"
#include "templates/templates.h"

#include <QtTest>

#include <algorithm>
#include <random>
#include <unordered_map>

using namespace plenum;
using namespace plenum::routing;

namespace {

struct Rig {
    Project p;
    Id phase = 0, hall = 0, rack = 0, twinType = 0, singleType = 0, flatTwinType = 0;

    Rig()
    {
        phase = p.allocateId();
        p.phases = { { phase, "day-one" } };
        Hall h;
        h.id = hall = p.allocateId();
        h.name = "H";
        h.outline = { { 0, 0 }, { 30000, 0 }, { 30000, 10000 }, { 0, 10000 } };
        p.halls = { h };
        RackType rt;
        rt.id = p.allocateId();
        rt.slug = "r";
        rt.width_mm = 600;
        rt.depth_mm = 1200;
        rt.height_u = 42;
        p.rack_types = { rt };
        // A switch of finned twin-port OSFP cages (two 400G ports per cage, as the QM9700), a server
        // of flat-top single-port 400G OSFP cages (ConnectX-7 OSFP: "OSFP-RHS", riding heat sink) and
        // one of flat-top twin-port cages (the DGX H100's compute cages).
        DeviceType twin;
        twin.id = twinType = p.allocateId();
        twin.slug = "twin";
        twin.u_height = 1;
        twin.depth_mm = 600;
        for (int c = 1; c <= 4; ++c)
            for (int port = 1; port <= 2; ++port)
                twin.ports.push_back({ "C" + std::to_string(c) + "P" + std::to_string(port), "OSFP",
                    "C" + std::to_string(c), 4, 400, Face::Rear, 41, 20, false });
        DeviceType single = twin;
        single.id = singleType = p.allocateId();
        single.slug = "single";
        single.ports.clear();
        for (int c = 1; c <= 2; ++c)
            single.ports.push_back({ "nic" + std::to_string(c), "OSFP-RHS", "", 4, 400, Face::Rear, 41, 20, false });
        DeviceType flatTwin = twin;
        flatTwin.id = flatTwinType = p.allocateId();
        flatTwin.slug = "flat-twin";
        for (auto &port : flatTwin.ports)
            port.connector = "OSFP-RHS";
        p.device_types = { twin, single, flatTwin };
        Rack r;
        r.id = rack = p.allocateId();
        r.name = "A01";
        r.hall = hall;
        r.rack_type = rt.id;
        r.position = { 1000, 2000 };
        r.phase = phase;
        p.racks = { r };
    }

    Id device(Id type, int u)
    {
        Device d;
        d.id = p.allocateId();
        d.name = "d" + std::to_string(d.id);
        d.device_type = type;
        d.rack = rack;
        d.u_position = u;
        d.phase = phase;
        p.devices.push_back(d);
        return d.id;
    }

    Id link(Id a, int pa, Id b, int pb)
    {
        Link l;
        l.id = p.allocateId();
        l.a = { a, pa };
        l.b = { b, pb };
        l.fabric = Fabric::Compute;
        l.tier = Tier::NodeLeaf;
        l.phase = phase;
        p.links.push_back(l);
        return l.id;
    }

    const Cable &cableOf(Id link) const
    {
        for (const auto &c : p.cables)
            if (c.link == link)
                return c;
        static Cable none;
        return none;
    }

    double bomQuantity(const std::string &category) const
    {
        double q = 0;
        for (const auto &row : exporting::bomRows(p))
            if (row.phase == "total" && row.category == category)
                q += row.quantity;
        return q;
    }
};

} // namespace

class TestPlugs : public QObject {
    Q_OBJECT

private slots:
    // The cages of a whole SuperPOD's links, found in runs of links on the machine's threads
    // (linkCages), are each link's own: cageOf of each end with the links on its port, and the
    // cage's place among the device ports.
    void cagesOfManyLinksAreEachLinksOwn()
    {
        const Project p = projectFromTemplate("dgx-h100-superpod", {});
        QVERIFY2(p.links.size() > 4096, "enough links for several runs");
        const ProjectIndex index(p);
        const PortUses uses(p, index);
        const std::vector<LinkCages> cages = linkCages(p, index, uses);
        QCOMPARE(cages.size(), p.links.size());
        for (std::size_t i = 0; i < p.links.size(); ++i)
            for (const bool atA : { true, false }) {
                const PortRef &port = atA ? p.links[i].a : p.links[i].b;
                const CageEnd want = cageOf(index, port, uses(port));
                const CageEnd &got = atA ? cages[i].a : cages[i].b;
                QCOMPARE(got.device, want.device);
                QCOMPARE(got.first_port, want.first_port);
                QCOMPARE(got.capacity, want.capacity);
            }
    }

    // The links by device kept across edits (routing/links_by_device.h): updated by links removed,
    // added and moved to another device, they list what a table made of the edited project lists;
    // a removed link they do not list makes them of no project.
    void linksByDeviceFollowTheEdits()
    {
        Project p = projectFromTemplate("dgx-h100-superpod", {});
        LinksByDevice kept(p);
        QVERIFY(kept.holds(p));
        std::vector<Link> removed(p.links.begin() + 10, p.links.begin() + 14);
        p.links.erase(p.links.begin() + 10, p.links.begin() + 14);
        Link added = removed[0];
        added.id = p.next_id++;
        p.links.push_back(added);
        const Link movedWas = p.links[20];
        p.links[20].b = p.links[30].a; // end b onto another device's port
        std::vector<std::pair<const Link *, const Link *>> changes;
        for (const Link &l : removed)
            changes.push_back({ &l, nullptr });
        changes.push_back({ nullptr, &p.links.back() });
        changes.push_back({ &movedWas, &p.links[20] });
        QVERIFY(kept.update(changes));
        QVERIFY(kept.holds(p));
        const LinksByDevice fresh(p);
        auto sorted = [](std::span<const Id> ids) {
            std::vector<Id> v(ids.begin(), ids.end());
            std::sort(v.begin(), v.end());
            return v;
        };
        for (const Device &d : p.devices)
            QCOMPARE(sorted(kept.of(d.id)), sorted(fresh.of(d.id)));
        QVERIFY(sorted(kept.of(movedWas.b.device))
            != sorted(LinksByDevice(projectFromTemplate("dgx-h100-superpod", {})).of(movedWas.b.device)));
        QVERIFY(!kept.update({ { &removed[1], nullptr } })); // already gone
        QVERIFY(!kept.holds(p));
    }

    // After an edit of links, the cages and pairs patched from the last ones (patchCages, what an
    // incremental route does) are those made again for every link: links taken out of the middle
    // and put back at the end in another order, a link moved onto a port that then carries two
    // (its cage's slots change, and with them the pairs of the links sharing its cages).
    void patchedCagesAreThoseMadeAgain()
    {
        const Project p0 = projectFromTemplate("dgx-h100-superpod", {});
        const ProjectIndex index0(p0);
        const std::vector<LinkCages> cages0 = linkCages(p0, index0);
        const std::vector<CageGroup> groups0 = groupByCage(cages0);
        QVERIFY2(std::count_if(
                     groups0.begin(), groups0.end(), [](const CageGroup &g) { return g.partner != CageGroup::npos; })
                > 100,
            "the SuperPOD pairs links in cages");
        std::mt19937 random(17);
        for (int round = 0; round < 12; ++round) {
            Project p = p0;
            IdSet devices;
            auto named = [&](const Link &l) {
                devices.insert(l.a.device);
                devices.insert(l.b.device);
            };
            // The last 1 to 6 links taken out, half of them put back in another order (an edit
            // appends its links; an undo takes them out).
            std::vector<Link> out(p.links.end() - 1 - round % 6, p.links.end());
            p.links.resize(p.links.size() - out.size());
            for (const Link &l : out)
                named(l);
            std::shuffle(out.begin(), out.end(), random);
            for (std::size_t k = 0; k < out.size(); k += 2)
                p.links.push_back(out[k]);
            // One link's end b moved onto another link's port b.
            const std::size_t from = random() % (p.links.size() - 6), onto = random() % p.links.size();
            named(p.links[from]);
            p.links[from].b = p.links[onto].b;
            named(p.links[from]);
            std::size_t prefix = 0;
            while (prefix < p.links.size() && p.links[prefix].id == p0.links[prefix].id)
                ++prefix;
            // The last run's cages and pairs in the project's order: those past the common front
            // are added (their pairs there gone).
            const ProjectIndex index(p);
            std::vector<LinkCages> cages(cages0.begin(), cages0.begin() + std::ptrdiff_t(prefix));
            std::vector<CageGroup> groups(groups0.begin(), groups0.begin() + std::ptrdiff_t(prefix));
            for (CageGroup &g : groups)
                if (g.partner != CageGroup::npos && g.partner >= prefix)
                    g.partner = CageGroup::npos;
            cages.resize(p.links.size());
            groups.resize(p.links.size());
            std::vector<std::size_t> added;
            for (std::size_t i = prefix; i < p.links.size(); ++i)
                added.push_back(i);
            // The same patch found through the links by device (as a reroute finds it).
            std::vector<LinkCages> listedCages = cages;
            std::vector<CageGroup> listedGroups = groups;
            const LinksByDevice byDevice(p);
            const std::optional<CagePatch> patch = patchCages(p, index, added, devices, cages, groups, p.links.size());
            QVERIFY(patch);
            const std::optional<CagePatch> listed
                = patchCages(p, index, added, devices, listedCages, listedGroups, p.links.size(), &byDevice);
            QVERIFY(listed);
            QCOMPARE(listed->links, patch->links);
            QCOMPARE(listed->uses, patch->uses);
            for (std::size_t i = 0; i < p.links.size(); ++i) {
                QVERIFY(listedCages[i].a == cages[i].a && listedCages[i].b == cages[i].b);
                QCOMPARE(listedCages[i].a.capacity, cages[i].a.capacity);
                QCOMPARE(listedCages[i].b.capacity, cages[i].b.capacity);
                QCOMPARE(listedGroups[i].partner, groups[i].partner);
                QCOMPARE(int(listedGroups[i].assembly), int(groups[i].assembly));
            }
            const PortUses uses(p, index);
            const std::vector<LinkCages> wantCages = linkCages(p, index, uses);
            const std::vector<CageGroup> wantGroups = groupByCage(wantCages);
            QCOMPARE(cages.size(), p.links.size());
            QCOMPARE(groups.size(), p.links.size());
            for (std::size_t i = 0; i < p.links.size(); ++i) {
                for (const bool atA : { true, false }) {
                    const CageEnd &got = atA ? cages[i].a : cages[i].b, &want = atA ? wantCages[i].a : wantCages[i].b;
                    QCOMPARE(got.device, want.device);
                    QCOMPARE(got.first_port, want.first_port);
                    QCOMPARE(got.capacity, want.capacity);
                }
                QCOMPARE(cages[i].valid, wantCages[i].valid);
                QCOMPARE(int(groups[i].assembly), int(wantGroups[i].assembly));
                QCOMPARE(groups[i].partner, wantGroups[i].partner);
                QCOMPARE(groups[i].lead, wantGroups[i].lead);
                QCOMPARE(groups[i].twin_at_a, wantGroups[i].twin_at_a);
            }
            // The links on the ports of the devices named, for every link made again.
            QVERIFY(std::is_sorted(patch->links.begin(), patch->links.end()));
            QCOMPARE(patch->uses.size(), patch->links.size());
            for (std::size_t k = 0; k < patch->links.size(); ++k) {
                const Link &l = p.links[patch->links[k]];
                QCOMPARE(patch->uses[k][0], devices.count(l.a.device) ? uses(l.a) : -1);
                QCOMPARE(patch->uses[k][1], devices.count(l.b.device) ? uses(l.b) : -1);
            }
        }
        // A link taken out of the middle: the cages and pairs of those after it move up by one
        // (as the router moves them), the link's ends are named, nothing is added.
        Project p = p0;
        const std::size_t at = p.links.size() / 2;
        const Link gone = p.links[at];
        p.links.erase(p.links.begin() + std::ptrdiff_t(at));
        std::vector<LinkCages> cages = cages0;
        std::vector<CageGroup> groups = groups0;
        cages.erase(cages.begin() + std::ptrdiff_t(at));
        groups.erase(groups.begin() + std::ptrdiff_t(at));
        for (CageGroup &g : groups)
            if (g.partner == at)
                g.partner = CageGroup::npos;
            else if (g.partner != CageGroup::npos && g.partner > at)
                --g.partner;
        const ProjectIndex index(p);
        QVERIFY(patchCages(p, index, {}, { gone.a.device, gone.b.device }, cages, groups, p.links.size()));
        const std::vector<LinkCages> wantCages = linkCages(p, index);
        const std::vector<CageGroup> wantGroups = groupByCage(wantCages);
        for (std::size_t i = 0; i < p.links.size(); ++i) {
            QCOMPARE(cages[i].a.capacity, wantCages[i].a.capacity);
            QCOMPARE(cages[i].b.capacity, wantCages[i].b.capacity);
            QCOMPARE(groups[i].partner, wantGroups[i].partner);
            QCOMPARE(int(groups[i].assembly), int(wantGroups[i].assembly));
        }
        // Too many links to make again: nothing changed, whether found by passes or by device.
        const std::vector<LinkCages> kept = cages;
        QVERIFY(!patchCages(p, index, {}, { gone.a.device, gone.b.device }, cages, groups, 2));
        const LinksByDevice byDevice(p);
        QVERIFY(!patchCages(p, index, {}, { gone.a.device, gone.b.device }, cages, groups, 2, &byDevice));
        QCOMPARE(cages.size(), kept.size());
        QCOMPARE(cages[at].a.capacity, kept[at].a.capacity);
    }

    // Both ports of cage C1 of one switch to both ports of cage C1 of the other: one twin-port
    // passive DAC (MCP4Y10, 0.5/1/1.5/2 m) for both links, ordered at 1.5 m for 1389 mm.
    // Against it: two 2 m MPO trunks and four twin-port SR4 optics. One cable, no transceiver.
    void twinCageToOneFarCageTakesOneTwinCable()
    {
        Rig r;
        const Id a = r.device(r.twinType, 10), b = r.device(r.twinType, 21);
        const Id l1 = r.link(a, 0, b, 0), l2 = r.link(a, 1, b, 1);
        const RouteReport report = routeProject(r.p);
        QVERIFY(report.unrouted.empty());
        const Cable &c1 = r.cableOf(l1), &c2 = r.cableOf(l2);
        for (const Cable *c : { &c1, &c2 }) {
            QCOMPARE(c->media, std::string("dac"));
            QCOMPARE(c->sku, std::string("MCP4Y10-N1500MM"));
            QCOMPARE(c->required_length_mm, std::int64_t(1389));
            QCOMPARE(c->ordered_length_mm, std::int64_t(1500));
            QVERIFY(c->transceiver_a.empty() && c->transceiver_b.empty());
        }
        QCOMPARE(c1.label, c2.label);
        QCOMPARE(report.cables, std::int64_t(2));
        QCOMPARE(report.cable_assemblies, std::int64_t(1));
        QCOMPARE(report.transceivers, std::int64_t(0));
        QCOMPARE(r.bomQuantity("Cables"), 1.0);
        QCOMPARE(r.bomQuantity("Transceivers"), 0.0);
    }

    // A twin-port cage to two single-port ConnectX-7 ends: one 1:2 splitter DAC (MCP7Y00,
    // 1/1.5/2/2.5/3 m) at 1.5 m — the NDR in-rack link of ~1.4 m is copper.
    void twinCageToTwoSinglePortEndsTakesASplitter()
    {
        Rig r;
        // Both servers at U21 (the rig checks no U overlap; only the port positions matter here).
        const Id sw = r.device(r.twinType, 10), n1 = r.device(r.singleType, 21), n2 = r.device(r.singleType, 21);
        const Id l1 = r.link(sw, 0, n1, 0), l2 = r.link(n2, 0, sw, 1);
        const RouteReport report = routeProject(r.p);
        QVERIFY(report.unrouted.empty());
        const Cable &c1 = r.cableOf(l1), &c2 = r.cableOf(l2);
        QCOMPARE(c1.sku, std::string("MCP7Y00-N1500MM"));
        QCOMPARE(c2.sku, std::string("MCP7Y00-N1500MM"));
        QCOMPARE(c1.media, std::string("dac"));
        QCOMPARE(c1.label, c2.label);
        QCOMPARE(c1.required_length_mm, std::int64_t(1389));
        QCOMPARE(report.cable_assemblies, std::int64_t(1));
        QCOMPARE(report.transceivers, std::int64_t(0));
        QCOMPARE(r.bomQuantity("Cables"), 1.0);
    }

    // An edit in one rack reroutes a shared cable whole: the splitter's leg into the next rack
    // (A02, 600 mm along a ladder) is rerouted with the leg that stays in A01, and the result is
    // the full route's.
    void editReroutesASharedCableWhole()
    {
        Rig r;
        Rack next = r.p.racks.front();
        next.id = r.p.allocateId();
        next.name = "A02";
        next.position = { 1600, 2000 };
        r.p.racks.push_back(next);
        Pathway ladder;
        ladder.id = r.p.allocateId();
        ladder.name = "Row A";
        ladder.hall = r.hall;
        ladder.points = { { 400, 2000, 2300 }, { 2500, 2000, 2300 } };
        ladder.width_mm = 300;
        ladder.loading_depth_mm = 100;
        ladder.phase = r.phase;
        r.p.pathways.push_back(ladder);
        // Switch at U41 and the far server at U41 next door: each end 50.3 + 68.9 (to the top) =
        // 119 mm, drops 333 + 333, ladder 600, 8 bends 400, loops 600: 2504 mm → the 3 m splitter.
        const Id sw = r.device(r.twinType, 41), n1 = r.device(r.singleType, 30);
        const Id n2 = r.device(r.singleType, 41);
        r.p.devices.back().rack = next.id;
        const Id l1 = r.link(sw, 0, n1, 0), l2 = r.link(sw, 1, n2, 0);
        routeProject(r.p);
        QCOMPARE(r.cableOf(l2).required_length_mm, std::int64_t(2504));
        QCOMPARE(r.cableOf(l1).sku, std::string("MCP7Y00-N003"));
        QCOMPARE(r.cableOf(l1).label, r.cableOf(l2).label);
        const std::vector<Cable> full = r.p.cables;
        RouteOptions only;
        only.only_racks = { next.id };
        const RouteReport report = routeProject(r.p, only);
        QCOMPARE(report.routed, std::int64_t(2));
        QVERIFY(r.p.cables == full);
    }

    // A twin-port cage whose two links go to two different twin-port cages: no shared cable fits,
    // and no single-link plug may go into half of a twin-port cage — so a twin-port 2 × SR4
    // transceiver in each of the three cages and one MPO trunk per link. The router, the plugs
    // count and the BOM all say 3 transceivers, 2 cables.
    void twinCageToTwoFarCagesTakesTwinTransceivers()
    {
        Rig r;
        const Id a = r.device(r.twinType, 10), b = r.device(r.twinType, 21), c = r.device(r.twinType, 30);
        const Id l1 = r.link(a, 0, b, 0), l2 = r.link(a, 1, c, 2);
        const RouteReport report = routeProject(r.p);
        QVERIFY(report.unrouted.empty());
        for (Id l : { l1, l2 }) {
            const Cable &cable = r.cableOf(l);
            QCOMPARE(cable.media, std::string("mmf-mpo"));
            QCOMPARE(cable.transceiver_a, std::string("MMA4Z00-NS"));
            QCOMPARE(cable.transceiver_b, std::string("MMA4Z00-NS"));
        }
        QVERIFY(r.cableOf(l1).label != r.cableOf(l2).label);
        QCOMPARE(report.transceivers, std::int64_t(3));
        QCOMPARE(std::int64_t(pluggedTransceivers(r.p, ProjectIndex(r.p)).size()), std::int64_t(3));
        QCOMPARE(r.bomQuantity("Transceivers"), 3.0);
        QCOMPARE(report.cable_assemblies, std::int64_t(2));
        QCOMPARE(r.bomQuantity("Cables"), 2.0);
    }

    // A flat-top twin-port cage (DGX H100) to a finned switch cage in the rack, both links: the
    // twin-port DAC with one flat-top end (MCP4Y10-Nxxx-FLT), never the finned-both-ends MCP4Y10
    // that would not fit the server's riding heat sink. Same 1389 mm → 1.5 m.
    void flatTopCageTakesTheFlatTopDac()
    {
        Rig r;
        const Id sw = r.device(r.twinType, 10), dgx = r.device(r.flatTwinType, 21);
        const Id l1 = r.link(dgx, 0, sw, 0), l2 = r.link(sw, 1, dgx, 1);
        const RouteReport report = routeProject(r.p);
        QVERIFY(report.unrouted.empty());
        for (Id l : { l1, l2 }) {
            QCOMPARE(r.cableOf(l).sku, std::string("MCP4Y10-N1500MM-FLT"));
            QCOMPARE(r.cableOf(l).required_length_mm, std::int64_t(1389));
        }
        QCOMPARE(report.cable_assemblies, std::int64_t(1));
        QCOMPARE(catalog::builtinCatalog().cableTypeFor("dac", "MCP4Y10-N1500MM-FLT")->id,
            std::string("dac-osfp-2x400g-flt"));
        QCOMPARE(catalog::builtinCatalog().cableTypeFor("dac", "MCP4Y10-N1500MM")->id, std::string("dac-osfp-2x400g"));
    }

    // The flat-top twin cage's two links to two different switch cages: fibre, with the flat-top
    // twin-port 2 × SR4 (MMA4Z00-NS-FLT) in the server's cage and the finned MMA4Z00-NS in the
    // switches' — the finned module is made for air-cooled switch cages only.
    void flatTopCageTakesFlatTopOptics()
    {
        Rig r;
        const Id dgx = r.device(r.flatTwinType, 10), s1 = r.device(r.twinType, 21), s2 = r.device(r.twinType, 30);
        const Id l1 = r.link(dgx, 0, s1, 0), l2 = r.link(s2, 2, dgx, 1);
        const RouteReport report = routeProject(r.p);
        QVERIFY(report.unrouted.empty());
        const Cable &c1 = r.cableOf(l1), &c2 = r.cableOf(l2);
        QCOMPARE(c1.media, std::string("mmf-mpo"));
        QCOMPARE(c1.transceiver_a, std::string("MMA4Z00-NS-FLT"));
        QCOMPARE(c1.transceiver_b, std::string("MMA4Z00-NS"));
        QCOMPARE(c2.transceiver_a, std::string("MMA4Z00-NS"));
        QCOMPARE(c2.transceiver_b, std::string("MMA4Z00-NS-FLT"));
        QCOMPARE(report.transceivers, std::int64_t(3));
        // The checker agrees: every transceiver fits its cage.
        for (const auto &f : rules::runChecks(r.p))
            QVERIFY2(f.code != "cable.connector-mismatch", f.message.c_str());
    }

    // One count of transceivers: the route report, the BOM and — for the compute fabric — the
    // fabric report agree. One SU of the DGX H100 SuperPOD (32 nodes, all links optical): 32 × 4
    // node cages + 8 leaves × (16 cages down + 16 up) + the spines' 256 ports in 128 cages = 512.
    // The project adds the UFM appliance's links, which the abstract fabric has not: left out here.
    void transceiverCountsAgree()
    {
        TemplateOptions options;
        options.nodes = 32;
        Project p = projectFromTemplate("dgx-h100-superpod", options);
        const RouteReport report = routeProject(p);
        QVERIFY(report.unrouted.empty());
        double bom = 0;
        for (const auto &row : exporting::bomRows(p))
            if (row.phase == "total" && row.category == "Transceivers")
                bom += row.quantity;
        QCOMPARE(std::int64_t(bom), report.transceivers);

        Project compute = p;
        const ProjectIndex index(compute);
        std::erase_if(compute.cables, [&](const Cable &c) {
            const Link *l = index.link(c.link);
            if (!l || l->fabric != Fabric::Compute)
                return true;
            for (Id d : { l->a.device, l->b.device })
                if (const DeviceType *t = index.typeOfDevice(d); t && t->role == "fabric-manager")
                    return true;
            return false;
        });
        fabric::FabricSpec spec = fabric::fabricTemplate("dgx-h100-superpod").spec;
        spec.nodes = spec.target_nodes = 32;
        const fabric::FabricCounts counts = fabric::countFabric(fabric::buildFatTree(spec));
        QCOMPARE(counts.transceivers, std::int64_t(512));
        QCOMPARE(std::int64_t(pluggedTransceivers(compute, ProjectIndex(compute)).size()), counts.transceivers);
    }

    // A cage is its device's and first port's whatever the ids: a SuperPOD whose every third
    // device takes an id far beyond the project's (as a file from elsewhere may number them; the
    // others keep theirs, so devices are numbered both by table and by map) pairs its links as
    // with the ids it was made with.
    void cagesGroupAsOneWhateverTheDeviceIds()
    {
        const Project p0 = projectFromTemplate("dgx-h100-superpod", {});
        const std::vector<CageGroup> want = groupByCage(linkCages(p0, ProjectIndex(p0)));
        Project p = p0;
        std::unordered_map<Id, Id> far;
        for (std::size_t k = 0; k < p.devices.size(); k += 3) {
            const Id to = (Id(1) << 40) + Id(k);
            far.emplace(p.devices[k].id, to);
            p.devices[k].id = to;
        }
        std::size_t moved = 0;
        for (Link &l : p.links)
            for (PortRef *end : { &l.a, &l.b })
                if (const auto it = far.find(end->device); it != far.end()) {
                    end->device = it->second;
                    ++moved;
                }
        QVERIFY2(moved > 1000 && moved < 2 * p.links.size(), "link ends on both kinds of id");
        const std::vector<CageGroup> got = groupByCage(linkCages(p, ProjectIndex(p)));
        QCOMPARE(got.size(), want.size());
        std::size_t paired = 0;
        for (std::size_t i = 0; i < want.size(); ++i) {
            QCOMPARE(int(got[i].assembly), int(want[i].assembly));
            QCOMPARE(got[i].partner, want[i].partner);
            QCOMPARE(got[i].lead, want[i].lead);
            QCOMPARE(got[i].twin_at_a, want[i].twin_at_a);
            paired += want[i].partner != CageGroup::npos;
        }
        QVERIFY2(paired > 100, "the SuperPOD pairs links in cages");
    }

    // routing/cage_plan.h on its own: which links share a cable.
    void groupingByCage_data()
    {
        QTest::addColumn<QString>("far"); // the far ends: "same" cage, "two" twin cages, "singles"
        QTest::addColumn<int>("assembly");
        QTest::addRow("one far twin cage") << "same" << int(Assembly::TwinCable);
        QTest::addRow("two far twin cages") << "two" << int(Assembly::PerLink);
        QTest::addRow("two single-port ends") << "singles" << int(Assembly::Splitter);
        QTest::addRow("one single port, one twin cage") << "mixed" << int(Assembly::PerLink);
    }
    void groupingByCage()
    {
        QFETCH(QString, far);
        QFETCH(int, assembly);
        Rig r;
        const Id a = r.device(r.twinType, 10);
        if (far == "same") {
            const Id b = r.device(r.twinType, 20);
            r.link(a, 0, b, 2);
            r.link(b, 3, a, 1); // reversed orientation: still the same two cages
        } else if (far == "two") {
            r.link(a, 0, r.device(r.twinType, 20), 0);
            r.link(a, 1, r.device(r.twinType, 22), 0);
        } else if (far == "singles") {
            r.link(a, 0, r.device(r.singleType, 20), 0);
            r.link(r.device(r.singleType, 22), 1, a, 1);
        } else {
            r.link(a, 0, r.device(r.singleType, 20), 0);
            r.link(a, 1, r.device(r.twinType, 22), 0);
        }
        const ProjectIndex index(r.p);
        const auto groups = groupByCage(linkCages(r.p, index));
        QCOMPARE(int(groups.size()), 2);
        QCOMPARE(int(groups[0].assembly), assembly);
        QCOMPARE(int(groups[1].assembly), assembly);
        if (assembly != int(Assembly::PerLink)) {
            QCOMPARE(groups[0].partner, std::size_t(1));
            QCOMPARE(groups[1].partner, std::size_t(0));
            QVERIFY(groups[0].lead && !groups[1].lead);
        }
        if (far == "singles") {
            QVERIFY(groups[0].twin_at_a);
            QVERIFY(!groups[1].twin_at_a);
        }
    }
};

QTEST_APPLESS_MAIN(TestPlugs)
#include "test_plugs.moc"
