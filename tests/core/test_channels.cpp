// SPDX-License-Identifier: GPL-3.0-or-later
// Structured cabling (issue #16, model/channel.h, routing/channels.h): a link patched through two
// fibre panels is laid as a cord at each end and a trunk between the panels' trunk ports, shared by
// every channel behind those ports. Set-up: two rows 3 m apart (racks A01 at (1000, 2000) and B01 at
// (1000, 5000), 600 × 1200 mm, 42U), one ladder at 2300 mm that runs along row A to x = 2500,
// crosses the aisle and comes back along row B: 1500 + 3000 + 1500 = 6000 mm of tray between the
// racks, whose centres are 3000 mm apart. A server in A01, a switch in B01, a 24-port panel
// (F1–F12 behind trunk port T1) at the top of each rack.
#include "catalog/catalog.h"
#include "edit/device_edit.h"
#include "edit/rack_edit.h"
#include "model/channel.h"
#include "model/id_set.h"
#include "model/index.h"
#include "routing/incremental.h"
#include "routing/router.h"
#include "rules/incremental_check.h"
#include "rules/rules.h"
#include "store/project_file.h"
#include "templates/templates.h"
#include "json/project_json.h"

#include <fmt/format.h>

#include <QtTest>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <set>

using namespace plenum;
using namespace plenum::routing;

namespace {

constexpr int kF1 = 0, kF2 = 1, kT1 = 24;

struct Rig {
    Project p;
    Id phase = 0, hall = 0, rackA = 0, rackB = 0, nicType = 0, panelType = 0;
    Id server = 0, sw = 0, panelA = 0, panelB = 0;

    explicit Rig(int rowGapMm = 3000)
    {
        phase = p.allocateId();
        p.phases = { { phase, "day-one" } };
        Hall h;
        h.id = hall = p.allocateId();
        h.name = "H";
        h.outline = { { 0, 0 }, { 30000, 0 }, { 30000, 200000 }, { 0, 200000 } };
        p.halls = { h };
        RackType rt;
        rt.id = p.allocateId();
        rt.slug = "r";
        rt.width_mm = 600;
        rt.depth_mm = 1200;
        rt.height_u = 42;
        p.rack_types = { rt };
        // Flat-top single-port 400G OSFP cages (ConnectX-7 OSFP) at both ends.
        DeviceType nic;
        nic.id = nicType = p.allocateId();
        nic.slug = "nic";
        nic.u_height = 1;
        nic.depth_mm = 600;
        for (int c = 1; c <= 2; ++c)
            nic.ports.push_back({ "nic" + std::to_string(c), "OSFP-RHS", "", 4, 400, Face::Rear, 41, 20, false });
        const catalog::CatalogDevice *panel = catalog::builtinCatalog().findDevice("fibre-panel-mpo-24-trunk");
        Q_ASSERT(panel);
        DeviceType pt = panel->type;
        pt.id = panelType = p.allocateId();
        p.device_types = { nic, pt };
        rackA = rack("A01", { 1000, 2000 });
        rackB = rack("B01", { 1000, 2000 + rowGapMm });
        Pathway ladder;
        ladder.id = p.allocateId();
        ladder.name = "Ladder";
        ladder.hall = hall;
        ladder.points = { { 400, 2000, 2300 }, { 2500, 2000, 2300 }, { 2500, 2000 + std::int64_t(rowGapMm), 2300 },
            { 400, 2000 + std::int64_t(rowGapMm), 2300 } };
        ladder.width_mm = 300;
        ladder.loading_depth_mm = 100;
        ladder.phase = phase;
        p.pathways = { ladder };
        server = device(nicType, rackA, 10);
        sw = device(nicType, rackB, 20);
        panelA = device(panelType, rackA, 42);
        panelB = device(panelType, rackB, 42);
    }

    Id rack(const std::string &name, Point at)
    {
        Rack r;
        r.id = p.allocateId();
        r.name = name;
        r.hall = hall;
        r.rack_type = p.rack_types.front().id;
        r.position = at;
        r.phase = phase;
        p.racks.push_back(r);
        return r.id;
    }

    Id device(Id type, Id inRack, int u)
    {
        Device d;
        d.id = p.allocateId();
        d.name = "d" + std::to_string(d.id);
        d.device_type = type;
        d.rack = inRack;
        d.u_position = u;
        d.phase = phase;
        p.devices.push_back(d);
        return d.id;
    }

