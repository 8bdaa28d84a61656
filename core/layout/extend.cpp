// SPDX-License-Identifier: GPL-3.0-or-later
// Extending an installed cluster (extend.h): the new racks composed after the installed racks they
// copy, placed on free floor, then everything added through core/edit in the new phase.
#include "layout/extend.h"

#include "edit/device_edit.h"
#include "edit/phase_edit.h"
#include "edit/rack_edit.h"
#include "edit/row_edit.h"
#include "layout/builder.h"
#include "layout/extend_impl.h"
#include "layout/geometry.h"
#include "model/index.h"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <optional>
#include <tuple>

namespace plenum::layout {
namespace {

using namespace extension;

enum class SlotKind { Node, Leaf, Spine, Side, Copy, Fill };

// What a model device's slot takes in a copy: a new node, the new leaf of rail `key`, a new spine,
// a new side-network leaf (`key`: SideKeys), a copy of itself (PDU, management switch, panel), or
// nothing (its U blanked).
struct SlotOf {
    SlotKind kind = SlotKind::Fill;
    int key = 0;
};

// An installed rack a new rack copies: its devices bottom up, and the links inside it.
struct Model {
    const Rack *rack = nullptr;
    const RackType *type = nullptr;
    std::vector<std::pair<const Device *, SlotOf>> devices;
    std::vector<const Link *> links;
    std::vector<const Link *> oob_uplinks; // out-of-band links leaving the rack (its management switch's uplink)
};

// A new rack: its model and, per model device, the new device's name (empty: left out, its U blanked).
struct Composition {
    const Model *model = nullptr;
    std::vector<std::string> names;
    Slot slot;
    std::string rack;
};

// Side-network leaf slots of the models: (side network, its k-th SU standing with the first block,
// rail) → key.
using SideKeys = std::map<std::tuple<int, int, int>, int>;

struct Models {
    std::vector<Model> racks; // in the order a block's racks are placed: by line, then along it
    SideKeys side_keys;
    std::vector<int> side_sus; // per side network: its SUs standing with the first block
};

SlotKind copyKind(const DeviceType &t)
{
    return t.role == "pdu" || t.role == "blanking" || t.role == "management" ? SlotKind::Copy : SlotKind::Fill;
}

// The models: the installed racks of the first node, of the first SU's leaves (compute, and the
// storage and in-band leaves of the SUs that start in that block: b at the block's west end and a
// at its east end as the generator stands them, or wherever the installed project holds them) and
// of the first spine.
Models modelsOf(
    const Project &p, const ProjectIndex &index, const InstalledFabric &f, const std::vector<InstalledSide> &sides)
{
    Models out;
    std::map<Id, SlotOf> slot;
    std::vector<Id> devices { f.nodes.front() };
    for (Id n : f.nodes)
        slot[n] = { SlotKind::Node, 0 };
    for (std::size_t r = 0; r < f.su_leaves.front().size(); ++r) {
        slot[f.su_leaves.front()[r]] = { SlotKind::Leaf, int(r) };
        devices.push_back(f.su_leaves.front()[r]);
    }
    for (std::size_t si = 0; si < sides.size(); ++si) {
        const InstalledSide &side = sides[si];
        int k = 0;
        for (std::size_t j = 0; j < side.su_leaves.size(); ++j) {
            if (f.node_su[std::size_t(side.su_first_node[j])] != 0)
                continue;
            for (std::size_t r = 0; r < side.su_leaves[j].size(); ++r) {
                const int key = int(out.side_keys.size());
                out.side_keys[{ int(si), k, int(r) }] = key;
                slot[side.su_leaves[j][r]] = { SlotKind::Side, key };
                devices.push_back(side.su_leaves[j][r]);
            }
            ++k;
        }
        out.side_sus.push_back(k);
    }
    for (Id s : f.spines)
        slot[s] = { SlotKind::Spine, 0 };
    devices.push_back(f.spines.front());
    std::vector<Id> racks;
    for (Id device : devices) {
        const Device &d = *index.device(device);
        if (d.rack == kNoId)
            throw Error(fmt::format("{} is in no rack: there is no installed rack to copy", d.name));
        if (std::find(racks.begin(), racks.end(), d.rack) == racks.end())
            racks.push_back(d.rack);
    }
    // A block's racks in the order they stand: by line (orientation, across), then along it.
    auto order = [&](Id id) {
        const Rack &r = *index.rack(id);
        const bool alongX = r.rotation_deg == 0 || r.rotation_deg == 180;
        return std::tuple(
            !alongX, alongX ? r.position.y_mm : r.position.x_mm, alongX ? r.position.x_mm : r.position.y_mm);
    };
    std::stable_sort(racks.begin(), racks.end(), [&](Id a, Id b) { return order(a) < order(b); });
    std::map<Id, std::size_t> modelOf;
    for (Id r : racks) {
        modelOf[r] = out.racks.size();
        out.racks.push_back({ index.rack(r), index.rackType(index.rack(r)->rack_type), {}, {}, {} });
    }
    auto slotOf = [&](const Device &d) {
        auto s = slot.find(d.id);
        return s != slot.end() ? s->second : SlotOf { copyKind(*index.typeOfDevice(d.id)), 0 };
    };
    for (const Device &d : p.devices)
        if (auto it = modelOf.find(d.rack); it != modelOf.end())
            out.racks[it->second].devices.push_back({ &d, slotOf(d) });
    for (Model &m : out.racks)
        std::stable_sort(m.devices.begin(), m.devices.end(),
            [](const auto &a, const auto &b) { return a.first->u_position < b.first->u_position; });
    for (const Link &l : p.links) {
        const Device *a = index.device(l.a.device), *b = index.device(l.b.device);
        if (!a || !b)
            continue;
        if (a->rack == b->rack)
            if (auto it = modelOf.find(a->rack); it != modelOf.end())
                out.racks[it->second].links.push_back(&l);
        // A management switch's uplink: from a device the copies take over (SlotKind::Copy) to a
        // data port of one they do not (the OOB aggregation, in another rack or in this one).
        for (const auto &[here, there, far] : { std::tuple(a, b, l.b), std::tuple(b, a, l.a) }) {
            auto it = modelOf.find(here->rack);
            if (l.fabric != Fabric::OutOfBand || it == modelOf.end() || slotOf(*here).kind != SlotKind::Copy)
                continue;
            const bool farCopied = there->rack == here->rack && slotOf(*there).kind == SlotKind::Copy;
            if (!farCopied && !index.typeOfDevice(there->id)->ports.at(std::size_t(far.port)).management)
                out.racks[it->second].oob_uplinks.push_back(&l);
        }
    }
    return out;
}

// Free ports for new management switches' uplinks: on the aggregation switch the model's uplink
// reaches, then on the other installed switches of its type (by name), each port like the
// model's (speed, connector), in port order, less the last `reserve` (kept for the site uplinks,
// as the generator keeps them: LayoutProfile::oob_site_uplinks).
class UplinkPorts {
public:
    UplinkPorts(const Project &p, const ProjectIndex &index, int reserve)
        : m_p(p)
        , m_index(index)
        , m_reserve(reserve)
    {
        for (const Link &l : p.links) {
            ++m_used[{ l.a.device, l.a.port }];
            ++m_used[{ l.b.device, l.b.port }];
        }
    }
    // "DEVICE:PORT" of a free port like `like`'s, or nullopt.
    std::optional<std::string> take(const PortRef &like)
    {
        const Device &far = *m_index.device(like.device);
        std::vector<const Device *> candidates { &far };
        for (const Device &d : m_p.devices)
            if (d.device_type == far.device_type && d.id != far.id)
                candidates.push_back(&d);
        std::stable_sort(candidates.begin() + 1, candidates.end(),
            [](const Device *x, const Device *y) { return x->name < y->name; });
        const DeviceType &type = *m_index.deviceType(far.device_type);
        const PortTemplate &model = type.ports.at(std::size_t(like.port));
        for (const Device *d : candidates) {
            auto [it, fresh] = m_free.try_emplace(d->id);
            if (fresh) {
                std::vector<int> ports;
                for (std::size_t i = 0; i < type.ports.size(); ++i)
                    if (!type.ports[i].management && type.ports[i].speed_gbps == model.speed_gbps
                        && type.ports[i].connector == model.connector)
                        ports.push_back(int(i));
                ports.resize(ports.size() > std::size_t(m_reserve) ? ports.size() - std::size_t(m_reserve) : 0);
                for (int port : ports)
                    if (!m_used.count({ d->id, port }))
                        it->second.push_back(port);
            }
            if (!it->second.empty()) {
                const int port = it->second.front();
                it->second.pop_front();
                return d->name + ":" + type.ports[std::size_t(port)].name;
            }
        }
        return std::nullopt;
    }

private:
    const Project &m_p;
    const ProjectIndex &m_index;
    int m_reserve = 0;
    std::map<std::pair<Id, int>, int> m_used;
    std::map<Id, std::deque<int>> m_free;
};

// The new devices of one block (a new SU, or -1: the installed partial SUs) by slot.
struct BlockQueues {
    std::deque<std::string> nodes;
    std::map<int, std::deque<std::string>> leaves, side; // by rail / side key
};

// Racks block by block, each block's racks as the first block's stand (the b side leaves' rack, the
// GPU racks, the leaf racks), then the spine racks.
std::vector<Composition> compose(
    const Models &models, const InstalledFabric &f, const FabricGrowth &g, const std::vector<SideGrowth> &sides)
{
    std::map<int, BlockQueues> blocks;
    for (std::size_t k = 0; k < g.nodes.size(); ++k)
        blocks[g.node_su[k]].nodes.push_back(g.nodes[k]);
    const std::size_t rails = f.rail_ports.size();
    for (std::size_t i = 0; i < g.leaves.size(); ++i)
        blocks[int(i / rails)].leaves[int(i % rails)].push_back(g.leaves[i]);
    for (std::size_t si = 0; si < sides.size(); ++si) {
        std::map<int, int> ordinal; // block → its new SUs so far
        for (std::size_t j = 0; j < sides[si].sus.size(); ++j) {
            const int block = sides[si].su_block[j];
            const int k = ordinal[block]++ % std::max(1, models.side_sus[si]);
            for (std::size_t r = 0; r < sides[si].sus[j].size(); ++r)
                blocks[block].side[models.side_keys.at({ int(si), k, int(r) })].push_back(sides[si].sus[j][r]);
        }
    }
    std::deque<std::string> spines(g.spines.begin(), g.spines.end());
    auto queueOf = [&](BlockQueues &q, const SlotOf &s) -> std::deque<std::string> * {
        switch (s.kind) {
        case SlotKind::Node:
            return &q.nodes;
        case SlotKind::Leaf:
            return &q.leaves[s.key];
        case SlotKind::Side:
            return &q.side[s.key];
        case SlotKind::Spine:
            return &spines;
        default:
            return nullptr;
        }
    };
    std::vector<Composition> out;
    auto copies = [&](const Model &m, BlockQueues &q, bool spineRacks) {
        auto wants = [&] {
            for (const auto &[d, s] : m.devices)
                if ((s.kind == SlotKind::Spine) == spineRacks && queueOf(q, s) && !queueOf(q, s)->empty())
                    return true;
            return false;
        };
        while (wants()) {
            Composition c;
            c.model = &m;
            for (const auto &[d, s] : m.devices) {
                std::string name;
                if (s.kind == SlotKind::Copy)
                    name = "copy";
                else if (auto *queue = queueOf(q, s); queue && !queue->empty()) {
                    name = queue->front();
                    queue->pop_front();
                }
                c.names.push_back(name);
            }
            out.push_back(std::move(c));
        }
    };
    for (auto &[block, q] : blocks)
        for (const Model &m : models.racks)
            copies(m, q, false);
    BlockQueues none;
    for (const Model &m : models.racks)
        copies(m, none, true);
    return out;
}

std::string copiedName(const std::string &name, const std::string &modelRack, const std::string &rack)
{
    if (name.rfind(modelRack, 0) == 0)
        return rack + name.substr(modelRack.size());
    return name + "-" + rack;
}

// Places every composition; Error naming how many racks do not fit.
void place(Project &p, std::vector<Composition> &racks, FloorPlan &floor, const Hall &hall)
{
    int missing = 0;
    for (Composition &c : racks) {
        if (auto slot = floor.take(*c.model->rack, *c.model->type, "new rack"))
            c.slot = *slot;
        else
            ++missing;
    }
    if (missing > 0)
        throw Error(fmt::format("{} of the {} new racks do not fit in hall '{}': no free floor continuing the "
                                "installed rows keeps the racks inside the hall, off obstacles and other racks and "
                                "their aisles clear",
            missing, racks.size(), hall.name));
    std::set<std::string> taken;
    for (const Rack &r : p.racks)
        taken.insert(r.name);
    for (Composition &c : racks) {
        const std::string grid = floorGridName(c.slot.position, *c.model->type, hall.tile_mm);
        std::string name = grid;
        for (int k = 2; taken.count(name); ++k)
            name = fmt::format("{}-{}", grid, k);
        taken.insert(name);
        c.rack = name;
    }
}

// The racks (rows for new lines), their devices and the links inside them, through core/edit.
void build(Project &p, const ProjectIndex &installed, const std::vector<Composition> &racks, const FloorPlan &floor,
    UplinkPorts &uplinkPorts, const std::string &phase, ExtendReport &r)
{
    std::map<int, std::string> rowOfLine;
    std::set<std::string> rows;
    for (const Row &row : p.rows)
        rows.insert(row.name);
    const Hall &hall = *installed.hall(racks.front().model->rack->hall);
    std::vector<edit::DeviceSpec> mounts;
    std::vector<edit::LinkSpec> links, uplinks;
    int group = 0;
    for (const Link &l : p.links)
        group = std::max(group, l.redundancy_group);
    std::string blankSlug;
    for (const DeviceType &t : p.device_types)
        if (t.role == "blanking" && t.u_height == 1 && blankSlug.empty())
            blankSlug = t.slug;
    for (const Composition &c : racks) {
        const Model &m = *c.model;
        std::map<Id, std::string> newName;
        for (std::size_t i = 0; i < m.devices.size(); ++i) {
            const Device &d = *m.devices[i].first;
            const DeviceType &t = *installed.typeOfDevice(d.id);
            std::string name = c.names[i] == "copy" ? copiedName(d.name, m.rack->name, c.rack) : c.names[i];
            if (name.empty()) {
                if (!blankSlug.empty() && d.u_position > 0)
                    for (int u = d.u_position; u < d.u_position + t.u_height; ++u)
                        mounts.push_back({ fmt::format("{}-blank-u{}", c.rack, u), blankSlug, c.rack, u, Face::Front,
                            phase, {}, false });
                continue;
            }
            newName[d.id] = name;
            mounts.push_back(
                { name, t.slug, c.rack, d.u_position, d.reversed ? Face::Rear : Face::Front, phase, d.feed, false });
            const SlotOf kind = m.devices[i].second;
            r.nodes += kind.kind == SlotKind::Node;
            r.leaves += kind.kind == SlotKind::Leaf;
            r.spines += kind.kind == SlotKind::Spine;
            r.side_leaves += kind.kind == SlotKind::Side;
        }
        std::map<int, int> groups;
        for (const Link *l : m.links) {
            auto a = newName.find(l->a.device), b = newName.find(l->b.device);
            if (a == newName.end() || b == newName.end())
                continue;
            edit::LinkSpec s;
            s.a = a->second + ":" + installed.typeOfDevice(l->a.device)->ports.at(std::size_t(l->a.port)).name;
            s.b = b->second + ":" + installed.typeOfDevice(l->b.device)->ports.at(std::size_t(l->b.port)).name;
            s.fabric = l->fabric;
            s.tier = l->tier;
            s.plane = l->plane;
            s.redundancy_group = l->redundancy_group == 0
                ? 0
                : (groups.count(l->redundancy_group) ? groups[l->redundancy_group]
                                                     : (groups[l->redundancy_group] = ++group));
            s.phase = phase;
            links.push_back(s);
        }
        // The management switch's uplink, to a free port of the installed aggregation.
        for (const Link *l : m.oob_uplinks) {
            const bool newA = newName.count(l->a.device) > 0;
            const PortRef &here = newA ? l->a : l->b, &there = newA ? l->b : l->a;
            auto name = newName.find(here.device);
            if (name == newName.end())
                continue;
            const auto far = uplinkPorts.take(there);
            if (!far) {
                ++r.deferred_oob_uplinks;
                continue;
            }
            edit::LinkSpec s;
            const std::string end
                = name->second + ":" + installed.typeOfDevice(here.device)->ports.at(std::size_t(here.port)).name;
            s.a = newA ? end : *far;
            s.b = newA ? *far : end;
            s.fabric = l->fabric;
            s.tier = l->tier;
            s.plane = l->plane;
            s.phase = phase;
            uplinks.push_back(s);
        }
    }
    // Racks: a new line gets a row (named by the next free letters) with its first rack.
    for (const Composition &c : racks) {
        const Line &line = floor.lines[std::size_t(c.slot.line)];
        const std::string &rackSlug = c.model->type->slug; // the model's own type (a network rack stays one)
        if (line.added && !rowOfLine.count(c.slot.line)) {
            std::string name;
            for (std::int64_t k = 0; name.empty() || rows.count(name); ++k)
                name = letters(k);
            rows.insert(name);
            rowOfLine[c.slot.line] = name;
            r.rows.push_back(name);
            edit::RowSpec row { name, rackSlug, c.slot.position, 1, line.facing, "extension-row-" + name, phase,
                hall.name };
            edit::addRow(p, row);
            edit::setRackName(p, "extension-row-" + name + "01", c.rack);
        } else {
            std::string row;
            if (line.added)
                row = rowOfLine[c.slot.line];
            else if (line.row != kNoId)
                row = installed.row(line.row)->name;
            edit::addRack(p, { c.rack, rackSlug, c.slot.position, line.facing, row, phase, hall.name });
        }
        r.racks.push_back(c.rack);
    }
    edit::mountDevices(p, mounts);
    r.devices = int(mounts.size());
    r.rack_links = int(links.size());
    r.oob_uplinks = int(uplinks.size());
    links.insert(links.end(), uplinks.begin(), uplinks.end());
    edit::addLinks(p, links);
}

} // namespace

Project extendProject(const Project &installedProject, const ExtendOptions &o, ExtendReport *report)
{
    Project p = installedProject;
    ExtendReport r;
    r.plan = analysis::planExtension(p, o.target_nodes, o.growth);
    r.phase = o.phase;
    if (o.phase.empty())
        throw Error("the extension's phase needs a name");
    for (const Phase &ph : p.phases)
        if (ph.name == o.phase)
            throw Error(
                fmt::format("the project already has a phase called '{}': choose another with --phase", o.phase));
    const analysis::FabricView view = analysis::fabricView(p);
    const auto spec = analysis::projectFabricSpec(p, view);
    const InstalledFabric fabric = readInstalledFabric(p, view, spec ? spec->su_nodes : 0);
    edit::addPhase(p, o.phase);
    const FabricGrowth growth = planFabricGrowth(p, fabric, r.plan, o.phase);

    const std::vector<InstalledSide> installedSides = readInstalledSides(p, fabric);
    int sideGroup = 0; // numbered from 0 here, moved past the project's groups once the racks are built
    std::vector<SideGrowth> sides;
    for (const InstalledSide &side : installedSides)
        sides.push_back(planSideGrowth(p, fabric, side, growth, o.phase, sideGroup));

    const Project before = p; // the models are read from this copy while `p` is edited
    const ProjectIndex index(before);
    const Models models = modelsOf(before, index, fabric, installedSides);
    std::vector<Composition> racks = compose(models, fabric, growth, sides);
    if (!racks.empty()) {
        const Rack &model = *models.racks.front().rack;
        const Hall &hall = *index.hall(model.hall);
        FloorPlan floor(before, hall, *index.rackType(model.rack_type));
        place(p, racks, floor, hall);
        UplinkPorts uplinkPorts(
            before, index, profileFor(fabric::fabricTemplate(r.plan.fabric_template)).oob_site_uplinks);
        build(p, index, racks, floor, uplinkPorts, o.phase, r);
        // Runs: new racks of one line side by side (each as wide as its type).
        std::map<int, std::vector<const Composition *>> byLine;
        for (const Composition &c : racks)
            byLine[c.slot.line].push_back(&c);
        std::map<std::string, const Rack *> rackByName;
        for (const Rack &rk : p.racks)
            rackByName[rk.name] = &rk;
        std::vector<PlacedRun> runs;
        for (auto &[line, list] : byLine) {
            const bool alongX = floor.lines[std::size_t(line)].along_x;
            auto along = [&](const Composition *c) { return alongX ? c->slot.position.x_mm : c->slot.position.y_mm; };
            std::sort(list.begin(), list.end(), [&](auto *a, auto *b) { return along(a) < along(b); });
            for (std::size_t i = 0; i < list.size(); ++i) {
                if (i == 0
                    || along(list[i]) - along(list[i - 1])
                        != (list[i]->model->type->width_mm + list[i - 1]->model->type->width_mm) / 2)
                    runs.push_back({ {}, list[i]->model->rack });
                runs.back().racks.push_back(rackByName.at(list[i]->rack));
            }
        }
        r.pathways = addRunPathways(p, runs, o.phase);
    }
    std::vector<edit::LinkSpec> links = growth.node_links;
    links.insert(links.end(), growth.uplinks.begin(), growth.uplinks.end());
    int group = 0;
    for (const Link &l : p.links)
        group = std::max(group, l.redundancy_group);
    for (SideGrowth &side : sides) {
        for (edit::LinkSpec &s : side.node_links)
            s.redundancy_group += s.redundancy_group > 0 ? group : 0;
        links.insert(links.end(), side.node_links.begin(), side.node_links.end());
        links.insert(links.end(), side.uplinks.begin(), side.uplinks.end());
        r.side_node_links += int(side.node_links.size());
        r.side_uplinks += int(side.uplinks.size());
        r.deferred_side_uplinks += side.deferred_uplinks;
    }
    // The first installed node's links that are neither compute nor inside its rack (its side
    // networks), per new node, less those the side networks' growth cabled.
    {
        const Id node = fabric.nodes.front();
        const Id rack = index.device(node)->rack;
        int side = 0;
        for (const Link &l : before.links)
            if ((l.a.device == node || l.b.device == node) && l.fabric != Fabric::Compute) {
                const Device *other = index.device(l.a.device == node ? l.b.device : l.a.device);
                side += !other || other->rack != rack;
            }
        r.unconnected_side_ports = std::max(0, side * int(growth.nodes.size()) - r.side_node_links);
    }
    edit::addLinks(p, links);
    r.node_links = int(growth.node_links.size());
    r.uplinks = int(growth.uplinks.size());
    r.deferred_uplinks = growth.deferred_uplinks;
    r.deferred_node_links = growth.deferred_node_links;
    requireInvariants(p, "the extended project");
    if (report)
        *report = std::move(r);
    return p;
}

} // namespace plenum::layout
