// SPDX-License-Identifier: GPL-3.0-or-later
// NetBox CSV files + floor positions → a project in the phase `existing` (netbox_site.h). Reads
// and checks every file first, then builds through the edit layer: the phase, the hall, the racks
// (edit::addRack), the devices (edit::mountDevice), the links (edit::addLinks, one change set),
// and a data ladder over each row joined by two backbones (edit::addPathway), widened to what the
// cables need (edit::setField) so that `route` can lay them.
#include "import/netbox_site.h"

#include "catalog/catalog.h"
#include "catalog/netbox_types.h"
#include "edit/device_edit.h"
#include "edit/edit_common.h"
#include "edit/field_edit.h"
#include "edit/link_edit.h"
#include "edit/pathway_edit.h"
#include "edit/rack_edit.h"
#include "import/csv_reader.h"
#include "import/site_links.h"
#include "routing/router.h"
#include "store/input_limits.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace plenum::importing {
namespace {

std::string lower(std::string s)
{
    for (char &c : s)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

[[noreturn]] void failAt(const CsvTable &t, const CsvRow &row, const std::string &what)
{
    throw Error(fmt::format("{} line {}: {}", t.file(), row.line, what));
}

// A number as NetBox writes it ("17", "17.0", "600.00").
double number(const CsvTable &t, const CsvRow &row, int column, const char *name)
{
    const std::string text = CsvTable::cell(row, column);
    double v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v))
        failAt(t, row, fmt::format("{} '{}' is not a number", name, text.substr(0, 40)));
    return v;
}

std::int64_t whole(const CsvTable &t, const CsvRow &row, int column, const char *name, std::int64_t limit)
{
    const double v = number(t, row, column, name);
    if (v != std::floor(v) || std::fabs(v) > double(limit))
        failAt(
            t, row, fmt::format("{} '{}' is not a whole number within ±{}", name, CsvTable::cell(row, column), limit));
    return std::int64_t(v);
}

struct RackRow {
    const CsvRow *row = nullptr;
    std::string name, site, location, description;
    int u = 0;
    std::int64_t width = 0, depth = 0; // outer, mm; 0 when not given
};

struct Placement {
    std::int64_t x = 0, y = 0;
    int rotation = 0;
};

struct DeviceRow {
    const CsvRow *row = nullptr;
    std::string name, type, manufacturer, airflow, rack, feed;
    int u = 0;
    Face face = Face::Front;
    const DeviceType *resolved = nullptr;
};

std::vector<RackRow> readRacks(const CsvTable &t)
{
    const int name = t.required({ "name" });
    const int site = t.column({ "site" }), location = t.column({ "location" }), desc = t.column({ "description" });
    const int height = t.column({ "u_height", "height (u)", "height" });
    const int width = t.column({ "outer_width", "outer width" }), depth = t.column({ "outer_depth", "outer depth" });
    const int unit = t.column({ "outer_unit", "outer unit" });
    std::vector<RackRow> out;
    std::set<std::string> seen;
    for (const CsvRow &row : t.rows()) {
        RackRow r;
        r.row = &row;
        r.name = CsvTable::cell(row, name);
        if (r.name.empty())
            failAt(t, row, "the rack has no name");
        for (int c : { name, site, location, desc })
            if (auto problem = limits::textProblem(CsvTable::cell(row, c)); !problem.empty())
                failAt(t, row, "a text " + problem);
        if (!seen.insert(r.name).second)
            failAt(t, row, fmt::format("rack '{}' is listed twice", r.name));
        r.site = CsvTable::cell(row, site);
        r.location = CsvTable::cell(row, location);
        r.description = CsvTable::cell(row, desc);
        if (height >= 0 && !CsvTable::cell(row, height).empty())
            r.u = int(whole(t, row, height, "u_height", 100));
        const std::string u = lower(CsvTable::cell(row, unit));
        if (!u.empty() && u != "mm" && u != "in" && u != "millimeters" && u != "inches")
            failAt(t, row, fmt::format("outer_unit '{}' is neither mm nor in", u.substr(0, 40)));
        const double scale = u == "in" || u == "inches" ? 25.4 : 1.0;
        if (width >= 0 && !CsvTable::cell(row, width).empty())
            r.width = std::llround(scale * double(whole(t, row, width, "outer_width", 100000)));
        if (depth >= 0 && !CsvTable::cell(row, depth).empty())
            r.depth = std::llround(scale * double(whole(t, row, depth, "outer_depth", 100000)));
        out.push_back(r);
    }
    if (out.empty())
        throw Error(fmt::format("{}: no racks", t.file()));
    return out;
}

