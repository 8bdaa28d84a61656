// SPDX-License-Identifier: GPL-3.0-or-later
// The design rule checker (DESIGN.md §7) as a whole, on the base project of rules_fixture.h: it is
// clean, every declared code belongs to a family whose cases are tested (test_rules_<family>.cpp),
// phases and code filters select what is checked, findings come in a fixed order with locations,
// limits fall back to defaults, and progress can cancel a run.
#include "rules/helpers.h"
#include "rules/port_links.h"
#include "rules_fixture.h"
#include "templates/templates.h"

#include <sstream>

using namespace plenum;
using namespace plenum::rules;
using namespace plenum::rules::test;

class TestRules : public QObject {
    Q_OBJECT
private slots:
    void baseIsClean()
    {
        Fixture f;
        const auto problems = checkInvariants(f.p);
        QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
        const Findings findings = runChecks(f.p);
        QVERIFY2(findings.empty(), dump(findings).c_str());
    }

    // pathway.unjoined says where an end meets the other pathway, hand-measured against ladder-A
    // ((2000, 5000) – (3300, 5000) – (5000, 5000) at 2,500 mm, 300 × 100 mm): on it between its
    // points, 100 mm above its point at x 3,300, 200 mm beside it; and a pathway of a later phase
    // than the one checked is not there.
    void unjoinedEndsSayWhereTheyMeet()
    {
        Fixture f;
        auto add = [&](const char *name, std::vector<Point3> points, Id phase) {
            Pathway pw;
            pw.id = f.p.allocateId();
            pw.name = name;
            pw.hall = f.hall;
            pw.service = Service::Data;
            pw.points = std::move(points);
            pw.phase = phase;
            f.p.pathways.push_back(pw);
        };
        add("on", { { 4000, 3000, 2500 }, { 4000, 5000, 2500 } }, f.dayOne);
        add("raised", { { 3300, 7000, 2600 }, { 3300, 5000, 2600 } }, f.dayOne);
        add("short", { { 2500, 3000, 2500 }, { 2500, 4800, 2500 } }, f.target);
        std::vector<std::string> messages;
        for (const Finding &x : runChecks(f.p))
            if (x.code == "pathway.unjoined") {
                messages.push_back(x.message.substr(0, x.message.find(" without")));
                QCOMPARE(x.objects.size(), std::size_t(2));
                QCOMPARE(x.objects.back(), f.ladder);
            }
        std::sort(messages.begin(), messages.end());
        const std::vector<std::string> expected { "pathway on ends on ladder-A between its points",
            "pathway raised ends 100 mm above ladder-A", "pathway short ends 200 mm beside ladder-A" };
        QCOMPARE(messages, expected);
        CheckOptions dayOne;
        dayOne.phase = "day-one";
        const Findings atDayOne = runChecks(f.p, dayOne);
        QCOMPARE(std::count_if(
                     atDayOne.begin(), atDayOne.end(), [](const Finding &x) { return x.code == "pathway.unjoined"; }),
            std::ptrdiff_t(2));
    }

