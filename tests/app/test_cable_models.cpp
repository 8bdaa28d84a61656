// SPDX-License-Identifier: GPL-3.0-or-later
// The cable schedule's data: routing in the background applied as one undoable edit (refused when
// the project changed meanwhile, nothing applied when cancelled); CableTableModel and
// CableFilterModel under QAbstractItemModelTester — rows, length terms, findings per cable, filters
// and sorting; the highlight of a selected cable (its racks and route segments).
#include "../asbuilt/net_file.h"
#include "asbuilt/ib_plan.h"
#include "document/document.h"
#include "floor/highlight.h"
#include "jobs/project_jobs.h"
#include "models/asbuilt_model.h"
#include "models/cable_filter_model.h"
#include "models/cable_table_model.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <map>

using namespace plenum;
using namespace plenum::app;

namespace {

// A starter project routed through the background job.
bool routeStarter(Document &doc, ProjectJobs &jobs)
{
    if (!doc.newFromTemplate(QStringLiteral("starter")))
        return false;
    jobs.setAutoCheck(false);
    jobs.setDocument(&doc);
    jobs.routeCables();
    return jobs.routing()->waitForFinished() && doc.cableCount() > 0;
}

} // namespace

class TestCableModels : public QObject {
    Q_OBJECT

private slots:
    void routingIsOneUndoableEdit()
    {
        Document doc;
        ProjectJobs jobs;
        QVERIFY(routeStarter(doc, jobs));
        QCOMPARE(doc.cableCount(), doc.linkCount()); // every link became a cable
        QVERIFY(doc.canUndo());
        QCOMPARE(doc.undoText(), QStringLiteral("Route cables"));
        QVERIFY(doc.isModified());
        doc.undo();
        QCOMPARE(doc.cableCount(), 0);
        doc.redo();
        QCOMPARE(doc.cableCount(), doc.linkCount());
    }

