// SPDX-License-Identifier: GPL-3.0-or-later
// The Plenum model (DESIGN.md §3): a project is plain data — halls, rows, racks, devices, links,
// pathways and cables — in integer millimetres, watts, kilograms and US dollars. Every object
// carries a stable id (unique across the whole project) and the phase that adds it.
#pragma once

#include "model/types.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace plenum {

struct Phase {
    Id id = kNoId;
    std::string name; // "day-one", …, "target"
    friend bool operator==(const Phase &, const Phase &) = default;
};

struct Hall {
    Id id = kNoId;
    std::string name;
    std::vector<Point> outline; // simple polygon, counter-clockwise
    int tile_mm = 600;
    int ceiling_height_mm = 4000;
    bool raised_floor = false;
    int raised_floor_height_mm = 0;
    Containment containment = Containment::None;
    std::int64_t cooling_capacity_w = 0; // whole hall; 0 = not modelled
    friend bool operator==(const Hall &, const Hall &) = default;
};

struct Obstacle {
    Id id = kNoId;
    Id hall = kNoId;
    std::string name;
    ObstacleKind kind = ObstacleKind::Column;
    std::vector<Point> outline;
    bool locked = false; // a locked obstacle is not moved, reshaped or deleted (core/edit/lock_edit.h)
    friend bool operator==(const Obstacle &, const Obstacle &) = default;
};

// Rotations and facings are degrees clockwise from north (+y): 0 = front faces +y, 90 = +x.
struct Row {
    Id id = kNoId;
    Id hall = kNoId;
    std::string name;
    int facing_deg = 0; // direction the rack fronts of this row face (towards the cold aisle)
    friend bool operator==(const Row &, const Row &) = default;
};

struct RackType {
    Id id = kNoId;
    std::string slug;
    std::string model;
    int width_mm = 600;
    int depth_mm = 1200;
    int height_u = 42;
    std::int64_t power_budget_w = 0;
    int static_load_kg = 0;
    int cable_manager_area_mm2 = 0; // usable cross-section of the vertical cable managers
    // Room from the mounting rails to the door, front and rear, where a cable leaves a port before
    // it turns (rules/cable_bend.cpp); 0: the project's setting rack.door_clearance_mm (schema v7).
    int door_clearance_mm = 0;
    double price_usd = 0;
    std::string source; // public source of the figures, or "estimate"
    friend bool operator==(const RackType &, const RackType &) = default;
};

struct Rack {
    Id id = kNoId;
    std::string name; // floor-grid name, e.g. "AJ05"
    Id hall = kNoId;
    Id row = kNoId; // kNoId: not in a row
    Id rack_type = kNoId;
    Point position; // centre of the footprint
    int rotation_deg = 0;
    Id phase = kNoId;
    bool locked = false; // a locked rack is not moved, turned or deleted (core/edit/lock_edit.h)
    friend bool operator==(const Rack &, const Rack &) = default;
};

struct PortTemplate {
    std::string name; // "OSFP1P1", "eth0", "PSU1"
    std::string connector; // "OSFP", "QSFP112", "QSFP-DD", "RJ45", "C20", …
    std::string cage; // ports sharing a cage (twin-port OSFP) share this name
    int lanes = 1;
    int speed_gbps = 0; // per port
    Face face = Face::Rear;
    int x_mm = 0; // from the left edge of the face, seen from that face
    int y_mm = 0; // from the bottom of the device
    bool management = false;
    // InfiniBand or Ethernet (issue #16). Not in fields.h: stored in the port's JSON only when
    // specified, so a port saved without it (schema v5 and older) reads back as Unspecified.
    Protocol protocol = Protocol::Unspecified;
    friend bool operator==(const PortTemplate &, const PortTemplate &) = default;
};

struct DeviceType {
    Id id = kNoId;
    std::string slug;
    std::string manufacturer;
    std::string model;
    std::string role; // "gpu-node", "leaf", "spine", "core", "storage", "management", "pdu", …
    int u_height = 1;
    int depth_mm = 0;
    Airflow airflow = Airflow::FrontToRear;
    bool liquid_cooled = false;
    double weight_kg = 0;
    std::int64_t typical_power_w = 0;
    std::int64_t max_power_w = 0;
    int psu_count = 0;
    std::int64_t psu_rating_w = 0;
    int psu_redundant = 0; // M in N+M
    int gpus = 0;
    int nics = 0;
    double price_usd = 0;
    std::string source; // public source of the figures, or "estimate"
    std::vector<PortTemplate> ports;
    friend bool operator==(const DeviceType &, const DeviceType &) = default;

