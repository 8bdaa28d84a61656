// SPDX-License-Identifier: GPL-3.0-or-later
#include "json/project_json.h"
#include "store/input_limits.h"
#include "store/schema.h"
#include "json/codec.h"

#include <set>

namespace plenum {
namespace {

// Schema v1 → v2, as store/schema.cpp migrates files: a PDU's feed becomes a device field, taken
// from the layout's names ("<rack>-pdu-A1" is on feed A). Malformed members are left alone for
// the decoder to report.
void migrateV1(json::Value &root)
{
    std::set<std::int64_t> pduTypes;
    if (const json::Value *types = root.find("device_types"); types && types->isArray())
        for (const auto &t : types->asArray("device_types")) {
            const json::Value *id = t.isObject() ? t.find("id") : nullptr;
            const json::Value *role = t.isObject() ? t.find("role") : nullptr;
            if (id && id->isInt() && role && role->isString() && role->asString("role") == "pdu")
                pduTypes.insert(id->asInt("id"));
        }
    for (auto &[key, value] : root.object()) {
        if (key != "devices" || !value.isArray())
            continue;
        for (auto &d : value.array()) {
            if (!d.isObject() || d.find("feed"))
                continue;
            const json::Value *name = d.find("name"), *type = d.find("device_type");
            std::string feed;
            if (name && name->isString() && type && type->isInt() && pduTypes.count(type->asInt("device_type"))) {
                const std::string &n = name->asString("name");
                feed = n.find("-pdu-A") != std::string::npos ? "A" : n.find("-pdu-B") != std::string::npos ? "B" : "";
            }
            d.set("feed", json::Value(feed));
        }
    }
}

} // namespace

std::string projectToJson(const Project &project)
{
    using namespace json;
    Value root { Object {} };
    root.set("format", Value(kJsonFormatName));
    root.set("schema", Value(kSchemaVersion));
    root.set("name", Value(project.name));
    root.set("next_id", Value(project.next_id));
    Value settings { Object {} };
    for (const auto &[key, value] : project.settings)
        settings.set(key, Value(value));
    root.set("settings", std::move(settings));
    fields::tables(const_cast<Project &>(project), [&](const char *, const char *plural, const auto &items) {
        Array a;
        a.reserve(items.size());
        for (const auto &item : items)
            a.push_back(encodeRecord(item));
        root.set(plural, Value(std::move(a)));
    });
    return write(root);
}

namespace {

// Schema v3 gave every cable's slack a place (as store/schema.cpp's migration): an older
// document's cables get the empty place, which a reroute fills.
void upgradeToV3(json::Value &root)
{
    json::Value *cables = nullptr;
    for (auto &[key, value] : root.object())
        if (key == "cables" && value.isArray())
            cables = &value;
    if (!cables)
        return; // reported by the decoder
    for (json::Value &cable : cables->array())
        if (cable.isObject() && !cable.find("slack_rack")) {
            cable.set("slack_rack", json::Value(std::int64_t(0)));
            cable.set("slack_side", json::Value("front"));
            cable.set("slack_z_low_mm", json::Value(std::int64_t(0)));
            cable.set("slack_z_high_mm", json::Value(std::int64_t(0)));
            cable.set("slack_pathway", json::Value(std::int64_t(0)));
            cable.set("slack_segment", json::Value(std::int64_t(0)));
        }
}

// Schema v4 added reservations (space held for a later phase): an older document has none.
void upgradeToV4(json::Value &root)
{
    if (!root.find("reservations"))
        root.set("reservations", json::Value(json::Array {}));
}

void upgradeToV5(json::Value &root)
{
    if (!root.find("underlays"))
        root.set("underlays", json::Value(json::Array {}));
}

// Schema v6 lets racks and obstacles be locked against moves: an older document has none locked.
void upgradeToV6(json::Value &root)
{
    for (auto &[key, value] : root.object())
        if ((key == "racks" || key == "obstacles") && value.isArray())
            for (json::Value &item : value.array())
                if (item.isObject() && !item.find("locked"))
                    item.set("locked", json::Value(false));
}

// Schema v7 gave rack types a door clearance: an older document's have 0, the project's setting.
void upgradeToV7(json::Value &root)
{
    for (auto &[key, value] : root.object())
        if (key == "rack_types" && value.isArray())
            for (json::Value &item : value.array())
                if (item.isObject() && !item.find("door_clearance_mm"))
                    item.set("door_clearance_mm", json::Value(std::int64_t(0)));
}

// Schema v8 added structured cabling (model/channel.h): an older document's links are point to
// point and its cables whole links.
void upgradeToV8(json::Value &root)
{
    auto fill = [](json::Value &item, std::initializer_list<std::pair<const char *, json::Value>> values) {
        for (const auto &[name, value] : values)
            if (!item.find(name))
                item.set(name, value);
    };
    for (auto &[key, value] : root.object())
        if ((key == "links" || key == "cables") && value.isArray())
            for (json::Value &item : value.array()) {
                if (!item.isObject())
                    continue;
                const json::Value none(std::int64_t(0)), noPort(std::int64_t(-1));
                if (key == "links")
                    fill(item,
                        { { "patch_a_device", none }, { "patch_a_port", noPort }, { "patch_b_device", none },
                            { "patch_b_port", noPort } });
                else
                    fill(item,
                        { { "span", json::Value(std::string("link")) }, { "end_a_device", none },
                            { "end_a_port", noPort }, { "end_b_device", none }, { "end_b_port", noPort } });
            }
}

} // namespace

Project projectFromJson(std::string_view text)
{
    using namespace json;
    // The input limits that bound memory are applied while parsing: a 550 MB outline or a 60 MB
    // name fails at its 100,001st point or 1,025th byte, not after the whole tree is built.
    ParseLimits bounds;
    bounds.max_string_bytes = limits::kMaxTextBytes;
    bounds.max_items = limits::kMaxObjects;
    bounds.max_nested_items = limits::kMaxListItems;
    Value root = parse(text, bounds);
    const Object &obj = root.asObject("the document");
    auto member = [&](const char *key) -> const Value & {
        const Value *v = root.find(key);
        if (!v)
            throw Error(fmt::format("missing top-level member '{}'", key));
        return *v;
    };
    if (member("format").asString("format") != kJsonFormatName)
        throw Error(fmt::format("'format' is not '{}'", kJsonFormatName));
    std::int64_t schema = member("schema").asInt("schema");
    if (schema > kSchemaVersion)
        throw Error(fmt::format(
            "the JSON was written for project schema v{}; this Plenum reads up to v{}", schema, kSchemaVersion));
    if (schema < 1)
        throw Error(fmt::format("schema v{} is not a valid project schema", schema));

    if (schema < 2)
        migrateV1(root);
    if (schema < 3)
        upgradeToV3(root);
    if (schema < 4)
        upgradeToV4(root);
    if (schema < 5)
        upgradeToV5(root);
    if (schema < 6)
        upgradeToV6(root);
    if (schema < 7)
        upgradeToV7(root);
    if (schema < 8)
        upgradeToV8(root);

    Project p;
    p.name = member("name").asString("name");
    p.next_id = member("next_id").asInt("next_id");
    p.settings.clear();
    for (const auto &[key, value] : member("settings").asObject("settings"))
        p.settings[key] = value.asDouble(fmt::format("settings.{}", key));
    std::size_t known = 5;
    fields::tables(p, [&](const char *, const char *plural, auto &items) {
        const Array &a = member(plural).asArray(plural);
        items.resize(a.size());
        for (std::size_t i = 0; i < a.size(); ++i)
            decodeRecord(a[i], items[i], fmt::format("{}[{}]", plural, i));
        ++known;
    });
    if (obj.size() != known)
        throw Error("the document has top-level members this version does not know");
    requireInputLimits(p); // first: the invariants' arithmetic then stays far from overflow
    requireInvariants(p, "inconsistent project");
    return p;
}

} // namespace plenum
