// SPDX-License-Identifier: GPL-3.0-or-later
// The space rules (core/rules/space_*.cpp): U overlap, depth, the hall's walls, obstacles,
// clearances, rack overlap, weight, floor load, aisle width and reservations.
// Each space.* code fires on a change of the base project (rules_fixture.h) that breaks it and
// stays quiet on one that keeps it.
#include "rule_family_test.h"

namespace plenum::rules::test {

const std::vector<Case> &familyCases()
{
    static const std::vector<Case> list {
        { "overlap: n2 at U2", "space.u-overlap", true, [](Fixture &f) { f.device(f.n2).u_position = 2; } },
        { "overlap: n2 above the top", "space.u-overlap", true,
            [](Fixture &f) {
                f.removeDevice(f.p.devices[8].id);
                f.device(f.n2).u_position = 8;
            } },
        { "overlap: 0U PDUs at U1", "space.u-overlap", false, [](Fixture &) {} },
        { "depth: 1300 mm node", "space.depth", true, [](Fixture &f) { f.type(f.nodeType).depth_mm = 1300; } },
        { "depth: 800 mm node", "space.depth", false, [](Fixture &) {} },
        { "outside: R1 across the wall", "space.outside-hall", true,
            [](Fixture &f) {
                f.rackRef(f.r1).position = { 100, 5000 };
            } },
        { "outside: R1 inside", "space.outside-hall", false, [](Fixture &) {} },
        { "obstacle: column under R1", "space.obstacle", true, [](Fixture &f) { f.obstacle(2900, 4900, 3100, 5100); } },
        { "obstacle: column far away", "space.obstacle", false,
            [](Fixture &f) { f.obstacle(15000, 8000, 15400, 8400); } },
        { "clearance: column 300 mm from R1", "space.clearance", true,
            [](Fixture &f) { f.obstacle(2400, 5800, 2600, 6000); } },
        { "clearance: column 1 m from R1", "space.clearance", false,
            [](Fixture &f) { f.obstacle(1700, 6600, 1900, 6800); } },
        // At the clearance's edge (600 mm; a column square to R1's front face, y 5600, so the
        // distance is the gap between their boxes): 590 mm fires, 610 mm does not.
        { "clearance: column 590 mm before R1", "space.clearance", true,
            [](Fixture &f) { f.obstacle(2900, 6190, 3100, 6390); } },
        { "clearance: column 610 mm before R1", "space.clearance", false,
            [](Fixture &f) { f.obstacle(2900, 6210, 3100, 6410); } },
        { "rack overlap: R2 dropped onto R1", "space.rack-overlap", true,
            [](Fixture &f) { f.rackRef(f.r2).position = f.rackRef(f.r1).position; } },
        { "rack overlap: R2 300 mm into R1", "space.rack-overlap", true,
            [](Fixture &f) {
                f.rackRef(f.r2).position = { f.rackRef(f.r1).position.x_mm + 300, f.rackRef(f.r1).position.y_mm };
            } },
        { "rack overlap: R2 side by side with R1", "space.rack-overlap", false,
            [](Fixture &f) {
                f.rackRef(f.r2).position = { f.rackRef(f.r1).position.x_mm + 600, f.rackRef(f.r1).position.y_mm };
            } },
        { "rack overlap: R2 in the next row", "space.rack-overlap", false,
            [](Fixture &f) {
                f.rackRef(f.r2).position = { f.rackRef(f.r1).position.x_mm, 8000 };
            } },
        { "weight: 100 kg rack", "space.rack-weight", true,
            [](Fixture &f) { f.p.rack_types[0].static_load_kg = 100; } },
        { "weight: 1000 kg rack", "space.rack-weight", false, [](Fixture &) {} },
        { "floor: rated 100 kg/m2", "space.floor-load", true,
            [](Fixture &f) { f.p.settings["space.floor_rating_kg_m2"] = 100; } },
        { "floor: rated 1000 kg/m2", "space.floor-load", false,
            [](Fixture &f) { f.p.settings["space.floor_rating_kg_m2"] = 1000; } },
        // R1 (front face y 5600, width x 2700-3300): a column 600 mm in front narrows its cold
        // aisle below 1000 mm; one 1100 mm in front does not.
        { "aisle: column 600 mm before R1", "space.aisle-width", true,
            [](Fixture &f) { f.obstacle(2900, 6200, 3100, 6400); } },
        { "aisle: column 1100 mm before R1", "space.aisle-width", false,
            [](Fixture &f) { f.obstacle(2900, 6700, 3100, 6900); } },
        // A reservation of U 1-2 of R1 (where day-one n1 sits at U1) for the target phase fires;
        // the same range held for day-one, n1's own phase, does not.
        { "reservation: R1 U1-2 held for target", "space.reservation", true,
            [](Fixture &f) {
                f.p.reservations.push_back({ f.p.allocateId(), "later", f.target, kNoId, {}, f.r1, 1, 2 });
            } },
        { "reservation: R1 U1-2 held for day-one", "space.reservation", false,
            [](Fixture &f) {
                f.p.reservations.push_back({ f.p.allocateId(), "later", f.dayOne, kNoId, {}, f.r1, 1, 2 });
            } },
    };
    return list;
}

} // namespace plenum::rules::test

PLENUM_RULE_FAMILY_MAIN(plenum::rules::test::familyCases())
