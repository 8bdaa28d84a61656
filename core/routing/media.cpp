// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/media.h"
#include "catalog/protocol.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>

namespace plenum::routing {
namespace {

bool powerPair(const catalog::CableType &c, const LinkEnds &e)
{
    const std::set<std::string> ends { e.connector_a, e.connector_b };
    if (c.media == "power-c13")
        return ends == std::set<std::string> { "C13", "C14" };
    if (c.media == "power-c19")
        return ends == std::set<std::string> { "C19", "C20" };
    return false;
}

} // namespace

const catalog::Transceiver *pickTransceiver(const catalog::Catalog &catalog, const std::string &cage, int speed,
    const std::string &media, int cagePorts, std::int64_t required, Protocol protocol)
{
    // A module fills its cage: a twin-port cage takes a twin-port transceiver, a single-port cage a
    // single-port one. Only where the catalogue has no module of the cage's kind for this media
    // (QSFP112: single-port modules only) is the nearest kind taken.
    auto all = catalog.transceiversFor(cage, speed);
    std::erase_if(all, [&](const catalog::Transceiver *t) { return !catalog::carries(t->protocols, protocol); });
    const bool exact = std::any_of(all.begin(), all.end(),
        [&](const catalog::Transceiver *t) { return t->media == media && t->links_per_cage == cagePorts; });
    const catalog::Transceiver *best = nullptr;
    for (const catalog::Transceiver *t : all) {
        if (t->media != media || t->reach_mm < required || (exact && t->links_per_cage != cagePorts))
            continue;
        // Prefer the module that matches the cage (a twin-port transceiver for a twin-port cage).
        const bool fits = t->links_per_cage == cagePorts;
        if (!best || (fits && best->links_per_cage != cagePorts)
            || (fits == (best->links_per_cage == cagePorts)
                && t->price_usd / t->links_per_cage < best->price_usd / best->links_per_cage))
            best = t;
    }
    return best;
}

bool isFibre(const catalog::CableType &cable)
{
    return cable.needs_transceiver || cable.media == "aoc" || isTrunk(cable);
}

bool isTrunk(const catalog::CableType &cable)
{
    return cable.media.size() > 6 && cable.media.compare(cable.media.size() - 6, 6, "-trunk") == 0;
}

double ServiceLoops::perEndMm(const catalog::CableType &cable) const
{
    if (cable.needs_transceiver || isTrunk(cable))
        return fibre_mm;
    return cable.media == "aoc" ? aoc_mm : copper_mm;
}

MediaKinds possibleKinds(const catalog::Catalog &catalog, const LinkEnds &ends)
{
    // Ask chooseMedia with an unbounded-length probe of 0 mm: it only fails on connectors and speed.
    MediaKinds kinds;
    std::string reason;
    kinds.copper = chooseMedia(catalog, ends, 0, -1, reason).has_value();
    kinds.fibre = chooseMedia(catalog, ends, -1, 0, reason).has_value();
    return kinds;
}

std::optional<MediaChoice> chooseMedia(const catalog::Catalog &catalog, const LinkEnds &ends, std::int64_t copperMm,
    std::int64_t fibreMm, std::string &reason, const ServiceLoops &loops)
{
    std::optional<MediaChoice> best;
    bool anyFits = false;
    std::int64_t shown = std::max(copperMm, fibreMm); // the longest length a cable was asked for
    for (const auto &cable : catalog.cables) {
        const Assembly kind = cable.links == 1 ? Assembly::PerLink
            : cable.breakout == 1              ? Assembly::TwinCable
                                               : Assembly::Splitter;
        if (kind != ends.assembly || (kind != Assembly::PerLink && cable.links != 2))
            continue; // a twin-port or splitter cable serves the two links of one cage together
        if (!catalog::carries(cable.protocols, ends.protocol))
            continue; // an Ethernet AEC never lands on an InfiniBand port
        const bool fibre = isFibre(cable);
        const std::int64_t route = fibre ? fibreMm : copperMm;
        if (route < 0)
            continue;
        const std::int64_t required = route + std::llround(2 * loops.perEndMm(cable));
        MediaChoice choice;
        choice.cable = &cable;
        choice.fibre = fibre;
        if (cable.needs_transceiver) {
            // A trunk is made for its optics (MPO-12/APC for NDR SR4, MPO-12 for 100GBASE-SR4):
            // the catalogue lists one per speed. The optics must reach the length ordered, not
            // only the one needed: the light runs through the coiled slack too.
            if (cable.speed_gbps != ends.speed_gbps)
                continue;
            const std::int64_t ordered = cable.orderableLengthMm(required);
            const std::int64_t span = ordered > 0 ? ordered : required;
            // A patch panel's adapter takes the cable's own plug: no optic at that end.
            const bool panelA = ends.connector_a == cable.connector, panelB = ends.connector_b == cable.connector;
            if (panelA && panelB)
                continue; // a panel-to-panel run is a trunk, not a cord
            choice.transceiver_a = panelA ? nullptr
                                          : pickTransceiver(catalog, ends.connector_a, ends.speed_gbps, cable.media,
                                              ends.cage_ports_a, span, ends.protocol);
            choice.transceiver_b = panelB ? nullptr
                                          : pickTransceiver(catalog, ends.connector_b, ends.speed_gbps, cable.media,
                                              ends.cage_ports_b, span, ends.protocol);
            if ((!panelA && !choice.transceiver_a) || (!panelB && !choice.transceiver_b)) {
                // Optics exist for both cages but do not reach: a reach problem, not a missing part.
                anyFits = anyFits
                    || ((panelA
                            || pickTransceiver(catalog, ends.connector_a, ends.speed_gbps, cable.media,
                                ends.cage_ports_a, 0, ends.protocol))
                        && (panelB
                            || pickTransceiver(catalog, ends.connector_b, ends.speed_gbps, cable.media,
                                ends.cage_ports_b, 0, ends.protocol)));
                shown = std::max(shown, required);
                continue;
            }
        } else if (cable.media == "power-c13" || cable.media == "power-c19") {
            if (!powerPair(cable, ends))
                continue;
        } else {
            if (!cable.joins(ends.connector_a, ends.connector_b))
                continue;
            // No single-link plug in half of a twin-port cage.
            if (kind == Assembly::PerLink && (ends.cage_ports_a > 1 || ends.cage_ports_b > 1))
                continue;
            const bool rj45 = cable.connector == "RJ45";
            if (rj45 ? cable.speed_gbps < ends.speed_gbps : cable.speed_gbps != ends.speed_gbps)
                continue;
        }
        anyFits = true;
        shown = std::max(shown, required);
        choice.ordered_mm = cable.orderableLengthMm(required);
        if (choice.ordered_mm <= 0)
            continue;
        choice.cost_usd = cable.priceUsd(choice.ordered_mm);
        if (choice.transceiver_a)
            choice.cost_usd += choice.transceiver_a->price_usd / choice.transceiver_a->links_per_cage;
        if (choice.transceiver_b)
            choice.cost_usd += choice.transceiver_b->price_usd / choice.transceiver_b->links_per_cage;
        if (!best || choice.cost_usd < best->cost_usd - 1e-9)
            best = choice;
    }
    if (!best) {
        reason = anyFits
            ? fmt::format("no {}G cable between {} and {} reaches {:.1f} m", ends.speed_gbps, ends.connector_a,
                ends.connector_b, shown / 1000.0)
            : fmt::format("the catalogue has no {}G {}cable between {} and {}", ends.speed_gbps,
                ends.protocol == Protocol::Unspecified ? std::string()
                                                       : std::string(catalog::protocolName(ends.protocol)) + " ",
                ends.connector_a, ends.connector_b);
    }
    return best;
}

std::string skuFor(const catalog::CableType &cable, std::int64_t ordered_mm)
{
    const std::string prefix = cable.skuPrefix();
    if (ordered_mm >= 1000 && ordered_mm % 1000 == 0)
        return fmt::format("{}{:03}{}", prefix, ordered_mm / 1000, cable.sku_suffix);
    return fmt::format("{}{}MM{}", prefix, ordered_mm, cable.sku_suffix);
}

} // namespace plenum::routing
