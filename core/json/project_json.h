// SPDX-License-Identifier: GPL-3.0-or-later
// Canonical JSON form of a whole project (`plenum-cli dump` / `load`): stable key order, one
// object per entity, diff-friendly. dump → load → dump is byte-identical.
#pragma once

#include "model/project.h"

#include <string>
#include <string_view>

namespace plenum {

inline constexpr std::string_view kJsonFormatName = "plenum-project";

std::string projectToJson(const Project &project);

// Throws Error naming the offending member on malformed or inconsistent input.
Project projectFromJson(std::string_view text);

} // namespace plenum