    Id link(PortRef a, PortRef b, PortRef patchA = {}, PortRef patchB = {})
    {
        Link l;
        l.id = p.allocateId();
        l.a = a;
        l.b = b;
        l.patch_a = patchA;
        l.patch_b = patchB;
        l.fabric = Fabric::Compute;
        l.tier = Tier::NodeLeaf;
        l.phase = phase;
        p.links.push_back(l);
        return l.id;
    }

    // Both server ports to both switch ports through F1 and F2 of each panel (both behind T1).
    std::pair<Id, Id> twoChannels()
    {
        return { link({ server, 0 }, { sw, 0 }, { panelA, kF1 }, { panelB, kF1 }),
            link({ server, 1 }, { sw, 1 }, { panelA, kF2 }, { panelB, kF2 }) };
    }

    const Cable *span(Id linkId, CableSpan s) const
    {
        for (const auto &c : p.cables)
            if (c.link == linkId && c.span == s)
                return &c;
        return nullptr;
    }

    std::vector<const Cable *> trunks() const
    {
        std::vector<const Cable *> out;
        for (const auto &c : p.cables)
            if (c.span == CableSpan::Trunk)
                out.push_back(&c);
        return out;
    }

    bool hasError(const std::string &fragment) const
    {
        for (const auto &e : checkInvariants(p))
            if (e.find(fragment) != std::string::npos)
                return true;
        return false;
    }
};

// The rig with each panel in a rack of its own beside its row's rack (A02, B02), both channels
// patched, managers of 1 mm² (every rack with a cable has a rack.cable-manager finding) and a
// detour limit of 1 mm (every cable with a tray run has a cable.detour finding).
Rig panelsInRacksOfTheirOwn()
{
    Rig r;
    r.p.rack_types.front().cable_manager_area_mm2 = 1;
    r.p.settings["cable.max_detour_mm"] = 1;
    const Id panelRackA = r.rack("A02", { 1600, 2000 }), panelRackB = r.rack("B02", { 1600, 5000 });
    r.p.devices.erase(std::remove_if(r.p.devices.begin(), r.p.devices.end(),
                          [&](const Device &d) { return d.id == r.panelA || d.id == r.panelB; }),
        r.p.devices.end());
    r.panelA = r.device(r.panelType, panelRackA, 42);
    r.panelB = r.device(r.panelType, panelRackB, 42);
    r.twoChannels();
    Q_ASSERT(checkInvariants(r.p).empty());
    return r;
}

} // namespace

class TestChannels : public QObject {
    Q_OBJECT

private slots:
    void panelFrontPortsSitBehindTheirTrunkPort()
    {
        const DeviceType &t = catalog::builtinCatalog().findDevice("fibre-panel-mpo-24-trunk")->type;
        QCOMPARE(t.ports.size(), std::size_t(26));
        QCOMPARE(trunkPortOf(t, 0), kT1); // F1 → T1
        QCOMPARE(trunkPortOf(t, 11), kT1); // F12 → T1
        QCOMPARE(trunkPortOf(t, 12), kT1 + 1); // F13 → T2
        QCOMPARE(trunkPortOf(t, 23), kT1 + 1); // F24 → T2
        QCOMPARE(trunkPortOf(t, kT1), -1); // a trunk port is no front port
        QCOMPARE(trunkPortOf(t, 26), -1);
    }

