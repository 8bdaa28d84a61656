// SPDX-License-Identifier: GPL-3.0-or-later
#include "layout/project_builder.h"
#include "layout/builder.h"

#include <fmt/format.h>

namespace plenum::layout {

std::string_view toString(Strategy s)
{
    return s == Strategy::RowEnd ? "row-end" : "row-middle";
}

Strategy parseStrategy(std::string_view text)
{
    if (text == "row-end")
        return Strategy::RowEnd;
    if (text == "row-middle")
        return Strategy::RowMiddle;
    throw Error(fmt::format("unknown strategy '{}' (known: row-end, row-middle)", text));
}

std::string_view toString(Cabling c)
{
    return c == Cabling::PointToPoint ? "point-to-point" : "structured";
}

Cabling parseCabling(std::string_view text)
{
    if (text == "point-to-point")
        return Cabling::PointToPoint;
    if (text == "structured")
        return Cabling::Structured;
    throw Error(fmt::format("unknown cabling '{}' (known: point-to-point, structured)", text));
}

LayoutProfile profileFor(const fabric::FabricTemplate &t)
{
    LayoutProfile p;
    const bool infiniband = t.switch_slug == "nvidia-qm9700" || t.switch_slug == "nvidia-q3400";
    if (infiniband)
        p.fabric_manager = "nvidia-ufm-enterprise-appliance";
    // Storage: InfiniBand NDR like the compute fabric in the InfiniBand references (H100 RA: a
    // separate QM9700 storage fabric), else 400G Ethernet on SN5600 (800G ports as 2 x 400G).
    // In-band management Ethernet on SN5600 at the NICs' 400G (estimate: the RA's in-band switch
    // model and speed differ by generation).
    p.storage_switch = infiniband ? "nvidia-qm9700" : "nvidia-sn5600";
    p.inband_switch = "nvidia-sn5600";
    if (t.node_slug == "nvidia-dgx-h100" || t.node_slug == "nvidia-dgx-b200") {
        // DGX H100 User Guide port map (REFERENCE.md): GPU0 … GPU7.
        p.rail_ports = { "OSFP4P2", "OSFP3P2", "OSFP3P1", "OSFP4P1", "OSFP1P2", "OSFP2P2", "OSFP2P1", "OSFP1P1" };
    }
    if (t.node_slug == "nvidia-gb200-nvl72-compute-tray") {
        p.rack_type = "rack-nvl72-600x1200-48u";
        p.nvl72_racks = true;
    }
    if (t.name == "ethernet-inference")
        p.separate_fiber = false; // copper and optics share the row ladder
    return p;
}

Builder::Builder(const BuildRequest &request, BuildReport *report)
    : m_req(request)
    , m_report(report)
{
    m_p.device_types.reserve(catalog::builtinCatalog().devices.size()); // see typeId()
}

const RackType &Builder::rackType() const
{
    return m_p.rack_types.front();
}

const RackType &Builder::rackType(bool network) const
{
    return network ? m_p.rack_types.back() : m_p.rack_types.front();
}

Id Builder::typeId(const std::string &slug)
{
    if (auto it = m_types.find(slug); it != m_types.end())
        return it->second;
    const catalog::CatalogDevice *entry = catalog::builtinCatalog().findDevice(slug);
    if (!entry)
        throw Error(fmt::format("device type '{}' is not in the catalogue", slug));
    DeviceType t = entry->type;
    t.id = m_p.allocateId();
    // The builder holds references from type() across calls that add types: the table was
    // reserved for every catalogue type up front, so adding one never moves the others.
    if (m_p.device_types.size() == m_p.device_types.capacity())
        throw Error("internal: the project's device type table would move");
    m_p.device_types.push_back(t);
    m_types[slug] = t.id;
    return t.id;
}

const DeviceType &Builder::type(Id typeId) const
{
    for (const auto &t : m_p.device_types)
        if (t.id == typeId)
            return t;
    throw Error("internal: unknown device type");
}

Id Builder::addDevice(const std::string &name, Id typeId, bool dayOne)
{
    Device d;
    d.id = m_p.allocateId();
    d.name = name;
    d.device_type = typeId;
    d.phase = dayOne ? m_dayOne : m_target;
    m_deviceIndex[d.id] = m_p.devices.size();
    m_p.devices.push_back(d);
    return d.id;
}

void Builder::buildFabric()
{
    const fabric::FabricSpec &s = m_graph.spec;
    const Id nodeType = typeId(m_template.node_slug);
    const Id switchType = typeId(m_template.switch_slug);
    m_nodeDevices.resize(std::size_t(s.target_nodes));
    for (int n = 0; n < s.target_nodes; ++n) {
        const Id id = addDevice(fmt::format("node{:05}", n + 1), nodeType, n < s.nodes);
        if (s.su_nodes > 0)
            device(id).su = n / s.su_nodes;
        m_nodeDevices[std::size_t(n)] = id;
    }
    static const char *layerName[] = { "leaf", "spine", "core" };
    m_switchDevices.resize(m_graph.switches.size());
    for (std::size_t i = 0; i < m_graph.switches.size(); ++i) {
        const fabric::Switch &sw = m_graph.switches[i];
        const std::string plane = s.planes > 1 ? fmt::format("-p{}", sw.plane + 1) : "";
        const std::string name = sw.su >= 0 ? fmt::format("leaf{}-su{:02}-r{}", plane, sw.su + 1, sw.rail + 1)
                                            : fmt::format("{}{}-{:03}", layerName[int(sw.layer)], plane, sw.index + 1);
        const Id id = addDevice(name, switchType, sw.day_one);
        Device &d = device(id);
        d.su = sw.su;
        d.rail = sw.rail;
        d.plane = sw.plane;
        m_switchDevices[i] = id;
    }
}

Project Builder::run()
{
    m_template = fabric::fabricTemplate(m_req.template_name);
    fabric::FabricSpec spec = m_template.spec;
    spec.nodes = m_req.nodes > 0 ? m_req.nodes : m_template.default_nodes;
    spec.target_nodes = m_req.target_nodes > 0 ? m_req.target_nodes : spec.nodes;
    fabric::TierChoice choice = fabric::buildFatTreeChoosingTiers(spec, m_req.tiers);
    m_graph = std::move(choice.graph);
    if (m_report)
        m_report->tiers = choice.why;
    spec = m_graph.spec;
    m_profile = profileFor(m_template);

    m_p.name = m_req.project_name.empty() ? fmt::format("{} ({} nodes)", m_template.name, spec.target_nodes)
                                          : m_req.project_name;
    m_dayOne = m_p.allocateId();
    m_p.phases.push_back({ m_dayOne, "day-one" });
    m_target = m_dayOne;
    if (spec.target_nodes > spec.nodes) {
        m_target = m_p.allocateId();
        m_p.phases.push_back({ m_target, "target" });
    }
    const catalog::CatalogRack *rack = catalog::builtinCatalog().findRack(m_profile.rack_type);
    if (!rack)
        throw Error(fmt::format("rack type '{}' is not in the catalogue", m_profile.rack_type));
    RackType rt = rack->type;
    rt.id = m_rackType = m_networkRackType = m_p.allocateId();
    m_p.rack_types.push_back(rt);
    if (!m_profile.network_rack_type.empty() && m_profile.network_rack_type != m_profile.rack_type) {
        const catalog::CatalogRack *net = catalog::builtinCatalog().findRack(m_profile.network_rack_type);
        if (!net)
            throw Error(fmt::format("rack type '{}' is not in the catalogue", m_profile.network_rack_type));
        if (net->type.depth_mm != rt.depth_mm || net->type.height_u != rt.height_u)
            throw Error(fmt::format("network rack type '{}' must have the depth and height of '{}' (rows share "
                                    "aisles and trays)",
                m_profile.network_rack_type, m_profile.rack_type));
        RackType nrt = net->type;
        nrt.id = m_networkRackType = m_p.allocateId();
        m_p.rack_types.push_back(nrt); // last: rackType(true)
    }

    buildFabric();
    planRacks();
    planRows();
    placeRows();
    addPathways();
    planFabricManager();
    wireFabric();
    wireFabricManager();
    wireSideNetworks();
    wireOutOfBand();
    patchStructured();
    wirePower();
    sizePathways();
    requireInvariants(m_p, fmt::format("template '{}' built an inconsistent project", m_template.name));

    if (m_report) {
        m_report->rows = int(m_p.rows.size());
        m_report->racks = int(m_p.racks.size());
        for (const auto &r : m_p.racks)
            m_report->racks_day_one += r.phase == m_dayOne;
        m_report->devices = int(m_p.devices.size());
        m_report->links = int(m_p.links.size());
        m_report->pathways = int(m_p.pathways.size());
        const auto &outline = m_p.halls.front().outline;
        m_report->hall_width_mm = outline[2].x_mm - outline[0].x_mm;
        m_report->hall_depth_mm = outline[2].y_mm - outline[0].y_mm;
    }
    return std::move(m_p);
}

Project buildProject(const BuildRequest &request, BuildReport *report)
{
    return Builder(request, report).run();
}

} // namespace plenum::layout
