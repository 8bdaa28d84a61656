// SPDX-License-Identifier: GPL-3.0-or-later
#include "json/codec.h"
#include "json/base64.h"

#include <algorithm>
#include <cstring>

namespace plenum::json {
namespace {

std::vector<std::int64_t> intTuple(const Value &j, std::size_t n, std::string_view what)
{
    const Array &a = j.asArray(what);
    if (a.size() != n)
        throw Error(fmt::format("{} must have {} numbers", what, n));
    std::vector<std::int64_t> out;
    out.reserve(n);
    for (const auto &e : a)
        out.push_back(e.asInt(what));
    return out;
}

} // namespace

Value encode(const std::vector<Point> &v)
{
    Array a;
    a.reserve(v.size());
    for (const auto &p : v)
        a.push_back(Value(Array { Value(p.x_mm), Value(p.y_mm) }));
    return Value(std::move(a));
}

Value encode(const std::vector<Point3> &v)
{
    Array a;
    a.reserve(v.size());
    for (const auto &p : v)
        a.push_back(Value(Array { Value(p.x_mm), Value(p.y_mm), Value(p.z_mm) }));
    return Value(std::move(a));
}

Value encode(const std::vector<RouteStep> &v)
{
    Array a;
    a.reserve(v.size());
    for (const auto &s : v)
        a.push_back(Value(Array { Value(s.pathway), Value(s.segment) }));
    return Value(std::move(a));
}

std::string routeText(const std::vector<RouteStep> &route)
{
    if (route.empty())
        return "[]";
    std::string out;
    out.reserve(route.size() * 16);
    out += '[';
    for (std::size_t i = 0; i < route.size(); ++i) {
        out += i ? ", [" : "[";
        out += fmt::format_int(route[i].pathway).c_str();
        out += ", ";
        out += fmt::format_int(route[i].segment).c_str();
        out += ']';
    }
    out += ']';
    return out;
}

bool parseRouteText(std::string_view text, std::vector<RouteStep> &route)
{
    std::size_t at = 0;
    auto skip = [&] {
        while (at < text.size() && (text[at] == ' ' || text[at] == '\t' || text[at] == '\n' || text[at] == '\r'))
            ++at;
    };
    auto eat = [&](char c) {
        skip();
        if (at >= text.size() || text[at] != c)
            return false;
        ++at;
        return true;
    };
    // A JSON integer of at most 18 digits (no overflow); longer or other numbers take the slow path.
    auto integer = [&](std::int64_t &v) {
        skip();
        const bool negative = at < text.size() && text[at] == '-';
        at += negative;
        const std::size_t first = at;
        std::int64_t n = 0;
        while (at < text.size() && text[at] >= '0' && text[at] <= '9' && at - first < 18)
            n = n * 10 + (text[at++] - '0');
        const std::size_t digits = at - first;
        if (digits == 0 || (digits > 1 && text[first] == '0')
            || (at < text.size() && std::strchr("0123456789.eE", text[at])))
            return false;
        v = negative ? -n : n;
        return true;
    };
    route.clear();
    // One allocation for a route's steps (one '[' each, after the list's own); capped, as the text is
    // untrusted until parsed.
    const auto brackets = std::size_t(std::count(text.begin(), text.end(), '['));
    route.reserve(std::min<std::size_t>(brackets > 0 ? brackets - 1 : 0, 4096));
    if (!eat('['))
        return false;
    skip();
    if (at < text.size() && text[at] == ']') {
        ++at;
    } else {
        for (;;) {
            std::int64_t pathway = 0, segment = 0;
            if (!eat('[') || !integer(pathway) || !eat(',') || !integer(segment) || !eat(']'))
                return false;
            if (segment < 0 || segment > std::numeric_limits<int>::max())
                return false;
            route.push_back({ pathway, int(segment) });
            if (eat(']'))
                break;
            if (!eat(','))
                return false;
        }
    }
    skip();
    return at == text.size();
}

Value encode(const std::vector<PortTemplate> &v)
{
    Array a;
    a.reserve(v.size());
    for (const auto &p : v) {
        Value port = encodeRecord(p);
        // Written only when stated, so a port without a protocol is stored as schema v5 stored it.
        if (p.protocol != Protocol::Unspecified)
            port.set("protocol", encode(p.protocol));
        a.push_back(std::move(port));
    }
    return Value(std::move(a));
}

void decode(const Value &j, bool &v, std::string_view what)
{
    v = j.asBool(what);
}

void decode(const Value &j, int &v, std::string_view what)
{
    std::int64_t i = j.asInt(what);
    if (i < std::numeric_limits<int>::min() || i > std::numeric_limits<int>::max())
        throw Error(fmt::format("{} is out of range", what));
    v = int(i);
}

void decode(const Value &j, std::int64_t &v, std::string_view what)
{
    v = j.asInt(what);
}
void decode(const Value &j, double &v, std::string_view what)
{
    v = j.asDouble(what);
}
void decode(const Value &j, std::string &v, std::string_view what)
{
    v = j.asString(what);
}

void decode(const Value &j, std::vector<Point> &v, std::string_view what)
{
    v.clear();
    for (const auto &e : j.asArray(what)) {
        auto t = intTuple(e, 2, what);
        v.push_back({ t[0], t[1] });
    }
}

void decode(const Value &j, std::vector<Point3> &v, std::string_view what)
{
    v.clear();
    for (const auto &e : j.asArray(what)) {
        auto t = intTuple(e, 3, what);
        v.push_back({ t[0], t[1], t[2] });
    }
}

void decode(const Value &j, std::vector<RouteStep> &v, std::string_view what)
{
    v.clear();
    for (const auto &e : j.asArray(what)) {
        auto t = intTuple(e, 2, what);
        if (t[1] < 0 || t[1] > std::numeric_limits<int>::max())
            throw Error(fmt::format("{}: segment index out of range", what));
        v.push_back({ t[0], int(t[1]) });
    }
}

void decode(const Value &j, std::vector<PortTemplate> &v, std::string_view what)
{
    v.clear();
    const Array &a = j.asArray(what);
    v.resize(a.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        const std::string where = fmt::format("{}[{}]", what, i);
        // "protocol" is optional (absent: Unspecified); the other members go through the field list.
        const Value *protocol = a[i].isObject() ? a[i].find("protocol") : nullptr;
        if (!protocol) {
            decodeRecord(a[i], v[i], where);
            continue;
        }
        Object rest;
        for (const auto &member : a[i].asObject(where))
            if (member.first != "protocol")
                rest.push_back(member);
        decodeRecord(Value(std::move(rest)), v[i], where);
        decode(*protocol, v[i].protocol, where + ".protocol");
    }
}

Value encode(const Blob &v)
{
    const std::string text = base64Encode(v.view());
    Array a;
    a.reserve(text.size() / kBlobChunkChars + 1);
    for (std::size_t i = 0; i < text.size(); i += kBlobChunkChars)
        a.push_back(Value(text.substr(i, kBlobChunkChars)));
    return Value(std::move(a));
}

void decode(const Value &j, Blob &v, std::string_view what)
{
    std::string text;
    for (const auto &chunk : j.asArray(what)) {
        const std::string &s = chunk.asString(what);
        if (s.size() % 4 != 0)
            throw Error(fmt::format("{}: a base64 piece of {} characters (each a multiple of 4)", what, s.size()));
        text += s;
    }
    v.bytes = std::make_shared<const std::string>(base64Decode(text, what));
}

} // namespace plenum::json
