// SPDX-License-Identifier: GPL-3.0-or-later
#include "asbuilt/ufm_p2p.h"

#include "asbuilt/eth_plan.h"
#include "asbuilt/ib_plan.h"
#include "model/index.h"

#include <algorithm>

namespace plenum::asbuilt {

std::vector<exporting::Table> ufmP2pTables(const Project &project)
{
    const ProjectIndex index(project);
    const bool ethernet = isEthernetFabric(project);
    const IbPlan plan = ethernet ? planEthernet(project) : planInfiniband(project);
    exporting::Table t;
    t.name = "P2P";
    t.header
        = { "A-Rack", "A-U", "A-Node Name", "A-Type", "A-Port", "Z-Rack", "Z-U", "Z-Node Name", "Z-Type", "Z-Port" };
    auto side = [&](const IbEnd &e, std::vector<exporting::Cell> &row) {
        const IbNode &n = plan.nodes[std::size_t(e.node)];
        const Device *d = index.device(n.device);
        const Rack *r = index.rack(d->rack);
        row.emplace_back(r ? r->name : std::string());
        row.push_back(exporting::Cell::integer(d->u_position));
        row.emplace_back(d->name);
        row.emplace_back(n.is_switch ? "Switch" : "Host");
        if (!n.port_names.empty()) {
            row.emplace_back(n.port_names[std::size_t(e.port - 1)]);
        } else if (n.is_switch) {
            row.push_back(exporting::Cell::integer(e.port));
        } else { // an InfiniBand CA: the host's HCA port, 1 for mlx5_0
            const std::vector<int> order = dataPortsInPhysicalOrder(*index.typeOfDevice(d->id));
            const auto k = std::find(order.begin(), order.end(), n.port_template.front()) - order.begin();
            row.push_back(exporting::Cell::integer(k + 1));
        }
    };
    for (const IbLink &l : plan.links) {
        const bool swap = plan.nodes[std::size_t(l.b.node)].level < plan.nodes[std::size_t(l.a.node)].level;
        std::vector<exporting::Cell> row;
        side(swap ? l.b : l.a, row);
        side(swap ? l.a : l.b, row);
        t.rows.push_back(std::move(row));
    }
    std::vector<exporting::Table> out;
    out.push_back(std::move(t));
    return out;
}

} // namespace plenum::asbuilt
