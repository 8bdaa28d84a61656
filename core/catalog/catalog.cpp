// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/catalog.h"
#include "catalog/load.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

namespace plenum::catalog {

bool CatalogDevice::isEstimate(const std::string &figure) const
{
    auto it = sources.find(figure);
    return it != sources.end() && it->second == kEstimate;
}

std::int64_t CableType::orderableLengthMm(std::int64_t required_mm) const
{
    if (required_mm > reach_mm)
        return 0;
    for (std::int64_t l : lengths_mm)
        if (l >= required_mm)
            return l;
    return 0;
}

bool carries(const std::vector<Protocol> &sold, Protocol p)
{
    return p == Protocol::Unspecified || sold.empty() || std::find(sold.begin(), sold.end(), p) != sold.end();
}

double CableType::priceUsd(std::int64_t length_mm) const
{
    return price_usd + price_per_m_usd * double(length_mm) / 1000.0;
}

const CatalogDevice *Catalog::findDevice(std::string_view slug) const
{
    for (const auto &d : devices)
        if (d.type.slug == slug)
            return &d;
    return nullptr;
}

const CatalogRack *Catalog::findRack(std::string_view slug) const
{
    for (const auto &r : racks)
        if (r.type.slug == slug)
            return &r;
    return nullptr;
}

const CableType *Catalog::findCable(std::string_view id) const
{
    for (const auto &c : cables)
        if (c.id == id)
            return &c;
    return nullptr;
}

std::string CableType::skuPrefix() const
{
    return sku_prefix.empty() ? id + "-" : sku_prefix;
}

const CableType *Catalog::cableTypeFor(std::string_view media, std::string_view sku) const
{
    const CableType *firstOfMedia = nullptr;
    const CableType *best = nullptr;
    std::size_t bestLength = 0;
    for (const auto &t : cables) {
        if (t.media != media)
            continue;
        if (!firstOfMedia)
            firstOfMedia = &t;
        const std::string prefix = t.skuPrefix();
        const std::string &suffix = t.sku_suffix;
        const std::size_t framed = prefix.size() + suffix.size();
        if (sku.size() >= framed && sku.substr(0, prefix.size()) == prefix
            && sku.substr(sku.size() - suffix.size()) == suffix && framed > bestLength) {
            best = &t;
            bestLength = framed;
        }
    }
    return best ? best : firstOfMedia;
}

const Transceiver *Catalog::findTransceiverBySku(std::string_view sku) const
{
    if (sku.empty())
        return nullptr;
    for (const auto &t : transceivers)
        if (t.sku == sku)
            return &t;
    return nullptr;
}

std::vector<const CableType *> Catalog::cablesForSpeed(int speed_gbps) const
{
    std::vector<const CableType *> out;
    for (const auto &c : cables)
        if (c.speed_gbps == speed_gbps)
            out.push_back(&c);
    return out;
}

std::vector<const Transceiver *> Catalog::transceiversFor(std::string_view cage, int speed_gbps) const
{
    std::vector<const Transceiver *> out;
    for (const auto &t : transceivers)
        if (t.cage == cage && t.speed_gbps == speed_gbps)
            out.push_back(&t);
    return out;
}

const Connector *Catalog::findConnector(std::string_view name) const
{
    for (const auto &c : connectors)
        if (c.name == name)
            return &c;
    return nullptr;
}

double Catalog::plugProtrusionMm(std::string_view portConnector, const CableType &type, bool transceiver) const
{
    double mm = 0;
    if (const Connector *plug = findConnector(portConnector))
        mm += plug->protrusion_mm;
    if (transceiver)
        if (const Connector *fibre = findConnector(type.connector))
            mm += fibre->protrusion_mm;
    return mm;
}

Catalog loadCatalog(const std::vector<DataFile> &files)
{
    Catalog c;
    for (const auto &f : files) {
        const YamlReader reader(f.path, f.text);
        if (f.path.rfind("devices/", 0) == 0) {
            c.devices.push_back(loadDevice(reader));
        } else if (f.path == "racks.yaml") {
            for (auto &r : loadRacks(reader))
                c.racks.push_back(std::move(r));
        } else if (f.path == "cables.yaml") {
            for (auto &k : loadCables(reader))
                c.cables.push_back(std::move(k));
        } else if (f.path == "transceivers.yaml") {
            for (auto &t : loadTransceivers(reader))
                c.transceivers.push_back(std::move(t));
        } else if (f.path == "connectors.yaml") {
            for (auto &k : loadConnectors(reader))
                c.connectors.push_back(std::move(k));
        } else {
            throw Error(fmt::format("{}: not a catalogue file (devices/*.yaml, racks.yaml, cables.yaml, "
                                    "transceivers.yaml, connectors.yaml)",
                f.path));
        }
    }
    auto unique = [](const auto &list, auto key, const char *what) {
        std::set<std::string> seen;
        for (const auto &e : list)
            if (!seen.insert(key(e)).second)
                throw Error(fmt::format("catalogue: duplicate {} '{}'", what, key(e)));
    };
    unique(
        c.devices, [](const CatalogDevice &d) { return d.type.slug; }, "device slug");
    unique(
        c.racks, [](const CatalogRack &r) { return r.type.slug; }, "rack slug");
    unique(
        c.cables, [](const CableType &k) { return k.id; }, "cable id");
    unique(
        c.transceivers, [](const Transceiver &t) { return t.id; }, "transceiver id");
    unique(
        c.connectors, [](const Connector &k) { return k.name; }, "connector");
    std::sort(c.devices.begin(), c.devices.end(),
        [](const CatalogDevice &a, const CatalogDevice &b) { return a.type.slug < b.type.slug; });
    return c;
}

const Catalog &builtinCatalog()
{
    static const Catalog catalog = loadCatalog(embeddedFiles());
    return catalog;
}

} // namespace plenum::catalog