    // Two channels behind one trunk port pair: two cords each, one trunk between them, the panel
    // ends passive (no optic), one fibre for the trunk and its channels.
    void twoChannelsShareOneTrunk()
    {
        Rig r;
        const auto [l1, l2] = r.twoChannels();
        QVERIFY(checkInvariants(r.p).empty());
        const RouteReport report = routeProject(r.p);
        QVERIFY2(report.unrouted.empty(), report.unrouted.empty() ? "" : report.unrouted.front().reason.c_str());
        QCOMPARE(r.p.cables.size(), std::size_t(5));
        const auto trunks = r.trunks();
        QCOMPARE(trunks.size(), std::size_t(1));
        const Cable &t = *trunks.front();
        QCOMPARE(t.link, kNoId);
        QCOMPARE(t.end_a, (PortRef { r.panelA, kT1 }));
        QCOMPARE(t.end_b, (PortRef { r.panelB, kT1 }));
        QCOMPARE(t.media, std::string("mmf-trunk"));
        QVERIFY(t.transceiver_a.empty() && t.transceiver_b.empty());
        // Geometry against the floor: the trunk runs the 6000 mm of tray between the racks, which
        // are 3000 mm apart, plus its drops into the two racks.
        QVERIFY(t.required_length_mm > 6000);
        QVERIFY(t.ordered_length_mm >= t.required_length_mm);
        for (Id l : { l1, l2 }) {
            const Cable *a = r.span(l, CableSpan::CordA), *b = r.span(l, CableSpan::CordB);
            QVERIFY(a && b);
            QCOMPARE(a->media, std::string("mmf-mpo"));
            QCOMPARE(b->media, std::string("mmf-mpo"));
            // The optic at the device's end; the panel's end is passive.
            QVERIFY(!a->transceiver_a.empty() && a->transceiver_b.empty());
            QVERIFY(b->transceiver_a.empty() && !b->transceiver_b.empty());
            QVERIFY(a->label.size() > 2 && a->label.substr(a->label.size() - 2) == "-A");
            QVERIFY(b->label.size() > 2 && b->label.substr(b->label.size() - 2) == "-B");
            // A cord stays in its rack: shorter than the trunk's tray run.
            QVERIFY(a->required_length_mm < 6000 && b->required_length_mm < 6000);
            // The channel end to end is within the SR4 reach of 50 m (two panels included).
            QVERIFY(a->ordered_length_mm + t.ordered_length_mm + b->ordered_length_mm <= 50000);
            const Link *link = nullptr;
            for (const auto &k : r.p.links)
                if (k.id == l)
                    link = &k;
            QCOMPARE(cableEnds(*a, link).first, link->a);
            QCOMPARE(cableEnds(*a, link).second, link->patch_a);
            QCOMPARE(cableEnds(*b, link).first, link->patch_b);
            QCOMPARE(cableEnds(*b, link).second, link->b);
        }
        QVERIFY(checkInvariants(r.p).empty());
        // The trunk's length is the length of a plain cable between the two trunk ports.
        Rig plain;
        plain.link({ plain.panelA, kT1 }, { plain.panelB, kT1 });
        routeProject(plain.p);
        QCOMPARE(plain.p.cables.size(), std::size_t(1));
        QCOMPARE(t.required_length_mm, plain.p.cables.front().required_length_mm);
    }

    // Routing again keeps every cable's id and changes nothing.
    void rerouteIsStable()
    {
        Rig r;
        r.twoChannels();
        routeProject(r.p);
        const Project before = r.p;
        RouteOptions o;
        o.diff = true;
        const RouteReport again = routeProject(r.p, o);
        QVERIFY(again.diff.empty());
        QVERIFY(r.p == before); // next_id too: the run's stand-in ids for cords and trunks do not leak
    }

    // Rows 60 m apart: the multimode channel (50 m with two panels) does not reach; the trunk and
    // both its channels turn single-mode (cords, trunk and DR4 optics).
    void farRowsTurnThePlantSingleMode()
    {
        Rig r(60000);
        const auto [l1, l2] = r.twoChannels();
        const RouteReport report = routeProject(r.p);
        QVERIFY(report.unrouted.empty());
        QCOMPARE(r.trunks().front()->media, std::string("smf-trunk"));
        for (Id l : { l1, l2 })
            for (CableSpan s : { CableSpan::CordA, CableSpan::CordB })
                QCOMPARE(r.span(l, s)->media, std::string("smf-mpo"));
    }

