// SPDX-License-Identifier: GPL-3.0-or-later
// Readers of the built-in catalogue's data files (internal to core/catalog).
#pragma once

#include "catalog/catalog.h"
#include "catalog/yaml_reader.h"

namespace plenum::catalog {

CatalogDevice loadDevice(const YamlReader &reader); // devices/*.yaml
std::vector<CatalogRack> loadRacks(const YamlReader &reader); // racks.yaml
std::vector<CableType> loadCables(const YamlReader &reader); // cables.yaml
std::vector<Transceiver> loadTransceivers(const YamlReader &reader); // transceivers.yaml
std::vector<Connector> loadConnectors(const YamlReader &reader); // connectors.yaml

} // namespace plenum::catalog
