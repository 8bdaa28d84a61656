// SPDX-License-Identifier: GPL-3.0-or-later
// The "ibnetdiscover" export: the planned InfiniBand compute fabric (ib_plan.h) as the text
// ibnetdiscover prints and ibsim reads, CA descriptions from ExportOptions::ib_ca_description.
#pragma once

#include "export/exporter.h"

namespace plenum::asbuilt {

const exporting::Exporter &ibnetdiscoverExporter();

} // namespace plenum::asbuilt
