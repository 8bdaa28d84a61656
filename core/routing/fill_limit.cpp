// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/fill_limit.h"

#include <algorithm>
#include <cmath>

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
    read("pathway.fill_limit_ratio_fibre", limits.fibre_ratio);
    read("pathway.max_loading_depth_mm", limits.max_depth_mm);
    return limits;
}

double cableAreaMm2(double odMm)
{
    return M_PI / 4 * odMm * odMm;
}

double segmentLengthMm(const Pathway &pathway, int index)
{
    if (index < 0 || std::size_t(index) + 1 >= pathway.points.size())
        return 0;
    const Point3 &a = pathway.points[std::size_t(index)], &b = pathway.points[std::size_t(index) + 1];
    return std::sqrt(double(b.x_mm - a.x_mm) * double(b.x_mm - a.x_mm)
        + double(b.y_mm - a.y_mm) * double(b.y_mm - a.y_mm) + double(b.z_mm - a.z_mm) * double(b.z_mm - a.z_mm));
}

double slackAreaMm2(double odMm, double slackMm, double segmentLengthMm)
{
    if (slackMm <= 0)
        return 0;
    return cableAreaMm2(odMm) * slackMm / std::max(1000.0, segmentLengthMm);
}

double slackKgPerM(double kgPerM, double slackMm, double segmentLengthMm)
{
    if (slackMm <= 0)
        return 0;
    return kgPerM * slackMm / std::max(1000.0, segmentLengthMm);
}

int traysOf(const Pathway &pathway)
{
    return pathway.width_mm > 900 ? int((pathway.width_mm + 899) / 900) : 1;
}

} // namespace plenum::routing
