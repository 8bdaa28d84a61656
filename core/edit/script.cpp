// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/script.h"
#include "edit/blanking_edit.h"
#include "edit/device_edit.h"
#include "edit/edit_common.h"
#include "edit/field_edit.h"
#include "edit/hall_edit.h"
#include "edit/link_edit.h"
#include "edit/lock_edit.h"
#include "edit/obstacle_edit.h"
#include "edit/pathway_edit.h"
#include "edit/phase_edit.h"
#include "edit/rack_edit.h"
#include "edit/reservation_edit.h"
#include "edit/row_edit.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <functional>
#include <map>
#include <set>

namespace plenum::edit {
namespace {

// The members of one operation, read by name.
class Operation {
public:
    Operation(const json::Value &v, std::string name)
        : m_v(v)
        , m_name(std::move(name))
    {
    }

    bool has(const std::string &key) { return use(key) != nullptr; }

    std::string text(const std::string &key, const std::string &fallback = {}, bool required = false)
    {
        const json::Value *v = use(key);
        if (!v) {
            if (required)
                throw Error(fmt::format("{} needs '{}'", m_name, key));
            return fallback;
        }
        if (v->isInt())
            return std::to_string(v->asInt(key));
        return v->asString(fmt::format("{}: '{}'", m_name, key));
    }
    std::string required(const std::string &key) { return text(key, {}, true); }

    std::int64_t integer(const std::string &key, std::optional<std::int64_t> fallback = std::nullopt)
    {
        const json::Value *v = use(key);
        if (!v) {
            if (!fallback)
                throw Error(fmt::format("{} needs '{}'", m_name, key));
            return *fallback;
        }
        if (v->isInt())
            return v->asInt(key);
        return parseInteger(key, v->asString(fmt::format("{}: '{}'", m_name, key)));
    }

    bool boolean(const std::string &key)
    {
        const json::Value *v = use(key);
        if (!v)
            throw Error(fmt::format("{} needs '{}'", m_name, key));
        if (v->isBool())
            return v->asBool(key);
        const std::string t = v->asString(key);
        if (t == "true" || t == "yes" || t == "1")
            return true;
        if (t == "false" || t == "no" || t == "0")
            return false;
        throw Error(fmt::format("{}: '{}' must be true or false (got '{}')", m_name, key, t.substr(0, 40)));
    }

    // Whole millimetres: a JSON array of numbers, or "x,y,…" text; `count` numbers, or a multiple of
    // -count when negative.
    std::vector<std::int64_t> numbers(const std::string &key, int count)
    {
        const json::Value *v = use(key);
        if (!v)
            throw Error(fmt::format("{} needs '{}'", m_name, key));
        std::vector<std::int64_t> out;
        if (v->isArray()) {
            for (const auto &item : v->asArray(key)) {
                if (item.isArray())
                    for (const auto &inner : item.asArray(key))
                        out.push_back(inner.asInt(fmt::format("{}: '{}'", m_name, key)));
                else
                    out.push_back(item.asInt(fmt::format("{}: '{}'", m_name, key)));
            }
        } else {
            const std::string t = v->asString(key);
            std::size_t start = 0;
            while (start <= t.size()) {
                const std::size_t comma = t.find(',', start);
                out.push_back(
                    parseInteger(key, t.substr(start, comma == std::string::npos ? std::string::npos : comma - start)));
                if (comma == std::string::npos)
                    break;
                start = comma + 1;
            }
        }
        const bool ok = count > 0 ? int(out.size()) == count : (!out.empty() && out.size() % std::size_t(-count) == 0);
        if (!ok)
            throw Error(fmt::format("{}: '{}' takes {} whole millimetres{} (got {})", m_name, key, std::abs(count),
                count > 0 ? "" : " per point", out.size()));
        return out;
    }

    Point point(const std::string &key)
    {
        const auto n = numbers(key, 2);
        return { n[0], n[1] };
    }

    std::vector<Point> outline(const std::string &key)
    {
        const auto n = numbers(key, -2);
        std::vector<Point> out;
        for (std::size_t i = 0; i + 1 < n.size(); i += 2)
            out.push_back({ n[i], n[i + 1] });
        return out;
    }

