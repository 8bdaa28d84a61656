// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: NetBox device-type YAML import (`plenum-cli import-devicetypes`). Any text
// must map to a device type or raise plenum::Error.
#include "catalog/netbox.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    try {
        const auto imported = plenum::catalog::importNetboxDeviceType(
            std::string_view(reinterpret_cast<const char *>(data), size), "fuzz.yaml");
        plenum::catalog::exportNetboxDeviceType(imported.type);
    } catch (const plenum::Error &) {
    }
    return 0;
}
