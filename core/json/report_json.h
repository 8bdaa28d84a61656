// SPDX-License-Identifier: GPL-3.0-or-later
// Reports as JSON through their field lists: the one encoder behind every `--json` of the CLI's
// reports (stats, cost, reliability, storage, resilience, fabric, growth, route, check, verify, new
// --extend, edit, dxf-layers), so the GUI and any other caller write the same JSON as the CLI.
//
// A report struct lists its fields beside its declaration, in the order its JSON lists them, as
//     template <typename F> void visitReport(const ProjectStats &s, F &&f) { f("halls", s.halls); … }
// (found by argument-dependent lookup). A field may be a derived value (f("total_usd", c.totalUsd())),
// another report struct, a std::optional (null when empty), a std::vector (an array), an enum (its
// toString()), fields::group(…) for a nested object that has no struct of its own, or
// fields::each(…) for an array of such objects (a map's entries, or a list written another way than
// its struct's own fields). Calling another struct's visitReport with the same f writes its fields
// in line. A field name may be a std::string_view (a key taken from the data: an enum's name).
#pragma once

#include "json/json.h"

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace plenum::fields {

// Fields written as one nested object: f("switches", group([&](auto &&g) { g("leaf", c.leaves); }));
template <typename List> struct Group {
    List list;
};
template <typename List> Group<List> group(List list)
{
    return { std::move(list) };
}

// One object per element of a range, each written by list(g, element):
// f("media", each(r.media, [](auto &&g, const auto &m) { g("media", m.first); visitReport(m.second, g); }));
template <typename Range, typename List> struct Each {
    const Range &range;
    List list;
};
template <typename Range, typename List> Each<Range, List> each(const Range &range, List list)
{
    return { range, std::move(list) };
}

} // namespace plenum::fields

namespace plenum::json {
namespace detail {

template <typename T> struct IsOptional : std::false_type {
};
template <typename T> struct IsOptional<std::optional<T>> : std::true_type {
};
template <typename T> struct IsVector : std::false_type {
};
template <typename T> struct IsVector<std::vector<T>> : std::true_type {
};
template <typename T> struct IsGroup : std::false_type {
};
template <typename T> struct IsGroup<fields::Group<T>> : std::true_type {
};
template <typename T> struct IsEach : std::false_type {
};
template <typename R, typename L> struct IsEach<fields::Each<R, L>> : std::true_type {
};

} // namespace detail

template <typename T> Value reportValue(const T &value);

// Appends each field it is given to an object.
struct ReportWriter {
    Value &out;
    template <typename T> void operator()(std::string_view name, const T &value) const
    {
        out.set(std::string(name), reportValue(value));
    }
};

// One value of a report: a scalar, a string, an enum, an optional, a vector, a group, an each or a
// report.
template <typename T> Value reportValue(const T &value)
{
    if constexpr (std::is_same_v<T, Value>)
        return value;
    else if constexpr (std::is_same_v<T, bool>)
        return Value(value);
    else if constexpr (std::is_integral_v<T>)
        return Value(std::int64_t(value));
    else if constexpr (std::is_floating_point_v<T>)
        return Value(double(value));
    else if constexpr (std::is_convertible_v<const T &, std::string_view>)
        return Value(std::string_view(value));
    else if constexpr (std::is_enum_v<T>)
        return Value(toString(value));
    else if constexpr (detail::IsOptional<T>::value)
        return value ? reportValue(*value) : Value(nullptr);
    else if constexpr (detail::IsVector<T>::value) {
        Array items;
        items.reserve(value.size());
        for (const auto &item : value)
            items.push_back(reportValue(item));
        return Value(std::move(items));
    } else if constexpr (detail::IsGroup<T>::value) {
        Value out { Object {} };
        value.list(ReportWriter { out });
        return out;
    } else if constexpr (detail::IsEach<T>::value) {
        Array items;
        for (const auto &item : value.range) {
            Value one { Object {} };
            value.list(ReportWriter { one }, item);
            items.push_back(std::move(one));
        }
        return Value(std::move(items));
    } else {
        Value out { Object {} };
        visitReport(value, ReportWriter { out });
        return out;
    }
}

// A whole report document: writeReport(fields::group(…)) or writeReport(someReport), as text.
template <typename T> std::string writeReport(const T &report)
{
    return write(reportValue(report));
}

} // namespace plenum::json