// The catalogue's rack type: by model (the description Plenum's export writes), else by size.
const RackType *rackTypeOf(const RackRow &r, std::vector<std::string> &notes)
{
    const auto &racks = catalog::builtinCatalog().racks;
    for (const auto &c : racks)
        if (!r.description.empty() && c.type.model == r.description)
            return &c.type;
    for (const auto &c : racks)
        if (r.u > 0 && r.width > 0 && r.depth > 0 && c.type.height_u == r.u && c.type.width_mm == r.width
            && c.type.depth_mm == r.depth) {
            notes.push_back(fmt::format(
                "rack {}: rack type {} ({}U, {} x {} mm) by its size", r.name, c.type.slug, r.u, r.width, r.depth));
            return &c.type;
        }
    return nullptr;
}

std::map<std::string, Placement> readPositions(const CsvTable &t, const std::vector<RackRow> &racks)
{
    const int rack = t.required({ "rack", "name" });
    const int x = t.required({ "x_mm" }), y = t.required({ "y_mm" });
    const int rotation = t.required({ "rotation", "rotation_deg" });
    std::set<std::string> known;
    for (const auto &r : racks)
        known.insert(r.name);
    std::map<std::string, Placement> out;
    for (const CsvRow &row : t.rows()) {
        const std::string name = CsvTable::cell(row, rack);
        if (!known.count(name))
            failAt(t, row, fmt::format("rack '{}' is not in the racks file", name.substr(0, 80)));
        Placement p;
        p.x = whole(t, row, x, "x_mm", limits::kMaxCoordinateMm);
        p.y = whole(t, row, y, "y_mm", limits::kMaxCoordinateMm);
        p.rotation = int(whole(t, row, rotation, "rotation", 360));
        if (!out.emplace(name, p).second)
            failAt(t, row, fmt::format("rack '{}' has a second position", name));
    }
    std::vector<std::string> missing;
    for (const auto &r : racks)
        if (!out.count(r.name))
            missing.push_back(r.name);
    if (!missing.empty()) {
        std::string list;
        for (std::size_t i = 0; i < missing.size() && i < 20; ++i)
            list += (i ? ", " : "") + missing[i];
        throw Error(fmt::format("{}: {} rack{} without a position: {}{}", t.file(), missing.size(),
            missing.size() == 1 ? "" : "s", list, missing.size() > 20 ? ", …" : ""));
    }
    return out;
}

// Device types by model (NetBox's device_type column), by slug and by NetBox slug: the given
// NetBox types first, then the catalogue.
class TypeLookup {
public:
    explicit TypeLookup(const std::vector<DeviceType> &imported)
    {
        for (const auto &t : imported)
            m_all.push_back(&t);
        for (const auto &c : catalog::builtinCatalog().devices)
            m_all.push_back(&c.type);
    }
    const DeviceType *find(const DeviceRow &d) const
    {
        std::vector<const DeviceType *> hits;
        for (const DeviceType *t : m_all)
            if (t->model == d.type
                && (d.manufacturer.empty() || lower(t->manufacturer) == lower(d.manufacturer)
                    || (t->manufacturer.empty() && lower(d.manufacturer) == "generic"))) // as exported
                hits.push_back(t);
        if (hits.size() > 1 && !d.airflow.empty()) { // the same model in two airflow variants
            std::vector<const DeviceType *> same;
            for (const DeviceType *t : hits)
                if (toString(t->airflow) == d.airflow)
                    same.push_back(t);
            if (!same.empty())
                hits = same;
        }
        if (!hits.empty())
            return hits.front(); // imported types come first: they override the catalogue's
        for (const DeviceType *t : m_all)
            if (t->slug == d.type || lower(t->slug) == lower(d.type))
                return t;
        return nullptr;
    }

private:
    std::vector<const DeviceType *> m_all;
};

