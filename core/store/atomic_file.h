// SPDX-License-Identifier: GPL-3.0-or-later
// Writes a text or binary file atomically: temp file beside the target, fsync, rename.
// On failure the target is untouched and no temp file is left behind.
#pragma once

#include <string>
#include <string_view>

namespace plenum {

void writeFileAtomically(const std::string &path, std::string_view content);

// Reads a whole file; throws Error naming the path when it cannot be read or exceeds maxBytes.
std::string readFile(const std::string &path, std::size_t maxBytes = std::size_t(1) << 30);

} // namespace plenum
