// SPDX-License-Identifier: GPL-3.0-or-later
// The table shape of export/table.h as a GitHub-flavoured Markdown pipe table (the design review).
#pragma once

#include "export/table.h"

#include <string>

namespace plenum::exporting {

// Header, alignment row and one line per row, then a blank line so that the next block starts anew.
// A column whose cells are all figures (a number cell, or text starting with a digit, '$' or '-')
// is right-aligned, except the first; the others are left-aligned. Cells are written as they are:
// they must hold no '|' and no line break (escape names first).
std::string toMarkdown(const Table &table);

} // namespace plenum::exporting
