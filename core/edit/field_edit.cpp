// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/field_edit.h"
#include "edit/edit_common.h"
#include "edit/hall_edit.h"
#include "edit/lock_edit.h"
#include "edit/obstacle_edit.h"
#include "edit/outline.h"
#include "edit/pathway_edit.h"
#include "model/fields.h"
#include "rules/placement.h"
#include "store/input_limits.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <type_traits>

namespace plenum::edit {
namespace {

std::string label(const std::string &singular, const std::string &object)
{
    std::string kind = singular;
    std::replace(kind.begin(), kind.end(), '_', ' ');
    return fmt::format("{} {}", kind, object.substr(0, 80));
}

std::vector<std::int64_t> integers(const std::string &what, const std::string &text)
{
    std::vector<std::int64_t> out;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        const std::string part = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        std::int64_t n = 0;
        const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), n);
        if (part.empty() || ec != std::errc() || end != part.data() + part.size() || n < -2'000'000'000
            || n > 2'000'000'000)
            throw Error(fmt::format("{}: '{}' is not a whole number", what, part.substr(0, 40)));
        out.push_back(n);
        if (comma == std::string::npos)
            return out;
        start = comma + 1;
    }
}

// Parses `text` into `field` (its type decides how) or throws Error naming `what`.
template <typename F> void parseInto(F &field, const std::string &text, const std::string &what)
{
    if constexpr (std::is_same_v<F, bool>) {
        if (text == "true" || text == "1")
            field = true;
        else if (text == "false" || text == "0")
            field = false;
        else
            throw Error(fmt::format("{} is true or false (got '{}')", what, text.substr(0, 40)));
    } else if constexpr (std::is_same_v<F, int> || std::is_same_v<F, std::int64_t>) {
        const auto n = integers(what, text);
        if (n.size() != 1)
            throw Error(fmt::format("{} is one whole number (got '{}')", what, text.substr(0, 40)));
        field = F(n.front());
    } else if constexpr (std::is_same_v<F, double>) {
        double v = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v))
            throw Error(fmt::format("{} is a number (got '{}')", what, text.substr(0, 40)));
        field = v;
    } else if constexpr (std::is_same_v<F, std::string>) {
        field = text;
    } else if constexpr (std::is_enum_v<F>) {
        field = parseEnum<F>(text, what);
    } else if constexpr (std::is_same_v<F, std::vector<Point>>) {
        const auto n = integers(what, text);
        if (n.size() % 2)
            throw Error(fmt::format("{} takes x,y pairs of whole millimetres (got {} numbers)", what, n.size()));
        field.clear();
        for (std::size_t i = 0; i + 1 < n.size(); i += 2)
            field.push_back({ n[i], n[i + 1] });
    } else if constexpr (std::is_same_v<F, std::vector<Point3>>) {
        const auto n = integers(what, text);
        if (n.size() % 3)
            throw Error(fmt::format("{} takes x,y,z triples of whole millimetres (got {} numbers)", what, n.size()));
        field.clear();
        for (std::size_t i = 0; i + 2 < n.size(); i += 3)
            field.push_back({ n[i], n[i + 1], n[i + 2] });
    } else if constexpr (std::is_same_v<F, Blob>) {
        throw Error(fmt::format("{} is an image; import the underlay again instead", what));
    } else {
        throw Error(fmt::format("{} is a list of records; it cannot be set as text", what));
    }
}

template <typename T> const std::string *nameOf(const T &item)
{
    if constexpr (std::is_same_v<T, RackType> || std::is_same_v<T, DeviceType>)
        return &item.slug;
    else if constexpr (std::is_same_v<T, Link> || std::is_same_v<T, Cable>)
        return nullptr;
    else
        return &item.name;
}

template <typename T> const T &find(const std::vector<T> &items, const std::string &text, const std::string &what)
{
    for (const auto &item : items)
        if (const std::string *n = nameOf(item); n && *n == text)
            return item;
    Id id = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (ec == std::errc() && end == text.data() + text.size())
        for (const auto &item : items)
            if (item.id == id)
                return item;
    throw Error(fmt::format("there is no {}", what));
}

template <typename T> void requireUniqueName(const std::vector<T> &items, const T &after, const std::string &what)
{
    const std::string *n = nameOf(after);
    if (!n)
        return;
    if (n->empty())
        throw Error(fmt::format("{} needs a name", what));
    for (const auto &item : items)
        if (item.id != after.id && *nameOf(item) == *n)
            throw Error(fmt::format("{}: the name '{}' is taken", what, *n));
}

std::unordered_set<Id> devicesInRacks(const Project &p, const std::unordered_set<Id> &racks)
{
    std::unordered_set<Id> out;
    for (const auto &d : p.devices)
        if (racks.count(d.rack))
            out.insert(d.id);
    return out;
}

