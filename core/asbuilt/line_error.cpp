// SPDX-License-Identifier: GPL-3.0-or-later
#include "asbuilt/line_error.h"

#include "model/types.h"

#include <fmt/format.h>

namespace plenum::asbuilt {

void fail(int line, const std::string &what)
{
    throw Error(fmt::format("line {}: {}", line, what));
}

std::string shown(std::string_view line)
{
    std::string s(line.substr(0, 80));
    for (char &c : s)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = '?';
    return s + (line.size() > 80 ? "..." : "");
}

} // namespace plenum::asbuilt
