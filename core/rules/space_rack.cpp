// SPDX-License-Identifier: GPL-3.0-or-later
// Inside a rack (EIA-310 U space).
//   space.u-overlap  error  two devices occupy the same U of a rack (0U devices such as PDUs in
//                           the side channel take no U), or a device reaches above the rack's top U.
//   space.depth      error  a device is deeper than its rack: the doors will not close and the
//                           rear cable space is gone.
#include "rules/helpers.h"

#include <fmt/format.h>

namespace plenum::rules {
namespace {

constexpr const char *kOverlap = "Devices overlap in the rack";
constexpr const char *kDepth = "Device deeper than the rack";

// Every finding is one rack's (its last object) and reads only that rack, its type and the
// devices in it, in project order: an edit rechecks the touched racks (Rule::Scope::Racks; `only`:
// those racks, nullptr: every rack).
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    std::map<Id, std::map<int, Id>> occupant; // rack → U → device
    for (const auto &d : c.project().devices) {
        if (only && !only->count(d.rack))
            continue;
        const DeviceType *t = c.index().typeOfDevice(d.id);
        const Rack *r = c.index().rack(d.rack);
        const RackType *rt = r ? c.index().rackType(r->rack_type) : nullptr;
        if (!c.inPhase(d.phase) || !t || !rt)
            continue;
        const auto where = c.rackLocation(r->id);
        if (t->depth_mm > rt->depth_mm)
            out.push_back(c.finding("space.depth", Severity::Error, kDepth,
                fmt::format("{} ({}) is {} mm deep; rack {} is {} mm deep", d.name, t->model, t->depth_mm, r->name,
                    rt->depth_mm),
                { d.id, r->id }, where));
        if (t->u_height <= 0 || d.u_position <= 0)
            continue;
        if (d.u_position + t->u_height - 1 > rt->height_u)
            out.push_back(c.finding("space.u-overlap", Severity::Error, kOverlap,
                fmt::format("{} at U{} ({}U) reaches above the top of rack {} (U{})", d.name, d.u_position, t->u_height,
                    r->name, rt->height_u),
                { d.id, r->id }, where));
        for (int u = d.u_position; u < d.u_position + t->u_height; ++u) {
            auto [it, fresh] = occupant[r->id].emplace(u, d.id);
            if (!fresh) {
                const Device *other = c.index().device(it->second);
                out.push_back(c.finding("space.u-overlap", Severity::Error, kOverlap,
                    fmt::format("{} and {} both occupy U{} of rack {}", other ? other->name : "?", d.name, u, r->name),
                    { d.id, it->second, r->id }, where));
                break; // one finding per pair is enough
            }
        }
    }
}

} // namespace

std::unique_ptr<Rule> makeSpaceRackRule()
{
    return std::make_unique<ScopedRule>(std::vector<Rule::Code> { { "space.u-overlap", Severity::Error, kOverlap },
                                            { "space.depth", Severity::Error, kDepth } },
        Rule::Scope::Racks, true, &check);
}

} // namespace plenum::rules