// Cables whose route, length or labels `after` may change, dropped as the family edits drop them.
template <typename T> void dropStale(Draft &draft, const T &after, const std::string &field)
{
    const Project &p = draft.project();
    const bool descriptive = field == "source" || field == "price_usd" || field == "manufacturer" || field == "phase";
    if constexpr (std::is_same_v<T, Rack>) {
        if (field != "phase" && field != "row")
            draft.dropCables(draft.cabledAt(devicesInRacks(p, { after.id })));
    } else if constexpr (std::is_same_v<T, Device>) {
        if (field != "phase" && field != "su" && field != "rail" && field != "plane")
            draft.dropCables(draft.cabledAt({ after.id }));
    } else if constexpr (std::is_same_v<T, Link>) {
        if (field != "phase")
            draft.dropCables({ after.id });
        else
            for (const auto &c : p.cables)
                if (c.link == after.id) {
                    Cable moved = c;
                    moved.phase = after.phase;
                    draft.modify(c, moved);
                }
    } else if constexpr (std::is_same_v<T, Pathway>) {
        // A new cross-section (width, loading depth, kind) changes what fits, not where a cable
        // runs: routing judges the fill again with the cables kept (routing/incremental.h).
        const bool sameLine = field == "phase" || field == "name" || field == "width_mm" || field == "loading_depth_mm"
            || field == "kind";
        if (!sameLine) {
            std::unordered_set<Id> links;
            for (const auto &c : p.cables)
                for (const auto &step : c.route)
                    if (step.pathway == after.id)
                        links.insert(c.link);
            draft.dropCables(links);
        }
    } else if constexpr (std::is_same_v<T, DeviceType>) {
        if (!descriptive) {
            std::unordered_set<Id> devices;
            for (const auto &d : p.devices)
                if (d.device_type == after.id)
                    devices.insert(d.id);
            draft.dropCables(draft.cabledAt(devices));
        }
    } else if constexpr (std::is_same_v<T, RackType>) {
        // The door clearance is judged by cable.bend-radius; no route or length depends on it.
        if (!descriptive && field != "model" && field != "door_clearance_mm") {
            std::unordered_set<Id> racks;
            for (const auto &r : p.racks)
                if (r.rack_type == after.id)
                    racks.insert(r.id);
            draft.dropCables(draft.cabledAt(devicesInRacks(p, racks)));
        }
    }
}

// Checks that only the entity's own family can make (placement, names, outlines).
template <typename T> void validate(const Project &p, const T &after, const std::string &what)
{
    requireUniqueName(
        [&]() -> const std::vector<T> & {
            const std::vector<T> *items = nullptr;
            fields::tables(const_cast<Project &>(p), [&](const char *, const char *, auto &table) {
                if constexpr (std::is_same_v<std::decay_t<decltype(table)>, std::vector<T>>)
                    items = &table;
            });
            return *items;
        }(),
        after, what);
    if constexpr (std::is_same_v<T, Rack>) {
        if (auto problem = rules::rackPlacementProblem(p, after, rackTypeOf(p, after), { after.id }))
            throw Error(*problem);
    } else if constexpr (std::is_same_v<T, Device>) {
        if (after.rack != kNoId) {
            const Rack &rack = findRack(p, std::to_string(after.rack));
            if (auto problem = rules::deviceSlotProblem(p, after, deviceTypeOf(p, after), rack, rackTypeOf(p, rack)))
                throw Error(*problem);
        }
    } else if constexpr (std::is_same_v<T, Obstacle> || std::is_same_v<T, Reservation>) {
        if (!after.outline.empty() || std::is_same_v<T, Obstacle>)
            (void)simpleOutline(after.outline, what);
    }
}

// A locked rack or obstacle keeps its place: the fields that say where it stands and how much floor
// it takes are refused (edit/lock_edit.h); its name, row, phase or the lock itself may change.
template <typename T> void requireMovable(const T &before, const T &after, const std::string &field)
{
    if (before == after)
        return;
    if constexpr (std::is_same_v<T, Rack>) {
        if (field == "x_mm" || field == "y_mm" || field == "rotation_deg" || field == "rack_type" || field == "hall")
            requireUnlocked(before);
    } else if constexpr (std::is_same_v<T, Obstacle>) {
        if (field == "outline" || field == "hall")
            requireUnlocked(before);
    }
}

