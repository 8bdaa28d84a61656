// SPDX-License-Identifier: GPL-3.0-or-later
#include "asbuilt/ptm_dot.h"

#include "asbuilt/eth_plan.h"
#include "store/atomic_file.h"

#include <fmt/format.h>

#include <utility>
#include <vector>

namespace plenum::asbuilt {

namespace {

std::string quoted(const std::string &id, const char *what)
{
    if (id.find_first_of("\"\\") != std::string::npos)
        throw Error(fmt::format("ptm-dot: the {} '{}' holds a '\"' or '\\', which topology.dot cannot name", what, id));
    return "\"" + id + "\"";
}

// No quote, backslash or line break: text for the header comment and the graph's ID.
std::string oneLine(std::string s)
{
    for (char &c : s)
        if (c == '"' || c == '\\' || static_cast<unsigned char>(c) < 0x20)
            c = ' ';
    return s;
}

} // namespace

std::string ptmDotText(const Project &project, std::string_view hostInterface)
{
    if (!isEthernetFabric(project))
        throw Error("ptm-dot is for Ethernet compute fabrics (Cumulus swp ports); this compute fabric is "
                    "InfiniBand: export ibnetdiscover, ibdm-topology or ufm-p2p-csv instead");
    const IbPlan plan = planEthernet(project, hostInterface);
    const std::string name = oneLine(project.name); // the graph's ID and the header
    std::string out = fmt::format("// Topology file: the planned Ethernet compute fabric of {}\n"
                                  "// Written by Plenum for Cumulus PTM (/etc/ptm.d/topology.dot): {} links, "
                                  "switch interfaces by their Cumulus names, hosts by hostname and {}.\n",
        name, plan.links.size(),
        hostInterface == kDefaultHostInterface
            ? std::string("catalogue port name")
            : fmt::format("interface pattern {}", oneLine(std::string(hostInterface))));
    out += fmt::format("graph \"{}\" {{\n", name);
    // Nearer the spines: a host is 0, a switch cabled to a host (a leaf) 1, any other switch 2. By the
    // cabling, not the device type's role: one switch model often serves as leaf and spine.
    std::vector<int> rank(plan.nodes.size(), 2);
    for (std::size_t i = 0; i < plan.nodes.size(); ++i)
        if (!plan.nodes[i].is_switch)
            rank[i] = 0;
    for (const IbLink &l : plan.links)
        for (const auto &[x, y] : { std::pair { l.a, l.b }, std::pair { l.b, l.a } })
            if (rank[std::size_t(x.node)] == 0 && plan.nodes[std::size_t(y.node)].is_switch)
                rank[std::size_t(y.node)] = 1;
    for (const IbLink &l : plan.links) {
        const bool swap = rank[std::size_t(l.b.node)] > rank[std::size_t(l.a.node)];
        const IbEnd &first = swap ? l.b : l.a, &second = swap ? l.a : l.b;
        auto end = [&](const IbEnd &e) {
            const IbNode &n = plan.nodes[std::size_t(e.node)];
            return quoted(n.description, "device name") + ":"
                + quoted(n.port_names[std::size_t(e.port - 1)], "interface");
        };
        out += "    " + end(first) + " -- " + end(second) + ";\n";
    }
    out += "}\n";
    return out;
}

namespace {

class PtmDotExporter : public exporting::Exporter {
public:
    std::string_view id() const override { return "ptm-dot"; }
    std::string_view description() const override
    {
        return "Ethernet compute fabric as the topology.dot of Cumulus PTM (ptmd checks the cabling against LLDP)";
    }
    std::string_view fileFilter() const override { return "Graphviz DOT (*.dot)"; }
    std::string_view extension() const override { return ".dot"; }
    void write(const Project &project, const std::string &path, const exporting::ExportOptions &options,
        const Progress &progress) const override
    {
        progress.report(0, 2, "computing the fabric", "export");
        const std::string text = exporting::forPhase(
            project, options.phase, [&](const Project &p) { return ptmDotText(p, options.host_interface); });
        progress.report(1, 2, "writing", "export");
        writeFileAtomically(path, text, options.output);
        progress.finish(2, "done");
    }
};

} // namespace

const exporting::Exporter &ptmDotExporter()
{
    static const PtmDotExporter exporter;
    return exporter;
}

} // namespace plenum::asbuilt
