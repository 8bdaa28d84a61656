// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/power_shelf.h"

#include "catalog/catalog.h"

#include <algorithm>

namespace plenum {

double powerShelfEfficiency(const DeviceType &type)
{
    if (type.role != kPowerShelfRole)
        return 0;
    const catalog::CatalogDevice *d = catalog::builtinCatalog().findDevice(type.slug);
    if (!d)
        return 0;
    const auto it = d->extras.find("efficiency");
    if (it == d->extras.end() || !(it->second > 0) || it->second > 1)
        return 0;
    return it->second;
}

bool busbarFed(const DeviceType &type)
{
    if (type.psu_count > 0 || type.max_power_w <= 0 || type.role == "pdu" || type.role == kPowerShelfRole
        || type.role == "blanking")
        return false;
    return std::none_of(type.ports.begin(), type.ports.end(),
        [](const PortTemplate &p) { return p.connector == "C14" || p.connector == "C20"; });
}

void BusbarLoad::add(const DeviceType &type)
{
    if (type.role == kPowerShelfRole) {
        if (const double eta = powerShelfEfficiency(type); eta > 0) {
            efficiency = shelves == 0 ? eta : std::min(efficiency, eta);
            ++shelves;
        }
    } else if (busbarFed(type)) {
        fed_max_w += type.max_power_w;
        fed_typical_w += type.typical_power_w;
    }
}

void BusbarLoad::add(const BusbarLoad &other)
{
    fed_max_w += other.fed_max_w;
    fed_typical_w += other.fed_typical_w;
    if (other.shelves > 0) {
        efficiency = shelves == 0 ? other.efficiency : std::min(efficiency, other.efficiency);
        shelves += other.shelves;
    }
}

double BusbarLoad::lossW(bool maximum) const
{
    if (!modelled())
        return 0;
    return double(maximum ? fed_max_w : fed_typical_w) * (1.0 - efficiency) / efficiency;
}

double BusbarLoad::shelfInputW() const
{
    if (!modelled())
        return 0;
    return (double(fed_max_w) + lossW()) / shelves;
}

} // namespace plenum
