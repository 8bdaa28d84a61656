// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/input_limits.h"

#include "model/fields.h"

#include <fmt/format.h>

#include <cmath>
#include <type_traits>
#include <unordered_map>

namespace plenum {

namespace limits {

std::string textProblem(std::string_view text)
{
    if (text.size() > kMaxTextBytes)
        return fmt::format("is {} bytes long (at most {})", text.size(), kMaxTextBytes);
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7f)
            return fmt::format("contains a control character (0x{:02x})", c);
        if (c < 0x80) {
            ++i;
            continue;
        }
        // The length of the sequence and the smallest code point it may encode (no overlong forms).
        const int n = c >= 0xf0 && c <= 0xf4 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 && c <= 0xdf ? 2 : 0;
        if (n == 0 || i + std::size_t(n) > text.size())
            return "is not valid UTF-8";
        unsigned cp = c & (0xff >> (n + 1));
        for (int k = 1; k < n; ++k) {
            const auto cc = static_cast<unsigned char>(text[i + std::size_t(k)]);
            if ((cc & 0xc0) != 0x80)
                return "is not valid UTF-8";
            cp = (cp << 6) | (cc & 0x3f);
        }
        const unsigned smallest = n == 2 ? 0x80 : n == 3 ? 0x800 : 0x10000;
        if (cp < smallest || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return "is not valid UTF-8";
        if (cp >= 0x80 && cp <= 0x9f)
            return fmt::format("contains a control character (U+{:04X})", cp);
        i += std::size_t(n);
    }
    return {};
}

std::string underlayProblem(UnderlayFormat format, std::string_view bytes)
{
    if (bytes.size() > kMaxUnderlayBytes)
        return fmt::format("is {:.1f} MiB (at most {} MiB)", double(bytes.size()) / (1 << 20), kMaxUnderlayBytes >> 20);
    if (bytes.empty())
        return "is empty";
    // PNG: ISO/IEC 15948 §5.2 signature; JPEG: ITU-T T.81 SOI marker followed by another marker;
    // PDF: ISO 32000-1 §7.5.2 header.
    static constexpr std::string_view kPng("\x89PNG\r\n\x1a\n", 8);
    static constexpr std::string_view kJpeg("\xff\xd8\xff", 3);
    static constexpr std::string_view kPdf("%PDF-", 5);
    const std::string_view magic = format == UnderlayFormat::Png ? kPng : format == UnderlayFormat::Jpeg ? kJpeg : kPdf;
    if (bytes.substr(0, magic.size()) != magic)
        return fmt::format("is not a {} file (it does not start as one)",
            format == UnderlayFormat::Png        ? "PNG"
                : format == UnderlayFormat::Jpeg ? "JPEG"
                                                 : "PDF");
    return {};
}

} // namespace limits