std::vector<DeviceRow> readDevices(const CsvTable &t, const TypeLookup &types, const std::set<std::string> &racks)
{
    const int name = t.required({ "name" });
    const int type = t.required({ "device_type", "type", "device type" });
    const int rack = t.required({ "rack" });
    const int position = t.required({ "position", "position (u)" });
    const int face = t.required({ "face" });
    const int maker = t.column({ "manufacturer" }), airflow = t.column({ "airflow" });
    const int desc = t.column({ "description" });
    std::vector<DeviceRow> out;
    std::set<std::string> seen;
    std::map<std::string, std::pair<int, int>> unknown; // type → devices, first line
    for (const CsvRow &row : t.rows()) {
        DeviceRow d;
        d.row = &row;
        d.name = CsvTable::cell(row, name);
        if (d.name.empty())
            failAt(t, row, "the device has no name (Plenum needs every device named)");
        if (auto problem = limits::textProblem(d.name); !problem.empty())
            failAt(t, row, "the name " + problem);
        if (!seen.insert(d.name).second)
            failAt(t, row, fmt::format("device '{}' is listed twice", d.name));
        d.type = CsvTable::cell(row, type);
        d.manufacturer = CsvTable::cell(row, maker);
        d.airflow = lower(CsvTable::cell(row, airflow));
        d.rack = CsvTable::cell(row, rack);
        if (d.rack.empty())
            failAt(t, row, fmt::format("device '{}' is in no rack; Plenum places racked devices only", d.name));
        if (!racks.count(d.rack))
            failAt(t, row, fmt::format("device '{}' is in rack '{}', which is not in the racks file", d.name, d.rack));
        const std::string f = lower(CsvTable::cell(row, face));
        if (f == "rear")
            d.face = Face::Rear;
        else if (!f.empty() && f != "front")
            failAt(t, row, fmt::format("face '{}' is neither front nor rear", f.substr(0, 40)));
        if (!CsvTable::cell(row, position).empty()) {
            const double u = number(t, row, position, "position");
            if (u != std::floor(u) || u < 1 || u > 100)
                failAt(
                    t, row, fmt::format("position '{}' is not a whole U from 1 to 100", CsvTable::cell(row, position)));
            d.u = int(u);
        }
        // The feed Plenum's export writes into a PDU's description ("Plenum: feed=A").
        const std::string description = CsvTable::cell(row, desc);
        if (auto at = description.find("feed="); description.rfind("Plenum:", 0) == 0 && at != std::string::npos)
            d.feed = description.substr(at + 5, 1);
        d.resolved = types.find(d);
        if (!d.resolved) {
            auto &[count, line] = unknown[d.type];
            if (count++ == 0)
                line = row.line;
        } else if (d.resolved->u_height == 0 && d.u == 0) {
            d.u = 1; // a 0U device (a PDU) in the rack's side channel, as the layout mounts it
        } else if (d.u == 0) {
            failAt(t, row,
                fmt::format("device '{}' ({}U) has no position in rack {}", d.name, d.resolved->u_height, d.rack));
        }
        out.push_back(std::move(d));
    }
    if (!unknown.empty()) {
        std::string list;
        for (const auto &[name, seenAt] : unknown)
            list += fmt::format("{}'{}' ({} device{}, first on line {})", list.empty() ? "" : ", ", name.substr(0, 100),
                seenAt.first, seenAt.first == 1 ? "" : "s", seenAt.second);
        throw Error(fmt::format("{}: {} unknown device type{} (not in the catalogue nor the NetBox device types "
                                "given): {}",
            t.file(), unknown.size(), unknown.size() == 1 ? "" : "s", list));
    }
    return out;
}

// A port of `type` by its NetBox name: exactly, else ignoring case when that is unambiguous.
int portOf(const DeviceType &type, const std::string &name)
{
    if (int i = type.portIndex(name); i >= 0)
        return i;
    int found = -1;
    for (std::size_t i = 0; i < type.ports.size(); ++i)
        if (lower(type.ports[i].name) == lower(name)) {
            if (found >= 0)
                return -1;
            found = int(i);
        }
    return found;
}

const std::set<std::string> &terminationTypes()
{
    static const std::set<std::string> types { "dcim.interface", "dcim.powerport", "dcim.poweroutlet", "dcim.rearport",
        "dcim.frontport", "dcim.consoleport", "dcim.consoleserverport" };
    return types;
}