    // cable.reach judges a channel end to end. Rows 3 m apart: quiet. A cord's SR4 optic on a
    // channel of 4.7 + 11 + 4.3 ≈ 20 m is fine; the same cords on rows 150 m apart — where no fibre
    // serves every channel, so each span keeps the router's own choice — run a channel of about
    // 160 m: every cord is named, for its media and for its SR4 (50 m) or DR4 (100 m) optic, with the
    // channel's length.
    void reachIsJudgedOnTheChannel()
    {
        auto reachFindings = [](const Project &p) {
            std::vector<rules::Finding> out;
            for (const auto &f : rules::runChecks(p))
                if (f.code == "cable.reach")
                    out.push_back(f);
            return out;
        };
        Rig near;
        near.twoChannels();
        routeProject(near.p);
        QVERIFY(reachFindings(near.p).empty());

        Rig far(150000);
        const auto [l1, l2] = far.twoChannels();
        const RouteReport report = routeProject(far.p);
        QVERIFY(report.unrouted.empty());
        const Cable &trunk = *far.trunks().front();
        QVERIFY(trunk.required_length_mm > 150000);
        for (Id l : { l1, l2 }) {
            const Cable *a = far.span(l, CableSpan::CordA);
            // Each cord alone is a few metres: per cable, nothing would be out of reach.
            QVERIFY(a->ordered_length_mm < 10000);
        }
        const auto findings = reachFindings(far.p);
        int cordsNamed = 0;
        for (const auto &f : findings)
            if (f.message.find("is a cord of a ") != std::string::npos) {
                ++cordsNamed;
                QVERIFY2(f.message.find(" m channel through two panels") != std::string::npos, f.message.c_str());
            }
        QCOMPARE(cordsNamed, 8); // each of the four cords twice: its media's reach and its optic's
    }

    // The fibre is chosen per trunk: a near trunk stays multimode while a far one turns single-mode
    // — unless a channel of each meets in one twin-port cage, whose module is one part: then both.
    // Server ports 0 and 1 run to a switch in row B (3 m away, trunk T1–T1) and to one in row C
    // (60 m on, trunk T2 of panel A to T1 of panel C).
    void fibreIsChosenPerTrunkGroup()
    {
        for (const bool twinCage : { false, true }) {
            Rig r;
            const Id rackC = r.rack("C01", { 1000, 62000 });
            const Id swC = r.device(r.nicType, rackC, 20), panelC = r.device(r.panelType, rackC, 42);
            Pathway spur;
            spur.id = r.p.allocateId();
            spur.name = "Spur to C";
            spur.hall = r.hall;
            spur.points = { { 2500, 5000, 2300 }, { 2500, 62000, 2300 }, { 400, 62000, 2300 } };
            spur.width_mm = 300;
            spur.loading_depth_mm = 100;
            spur.phase = r.phase;
            r.p.pathways.push_back(spur);
            if (twinCage)
                for (auto &port : r.p.device_types.front().ports)
                    port.cage = "C1"; // the server's two ports in one twin-port cage (and each switch's)
            const Id nearLink = r.link({ r.server, 0 }, { r.sw, 0 }, { r.panelA, kF1 }, { r.panelB, kF1 });
            const Id farLink = r.link({ r.server, 1 }, { swC, 0 }, { r.panelA, 12 }, { panelC, kF1 });
            QVERIFY(checkInvariants(r.p).empty());
            const RouteReport report = routeProject(r.p);
            QVERIFY(report.unrouted.empty());
            QCOMPARE(report.trunks, std::int64_t(2));
            const std::string nearFibre = r.span(nearLink, CableSpan::CordA)->media;
            const std::string farFibre = r.span(farLink, CableSpan::CordA)->media;
            QCOMPARE(farFibre, std::string("smf-mpo"));
            QCOMPARE(nearFibre, std::string(twinCage ? "smf-mpo" : "mmf-mpo"));
            QCOMPARE(r.span(nearLink, CableSpan::CordB)->media, nearFibre);
            QCOMPARE(r.span(farLink, CableSpan::CordB)->media, farFibre);
        }
    }

    void channelsAreChecked()
    {
        {
            Rig r; // patched through a server's port
            r.link({ r.server, 0 }, { r.sw, 0 }, { r.server, 1 }, { r.panelB, kF1 });
            QVERIFY(r.hasError("not a fibre panel's front port"));
        }
        {
            Rig r; // patched through a trunk port
            r.link({ r.server, 0 }, { r.sw, 0 }, { r.panelA, kT1 }, { r.panelB, kF1 });
            QVERIFY(r.hasError("not a fibre panel's front port"));
        }
        {
            Rig r; // two channels through one front port
            r.link({ r.server, 0 }, { r.sw, 0 }, { r.panelA, kF1 }, { r.panelB, kF1 });
            r.link({ r.server, 1 }, { r.sw, 1 }, { r.panelA, kF1 }, { r.panelB, kF2 });
            QVERIFY(r.hasError("carries two links"));
        }
        {
            Rig r; // T1 of panel A to T1 of panel B and to T1 of a third panel
            const Id panelC = r.device(r.panelType, r.rackB, 41);
            r.link({ r.server, 0 }, { r.sw, 0 }, { r.panelA, kF1 }, { r.panelB, kF1 });
            r.link({ r.server, 1 }, { r.sw, 1 }, { r.panelA, kF2 }, { panelC, kF1 });
            QVERIFY(r.hasError("second far panel"));
        }
        {
            Rig r; // a cord on a link that is not patched
            const Id l = r.link({ r.server, 0 }, { r.sw, 0 });
            routeProject(r.p);
            QCOMPARE(r.p.cables.size(), std::size_t(1));
            r.p.cables.front().span = CableSpan::CordA;
            QVERIFY(r.hasError(fmt::format("is a cord of link {}", l)));
        }
    }

