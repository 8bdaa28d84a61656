// SPDX-License-Identifier: GPL-3.0-or-later
// `make bench`'s edit table (DESIGN.md §11, issue #17): on a routed project, each of five edits —
// move a GPU rack 3 m, add a rack and mount 4 servers, add 8 links, delete a leaf switch, move a
// tray — applied, rerouted and rechecked by the incremental engine, and undone the same way.
#pragma once

#include <string>

namespace plenum::bench {

// Prints one line per edit (median of up to `repeats` runs, fewer when one run takes more than
// `budget_s` seconds in all) and returns a note for the table.
std::string editTable(const std::string &routedFile, int repeats, double budget_s);

} // namespace plenum::bench
