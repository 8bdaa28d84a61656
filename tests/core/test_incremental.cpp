// SPDX-License-Identifier: GPL-3.0-or-later
// Property test of the incremental engine (issue #17): random sequences of edits of every family
// on a small routed pod. After every accepted edit the incremental reroute must give exactly the
// cables (ids, order, every field) and next_id of a full route of the same edited project; its
// change set of cables must undo exactly (with the edit's inverse, back to the project before);
// every 50 steps the project is saved and reopened and must come back identical. Seeds are fixed
// and printed on failure.
#include "incremental_pod.h"
#include "routing/cage_plan.h"
#include "rules/incremental_check.h"
#include "store/project_file.h"

#include <QtTest>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <iterator>
#include <map>
#include <set>

using namespace plenum;
using namespace plenum::edit;
using namespace plenum::testing;

namespace {

// The findings of `a` that `b` lacks (as multisets), in findingBefore order.
rules::Findings without(rules::Findings a, rules::Findings b)
{
    std::sort(a.begin(), a.end(), rules::findingBefore);
    std::sort(b.begin(), b.end(), rules::findingBefore);
    rules::Findings out;
    std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out), rules::findingBefore);
    return out;
}

// test_edit_random's generator, biased so that the project keeps cables to reroute: deletions and
// tray moves a third as often, one edit in three a fabric link between two GPU servers' or
// switches' OSFP ports (often taken: then refused), and now and then a power cord from a GPU
// server's PSU to a PDU outlet, a PDU's feed changed or a GPU server's eth1 to the management
// switch.
class Edits {
public:
    // power: the pod has PDUs and a management switch (cyclicPod with roomy trays) to link to.
    Edits(unsigned seed, bool power)
        : m_random(seed)
        , m_rng(seed)
        , m_power(power)
    {
    }
    std::pair<std::string, std::function<ChangeSet(Project &)>> next(const Project &p)
    {
        static const std::set<std::string> destructive = { "delete-pathway", "move-pathway", "delete-link",
            "delete-device", "unmount", "delete-rack", "delete-row", "set-hall" };
        if (pick(3) == 0) {
            const std::string a = fabricPort(p), b = fabricPort(p);
            return { "add-link", [=](Project &q) { return addLink(q, { a, b }); } };
        }
        if (pick(10) == 0 && !p.pathways.empty())
            return joiningTray(p);
        if (m_power && pick(8) == 0) {
            const std::string a = port(p, "nvidia-dgx-h100", "PSU", 6), b = port(p, "pdu-3ph-415v-32a", "C19-", 6);
            return { "add-power-link", [=](Project &q) { return addLink(q, { a, b }); } };
        }
        if (m_power && pick(16) == 0) {
            static const char *feeds[] = { "A", "B", "" };
            return { "set-feed", [=, pdu = device(p, "pdu-3ph-415v-32a"), feed = feeds[pick(3)]](Project &q) {
                        return setDeviceFeed(q, pdu, feed);
                    } };
        }
        if (m_power && pick(12) == 0) {
            const std::string a = port(p, "nvidia-dgx-h100", "eth", 1), b = port(p, "nvidia-sn2201", "swp", 48);
            return { "add-management-link", [=](Project &q) { return addLink(q, { a, b }); } };
        }
        for (;;) {
            auto e = m_random.next(p);
            if (!destructive.count(e.first) || pick(3) == 0)
                return e;
        }
    }

private:
    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_rng); }
    // A tray edit that keeps the trays joined, so that kept cables can find a shorter route over
    // it (RandomEdits' trays rarely meet another's point): a new tray between two points of the
    // trays, square round one corner, or a tray reshaped between its own two ends through a
    // corner on a 600 mm grid — shorter or longer than before.
    std::pair<std::string, std::function<ChangeSet(Project &)>> joiningTray(const Project &p)
    {
        auto anyPoint = [&] {
            const Pathway &pw = p.pathways[std::size_t(pick(int(p.pathways.size())))];
            return pw.points.empty() ? Point3 {} : pw.points[std::size_t(pick(int(pw.points.size())))];
        };
        if (pick(2)) {
            const Point3 a = anyPoint(), b = anyPoint();
            std::vector<Point3> points { a };
            if (a.x_mm != b.x_mm && a.y_mm != b.y_mm)
                points.push_back(pick(2) ? Point3 { b.x_mm, a.y_mm, a.z_mm } : Point3 { a.x_mm, b.y_mm, a.z_mm });
            points.push_back(b);
            return { "add-joining-tray", [=, name = "J" + std::to_string(pick(1000000))](Project &q) {
                        return addPathway(q, { name, kNoId, PathwayKind::Tray, Service::Data, points, 300, 100, "" });
                    } };
        }
        const Pathway &pw = p.pathways[std::size_t(pick(int(p.pathways.size())))];
        const Point3 a = pw.points.front(), b = pw.points.back();
        const Point3 c { 600 * (1 + pick(14)), 600 * (1 + pick(12)), a.z_mm };
        std::vector<Point3> points { a, { c.x_mm, a.y_mm, a.z_mm }, { c.x_mm, b.y_mm, a.z_mm }, b };
        return { "reshape-between-ends", [=, id = pw.id](Project &q) { return reshapePathway(q, id, points); } };
    }
    // A device of type `slug`.
    std::string device(const Project &p, const std::string &slug)
    {
        std::vector<const Device *> of;
        for (const Device &d : p.devices)
            for (const DeviceType &t : p.device_types)
                if (t.id == d.device_type && t.slug == slug)
                    of.push_back(&d);
        return of.empty() ? "ghost" : of[std::size_t(pick(int(of.size())))]->name;
    }
    // A device of type `slug` and one of its ports `prefix`1…n.
    std::string port(const Project &p, const std::string &slug, const std::string &prefix, int n)
    {
        return device(p, slug) + ":" + prefix + std::to_string(1 + pick(n));
    }
    std::string fabricPort(const Project &p)
    {
        std::vector<const Device *> fabric;
        for (const Device &d : p.devices)
            for (const DeviceType &t : p.device_types)
                if (t.id == d.device_type && (t.slug == "nvidia-dgx-h100" || t.slug == "nvidia-qm9700"))
                    fabric.push_back(&d);
        if (fabric.empty())
            return "ghost:OSFP1P1";
        const Device &d = *fabric[std::size_t(pick(int(fabric.size())))];
        const bool node = d.name.rfind("node", 0) == 0 || d.name.rfind("d", 0) == 0;
        return d.name + ":OSFP" + std::to_string(1 + pick(node ? 4 : 32)) + "P" + std::to_string(1 + pick(2));
    }
    RandomEdits m_random;
    std::mt19937 m_rng;
    bool m_power;
};

} // namespace