template <typename T>
ChangeSet setIn(Project &p, std::vector<T> &items, const std::string &singular, const std::string &object,
    const std::string &field, const std::string &value)
{
    std::string what = label(singular, object);
    const T &before = find(items, object, what);
    T after = before;
    bool known = false;
    fields::visit(after, [&](const char *name, auto &f) {
        if (field == name) {
            known = true;
            parseInto(f, value, fmt::format("{}: {}", what, field));
        }
    });
    if (!known || field == "id") {
        std::string all;
        for (const auto &n : settableFields(std::string(singular) + "s"))
            all += (all.empty() ? "" : ", ") + n;
        throw Error(fmt::format("{} has no settable field '{}' (it has {})", what, field.substr(0, 80), all));
    }
    requireMovable(before, after, field);
    validate(p, after, what);
    Draft draft(p);
    if (!(before == after))
        draft.modify(before, after);
    dropStale(draft, after, field);
    ChangeSet cs = draft.commit();
    auto problems = checkInvariants(p);
    if (problems.empty()) {
        try { // a value the project file would refuse (a negative weight) is refused here too
            requireInputLimits(p);
        } catch (const Error &e) {
            problems.push_back(e.what());
        }
    }
    if (!problems.empty()) {
        apply(p, cs.inverted());
        throw Error(fmt::format(
            "{}: {} = '{}' leaves the project inconsistent: {}", what, field, value.substr(0, 40), problems.front()));
    }
    return cs;
}

} // namespace

std::vector<std::string> settableFields(const std::string &table)
{
    Project p;
    std::vector<std::string> out;
    bool found = false;
    fields::tables(p, [&](const char *, const char *plural, auto &items) {
        using T = typename std::decay_t<decltype(items)>::value_type;
        if (table != plural)
            return;
        found = true;
        T item {};
        fields::visit(item, [&](const char *name, auto &) {
            if (std::string_view(name) != "id")
                out.emplace_back(name);
        });
    });
    if (!found)
        throw Error(fmt::format("there is no table '{}'", table.substr(0, 80)));
    return out;
}

ChangeSet setField(
    Project &p, const std::string &table, const std::string &object, const std::string &field, const std::string &value)
{
    if (table == "cables")
        throw Error(fmt::format("cable {}: cables are written by the router; route again instead", object));
    if (table == "halls") {
        const std::string hall = object;
        if (field == "outline") {
            std::vector<Point> outline;
            parseInto(outline, value, fmt::format("hall {}: outline", hall));
            return setHallOutline(p, hall, outline);
        }
        if (field == "tile_mm") {
            int v = 0;
            parseInto(v, value, fmt::format("hall {}: tile_mm", hall));
            return setHallTile(p, hall, v);
        }
        if (field == "ceiling_height_mm") {
            int v = 0;
            parseInto(v, value, fmt::format("hall {}: ceiling_height_mm", hall));
            return setHallCeiling(p, hall, v);
        }
        if (field == "containment")
            return setHallContainment(p, hall, parseEnum<Containment>(value, "containment"));
        if (field == "raised_floor_height_mm") {
            int v = 0;
            parseInto(v, value, fmt::format("hall {}: raised_floor_height_mm", hall));
            return setHallRaisedFloor(p, hall, v);
        }
        if (field == "raised_floor") {
            bool v = false;
            parseInto(v, value, fmt::format("hall {}: raised_floor", hall));
            const Id id = findHall(p, hall);
            const auto h = std::find_if(p.halls.begin(), p.halls.end(), [&](const Hall &x) { return x.id == id; });
            if (v && h->raised_floor_height_mm <= 0)
                throw Error(fmt::format(
                    "hall '{}': a raised floor needs its height; set raised_floor_height_mm instead", h->name));
            return setHallRaisedFloor(p, hall, v ? h->raised_floor_height_mm : 0);
        }
        if (field == "cooling_capacity_w") {
            std::int64_t v = 0;
            parseInto(v, value, fmt::format("hall {}: cooling_capacity_w", hall));
            return setHallCooling(p, hall, v);
        }
    }
    if (table == "pathways" && field == "points") {
        std::vector<Point3> points;
        parseInto(points, value, fmt::format("pathway {}: points", object.substr(0, 80)));
        return reshapePathway(p, findPathway(p, object), points);
    }
    if (table == "obstacles" && field == "outline") {
        std::vector<Point> outline;
        parseInto(outline, value, fmt::format("obstacle {}: outline", object));
        return reshapeObstacle(p, object, outline);
    }
    std::optional<ChangeSet> out;
    bool found = false;
    fields::tables(p, [&](const char *singular, const char *plural, auto &items) {
        if (table != plural)
            return;
        found = true;
        out = setIn(p, items, singular, object, field, value);
    });
    if (!found) {
        std::string all;
        Project empty;
        fields::tables(empty, [&](const char *, const char *plural, auto &) {
            if (std::string_view(plural) != "cables")
                all += (all.empty() ? "" : ", ") + std::string(plural);
        });
        throw Error(fmt::format("there is no table '{}' (tables: {})", table.substr(0, 80), all));
    }
    return *out;
}

} // namespace plenum::edit
