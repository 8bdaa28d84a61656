// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the NetBox site import (`plenum-cli import-netbox-site`). The input is the
// racks, devices, cables, positions and interfaces files one after another, each ended by a line
// "====" (missing files are empty). Any input must give a project that satisfies its invariants
// or raise plenum::Error.
#include "import/netbox_site.h"

#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    std::string parts[5];
    std::size_t from = 0;
    for (std::string &part : parts) {
        if (from > text.size())
            break;
        const std::size_t end = text.find("\n====\n", from);
        part = std::string(text.substr(from, end == std::string_view::npos ? std::string_view::npos : end - from));
        from = end == std::string_view::npos ? text.size() + 1 : end + 6;
    }
    plenum::importing::SiteInput in;
    in.racks = { "racks.csv", parts[0] };
    in.devices = { "devices.csv", parts[1] };
    in.cables = { "cables.csv", parts[2] };
    in.positions = { "positions.csv", parts[3] };
    if (!parts[4].empty())
        in.interfaces = plenum::importing::SiteFile { "interfaces.csv", parts[4] };
    try {
        const plenum::Project p = plenum::importing::importNetboxSite(in);
        plenum::requireInvariants(p, "fuzz");
    } catch (const plenum::Error &) {
    }
    return 0;
}