    // Index of the port called `name`, or -1.
    int portIndex(std::string_view name) const;
};

struct Device {
    Id id = kNoId;
    std::string name;
    Id device_type = kNoId;
    Id rack = kNoId; // kNoId: not racked yet
    int u_position = 0; // lowest U occupied (1-based); 0 when not racked
    bool reversed = false; // mounted rear-facing (ports and airflow turned round)
    Id phase = kNoId;
    int su = -1; // fabric coordinates, -1 when not applicable
    int rail = -1;
    int plane = -1;
    std::string feed; // a PDU's power feed, "A" or "B" (empty for any other device); schema v2
    friend bool operator==(const Device &, const Device &) = default;
};

struct PortRef {
    Id device = kNoId;
    int port = -1; // index into the device type's ports
    friend bool operator==(const PortRef &, const PortRef &) = default;
};

struct Link {
    Id id = kNoId;
    PortRef a;
    PortRef b;
    Fabric fabric = Fabric::Compute;
    Tier tier = Tier::NodeLeaf;
    int plane = -1;
    int redundancy_group = 0; // 0: none; links sharing a group want disjoint pathways
    Id phase = kNoId;
    // Structured cabling (schema v8, model/channel.h): the front ports of the two fibre panels the
    // link is patched through, near end a and near end b; both empty for a point-to-point cable.
    PortRef patch_a;
    PortRef patch_b;
    bool patched() const { return patch_a.device != kNoId; }
    friend bool operator==(const Link &, const Link &) = default;
};

struct Pathway {
    Id id = kNoId;
    std::string name;
    Id hall = kNoId;
    PathwayKind kind = PathwayKind::Ladder;
    Service service = Service::Data;
    std::vector<Point3> points; // centre line, at least two points
    int width_mm = 300;
    int loading_depth_mm = 100;
    Id phase = kNoId;
    friend bool operator==(const Pathway &, const Pathway &) = default;
};

// One step of a cable's route: segment `segment` (between points segment and segment+1) of a pathway.
struct RouteStep {
    Id pathway = kNoId;
    int segment = 0;
    friend bool operator==(const RouteStep &, const RouteStep &) = default;
};

// Where a cable's slack is coiled (DESIGN.md §5): in a rack — on the front or rear side of its
// vertical cable manager, between two heights above the floor — or on one tray segment. Checked
// against the exhaust zone (cable.slack-exhaust) and counted toward the place's capacity.
struct SlackPlace {
    Id rack = kNoId; // in this rack (kNoId: not in a rack)
    Face side = Face::Front; // which half of the rack's depth, in the rack's own frame
    std::int64_t z_low_mm = 0, z_high_mm = 0;
    Id pathway = kNoId; // or on this pathway's segment (kNoId: not on a tray)
    int segment = 0;
    bool placed() const { return rack != kNoId || pathway != kNoId; }
    friend bool operator==(const SlackPlace &, const SlackPlace &) = default;
};

// The terms of DESIGN.md §5, kept per cable so a crew can see why a cable has its length.
struct LengthBreakdown {
    std::int64_t in_rack_a_mm = 0;
    std::int64_t drop_a_mm = 0;
    std::int64_t pathway_mm = 0;
    std::int64_t drop_b_mm = 0;
    std::int64_t in_rack_b_mm = 0;
    std::int64_t bends_mm = 0;
    std::int64_t service_loops_mm = 0;
    std::int64_t total() const
    {
        return in_rack_a_mm + drop_a_mm + pathway_mm + drop_b_mm + in_rack_b_mm + bends_mm + service_loops_mm;
    }
    friend bool operator==(const LengthBreakdown &, const LengthBreakdown &) = default;
};

