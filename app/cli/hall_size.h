// SPDX-License-Identifier: GPL-3.0-or-later
// `--hall WxD`, the hall size of `new` and `import-netbox-site`: one parser, one error sentence.
#pragma once

#include <cstdint>
#include <string>

namespace plenum::cli {

struct HallSize {
    std::int64_t width_mm = 0;
    std::int64_t depth_mm = 0;
};

// "30000x20000" (or "30000X20000"): two whole numbers of millimetres, each 1 to the input limit
// every loaded hall meets (limits::kMaxCoordinateMm), parsed to the full width so nothing wraps.
// Throws Error "--hall must be WIDTHxDEPTH in millimetres, each 1 to …, e.g. 30000x20000 (got '…')"
// for anything else (the value quoted up to 80 characters).
HallSize parseHallSize(const std::string &text);

} // namespace plenum::cli