namespace {

using namespace limits;

// A value as an error message quotes it: at most 60 bytes, control characters as '?'.
std::string shown(std::string_view text)
{
    std::string s(text.substr(0, 60));
    for (char &c : s)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = '?';
    return text.size() > 60 ? s + "..." : s;
}

bool endsWith(std::string_view s, std::string_view suffix)
{
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

struct Range {
    double low, high;
};

// The range of an integer or real field, by what its name says it is.
Range rangeOf(std::string_view name)
{
    static const std::string_view references[] = { "id", "hall", "row", "rack", "rack_type", "device_type", "link",
        "a_device", "b_device", "pathway", "phase" };
    for (std::string_view r : references)
        if (name == r)
            return { 0, double(kMaxId) };
    if (name == "tile_mm")
        return { double(kMinTileMm), double(kMaxTileMm) };
    if (name == "mm_per_px")
        return { 1e-3, 1e5 }; // an underlay's scale: 1 µm to 100 m per pixel
    if (name == "opacity")
        return { 0, 1 };
    if (name == "page")
        return { 0, 99'999 };
    if (name == "height_u" || name == "u_height" || name == "u_position")
        return { 0, double(kMaxHeightU) };
    if (endsWith(name, "_mm2"))
        return { 0, 1e8 }; // 100 m² of cable manager
    if (endsWith(name, "_mm"))
        return { -double(kMaxCoordinateMm), double(kMaxCoordinateMm) };
    if (endsWith(name, "_w"))
        return { 0, double(kMaxPowerW) };
    if (endsWith(name, "_kg"))
        return { 0, kMaxWeightKg };
    if (endsWith(name, "_usd"))
        return { 0, kMaxPriceUsd };
    if (endsWith(name, "_deg"))
        return { -360, 360 };
    if (name == "speed_gbps")
        return { 0, 1e6 };
    if (name == "port" || name == "a_port" || name == "b_port" || name == "segment")
        return { -1, double(kMaxListItems) };
    return { -1, double(kMaxCount) }; // counts and fabric coordinates (-1: not applicable)
}

// rangeOf by the field name's address: the names are the string literals of model/fields.h, and a
// large project checks millions of values.
Range cachedRangeOf(const char *name)
{
    thread_local std::unordered_map<const char *, Range> cache;
    const auto it = cache.find(name);
    return it != cache.end() ? it->second : cache.emplace(name, rangeOf(name)).first->second;
}

class Checker {
public:
    Checker(const char *table, std::size_t row)
        : m_table(table)
        , m_row(row)
    {
    }

    template <typename T> void operator()(const char *name, const T &value)
    {
        if constexpr (std::is_same_v<T, bool> || std::is_enum_v<T>) {
            return;
        } else if constexpr (std::is_same_v<T, Blob>) {
            if (value.size() > kMaxUnderlayBytes)
                fail(name, fmt::format("is {} bytes (at most {})", value.size(), kMaxUnderlayBytes));
        } else if constexpr (std::is_same_v<T, std::string>) {
            if (const std::string problem = textProblem(value); !problem.empty())
                fail(name, fmt::format("'{}' {}", shown(value), problem));
        } else if constexpr (std::is_integral_v<T> || std::is_floating_point_v<T>) {
            const Range r = cachedRangeOf(name);
            const double v = double(value);
            if (!std::isfinite(v) || v < r.low || v > r.high)
                fail(name, fmt::format("{} is outside {} … {}", value, r.low, r.high));
        } else if constexpr (std::is_same_v<T, Point>) {
            (*this)(name, value.x_mm);
            (*this)(name, value.y_mm);
        } else if constexpr (std::is_same_v<T, Point3>) {
            (*this)(name, value.x_mm);
            (*this)(name, value.y_mm);
            (*this)(name, value.z_mm);
        } else if constexpr (std::is_same_v<T, RouteStep>) {
            (*this)("pathway", value.pathway);
            (*this)("segment", value.segment);
        } else if constexpr (std::is_same_v<T, PortTemplate>) {
            fields::visit(const_cast<PortTemplate &>(value), *this);
        } else {
            if (value.size() > kMaxListItems)
                fail(name, fmt::format("has {} entries (at most {})", value.size(), kMaxListItems));
            for (const auto &item : value)
                (*this)(name, item);
        }
    }

private:
    [[noreturn]] void fail(const char *name, const std::string &what) const
    {
        throw Error(fmt::format("table '{}', row {}: '{}': {}", m_table, m_row, name, what));
    }

    const char *m_table;
    std::size_t m_row;
};

} // namespace

void requireInputLimits(const Project &project)
{
    if (const std::string problem = textProblem(project.name); !problem.empty())
        throw Error(fmt::format("the project name '{}' {}", shown(project.name), problem));
    if (project.next_id < 1 || project.next_id > kMaxId)
        throw Error(fmt::format("next_id {} is outside 1 … {}", project.next_id, kMaxId));
    for (const auto &[key, value] : project.settings) {
        if (const std::string problem = textProblem(key); !problem.empty())
            throw Error(fmt::format("the setting '{}' {}", shown(key), problem));
        if (!std::isfinite(value) || std::abs(value) > kMaxSettingValue)
            throw Error(fmt::format("the setting '{}' is {} (a finite number of at most {} is needed)", shown(key),
                value, kMaxSettingValue));
    }
    fields::tables(const_cast<Project &>(project), [](const char *table, const char *, const auto &items) {
        if (items.size() > kMaxObjects)
            throw Error(fmt::format("table '{}' has {} rows (at most {})", table, items.size(), kMaxObjects));
        for (std::size_t i = 0; i < items.size(); ++i)
            fields::visit(const_cast<std::decay_t<decltype(items[i])> &>(items[i]), Checker(table, i + 1));
    });
    std::size_t underlayBytes = 0;
    for (std::size_t i = 0; i < project.underlays.size(); ++i) {
        const Underlay &u = project.underlays[i];
        if (const std::string problem = underlayProblem(u.format, u.image.view()); !problem.empty())
            throw Error(
                fmt::format("table 'underlay', row {}: the image of underlay '{}' {}", i + 1, shown(u.name), problem));
        underlayBytes += u.image.size();
    }
    if (underlayBytes > kMaxUnderlayTotalBytes)
        throw Error(fmt::format("the underlays' images are {} MiB together (at most {} MiB)", underlayBytes >> 20,
            kMaxUnderlayTotalBytes >> 20));
}

} // namespace plenum