void checkInterfaces(const CsvTable &t, const std::unordered_map<std::string, const DeviceRow *> &devices)
{
    const int device = t.required({ "device" }), name = t.required({ "name" });
    const int type = t.column({ "type" });
    for (const CsvRow &row : t.rows()) {
        const std::string d = CsvTable::cell(row, device), n = CsvTable::cell(row, name);
        auto it = devices.find(d);
        if (it == devices.end())
            failAt(t, row, fmt::format("device '{}' is not in the devices file", d.substr(0, 80)));
        bool isVirtual = false;
        catalog::netboxInterfaceKind(CsvTable::cell(row, type), &isVirtual);
        if (!isVirtual && portOf(*it->second->resolved, n) < 0)
            failAt(t, row,
                fmt::format("device '{}' ({}) has no port '{}'", d, it->second->resolved->model, n.substr(0, 80)));
    }
}

std::vector<SiteCable> readCables(const CsvTable &t, const std::unordered_map<std::string, const DeviceRow *> &devices)
{
    const int ad = t.required({ "side_a_device", "device a" }), an = t.required({ "side_a_name", "termination a" });
    const int bd = t.required({ "side_b_device", "device b" }), bn = t.required({ "side_b_name", "termination b" });
    const int at = t.column({ "side_a_type" }), bt = t.column({ "side_b_type" });
    std::vector<SiteCable> out;
    std::map<std::pair<std::string, int>, std::pair<int, int>> cabled; // (device, port) → cables, first line
    for (const CsvRow &row : t.rows()) {
        SiteCable c;
        c.line = row.line;
        for (auto [dc, nc, tc, end] : { std::tuple { ad, an, at, &c.a }, std::tuple { bd, bn, bt, &c.b } }) {
            const std::string d = CsvTable::cell(row, dc), n = CsvTable::cell(row, nc);
            const std::string kind = CsvTable::cell(row, tc);
            if (!kind.empty() && !terminationTypes().count(kind))
                failAt(t, row,
                    fmt::format("termination type '{}' is not a device port (dcim.interface, "
                                "dcim.powerport, …)",
                        kind.substr(0, 60)));
            auto it = devices.find(d);
            if (it == devices.end())
                failAt(t, row, fmt::format("device '{}' is not in the devices file", d.substr(0, 80)));
            end->device = it->second->name;
            end->type = it->second->resolved;
            end->port = portOf(*end->type, n);
            if (end->port < 0)
                failAt(t, row, fmt::format("device '{}' ({}) has no port '{}'", d, end->type->model, n.substr(0, 80)));
        }
        // A port carries at most one cable per lane (a breakout: an 8-lane 800G port split into
        // 2 × 400G, as Plenum's generator and export cable it).
        for (const SiteEnd *end : { &c.a, &c.b }) {
            const PortTemplate &pt = end->type->ports[std::size_t(end->port)];
            const int capacity = std::max(1, pt.lanes);
            auto &[count, firstLine] = cabled[std::pair { end->device, end->port }];
            if (count == 0)
                firstLine = row.line;
            if (++count > capacity)
                failAt(t, row,
                    fmt::format("port {} of {} is already cabled on line {}{}", pt.name, end->device, firstLine,
                        capacity > 1 ? fmt::format(" and {} more (one per lane)", capacity - 1) : ""));
        }
        out.push_back(c);
    }
    return out;
}

