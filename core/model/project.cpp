// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project.h"
#include "model/channel.h"
#include "model/fields.h"
#include "model/index.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <unordered_set>

namespace plenum {

int DeviceType::portIndex(std::string_view name) const
{
    for (std::size_t i = 0; i < ports.size(); ++i)
        if (ports[i].name == name)
            return int(i);
    return -1;
}

RuleSettings defaultRuleSettings()
{
    // Defaults from ../shared/domain/REFERENCE.md; every one can be changed per project.
    return {
        { "pathway.fill_limit_ratio", 0.50 }, // NEC 392.22: 50 % of ladder/ventilated tray
        { "pathway.max_loading_depth_mm", 150 }, // NEC 392.22: usable depth at most 150 mm
        // Service loop per end, by media (issue #16; docs/architecture.md "Service loops"): copper
        // cords 0.3 m (BICSI TDMM's twisted-pair slack at the outlet [S]; for DAC/ACC/AEC an estimate),
        // AOC as a copper cord (factory-terminated, never re-terminated: estimate), fibre with optics
        // 1 m (BICSI TDMM's optical-fibre slack at the outlet [S]).
        { "cable.service_loop_mm", 300 }, { "cable.service_loop_aoc_mm", 300 }, { "cable.service_loop_fibre_mm", 1000 },
        { "cable.bend_allowance_mm", 50 }, // per bend, so the bend radius is kept [S, estimate]
        { "rack.u1_height_mm", 100 }, // U1's bottom above the floor (plinth) [estimate]
        { "rack.manager_inset_mm", 50 }, // vertical cable manager centre inside the rack side [estimate]
        { "cable.max_slack_mm", 2000 }, // excessive slack, absolute [S]
        { "cable.max_slack_ratio", 0.5 }, // excessive slack, relative to required [S]
        { "cable.copper_channel_max_mm", 100000 }, // TIA-568 channel: 90 m + 10 m cords
        { "power.breaker_continuous_ratio", 0.80 }, // NEC 210.19/210.20: continuous load at 80 % (NEMA PDUs)
        { "power.iec_continuous_ratio", 1.00 }, // IEC 60898-1/60947-2: rated current is continuous (IEC 60309 PDUs)
    };
}

namespace {

class Checker {
public:
    explicit Checker(const Project &p)
        : m_p(p)
        , m_index(p)
    {
    }

    std::vector<std::string> run()
    {
        checkIds();
        for (const auto &h : m_p.halls)
            if (h.outline.size() < 3)
                add("hall {} ('{}') has an outline of {} points; at least 3 are needed", h.id, h.name,
                    h.outline.size());
        for (const auto &o : m_p.obstacles) {
            refHall(o.hall, "obstacle", o.id);
            if (o.outline.size() < 3)
                add("obstacle {} has an outline of {} points; at least 3 are needed", o.id, o.outline.size());
        }
        for (const auto &r : m_p.rows)
            refHall(r.hall, "row", r.id);
        for (const auto &t : m_p.rack_types) {
            if (t.height_u <= 0 || t.width_mm <= 0 || t.depth_mm <= 0)
                add("rack type {} ('{}') has a non-positive size", t.id, t.slug);
            if (t.door_clearance_mm < 0)
                add("rack type {} ('{}') has a negative door clearance ({} mm)", t.id, t.slug, t.door_clearance_mm);
        }
        for (const auto &r : m_p.racks) {
            refHall(r.hall, "rack", r.id);
            if (r.row != kNoId && !m_index.row(r.row))
                add("rack {} refers to row {}, which does not exist", r.id, r.row);
            if (!m_index.rackType(r.rack_type))
                add("rack {} refers to rack type {}, which does not exist", r.id, r.rack_type);
            refPhase(r.phase, "rack", r.id);
        }
        for (const auto &t : m_p.device_types)
            checkDeviceType(t);
        for (const auto &d : m_p.devices)
            checkDevice(d);
        for (const auto &l : m_p.links) {
            refPort(l.a, l.id);
            refPort(l.b, l.id);
            refPhase(l.phase, "link", l.id);
        }
        checkChannels();
        for (const auto &pw : m_p.pathways) {
            refHall(pw.hall, "pathway", pw.id);
            refPhase(pw.phase, "pathway", pw.id);
            if (pw.points.size() < 2)
                add("pathway {} has {} points; at least 2 are needed", pw.id, pw.points.size());
            if (pw.width_mm <= 0 || pw.loading_depth_mm <= 0)
                add("pathway {} has a non-positive cross-section", pw.id);
        }
        for (const auto &c : m_p.cables)
            checkCable(c);
        for (const auto &r : m_p.reservations)
            checkReservation(r);
        for (const auto &u : m_p.underlays) {
            refHall(u.hall, "underlay", u.id);
            if (!u.image.bytes || u.image.size() == 0)
                add("underlay {} has no image", u.id);
        }
        return std::move(m_problems);
    }

private:
    template <typename... Args> void add(fmt::format_string<Args...> f, Args &&...args)
    {
        m_problems.push_back(fmt::format(f, std::forward<Args>(args)...));
    }

