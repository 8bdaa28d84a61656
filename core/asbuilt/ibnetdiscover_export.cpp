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
        exporting::Progress *progress) const override
    {
        auto step = [&](int done, std::string_view what) {
            if (!progress)
                return;
            if (progress->cancelled())
                throw Error("export cancelled");
            progress->step(done, 2, what);
        };
        step(0, "computing the fabric");
        const std::string text = options.phase.empty()
            ? ibnetdiscoverText(project, options.ib_ca_description)
            : ibnetdiscoverText(exporting::projectUpToPhase(project, options.phase), options.ib_ca_description);
        step(1, "writing");
        writeFileAtomically(path, text, options.output);
        step(2, "done");
    }
};

} // namespace

const exporting::Exporter &ibnetdiscoverExporter()
{
    static const IbnetdiscoverExporter exporter;
    return exporter;
}

} // namespace plenum::asbuilt
