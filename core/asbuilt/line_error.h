// SPDX-License-Identifier: GPL-3.0-or-later
// What the readers of discovered and imported text files share (ibnetdiscover, iblinkinfo, the
// name map, NetBox cables): an error that names the line, and a line quoted in such an error.
#pragma once

#include <string>
#include <string_view>

namespace plenum::asbuilt {

// Throws Error("line N: what").
[[noreturn]] void fail(int line, const std::string &what);

// A line of untrusted input as an error quotes it: its first 80 bytes, control characters as '?',
// "..." when cut.
std::string shown(std::string_view line);

} // namespace plenum::asbuilt
