// SPDX-License-Identifier: GPL-3.0-or-later
// The airflow rules (core/rules/airflow_*.cpp): rack facing, intake, side-to-side flow, switch
// ports and orientation, blanking, rack, aisle and hall heat.
// Each airflow.* code fires on a change of the base project (rules_fixture.h) that breaks it and
// stays quiet on one that keeps it.
#include "rule_family_test.h"

namespace plenum::rules::test {

const std::vector<Case> &familyCases()
{
    static const std::vector<Case> list {
        { "facing: R1 turned round", "airflow.rack-facing", true,
            [](Fixture &f) { f.rackRef(f.r1).rotation_deg = 180; } },
        { "facing: R1 with its row", "airflow.rack-facing", false, [](Fixture &) {} },
        { "intake: node mounted reversed", "airflow.intake", true, [](Fixture &f) { f.device(f.n1).reversed = true; } },
        { "intake: rear-to-front node", "airflow.intake", true,
            [](Fixture &f) { f.type(f.nodeType).airflow = Airflow::RearToFront; } },
        { "intake: front-to-rear node", "airflow.intake", false, [](Fixture &) {} },
        { "side to side: left-to-right node", "airflow.side-to-side", true,
            [](Fixture &f) { f.type(f.nodeType).airflow = Airflow::LeftToRight; } },
        { "side to side: front-to-rear node", "airflow.side-to-side", false, [](Fixture &) {} },
        { "switch ports: reversed port-side-intake switch in a GPU rack", "airflow.switch-ports", true,
            [](Fixture &f) {
                f.removeDevice(f.p.devices[5].id);
                const Id m = f.device("R1-mgmt", f.mgmtType, f.r1, 5);
                f.device(m).reversed = true;
            } },
        { "switch ports: reversed port-side-exhaust switch", "airflow.switch-ports", false,
            [](Fixture &f) {
                f.removeDevice(f.p.devices[5].id);
                f.type(f.mgmtType).airflow = Airflow::RearToFront;
                const Id m = f.device("R1-mgmt", f.mgmtType, f.r1, 5);
                f.device(m).reversed = true;
            } },
        { "switch orientation: ports on the cold side of a GPU rack", "airflow.switch-orientation", true,
            [](Fixture &f) {
                f.removeDevice(f.p.devices[5].id);
                f.device("R1-mgmt", f.mgmtType, f.r1, 5);
            } },
        { "switch orientation: switch outside GPU racks", "airflow.switch-orientation", false, [](Fixture &) {} },
        { "blanking: U6 open", "airflow.blanking", true, [](Fixture &f) { f.removeDevice(f.p.devices[6].id); } },
        { "blanking: every U filled", "airflow.blanking", false, [](Fixture &) {} },
        { "blanking: not required", "airflow.blanking", false,
            [](Fixture &f) {
                f.removeDevice(f.p.devices[6].id);
                f.p.settings["airflow.blanking_required"] = 0;
            } },
        { "rack heat: 10 kW cooling", "airflow.rack-heat", true,
            [](Fixture &f) { f.p.settings["airflow.rack_cooling_w"] = 10000; } },
        { "rack heat: 20 kW cooling", "airflow.rack-heat", false,
            [](Fixture &f) { f.p.settings["airflow.rack_cooling_w"] = 20000; } },
        { "aisle heat: 10 kW aisle", "airflow.aisle-heat", true,
            [](Fixture &f) { f.p.settings["airflow.aisle_cooling_w"] = 10000; } },
        { "aisle heat: 50 kW aisle", "airflow.aisle-heat", false,
            [](Fixture &f) { f.p.settings["airflow.aisle_cooling_w"] = 50000; } },
        { "hall heat: 10 kW hall", "airflow.hall-heat", true,
            [](Fixture &f) { f.p.halls[0].cooling_capacity_w = 10000; } },
        { "hall heat: 100 kW hall", "airflow.hall-heat", false,
            [](Fixture &f) { f.p.halls[0].cooling_capacity_w = 100000; } },
    };
    return list;
}

} // namespace plenum::rules::test

PLENUM_RULE_FAMILY_MAIN(plenum::rules::test::familyCases())