    // Without a pathway between the rows, each channel says which span cannot be laid.
    void unroutedTrunkIsNamedOnItsChannels()
    {
        Rig r;
        r.p.pathways.clear();
        const auto [l1, l2] = r.twoChannels();
        const RouteReport report = routeProject(r.p);
        QVERIFY(!report.unrouted.empty());
        bool l1Trunk = false, l2Trunk = false;
        for (const auto &u : report.unrouted) {
            QVERIFY(u.link == l1 || u.link == l2);
            l1Trunk |= u.link == l1 && u.reason.rfind("its trunk: ", 0) == 0;
            l2Trunk |= u.link == l2 && u.reason.rfind("its trunk: ", 0) == 0;
        }
        QVERIFY(l1Trunk && l2Trunk);
    }

    // `new --cabling structured` on the 127-node SuperPOD (three rows: 20, 3 and 20 racks): every
    // patched link joins two rows through a panel in each end's own zone of its row, twelve
    // channels per trunk port pair; the default builds none. Zones: the row cut into
    // max(2, ⌈racks ÷ cross-ladder spacing⌉) runs of racks — at a spacing of 10, a 20-rack row's
    // halves (racks 0–9, 10–19) and the 3-rack row's 0–1 and 2; at 5, four zones of five racks in
    // a 20-rack row, the inner two filled from their middle rack (2 of 0–4) outward.
    void generatorPatchesLinksBetweenRows_data()
    {
        QTest::addColumn<int>("every");
        QTest::newRow("cross ladders every 10 racks") << 10;
        QTest::newRow("every 5 racks") << 5;
    }
    void generatorPatchesLinksBetweenRows()
    {
        QFETCH(int, every);
        TemplateOptions o;
        o.cabling = "structured";
        o.cross_ladder_every_racks = every;
        TemplateReport report;
        Project p = projectFromTemplate("dgx-h100-superpod", o, &report);
        QVERIFY(checkInvariants(p).empty());
        const ProjectIndex index(p);
        std::map<Id, std::pair<Id, std::size_t>> placeOf; // rack → row, position in the row
        std::map<Id, std::vector<const Rack *>> rows;
        for (const auto &r : p.racks)
            rows[r.row].push_back(&r);
        for (auto &[row, racks] : rows) {
            std::sort(racks.begin(), racks.end(),
                [](const Rack *x, const Rack *y) { return x->position.x_mm < y->position.x_mm; });
            for (std::size_t k = 0; k < racks.size(); ++k)
                placeOf[racks[k]->id] = { row, k };
        }
        std::map<std::pair<std::pair<Id, int>, std::pair<Id, int>>, int> perTrunk;
        std::set<std::pair<Id, std::size_t>> panelRacks; // (row, position)
        const auto zonesOf = [&](std::size_t n) {
            return std::max<std::size_t>(2, (n + std::size_t(every) - 1) / std::size_t(every));
        };
        int patched = 0;
        for (const auto &l : p.links) {
            if (!l.patched())
                continue;
            ++patched;
            const auto rowOf = [&](Id device) { return placeOf.at(index.device(device)->rack).first; };
            QVERIFY(rowOf(l.a.device) != rowOf(l.b.device));
            QCOMPARE(rowOf(l.patch_a.device), rowOf(l.a.device));
            QCOMPARE(rowOf(l.patch_b.device), rowOf(l.b.device));
            QCOMPARE(l.redundancy_group, 0);
            for (const auto &[end, panel] : { std::pair { &l.a, &l.patch_a }, std::pair { &l.b, &l.patch_b } }) {
                const auto [row, position] = placeOf.at(index.device(panel->device)->rack);
                const std::size_t endPosition = placeOf.at(index.device(end->device)->rack).second;
                const std::size_t n = rows.at(row).size();
                const std::size_t zones = zonesOf(n);
                panelRacks.insert({ row, position });
                // In the zone of the end's own rack: the cord runs less than a zone's length.
                QVERIFY2(position * zones / n == endPosition * zones / n, index.device(panel->device)->name.c_str());
                QCOMPARE(index.typeOfDevice(panel->device)->slug, std::string("fibre-panel-mpo-24-trunk"));
            }
            const DeviceType &panel = *index.typeOfDevice(l.patch_a.device);
            std::pair<Id, int> ta { l.patch_a.device, trunkPortOf(panel, l.patch_a.port) },
                tb { l.patch_b.device, trunkPortOf(panel, l.patch_b.port) };
            ++perTrunk[std::minmax(ta, tb)];
        }
        QVERIFY(patched > 0);
        // A zone's panels start in its outermost rack at a row end, else in its middle rack
        // (the lower of two): every zone holding a panel holds one there.
        for (const auto &[row, position] : panelRacks) {
            const std::size_t n = rows.at(row).size(), zones = zonesOf(n), zone = position * zones / n;
            std::size_t first = n, last = 0; // the zone's racks
            for (std::size_t k = 0; k < n; ++k)
                if (k * zones / n == zone) {
                    first = std::min(first, k);
                    last = std::max(last, k);
                }
            const std::size_t start = zone == 0 ? 0 : zone == zones - 1 ? n - 1 : first + (last - first) / 2;
            QVERIFY2(panelRacks.count({ row, start }),
                qPrintable(QStringLiteral("row %1 zone %2: no panel in rack %3").arg(row).arg(zone).arg(start)));
        }
        if (every == 5) // the inner zones of the 20-rack rows: racks 5–9 start at 7, 10–14 at 12
            QVERIFY(std::any_of(panelRacks.begin(), panelRacks.end(), [](const auto &r) { return r.second == 7; }));
        for (const auto &[trunk, channels] : perTrunk)
            QVERIFY(channels >= 1 && channels <= 12);
        QVERIFY(int(perTrunk.size()) >= (patched + 11) / 12);
        bool noted = false;
        for (const auto &n : report.notes)
            noted |= n.find(fmt::format("structured cabling: {} links between rows patched", patched)) == 0;
        QVERIFY(noted);

        // Routed: every channel is laid as two cords and its trunk, the cords in the trunk's fibre
        // (mmf or smf), and every cage's channels in one fibre (a twin-port module is one part).
        const RouteReport routed = routeProject(p);
        QVERIFY(routed.unrouted.empty());
        QCOMPARE(routed.channels, std::int64_t(patched));
        QCOMPARE(routed.trunks, std::int64_t(perTrunk.size()));
        using Port = std::pair<Id, int>;
        std::map<std::pair<Port, Port>, std::string> trunkFibre;
        for (const auto &c : p.cables)
            if (c.span == CableSpan::Trunk)
                trunkFibre[std::minmax(Port { c.end_a.device, c.end_a.port }, Port { c.end_b.device, c.end_b.port })]
                    = c.media.substr(0, 3);
        QCOMPARE(trunkFibre.size(), perTrunk.size());
        const ProjectIndex routedIndex(p);
        std::map<std::pair<Id, std::string>, std::string> cageFibre;
        int cords = 0;
        for (const auto &c : p.cables) {
            if (c.span != CableSpan::CordA && c.span != CableSpan::CordB)
                continue;
            ++cords;
            const Link &l = *routedIndex.link(c.link);
            const DeviceType &panel = *routedIndex.typeOfDevice(l.patch_a.device);
            const std::pair<Port, Port> trunk
                = std::minmax(Port { l.patch_a.device, trunkPortOf(panel, l.patch_a.port) },
                    Port { l.patch_b.device, trunkPortOf(panel, l.patch_b.port) });
            const std::string fibre = c.media.substr(0, 3);
            QCOMPARE(fibre, trunkFibre.at(trunk));
            const PortRef &end = c.span == CableSpan::CordA ? l.a : l.b;
            const PortTemplate &port = routedIndex.typeOfDevice(end.device)->ports[std::size_t(end.port)];
            const auto [it, fresh]
                = cageFibre.try_emplace({ end.device, port.cage.empty() ? port.name : port.cage }, fibre);
            QCOMPARE(it->second, fibre);
        }
        QCOMPARE(cords, 2 * patched);
        QVERIFY(checkInvariants(p).empty());

        // Point to point (the default): no panel, no channel.
        const Project plain = projectFromTemplate("dgx-h100-superpod", {});
        QVERIFY(std::none_of(plain.links.begin(), plain.links.end(), [](const Link &l) { return l.patched(); }));
        QVERIFY_THROWS_EXCEPTION(Error, [] {
            TemplateOptions bad;
            bad.cabling = "spaghetti";
            projectFromTemplate("dgx-h100-superpod", bad);
        }());
    }