    // The context's cable tables (rules.h): a cable by id, the cables of a link, the cords and
    // trunks; with two cables of one id (an untrusted file) the id names the first, and
    // forCablesIn falls back to a pass over every cable so that both are still judged.
    void cableTablesOfTheContext()
    {
        Fixture f;
        f.cableRef(f.cable2).span = CableSpan::CordA;
        {
            const RuleContext c(f.p, {});
            QVERIFY(c.cableIdsUnique());
            QCOMPARE(c.cable(f.cable1), &rig::byId(f.p.cables, f.cable1));
            QCOMPARE(c.cable(f.cable2), &rig::byId(f.p.cables, f.cable2));
            QCOMPARE(c.cable(f.link1), static_cast<const Cable *>(nullptr)); // a link's id is no cable's
            QCOMPARE(c.cable(f.p.next_id + 5), static_cast<const Cable *>(nullptr));
            QCOMPARE(int(c.cordsAndTrunks().size()), 1);
            QCOMPARE(c.cordsAndTrunks().front()->id, f.cable2);
            QCOMPARE(c.cableOfLink(f.link1), c.cable(f.cable1));
            std::vector<Id> visited;
            const IdSet only { f.cable2, f.link1 };
            forCablesIn(c, &only, [&](const Cable &k) { visited.push_back(k.id); });
            QCOMPARE(visited, std::vector<Id> { f.cable2 });
        }
        Cable twin = rig::byId(f.p.cables, f.cable1);
        twin.label = "twin";
        f.p.cables.push_back(twin);
        const RuleContext c(f.p, {});
        QVERIFY(!c.cableIdsUnique());
        QCOMPARE(c.cable(f.cable1)->label, rig::byId(f.p.cables, f.cable1).label);
        std::vector<std::string> labels;
        const IdSet only { f.cable1 };
        forCablesIn(c, &only, [&](const Cable &k) { labels.push_back(k.label); });
        QCOMPARE(labels, (std::vector<std::string> { rig::byId(f.p.cables, f.cable1).label, "twin" }));
        // Out of link order (link1's second cable after link2's): a link's cables are still one
        // run, in the project's order, and the table by link is sorted.
        const CablesByLink ofLink1 = c.cablesOfLink(f.link1);
        QCOMPARE(int(ofLink1.size()), 2);
        QCOMPARE(ofLink1[0].second->label, rig::byId(f.p.cables, f.cable1).label);
        QCOMPARE(ofLink1[1].second->label, std::string("twin"));
        QCOMPARE(c.cableOfLink(f.link1)->label, std::string("twin"));
        QCOMPARE(int(c.cablesOfLink(f.link2).size()), 1);
        QCOMPARE(c.cablesOfLink(f.link2)[0].second->id, f.cable2);
        QVERIFY(c.cablesOfLink(f.p.next_id + 5).empty());
        const CablesByLink all = c.cablesByLink();
        QCOMPARE(all.size(), f.p.cables.size());
        for (std::size_t i = 1; i < all.size(); ++i)
            QVERIFY(all.linkAt(i - 1) <= all.linkAt(i));
    }

    // Every code a rule declares is unique, has a title and belongs to a family that has its own
    // test of firing and quiet cases (PLENUM_RULE_FAMILIES: the test_rules_<family> executables).
    void everyCodeIsTested()
    {
        std::set<std::string> families;
        std::istringstream list(PLENUM_RULE_FAMILIES);
        for (std::string family; std::getline(list, family, ',');)
            families.insert(family);
        std::set<std::string> declared;
        for (const auto &rule : allRules())
            for (const auto &code : rule->codes()) {
                QVERIFY2(declared.insert(code.code).second, code.code);
                QVERIFY(std::string(code.title).size() > 5);
                QVERIFY2(families.count(familyOf(code.code)),
                    (std::string(code.code) + ": no test_rules_" + familyOf(code.code) + " checks its cases").c_str());
            }
    }

    // Objects of later phases are left out: an overlap added at target is not a day-one finding.
    void phaseSelection()
    {
        Fixture f;
        const Id late = f.device("late", f.leafType, f.r1, 5);
        f.device(late).phase = f.target;
        QVERIFY(has(runChecks(f.p), "space.u-overlap"));
        QVERIFY(has(runChecks(f.p, { "target", {} }), "space.u-overlap"));
        QVERIFY(!has(runChecks(f.p, { "day-one", {} }), "space.u-overlap"));
        QVERIFY_THROWS_EXCEPTION(Error, runChecks(f.p, { "phase-9", {} }));
    }

    void onlyCodes()
    {
        Fixture f;
        f.device(f.n2).u_position = 2;
        f.rackRef(f.r1).rotation_deg = 180;
        const Findings airflow = runChecks(f.p, { "", { "airflow." } });
        QVERIFY(has(airflow, "airflow.rack-facing"));
        QVERIFY(!has(airflow, "space.u-overlap"));
        const Findings exact = runChecks(f.p, { "", { "space.u-overlap" } });
        QVERIFY(has(exact, "space.u-overlap"));
        QVERIFY(!has(exact, "airflow.rack-facing"));
    }

    // Same project, same findings in the same order; errors first.
    void deterministicOrder()
    {
        Fixture f;
        f.device(f.n2).u_position = 2;
        f.cableRef(f.cable1).ordered_length_mm = 9000;
        f.p.settings["airflow.rack_cooling_w"] = 1000;
        const Findings a = runChecks(f.p), b = runChecks(f.p);
        QCOMPARE(a, b);
        QVERIFY(a.size() >= 3);
        for (std::size_t i = 1; i < a.size(); ++i)
            QVERIFY(a[i - 1].severity <= a[i].severity);
        QCOMPARE(errorCount(a), std::size_t(std::count_if(a.begin(), a.end(), [](const Finding &x) {
            return x.severity == Severity::Error;
        })));
    }

