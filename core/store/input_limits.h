// SPDX-License-Identifier: GPL-3.0-or-later
// The limits every project read from a file (a .plenum, canonical JSON) must meet, checked once
// where it is loaded (openProject, projectFromJson) and before it is saved, so Plenum never
// writes a file it would refuse to open. They keep a hostile or broken file from costing
// unbounded time or memory later (a hall of 9.2e18 mm, a rack of 2,147,483,647 U, an id whose
// successor overflows) and keep every text printable in every output: valid UTF-8, no control
// characters, bounded length. docs/file-format.md ("Input limits") lists them.
#pragma once

#include "model/project.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace plenum::limits {

inline constexpr std::int64_t kMaxCoordinateMm = 2'000'000; // ±2 km: positions, outlines, pathway points, lengths
inline constexpr std::int64_t kMinTileMm = 100;
inline constexpr std::int64_t kMaxTileMm = 10'000;
inline constexpr std::int64_t kMaxHeightU = 100; // a rack's height, a device's height and U position
inline constexpr std::int64_t kMaxPowerW = 10'000'000'000; // 10 GW
inline constexpr double kMaxWeightKg = 1'000'000;
inline constexpr double kMaxPriceUsd = 1'000'000'000;
inline constexpr std::int64_t kMaxCount = 1'000'000; // lanes, GPUs, NICs, PSUs, SU, rail, plane, group
inline constexpr std::int64_t kMaxId = std::int64_t(1) << 53; // ids and next_id (exact in JSON doubles)
inline constexpr std::size_t kMaxTextBytes = 1024; // every name, label and other text
inline constexpr std::size_t kMaxListItems = 100'000; // outline and pathway points, ports, route steps
inline constexpr std::size_t kMaxObjects = 10'000'000; // rows of one entity table
inline constexpr double kMaxSettingValue = 1e12; // rule settings (finite, |v| at most this)
inline constexpr std::size_t kMaxUnderlayBytes = 32u << 20; // one underlay's image (PNG, JPEG, PDF)
inline constexpr std::size_t kMaxUnderlayTotalBytes = 128u << 20; // all underlays of a project

// Empty when `bytes` start as `format` says (the PNG signature, a JPEG SOI marker, "%PDF-") and
// fit kMaxUnderlayBytes; else what is wrong, in a few words. The image decoder (Qt's, in the
// app) still treats the rest as untrusted.
std::string underlayProblem(UnderlayFormat format, std::string_view bytes);

// Empty when `text` is valid UTF-8 without control characters (C0, DEL, C1) and at most
// kMaxTextBytes long; else what is wrong, in a few words ("contains a control character (0x1b)").
std::string textProblem(std::string_view text);

} // namespace plenum::limits

namespace plenum {

// Throws Error naming the table, the row (1-based), the field, the value (shortened) and the
// limit for the first value outside the limits above.
void requireInputLimits(const Project &project);

} // namespace plenum
