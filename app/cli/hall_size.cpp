// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/hall_size.h"

#include "model/types.h"
#include "store/input_limits.h"

#include <fmt/format.h>

#include <charconv>
#include <string_view>

namespace plenum::cli {
namespace {

// One side: the whole text a number in [1, kMaxCoordinateMm]; 0 otherwise.
std::int64_t side(std::string_view text)
{
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    const bool ok = ec == std::errc() && end == text.data() + text.size() && v > 0 && v <= limits::kMaxCoordinateMm;
    return ok ? v : 0;
}

} // namespace

HallSize parseHallSize(const std::string &text)
{
    const std::size_t x = text.find_first_of("xX");
    HallSize size;
    if (x != std::string::npos) {
        size.width_mm = side(std::string_view(text).substr(0, x));
        size.depth_mm = side(std::string_view(text).substr(x + 1));
    }
    if (size.width_mm == 0 || size.depth_mm == 0)
        throw Error(fmt::format("--hall must be WIDTHxDEPTH in millimetres, each 1 to {}, e.g. 30000x20000 (got '{}')",
            limits::kMaxCoordinateMm, text.substr(0, 80)));
    return size;
}

} // namespace plenum::cli
