// SPDX-License-Identifier: GPL-3.0-or-later
#include "asbuilt/ibnetdiscover_export.h"

#include "asbuilt/ib_plan.h"

namespace plenum::asbuilt {

namespace {

class IbnetdiscoverExporter : public exporting::Exporter {
public:
    std::string_view id() const override { return "ibnetdiscover"; }
    std::string_view description() const override
    {
        return "InfiniBand compute fabric as ibnetdiscover prints it and ibsim reads it (physical ports, node "
               "descriptions)";
    }
    std::string_view fileFilter() const override { return "ibnetdiscover topology (*.txt *.out)"; }
    std::string_view extension() const override { return ".txt"; }
    void write(const Project &project, const std::string &path, const exporting::ExportOptions &options,
        const Progress &progress) const override
    {
        progress.report(0, 2, "computing the fabric", "export");
        const std::string text = exporting::forPhase(
            project, options.phase, [&](const Project &p) { return ibnetdiscoverText(p, options.ib_ca_description); });
        progress.report(1, 2, "writing", "export");
        writeFileAtomically(path, text, options.output);
        progress.finish(2, "done");
    }
};

} // namespace

const exporting::Exporter &ibnetdiscoverExporter()
{
    static const IbnetdiscoverExporter exporter;
    return exporter;
}

} // namespace plenum::asbuilt