    // A list of names: a JSON array of strings, or "a,b,c" text.
    std::vector<std::string> names(const std::string &key)
    {
        const json::Value *v = use(key);
        if (!v)
            throw Error(fmt::format("{} needs '{}'", m_name, key));
        std::vector<std::string> out;
        if (v->isArray()) {
            for (const auto &item : v->asArray(key))
                out.push_back(item.isInt() ? std::to_string(item.asInt(key))
                                           : item.asString(fmt::format("{}: '{}'", m_name, key)));
            return out;
        }
        const std::string t = text(key);
        std::size_t start = 0;
        while (true) {
            const std::size_t comma = t.find(',', start);
            out.push_back(t.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
            if (comma == std::string::npos)
                return out;
            start = comma + 1;
        }
    }

    // Every member must be one the operation knows: a typo is an error, not a silent default.
    void requireKnown(const std::vector<std::string> &members) const
    {
        for (const auto &[key, value] : m_v.asObject("operation"))
            if (key != "op" && std::find(members.begin(), members.end(), key) == members.end()) {
                std::string all;
                for (const auto &m : members)
                    all += (all.empty() ? "" : ", ") + m;
                throw Error(fmt::format("{} has no option '{}' (it takes {})", m_name, key.substr(0, 80), all));
            }
    }

private:
    const json::Value *use(const std::string &key) const { return m_v.find(key); }

    std::int64_t parseInteger(const std::string &key, const std::string &t) const
    {
        std::int64_t n = 0;
        const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), n);
        if (t.empty() || ec != std::errc() || end != t.data() + t.size() || n < -2'000'000'000 || n > 2'000'000'000)
            throw Error(fmt::format("{}: '{}' must be a whole number (got '{}')", m_name, key, t.substr(0, 40)));
        return n;
    }

