// SPDX-License-Identifier: GPL-3.0-or-later
// a/b leaves placed apart (issue #16): a side network's a and b leaves stand at the two ends of the
// block of nodes they serve (b west, a east, layout/rack_fill.cpp), so each node's redundancy group
// (its two storage links, its bonded in-band pair) leaves its rack in opposite directions along the
// row. Generated at a small size, the DGX B300 and GB200 NVL72 templates route with no two links
// of a group overlapping on any stretch of tray beyond their racks' own segments, and check
// without resilience.shared-segment (they reported it for every such pair before).
#include "routing/redundancy.h"
#include "routing/router.h"
#include "rules/rules.h"
#include "templates/templates.h"

#include <QtTest>

#include <map>
#include <set>

using namespace plenum;

class TestRedundancyPlacement : public QObject {
    Q_OBJECT

private slots:
    void pairsLeaveInOppositeDirections_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("target");
        QTest::addRow("dgx-b300-xdr-superpod 32 of 64") << "dgx-b300-xdr-superpod" << 32 << 64;
        QTest::addRow("gb200-nvl72-superpod 144") << "gb200-nvl72-superpod" << 144 << 0;
    }
    void pairsLeaveInOppositeDirections()
    {
        QFETCH(QString, name);
        QFETCH(int, nodes);
        QFETCH(int, target);
        TemplateOptions o;
        o.nodes = nodes;
        o.target_nodes = target;
        Project p = projectFromTemplate(name.toStdString(), o);
        const routing::RouteReport report = routing::routeProject(p);
        QVERIFY(report.unrouted.empty());
        QVERIFY(report.overflows.empty());
        const ProjectIndex index(p);

        std::map<int, std::vector<const Link *>> groups;
        for (const auto &l : p.links)
            if (l.redundancy_group > 0)
                groups[l.redundancy_group].push_back(&l);
        std::map<Id, const Cable *> cableOf;
        for (const auto &c : p.cables)
            cableOf[c.link] = &c;
        auto rackOf = [&](Id device) { return index.rack(index.device(device)->rack); };

        int pairs = 0, apart = 0;
        for (const auto &[group, links] : groups) {
            // The side networks' pairs: one node, its a and b leaves.
            if (links.size() != 2 || links[0]->a.device != links[1]->a.device)
                continue;
            const Device *first = index.device(links[0]->b.device), *second = index.device(links[1]->b.device);
            if (!first->name.ends_with("-a") || !second->name.ends_with("-b"))
                continue;
            const Rack *node = rackOf(links[0]->a.device), *a = rackOf(first->id), *b = rackOf(second->id);
            // A compute node's b leaf west of its rack, its a leaf east of it, all three in one row.
            // (Storage nodes stand in the network row beside their storage-only leaves.)
            if (index.typeOfDevice(links[0]->a.device)->role != "storage") {
                ++pairs;
                if (a->row == node->row && b->row == node->row && b->position.x_mm < node->position.x_mm
                    && node->position.x_mm < a->position.x_mm)
                    ++apart;
            }
            // No stretch of tray shared beyond the racks every member touches (the node's own).
            std::vector<routing::GroupMember> ends;
            for (const Link *l : links)
                ends.push_back({ rackOf(l->a.device)->id, rackOf(l->b.device)->id });
            const std::set<Id> common = routing::commonRacks(ends);
            std::vector<std::vector<routing::SegmentSpan>> spans;
            for (std::size_t k = 0; k < links.size(); ++k) {
                const Cable *c = cableOf.at(links[k]->id);
                spans.emplace_back();
                for (const auto &s : routing::routeSpans(
                         c->route, index, rackOf(links[k]->a.device)->position, rackOf(links[k]->b.device)->position))
                    if (!routing::unavoidableEnd(ends[k], common, s.first_step, c->route.size())
                        && !routing::unavoidableEnd(ends[k], common, s.last_step, c->route.size()))
                        spans.back().push_back(s);
            }
            for (const auto &x : spans[0])
                for (const auto &y : spans[1])
                    QVERIFY2(!routing::overlapping(x, y),
                        qPrintable(QStringLiteral("group %1 shares pathway %2 segment %3")
                                       .arg(group)
                                       .arg(x.pathway)
                                       .arg(x.segment)));
        }
        QVERIFY(pairs > 0);
        QCOMPARE(apart, pairs);

        for (const auto &f : rules::runChecks(p))
            QVERIFY2(f.code != "resilience.shared-segment", f.message.c_str());
    }
};

QTEST_APPLESS_MAIN(TestRedundancyPlacement)
#include "test_redundancy_placement.moc"
