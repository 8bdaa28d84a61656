// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/pdu_rating.h"

#include "catalog/catalog.h"

namespace plenum {
namespace {

bool startsWith(const std::string &s, std::string_view prefix)
{
    return s.compare(0, prefix.size(), prefix) == 0;
}

double settingOr(const RuleSettings &settings, const char *name, double fallback)
{
    const auto it = settings.find(name);
    return it != settings.end() ? it->second : fallback;
}

} // namespace

PduStandard pduStandard(const DeviceType &pdu)
{
    for (const auto &p : pdu.ports)
        if (startsWith(p.connector, "IEC-60309"))
            return PduStandard::Iec;
    return PduStandard::Nec; // NEMA (L6-30P, L21-30P, …) or unknown: the stricter
}

const char *pduStandardName(PduStandard standard)
{
    return standard == PduStandard::Iec ? "IEC" : "NEC";
}

double pduRatingW(const DeviceType &pdu)
{
    if (const auto *d = catalog::builtinCatalog().findDevice(pdu.slug)) {
        const auto it = d->extras.find("rating_w");
        if (it != d->extras.end())
            return it->second;
    }
    return double(pdu.psu_rating_w);
}

double pduContinuousRatio(const DeviceType &pdu, const RuleSettings &settings)
{
    return pduStandard(pdu) == PduStandard::Iec ? settingOr(settings, "power.iec_continuous_ratio", 1.0)
                                                : settingOr(settings, "power.breaker_continuous_ratio", 0.8);
}

double pduContinuousW(const DeviceType &pdu, const RuleSettings &settings)
{
    return pduRatingW(pdu) * pduContinuousRatio(pdu, settings);
}

} // namespace plenum
