// SPDX-License-Identifier: GPL-3.0-or-later
// Structured cabling (issue #16, BuildRequest::cabling, model/channel.h). The links between rows
// that can run through fibre panels are patched: each row is cut into zones of at most the
// cross-aisle spacing (HallSpec::cross_ladder_every_racks, at least two zones: the row's two
// halves), panels take the blanking panels' place in the racks of each end's own zone, and one
// trunk joins a trunk port of a panel in one zone to a trunk port of a panel in the other, twelve
// channels on each trunk port (the catalogue panel's front ports per trunk port). The zones at a
// row's ends fill their racks from the row end inward (row-end panels, next to the backbones); a
// zone between them from its middle outward, so that no cord runs further than about half a zone
// (as TIA-942's zone distribution areas do: in a long row, panels at the row end alone make every cord from
// the row's middle longer than the point-to-point cable it replaces).
//
// Which links: data links (compute, storage, in-band) between racks of different rows, at 400G (the
// speed the catalogue has MPO-12/APC cords for in both multimode and single-mode), each port
// carrying one link (not an 800G port split in two), and in no redundancy group — the members of
// a group want disjoint pathways, which a trunk shared with the other member would defeat. The
// rest stay point to point. Where a zone runs out of free U, the remaining channels of that zone
// stay point to point and the report says how many, by row.
#include "layout/builder.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <tuple>

namespace plenum::layout {
namespace {

constexpr const char *kPanelSlug = "fibre-panel-mpo-24-trunk";
constexpr int kChannelSpeedGbps = 400;

// Where a rack stands: its row, position from the row's west end and zone in the row.
struct RackPlace {
    int row = -1;
    int position = -1;
    int zone = -1;
};

// Zones of a row of n racks: at most `every` racks each (0: the row's two halves), at least two.
int zonesOf(std::size_t n, int every)
{
    if (every <= 0)
        return 2;
    return std::max(2, int((n + std::size_t(every) - 1) / std::size_t(every)));
}

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
    const int every = m_req.hall.cross_ladder_every_racks;
    for (std::size_t row = 0; row < m_rows.size(); ++row) {
        const std::size_t n = m_rows[row].racks.size();
        const int zones = zonesOf(n, every);
        for (std::size_t k = 0; k < n; ++k)
            placeOf[m_racks[std::size_t(m_rows[row].racks[k])].rack]
                = { int(row), int(k), int(k * std::size_t(zones) / n) };
    }
    std::map<std::pair<Id, int>, int> uses; // port → links on it
    for (const auto &l : m_p.links)
        for (const PortRef *r : { &l.a, &l.b })
            ++uses[{ r->device, r->port }];

    // The channels by the trunk they take: (lower row, its zone, higher row, its zone). Each
    // entry: the link and whether its end a is in the lower row.
    using TrunkKey = std::tuple<int, int, int, int>;
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
        const bool aLow = pa->second.row < pb->second.row;
        const RackPlace &low = aLow ? pa->second : pb->second, &high = aLow ? pb->second : pa->second;
        channels[{ low.row, low.zone, high.row, high.zone }].push_back({ i, aLow });
    }
    if (channels.empty()) {
        if (m_report)
            m_report->notes.push_back("structured cabling: no link between rows can run through fibre panels");
        return;
    }

    // Free U in each zone: the blanking panels of its racks in the order they are taken, top down.
    struct RowEnd {
        std::vector<Id> blanks; // still free, in the order they are taken
        std::size_t next = 0;
        Id panel = kNoId; // the panel whose trunk ports are being handed out
        std::size_t trunk = 0; // its next trunk port (index into trunkPorts)
        int panels = 0;
    };
    std::map<std::pair<int, int>, RowEnd> ends; // (row, zone)
    std::map<Id, std::vector<Id>> blanksOf; // rack → its blanking panels, top down
    for (const auto &d : m_p.devices)
        if (d.device_type == blankType && d.rack != kNoId)
            blanksOf[d.rack].push_back(d.id);
    for (auto &[rack, blanks] : blanksOf)
        std::sort(
            blanks.begin(), blanks.end(), [&](Id x, Id y) { return device(x).u_position > device(y).u_position; });
    auto endOf = [&](int row, int zone) -> RowEnd & {
        auto [it, fresh] = ends.try_emplace({ row, zone });
        if (fresh) {
            const std::vector<int> &all = m_rows[std::size_t(row)].racks;
            const int zones = zonesOf(all.size(), every);
            std::vector<int> racks;
            for (std::size_t k = 0; k < all.size(); ++k)
                if (int(k * std::size_t(zones) / all.size()) == zone)
                    racks.push_back(all[k]);
            if (zone == zones - 1) // the east end's zone: from the east end inward
                std::reverse(racks.begin(), racks.end());
            else if (zone > 0) { // between the ends: from the zone's middle outward
                const double middle = double(racks.size() - 1) / 2;
                std::vector<int> byDistance(racks.size());
                for (std::size_t k = 0; k < racks.size(); ++k)
                    byDistance[k] = int(k);
                std::stable_sort(byDistance.begin(), byDistance.end(),
                    [&](int x, int y) { return std::abs(double(x) - middle) < std::abs(double(y) - middle); });
                std::vector<int> ordered;
                for (int k : byDistance)
                    ordered.push_back(racks[std::size_t(k)]);
                racks = ordered;
            }
            for (int r : racks)
                for (Id b : blanksOf[m_racks[std::size_t(r)].rack])
                    it->second.blanks.push_back(b);
        }
        return it->second;
    };
    // A trunk port in a zone for channels from `phase` on: the current panel's next one, or a
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
        const auto [low, lowZone, high, highZone] = key;
        // Day-one channels first, so that they share trunks with each other.
        std::stable_sort(members.begin(), members.end(), [&](const auto &x, const auto &y) {
            return dayOneRank(m_p.links[x.first].phase) < dayOneRank(m_p.links[y.first].phase);
        });
        RowEnd &lowEnd = endOf(low, lowZone);
        RowEnd &highEnd = endOf(high, highZone);
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
    int panels = 0, zones = 0;
    for (const auto &[where, e] : ends) {
        panels += e.panels;
        zones += e.panels > 0 ? 1 : 0;
    }
    m_report->notes.push_back(fmt::format("structured cabling: {} links between rows patched through {} fibre panels "
                                          "in {} zones of up to {} racks, {} trunks",
        patched, panels, zones, every > 0 ? std::to_string(every) : "half a row", trunks));
    for (const auto &[row, count] : leftOutByRow) {
        const Id rowId = m_rowIds[std::size_t(row)];
        const auto named = std::find_if(m_p.rows.begin(), m_p.rows.end(), [&](const Row &r) { return r.id == rowId; });
        m_report->notes.push_back(fmt::format("structured cabling: row {} has no free U left for fibre panels in "
                                              "a zone; {} links stay point to point",
            named != m_p.rows.end() ? named->name : std::to_string(row + 1), count));
    }
}

} // namespace plenum::layout
