// SPDX-License-Identifier: GPL-3.0-or-later
// JSON encoding of every field type in model/fields.h, shared by the JSON dump and by the
// project file (which stores nested lists — outlines, ports, routes — as JSON text).
#pragma once

#include "model/fields.h"
#include "json/json.h"

#include <fmt/format.h>

#include <limits>
#include <type_traits>

namespace plenum::json {

inline Value encode(bool v)
{
    return Value(v);
}
inline Value encode(int v)
{
    return Value(v);
}
inline Value encode(std::int64_t v)
{
    return Value(v);
}
inline Value encode(double v)
{
    return Value(v);
}
inline Value encode(const std::string &v)
{
    return Value(v);
}
template <typename E>
requires std::is_enum_v<E> Value encode(E v)
{
    return Value(toString(v));
}
Value encode(const std::vector<Point> &v);
Value encode(const std::vector<Point3> &v);
Value encode(const std::vector<RouteStep> &v);
Value encode(const std::vector<PortTemplate> &v);
// Bytes as an array of base64 strings of at most kBlobChunkChars characters each (a JSON text
// keeps every string short: the parser's string limit protects against hostile documents).
inline constexpr std::size_t kBlobChunkChars = 1024;
Value encode(const Blob &v);

// A route as the project file stores it: exactly `writeCompact(encode(route))` without its newline
// ("[[12, 0], [12, 1]]"), written without building a JSON tree (a 100k-GPU hall has 570,000).
std::string routeText(const std::vector<RouteStep> &route);
// Reads the text routeText writes (any JSON whitespace) into `route`; false, with `route`
// unspecified, for anything else — the caller then decodes it as JSON, which names what is wrong.
bool parseRouteText(std::string_view text, std::vector<RouteStep> &route);

void decode(const Value &j, bool &v, std::string_view what);
void decode(const Value &j, int &v, std::string_view what);
void decode(const Value &j, std::int64_t &v, std::string_view what);
void decode(const Value &j, double &v, std::string_view what);
void decode(const Value &j, std::string &v, std::string_view what);
template <typename E>
requires std::is_enum_v<E>
void decode(const Value &j, E &v, std::string_view what)
{
    v = parseEnum<E>(j.asString(what), what);
}
void decode(const Value &j, std::vector<Point> &v, std::string_view what);
void decode(const Value &j, std::vector<Point3> &v, std::string_view what);
void decode(const Value &j, std::vector<RouteStep> &v, std::string_view what);
void decode(const Value &j, std::vector<PortTemplate> &v, std::string_view what);
void decode(const Value &j, Blob &v, std::string_view what);

// Encodes a record through its field list.
template <typename T> Value encodeRecord(const T &record)
{
    Value out { Object {} };
    fields::visit(const_cast<T &>(record), [&](const char *name, const auto &field) { out.set(name, encode(field)); });
    return out;
}

// Decodes a record through its field list: every field must be present, no other member allowed.
template <typename T> void decodeRecord(const Value &j, T &record, std::string_view what)
{
    const Object &obj = j.asObject(what);
    std::size_t used = 0;
    fields::visit(record, [&](const char *name, auto &field) {
        const Value *member = j.find(name);
        if (!member)
            throw Error(fmt::format("{}: missing '{}'", what, name));
        decode(*member, field, fmt::format("{}.{}", what, name));
        ++used;
    });
    if (used != obj.size()) {
        for (const auto &member : obj) {
            const std::string &key = member.first;
            bool known = false;
            fields::visit(record, [&](const char *name, auto &) { known = known || key == name; });
            if (!known)
                throw Error(fmt::format("{}: unknown member '{}'", what, key.substr(0, 80)));
        }
    }
}

} // namespace plenum::json
