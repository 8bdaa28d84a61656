// SPDX-License-Identifier: GPL-3.0-or-later
// The resilience rules (core/rules/resilience_paths.cpp): redundancy groups sharing a
// pathway segment or homed on one switch.
// Each resilience.* code fires on a change of the base project (rules_fixture.h) that breaks it and
// stays quiet on one that keeps it.
#include "rule_family_test.h"

namespace plenum::rules::test {

const std::vector<Case> &familyCases()
{
    static const std::vector<Case> list {
        // Both leave R1 over ladder-A segment 0 and reach R2 over segment 1 (the racks' own
        // segments, routing/redundancy.h); between them both run on runway-A segment 0: shared.
        { "shared segment: group on one segment", "resilience.shared-segment", true,
            [](Fixture &f) {
                f.linkRef(f.link1).redundancy_group = 1;
                f.linkRef(f.link2).redundancy_group = 1;
                f.cableRef(f.cable1).route = { { f.ladder, 0 }, { f.runway, 0 }, { f.ladder, 1 } };
                f.cableRef(f.cable2).route = { { f.ladder, 0 }, { f.runway, 0 }, { f.ladder, 1 } };
            } },
        // Issue #16: sharing only the segment over R1, which both links leave from, is not a shared path.
        { "shared segment: only the segment over the rack both leave", "resilience.shared-segment", false,
            [](Fixture &f) {
                f.linkRef(f.link1).redundancy_group = 1;
                f.linkRef(f.link2).redundancy_group = 1;
                f.cableRef(f.cable2).route = { { f.ladder, 0 }, { f.ladder, 1 } };
            } },
        { "shared segment: disjoint segments", "resilience.shared-segment", false,
            [](Fixture &f) {
                f.linkRef(f.link1).redundancy_group = 1;
                f.linkRef(f.link2).redundancy_group = 1;
            } },
        { "single homed: one link in the group", "resilience.single-homed", true,
            [](Fixture &f) { f.linkRef(f.link1).redundancy_group = 1; } },
        { "single homed: two links to one switch", "resilience.single-homed", true,
            [](Fixture &f) {
                f.linkRef(f.link1).redundancy_group = 1;
                f.linkRef(f.link1).a.port = 1;
                const Id l = f.link({ f.n1, 0 }, { f.leaf, 1 }, Fabric::Compute, Tier::NodeLeaf);
                f.linkRef(l).redundancy_group = 1;
            } },
        { "single homed: dual homed to leaf and spine", "resilience.single-homed", false,
            [](Fixture &f) {
                const Id s = f.spine();
                f.linkRef(f.link1).redundancy_group = 1;
                const Id l = f.link({ f.n1, 1 }, { s, 1 }, Fabric::Compute, Tier::NodeLeaf);
                f.linkRef(l).redundancy_group = 1;
            } },
    };
    return list;
}

} // namespace plenum::rules::test

PLENUM_RULE_FAMILY_MAIN(plenum::rules::test::familyCases())