// A data ladder over each row of racks (the racks at one y), joined at both ends by a backbone
// ladder, above the tallest rack as the layout puts them (layout/pathways.cpp); widened after a
// first routing to the narrowest standard width whose NEC 392.22 fill limit (50 % of width ×
// loading depth) holds the busiest segment with 25 % to spare, or n × 900 mm.
int addLadders(Project &p, const std::string &phase)
{
    std::map<std::int64_t, std::pair<std::int64_t, std::int64_t>> rows; // y → x range
    std::int64_t west = 0, east = 0, top = 0, half = 0;
    bool first = true;
    for (const Rack &r : p.racks) {
        const RackType &t = edit::rackTypeOf(p, r);
        half = std::max<std::int64_t>({ half, t.width_mm / 2, t.depth_mm / 2 });
        top = std::max(top, rackUnitsToMm(t.height_u) + 200); // plinth and roof
        auto [it, fresh] = rows.emplace(r.position.y_mm, std::pair { r.position.x_mm, r.position.x_mm });
        it->second = { std::min(it->second.first, r.position.x_mm), std::max(it->second.second, r.position.x_mm) };
        west = first ? r.position.x_mm : std::min(west, r.position.x_mm);
        east = first ? r.position.x_mm : std::max(east, r.position.x_mm);
        first = false;
    }
    if (rows.empty())
        return 0;
    const std::int64_t z = (top + 300 + 49) / 50 * 50;
    // A tile beyond the row ends, within the hall.
    std::int64_t hallWest = west, hallEast = east;
    for (const Point &q : p.halls.front().outline) {
        hallWest = std::min(hallWest, q.x_mm);
        hallEast = std::max(hallEast, q.x_mm);
    }
    west = std::max(hallWest, west - half - 600);
    east = std::min(hallEast, east + half + 600);
    int added = 0;
    auto add = [&](std::string name, std::vector<Point3> points) {
        edit::PathwaySpec s;
        s.name = std::move(name);
        s.points = std::move(points);
        s.width_mm = 300;
        s.loading_depth_mm = 150;
        s.phase = phase;
        edit::addPathway(p, s);
        ++added;
    };
    std::vector<Point3> westBone, eastBone;
    int n = 0;
    for (const auto &[y, range] : rows) {
        add(fmt::format("Row {} ladder", ++n), { { west, y, z }, { east, y, z } });
        westBone.push_back({ west, y, z });
        eastBone.push_back({ east, y, z });
    }
    if (rows.size() > 1) {
        add("West backbone ladder", westBone);
        add("East backbone ladder", eastBone);
    }
    routing::RouteOptions plan;
    plan.max_iterations = 1;
    plan.plan_only = true;
    std::map<Id, double> busiest;
    for (const auto &f : routing::routeProject(p, plan).fills)
        busiest[f.pathway] = std::max(busiest[f.pathway], f.used_mm2);
    for (const auto &[id, used] : busiest) {
        const double perMm = 0.5 * 150 / 1.25;
        int width = 0;
        for (int w : { 300, 450, 600, 750, 900 })
            if (width == 0 && w * perMm >= used)
                width = w;
        if (width == 0)
            width = int(std::ceil(used / (900 * perMm))) * 900;
        if (width > 300)
            edit::setField(p, "pathways", std::to_string(id), "width_mm", std::to_string(width));
    }
    return added;
}

} // namespace

