// SPDX-License-Identifier: GPL-3.0-or-later
// The fabric rules (core/rules/fabric_*.cpp): unconnected ports, fabric managers, port overuse,
// rails, planes and oversubscription.
// Each fabric.* code fires on a change of the base project (rules_fixture.h) that breaks it and
// stays quiet on one that keeps it.
#include "rule_family_test.h"

namespace plenum::rules::test {

const std::vector<Case> &familyCases()
{
    static const std::vector<Case> list {
        { "unconnected: n2 rail missing", "fabric.unconnected", true, [](Fixture &f) { f.removeLink(f.link2); } },
        { "unconnected: unused r1 on every node", "fabric.unconnected", false, [](Fixture &) {} },
        // Issue #23: the UFM must reach the fabric.
        { "manager: UFM with no fabric port connected", "fabric.manager-unconnected", true,
            [](Fixture &f) { f.fabricManager(); } },
        { "manager: UFM with one of two ports connected", "fabric.manager-unconnected", true,
            [](Fixture &f) {
                f.link({ f.fabricManager(), 0 }, { f.leaf, 1 }, Fabric::Compute, Tier::NodeLeaf);
            } },
        { "manager: UFM with both ports connected", "fabric.manager-unconnected", false,
            [](Fixture &f) {
                const Id ufm = f.fabricManager();
                f.link({ ufm, 0 }, { f.leaf, 1 }, Fabric::Compute, Tier::NodeLeaf);
                f.link({ ufm, 1 }, { f.leaf, 2 }, Fabric::Compute, Tier::NodeLeaf);
            } },
        { "overuse: three links on a 2 x 400G port", "fabric.port-overuse", true,
            [](Fixture &f) {
                f.link({ f.n1, 1 }, { f.leaf, 0 }, Fabric::Compute, Tier::NodeLeaf);
            } },
        { "overuse: two links on a 2 x 400G port", "fabric.port-overuse", false, [](Fixture &) {} },
        { "overuse: 800G port as 2 x 400G to split 800G ports (biplanar)", "fabric.port-overuse", false,
            [](Fixture &f) {
                f.type(f.nodeType).ports[0].speed_gbps = 800;
                f.link({ f.n1, 0 }, { f.leaf, 1 }, Fabric::Compute, Tier::NodeLeaf);
                f.link({ f.n2, 0 }, { f.leaf, 1 }, Fabric::Compute, Tier::NodeLeaf);
            } },
        { "overuse: 2 x 400G split to two 800G NIC ports, each alone on its link", "fabric.port-overuse", false,
            [](Fixture &f) { f.type(f.nodeType).ports[0].speed_gbps = 800; } },
        { "rails: n2 from another port", "fabric.rail-misaligned", true,
            [](Fixture &f) { f.linkRef(f.link2).a.port = 1; } },
        { "rails: n2 of another SU", "fabric.rail-misaligned", true, [](Fixture &f) { f.device(f.n2).su = 1; } },
        { "rails: aligned", "fabric.rail-misaligned", false, [](Fixture &) {} },
        { "rails: a fabric manager (no GPUs) on a spare leaf port", "fabric.rail-misaligned", false,
            [](Fixture &f) {
                DeviceType ufm = f.type(f.nodeType);
                ufm.id = f.p.allocateId();
                ufm.slug = "ufm";
                ufm.role = "management";
                ufm.gpus = 0;
                f.p.device_types.push_back(ufm);
                f.device(f.n2).device_type = ufm.id;
                f.linkRef(f.link2).a.port = 1;
            } },
        { "planes: plane-1 link on a plane-0 leaf", "fabric.plane-crossing", true,
            [](Fixture &f) {
                f.device(f.leaf).plane = 0;
                f.linkRef(f.link1).plane = 1;
            } },
        { "planes: leaf to a spine of another plane", "fabric.plane-crossing", true,
            [](Fixture &f) {
                f.device(f.leaf).plane = 0;
                f.device(f.spine()).plane = 1;
            } },
        { "planes: one plane", "fabric.plane-crossing", false,
            [](Fixture &f) {
                f.device(f.leaf).plane = 0;
                f.device(f.spine()).plane = 0;
                f.linkRef(f.link1).plane = 0;
            } },
        { "oversubscription: 1:1 over a 0.5 target", "fabric.oversubscription", true,
            [](Fixture &f) {
                f.spine();
                f.p.settings["fabric.max_oversubscription"] = 0.5;
            } },
        { "oversubscription: 1:1 within 1:1", "fabric.oversubscription", false,
            [](Fixture &f) {
                f.spine();
                f.p.settings["fabric.max_oversubscription"] = 1;
            } },
    };
    return list;
}

} // namespace plenum::rules::test

PLENUM_RULE_FAMILY_MAIN(plenum::rules::test::familyCases())