    template <typename T> void collectIds(const std::vector<T> &items, const char *kind)
    {
        for (const auto &item : items) {
            const bool inRange = item.id > 0 && item.id < m_p.next_id;
            if (!inRange)
                add("{} id {} is outside 1..{}", kind, item.id, m_p.next_id - 1);
            bool fresh = true;
            if (inRange && !m_seenBits.empty()) {
                fresh = !m_seenBits[std::size_t(item.id)];
                m_seenBits[std::size_t(item.id)] = true;
            } else {
                fresh = m_seen.insert(item.id).second;
            }
            if (!fresh)
                add("id {} is used twice (second time by a {})", item.id, kind);
        }
    }

    void checkIds()
    {
        // Ids seen: one bit per id up to next_id when that is not absurdly large (a file's next_id
        // is untrusted), else a hash set; the bits are 40 times faster at 1.3 million ids.
        std::size_t objects = 0;
        fields::tables(
            const_cast<Project &>(m_p), [&](const char *, const char *, auto &items) { objects += items.size(); });
        if (m_p.next_id > 0 && std::uint64_t(m_p.next_id) <= 64 * objects + (1u << 20))
            m_seenBits.assign(std::size_t(m_p.next_id), false);
        collectIds(m_p.phases, "phase");
        collectIds(m_p.halls, "hall");
        collectIds(m_p.obstacles, "obstacle");
        collectIds(m_p.rows, "row");
        collectIds(m_p.rack_types, "rack type");
        collectIds(m_p.racks, "rack");
        collectIds(m_p.device_types, "device type");
        collectIds(m_p.devices, "device");
        collectIds(m_p.links, "link");
        collectIds(m_p.pathways, "pathway");
        collectIds(m_p.cables, "cable");
        collectIds(m_p.reservations, "reservation");
        collectIds(m_p.underlays, "underlay");
    }

    void refHall(Id hall, const char *kind, Id id)
    {
        if (!m_index.hall(hall))
            add("{} {} refers to hall {}, which does not exist", kind, id, hall);
    }

    void refPhase(Id phase, const char *kind, Id id)
    {
        if (!m_index.phase(phase))
            add("{} {} refers to phase {}, which does not exist", kind, id, phase);
    }

    void refPort(const PortRef &ref, Id link)
    {
        const DeviceType *t = m_index.typeOfDevice(ref.device);
        if (!m_index.device(ref.device))
            add("link {} refers to device {}, which does not exist", link, ref.device);
        else if (t && (ref.port < 0 || ref.port >= int(t->ports.size())))
            add("link {} refers to port {} of device {}, which has {} ports", link, ref.port, ref.device,
                t->ports.size());
    }

    void checkDeviceType(const DeviceType &t)
    {
        if (t.u_height < 0)
            add("device type {} ('{}') has a negative U height", t.id, t.slug);
        std::unordered_set<std::string> names;
        for (const auto &port : t.ports)
            if (!names.insert(port.name).second)
                add("device type {} ('{}') has two ports called '{}'", t.id, t.slug, port.name);
    }

    void checkDevice(const Device &d)
    {
        const DeviceType *t = m_index.deviceType(d.device_type);
        if (!t)
            add("device {} ('{}') refers to device type {}, which does not exist", d.id, d.name, d.device_type);
        refPhase(d.phase, "device", d.id);
        if (!d.feed.empty() && d.feed != "A" && d.feed != "B")
            add("device {} ('{}') has feed '{}'; a feed is A, B or empty", d.id, d.name, d.feed);
        if (d.rack == kNoId) {
            if (d.u_position != 0)
                add("device {} ('{}') is not racked but has U position {}", d.id, d.name, d.u_position);
            return;
        }
        const Rack *r = m_index.rack(d.rack);
        if (!r) {
            add("device {} ('{}') refers to rack {}, which does not exist", d.id, d.name, d.rack);
            return;
        }
        const RackType *rt = m_index.rackType(r->rack_type);
        if (!t || !rt)
            return;
        if (d.u_position < 1 || d.u_position + t->u_height - 1 > rt->height_u)
            add("device {} ('{}') at U{} with height {}U does not fit rack {} of {}U", d.id, d.name, d.u_position,
                t->u_height, r->name, rt->height_u);
    }

