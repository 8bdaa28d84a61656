// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabric/fabric_templates.h"
#include "catalog/catalog.h"
#include "model/types.h"

#include <fmt/format.h>

#include <map>
#include <set>

namespace plenum::fabric {
namespace {

FabricTemplate make(std::string name, std::string description, std::string source, std::string node, std::string sw,
    int speed, int nodes, FabricSpec spec)
{
    FabricTemplate t;
    t.name = std::move(name);
    t.description = std::move(description);
    t.source = std::move(source);
    t.node_slug = std::move(node);
    t.switch_slug = std::move(sw);
    t.link_speed_gbps = speed;
    t.default_nodes = nodes;
    spec.template_name = t.name;
    spec.nodes = spec.target_nodes = nodes;
    t.spec = spec;
    return t;
}

FabricSpec railOptimized(int rails, int suNodes, int nodePortsPerCage)
{
    FabricSpec s;
    s.nics_per_node = rails;
    s.su_nodes = suNodes;
    s.node_ports_per_cage = nodePortsPerCage;
    return s;
}

// Link prices are estimates: a switch-to-switch link is two transceiver halves plus fibre; an
// endpoint link the same (leaves sit in network racks, so node links are optical as in the RAs).
constexpr double kLink400Usd = 1800;
constexpr double kLink800Usd = 3200;

std::vector<FabricTemplate> buildList()
{
    std::vector<FabricTemplate> list;
    FabricSpec h100 = railOptimized(8, 32, 2);
    h100.switch_link_price_usd = h100.endpoint_link_price_usd = kLink400Usd;
    list.push_back(make("dgx-h100-superpod",
        "DGX H100 SuperPOD compute fabric: 8 x NDR 400G rails per node, SUs of 32 nodes, QM9700 "
        "leaves and spines, 2 tiers (127 nodes = 4 SUs by default)",
        "NVIDIA DGX SuperPOD Reference Architecture, DGX H100 (RA-11333-001)", "nvidia-dgx-h100", "nvidia-qm9700", 400,
        127, h100));
    FabricSpec b200 = h100;
    list.push_back(make("dgx-b200-superpod",
        "DGX B200 SuperPOD compute fabric: 8 x NDR 400G rails per node, SUs of 32 nodes, QM9700, "
        "2 tiers (127 nodes by default)",
        "NVIDIA DGX SuperPOD Reference Architecture, DGX B200", "nvidia-dgx-b200", "nvidia-qm9700", 400, 127, b200));
    FabricSpec b300 = railOptimized(8, 72, 1);
    b300.switch_link_price_usd = b300.endpoint_link_price_usd = kLink800Usd;
    list.push_back(make("dgx-b300-xdr-superpod",
        "DGX B300 with 8 x XDR 800G ConnectX-8 per node on Quantum-X800 Q3400 (144 x 800G): SUs of "
        "72 nodes fill a leaf's 144 ports non-blocking (SU size is an estimate)",
        "NVIDIA DGX B300 datasheet; NVIDIA Quantum-X800 Q3400 datasheet; SU size estimate", "nvidia-dgx-b300",
        "nvidia-q3400", 800, 144, b300));
    FabricSpec gb200;
    gb200.nics_per_node = 4; // a compute tray: 4 GPUs, 4 x ConnectX-7 400G
    gb200.node_ports_per_cage = 1;
    gb200.switch_link_price_usd = gb200.endpoint_link_price_usd = kLink400Usd;
    list.push_back(make("gb200-nvl72-superpod",
        "GB200 NVL72 racks: 18 compute trays each with 4 x 400G ConnectX-7 on a QM9700 fat tree; "
        "one 8-rack SU (144 trays, 576 GPUs) by default, 3 tiers beyond 2048 endpoints",
        "NVIDIA DGX SuperPOD Reference Architecture, DGX GB200 (8-rack SU, 4 x CX-7 per tray)",
        "nvidia-gb200-nvl72-compute-tray", "nvidia-qm9700", 400, 144, gb200));
    FabricSpec biplanar;
    biplanar.nics_per_node = 8;
    biplanar.ports_per_nic = 2; // each 800G NIC port runs as 2 x 400G, one on each plane
    biplanar.planes = 2;
    biplanar.node_ports_per_cage = 2;
    biplanar.switch_link_price_usd = biplanar.endpoint_link_price_usd = kLink400Usd;
    list.push_back(make("hgx-b200-biplanar",
        "HGX B200 servers with 8 x 800G NIC ports, each run as 2 x 400G on two independent planes; "
        "SN5600 (64 x 800G = 128 x 400G) leaves and spines, 2 tiers per plane",
        "REFERENCE.md (biplanar); NVIDIA Spectrum-4 SN5600 user manual (64 x 800G)", "hgx-b200-8gpu-server-cx8",
        "nvidia-sn5600", 400, 128, biplanar));
    FabricSpec multiplane;
    multiplane.nics_per_node = 8;
    multiplane.planes = 8;
    multiplane.node_ports_per_cage = 1;
    multiplane.switch_link_price_usd = multiplane.endpoint_link_price_usd = kLink400Usd;
    list.push_back(make("multiplane-8x400",
        "Multi-plane fat tree: 8 GPUs and 8 x 400G NICs per node, each NIC on its own plane, each "
        "plane a 2-tier fat tree of 64-port 400G switches (2048 nodes = 16,384 GPUs by default)",
        "Insights into DeepSeek-V3 (ISCA 2025), multi-plane fat tree", "hgx-h100-8gpu-server", "nvidia-qm9700", 400,
        2048, multiplane));
    FabricSpec ethernet = railOptimized(8, 64, 1);
    ethernet.switch_link_price_usd = ethernet.endpoint_link_price_usd = kLink400Usd;
    list.push_back(make("ethernet-inference",
        "Ethernet inference cluster: HGX H100-class servers with 8 x 400G Ethernet rails, Spectrum-X "
        "SN5600 at 128 x 400G, SUs of 64 nodes (SU size is an estimate)",
        "NVIDIA Spectrum-X reference architecture (rail-optimized); SN5600 user manual; SU size "
        "estimate",
        "hgx-h100-8gpu-server", "nvidia-sn5600", 400, 64, ethernet));
    return list;
}

} // namespace

const std::vector<FabricTemplate> &fabricTemplates()
{
    static const std::vector<FabricTemplate> list = buildList();
    return list;
}

SwitchModel switchModelFromCatalog(const std::string &slug, int linkSpeedGbps)
{
    const catalog::CatalogDevice *device = catalog::builtinCatalog().findDevice(slug);
    if (!device)
        throw Error(fmt::format("switch '{}' is not in the catalogue", slug));
    const DeviceType &t = device->type;
    int direct = 0, split = 0;
    std::map<std::string, int> portsPerCage;
    for (const auto &p : t.ports) {
        if (p.management)
            continue;
        if (p.speed_gbps == linkSpeedGbps)
            ++direct;
        else if (p.speed_gbps == 2 * linkSpeedGbps)
            ++split;
        else
            continue;
        ++portsPerCage[p.cage.empty() ? p.name : p.cage];
    }
    SwitchModel m;
    m.slug = slug;
    m.price_usd = t.price_usd;
    int perCage = portsPerCage.empty() ? 1 : portsPerCage.begin()->second;
    if (direct > 0) {
        m.radix = direct;
        m.ports_per_cage = perCage;
    } else if (split > 0) {
        m.radix = 2 * split;
        m.ports_per_cage = 2 * perCage;
    } else {
        throw Error(fmt::format("switch '{}' has no ports at {}G", slug, linkSpeedGbps));
    }
    return m;
}

FabricTemplate fabricTemplate(const std::string &name)
{
    for (const auto &t : fabricTemplates()) {
        if (t.name != name)
            continue;
        FabricTemplate out = t;
        out.spec.leaf = out.spec.spine = out.spec.core = switchModelFromCatalog(t.switch_slug, t.link_speed_gbps);
        return out;
    }
    std::string known;
    for (const auto &t : fabricTemplates())
        known += (known.empty() ? "" : ", ") + t.name;
    throw Error(fmt::format("unknown fabric template '{}' (known: {})", name, known));
}

} // namespace plenum::fabric