    void routingOfAnOutdatedProjectIsRefused()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        ProjectJobs jobs;
        jobs.setAutoCheck(false);
        jobs.setDocument(&doc);
        jobs.routeCables();
        const Rack &rack = doc.project().racks.front();
        QVERIFY(doc.moveRack(rack.id, rack.position.x_mm + 600, rack.position.y_mm)); // while routing runs
        QVERIFY(jobs.routing()->waitForFinished());
        QCOMPARE(doc.cableCount(), 0);
        QVERIFY(doc.lastError().contains(QStringLiteral("route again")));
        QCOMPARE(doc.undoText(), QStringLiteral("Move rack A01"));
    }

    void cancelledRoutingAppliesNothing()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        ProjectJobs jobs;
        jobs.setAutoCheck(false);
        jobs.setDocument(&doc);
        jobs.routeCables();
        jobs.routing()->cancel();
        QVERIFY(!jobs.routing()->isRunning());
        QTest::qWait(2000);
        QCOMPARE(doc.cableCount(), 0);
        QVERIFY(!doc.canUndo());
    }

    void tableModelRowsAndLengthTerms()
    {
        Document doc;
        ProjectJobs jobs;
        CableTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&doc);
        QVERIFY(routeStarter(doc, jobs));
        QTRY_COMPARE(model.rowCount(), doc.cableCount());
        QVERIFY(!model.loading());
        QCOMPARE(model.columnCount(), int(CableTableModel::ColumnCount));
        QCOMPARE(model.headerData(CableTableModel::MediaColumn, Qt::Horizontal).toString(), QStringLiteral("Media"));
        QVERIFY(!model.media().isEmpty());
        QVERIFY(model.racks().contains(QStringLiteral("A01")));
        QCOMPARE(model.phases().constFirst(), QStringLiteral("day-one"));

        for (int row = 0; row < model.rowCount(); ++row) {
            const qint64 id = model.index(row, 0).data(CableTableModel::CableIdRole).toLongLong();
            const Cable *cable = doc.cable(id);
            QVERIFY(cable);
            QCOMPARE(model.index(row, 0).data().toString(), QString::fromStdString(cable->label));
            QCOMPARE(model.index(row, CableTableModel::OrderedColumn).data(CableTableModel::SortRole).toLongLong(),
                cable->ordered_length_mm);
            const QVariantMap details = model.details(id);
            qint64 sum = 0;
            for (const QVariant &term : details.value(QStringLiteral("terms")).toList())
                sum += term.toMap().value(QStringLiteral("mm")).toLongLong();
            QCOMPARE(details.value(QStringLiteral("terms")).toList().size(), 7);
            QCOMPARE(sum, details.value(QStringLiteral("requiredMm")).toLongLong()); // DESIGN.md §5: the terms add up
            QCOMPARE(details.value(QStringLiteral("slackMm")).toLongLong(), cable->slackMm());
        }
        QVERIFY(model.details(424242).isEmpty());

        doc.undo(); // routing undone: the schedule empties at once
        QCOMPARE(model.rowCount(), 0);
        doc.redo();
        QVERIFY(model.loading()); // the rows are listed in the background
        doc.undo(); // a listing overtaken by a later change never arrives
        QVERIFY(!model.loading());
        QTest::qWait(1000);
        QCOMPARE(model.rowCount(), 0);
    }

    // A hidden table (active false) lists nothing while the cables change — listing copies the
    // project — and lists the cables as they are once shown again.
    void hiddenTableListsWhenShown()
    {
        Document doc;
        ProjectJobs jobs;
        CableTableModel model;
        model.setDocument(&doc);
        QVERIFY(routeStarter(doc, jobs));
        QTRY_COMPARE(model.rowCount(), doc.cableCount());
        model.setActive(false);
        const int rows = model.rowCount();
        QVERIFY(doc.deleteDevice(qint64(doc.project().links.front().a.device)));
        QVERIFY(doc.cableCount() < rows);
        QVERIFY(!model.loading());
        QTest::qWait(100);
        QCOMPARE(model.rowCount(), rows);
        model.setActive(true);
        QTRY_COMPARE(model.rowCount(), doc.cableCount());
        for (int row = 0; row < model.rowCount(); ++row)
            QVERIFY(doc.cable(model.index(row, 0).data(CableTableModel::CableIdRole).toLongLong()));
    }

    void findingsNameTheirCables()
    {
        Document doc;
        ProjectJobs jobs;
        CableTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&doc);
        QVERIFY(routeStarter(doc, jobs));
        QTRY_COMPARE(model.rowCount(), doc.cableCount());
        const Cable &byCable = doc.project().cables[2];
        const Cable &byLink = doc.project().cables[5];
        auto findings = std::make_shared<rules::Findings>();
        findings->push_back({ "cable.reach", rules::Severity::Error, "Cable too short for its run", "C reach",
            { byCable.id }, std::nullopt });
        findings->push_back({ "cable.slack", rules::Severity::Warning, "Excess slack", "C slack",
            { byLink.link, byLink.id }, std::nullopt });
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(doc.setFindings(findings, doc.revision()));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.ruleCodes(), QStringList({ QStringLiteral("cable.reach"), QStringLiteral("cable.slack") }));
        const int row = model.rowOfCable(byCable.id);
        QCOMPARE(model.index(row, CableTableModel::FindingsColumn).data().toString(), QStringLiteral("cable.reach"));
        QCOMPARE(model.index(row, CableTableModel::FindingsColumn).data(Qt::ToolTipRole).toString(),
            QStringLiteral("Cable too short for its run: C reach"));
        // A finding naming both the cable and its link counts once.
        const int linkRow = model.rowOfCable(byLink.id);
        QCOMPARE(model.details(byLink.id).value(QStringLiteral("findings")).toList().size(), 1);
        QCOMPARE(model.index(linkRow, CableTableModel::FindingsColumn).data(CableTableModel::SortRole).toInt(), 1);

        CableFilterModel filter;
        QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&model);
        filter.setRule(QStringLiteral("cable.slack"));
        QCOMPARE(filter.count(), 1);
        QCOMPARE(filter.cableIdAt(0), byLink.id);
        QCOMPARE(filter.rowOfCable(byCable.id), -1);
    }

    // Issue 15, point 9: in German the cable schedule's findings were all English; their rules'
    // titles are translated (the sentences come from the Qt-free core, in English).
    void findingsSayTheirRuleInTheUiLanguage()
    {
        Document doc;
        ProjectJobs jobs;
        CableTableModel model;
        model.setDocument(&doc);
        QVERIFY(routeStarter(doc, jobs));
        QTRY_COMPARE(model.rowCount(), doc.cableCount());
        const Cable &cable = doc.project().cables[2];
        auto findings = std::make_shared<rules::Findings>();
        findings->push_back({ "cable.reach", rules::Severity::Error, "Cable beyond the reach of its media", "C reach",
            { cable.id }, std::nullopt });
        QVERIFY(doc.setFindings(findings, doc.revision()));
        const QModelIndex cell = model.index(model.rowOfCable(cable.id), CableTableModel::FindingsColumn);
        QCOMPARE(cell.data(Qt::ToolTipRole).toString(), QStringLiteral("Cable beyond the reach of its media: C reach"));

        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/plenum_de.qm")));
        QCoreApplication::installTranslator(&german);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.retranslate(); // what the window does after a language switch
        QCOMPARE(changed.count(), 1);
        const QString germanText = QStringLiteral("Kabel über der Reichweite seines Mediums: C reach");
        QCOMPARE(cell.data(Qt::ToolTipRole).toString(), germanText);
        QCOMPARE(model.details(cable.id).value(QStringLiteral("findings")).toList().value(0).toString(), germanText);
        QCoreApplication::removeTranslator(&german);
    }

    void filtersAndSorting()
    {
        Document doc;
        ProjectJobs jobs;
        CableTableModel model;
        CableFilterModel filter;
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&model);
        model.setDocument(&doc);
        QVERIFY(routeStarter(doc, jobs));
        QTRY_COMPARE(filter.count(), doc.cableCount());
        const int all = filter.count();
        QCOMPARE(all, doc.cableCount());
        QSignalSpy countChanged(&filter, &CableFilterModel::countChanged);

        const QString media = model.media().constFirst();
        filter.setMedia(media);
        QVERIFY(filter.count() > 0);
        QVERIFY(countChanged.count() > 0);
        for (int r = 0; r < filter.count(); ++r)
            QCOMPARE(filter.index(r, 0).data(CableTableModel::MediaRole).toString(), media);
        filter.setMedia({});
        QCOMPARE(filter.count(), all);

        filter.setRack(QStringLiteral("A01"));
        QVERIFY(filter.count() > 0 && filter.count() < all);
        for (int r = 0; r < filter.count(); ++r) {
            const QModelIndex i = filter.index(r, 0);
            QVERIFY(i.data(CableTableModel::FromRackRole).toString() == QLatin1String("A01")
                || i.data(CableTableModel::ToRackRole).toString() == QLatin1String("A01"));
        }
        filter.setPhase(QStringLiteral("no-such-phase"));
        QCOMPARE(filter.count(), 0);
        filter.setPhase({});
        filter.setRack({});
        filter.setText(QString::fromStdString(doc.project().cables.front().label));
        QVERIFY(filter.count() >= 1);
        filter.setText({});

        filter.sortBy(CableTableModel::RequiredColumn);
        QCOMPARE(filter.sortColumn(), int(CableTableModel::RequiredColumn));
        QVERIFY(!filter.descending());
        auto lengthAt = [&](int r) {
            return filter.index(r, CableTableModel::RequiredColumn).data(CableTableModel::SortRole).toLongLong();
        };
        for (int r = 1; r < filter.count(); ++r)
            QVERIFY(lengthAt(r - 1) <= lengthAt(r));
        filter.sortBy(CableTableModel::RequiredColumn);
        QVERIFY(filter.descending());
        for (int r = 1; r < filter.count(); ++r)
            QVERIFY(lengthAt(r - 1) >= lengthAt(r));
        QVERIFY(lengthAt(0) > lengthAt(filter.count() - 1));
    }

    void selectedCableShowsItsRoute()
    {
        Document doc;
        ProjectJobs jobs;
        QVERIFY(routeStarter(doc, jobs));
        const Cable *routed = nullptr;
        for (const Cable &c : doc.project().cables)
            if (!c.route.empty()) {
                routed = &c;
                break;
            }
        QVERIFY(routed);
        QSignalSpy selection(doc.selection(), &Selection::cableChanged);
        doc.selection()->setCableId(routed->id);
        QCOMPARE(selection.count(), 1);
        const HighlightShapes shapes
            = highlightShapes(doc.project(), doc.selection()->highlight(), doc.selection()->cableId());
        std::set<std::pair<Id, int>> steps;
        for (const RouteStep &s : routed->route)
            steps.emplace(s.pathway, s.segment);
        QCOMPARE(shapes.segments, steps);
        QCOMPARE(shapes.lines.size(), steps.size() + 2); // the route and a drop at each end
        QCOMPARE(shapes.racks.size(), std::size_t(2));
        doc.selection()->setCableId(987654321); // unknown: clears
        QCOMPARE(doc.selection()->cableId(), 0);
        QVERIFY(highlightShapes(doc.project(), doc.selection()->highlight(), doc.selection()->cableId()).empty());
    }

    // The As built column (issue #19): empty until a discovery is loaded; then each cable shows its
    // link's state. The starter's 128 cables are all on the compared InfiniBand fabric; dgx05
    // mlx5_3's cable removed by hand from the planned ibnetdiscover output: 1 Missing, 127 OK.
    void asBuiltColumn()
    {
        Document doc;
        ProjectJobs jobs;
        CableTableModel model;
        model.setDocument(&doc);
        QVERIFY(routeStarter(doc, jobs));
        QTRY_COMPARE(model.rowCount(), doc.cableCount());
        QCOMPARE(model.rowCount(), 128);
        QCOMPARE(
            model.headerData(CableTableModel::AsBuiltColumn, Qt::Horizontal).toString(), QStringLiteral("As built"));
        AsbuiltModel asbuilt;
        asbuilt.setDocument(&doc);
        model.setAsbuilt(&asbuilt);
        auto states = [&] {
            std::map<QString, int> n;
            for (int row = 0; row < model.rowCount(); ++row)
                ++n[model.index(row, CableTableModel::AsBuiltColumn).data().toString()];
            return n;
        };
        QCOMPARE(states(), (std::map<QString, int> { { QString(), 128 } }));

        asbuilttest::NetFile net(QString::fromStdString(plenum::asbuilt::ibnetdiscoverText(doc.project())));
        const QString gone = net.idOf(QStringLiteral("dgx05 mlx5_3"));
        QVERIFY(!gone.isEmpty());
        net.disconnect(gone, 1);
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("found.net")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(net.text().toUtf8());
        f.close();
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY2(asbuilt.load(f.fileName()), qPrintable(asbuilt.error()));
        QVERIFY(!changed.isEmpty());
        QCOMPARE(
            states(), (std::map<QString, int> { { QStringLiteral("Missing"), 1 }, { QStringLiteral("OK"), 127 } }));
        for (int row = 0; row < model.rowCount(); ++row)
            if (model.index(row, CableTableModel::AsBuiltColumn).data().toString() == QStringLiteral("Missing")) {
                const QString ends = model.index(row, CableTableModel::FromColumn).data().toString() + QLatin1Char(' ')
                    + model.index(row, CableTableModel::ToColumn).data().toString();
                QVERIFY2(ends.contains(QStringLiteral("dgx05")), qPrintable(ends));
            }
        asbuilt.clear();
        QCOMPARE(states(), (std::map<QString, int> { { QString(), 128 } }));
    }
};

QTEST_GUILESS_MAIN(TestCableModels)
#include "test_cable_models.moc"
