// SPDX-License-Identifier: GPL-3.0-or-later
// The checks panel's data: ProjectJobs runs the rule checker in the background and the Document
// keeps only findings of its current revision; CheckTreeModel (under QAbstractItemModelTester)
// groups them by rule; picking a finding highlights its objects, selects what the views show, and
// the floor plan and the elevation mark them.
#include "document/document.h"
#include "floor/floor_plan_item.h"
#include "jobs/project_jobs.h"
#include "models/check_tree_model.h"
#include "rack/elevation_item.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <set>

using namespace plenum;
using namespace plenum::app;

class TestCheckModels : public QObject {
    Q_OBJECT

private slots:
    void findingsGroupedByRule()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        CheckTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&doc);
        QCOMPARE(model.rowCount(), 0);
        ProjectJobs jobs;
        jobs.setAutoCheck(false);
        jobs.setDocument(&doc);
        jobs.runChecks();
        QVERIFY(jobs.checks()->isRunning());
        QVERIFY(jobs.checks()->waitForFinished());
        QVERIFY(doc.findingsCurrent());

        const rules::Findings expected = rules::runChecks(doc.project());
        QVERIFY(!expected.empty()); // the starter's documented findings (no PDUs)
        QCOMPARE(model.findingCount(), int(expected.size()));
        std::set<std::string> codes;
        for (const auto &f : expected)
            codes.insert(f.code);
        QCOMPARE(model.rowCount(), int(codes.size()));
        QCOMPARE(model.errorCount(), int(rules::errorCount(expected)));

        int children = 0;
        for (int g = 0; g < model.rowCount(); ++g) {
            const QModelIndex group = model.index(g, 0);
            QVERIFY(group.data(CheckTreeModel::IsGroupRole).toBool());
            QCOMPARE(model.rowCount(group), group.data(CheckTreeModel::CountRole).toInt());
            for (int r = 0; r < model.rowCount(group); ++r) {
                const QModelIndex child = model.index(r, 0, group);
                QCOMPARE(child.parent(), group);
                QCOMPARE(child.data(CheckTreeModel::CodeRole), group.data(CheckTreeModel::CodeRole));
                QVERIFY(!child.data(CheckTreeModel::MessageRole).toString().isEmpty());
            }
            children += model.rowCount(group);
        }
        QCOMPARE(children, int(expected.size()));
        // The engine's order: the first group is the first finding's rule, with its message first.
        const QModelIndex first = model.index(0, 0, model.index(0, 0));
        QCOMPARE(first.data(CheckTreeModel::CodeRole).toString(), QString::fromStdString(expected.front().code));
        QCOMPARE(first.data(CheckTreeModel::MessageRole).toString(), QString::fromStdString(expected.front().message));
        QCOMPARE(first.data(CheckTreeModel::SeverityRole).toString(), severityName(expected.front().severity));
        QCOMPARE(model.objectIds(first).size(), qsizetype(expected.front().objects.size()));
    }

    // A finding's row names its objects as the project names them: a device or rack by name, a
    // link as "device ↔ device", a cable by its label, at most four then "…"; after a rename the
    // row names the object anew.
    void findingRowsNameTheirObjects()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        CheckTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&doc);
        ProjectJobs jobs;
        jobs.setAutoCheck(false);
        jobs.setDocument(&doc);
        jobs.runChecks();
        QVERIFY(jobs.checks()->waitForFinished());
        const Project &p = doc.project();
        auto nameOf = [&](Id id) -> QString {
            for (const Device &d : p.devices)
                if (d.id == id)
                    return QString::fromStdString(d.name);
            for (const Rack &r : p.racks)
                if (r.id == id)
                    return QString::fromStdString(r.name);
            for (const Pathway &pw : p.pathways)
                if (pw.id == id)
                    return QString::fromStdString(pw.name);
            for (const Cable &c : p.cables)
                if (c.id == id)
                    return QString::fromStdString(c.label);
            return QStringLiteral("#%1").arg(id);
        };
        auto expected = [&](const QModelIndex &row) {
            QStringList parts;
            for (const QVariant &v : model.objectIds(row)) {
                if (parts.size() == 4) {
                    parts.append(QStringLiteral("…"));
                    break;
                }
                const Id id = v.toLongLong();
                QString name = nameOf(id);
                for (const Link &l : p.links)
                    if (l.id == id)
                        name = nameOf(l.a.device) + QStringLiteral(" ↔ ") + nameOf(l.b.device);
                parts.append(name);
            }
            return parts.join(QStringLiteral(", "));
        };
        auto findingRows = [&] { // every finding's row, group by group
            std::vector<QModelIndex> rows;
            for (int g = 0; g < model.rowCount(); ++g)
                for (int r = 0; r < model.rowCount(model.index(g, 0)); ++r)
                    rows.push_back(model.index(r, 0, model.index(g, 0)));
            return rows;
        };
        int named = 0;
        Id renamed = kNoId;
        for (const QModelIndex &row : findingRows()) {
            const QString names = row.data(CheckTreeModel::ObjectNamesRole).toString();
            QCOMPARE(names, expected(row));
            named += !names.isEmpty() && !names.startsWith(QLatin1Char('#'));
            for (const QVariant &v : model.objectIds(row))
                for (const Device &d : p.devices)
                    if (renamed == kNoId && d.id == v.toLongLong())
                        renamed = d.id;
        }
        QVERIFY(named > 0);
        QVERIFY(renamed != kNoId);
        // Renamed, a device is named anew in the rows that show it (the findings are not rechecked).
        QVERIFY(doc.renameDevice(qint64(renamed), QStringLiteral("renamed-x1")));
        bool shown = false;
        for (const QModelIndex &row : findingRows()) {
            QCOMPARE(row.data(CheckTreeModel::ObjectNamesRole).toString(), expected(row));
            shown = shown || row.data(CheckTreeModel::ObjectNamesRole).toString().contains(QLatin1String("renamed-x1"));
        }
        QVERIFY(shown);
        // Deleted, the first device moves every other one up its table: each row still names its
        // objects (the deleted one's as "#id").
        QVERIFY(doc.deleteDevice(qint64(p.devices.front().id)));
        for (const QModelIndex &row : findingRows())
            QCOMPARE(row.data(CheckTreeModel::ObjectNamesRole).toString(), expected(row));
    }

    // Hidden (active false), the model follows new findings with its counts alone (the Checks tab
    // shows the errors); its rows stay those it had until it is shown, then they are the findings'.
    void hiddenTreeCountsAndGroupsWhenShown()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        CheckTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setActive(false);
        model.setDocument(&doc);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        ProjectJobs jobs;
        jobs.setAutoCheck(false);
        jobs.setDocument(&doc);
        jobs.runChecks();
        QVERIFY(jobs.checks()->waitForFinished());
        const rules::Findings expected = rules::runChecks(doc.project());
        QVERIFY(!expected.empty());
        QCOMPARE(model.findingCount(), int(expected.size()));
        QCOMPARE(model.errorCount(), int(rules::errorCount(expected)));
        QCOMPARE(model.rowCount(), 0); // the tree as it was
        QCOMPARE(resets.count(), 0);
        model.setActive(true);
        QCOMPARE(resets.count(), 1);
        std::set<std::string> codes;
        for (const auto &f : expected)
            codes.insert(f.code);
        QCOMPARE(model.rowCount(), int(codes.size()));
        QCOMPARE(model.findingCount(), int(expected.size()));
    }

    void editsRerunTheChecksInTheBackground()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        ProjectJobs jobs;
        jobs.setProperty("checkDelayMs", 0);
        jobs.setDocument(&doc);
        QTRY_VERIFY_WITH_TIMEOUT(doc.findingsCurrent(), 30000); // the first run happens by itself
        const Rack &rack = doc.project().racks.front();
        QVERIFY(doc.moveRack(rack.id, rack.position.x_mm + 600, rack.position.y_mm));
        QVERIFY(!doc.findingsCurrent());
        QTRY_VERIFY_WITH_TIMEOUT(doc.findingsCurrent(), 30000);
        QCOMPARE(*doc.findings(), rules::runChecks(doc.project()));
    }

    void staleFindingsAreDropped()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        auto findings = std::make_shared<const rules::Findings>(rules::runChecks(doc.project()));
        const int before = doc.revision();
        const Rack &rack = doc.project().racks.front();
        QVERIFY(doc.moveRack(rack.id, rack.position.x_mm + 600, rack.position.y_mm));
        QVERIFY(!doc.setFindings(findings, before)); // computed on the project before the move
        QVERIFY(doc.findings()->empty());
        QVERIFY(doc.setFindings(findings, doc.revision()));
        QCOMPARE(doc.findings()->size(), findings->size());
        doc.undo();
        QVERIFY(!doc.findingsCurrent());
    }

    void cancelledChecksApplyNothing()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        ProjectJobs jobs;
        jobs.setAutoCheck(false);
        jobs.setDocument(&doc);
        QSignalSpy cancelled(jobs.checks(), &BackgroundJob::cancelled);
        jobs.runChecks();
        jobs.checks()->cancel();
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!jobs.checks()->isRunning());
        QTest::qWait(1500); // long enough for the work to end in the pool
        QVERIFY(!doc.findingsCurrent());
        QCOMPARE(jobs.checks()->runs(), 0);
    }

    void pickingAFindingHighlightsAndSelects()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        const Device &dgx = doc.project().devices.front();
        QSignalSpy highlight(doc.selection(), &Selection::highlightChanged);
        doc.selection()->setHighlight({ qint64(dgx.id), qint64(dgx.rack) });
        QCOMPARE(highlight.count(), 1);
        QCOMPARE(doc.selection()->highlightedIds().size(), 2);
        QVERIFY(doc.selection()->highlight().count(dgx.id));
        QCOMPARE(doc.selection()->deviceId(), dgx.id); // the most specific object the views can show
        QCOMPARE(doc.selection()->rackId(), dgx.rack);
        const Rack &other = doc.project().racks[1];
        doc.selection()->setHighlight({ qint64(other.id) });
        QCOMPARE(doc.selection()->rackId(), other.id);
        QCOMPARE(doc.selection()->deviceId(), 0);
        doc.selection()->setHighlight({});
        QVERIFY(doc.selection()->highlight().empty());
        QCOMPARE(highlight.count(), 3);
    }

    void highlightReachesTheViews()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        const Device &dgx = doc.project().devices.front();
        ElevationItem elevation;
        elevation.setSize(QSizeF(1000, 900));
        elevation.setRackId(dgx.rack);
        elevation.setDocument(&doc);
        FloorPlanItem plan;
        plan.setSize(QSizeF(800, 600));
        plan.setDocument(&doc);
        QCOMPARE(elevation.highlightedDeviceCount(), 0);
        QCOMPARE(plan.highlightedRackCount(), 0);
        doc.selection()->setHighlight({ qint64(dgx.id) });
        QCOMPARE(elevation.highlightedDeviceCount(), 1); // framed in its rack
        QCOMPARE(plan.highlightedRackCount(), 1); // its rack framed on the floor
        // A view made after the highlight was set shows it too (plenum --select, a view opened later).
        ElevationItem late;
        late.setSize(QSizeF(1000, 900));
        late.setRackId(dgx.rack);
        late.setDocument(&doc);
        QCOMPARE(late.highlightedDeviceCount(), 1);
        doc.selection()->setHighlight({});
        QCOMPARE(elevation.highlightedDeviceCount(), 0);
        QCOMPARE(plan.highlightedRackCount(), 0);
    }
};

QTEST_MAIN(TestCheckModels)
#include "test_check_models.moc"
