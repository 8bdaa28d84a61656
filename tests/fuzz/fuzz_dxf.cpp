// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: a DXF floor drawing read by `plenum-cli dxf-layers` and `new --from-dxf`
// (issue #21), through the lexical check and dxflib (core/dxf/dxf_drawing.h), then made into a hall
// (core/dxf/hall_import.h) with the layers the seeds use. Any text is either refused with
// plenum::Error or read into a drawing and a project whose promises hold:
// - every layer's count is the sum of its counts by type, and the model-space total is their sum;
// - an imported project meets its invariants and input limits (the ones every saved file meets),
//   and has exactly one hall and one obstacle per reported column, CRAH, door and no-go zone.
// dxflib itself is Debian's build (not instrumented): the fuzzer sees its calls, not its branches.
#include "dxf/dxf_drawing.h"
#include "dxf/hall_import.h"
#include "store/input_limits.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace plenum;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    dxf::Drawing d;
    try {
        d = dxf::parseDrawing(text, "fuzz.dxf");
    } catch (const Error &) {
        return 0;
    }
    std::int64_t total = 0;
    for (const auto &l : d.layers) {
        std::int64_t sum = 0;
        for (const auto &[type, n] : l.counts)
            sum += n;
        if (sum != l.total)
            std::abort();
        total += sum;
    }
    if (total != d.entities)
        std::abort();
    dxf::HallImportOptions o;
    o.outline_layer = "OUTLINE";
    o.column_layer = "COLUMNS";
    o.crah_layer = "CRAH";
    o.door_layer = "DOORS";
    o.nogo_layer = "NOGO";
    o.units = dxf::Unit::Millimetre;
    for (bool keep : { false, true }) {
        o.keep_origin = keep;
        dxf::HallImportReport r;
        Project p;
        try {
            p = dxf::projectFromDrawing(d, o, &r);
        } catch (const Error &) {
            continue;
        }
        if (!checkInvariants(p).empty() || p.halls.size() != 1
            || p.obstacles.size() != std::size_t(r.columns + r.crahs + r.cdus + r.doors + r.nogo))
            std::abort();
        try {
            requireInputLimits(p);
        } catch (const Error &) {
            std::abort();
        }
    }
    return 0;
}
