// SPDX-License-Identifier: GPL-3.0-or-later
// The paper sizes of printed sheets (elevations, floor plan, labels, review, fix list): named in
// ExportOptions and on the command line (--paper), drawn by app/export (sheet.h maps them to
// QPageSize).
#pragma once

#include <string_view>

namespace plenum {

enum class PaperSize { A4, Letter, A3 };

// "a4", "letter", "a3".
std::string_view toString(PaperSize);

// "a4", "letter", "a3" (any case); throws Error "unknown paper size '…' (use a4, letter or a3)".
PaperSize parsePaperSize(std::string_view text);

} // namespace plenum
