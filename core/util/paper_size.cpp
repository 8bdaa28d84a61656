// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/paper_size.h"

#include "model/types.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <string>

namespace plenum {

std::string_view toString(PaperSize p)
{
    switch (p) {
    case PaperSize::A4:
        return "a4";
    case PaperSize::Letter:
        return "letter";
    case PaperSize::A3:
        return "a3";
    }
    return "a4";
}

PaperSize parsePaperSize(std::string_view text)
{
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    for (PaperSize p : { PaperSize::A4, PaperSize::Letter, PaperSize::A3 })
        if (lower == toString(p))
            return p;
    throw Error(fmt::format("unknown paper size '{}' (use a4, letter or a3)", text));
}

} // namespace plenum