struct Cable {
    Id id = kNoId;
    Id link = kNoId; // kNoId for a trunk, which serves many links
    CableSpan span = CableSpan::Link; // schema v8: a channel's cord or trunk (model/channel.h)
    PortRef end_a; // a trunk's two ends: the panels' trunk ports (empty for any other span)
    PortRef end_b;
    std::string label; // project-unique cable id
    std::string label_a; // TIA-606 end labels, "AJ05-38:OSFP1P1"
    std::string label_b;
    std::string media; // "dac", "acc", "aoc", "mmf-mpo", "smf-mpo", "smf-lc", "cat6a", …
    std::string sku;
    std::int64_t ordered_length_mm = 0;
    std::int64_t required_length_mm = 0;
    LengthBreakdown breakdown;
    std::vector<RouteStep> route;
    std::string slack_location; // where the slack is stored, in words (from `slack`)
    SlackPlace slack; // where the slack is stored
    std::string transceiver_a;
    std::string transceiver_b;
    std::string bundle;
    Id phase = kNoId;
    std::int64_t slackMm() const { return ordered_length_mm - required_length_mm; }
    friend bool operator==(const Cable &, const Cable &) = default;
};

// Space held for a later phase (schema v4): a floor area of a hall (outline) or a U range of a
// rack (rack, u_low, u_height). An object of another phase placed in it is a finding
// (space.reservation), so day-one work does not take what phase two was promised.
struct Reservation {
    Id id = kNoId;
    std::string name;
    Id phase = kNoId; // the phase the space is held for
    Id hall = kNoId; // a floor area: this hall and `outline`
    std::vector<Point> outline;
    Id rack = kNoId; // or a U range: this rack, U u_low to u_low + u_height - 1
    int u_low = 0;
    int u_height = 0;
    bool floorArea() const { return rack == kNoId; }
    friend bool operator==(const Reservation &, const Reservation &) = default;
};

// Bytes shared by every copy of a project that holds them (an underlay's image): a copy of the
// project, a change set or an undo step holds a pointer to the same immutable bytes, never a
// second copy. Compared by content.
struct Blob {
    std::shared_ptr<const std::string> bytes;
    std::size_t size() const { return bytes ? bytes->size() : 0; }
    std::string_view view() const { return bytes ? std::string_view(*bytes) : std::string_view(); }
    friend bool operator==(const Blob &a, const Blob &b) { return a.bytes == b.bytes || a.view() == b.view(); }
};

// The architect's drawing under a hall's floor plan (schema v5): an image (PNG, JPEG, or a page of
// a PDF drawn at kUnderlayPdfDpi) placed on the floor. Image pixel (u, v) — u right, v down —
// lies at floor point origin + R(rotation) · (u · mm_per_px, −v · mm_per_px): the image's top-left
// corner is at (x_mm, y_mm), its rows run south, and the whole picture turns clockwise by
// rotation_deg about that corner.
struct Underlay {
    Id id = kNoId;
    Id hall = kNoId;
    std::string name;
    UnderlayFormat format = UnderlayFormat::Png;
    int page = 0; // a PDF's page, 0-based
    std::int64_t x_mm = 0;
    std::int64_t y_mm = 0;
    double mm_per_px = 10;
    double rotation_deg = 0;
    double opacity = 0.5; // 0 … 1
    bool locked = false; // a locked underlay is not moved, scaled or turned
    Blob image;
    friend bool operator==(const Underlay &, const Underlay &) = default;
};
inline constexpr int kUnderlayPdfDpi = 150;

// Rule limits are project data (DESIGN.md §7): name → value.
using RuleSettings = std::map<std::string, double>;
RuleSettings defaultRuleSettings();

struct Project {
    std::string name = "Untitled";
    std::vector<Phase> phases;
    std::vector<Hall> halls;
    std::vector<Obstacle> obstacles;
    std::vector<Row> rows;
    std::vector<RackType> rack_types;
    std::vector<Rack> racks;
    std::vector<DeviceType> device_types;
    std::vector<Device> devices;
    std::vector<Link> links;
    std::vector<Pathway> pathways;
    std::vector<Cable> cables;
    std::vector<Reservation> reservations;
    std::vector<Underlay> underlays;
    RuleSettings settings = defaultRuleSettings();
    Id next_id = 1;

    Id allocateId() { return next_id++; }
    friend bool operator==(const Project &, const Project &) = default;
};

// Structural invariants: ids unique and below next_id, every reference resolves, U positions
// inside their rack, ports exist, polylines have enough points. Returns one message per problem
// (empty when the project is sound).
std::vector<std::string> checkInvariants(const Project &project);

// Throws Error with the first problem of checkInvariants(), prefixed by `context`.
void requireInvariants(const Project &project, std::string_view context);

} // namespace plenum
