// SPDX-License-Identifier: GPL-3.0-or-later
// The crew's fix list as PDF (`plenum-cli verify … --fixlist pdf --out F`, issue #19): the rows of
// core/asbuilt/fixlist.h on the Sheet's pages, a page (or more) per rack in walking order, each
// with the rack's place (hall, row), its fixes with a tick box, step, U, device, port, cable
// labels, class and the action in full (wrapped, never cut). Places the plan does not have come
// last under "Not in the plan". Written under the output policy: complete or not at all.
#pragma once

#include "asbuilt/fixlist.h"
#include "export/exporter.h"

#include <string>
#include <vector>

namespace plenum::app {

// `summary`: one line under the first heading ("verified against … : 448 planned links, …").
void writeFixListPdf(const std::vector<asbuilt::FixRow> &rows, const std::string &summary, const std::string &path,
    const OutputRules &rules, PaperSize paper, const std::string &project);

} // namespace plenum::app
