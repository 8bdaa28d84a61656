// SPDX-License-Identifier: GPL-3.0-or-later
#include "templates/templates.h"
#include "templates/starter.h"

#include <fmt/format.h>

namespace plenum {

std::vector<TemplateInfo> builtinTemplates()
{
    return {
        {"starter", "16 DGX H100 nodes, one rail-optimized leaf tier (8 x QM9700), two rows, ladders",
         "NVIDIA DGX SuperPOD H100 reference architecture (rail-optimized leaves), DGX H100 User Guide"},
    };
}

Project projectFromTemplate(const std::string &name, const TemplateOptions &options)
{
    if (name == "starter") {
        Project p = templates::starter(options);
        requireInvariants(p, "template 'starter' is inconsistent");
        return p;
    }
    std::string known;
    for (const auto &t : builtinTemplates())
        known += (known.empty() ? "" : ", ") + t.name;
    throw Error(fmt::format("unknown template '{}' (known: {})", name, known));
}

} // namespace plenum