    // Edits keep channels consistent: a panel deleted turns its channels point to point (their cords
    // and trunk go, the links stay); a server deleted takes its link, both cords and the trunk; a
    // panel moved drops the cables that plug into it; undo restores everything.
    void editsKeepChannelsConsistent()
    {
        {
            Rig r;
            const auto [l1, l2] = r.twoChannels();
            routeProject(r.p);
            const Project before = r.p;
            const std::string panelName = r.p.devices[2].name; // panel A (server, switch, panel A, panel B)
            QCOMPARE(r.p.devices[2].id, r.panelA);
            const edit::ChangeSet change = edit::deleteDevice(r.p, panelName);
            const auto problems = checkInvariants(r.p);
            QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
            QCOMPARE(r.p.links.size(), std::size_t(2));
            for (const auto &l : r.p.links)
                QVERIFY(!l.patched());
            QVERIFY(r.p.cables.empty()); // two channels' cords and their one trunk
            edit::apply(r.p, change.inverted()); // undo
            QVERIFY(r.p == before);
            routeProject(r.p);
            QVERIFY(r.p == before);
        }
        {
            Rig r;
            r.twoChannels();
            routeProject(r.p);
            edit::deleteDevice(r.p, r.p.devices[0].name); // the server: both links end on it
            QVERIFY(checkInvariants(r.p).empty());
            QVERIFY(r.p.links.empty());
            QVERIFY(r.p.cables.empty());
        }
        {
            Rig r; // panel A moved down one U: the cables that plug into it are dropped
            r.twoChannels();
            routeProject(r.p);
            edit::moveDevice(r.p, r.p.devices[2].name, "A01", 41);
            QVERIFY(checkInvariants(r.p).empty());
            QVERIFY(r.p.cables.empty());
            routeProject(r.p);
            QCOMPARE(r.p.cables.size(), std::size_t(5));
        }
    }

