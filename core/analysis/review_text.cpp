// SPDX-License-Identifier: GPL-3.0-or-later
// The design review's text helpers (review_parts.h).
#include "analysis/review_parts.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fmt/format.h>
#include <map>
#include <set>

namespace plenum::analysis::review_parts {

std::string money(double v)
{
    return usd(v);
}

// A name from the project as Markdown text: every ASCII punctuation character is backslash-escaped
// (CommonMark allows it for all of them), so a name can neither form a link, an image that fetches a
// remote resource (`![x](http://…)`), raw HTML, emphasis or a table cell break, nor end a line.
std::string md(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
            out += ' ';
            continue;
        }
        if (std::ispunct(static_cast<unsigned char>(c)))
            out += '\\';
        out += c;
    }
    return out;
}
std::string pct(double f, int digits)
{
    return fmt::format("{:.{}f} %", f * 100, digits);
}

const KindSummary *kindOf(const Facts &f, ComponentKind k)
{
    for (const auto &s : f.survey.kinds)
        if (s.kind == k)
            return &s;
    return nullptr;
}

std::string planeWords(int planes)
{
    return planes <= 1 ? "single-plane"
        : planes == 2  ? "biplanar (2 planes)"
                       : fmt::format("multi-plane ({} planes)", planes);
}

} // namespace plenum::analysis::review_parts
