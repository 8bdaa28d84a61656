// SPDX-License-Identifier: GPL-3.0-or-later
// The catalogue (DESIGN.md §3, §5): device types, rack types, cable media and transceivers with
// their public sources. The built-in catalogue is data (resources/catalog/*.yaml, embedded into
// the core library at build time); a project adds its own device and rack types on top of it.
// Every figure carries the document it comes from, or the word "estimate".
#pragma once

#include "model/project.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace plenum::catalog {

inline constexpr std::string_view kEstimate = "estimate";

// A device type plus where each of its figures comes from ("u_height" → "NVIDIA DGX H100 User
// Guide, Specifications", "price_usd" → "estimate") and figures the model has no field for
// (PDU "rating_w", "feeds", CDU "cooling_capacity_w", …).
struct CatalogDevice {
    DeviceType type;
    std::map<std::string, std::string> sources; // figure name → source or "estimate"
    std::map<std::string, double> extras;
    bool isEstimate(const std::string &figure) const;
};

struct CatalogRack {
    RackType type;
    std::map<std::string, std::string> sources;
};

// One orderable cable family at one speed, e.g. "400G twin-port OSFP passive DAC".
struct CableType {
    std::string id; // stable, e.g. "dac-osfp-2x400g"
    std::string media; // "dac", "acc", "aec", "aoc", "mmf-mpo", "smf-mpo", "smf-lc", "cat6a", "power-c13", "power-c19"
    std::string name;
    std::string connector; // end connector or cage, "OSFP", "MPO-12/APC", "LC", "RJ45", "C14", "C20"
    // The other end's connector when it differs (a splitter's flat-top legs "OSFP-RHS", a DAC with
    // one flat-top end); empty: the same as `connector`.
    std::string connector_b;
    int speed_gbps = 0; // per link it carries
    int links = 1; // links one cable carries (a twin-port OSFP DAC carries 2 × 400G)
    int breakout = 1; // far-end legs per near end (1: straight, 2: 1:2 splitter, …)
    bool needs_transceiver = false; // fibre and structured cabling need optics/ports at both ends
    std::int64_t reach_mm = 0;
    std::vector<std::int64_t> lengths_mm; // orderable lengths, ascending
    double od_mm = 0;
    double bend_radius_mm = 0;
    double kg_per_m = 0;
    double price_usd = 0; // fixed part per cable
    double price_per_m_usd = 0; // plus this per metre of ordered length
    std::string sku_prefix;
    std::string sku_suffix; // after the length code, e.g. "-FLT" for NVIDIA's flat-top variants
    // The protocols the part is sold for (issue #16): NVIDIA's NDR DACs carry both, an 800GbE AEC
    // Ethernet only; empty: any (a passive fibre trunk, a power cord).
    std::vector<Protocol> protocols;
    std::map<std::string, std::string> sources;

    // The connector at the second end (`connector_b`, or `connector` when that is empty).
    const std::string &otherConnector() const { return connector_b.empty() ? connector : connector_b; }
    // Whether the cable's two ends fit ports with these connectors, in either orientation.
    bool joins(const std::string &a, const std::string &b) const
    {
        return (a == connector && b == otherConnector()) || (b == connector && a == otherConnector());
    }
    // What every SKU of this type starts with: `sku_prefix`, or "<id>-" when the data gives none.
    std::string skuPrefix() const;
    // Shortest orderable length ≥ required, or 0 when none is long enough (or beyond reach).
    std::int64_t orderableLengthMm(std::int64_t required_mm) const;
    double priceUsd(std::int64_t length_mm) const;
};

// A pluggable optic for one cage: a twin-port OSFP transceiver serves two links.
struct Transceiver {
    std::string id;
    std::string name;
    std::string sku;
    std::string cage; // "OSFP", "QSFP112", "QSFP28", …
    std::string media; // fibre media it drives ("mmf-mpo", "smf-mpo", "smf-lc")
    int speed_gbps = 0; // per link
    int links_per_cage = 1;
    std::int64_t reach_mm = 0;
    double power_w = 0;
    double price_usd = 0;
    std::vector<Protocol> protocols; // as CableType::protocols
    std::map<std::string, std::string> sources;
};

