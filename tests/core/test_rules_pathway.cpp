// SPDX-License-Identifier: GPL-3.0-or-later
// The pathway rules (core/rules/pathway_*.cpp): fill (NEC 392.22), load, power and data apart,
// fibre in its own runway, pathways that meet without joining.
// Each pathway.* code fires on a change of the base project (rules_fixture.h) that breaks it and
// stays quiet on one that keeps it.
#include "rule_family_test.h"

namespace plenum::rules::test {
namespace {

// A pathway of 300 × 100 mm through `points` in the fixture's hall (ladder-A, data: (2000, 5000) –
// (3300, 5000) – (5000, 5000) at 2,500 mm).
void addTray(Fixture &f, const char *name, Service service, std::vector<Point3> points)
{
    Pathway pw;
    pw.id = f.p.allocateId();
    pw.name = name;
    pw.hall = f.hall;
    pw.service = service;
    pw.points = std::move(points);
    pw.phase = f.dayOne;
    f.p.pathways.push_back(pw);
}

} // namespace

const std::vector<Case> &familyCases()
{
    static const std::vector<Case> list {
        { "fill: 1 mm ladder", "pathway.fill", true,
            [](Fixture &f) {
                for (auto &pw : f.p.pathways)
                    if (pw.id == f.ladder)
                        pw.width_mm = 1;
            } },
        { "fill: 300 mm ladder", "pathway.fill", false, [](Fixture &) {} },
        // Each ladder segment carries one ACC (0.045 kg/m) and its 0.8 m or 0.7 m coil on a 1.3 m
        // or 1.7 m segment: well under 74.4 kg/m; a project rating its trays at 0.01 kg/m is over.
        { "load: one ACC per ladder segment", "pathway.load", false, [](Fixture &) {} },
        { "load: the same on trays rated 0.01 kg/m", "pathway.load", true,
            [](Fixture &f) { f.p.settings["pathway.max_load_kg_per_m"] = 0.01; } },
        // One ACC (OD 9.4 mm: 69.4 mm²) per segment in a 1 × 150 mm pathway: a ladder allows
        // 50 % = 75 mm², a solid-bottom tray 40 % = 60 mm² (NEC 392.22). Their slack is given no
        // place here (coiled on the tray it would fill it too: test_slack_fill).
        { "fill: 69.4 mm² in a 1 x 150 mm ladder", "pathway.fill", false,
            [](Fixture &f) {
                f.cableRef(f.cable1).slack = {};
                f.cableRef(f.cable2).slack = {};
                for (auto &pw : f.p.pathways)
                    if (pw.id == f.ladder) {
                        pw.width_mm = 1;
                        pw.loading_depth_mm = 150;
                    }
            } },
        { "fill: the same in a solid-bottom tray", "pathway.fill", true,
            [](Fixture &f) {
                f.cableRef(f.cable1).slack = {};
                f.cableRef(f.cable2).slack = {};
                for (auto &pw : f.p.pathways)
                    if (pw.id == f.ladder) {
                        pw.width_mm = 1;
                        pw.loading_depth_mm = 150;
                        pw.kind = PathwayKind::Tray;
                    }
            } },
        // A fibre runway (a plastic trough, not an NEC 392.22 tray) has a ratio of its own: 50 %
        // (75 mm²) unless its maker says otherwise; at 40 % (60 mm²) the same cable is over.
        { "fill: the same in a fibre runway", "pathway.fill", false,
            [](Fixture &f) {
                f.cableRef(f.cable1).slack = {};
                f.cableRef(f.cable2).slack = {};
                for (auto &pw : f.p.pathways)
                    if (pw.id == f.ladder) {
                        pw.width_mm = 1;
                        pw.loading_depth_mm = 150;
                        pw.kind = PathwayKind::FiberRunway;
                    }
            } },
        { "fill: the same in a fibre runway its maker fills to 40 %", "pathway.fill", true,
            [](Fixture &f) {
                f.cableRef(f.cable1).slack = {};
                f.cableRef(f.cable2).slack = {};
                f.p.settings["pathway.fill_limit_ratio_fibre"] = 0.4;
                for (auto &pw : f.p.pathways)
                    if (pw.id == f.ladder) {
                        pw.width_mm = 1;
                        pw.loading_depth_mm = 150;
                        pw.kind = PathwayKind::FiberRunway;
                    }
            } },
        { "fill: over at target only, checked at target", "pathway.fill", true,
            [](Fixture &f) {
                for (auto &pw : f.p.pathways)
                    if (pw.id == f.ladder)
                        pw.width_mm = 2;
                f.cableRef(f.cable2).phase = f.target;
                f.linkRef(f.link2).phase = f.target;
                f.cableRef(f.cable2).route = { { f.ladder, 0 } };
            } },
        { "power and data: ACC in the power tray", "pathway.power-data", true,
            [](Fixture &f) {
                f.cableRef(f.cable1).route = { { f.powerTray, 0 } };
            } },
        { "power and data: power cord in the power tray", "pathway.power-data", false,
            [](Fixture &f) {
                f.cable(f.p.links[0].id, "power-c19", "power-c19-c20-1M", 800, 1000, { { f.powerTray, 0 } });
            } },
        { "fibre in copper: MPO on the ladder", "pathway.fibre-in-copper", true,
            [](Fixture &f) {
                auto &c = f.cableRef(f.cable1);
                c.media = "mmf-mpo";
                c.sku = "MFP7E10-N005";
            } },
        { "fibre in copper: MPO on the runway", "pathway.fibre-in-copper", false,
            [](Fixture &f) {
                auto &c = f.cableRef(f.cable1);
                c.media = "mmf-mpo";
                c.sku = "MFP7E10-N005";
                c.route = { { f.runway, 0 } };
            } },
        { "fibre in copper: not separated", "pathway.fibre-in-copper", false,
            [](Fixture &f) {
                auto &c = f.cableRef(f.cable1);
                c.media = "mmf-mpo";
                c.sku = "MFP7E10-N005";
                f.p.settings["pathway.separate_fibre"] = 0;
            } },
        // Pathways join only at shared points (routing/pathway_graph.h).
        { "unjoined: a cross tray ending on ladder-A between its points", "pathway.unjoined", true,
            [](Fixture &f) {
                addTray(f, "cross", Service::Data, { { 4000, 3000, 2500 }, { 4000, 5000, 2500 } });
            } },
        { "unjoined: the same ending at ladder-A's point", "pathway.unjoined", false,
            [](Fixture &f) {
                addTray(f, "cross", Service::Data, { { 3300, 3000, 2500 }, { 3300, 5000, 2500 } });
            } },
        { "unjoined: the same raised 100 mm off it", "pathway.unjoined", true,
            [](Fixture &f) {
                addTray(f, "cross", Service::Data, { { 3300, 3000, 2600 }, { 3300, 5000, 2600 } });
            } },
        { "unjoined: the same raised 150 mm (clear of it)", "pathway.unjoined", false,
            [](Fixture &f) {
                addTray(f, "cross", Service::Data, { { 3300, 3000, 2650 }, { 3300, 5000, 2650 } });
            } },
        { "unjoined: ending 300 mm short of ladder-A's centre line", "pathway.unjoined", true,
            [](Fixture &f) {
                addTray(f, "cross", Service::Data, { { 4000, 3000, 2500 }, { 4000, 4700, 2500 } });
            } },
        { "unjoined: ending 400 mm short", "pathway.unjoined", false,
            [](Fixture &f) {
                addTray(f, "cross", Service::Data, { { 4000, 3000, 2500 }, { 4000, 4600, 2500 } });
            } },
        // A stub continuing ladder-A past its end (as an extension's ladder over new racks): joined
        // at one end, its other end 200 mm beside ladder-A's last point is not a missed join.
        { "unjoined: a stub continuing ladder-A 200 mm past its end", "pathway.unjoined", false,
            [](Fixture &f) {
                addTray(f, "stub", Service::Data, { { 5000, 5000, 2500 }, { 5200, 5000, 2500 } });
            } },
        { "unjoined: a fibre runway ending on ladder-A (another net)", "pathway.unjoined", false,
            [](Fixture &f) {
                addTray(f, "cross", Service::Fiber, { { 4000, 3000, 2500 }, { 4000, 5000, 2500 } });
            } },
    };
    return list;
}

} // namespace plenum::rules::test

PLENUM_RULE_FAMILY_MAIN(plenum::rules::test::familyCases())
