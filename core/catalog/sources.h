// SPDX-License-Identifier: GPL-3.0-or-later
// The `sources:` block of a catalogue entry: a mapping from a public document (or the word
// "estimate") to the figures it backs. Every figure of an entry must be backed exactly once, so a
// number can never silently lose its provenance.
#pragma once

#include "catalog/yaml_reader.h"

#include <map>
#include <string>
#include <vector>

namespace plenum::catalog {

// Reads node["sources"]; `figures` lists every figure the entry has (each must be backed once);
// `aliases` lets one name stand for several figures ("psu" → psu_count, psu_rating_w, psu_redundant).
std::map<std::string, std::string> readSources(const YamlReader &reader, const YAML::Node &node,
    const std::string &where, const std::vector<std::string> &figures,
    const std::map<std::string, std::vector<std::string>> &aliases = {});

} // namespace plenum::catalog
