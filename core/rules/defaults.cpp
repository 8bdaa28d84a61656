// SPDX-License-Identifier: GPL-3.0-or-later
// The one table of rule limits (DESIGN.md §7: limits are project data). A project's own settings
// (Project::settings, seeded by defaultRuleSettings()) win; these fill in what it does not have.
// Sources: ../shared/domain/REFERENCE.md; [S] values are defaults a user may change.
#include "rules/rules.h"

namespace plenum::rules {

const RuleSettings &ruleDefaults()
{
    static const RuleSettings defaults = [] {
        RuleSettings s = defaultRuleSettings(); // the model's own defaults, same names
        const RuleSettings extra {
            // cable
            { "cable.passive_copper_max_mm", 3000 }, // NVIDIA LinkX: passive DAC to 3 m at 200G+ per link (NDR)
            { "cable.passive_copper_min_speed_gbps", 200 }, // the 3 m limit applies at this speed and above
            { "cable.max_forced_slack_mm",
                5000 }, // slack the catalogue's length steps force, coiled in a tray or manager [estimate]
            // tray run beyond the racks' Manhattan distance: ladders every <= 10 racks keep a
            // well-built network within ~6 m (issue #16) [estimate]
            { "cable.max_detour_mm", 10000 },
            { "rack.door_clearance_mm", 100 }, // mounting rails to the door, front and rear [estimate]
            { "rack.cable_manager_fill_ratio",
                0.5 }, // of RackType::cable_manager_area_mm2, after NEC 392.22's 50 % [estimate]
            // pathway
            { "pathway.fill_limit_ratio_solid", 0.4 }, // NEC 392.22: 40 % of a solid-bottom tray (PathwayKind::Tray)
            { "pathway.fill_limit_ratio_fibre",
                0.5 }, // a fibre runway: its maker's figure; TIA-569's 50 % maximum without one [estimate]
            { "pathway.separate_fibre", 1 }, // 1: fibre belongs in fibre pathways where the hall has them
            { "pathway.max_load_kg_per_m",
                74.4 }, // per tray: NEMA VE 1 load class A, 50 lb/ft (e.g. 12A); 0: not checked
            // airflow
            { "airflow.rack_cooling_w", 0 }, // air cooling per rack, W (error above); 0: the default check below
            { "airflow.aisle_cooling_w", 0 }, // cooling per hot aisle, W (error above); 0: a share of the hall's
            // Without airflow.rack_cooling_w, a warning above the lower of the rack's power budget and this:
            // contained air cooling's practical ceiling, ~40-50 kW per rack (aidatacenterguide.com, Air
            // Cooling at the Limit, ch. 5.2), its lower end [S]
            { "airflow.air_cooling_ceiling_w", 40000 },
            { "airflow.liquid_capture_ratio", 0.8 }, // share of a liquid-cooled device's heat taken by liquid [S]
            { "airflow.blanking_required", 1 }, // 1: empty U of a front-to-rear rack need blanking (ASHRAE)
            { "airflow.hot_aisle_depth_mm", 1200 }, // hot aisle behind a rack's exhaust face: two 600 mm tiles [S]
            // power
            { "power.check_feed_loss_psus", 1 }, // 1: report devices left below N PSUs when a feed is lost
            // space
            { "space.obstacle_clearance_mm", 600 }, // service clearance around obstacles (layout default)
            { "space.floor_rating_kg_m2", 0 }, // floor load rating; 0: not checked (a building figure)
            // ANSI/TIA-942 (hot and cold aisles): at least 1 m of front clearance for installing
            // equipment (1.2 m preferred; TIA-942-A's recommended cold aisle is 1.2 m, two tiles) and
            // at least 0.6 m of rear clearance for service access (1 m preferred). 0: not checked.
            { "space.cold_aisle_min_mm", 1000 }, { "space.hot_aisle_min_mm", 600 },
            // fabric
            { "fabric.max_oversubscription", 0 }, // leaf down:up bandwidth limit; 0: not checked
            // resilience
            { "resilience.min_homing", 2 }, // distinct far ends a redundancy group must reach
        };
        s.insert(extra.begin(), extra.end());
        return s;
    }();
    return defaults;
}

} // namespace plenum::rules
