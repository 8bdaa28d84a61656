// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/slack_place.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

namespace plenum::routing {

std::optional<Face> exhaustFace(Airflow airflow, bool reversed)
{
    std::optional<Face> f;
    if (airflow == Airflow::FrontToRear || airflow == Airflow::SideToRear)
        f = Face::Rear;
    else if (airflow == Airflow::RearToFront)
        f = Face::Front;
    if (f && reversed)
        f = *f == Face::Front ? Face::Rear : Face::Front;
    return f;
}

std::unordered_map<Id, Face> rackExhaustSides(const Project &project, const ProjectIndex &index)
{
    // Watts exhausting at each face, per rack by its place in the project (a device in a rack the
    // project lacks counts nowhere).
    std::vector<double> front(project.racks.size(), 0), rear(project.racks.size(), 0);
    const DeviceType *last = nullptr; // devices come in runs of one type: one lookup per run
    Id lastType = kNoId;
    for (const Device &d : project.devices) {
        if (d.rack == kNoId)
            continue;
        if (d.device_type != lastType || !last) {
            last = index.deviceType(d.device_type);
            lastType = d.device_type;
        }
        const DeviceType *t = last;
        if (!t)
            continue;
        const auto f = exhaustFace(t->airflow, d.reversed);
        const Rack *r = f ? index.rack(d.rack) : nullptr;
        if (r)
            (*f == Face::Front ? front : rear)[std::size_t(r - project.racks.data())]
                += std::max<double>(1, double(t->typical_power_w));
    }
    std::unordered_map<Id, Face> out;
    out.reserve(project.racks.size());
    for (const Rack &rack : project.racks) {
        const std::size_t k = std::size_t(index.rack(rack.id) - project.racks.data()); // one place per id
        out[rack.id] = front[k] > rear[k] ? Face::Front : Face::Rear;
    }
    return out;
}

namespace {

// The tray segment's polyline piece, if the pathway and index resolve.
bool segmentEnds(const ProjectIndex &index, const SlackPlace &place, Point3 &a, Point3 &b)
{
    const Pathway *pw = index.pathway(place.pathway);
    if (!pw || place.segment < 0 || std::size_t(place.segment) + 1 >= pw->points.size())
        return false;
    a = pw->points[std::size_t(place.segment)];
    b = pw->points[std::size_t(place.segment) + 1];
    return true;
}

} // namespace

bool inExhaustZone(const Project &project, const ProjectIndex &index, const std::unordered_map<Id, Face> &exhaust,
    const SlackPlace &place, double hotAisleDepthMm, std::string *why)
{
    if (place.rack != kNoId) {
        auto it = exhaust.find(place.rack);
        const Face hot = it == exhaust.end() ? Face::Rear : it->second;
        if (place.side == hot && why) {
            const Rack *r = index.rack(place.rack);
            *why = fmt::format("the {} half of rack {}, where its devices exhaust", toString(hot), r ? r->name : "?");
        }
        return place.side == hot;
    }
    Point3 a, b;
    if (place.pathway == kNoId || !segmentEnds(index, place, a, b))
        return false;
    // The coil lies at the segment's middle, at its lower end's height.
    const double x = (double(a.x_mm) + double(b.x_mm)) / 2, y = (double(a.y_mm) + double(b.y_mm)) / 2;
    const double z = double(std::min(a.z_mm, b.z_mm));
    const RackSettings settings = rackSettingsOf(project);
    for (const Rack &r : project.racks) {
        const RackType *t = index.rackType(r.rack_type);
        if (!t || r.hall != index.pathway(place.pathway)->hall)
            continue;
        const RackFrame f = rackFrame(r, *t, settings);
        if (z >= f.top_z)
            continue;
        auto it = exhaust.find(r.id);
        const Face hot = it == exhaust.end() ? Face::Rear : it->second;
        // Rack frame: s across, v from the front face into the depth (rack_geometry.h).
        const double dx = x - f.cx, dy = y - f.cy;
        const double s = dx * f.rx + dy * f.ry;
        const double v = f.depth / 2 - (dx * f.fx + dy * f.fy);
        const bool across = std::abs(s) <= double(t->width_mm) / 2;
        const bool behind
            = hot == Face::Rear ? v >= f.depth && v <= f.depth + hotAisleDepthMm : v <= 0 && v >= -hotAisleDepthMm;
        if (across && behind) {
            if (why)
                *why = fmt::format("the hot aisle behind rack {}, {:.2f} m above the floor (its top is at {:.2f} m)",
                    r.name, z / 1000.0, f.top_z / 1000.0);
            return true;
        }
    }
    return false;
}

bool nearHotAisle(const Project &project, const ProjectIndex &index, const Rack &rack, const SlackPlace &place,
    double hotAisleDepthMm)
{
    Point3 a, b;
    if (place.pathway == kNoId || !segmentEnds(index, place, a, b))
        return false; // inExhaustZone() reads no rack for it
    const RackType *t = index.rackType(rack.rack_type);
    if (!t)
        return true;
    const RackFrame f = rackFrame(rack, *t, rackSettingsOf(project));
    // As inExhaustZone(), with both faces and no height.
    const double x = (double(a.x_mm) + double(b.x_mm)) / 2, y = (double(a.y_mm) + double(b.y_mm)) / 2;
    const double dx = x - f.cx, dy = y - f.cy;
    const double s = dx * f.rx + dy * f.ry;
    const double v = f.depth / 2 - (dx * f.fx + dy * f.fy);
    const bool across = std::abs(s) <= double(t->width_mm) / 2;
    const bool behind = (v >= f.depth && v <= f.depth + hotAisleDepthMm) || (v <= 0 && v >= -hotAisleDepthMm);
    return across && behind;
}

std::string describe(const ProjectIndex &index, const SlackPlace &place)
{
    if (place.rack != kNoId) {
        const Rack *r = index.rack(place.rack);
        return fmt::format("{} cable manager, {} half, {:.2f}-{:.2f} m", r ? r->name : "?", toString(place.side),
            double(place.z_low_mm) / 1000.0, double(place.z_high_mm) / 1000.0);
    }
    if (place.pathway != kNoId) {
        const Pathway *pw = index.pathway(place.pathway);
        return fmt::format("{}, segment {}", pw ? pw->name : "tray", place.segment);
    }
    return {};
}

} // namespace plenum::routing