    const json::Value &m_v;
    std::string m_name;
};

using Changes = std::vector<ChangeSet>;
using Handler = std::function<Changes(Project &, Operation &)>;

struct OperationType {
    std::string name;
    std::vector<std::string> members; // besides "op"
    Handler run;
};

void fillLink(Operation &o, LinkSpec &spec)
{
    spec.fabric = parseEnum<Fabric>(o.text("fabric", "compute"), "fabric");
    if (o.has("tier"))
        spec.tier = parseEnum<Tier>(o.text("tier"), "tier");
    spec.plane = int(o.integer("plane", -1));
    spec.redundancy_group = int(o.integer("group", 0));
    spec.phase = o.text("phase");
}

// Edits made one after another inside one operation (set-rack --name … --row …): all or nothing.
Changes sequence(Project &p, const std::vector<std::function<ChangeSet(Project &)>> &edits)
{
    Changes done;
    try {
        for (const auto &edit : edits)
            done.push_back(edit(p));
    } catch (...) {
        for (auto it = done.rbegin(); it != done.rend(); ++it)
            apply(p, it->inverted());
        throw;
    }
    return done;
}

const std::vector<OperationType> &handlers()
{
    static const std::vector<OperationType> list = {
        { "add-rack", { "name", "type", "at", "rotation", "row", "phase", "hall" },
            [](Project &p, Operation &o) -> Changes {
                RackSpec s;
                s.name = o.required("name");
                s.rack_type = o.required("type");
                s.position = o.point("at");
                s.rotation_deg = int(o.integer("rotation", 0));
                s.row = o.text("row");
                s.phase = o.text("phase");
                s.hall = o.text("hall");
                return { addRack(p, s) };
            } },
        { "move-rack", { "rack", "to" },
            [](Project &p, Operation &o) -> Changes {
                const std::string rack = o.required("rack");
                const Point to = o.point("to");
                return { moveRack(p, rack, to) };
            } },
        { "rotate-rack", { "rack", "rotation" },
            [](Project &p, Operation &o) -> Changes {
                const std::string rack = o.required("rack");
                const int deg = int(o.integer("rotation"));
                return { rotateRack(p, rack, deg) };
            } },
        { "delete-rack", { "rack" },
            [](Project &p, Operation &o) -> Changes {
                const std::string rack = o.required("rack");
                return { deleteRack(p, rack) };
            } },
        { "duplicate-rack", { "rack", "name", "at" },
            [](Project &p, Operation &o) -> Changes {
                const std::string rack = o.required("rack"), name = o.required("name");
                const Point at = o.point("at");
                return { duplicateRack(p, rack, name, at) };
            } },
        { "set-rack", { "rack", "name", "row", "phase" },
            [](Project &p, Operation &o) -> Changes {
                std::string rack = o.required("rack");
                std::vector<std::function<ChangeSet(Project &)>> edits;
                if (o.has("row"))
                    edits.push_back([rack, row = o.text("row")](Project &q) { return setRackRow(q, rack, row); });
                if (o.has("phase"))
                    edits.push_back([rack, ph = o.text("phase")](Project &q) { return setRackPhase(q, rack, ph); });
                if (o.has("name")) // last: the edits before name the rack by its old name
                    edits.push_back([rack, n = o.text("name")](Project &q) { return setRackName(q, rack, n); });
                if (edits.empty())
                    throw Error("set-rack needs 'name', 'row' or 'phase'");
                return sequence(p, edits);
            } },
        { "add-row", { "name", "type", "at", "racks", "facing", "prefix", "phase", "hall" },
            [](Project &p, Operation &o) -> Changes {
                RowSpec s;
                s.name = o.required("name");
                s.rack_type = o.required("type");
                s.first = o.point("at");
                s.count = int(o.integer("racks"));
                s.facing_deg = int(o.integer("facing", 0));
                s.rack_prefix = o.text("prefix");
                s.phase = o.text("phase");
                s.hall = o.text("hall");
                return { addRow(p, s) };
            } },
        { "delete-row", { "row" },
            [](Project &p, Operation &o) -> Changes {
                const std::string row = o.required("row");
                return { deleteRow(p, row) };
            } },
        { "mount", { "name", "type", "rack", "u", "face", "phase", "feed" },
            [](Project &p, Operation &o) -> Changes {
                DeviceSpec s;
                s.name = o.required("name");
                s.device_type = o.required("type");
                s.rack = o.required("rack");
                s.u = int(o.integer("u"));
                s.face = parseEnum<Face>(o.text("face", "front"), "face");
                s.phase = o.text("phase");
                s.feed = o.text("feed");
                return { mountDevice(p, s) };
            } },
        { "move-device", { "device", "rack", "u" },
            [](Project &p, Operation &o) -> Changes {
                const std::string device = o.required("device"), rack = o.text("rack");
                const int u = int(o.integer("u"));
                return { moveDevice(p, device, rack, u) };
            } },
        { "unmount", { "device" },
            [](Project &p, Operation &o) -> Changes {
                const std::string device = o.required("device");
                return { unmountDevice(p, device) };
            } },
        { "delete-device", { "device" },
            [](Project &p, Operation &o) -> Changes {
                const std::string device = o.required("device");
                return { deleteDevice(p, device) };
            } },
        { "set-device", { "device", "name", "phase", "reversed", "feed" },
            [](Project &p, Operation &o) -> Changes {
                std::string device = o.required("device");
                std::vector<std::function<ChangeSet(Project &)>> edits;
                if (o.has("phase"))
                    edits.push_back(
                        [device, ph = o.text("phase")](Project &q) { return setDevicePhase(q, device, ph); });
                if (o.has("reversed"))
                    edits.push_back(
                        [device, r = o.boolean("reversed")](Project &q) { return setDeviceReversed(q, device, r); });
                if (o.has("feed"))
                    edits.push_back([device, f = o.text("feed")](Project &q) { return setDeviceFeed(q, device, f); });
                if (o.has("name"))
                    edits.push_back([device, n = o.text("name")](Project &q) { return setDeviceName(q, device, n); });
                if (edits.empty())
                    throw Error("set-device needs 'name', 'phase', 'reversed' or 'feed'");
                return sequence(p, edits);
            } },
        { "add-link", { "a", "b", "fabric", "tier", "plane", "group", "phase" },
            [](Project &p, Operation &o) -> Changes {
                LinkSpec s;
                s.a = o.required("a");
                s.b = o.required("b");
                fillLink(o, s);
                return { addLink(p, s) };
            } },
        { "add-links", { "a", "b", "fabric", "tier", "plane", "group", "phase" },
            [](Project &p, Operation &o) -> Changes {
                LinkSpec s;
                const std::string a = o.required("a"), b = o.required("b");
                fillLink(o, s);
                return { addLinkRange(p, a, b, s) };
            } },
        { "delete-link", { "link" },
            [](Project &p, Operation &o) -> Changes {
                const std::string link = o.required("link");
                return { deleteLink(p, link) };
            } },
        { "add-pathway", { "name", "points", "kind", "service", "width", "depth", "phase", "hall" },
            [](Project &p, Operation &o) -> Changes {
                PathwaySpec s;
                s.name = o.required("name");
                const auto n = o.numbers("points", -3);
                for (std::size_t i = 0; i + 2 < n.size(); i += 3)
                    s.points.push_back({ n[i], n[i + 1], n[i + 2] });
                s.kind = parseEnum<PathwayKind>(o.text("kind", "ladder"), "kind");
                s.service = parseEnum<Service>(o.text("service", "data"), "service");
                s.width_mm = int(o.integer("width", 300));
                s.loading_depth_mm = int(o.integer("depth", 100));
                s.phase = o.text("phase");
                s.hall = o.has("hall") ? findHall(p, o.text("hall")) : kNoId;
                return { addPathway(p, s) };
            } },
        { "move-pathway", { "pathway", "by" },
            [](Project &p, Operation &o) -> Changes {
                const Id id = findPathway(p, o.required("pathway"));
                const auto by = o.numbers("by", 3);
                return { movePathway(p, id, by[0], by[1], by[2]) };
            } },
        { "delete-pathway", { "pathway" },
            [](Project &p, Operation &o) -> Changes {
                const Id id = findPathway(p, o.required("pathway"));
                return { deletePathway(p, id) };
            } },
        { "set-hall", { "hall", "outline", "tile", "containment", "ceiling", "raised-floor", "cooling" },
            [](Project &p, Operation &o) -> Changes {
                const std::string hall = o.text("hall");
                std::vector<std::function<ChangeSet(Project &)>> edits;
                if (o.has("outline"))
                    edits.push_back(
                        [hall, v = o.outline("outline")](Project &q) { return setHallOutline(q, hall, v); });
                if (o.has("tile"))
                    edits.push_back([hall, v = int(o.integer("tile"))](Project &q) { return setHallTile(q, hall, v); });
                if (o.has("containment"))
                    edits.push_back([hall, v = parseEnum<Containment>(o.text("containment"), "containment")](
                                        Project &q) { return setHallContainment(q, hall, v); });
                if (o.has("ceiling"))
                    edits.push_back(
                        [hall, v = int(o.integer("ceiling"))](Project &q) { return setHallCeiling(q, hall, v); });
                if (o.has("raised-floor"))
                    edits.push_back([hall, v = int(o.integer("raised-floor"))](
                                        Project &q) { return setHallRaisedFloor(q, hall, v); });
                if (o.has("cooling"))
                    edits.push_back(
                        [hall, v = o.integer("cooling")](Project &q) { return setHallCooling(q, hall, v); });
                if (edits.empty())
                    throw Error(
                        "set-hall needs 'outline', 'tile', 'containment', 'ceiling', 'raised-floor' or 'cooling'");
                return sequence(p, edits);
            } },
        { "add-obstacle", { "name", "kind", "outline", "hall" },
            [](Project &p, Operation &o) -> Changes {
                ObstacleSpec s;
                s.name = o.required("name");
                s.kind = parseEnum<ObstacleKind>(o.text("kind", "column"), "obstacle kind");
                s.outline = o.outline("outline");
                s.hall = o.text("hall");
                return { addObstacle(p, s) };
            } },
        { "move-obstacle", { "obstacle", "by" },
            [](Project &p, Operation &o) -> Changes {
                const std::string name = o.required("obstacle");
                const auto by = o.numbers("by", 2);
                return { moveObstacle(p, name, by[0], by[1]) };
            } },
        { "reshape-obstacle", { "obstacle", "outline" },
            [](Project &p, Operation &o) -> Changes {
                const std::string name = o.required("obstacle");
                return { reshapeObstacle(p, name, o.outline("outline")) };
            } },
        { "delete-obstacle", { "obstacle" },
            [](Project &p, Operation &o) -> Changes {
                const std::string name = o.required("obstacle");
                return { deleteObstacle(p, name) };
            } },
        { "add-phase", { "name", "before" },
            [](Project &p, Operation &o) -> Changes {
                const std::string name = o.required("name"), before = o.text("before");
                return { addPhase(p, name, before) };
            } },
        { "rename-phase", { "phase", "name" },
            [](Project &p, Operation &o) -> Changes {
                const std::string phase = o.required("phase"), name = o.required("name");
                return { renamePhase(p, phase, name) };
            } },
        { "move-phase", { "phase", "position" },
            [](Project &p, Operation &o) -> Changes {
                const std::string phase = o.required("phase");
                return { movePhase(p, phase, int(o.integer("position"))) };
            } },
        { "assign-phase", { "phase", "objects" },
            [](Project &p, Operation &o) -> Changes {
                const std::string phase = o.required("phase");
                return { assignPhase(p, phase, o.names("objects")) };
            } },
        { "reserve", { "name", "phase", "outline", "hall", "rack", "u", "height" },
            [](Project &p, Operation &o) -> Changes {
                ReservationSpec s;
                s.name = o.required("name");
                s.phase = o.text("phase");
                if (o.has("outline"))
                    s.outline = o.outline("outline");
                s.hall = o.text("hall");
                s.rack = o.text("rack");
                if (o.has("rack")) {
                    s.u_low = int(o.integer("u"));
                    s.u_height = int(o.integer("height", 1));
                }
                return { addReservation(p, s) };
            } },
        { "delete-reservation", { "reservation" },
            [](Project &p, Operation &o) -> Changes {
                const std::string name = o.required("reservation");
                return { deleteReservation(p, name) };
            } },
        { "add-blanking", { "rack", "type" },
            [](Project &p, Operation &o) -> Changes {
                const std::string rack = o.required("rack");
                return { addBlankingPanels(p, rack, o.text("type", "blanking-panel-1u")) };
            } },
        { "remove-blanking", { "rack" },
            [](Project &p, Operation &o) -> Changes {
                const std::string rack = o.required("rack");
                return { removeBlankingPanels(p, rack) };
            } },
        { "lock", { "rack", "obstacle" },
            [](Project &p, Operation &o) -> Changes {
                const auto racks = o.has("rack") ? o.names("rack") : std::vector<std::string> {};
                const auto obstacles = o.has("obstacle") ? o.names("obstacle") : std::vector<std::string> {};
                return { setLocked(p, racks, obstacles, true) };
            } },
        { "unlock", { "rack", "obstacle" },
            [](Project &p, Operation &o) -> Changes {
                const auto racks = o.has("rack") ? o.names("rack") : std::vector<std::string> {};
                const auto obstacles = o.has("obstacle") ? o.names("obstacle") : std::vector<std::string> {};
                return { setLocked(p, racks, obstacles, false) };
            } },
        { "set", { "table", "object", "field", "value" },
            [](Project &p, Operation &o) -> Changes {
                const std::string table = o.required("table"), object = o.required("object");
                const std::string field = o.required("field"), value = o.required("value");
                return { setField(p, table, object, field, value) };
            } },
    };
    return list;
}

} // namespace