class TestIncremental : public QObject {
    Q_OBJECT

private slots:
    void incrementalEqualsFull_data()
    {
        QTest::addColumn<unsigned>("seed");
        QTest::addColumn<int>("width"); // of the trays, mm
        for (unsigned seed : { 3u, 71u, 2027u })
            QTest::addRow("seed %u", seed) << seed << 300;
        // Trays 4 mm wide (200 mm² usable at 50 % of 4 × 100 mm): a few dozen fibres fill
        // them, so fill decides — negotiation, refused detours, segments without headroom.
        QTest::addRow("seed 5, narrow trays") << 5u << 4;
    }

    void incrementalEqualsFull()
    {
        QFETCH(unsigned, seed);
        QFETCH(int, width);
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("p.plenum")).toStdString();
        Project p = cyclicPod(width);
        routing::RoutingState state;
        routing::routeAll(p, state);
        rules::CheckState checks;
        const rules::CheckReport first = rules::checkAll(p, checks);
        const auto managers = std::count_if(first.findings->begin(), first.findings->end(),
            [](const rules::Finding &f) { return f.code == "rack.cable-manager"; });
        QVERIFY2(managers > 0 && managers < std::int64_t(p.racks.size()),
            qPrintable(QStringLiteral("%1 racks over their managers' fill").arg(managers)));
        std::size_t rerun = 0, providers = 0; // over the incremental checks
        QVERIFY(state.cache.valid);
        if (width == 300) {
            QVERIFY2(state.cache.exact, "the starting pod's trays are far from full: its route is exact");
            QVERIFY2(!state.cache.detour_first.empty(), "a row-B group member detours round the far cross tray");
        } else {
            QVERIFY2(!state.cache.exact, "the narrow trays are nearly full: the route depends on fill");
        }
        Edits edits(seed, width >= 100);
        int accepted = 0, fallbacks = 0, incremental = 0;
        std::int64_t laid = 0, links = 0; // over the incremental runs: links laid again, links in all
        std::map<std::string, int> fallbackWhy;
        // Per provider that rechecks part of the project (Rule::scope): its findings that appeared
        // and cleared in the incremental checks.
        std::map<std::string, std::pair<int, int>> churn; // first code of the provider → appeared, cleared
        std::map<std::string, std::string> providerOf; // code → first code of its provider
        for (const auto &rule : rules::allRules())
            if (rule->scope() != rules::Rule::Scope::None)
                for (const auto &code : rule->codes())
                    providerOf[code.code] = rule->codes().front().code;
        for (int step = 0; step < 1200; ++step) {
            if (step % 150 == 149) { // random edits wear the pod down (unmounted devices, stray trays): start again
                p = cyclicPod(width);
                state = {};
                routing::routeAll(p, state);
                checks = {};
                rules::checkAll(p, checks);
            }
            const auto [op, edit] = edits.next(p);
            const Project before = p;
            ChangeSet cs;
            try {
                cs = edit(p);
            } catch (const Error &) {
                QVERIFY(p == before);
                continue;
            }
            ++accepted;
            const auto where = [&, op = op](const std::string &what) {
                return QStringLiteral("seed %1 step %2 %3: %4")
                    .arg(seed)
                    .arg(step)
                    .arg(QString::fromStdString(op), QString::fromStdString(what));
            };
            Project full = p;
            routing::RoutingState fullState;
            const routing::RerouteReport fullReport = routing::routeAll(full, fullState);
            const routing::RerouteReport r = routing::rerouteIncremental(p, state, cs);
            if (r.fallback) {
                ++fallbacks;
                QVERIFY(!r.fallback_reason.empty());
                ++fallbackWhy[std::string(routing::fallbackName(r.cause))];
            } else {
                ++incremental;
                laid += r.route.routed;
                links += std::int64_t(p.links.size());
                // The fill it judged headroom by (the kept cables' sums and the cables laid
                // again) is the full route's, to rounding: the same segments, cables and loads.
                const auto &fills = r.route.fills, &fullFills = fullReport.route.fills;
                QVERIFY2(fills.size() == fullFills.size(),
                    qPrintable(where(std::to_string(fills.size()) + " segments filled, a full route "
                        + std::to_string(fullFills.size()))));
                for (std::size_t k = 0; k < fills.size(); ++k) {
                    const routing::SegmentFill &x = fills[k], &y = fullFills[k];
                    QVERIFY2(x.pathway == y.pathway && x.segment == y.segment && x.cables == y.cables
                            && std::abs(x.used_mm2 - y.used_mm2) <= 1e-6 * std::max(1.0, y.used_mm2)
                            && std::abs(x.kg_per_m - y.kg_per_m) <= 1e-6 * std::max(1.0, y.kg_per_m),
                        qPrintable(where(fmt::format("fill of pathway {} segment {}: {} cables, {} mm², {} kg/m; a "
                                                     "full route {}, {}, {}",
                            x.pathway, x.segment, x.cables, x.used_mm2, x.kg_per_m, y.cables, y.used_mm2,
                            y.kg_per_m))));
                }
            }
            QVERIFY2(p == full, qPrintable(where(firstDifference(p, full))));
            // The state the next edit starts from is a full route's: the links it knows, what each
            // adds to the racks' counts, and those counts (a deleted link's must leave them).
            const auto keysOf = [](const auto &map) {
                std::set<Id> keys;
                for (const auto &entry : map)
                    keys.insert(entry.first);
                return keys;
            };
            QVERIFY2(state.cache.inputs == fullState.cache.inputs, qPrintable(where("cached links' inputs differ")));
            QVERIFY2(keysOf(state.cache.contribution) == keysOf(fullState.cache.contribution),
                qPrintable(where("cached contributions differ")));
            // The cages and cage groups kept for the next edit of no link or device are the
            // project's own (routing/cage_plan.h), also after a run that took them from the cache.
            const auto cageKey
                = [](const routing::CageEnd &e) { return std::tuple(e.device, e.capacity, e.first_port); };
            const auto &cages = state.cache.cages, &fullCages = fullState.cache.cages;
            QVERIFY2(cages.size() == p.links.size() && fullCages.size() == p.links.size(),
                qPrintable(where("cached cages are not one per link")));
            for (std::size_t i = 0; i < cages.size(); ++i)
                QVERIFY2(cageKey(cages[i].a) == cageKey(fullCages[i].a)
                        && cageKey(cages[i].b) == cageKey(fullCages[i].b) && cages[i].valid == fullCages[i].valid,
                    qPrintable(where("cached cages differ at link " + std::to_string(p.links[i].id))));
            const auto &groups = state.cache.groups, &fullGroups = fullState.cache.groups;
            QVERIFY2(groups.size() == fullGroups.size(), qPrintable(where("cached cage groups differ in number")));
            for (std::size_t i = 0; i < groups.size(); ++i)
                QVERIFY2(groups[i].assembly == fullGroups[i].assembly && groups[i].partner == fullGroups[i].partner
                        && groups[i].lead == fullGroups[i].lead && groups[i].twin_at_a == fullGroups[i].twin_at_a,
                    qPrintable(where("cached cage groups differ at link " + std::to_string(p.links[i].id))));
            // The table's fill and each cable's link kept for the next edit are the full route's.
            QVERIFY2(!state.cache.sums || *state.cache.sums == *fullState.cache.sums,
                qPrintable(where("the fill kept differs from a full route's")));
            QVERIFY2(state.cache.cable_of_link == fullState.cache.cable_of_link
                    && state.cache.link_of_cable == fullState.cache.link_of_cable,
                qPrintable(where("the cables' links kept differ from a full route's")));
            const rules::Findings previous = checks.merged ? *checks.merged : rules::Findings {};
            const rules::CheckReport found = rules::checkIncremental(p, checks, { &cs, &r.cables });
            const rules::Findings expected = rules::runChecks(full);
            QVERIFY2(*found.findings == expected,
                qPrintable(where("findings differ: " + std::to_string(found.findings->size()) + " vs "
                    + std::to_string(expected.size()) + "; " + firstDifference(*found.findings, expected))));
            // What the check says appeared and cleared is what the lists before and after differ by.
            QVERIFY2(without(found.appeared, {}) == without(expected, previous)
                    && without(found.cleared, {}) == without(previous, expected),
                qPrintable(where("appeared or cleared findings differ from the lists' difference")));
            QVERIFY2(checks.cables == rules::CableColumns(p), qPrintable(where("the checks' cable columns differ")));
            QVERIFY2(checks.fill == rules::FillSums(p, ProjectIndex(p)),
                qPrintable(where("the checks' pathway fill differs from a sum over every cable")));
            rerun += found.rerun;
            providers += found.providers;
            for (const rules::Finding &f : found.appeared)
                if (auto it = providerOf.find(f.code); it != providerOf.end())
                    ++churn[it->second].first;
            for (const rules::Finding &f : found.cleared)
                if (auto it = providerOf.find(f.code); it != providerOf.end())
                    ++churn[it->second].second;
            QVERIFY2(checkInvariants(p).empty(), qPrintable(where("invariants")));
            if (step % 7 == 0) {
                // Undo the reroute's cables and the edit: the project before, exactly; then the
                // incremental reroute of the undo changes nothing, and redo routes as a full run.
                const Project after = p;
                // The change sets as applied (apply() returns their inverses): what the reroute
                // and the check are told happened.
                ChangeSet undo = apply(p, r.cables.inverted()).inverted();
                const ChangeSet undoEdit = apply(p, cs.inverted()).inverted();
                QVERIFY2(p == before, qPrintable(where("undo differs")));
                undo.changes.insert(undo.changes.end(), undoEdit.changes.begin(), undoEdit.changes.end());
                const routing::RerouteReport u = routing::rerouteIncremental(p, state, undo);
                QVERIFY2(p == before, qPrintable(where("rerouting the undone project changed it")));
                {
                    Project again = before;
                    routing::RoutingState beforeState;
                    routing::routeAll(again, beforeState);
                    QVERIFY2(!state.cache.sums || *state.cache.sums == *beforeState.cache.sums,
                        qPrintable(where("the fill kept after undo differs from a full route's")));
                }
                QVERIFY2(u.cables.changes.empty(), qPrintable(where("undo reroute reported changes")));
                QVERIFY2(*rules::checkIncremental(p, checks, { &undo }).findings == rules::runChecks(before),
                    qPrintable(where("findings after undo differ")));
                apply(p, cs);
                const routing::RerouteReport redo = routing::rerouteIncremental(p, state, cs);
                QVERIFY2(p == after, qPrintable(where("redo differs")));
                QVERIFY2(*rules::checkIncremental(p, checks, { &cs, &redo.cables }).findings == expected,
                    qPrintable(where("findings after redo differ")));
                QVERIFY2(checks.cables == rules::CableColumns(p), qPrintable(where("cable columns after redo differ")));
            }
            if (step % 50 == 49) {
                saveProject(p, file);
                QVERIFY2(openProject(file) == p, qPrintable(where("save and reopen differ")));
            }
        }
        QString why;
        for (const auto &[w, n] : fallbackWhy)
            why += QStringLiteral("%1 %2 ").arg(QString::fromStdString(w)).arg(n);
        qInfo("seed %u: %d accepted edits, %d incremental (laying %.1f %% of the links again), %d fell back to a full "
              "route (%.0f %%): %s",
            seed, accepted, incremental, 100.0 * double(laid) / double(std::max<std::int64_t>(1, links)), fallbacks,
            100.0 * fallbacks / std::max(1, accepted), qPrintable(why));
        qInfo("incremental checks ran %.0f %% of the rule providers",
            100.0 * double(rerun) / double(std::max<std::size_t>(1, providers)));
        qInfo("at the end: %zu racks, %zu devices, %zu links, %zu cables", p.racks.size(), p.devices.size(),
            p.links.size(), p.cables.size());
        for (const auto &[provider, code] : providerOf)
            if (provider == code)
                qInfo("%s: %d findings appeared, %d cleared", provider.c_str(), churn[provider].first,
                    churn[provider].second);
        if (width == 300) // the narrow run's pod has no PDUs nor management switch
            for (const char *provider :
                { "rack.cable-manager", "cable.reach", "cable.slack", "pathway.fill", "pathway.power-data",
                    "power.feed-split", "resilience.shared-segment", "fabric.unconnected", "fabric.rail-misaligned",
                    "cable.bend-radius", "cable.detour", "cable.unrouted", "power.rack-budget", "airflow.blanking",
                    "airflow.rack-facing", "airflow.intake", "space.aisle-width", "space.rack-weight" })
                QVERIFY2(churn[provider].first > 0 && churn[provider].second > 0,
                    qPrintable(QStringLiteral("%1's findings appear and clear").arg(QString::fromLatin1(provider))));
        QVERIFY(accepted > 300);
        if (width == 300)
            QVERIFY2(incremental > accepted / 2, "device, link and name edits stay incremental");
        else
            QVERIFY2(fallbackWhy["fill"] > 0, "fill-dependent routes fall back");
    }
};

QTEST_APPLESS_MAIN(TestIncremental)
#include "test_incremental.moc"
