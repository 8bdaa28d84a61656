// SPDX-License-Identifier: GPL-3.0-or-later
// Choosing a cable for a link (DESIGN.md §5, media and SKU): among the catalogue's cables whose
// connectors, speed and protocol (InfiniBand/Ethernet, issue #16) fit both ends, the cheapest (cable at its orderable
// length, plus the share of a transceiver at each end for fibre) whose reach covers the required length. Copper runs
// with copper in the data trays; fibre and AOC take the fibre pathways, so each kind is judged against the length of
// its own route.
#pragma once

#include "catalog/catalog.h"
#include "routing/cage_plan.h"

#include <optional>
#include <string>

namespace plenum::routing {

struct LinkEnds {
    std::string connector_a, connector_b;
    int speed_gbps = 0; // per link
    int cage_ports_a = 1; // links the end's cage holds (2: twin-port OSFP, CageEnd::slots)
    int cage_ports_b = 1;
    // PerLink: a cable of one link (a straight copper plug only between single-link cages; optics
    // must fill their cage: a twin-port transceiver in a twin-port cage). TwinCable / Splitter:
    // the one cable both links of a twin-port cage share (cage_plan.h); its price is the whole
    // cable's.
    Assembly assembly = Assembly::PerLink;
    // The link's protocol (catalog::linkProtocol of its ports): only cables and transceivers sold
    // for it are chosen; Unspecified takes any.
    Protocol protocol = Protocol::Unspecified;
};

struct MediaChoice {
    const catalog::CableType *cable = nullptr;
    std::int64_t ordered_mm = 0;
    const catalog::Transceiver *transceiver_a = nullptr;
    const catalog::Transceiver *transceiver_b = nullptr;
    double cost_usd = 0;
    bool fibre = false;
};

// True for media that run in fibre pathways (fibre needing optics, AOC, and structured cabling's
// trunks).
bool isFibre(const catalog::CableType &cable);

// A trunk between two fibre panels (media "<fibre>-trunk", routing/channels.h).
bool isTrunk(const catalog::CableType &cable);

// The service loop left at each end of a cable, by media (issue #16; sources in
// docs/architecture.md, "Service loops"): copper cords (DAC, ACC, AEC, Cat6A, power),
// AOC, and fibre with optics at both ends (MPO/LC cords and trunks).
struct ServiceLoops {
    double copper_mm = 0; // cable.service_loop_mm
    double aoc_mm = 0; // cable.service_loop_aoc_mm
    double fibre_mm = 0; // cable.service_loop_fibre_mm
    double perEndMm(const catalog::CableType &cable) const;
};

// `copperMm` / `fibreMm`: the required length over each kind of route without service loops
// (negative: no such route); for a shared cable, the longer of its links'. Each candidate cable
// adds `loops` at both of its ends (none by default: the lengths are then the whole requirement).
// On failure returns nullopt and sets `reason`.
std::optional<MediaChoice> chooseMedia(const catalog::Catalog &catalog, const LinkEnds &ends, std::int64_t copperMm,
    std::int64_t fibreMm, std::string &reason, const ServiceLoops &loops = {});

// Which kinds of route could serve the link at all (some cable fits its connectors and speed).
struct MediaKinds {
    bool copper = false;
    bool fibre = false;
};
MediaKinds possibleKinds(const catalog::Catalog &catalog, const LinkEnds &ends);

// The transceiver for one end: of `cage` and `speed`, driving `media`, sold for `protocol`, reaching
// `required` mm; one that fills the cage (a twin-port module in a twin-port cage) where the catalogue
// has one. nullptr when none fits.
const catalog::Transceiver *pickTransceiver(const catalog::Catalog &catalog, const std::string &cage, int speed,
    const std::string &media, int cagePorts, std::int64_t required, Protocol protocol);

// An orderable part number: the catalogue's SKU prefix and the length in metres (or millimetres
// below 1 m or for fractional metres).
std::string skuFor(const catalog::CableType &cable, std::int64_t ordered_mm);

} // namespace plenum::routing
