// SPDX-License-Identifier: GPL-3.0-or-later
// Vertical cable managers (DESIGN.md §3, §5: slack is stored "within the rack's cable-manager
// capacity"). Every cable with an end in a rack is counted at every height (it runs along the
// managers to the rack exit; counting it everywhere errs on the safe side). Slack coiled in the
// rack (Cable::slack) is a coil of ⌈slack ÷ (π × coil height)⌉ turns over its height range, each
// turn crossing a horizontal plane twice; the fullest height — where the most coils overlap —
// is judged. Each end's service loop (half the cable's breakdown.service_loops_mm) is coiled the
// same way in the rack of its port, from the port's height up: a coil as high as the slack's
// (twice the cable's bend radius, at least 100 mm), ⌈loop ÷ (π × height)⌉ turns — a 1 m fibre
// loop in a 100 mm coil is 4 turns, 8 passes of the cable over 100 mm. Service loops are never on a
// tray: they stay at the device, where a later move or re-termination needs them.
//   rack.cable-manager  warning  the cables and coils of a rack fill more than
//                                rack.cable_manager_fill_ratio of its RackType's
//                                cable_manager_area_mm2 (0: not checked). The ratio follows NEC
//                                392.22's 50 % for ventilated tray (the managers' areas are class
//                                estimates, see resources/catalog/racks.yaml), hence a warning.
#include "model/channel.h"
#include "routing/rack_geometry.h"
#include "rules/cable_columns.h"
#include "rules/helpers.h"
#include "rules/port_links.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace plenum::rules {
namespace {

constexpr const char *kManager = "Rack cable managers over their fill";

struct Load {
    double cables_mm2 = 0;
    std::int64_t cables = 0;
    std::vector<std::pair<std::int64_t, double>> coil_edges; // (height, +area at its bottom / −area above its top)
    // The largest cross-section of coils overlapping at one height, and that height.
    std::pair<double, std::int64_t> fullestCoils()
    {
        std::sort(coil_edges.begin(), coil_edges.end(),
            [](const auto &x, const auto &y) { return x.first != y.first ? x.first < y.first : x.second > y.second; });
        double now = 0, best = 0;
        std::int64_t at = 0;
        for (const auto &[z, area] : coil_edges) {
            now += area;
            if (now > best + 1e-9) {
                best = now;
                at = z;
            }
        }
        return { best, at };
    }
};

// `only`: the racks to judge (nullptr: every rack); each finding is one rack's.
void check(const RuleContext &c, const IdSet *only, Findings &out)
{
    auto wanted = [&](Id rack) { return !only || only->count(rack) > 0; };
    const double ratio = c.setting("rack.cable_manager_fill_ratio");
    const routing::RackSettings rackSettings = routing::rackSettingsOf(c.project());
    std::map<Id, Load> load;
    // (rack, label): a twin-port cable once per rack. The labels are the project's own strings,
    // which outlive the check.
    struct RackLabelHash {
        std::size_t operator()(const std::pair<Id, std::string_view> &k) const
        {
            return std::hash<std::string_view>()(k.second) * 31 + std::hash<Id>()(k.first);
        }
    };
    std::unordered_set<std::pair<Id, std::string_view>, RackLabelHash> counted;
    const std::vector<Cable> &cables = c.project().cables;
    counted.reserve(only ? 0 : 2 * cables.size());
    // Scoped: the cables with an end in a rack to judge (a link's ends, its patch panel ports, a
    // trunk's ends) or a coil there, found through the devices in those racks and read in the
    // project's order, as a whole check reads them (the sums are the same).
    std::vector<char> mine;
    if (only) {
        IdSet devices;
        for (const Device &d : c.project().devices)
            if (wanted(d.rack))
                devices.insert(d.id);
        mine.assign(cables.size(), 0);
        auto markCables = [&](const Link &l) {
            for (const auto &[link, cable] : c.cablesOfLink(l.id))
                mine[std::size_t(cable - cables.data())] = 1;
        };
        if (c.portLinksGiven() && c.everyPhase() && c.cordsAndTrunks().empty()) {
            // Every cable a whole link's, and the links per port at hand with every link: the
            // links on the devices' ports (a patched link's cable fills only its ends' racks
            // then), not a pass over every link.
            for (Id device : devices)
                for (const PortLinks::Links &links : c.portLinks().linksOf(device))
                    for (const Link *l : links)
                        markCables(*l);
        } else {
            for (const Link &l : c.project().links)
                if (devices.count(l.a.device) || devices.count(l.b.device) || devices.count(l.patch_a.device)
                    || devices.count(l.patch_b.device))
                    markCables(l);
        }
        const auto rows = c.cableRows(); // coils and trunk ends without reading every cable
        for (std::size_t k = 0; k < rows.size(); ++k)
            if (wanted(rows[k].slack_rack) || devices.count(rows[k].end_a) || devices.count(rows[k].end_b))
                mine[k] = 1;
    }
    for (std::size_t k = 0; k < cables.size(); ++k) {
        if (only && !mine[k])
            continue;
        const Cable &cable = cables[k];
        if (!c.inPhase(cable.phase))
            continue;
        // A channel's cord or trunk fills the managers of its own ends' racks (model/channel.h).
        const auto [endA, endB] = cableEnds(cable, c.index().link(cable.link));
        if (endA.device == kNoId)
            continue;
        const auto *type = cableTypeOf(cable);
        if (!type)
            continue;
        const double area = M_PI / 4 * type->od_mm * type->od_mm;
        for (Id device : { endA.device, endB.device }) {
            const Device *d = c.index().device(device);
            if (!d || d->rack == kNoId || !wanted(d->rack)
                || !counted.insert({ d->rack, std::string_view(cable.label) }).second)
                continue;
            load[d->rack].cables_mm2 += area;
            ++load[d->rack].cables;
        }
        if (cable.slack.rack != kNoId && cable.slackMm() > 0 && wanted(cable.slack.rack)) {
            const double coil = std::max<double>(100, double(cable.slack.z_high_mm - cable.slack.z_low_mm));
            const double turns = std::ceil(double(cable.slackMm()) / (M_PI * coil));
            auto &edges = load[cable.slack.rack].coil_edges;
            edges.push_back({ cable.slack.z_low_mm, 2 * turns * area });
            edges.push_back({ cable.slack.z_high_mm, -2 * turns * area });
        }
        if (cable.breakdown.service_loops_mm > 0) {
            const double loop = double(cable.breakdown.service_loops_mm) / 2; // per end
            const double coil = std::max(100.0, 2 * type->bend_radius_mm);
            const double turns = std::ceil(loop / (M_PI * coil));
            for (const PortRef &end : { endA, endB }) {
                const routing::PortPlace port = routing::placePort(c.index(), end, rackSettings);
                if (!port.rack || !wanted(port.rack->id))
                    continue;
                auto &edges = load[port.rack->id].coil_edges;
                edges.push_back({ std::llround(port.z), 2 * turns * area });
                edges.push_back({ std::llround(port.z + coil), -2 * turns * area });
            }
        }
    }
    for (auto &[rackId, l] : load) {
        const Rack *r = c.index().rack(rackId);
        const RackType *t = r ? c.index().rackType(r->rack_type) : nullptr;
        if (!r || !t || t->cable_manager_area_mm2 <= 0 || !c.inPhase(r->phase))
            continue;
        const auto [coils, height] = l.fullestCoils();
        const double limit = ratio * t->cable_manager_area_mm2, used = l.cables_mm2 + coils;
        if (used > limit + 1e-6)
            out.push_back(c.finding("rack.cable-manager", Severity::Warning, kManager,
                fmt::format("rack {}: {} cables ({:.0f} mm²) and the slack and service loops coiled at {:.2f} m "
                            "({:.0f} mm²) fill "
                            "{:.0f} mm² of the {:.0f} mm² its cable managers allow ({:.0f} % of {} mm²)",
                    r->name, l.cables, l.cables_mm2, double(height) / 1000.0, coils, used, limit, 100 * ratio,
                    t->cable_manager_area_mm2),
                { r->id }, c.rackLocation(r->id)));
    }
}

} // namespace

std::unique_ptr<Rule> makeRackCableManagerRule()
{
    return std::make_unique<ScopedRule>(
        std::vector<Rule::Code> { { "rack.cable-manager", Severity::Warning, kManager } }, Rule::Scope::Racks, false,
        &check);
}

} // namespace plenum::rules
