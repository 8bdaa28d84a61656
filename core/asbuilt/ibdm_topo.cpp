// SPDX-License-Identifier: GPL-3.0-or-later
#include "asbuilt/ibdm_topo.h"

#include "asbuilt/ib_plan.h"
#include "export/table.h"
#include "model/index.h"
#include "version.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace plenum::asbuilt {

namespace {

bool token(const std::string &s)
{
    return !s.empty() && s.size() <= 64 && std::all_of(s.begin(), s.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.';
    });
}

void requireSystemName(const std::string &name)
{
    if (token(name))
        return;
    std::string shown = name.substr(0, 60);
    for (char &c : shown)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = '?';
    throw Error(fmt::format("the device name '{}' cannot be an IBDM system name (1 to 64 letters, digits, '-', '_' "
                            "or '.'; a '/' would name a node inside it); rename it",
        shown));
}

// "PLENUM-NVIDIA-QM9700": a system type per device type, from its slug.
std::string systemType(const DeviceType &t)
{
    std::string out = "PLENUM-";
    for (char c : t.slug.empty() ? t.model : t.slug)
        out += std::isalnum(static_cast<unsigned char>(c)) ? char(std::toupper(static_cast<unsigned char>(c))) : '-';
    return out.substr(0, 64);
}

std::string nodeModel(const DeviceType &t)
{
    std::string out;
    for (char c : t.model)
        out += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
    return out.empty() ? "device" : out.substr(0, 40);
}

} // namespace

std::vector<std::pair<std::string, std::string>> ibdmTopologyFiles(const Project &project)
{
    const IbPlan plan = planInfiniband(project);
    const ProjectIndex index(project);
    // Per plan node: the system (device) and its plug on it.
    struct Plug {
        Id device = kNoId;
        int plug = 0;
    };
    // A host type's plugs: its data ports that carry compute links on any device of the type, in
    // physical order (storage and in-band ports are other fabrics: no CA of this one).
    std::map<const DeviceType *, std::set<int>> usedPorts;
    for (const IbNode &n : plan.nodes)
        if (!n.is_switch)
            usedPorts[index.typeOfDevice(n.device)].insert(n.port_template.front());
    std::map<const DeviceType *, std::vector<int>> hostPlugs; // type -> template indices of P1, P2, …
    for (const auto &[t, used] : usedPorts)
        for (int tp : dataPortsInPhysicalOrder(*t))
            if (used.count(tp))
                hostPlugs[t].push_back(tp);
    std::vector<Plug> plugOf(plan.nodes.size());
    std::set<Id> seen;
    std::vector<Id> systems; // in plan order
    for (std::size_t i = 0; i < plan.nodes.size(); ++i) {
        const IbNode &n = plan.nodes[i];
        if (seen.insert(n.device).second)
            systems.push_back(n.device);
        if (n.is_switch) {
            plugOf[i] = { n.device, 0 };
        } else {
            const std::vector<int> &plugs = hostPlugs[index.typeOfDevice(n.device)];
            const int k = int(std::find(plugs.begin(), plugs.end(), n.port_template.front()) - plugs.begin());
            plugOf[i] = { n.device, k + 1 };
        }
    }
    std::map<std::string, const DeviceType *> types;
    for (Id d : systems) {
        requireSystemName(index.device(d)->name);
        const DeviceType *t = index.typeOfDevice(d);
        auto [it, fresh] = types.emplace(systemType(*t), t);
        if (!fresh && it->second != t)
            throw Error(fmt::format("the device types '{}' and '{}' would both be IBDM system type {}",
                it->second->model, t->model, it->first));
    }
    auto end = [&](const IbEnd &e) {
        const Plug &p = plugOf[std::size_t(e.node)];
        return std::pair { p.device, p.plug ? p.plug : e.port };
    };
    // Links in the section of their end nearer the nodes (the lower level; ties: the a end).
    std::map<Id, std::vector<std::string>> lines;
    std::size_t links = 0;
    for (const IbLink &l : plan.links) {
        auto a = end(l.a), b = end(l.b);
        if (plan.nodes[std::size_t(l.b.node)].level < plan.nodes[std::size_t(l.a.node)].level)
            std::swap(a, b);
        const Device *far = index.device(b.first);
        lines[a.first].push_back(fmt::format(
            "   P{} -> {} {} P{}", a.second, systemType(*index.typeOfDevice(b.first)), far->name, b.second));
        ++links;
    }
    std::string title = project.name.substr(0, 100);
    for (char &c : title)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = ' ';
    std::string topo = fmt::format("# IBDM topology of the planned InfiniBand compute fabric of {}\n"
                                   "# Written by Plenum {}: {} systems, {} links. The system types are defined by the "
                                   ".ibnl files beside this one:\n"
                                   "# IBDM_IBNL_PATH=<this folder> ibdmchk -t fabric.topo -n <host>/U1 -p 1\n",
        title, kVersion, systems.size(), links);
    for (Id d : systems) {
        auto it = lines.find(d);
        if (it == lines.end())
            continue; // every link is listed at its other end
        topo += fmt::format("\n{} {}\n", systemType(*index.typeOfDevice(d)), index.device(d)->name);
        for (const std::string &line : it->second)
            topo += line + "\n";
    }
    std::vector<std::pair<std::string, std::string>> files { { "fabric.topo", topo } };
    for (const auto &[name, t] : types) {
        const std::vector<int> order = isFabricSwitch(*t) ? dataPortsInPhysicalOrder(*t) : hostPlugs[t];
        std::string ibnl = fmt::format("TOPSYSTEM {}\n", name); // IBNL has no comments
        if (isFabricSwitch(*t)) {
            ibnl += fmt::format("\nNODE SW {} {} U1\n", order.size(), nodeModel(*t));
            for (std::size_t k = 1; k <= order.size(); ++k)
                ibnl += fmt::format("   {} -> P{}\n", k, k);
        } else {
            for (std::size_t k = 1; k <= order.size(); ++k)
                ibnl += fmt::format("\nNODE CA 1 {} U{}\n   1 -> P{}\n", nodeModel(*t), k, k);
        }
        files.push_back({ name + ".ibnl", ibnl });
    }
    return files;
}

namespace {

class IbdmTopologyExporter : public exporting::Exporter {
public:
    std::string_view id() const override { return "ibdm-topology"; }
    std::string_view description() const override
    {
        return "folder with the InfiniBand compute fabric as an IBDM topology file (fabric.topo) for ibdiagnet -t, "
               "ibdmchk and ibtopodiff, and the IBNL file of each system type";
    }
    std::string_view fileFilter() const override { return ""; }
    std::string_view extension() const override { return ""; }
    bool writesFolder() const override { return true; }
    void write(const Project &project, const std::string &path, const exporting::ExportOptions &options,
        const Progress &progress) const override
    {
        progress.report(0, 2, "computing the fabric", "export");
        const auto files
            = exporting::forPhase(project, options.phase, [](const Project &p) { return ibdmTopologyFiles(p); });
        progress.report(1, 2, "writing", "export");
        exporting::writeExportFolder(path, files, options.output);
        progress.finish(2, "done");
    }
};

} // namespace

const exporting::Exporter &ibdmTopologyExporter()
{
    static const IbdmTopologyExporter exporter;
    return exporter;
}

} // namespace plenum::asbuilt