    // A provider that rechecks some racks or links (Rule::scope, rules/incremental_check.h) finds
    // for each of them what the whole check finds, also when the panels stand in racks of their
    // own: a cord counts in its panel's rack, a trunk in both (rack.cable-manager, here with
    // managers of 1 mm² so that every rack with a cable has a finding).
    void scopedRulesFindWhatTheWholeCheckFinds()
    {
        Rig r = panelsInRacksOfTheirOwn();
        const RouteReport report = routeProject(r.p);
        QVERIFY(report.unrouted.empty());
        const rules::RuleContext context(r.p, {});
        std::size_t compared = 0;
        std::set<std::string> codes;
        for (const auto &rule : rules::allRules()) {
            std::vector<Id> owners;
            if (rule->scope() == rules::Rule::Scope::Racks)
                for (const Rack &k : r.p.racks)
                    owners.push_back(k.id);
            else if (rule->scope() == rules::Rule::Scope::Links)
                for (const Link &l : r.p.links)
                    owners.push_back(l.id);
            else
                continue;
            rules::Findings whole;
            rule->check(context, whole);
            for (Id owner : owners) {
                rules::Findings expected, scoped, made;
                for (const rules::Finding &f : whole)
                    if (rule->ownerOf(f) == owner)
                        expected.push_back(f);
                rule->checkOnly(context, IdSet { owner }, made);
                for (const rules::Finding &f : made)
                    if (rule->ownerOf(f) == owner)
                        scoped.push_back(f);
                std::sort(expected.begin(), expected.end(), rules::findingBefore);
                std::sort(scoped.begin(), scoped.end(), rules::findingBefore);
                QVERIFY2(scoped == expected,
                    fmt::format("{} of {}: {} findings scoped, {} in the whole check", rule->codes().front().code,
                        owner, scoped.size(), expected.size())
                        .c_str());
                compared += expected.size();
                for (const rules::Finding &f : expected)
                    codes.insert(f.code);
            }
        }
        QVERIFY(codes.count("rack.cable-manager"));
        QVERIFY(compared >= 4); // the four racks' managers at least
    }

