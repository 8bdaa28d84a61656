// SPDX-License-Identifier: GPL-3.0-or-later
// Bend radius at the port (REFERENCE.md: copper DAC 5–10 × OD, fibre 10 × OD and not below
// ~25–30 mm, UTP 4 × OD per TIA-568; the catalogue gives each cable type's minimum radius).
//   cable.bend-radius  error  a cable leaves a port straight and must turn towards the cable
//                             manager before the door. The room in front of a port is the rack
//                             type's door clearance (RackType::door_clearance_mm, or the setting
//                             rack.door_clearance_mm where the type has none) for ports on the
//                             device's mounting face, and that plus (rack depth − device depth) for
//                             ports on its far face. The plug first stands out of the port by its
//                             body (issue #16: connectors.yaml, a transceiver's nose plus the
//                             fibre's MPO or LC plug behind it), and only then may the cable bend:
//                             plug + minimum bend radius larger than the room is bent too tight (or
//                             the door will not close). Pathway corners are sized by the router's
//                             bend allowance and are not checked here.
#include "model/channel.h"
#include "rules/helpers.h"
#include "rules/touched.h"

#include <fmt/format.h>

#include <unordered_set>

namespace plenum::rules {
namespace {

constexpr const char *kBend = "Bend radius violated at a port";

// Every finding is one cable's (its first object): `only` names the cables to check (nullptr: all).
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    const double setting = c.setting("rack.door_clearance_mm");
    const catalog::Catalog &catalogue = catalog::builtinCatalog();
    forCablesIn(c, only, [&](const Cable &cable) {
        if (!c.inPhase(cable.phase))
            return;
        // A channel's cord or trunk bends at its own ends (model/channel.h).
        const auto ends = cableEnds(cable, c.index().link(cable.link));
        const auto *type = cableTypeOf(cable);
        if (ends.first.device == kNoId || !type || type->bend_radius_mm <= 0)
            return;
        for (const PortRef *end : { &ends.first, &ends.second }) {
            const Device *d = c.index().device(end->device);
            const DeviceType *t = c.index().typeOfDevice(end->device);
            const PortTemplate *p = portOf(c, *end);
            const Rack *r = d ? c.index().rack(d->rack) : nullptr;
            const RackType *rt = r ? c.index().rackType(r->rack_type) : nullptr;
            if (!p || !rt)
                continue;
            const double door = rt->door_clearance_mm > 0 ? double(rt->door_clearance_mm) : setting;
            const double room = p->face == Face::Front ? door : door + double(rt->depth_mm - t->depth_mm);
            const std::string &transceiver = end == &ends.first ? cable.transceiver_a : cable.transceiver_b;
            const double plug = catalogue.plugProtrusionMm(p->connector, *type, !transceiver.empty());
            if (plug + type->bend_radius_mm > room + 1e-9)
                out.push_back(c.finding("cable.bend-radius", Severity::Error, kBend,
                    fmt::format("cable {} ({}: a {:.0f} mm plug, then a minimum bend radius of {:.0f} mm) has {:.0f} "
                                "mm in front of {}",
                        cable.label, type->name, plug, type->bend_radius_mm, room, c.index().portName(*end)),
                    { cable.id, end->device }, c.rackLocation(r->id)));
        }
    });
}

// A finding reads its cable (type, transceivers, label), its link's ends and their devices, port
// templates, racks and rack types: the changed cables and every cable of a touched link, which
// holds the links of changed cables, of changed devices and of the devices in changed racks (a
// type or row change reruns the provider whole).
std::optional<IdSet> touchedCables(const RuleContext &c, const Touched &t)
{
    IdSet ids = t.cables;
    for (Id link : t.links)
        for (const auto &[id, cable] : c.cablesOfLink(link))
            ids.insert(cable->id);
    return ids;
}

} // namespace

std::unique_ptr<Rule> makeCableBendRule()
{
    return std::make_unique<ScopedRule>(
        std::vector<Rule::Code> { { "cable.bend-radius", Severity::Error, kBend } }, &touchedCables, false, &check);
}

} // namespace plenum::rules