Project importNetboxSite(const SiteInput &in, SiteReport *report)
{
    SiteReport rep;
    const CsvTable rackTable(in.racks.text, in.racks.name);
    const CsvTable deviceTable(in.devices.text, in.devices.name);
    const CsvTable cableTable(in.cables.text, in.cables.name);
    const CsvTable positionTable(in.positions.text, in.positions.name);

    const std::vector<RackRow> racks = readRacks(rackTable);
    const auto positions = readPositions(positionTable, racks);
    std::set<std::string> rackNames, locations;
    std::string site;
    std::vector<std::string> untyped;
    std::map<std::string, const RackType *> rackTypes;
    for (const auto &r : racks) {
        rackNames.insert(r.name);
        locations.insert(r.location);
        if (site.empty())
            site = r.site;
        if (const RackType *t = rackTypeOf(r, rep.notes))
            rackTypes[r.name] = t;
        else
            untyped.push_back(fmt::format("{} ({})", r.name,
                r.description.empty() ? fmt::format("{}U, {} x {} mm", r.u, r.width, r.depth) : r.description));
    }
    if (!untyped.empty()) {
        std::string list;
        for (std::size_t i = 0; i < untyped.size() && i < 20; ++i)
            list += (i ? ", " : "") + untyped[i];
        throw Error(fmt::format("{}: no rack type of the catalogue matches {} rack{} by model or by height, outer "
                                "width and depth: {}",
            rackTable.file(), untyped.size(), untyped.size() == 1 ? "" : "s", list));
    }
    if (locations.size() > 1)
        throw Error(fmt::format("{}: the racks are in {} locations ('{}', '{}', …); import one hall at a time",
            rackTable.file(), locations.size(), *locations.begin(), *std::next(locations.begin())));

    const TypeLookup types(in.device_types);
    const std::vector<DeviceRow> devices = readDevices(deviceTable, types, rackNames);
    std::unordered_map<std::string, const DeviceRow *> byName;
    for (const auto &d : devices)
        byName.emplace(d.name, &d);
    if (in.interfaces)
        checkInterfaces(CsvTable(in.interfaces->text, in.interfaces->name), byName);
    std::vector<SiteCable> cables = readCables(cableTable, byName);
    classifyLinks(cables);

    // The hall: as given, or round the racks' footprints.
    std::int64_t x0 = 0, y0 = 0, x1 = in.hall_width_mm, y1 = in.hall_depth_mm;
    if (x1 <= 0 || y1 <= 0) {
        bool first = true;
        for (const auto &r : racks) {
            const Placement &at = positions.at(r.name);
            const RackType &t = *rackTypes.at(r.name);
            const std::int64_t reach = (t.width_mm + t.depth_mm) / 2 + kMarginMm; // any rotation
            x0 = first ? at.x - reach : std::min(x0, at.x - reach);
            y0 = first ? at.y - reach : std::min(y0, at.y - reach);
            x1 = first ? at.x + reach : std::max(x1, at.x + reach);
            y1 = first ? at.y + reach : std::max(y1, at.y + reach);
            first = false;
        }
        // From the floor's origin at the lowest: the file format keeps outlines at x, y ≥ 0
        // (store/input_limits.h); a rack west or south of it is refused below, naming it.
        auto down = [](std::int64_t v) { return v >= 0 ? v / 600 * 600 : -((-v + 599) / 600 * 600); };
        x0 = std::max<std::int64_t>(0, down(x0));
        y0 = std::max<std::int64_t>(0, down(y0));
        x1 = -down(-x1);
        y1 = -down(-y1);
    }
    Project p;
    p.name = site.empty() ? "NetBox site" : site;
    p.phases = { { p.allocateId(), kExistingPhase } };
    Hall hall;
    hall.id = p.allocateId();
    hall.name = locations.begin()->empty() ? "Hall 1" : *locations.begin();
    hall.outline = { { x0, y0 }, { x1, y0 }, { x1, y1 }, { x0, y1 } };
    hall.tile_mm = 600;
    p.halls.push_back(hall);
    requireInvariants(p, "the imported hall");

    for (const auto &r : racks) {
        const Placement &at = positions.at(r.name);
        edit::RackSpec s;
        s.name = r.name;
        s.rack_type = rackTypes.at(r.name)->slug;
        s.position = { at.x, at.y };
        s.rotation_deg = at.rotation;
        s.phase = kExistingPhase;
        try {
            edit::addRack(p, s);
        } catch (const Error &e) {
            failAt(rackTable, *r.row, e.what());
        }
    }
    // NetBox device types that devices use enter the project's own catalogue.
    // (In the order the devices first use them; d.resolved points into in.device_types or the catalogue.)
    std::unordered_set<const DeviceType *> given;
    for (const auto &t : in.device_types)
        given.insert(&t);
    std::set<std::string> inProject;
    for (const auto &d : devices)
        if (given.count(d.resolved) && inProject.insert(d.resolved->slug).second) {
            edit::Draft draft(p);
            DeviceType copy = *d.resolved;
            copy.id = draft.allocateId();
            draft.add(copy);
            draft.commit();
        }
    // One batch mount: linear in the devices (a mount per device would scan the project each time).
    std::vector<edit::DeviceSpec> mounts;
    for (const auto &d : devices) {
        edit::DeviceSpec s;
        s.name = d.name;
        s.device_type = d.resolved->slug;
        s.rack = d.rack;
        s.u = d.u;
        s.face = d.face;
        s.phase = kExistingPhase;
        s.feed = d.resolved->role == "pdu" ? d.feed : "";
        s.allow_over_budget = true; // what is installed; the checks report an overloaded rack
        mounts.push_back(s);
    }
    try {
        edit::mountDevices(p, mounts);
    } catch (const edit::MountError &e) {
        failAt(deviceTable, *devices.at(e.index).row, e.what());
    }
    std::vector<edit::LinkSpec> links;
    for (const auto &c : cables) {
        edit::LinkSpec s;
        s.a = c.a.device + ":" + c.a.type->ports[std::size_t(c.a.port)].name;
        s.b = c.b.device + ":" + c.b.type->ports[std::size_t(c.b.port)].name;
        s.fabric = c.fabric;
        s.tier = c.tier;
        s.plane = c.plane;
        s.phase = kExistingPhase;
        s.split_ports = true;
        links.push_back(s);
    }
    try {
        edit::addLinks(p, links);
    } catch (const Error &e) {
        throw Error(fmt::format("{}: {}", cableTable.file(), e.what()));
    }
    rep.pathways = addLadders(p, kExistingPhase);
    requireInvariants(p, "the imported site");
    requireInputLimits(p); // what is returned can be saved
    rep.racks = int(p.racks.size());
    rep.devices = int(p.devices.size());
    rep.links = int(p.links.size());
    if (report)
        *report = std::move(rep);
    return p;
}

} // namespace plenum::importing
