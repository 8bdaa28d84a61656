// SPDX-License-Identifier: GPL-3.0-or-later
// Extending an installed cluster (extend.h): the new racks composed after the installed racks they
// copy, placed on free floor, then everything added through core/edit in the new phase.
#include "layout/extend.h"

#include "edit/device_edit.h"
#include "edit/phase_edit.h"
#include "edit/rack_edit.h"
#include "edit/row_edit.h"
#include "layout/extend_impl.h"
#include "layout/geometry.h"
#include "model/index.h"

#include <fmt/format.h>

#include <algorithm>
#include <deque>

namespace plenum::layout {
namespace {

using namespace extension;

enum class SlotKind { Node, Leaf, Spine, Copy, Fill };

// An installed rack a new rack copies: its devices bottom up, and the links inside it.
struct Model {
    const Rack *rack = nullptr;
    std::vector<std::pair<const Device *, SlotKind>> devices;
    std::vector<const Link *> links;
};

// A new rack: its model and, per model device, the new device's name (empty: left out, its U blanked).
struct Composition {
    const Model *model = nullptr;
    std::vector<std::string> names;
    Slot slot;
    std::string rack;
};

SlotKind kindOf(const Device &d, const DeviceType &t, const InstalledFabric &f, const std::set<Id> &nodes)
{
    if (nodes.count(d.id))
        return SlotKind::Node;
    if (f.leaf_set.count(d.id))
        return SlotKind::Leaf;
    if (f.spine_set.count(d.id))
        return SlotKind::Spine;
    if (t.role == "pdu" || t.role == "blanking" || t.role == "management")
        return SlotKind::Copy;
    return SlotKind::Fill;
}

std::vector<Model> modelsOf(const Project &p, const ProjectIndex &index, const InstalledFabric &f)
{
    std::vector<Id> racks;
    for (Id device : { f.nodes.front(), f.su_leaves.front().front(), f.spines.front() }) {
        const Device &d = *index.device(device);
        if (d.rack == kNoId)
            throw Error(fmt::format("{} is in no rack: there is no installed rack to copy", d.name));
        if (std::find(racks.begin(), racks.end(), d.rack) == racks.end())
            racks.push_back(d.rack);
    }
    const std::set<Id> nodes(f.nodes.begin(), f.nodes.end());
    std::vector<Model> models;
    std::map<Id, std::size_t> modelOf;
    for (Id r : racks) {
        modelOf[r] = models.size();
        models.push_back({ index.rack(r), {}, {} });
    }
    for (const Device &d : p.devices)
        if (auto it = modelOf.find(d.rack); it != modelOf.end())
            models[it->second].devices.push_back({ &d, kindOf(d, *index.typeOfDevice(d.id), f, nodes) });
    for (Model &m : models)
        std::stable_sort(m.devices.begin(), m.devices.end(),
            [](const auto &a, const auto &b) { return a.first->u_position < b.first->u_position; });
    for (const Link &l : p.links) {
        const Device *a = index.device(l.a.device), *b = index.device(l.b.device);
        if (a && b && a->rack == b->rack)
            if (auto it = modelOf.find(a->rack); it != modelOf.end())
                models[it->second].links.push_back(&l);
    }
    return models;
}

std::vector<Composition> compose(const std::vector<Model> &models, const FabricGrowth &g)
{
    std::deque<std::string> queue[3] = { { g.nodes.begin(), g.nodes.end() }, { g.leaves.begin(), g.leaves.end() },
        { g.spines.begin(), g.spines.end() } };
    std::vector<Composition> out;
    for (const Model &m : models) {
        auto wants = [&] {
            for (const auto &[d, kind] : m.devices)
                if (int(kind) < 3 && !queue[int(kind)].empty())
                    return true;
            return false;
        };
        while (wants()) {
            Composition c;
            c.model = &m;
            for (const auto &[d, kind] : m.devices) {
                std::string name;
                if (kind == SlotKind::Copy)
                    name = "copy";
                else if (int(kind) < 3 && !queue[int(kind)].empty()) {
                    name = queue[int(kind)].front();
                    queue[int(kind)].pop_front();
                }
                c.names.push_back(name);
            }
            out.push_back(std::move(c));
        }
    }
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
        if (auto slot = floor.take(*c.model->rack, "new rack"))
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
    const RackType *type = nullptr;
    for (const RackType &t : p.rack_types)
        if (t.id == racks.front().model->rack->rack_type)
            type = &t;
    for (Composition &c : racks) {
        std::string name = floorGridName(c.slot.position, *type, hall.tile_mm);
        for (int k = 2; taken.count(name); ++k)
            name = fmt::format("{}-{}", floorGridName(c.slot.position, *type, hall.tile_mm), k);
        taken.insert(name);
        c.rack = name;
    }
}

// The racks (rows for new lines), their devices and the links inside them, through core/edit.
void build(Project &p, const ProjectIndex &installed, const std::vector<Composition> &racks, const FloorPlan &floor,
    const std::string &phase, ExtendReport &r)
{
    std::map<int, std::string> rowOfLine;
    std::set<std::string> rows;
    for (const Row &row : p.rows)
        rows.insert(row.name);
    const std::string rackSlug = installed.rackType(racks.front().model->rack->rack_type)->slug;
    const Hall &hall = *installed.hall(racks.front().model->rack->hall);
    std::vector<edit::DeviceSpec> mounts;
    std::vector<edit::LinkSpec> links;
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
            const SlotKind kind = m.devices[i].second;
            r.nodes += kind == SlotKind::Node;
            r.leaves += kind == SlotKind::Leaf;
            r.spines += kind == SlotKind::Spine;
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
    }
    // Racks: a new line gets a row (named by the next free letters) with its first rack.
    for (const Composition &c : racks) {
        const Line &line = floor.lines[std::size_t(c.slot.line)];
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
    edit::addLinks(p, links);
    r.rack_links = int(links.size());
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

    const Project before = p; // the models are read from this copy while `p` is edited
    const ProjectIndex index(before);
    const std::vector<Model> models = modelsOf(before, index, fabric);
    std::vector<Composition> racks = compose(models, growth);
    if (!racks.empty()) {
        const Rack &model = *models.front().rack;
        const Hall &hall = *index.hall(model.hall);
        FloorPlan floor(before, hall, *index.rackType(model.rack_type));
        place(p, racks, floor, hall);
        build(p, index, racks, floor, o.phase, r);
        // Runs: new racks of one line side by side.
        std::map<int, std::vector<const Composition *>> byLine;
        for (const Composition &c : racks)
            byLine[c.slot.line].push_back(&c);
        std::map<std::string, const Rack *> rackByName;
        for (const Rack &rk : p.racks)
            rackByName[rk.name] = &rk;
        const std::int64_t pitch = index.rackType(model.rack_type)->width_mm;
        std::vector<PlacedRun> runs;
        for (auto &[line, list] : byLine) {
            const bool alongX = floor.lines[std::size_t(line)].along_x;
            auto along = [&](const Composition *c) { return alongX ? c->slot.position.x_mm : c->slot.position.y_mm; };
            std::sort(list.begin(), list.end(), [&](auto *a, auto *b) { return along(a) < along(b); });
            for (std::size_t i = 0; i < list.size(); ++i) {
                if (i == 0 || along(list[i]) - along(list[i - 1]) != pitch)
                    runs.push_back({ {}, list[i]->model->rack });
                runs.back().racks.push_back(rackByName.at(list[i]->rack));
            }
        }
        r.pathways = addRunPathways(p, runs, o.phase);
    }
    // The first installed node's links that are neither compute nor inside its rack: its side networks.
    {
        const Id node = fabric.nodes.front();
        const Id rack = index.device(node)->rack;
        int side = 0;
        for (const Link &l : before.links)
            if ((l.a.device == node || l.b.device == node) && l.fabric != Fabric::Compute) {
                const Device *other = index.device(l.a.device == node ? l.b.device : l.a.device);
                side += !other || other->rack != rack;
            }
        r.unconnected_side_ports = side * int(growth.nodes.size());
    }
    std::vector<edit::LinkSpec> compute = growth.node_links;
    compute.insert(compute.end(), growth.uplinks.begin(), growth.uplinks.end());
    edit::addLinks(p, compute);
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
