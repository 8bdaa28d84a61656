// SPDX-License-Identifier: GPL-3.0-or-later
// Finding the catalogue entries behind a routed cable (its cable type, its transceivers), shared
// by the BOM and the NetBox tables.
#pragma once

#include "catalog/catalog.h"
#include "model/project.h"

namespace plenum::exporting {

// The cable type a cable was chosen from (Catalog::cableTypeFor) and a transceiver by SKU.
const catalog::CableType *cableTypeOf(const Cable &cable, const catalog::Catalog &catalog = catalog::builtinCatalog());
const catalog::Transceiver *transceiverBySku(const std::string &sku, const catalog::Catalog &catalog = catalog::builtinCatalog());

// Index of the phase `id` in project.phases (0 for kNoId or unknown ids).
int phaseIndex(const Project &project, Id id);
std::string phaseName(const Project &project, Id id);

} // namespace plenum::exporting