// What sticks out of a port of one connector before its cable may bend (connectors.yaml, issue
// #16): a cage's plug or module nose beyond the faceplate with its boot, or a plug's body and boot.
struct Connector {
    std::string name; // as PortTemplate::connector and CableType::connector: "OSFP", "MPO-12/APC", "C13"
    double protrusion_mm = 0;
    std::map<std::string, std::string> sources;
};

struct Catalog {
    std::vector<CatalogDevice> devices;
    std::vector<CatalogRack> racks;
    std::vector<CableType> cables;
    std::vector<Transceiver> transceivers;
    std::vector<Connector> connectors;

    const CatalogDevice *findDevice(std::string_view slug) const;
    const CatalogRack *findRack(std::string_view slug) const;
    const CableType *findCable(std::string_view id) const;
    // The cable type a routed cable was chosen from: of `media`, the one whose SKU prefix and
    // suffix frame `sku` with the most characters (ties: the first listed); when none matches (an empty or foreign
    // SKU), the first type of that media; nullptr when the catalogue has no cable of that media. The one lookup the
    // router's fill, the rules and the BOM share.
    const CableType *cableTypeFor(std::string_view media, std::string_view sku) const;
    const Transceiver *findTransceiverBySku(std::string_view sku) const;
    const Connector *findConnector(std::string_view name) const;
    // How far a cable of `type` stands out of a port of `portConnector` before it may bend: the
    // plug in the port (a DAC's, a patch or power cord's, or with `transceiver` the module's nose)
    // and, behind a transceiver, the cable's own plug in the module's back (a fibre's MPO or LC).
    // A connector the catalogue does not list adds nothing.
    double plugProtrusionMm(std::string_view portConnector, const CableType &type, bool transceiver) const;
    // Cable types that carry `speed_gbps` links, cheapest media first as listed in the data.
    std::vector<const CableType *> cablesForSpeed(int speed_gbps) const;
    // Transceivers that fit `cage` at `speed_gbps`.
    std::vector<const Transceiver *> transceiversFor(std::string_view cage, int speed_gbps) const;
};

// Whether a part sold for `sold` (CableType/Transceiver::protocols, empty: any) serves a port or
// link of protocol `p` (Unspecified: any part).
bool carries(const std::vector<Protocol> &sold, Protocol p);

// One data file of the catalogue: path relative to resources/catalog/ and its text.
struct DataFile {
    std::string path;
    std::string_view text;
};

// The files embedded at build time (generated by core/catalog/embed.cmake).
const std::vector<DataFile> &embeddedFiles();

// Parses catalogue files: devices/*.yaml (one device type each), racks.yaml, cables.yaml,
// transceivers.yaml, connectors.yaml. Throws Error naming the file and the key for any malformed entry, for a
// figure without a source and for duplicate slugs or ids.
Catalog loadCatalog(const std::vector<DataFile> &files);

// Why a device's PSUs cannot carry it, or "" (issue #16): with its M redundant PSUs out, the
// N = count − M others must deliver its maximum power, N × rating_w ≥ max_power_w (e.g. a DGX H100,
// 4+2 × 3,300 W = 13,200 W ≥ 10,200 W). Devices without PSUs and PDUs (whose "psu" is their rating)
// are not checked. The loader rejects an entry that fails it.
std::string psuCapacityProblem(const DeviceType &type);

// The built-in catalogue, parsed once.
const Catalog &builtinCatalog();

// Summary used for DeviceType::source / RackType::source: the distinct documents, then the
// figures that are estimates.
std::string sourceSummary(const std::map<std::string, std::string> &sources);

} // namespace plenum::catalog
