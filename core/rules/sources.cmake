# SPDX-License-Identifier: GPL-3.0-or-later
# Sources of core/rules (the design rule checker), included by core/CMakeLists.txt.
target_sources(plenum_core PRIVATE
    rules/rules.cpp
    rules/incremental_check.cpp
    rules/context.cpp
    rules/cable_columns.cpp
    rules/cables_along.cpp
    rules/port_links.cpp
    rules/touched.cpp
    rules/defaults.cpp
    rules/helpers.cpp
    rules/placement.cpp
    rules/cable_reach.cpp
    rules/cable_slack.cpp
    rules/cable_bend.cpp
    rules/cable_detour.cpp
    rules/cable_ends.cpp
    rules/cable_protocol.cpp
    rules/cable_unrouted.cpp
    rules/pathway_fill.cpp
    rules/pathway_separation.cpp
    rules/airflow_facing.cpp
    rules/airflow_intake.cpp
    rules/airflow_blanking.cpp
    rules/airflow_heat.cpp
    rules/power_budget.cpp
    rules/power_feeds.cpp
    rules/space_rack.cpp
    rules/rack_cable_manager.cpp
    rules/space_floor.cpp
    rules/space_weight.cpp
    rules/space_aisle.cpp
    rules/space_reservation.cpp
    rules/fabric_ports.cpp
    rules/fabric_topology.cpp
    rules/resilience_paths.cpp
)
