// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/fill_limit.h"

#include <algorithm>

namespace plenum::routing {

double FillLimits::usableAreaMm2(const Pathway &pathway) const
{
    return ratioFor(pathway.kind) * double(pathway.width_mm)
        * std::min<double>(double(pathway.loading_depth_mm), max_depth_mm);
}

FillLimits fillLimitsOf(const RuleSettings &settings)
{
    FillLimits limits;
    auto read = [&](const char *key, double &value) {
        if (auto it = settings.find(key); it != settings.end())
            value = it->second;
    };
    read("pathway.fill_limit_ratio", limits.ventilated_ratio);
    read("pathway.fill_limit_ratio_solid", limits.solid_ratio);
    read("pathway.max_loading_depth_mm", limits.max_depth_mm);
    return limits;
}

} // namespace plenum::routing