    // PortLinks groups the link ends by (device id, port), each port's links in project order, as
    // a map filled link by link does: on a generated pod whose devices are not in id order, with a
    // port carrying two links and a link on one port at both ends; and with an end on a device the
    // project does not have (a damaged project, sorted another way).
    void portLinksGroupByPort()
    {
        TemplateOptions options;
        options.nodes = 32;
        Project p = projectFromTemplate("dgx-h100-superpod", options);
        std::reverse(p.devices.begin(), p.devices.end());
        p.links.push_back(p.links.front()); // a second link on both of the first link's ports
        p.links.back().id = p.allocateId();
        p.links.push_back(p.links.front());
        p.links.back().id = p.allocateId();
        p.links.back().b = p.links.back().a; // both ends on one port
        for (bool damaged : { false, true }) {
            if (damaged) {
                p.links.push_back(p.links[5]);
                p.links.back().id = p.allocateId();
                p.links.back().b.device = 999999;
            }
            std::map<std::pair<Id, int>, std::vector<const Link *>> expected;
            for (const Link &l : p.links)
                for (const PortRef *end : { &l.a, &l.b })
                    expected[{ end->device, end->port }].push_back(&l);
            const RuleContext context(p, {});
            const PortLinks &links = context.portLinks();
            auto it = expected.begin();
            links.forEachPort([&](Id device, int port, const rules::PortLinks::Links &on) {
                QVERIFY(it != expected.end());
                QCOMPARE(std::pair(device, port), it->first);
                QVERIFY(std::equal(on.begin(), on.end(), it->second.begin(), it->second.end()));
                ++it;
            });
            QVERIFY(it == expected.end());
            QCOMPARE(links.uses(p.links.front().a), 4); // the first link, its copy and the copy's two ends
            QCOMPARE(links.uses(PortRef { p.devices.front().id, 999 }), 0);
        }
    }

    // Limits are project data: a setting the project lacks falls back to ruleDefaults().
    void settingsFallBack()
    {
        Fixture f;
        f.p.settings.clear();
        QVERIFY2(runChecks(f.p).empty(), dump(runChecks(f.p)).c_str());
        const RuleContext context(f.p, {});
        QCOMPARE(context.setting("power.breaker_continuous_ratio"), 0.8);
        f.p.settings["power.breaker_continuous_ratio"] = 0.5;
        const RuleContext changed(f.p, {});
        QCOMPARE(changed.setting("power.breaker_continuous_ratio"), 0.5);
    }

    // CheckOptions::progress: told once per rule provider and once at the end, rising to total; a
    // hook that never cancels changes nothing; a false stops the run with "checks cancelled".
    void progressAndCancel()
    {
        Fixture f;
        f.device(f.n2).u_position = 2;
        std::vector<std::int64_t> done;
        CheckOptions options;
        options.progress = [&](std::int64_t d, std::int64_t total, std::string_view what) {
            done.push_back(d);
            return total == std::int64_t(allRules().size()) && !what.empty();
        };
        const Findings reported = runChecks(f.p, options);
        QCOMPARE(reported, runChecks(f.p));
        QCOMPARE(done.size(), allRules().size() + 1);
        for (std::size_t i = 0; i < done.size(); ++i)
            QCOMPARE(done[i], std::int64_t(i));

        int calls = 0;
        options.progress = [&](std::int64_t, std::int64_t, std::string_view) { return ++calls < 3; };
        try {
            runChecks(f.p, options);
            QFAIL("checks were not cancelled");
        } catch (const Error &e) {
            QCOMPARE(std::string(e.what()), std::string("checks cancelled"));
        }
        QCOMPARE(calls, 3);
    }

    void locations()
    {
        Fixture f;
        f.rackRef(f.r1).rotation_deg = 180;
        const Findings findings = runChecks(f.p, { "", { "airflow.rack-facing" } });
        QCOMPARE(findings.size(), std::size_t(1));
        QVERIFY(findings[0].location);
        QCOMPARE(findings[0].location->hall, f.hall);
        QCOMPARE(findings[0].location->x_mm, std::int64_t(3000));
        QCOMPARE(findings[0].objects.front(), f.r1);
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "test_rules.moc"