    void checkReservation(const Reservation &r)
    {
        refPhase(r.phase, "reservation", r.id);
        if (r.floorArea()) {
            refHall(r.hall, "reservation", r.id);
            if (r.outline.size() < 3)
                add("reservation {} has an outline of {} points; at least 3 are needed", r.id, r.outline.size());
            return;
        }
        const Rack *rack = m_index.rack(r.rack);
        const RackType *rt = rack ? m_index.rackType(rack->rack_type) : nullptr;
        if (!rack)
            add("reservation {} refers to rack {}, which does not exist", r.id, r.rack);
        else if (rt && (r.u_height < 1 || r.u_low < 1 || r.u_low + r.u_height - 1 > rt->height_u))
            add("reservation {} holds U{} ({}U) of rack {}, which has {}U", r.id, r.u_low, r.u_height, rack->name,
                rt->height_u);
    }

    // Structured cabling (model/channel.h): a channel's panel ports are fibre panels' front ports,
    // each in one channel and no link's end, and a trunk port leads to one far trunk port.
    void checkChannels()
    {
        if (std::none_of(m_p.links.begin(), m_p.links.end(),
                [](const Link &l) { return l.patch_a.device != kNoId || l.patch_b.device != kNoId; }))
            return;
        std::unordered_set<std::int64_t> ends;
        auto keyOf = [](const PortRef &r) { return r.device * 65536 + r.port; };
        for (const auto &l : m_p.links)
            for (const PortRef *r : { &l.a, &l.b })
                ends.insert(keyOf(*r));
        std::unordered_set<std::int64_t> patched;
        std::map<std::int64_t, std::int64_t> trunkTo; // trunk port → far trunk port
        for (const auto &l : m_p.links) {
            if (l.patch_a.device == kNoId && l.patch_b.device == kNoId)
                continue;
            std::int64_t trunk[2] = { -1, -1 };
            int k = 0;
            for (const PortRef *r : { &l.patch_a, &l.patch_b }) {
                const DeviceType *t = m_index.typeOfDevice(r->device);
                const int behind = t ? trunkPortOf(*t, r->port) : -1;
                if (behind < 0) {
                    add("link {} is patched through port {} of device {}, which is not a fibre panel's front port",
                        l.id, r->port, r->device);
                    return;
                }
                if (ends.count(keyOf(*r)) || !patched.insert(keyOf(*r)).second)
                    add("port {} of device {} carries two links (link {} is patched through it)", r->port, r->device,
                        l.id);
                trunk[k++] = keyOf(PortRef { r->device, behind });
            }
            for (int e = 0; e < 2; ++e) {
                auto [it, fresh] = trunkTo.emplace(trunk[e], trunk[1 - e]);
                if (!fresh && it->second != trunk[1 - e])
                    add("link {} would join trunk port {} of device {} to a second far panel", l.id, trunk[e] % 65536,
                        trunk[e] / 65536);
            }
        }
    }

    void checkCable(const Cable &c)
    {
        if (c.span == CableSpan::Trunk) {
            if (c.link != kNoId)
                add("cable {} is a trunk but realises link {}", c.id, c.link);
            for (const PortRef *r : { &c.end_a, &c.end_b }) {
                const DeviceType *t = m_index.typeOfDevice(r->device);
                if (!t || r->port < 0 || r->port >= int(t->ports.size()))
                    add("trunk cable {} ends at port {} of device {}, which does not exist", c.id, r->port, r->device);
            }
        } else if (const Link *l = m_index.link(c.link); !l)
            add("cable {} realises link {}, which does not exist", c.id, c.link);
        else if (c.span != CableSpan::Link && !l->patched())
            add("cable {} is a cord of link {}, which is not patched through panels", c.id, c.link);
        refPhase(c.phase, "cable", c.id);
        if (c.ordered_length_mm < 0 || c.required_length_mm < 0)
            add("cable {} has a negative length", c.id);
        for (const auto &step : c.route) {
            const Pathway *pw = m_index.pathway(step.pathway);
            if (!pw)
                add("cable {} is routed over pathway {}, which does not exist", c.id, step.pathway);
            else if (step.segment < 0 || step.segment + 1 >= int(pw->points.size()))
                add("cable {} is routed over segment {} of pathway {}, which has {} segments", c.id, step.segment,
                    pw->id, pw->points.size() - 1);
        }
    }

    const Project &m_p;
    ProjectIndex m_index;
    std::vector<bool> m_seenBits; // by id, below next_id
    std::unordered_set<Id> m_seen; // ids outside 1..next_id-1, or all when next_id is too large
    std::vector<std::string> m_problems;
};

} // namespace

std::vector<std::string> checkInvariants(const Project &project)
{
    return Checker(project).run();
}

void requireInvariants(const Project &project, std::string_view context)
{
    auto problems = checkInvariants(project);
    if (!problems.empty())
        throw Error(fmt::format("{}: {}", context, problems.front()));
}

} // namespace plenum
