// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: opening a .plenum file (untrusted SQLite). Any bytes must either open into a
// sound project or be refused with plenum::Error — never crash, execute anything or hang.
#include "model/project.h"
#include "store/project_file.h"

#include <cstdint>
#include <cstdio>
#include <string>

#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const std::string path = "/tmp/plenum-fuzz-" + std::to_string(::getpid()) + ".plenum";
    if (std::FILE *f = std::fopen(path.c_str(), "wb")) {
        std::fwrite(data, 1, size, f);
        std::fclose(f);
    }
    try {
        const plenum::Project p = plenum::openProject(path);
        if (!plenum::checkInvariants(p).empty())
            __builtin_trap();
    } catch (const plenum::Error &) {
    }
    return 0;
}
