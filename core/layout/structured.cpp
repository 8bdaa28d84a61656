// SPDX-License-Identifier: GPL-3.0-or-later
// Structured cabling (issue #16, BuildRequest::cabling, model/channel.h). The links between rows
// that can run through fibre panels are patched: in each row, panels take the blanking panels'
// place in the racks at the row end the channel leaves by (the end nearer both its racks), and one
// trunk joins a trunk port of a panel in one row to a trunk port of a panel in the other, twelve
// channels on each trunk port (the catalogue panel's front ports per trunk port). A row end's panels
// stay in the half of the row at that end.
//
// Which links: data links (compute, storage, in-band) between racks of different rows, at 400G (the
// speed the catalogue has MPO-12/APC cords for in both multimode and single-mode), each port
// carrying one link (not an 800G port split in two), and in no redundancy group — the members of
// a group want disjoint pathways, which a trunk shared with the other member would defeat. The
// rest stay point to point. Where a row end runs out of free U, the remaining channels of that row
// stay point to point and the report says how many.
#include "layout/builder.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <tuple>

namespace plenum::layout {
namespace {

constexpr const char *kPanelSlug = "fibre-panel-mpo-24-trunk";
constexpr int kChannelSpeedGbps = 400;

// Where a rack stands: its row and position from the row's west end.
struct RackPlace {
    int row = -1;
    int position = -1;
};

} // namespace

void Builder::patchStructured()
{
    if (m_req.cabling != Cabling::Structured)
        return;
    const Id panelType = typeId(kPanelSlug);
    const DeviceType &panel = type(panelType);
    std::vector<int> fronts, trunkPorts;
    for (std::size_t i = 0; i < panel.ports.size(); ++i)
        (panel.ports[i].face == Face::Front ? fronts : trunkPorts).push_back(int(i));
    if (trunkPorts.empty() || fronts.size() % trunkPorts.size() != 0)
        throw Error(
            fmt::format("internal: '{}' does not share its front ports equally among its trunk ports", kPanelSlug));
    const std::size_t perTrunk = fronts.size() / trunkPorts.size();
    const Id blankType = typeId(m_profile.blanking);

    std::map<Id, RackPlace> placeOf;
    std::map<Id, const Rack *> rackById;
    for (const auto &r : m_p.racks)
        rackById[r.id] = &r;
    for (std::size_t row = 0; row < m_rows.size(); ++row)
        for (std::size_t k = 0; k < m_rows[row].racks.size(); ++k)
            placeOf[m_racks[std::size_t(m_rows[row].racks[k])].rack] = { int(row), int(k) };
    std::map<std::pair<Id, int>, int> uses; // port → links on it
    for (const auto &l : m_p.links)
        for (const PortRef *r : { &l.a, &l.b })
            ++uses[{ r->device, r->port }];

    // The channels by the trunk they take: (lower row, higher row, side), side 0 the west row
    // ends, 1 the east. Each entry: the link and whether its end a is in the
    // lower row.
    using TrunkKey = std::tuple<int, int, int>;
    std::map<TrunkKey, std::vector<std::pair<std::size_t, bool>>> channels;
    for (std::size_t i = 0; i < m_p.links.size(); ++i) {
        const Link &l = m_p.links[i];
        if ((l.fabric != Fabric::Compute && l.fabric != Fabric::Storage && l.fabric != Fabric::InBand)
            || l.redundancy_group != 0 || uses[{ l.a.device, l.a.port }] != 1 || uses[{ l.b.device, l.b.port }] != 1)
            continue;
        const Device &da = device(l.a.device), &db = device(l.b.device);
        if (type(da.device_type).ports[std::size_t(l.a.port)].speed_gbps != kChannelSpeedGbps
            || type(db.device_type).ports[std::size_t(l.b.port)].speed_gbps != kChannelSpeedGbps)
            continue;
        const auto pa = placeOf.find(da.rack), pb = placeOf.find(db.rack);
        if (pa == placeOf.end() || pb == placeOf.end() || pa->second.row == pb->second.row)
            continue;
        // The row end nearer both racks (by the racks' distance from it along their rows).
        const auto along = [&](const RackPlace &p, int side) {
            const std::size_t n = m_rows[std::size_t(p.row)].racks.size();
            return side == 0 ? p.position : int(n) - 1 - p.position;
        };
        const int side
            = along(pa->second, 0) + along(pb->second, 0) <= along(pa->second, 1) + along(pb->second, 1) ? 0 : 1;
        const bool aLow = pa->second.row < pb->second.row;
        const int low = std::min(pa->second.row, pb->second.row), high = std::max(pa->second.row, pb->second.row);
        channels[{ low, high, side }].push_back({ i, aLow });
    }
    if (channels.empty()) {
        if (m_report)
            m_report->notes.push_back("structured cabling: no link between rows can run through fibre panels");
        return;
    }

    // Free U at each row end: the blanking panels of its racks from that end inward, top down.
    struct RowEnd {
        std::vector<Id> blanks; // still free, in the order they are taken
        std::size_t next = 0;
        Id panel = kNoId; // the panel whose trunk ports are being handed out
        std::size_t trunk = 0; // its next trunk port (index into trunkPorts)
        int panels = 0;
    };
    std::map<std::pair<int, int>, RowEnd> ends; // (row, side)
    std::map<Id, std::vector<Id>> blanksOf; // rack → its blanking panels, top down
    for (const auto &d : m_p.devices)
        if (d.device_type == blankType && d.rack != kNoId)
            blanksOf[d.rack].push_back(d.id);
    for (auto &[rack, blanks] : blanksOf)
        std::sort(
            blanks.begin(), blanks.end(), [&](Id x, Id y) { return device(x).u_position > device(y).u_position; });
    auto endOf = [&](int row, int side) -> RowEnd & {
        auto [it, fresh] = ends.try_emplace({ row, side });
        if (fresh) {
            std::vector<int> racks = m_rows[std::size_t(row)].racks;
            if (side == 1)
                std::reverse(racks.begin(), racks.end());
            // The half of the row at this end (the middle rack in both halves of an odd row): a
            // panel beyond it would be nearer the other end, its cords longer than point to point.
            racks.resize((racks.size() + 1) / 2);
            for (int r : racks)
                for (Id b : blanksOf[m_racks[std::size_t(r)].rack])
                    it->second.blanks.push_back(b);
        }
        return it->second;
    };
    // A trunk port at a row end for channels from `phase` on: the current panel's next one, or a
    // new panel in the next free U of a rack standing from `phase` on (a panel of an earlier
    // rack serves later channels too). {kNoId, -1}: none left.
    const auto dayOneRank = [&](Id phase) { return phase == m_dayOne ? 0 : 1; };
    auto takeTrunkPort = [&](RowEnd &e, Id phase, bool take) -> std::pair<Id, std::size_t> {
        if (e.panel != kNoId && e.trunk < trunkPorts.size() && dayOneRank(device(e.panel).phase) <= dayOneRank(phase)) {
            if (take)
                return { e.panel, e.trunk++ };
            return { e.panel, e.trunk };
        }
        for (std::size_t k = e.next; k < e.blanks.size(); ++k) {
            const Device &b = device(e.blanks[k]);
            if (dayOneRank(b.phase) > dayOneRank(phase))
                continue;
            if (!take)
                return { b.id, 0 };
            // Blanks skipped for a later phase stay free for it.
            std::swap(e.blanks[k], e.blanks[e.next]);
            const Id id = e.blanks[e.next++];
            Device &d = device(id);
            d.device_type = panelType;
            d.name = fmt::format("{}-fp-u{:02}", rackById.at(d.rack)->name, d.u_position);
            // The panel keeps the blank's phase (its rack's): it closes that U from the day the
            // rack stands, its ports patched as the channels come (a later-phase panel would leave
            // the U open, unblanked, until then).
            e.panel = id;
            e.trunk = 1;
            ++e.panels;
            return { id, 0 };
        }
        return { kNoId, 0 };
    };

    int patched = 0, trunks = 0;
    std::map<int, int> leftOutByRow;
    for (auto &[key, members] : channels) {
        const auto [low, high, side] = key;
        // Day-one channels first, so that they share trunks with each other.
        std::stable_sort(members.begin(), members.end(), [&](const auto &x, const auto &y) {
            return dayOneRank(m_p.links[x.first].phase) < dayOneRank(m_p.links[y.first].phase);
        });
        RowEnd &lowEnd = endOf(low, side);
        RowEnd &highEnd = endOf(high, side);
        for (std::size_t start = 0; start < members.size(); start += perTrunk) {
            const std::size_t stop = std::min(members.size(), start + perTrunk);
            const Id phase = m_p.links[members[start].first].phase; // the earliest of the block
            if (takeTrunkPort(lowEnd, phase, false).first == kNoId
                || takeTrunkPort(highEnd, phase, false).first == kNoId) {
                leftOutByRow[takeTrunkPort(lowEnd, phase, false).first == kNoId ? low : high]
                    += int(members.size() - start);
                break;
            }
            const auto [lowPanel, lowTrunk] = takeTrunkPort(lowEnd, phase, true);
            const auto [highPanel, highTrunk] = takeTrunkPort(highEnd, phase, true);
            ++trunks;
            for (std::size_t k = start; k < stop; ++k) {
                Link &l = m_p.links[members[k].first];
                const PortRef lowFront { lowPanel, fronts[lowTrunk * perTrunk + (k - start)] };
                const PortRef highFront { highPanel, fronts[highTrunk * perTrunk + (k - start)] };
                l.patch_a = members[k].second ? lowFront : highFront;
                l.patch_b = members[k].second ? highFront : lowFront;
                ++patched;
            }
        }
    }
    if (!m_report)
        return;
    int panels = 0;
    for (const auto &[where, e] : ends)
        panels += e.panels;
    m_report->notes.push_back(fmt::format("structured cabling: {} links between rows patched through {} fibre panels "
                                          "at the row ends, {} trunks",
        patched, panels, trunks));
    for (const auto &[row, count] : leftOutByRow) {
        const Id rowId = m_rowIds[std::size_t(row)];
        const auto named = std::find_if(m_p.rows.begin(), m_p.rows.end(), [&](const Row &r) { return r.id == rowId; });
        m_report->notes.push_back(fmt::format("structured cabling: row {} has no free U left for fibre panels at "
                                              "that end; {} links stay point to point",
            named != m_p.rows.end() ? named->name : std::to_string(row + 1), count));
    }
}

} // namespace plenum::layout
