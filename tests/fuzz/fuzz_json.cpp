// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the canonical project JSON reader (`plenum-cli load`). Any input must either
// load into a sound project or raise plenum::Error — never crash, hang or leak.
#include "model/project.h"
#include "json/project_json.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    try {
        const plenum::Project p = plenum::projectFromJson(std::string_view(reinterpret_cast<const char *>(data), size));
        if (!plenum::checkInvariants(p).empty())
            __builtin_trap(); // the reader promised a sound project
        plenum::projectToJson(p);
    } catch (const plenum::Error &) {
    }
    return 0;
}
