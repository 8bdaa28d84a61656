// SPDX-License-Identifier: GPL-3.0-or-later
// The one list of every stored field of every entity. The JSON dump/load and the SQLite project
// file both walk these lists, so a field is added in one place and both formats follow. A change
// here changes the schema (now v7): add a migration (store/schema.cpp, and json/project_json.cpp
// for dumps) and bump the schema version.
#pragma once

#include "model/project.h"

namespace plenum::fields {

template <typename F> void visit(Phase &o, F &&f)
{
    f("id", o.id);
    f("name", o.name);
}

template <typename F> void visit(Hall &o, F &&f)
{
    f("id", o.id);
    f("name", o.name);
    f("outline", o.outline);
    f("tile_mm", o.tile_mm);
    f("ceiling_height_mm", o.ceiling_height_mm);
    f("raised_floor", o.raised_floor);
    f("raised_floor_height_mm", o.raised_floor_height_mm);
    f("containment", o.containment);
    f("cooling_capacity_w", o.cooling_capacity_w);
}

template <typename F> void visit(Obstacle &o, F &&f)
{
    f("id", o.id);
    f("hall", o.hall);
    f("name", o.name);
    f("kind", o.kind);
    f("outline", o.outline);
    f("locked", o.locked);
}

template <typename F> void visit(Row &o, F &&f)
{
    f("id", o.id);
    f("hall", o.hall);
    f("name", o.name);
    f("facing_deg", o.facing_deg);
}

template <typename F> void visit(RackType &o, F &&f)
{
    f("id", o.id);
    f("slug", o.slug);
    f("model", o.model);
    f("width_mm", o.width_mm);
    f("depth_mm", o.depth_mm);
    f("height_u", o.height_u);
    f("power_budget_w", o.power_budget_w);
    f("static_load_kg", o.static_load_kg);
    f("cable_manager_area_mm2", o.cable_manager_area_mm2);
    f("door_clearance_mm", o.door_clearance_mm);
    f("price_usd", o.price_usd);
    f("source", o.source);
}

template <typename F> void visit(Rack &o, F &&f)
{
    f("id", o.id);
    f("name", o.name);
    f("hall", o.hall);
    f("row", o.row);
    f("rack_type", o.rack_type);
    f("x_mm", o.position.x_mm);
    f("y_mm", o.position.y_mm);
    f("rotation_deg", o.rotation_deg);
    f("phase", o.phase);
    f("locked", o.locked);
}

template <typename F> void visit(PortTemplate &o, F &&f)
{
    f("name", o.name);
    f("connector", o.connector);
    f("cage", o.cage);
    f("lanes", o.lanes);
    f("speed_gbps", o.speed_gbps);
    f("face", o.face);
    f("x_mm", o.x_mm);
    f("y_mm", o.y_mm);
    f("management", o.management);
}

template <typename F> void visit(DeviceType &o, F &&f)
{
    f("id", o.id);
    f("slug", o.slug);
    f("manufacturer", o.manufacturer);
    f("model", o.model);
    f("role", o.role);
    f("u_height", o.u_height);
    f("depth_mm", o.depth_mm);
    f("airflow", o.airflow);
    f("liquid_cooled", o.liquid_cooled);
    f("weight_kg", o.weight_kg);
    f("typical_power_w", o.typical_power_w);
    f("max_power_w", o.max_power_w);
    f("psu_count", o.psu_count);
    f("psu_rating_w", o.psu_rating_w);
    f("psu_redundant", o.psu_redundant);
    f("gpus", o.gpus);
    f("nics", o.nics);
    f("price_usd", o.price_usd);
    f("source", o.source);
    f("ports", o.ports);
}

template <typename F> void visit(Device &o, F &&f)
{
    f("id", o.id);
    f("name", o.name);
    f("device_type", o.device_type);
    f("rack", o.rack);
    f("u_position", o.u_position);
    f("reversed", o.reversed);
    f("phase", o.phase);
    f("su", o.su);
    f("rail", o.rail);
    f("plane", o.plane);
    f("feed", o.feed);
}

template <typename F> void visit(Link &o, F &&f)
{
    f("id", o.id);
    f("a_device", o.a.device);
    f("a_port", o.a.port);
    f("b_device", o.b.device);
    f("b_port", o.b.port);
    f("fabric", o.fabric);
    f("tier", o.tier);
    f("plane", o.plane);
    f("redundancy_group", o.redundancy_group);
    f("phase", o.phase);
    f("patch_a_device", o.patch_a.device);
    f("patch_a_port", o.patch_a.port);
    f("patch_b_device", o.patch_b.device);
    f("patch_b_port", o.patch_b.port);
}

template <typename F> void visit(Pathway &o, F &&f)
{
    f("id", o.id);
    f("name", o.name);
    f("hall", o.hall);
    f("kind", o.kind);
    f("service", o.service);
    f("points", o.points);
    f("width_mm", o.width_mm);
    f("loading_depth_mm", o.loading_depth_mm);
    f("phase", o.phase);
}

template <typename F> void visit(Cable &o, F &&f)
{
    f("id", o.id);
    f("link", o.link);
    f("label", o.label);
    f("label_a", o.label_a);
    f("label_b", o.label_b);
    f("media", o.media);
    f("sku", o.sku);
    f("ordered_length_mm", o.ordered_length_mm);
    f("required_length_mm", o.required_length_mm);
    f("in_rack_a_mm", o.breakdown.in_rack_a_mm);
    f("drop_a_mm", o.breakdown.drop_a_mm);
    f("pathway_mm", o.breakdown.pathway_mm);
    f("drop_b_mm", o.breakdown.drop_b_mm);
    f("in_rack_b_mm", o.breakdown.in_rack_b_mm);
    f("bends_mm", o.breakdown.bends_mm);
    f("service_loops_mm", o.breakdown.service_loops_mm);
    f("route", o.route);
    f("slack_location", o.slack_location);
    f("slack_rack", o.slack.rack);
    f("slack_side", o.slack.side);
    f("slack_z_low_mm", o.slack.z_low_mm);
    f("slack_z_high_mm", o.slack.z_high_mm);
    f("slack_pathway", o.slack.pathway);
    f("slack_segment", o.slack.segment);
    f("transceiver_a", o.transceiver_a);
    f("transceiver_b", o.transceiver_b);
    f("bundle", o.bundle);
    f("phase", o.phase);
    f("span", o.span);
    f("end_a_device", o.end_a.device);
    f("end_a_port", o.end_a.port);
    f("end_b_device", o.end_b.device);
    f("end_b_port", o.end_b.port);
}

template <typename F> void visit(Reservation &o, F &&f)
{
    f("id", o.id);
    f("name", o.name);
    f("phase", o.phase);
    f("hall", o.hall);
    f("outline", o.outline);
    f("rack", o.rack);
    f("u_low", o.u_low);
    f("u_height", o.u_height);
}

template <typename F> void visit(Underlay &o, F &&f)
{
    f("id", o.id);
    f("hall", o.hall);
    f("name", o.name);
    f("format", o.format);
    f("page", o.page);
    f("x_mm", o.x_mm);
    f("y_mm", o.y_mm);
    f("mm_per_px", o.mm_per_px);
    f("rotation_deg", o.rotation_deg);
    f("opacity", o.opacity);
    f("locked", o.locked);
    f("image", o.image);
}

// Every entity table of a project, in dependency order (referenced tables first).
template <typename F> void tables(Project &p, F &&f)
{
    f("phase", "phases", p.phases);
    f("hall", "halls", p.halls);
    f("obstacle", "obstacles", p.obstacles);
    f("row", "rows", p.rows);
    f("rack_type", "rack_types", p.rack_types);
    f("rack", "racks", p.racks);
    f("device_type", "device_types", p.device_types);
    f("device", "devices", p.devices);
    f("link", "links", p.links);
    f("pathway", "pathways", p.pathways);
    f("cable", "cables", p.cables);
    f("reservation", "reservations", p.reservations); // v4; last so the older tables keep their order
    f("underlay", "underlays", p.underlays); // v5
}

} // namespace plenum::fields