const std::vector<std::string> &operationNames()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const auto &type : handlers())
            out.push_back(type.name);
        return out;
    }();
    return names;
}

std::vector<ChangeSet> runOperation(Project &project, const json::Value &operation)
{
    if (!operation.isObject())
        throw Error("an operation is a JSON object like {\"op\": \"add-rack\", …}");
    const json::Value *op = operation.find("op");
    if (!op || !op->isString())
        throw Error("an operation needs \"op\" naming it (add-rack, mount, add-link, …)");
    const std::string name = op->asString("op");
    for (const auto &type : handlers())
        if (type.name == name) {
            Operation o(operation, name);
            o.requireKnown(type.members);
            return type.run(project, o);
        }
    std::string all;
    for (const auto &n : operationNames())
        all += (all.empty() ? "" : ", ") + n;
    throw Error(fmt::format("unknown operation '{}' (known: {})", name.substr(0, 80), all));
}

ScriptError::ScriptError(std::size_t index, const std::string &op, const std::string &reason)
    : Error(fmt::format("operation [{}]{}{}: {}", index, op.empty() ? "" : " ", op, reason))
    , m_index(index)
{
}

std::vector<ScriptStep> runScript(Project &project, const json::Value &operations)
{
    if (!operations.isArray())
        throw Error("an edit script is a JSON list of operations");
    std::vector<ScriptStep> steps;
    const auto &list = operations.asArray("script");
    for (std::size_t i = 0; i < list.size(); ++i) {
        const json::Value *op = list[i].isObject() ? list[i].find("op") : nullptr;
        const std::string name = op && op->isString() ? op->asString("op").substr(0, 80) : std::string();
        try {
            steps.push_back({ name, runOperation(project, list[i]) });
        } catch (const Error &e) {
            for (auto step = steps.rbegin(); step != steps.rend(); ++step)
                for (auto cs = step->changes.rbegin(); cs != step->changes.rend(); ++cs)
                    apply(project, cs->inverted());
            throw ScriptError(i, name, e.what());
        }
    }
    return steps;
}

} // namespace plenum::edit