    // A project routed without channels keeps a valid routing state; an edit that patches one of
    // its links through the panels brings them (the reroute finds it from the change set, without
    // a pass over the links): it routes in full, through the channels, as routeProject() does.
    void patchingALinkEndsTheIncrementalRoute()
    {
        Rig r;
        const Id plain = r.link({ r.server, 0 }, { r.sw, 0 });
        r.link({ r.server, 1 }, { r.sw, 1 });
        routing::RoutingState state;
        routing::routeAll(r.p, state);
        QVERIFY(state.cache.valid);
        QVERIFY(r.span(plain, CableSpan::Link) && r.trunks().empty());
        edit::ChangeSet cs;
        for (std::size_t i = 0; i < r.p.links.size(); ++i)
            if (r.p.links[i].id == plain) {
                Link patched = r.p.links[i];
                patched.patch_a = { r.panelA, kF1 };
                patched.patch_b = { r.panelB, kF1 };
                cs.changes.push_back({ edit::Entity(r.p.links[i]), edit::Entity(patched), i });
            }
        edit::apply(r.p, cs);
        Project full = r.p;
        routeProject(full);
        const routing::RerouteReport routed = routing::rerouteIncremental(r.p, state, cs);
        QVERIFY(routed.fallback);
        QCOMPARE(int(routed.cause), int(routing::Fallback::Channels));
        QVERIFY(r.span(plain, CableSpan::CordA) && r.span(plain, CableSpan::CordB) && !r.trunks().empty());
        QVERIFY(r.p.cables == full.cables);
    }

    // Edits of the panels' racks and of the panels themselves, each rerouted (in full: channels)
    // and checked incrementally: the findings are the whole check's, the cords' and trunk's
    // rack.cable-manager and cable.detour findings among them.
    void incrementalChecksFollowEditsOfPanels()
    {
        Rig r = panelsInRacksOfTheirOwn();
        routing::RoutingState state;
        routing::routeAll(r.p, state);
        rules::CheckState checks;
        rules::checkAll(r.p, checks);
        const std::string panelB = r.p.devices.back().name;
        const std::vector<std::function<edit::ChangeSet(Project &)>> edits {
            [](Project &p) { return edit::moveRacks(p, { "A02" }, 600, 0); },
            [](Project &p) { return edit::setRackName(p, "B02", "B09"); },
            [&](Project &p) { return edit::moveDevice(p, panelB, "B09", 40); },
            [&](Project &p) { return edit::setDeviceName(p, panelB, "panel-b"); },
        };
        for (const auto &make : edits) {
            const edit::ChangeSet cs = make(r.p);
            const routing::RerouteReport routed = routing::rerouteIncremental(r.p, state, cs);
            QVERIFY(routed.route.unrouted.empty());
            const rules::CheckReport found = rules::checkIncremental(r.p, checks, { &cs, &routed.cables });
            const rules::Findings whole = rules::runChecks(r.p);
            QCOMPARE(found.findings->size(), whole.size());
            QVERIFY(*found.findings == whole);
            QVERIFY(std::any_of(whole.begin(), whole.end(), [](const auto &f) { return f.code == "cable.detour"; }));
            QVERIFY(
                std::any_of(whole.begin(), whole.end(), [](const auto &f) { return f.code == "rack.cable-manager"; }));
        }
    }

    // Channels survive the project file and JSON.
    void channelsRoundTrip()
    {
        Rig r;
        r.twoChannels();
        routeProject(r.p);
        const std::filesystem::path file = std::filesystem::temp_directory_path()
            / ("plenum-channels-" + std::to_string(QCoreApplication::applicationPid()) + ".plenum");
        saveProject(r.p, file);
        const Project back = openProject(file);
        std::filesystem::remove(file);
        QVERIFY(back == r.p);
        QVERIFY(projectFromJson(projectToJson(r.p)) == r.p);
    }
};

QTEST_GUILESS_MAIN(TestChannels)
#include "test_channels.moc"
