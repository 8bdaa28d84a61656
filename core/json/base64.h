// SPDX-License-Identifier: GPL-3.0-or-later
// Base64 (RFC 4648 §4, with padding) for bytes inside JSON: an underlay's image in a project dump.
#pragma once

#include <string>
#include <string_view>

namespace plenum::json {

std::string base64Encode(std::string_view bytes);

// Throws Error naming `what` when `text` is not canonical padded base64 (length a multiple of
// four, only the 64 letters, '=' only as the last one or two characters).
std::string base64Decode(std::string_view text, std::string_view what);

} // namespace plenum::json
