// SPDX-License-Identifier: GPL-3.0-or-later
// The rack rules (core/rules/rack_cable_manager.cpp): the cables and coils a rack's cable
// managers hold.
// Each rack.* code fires on a change of the base project (rules_fixture.h) that breaks it and
// stays quiet on one that keeps it.
#include "rule_family_test.h"

namespace plenum::rules::test {

const std::vector<Case> &familyCases()
{
    static const std::vector<Case> list {
        // R1 and R2 each hold an end of cable1 and cable2 (ACC, OD 9.4 mm: 69.4 mm² each): 138.8 mm²;
        // R1 also holds four C19 cords (OD 10 mm: 78.5 mm² each), R2 two C13 cords (OD 7 mm: 38.5 mm²
        // each): R1 452.9 mm², R2 215.8 mm².
        { "cable manager: 452.9 mm² in 200 mm² at 50 %", "rack.cable-manager", true,
            [](Fixture &f) { f.p.rack_types[0].cable_manager_area_mm2 = 200; } },
        { "cable manager: 452.9 mm² in 1000 mm² at 50 %", "rack.cable-manager", false,
            [](Fixture &f) { f.p.rack_types[0].cable_manager_area_mm2 = 1000; } },
        // 800 mm of slack coiled 100 mm high in R1: ⌈800 / (π × 100)⌉ = 3 turns, 6 × 69.4 = 416.4 mm²;
        // R1 then holds 869.3 mm².
        { "cable manager: a 3-turn coil in R1, 1800 mm² at 50 %", "rack.cable-manager", false,
            [](Fixture &f) {
                f.p.rack_types[0].cable_manager_area_mm2 = 1800;
                f.cableRef(f.cable1).slack = { f.r1, Face::Front, 150, 250, kNoId, 0 };
            } },
        { "cable manager: the same coil, 1700 mm² at 50 %", "rack.cable-manager", true,
            [](Fixture &f) {
                f.p.rack_types[0].cable_manager_area_mm2 = 1700;
                f.cableRef(f.cable1).slack = { f.r1, Face::Front, 150, 250, kNoId, 0 };
            } },
        // cable1's service loops, 0.5 m per end, each coiled at its port (n1 in R1 at U1: z 140 mm)
        // as high as the ACC's coil (2 × its 94 mm bend radius = 188 mm): ⌈500 / (π × 188)⌉ = 1
        // turn, 2 × 69.4 = 138.8 mm²; R1 then holds 591.7 mm² — within 600 mm² (1200 at 50 %), over
        // 575 mm² (1150 at 50 %), which the cables alone (452.9 mm²) are not.
        { "cable manager: service loops at their ports, 1200 mm² at 50 %", "rack.cable-manager", false,
            [](Fixture &f) {
                f.p.rack_types[0].cable_manager_area_mm2 = 1200;
                f.cableRef(f.cable1).breakdown.service_loops_mm = 1000;
            } },
        { "cable manager: the same loops, 1150 mm² at 50 %", "rack.cable-manager", true,
            [](Fixture &f) {
                f.p.rack_types[0].cable_manager_area_mm2 = 1150;
                f.cableRef(f.cable1).breakdown.service_loops_mm = 1000;
            } },
        { "cable manager: no loops, 1150 mm² at 50 %", "rack.cable-manager", false,
            [](Fixture &f) { f.p.rack_types[0].cable_manager_area_mm2 = 1150; } },
    };
    return list;
}

} // namespace plenum::rules::test

PLENUM_RULE_FAMILY_MAIN(plenum::rules::test::familyCases())
