// SPDX-License-Identifier: GPL-3.0-or-later
// The one progress reporter (util/progress.h): reports pass through as given, a false stops the job
// with "<job> cancelled", finish() cannot cancel, an empty one is silent; and an exporter cancelled
// through it leaves no file, while a cancel at its final report (the file is in place) is too late.
#include "export/exporter.h"
#include "templates/templates.h"
#include "util/progress.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <tuple>
#include <vector>

using namespace plenum;

class TestProgress : public QObject {
    Q_OBJECT

private slots:
    void reportsPassThrough()
    {
        std::vector<std::tuple<std::int64_t, std::int64_t, std::string>> seen;
        const Progress progress([&](std::int64_t done, std::int64_t total, std::string_view what) {
            seen.emplace_back(done, total, std::string(what));
            return true;
        });
        QVERIFY(bool(progress));
        progress.report(0, 7, "racks", "routing");
        progress.report(3, 7, "links", "routing");
        progress.finish(7, "done");
        QCOMPARE(seen.size(), std::size_t(3));
        QVERIFY((seen[0] == std::tuple<std::int64_t, std::int64_t, std::string> { 0, 7, "racks" }));
        QVERIFY((seen[1] == std::tuple<std::int64_t, std::int64_t, std::string> { 3, 7, "links" }));
        QVERIFY((seen[2] == std::tuple<std::int64_t, std::int64_t, std::string> { 7, 7, "done" }));
    }

    void falseCancelsWithTheJobsName_data()
    {
        QTest::addColumn<QString>("job");
        QTest::addRow("routing") << QStringLiteral("routing");
        QTest::addRow("checks") << QStringLiteral("checks");
        QTest::addRow("export") << QStringLiteral("export");
    }
    void falseCancelsWithTheJobsName()
    {
        QFETCH(QString, job);
        int calls = 0;
        const Progress progress([&](std::int64_t, std::int64_t, std::string_view) { return ++calls < 2; });
        progress.report(0, 2, "first", job.toStdString()); // true: goes on
        try {
            progress.report(1, 2, "second", job.toStdString());
            QFAIL("not cancelled");
        } catch (const Error &e) {
            QCOMPARE(QString::fromUtf8(e.what()), job + QStringLiteral(" cancelled"));
        }
        progress.finish(2, "done"); // false again, but the job is complete: no throw
        QCOMPARE(calls, 3);
    }

    void emptyIsSilent()
    {
        const Progress progress;
        QVERIFY(!progress);
        progress.report(0, 1, "anything", "routing");
        progress.finish(1, "done");
    }

    // bom-csv reports (0 of 2), (1 of 2) and finishes at 2 of 2 after the file is in place.
    void cancelledExportLeavesNoFile_data()
    {
        QTest::addColumn<int>("stopAt");
        QTest::addColumn<bool>("written");
        QTest::addRow("before the rows") << 0 << false;
        QTest::addRow("before writing") << 1 << false;
        QTest::addRow("at the end, too late") << 2 << true;
    }
    void cancelledExportLeavesNoFile()
    {
        QFETCH(int, stopAt);
        QFETCH(bool, written);
        const Project project = projectFromTemplate("starter", {});
        const exporting::Exporter *bom = nullptr;
        for (const exporting::Exporter *e : exporting::coreExporters())
            if (e->id() == "bom-csv")
                bom = e;
        QVERIFY(bom);
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("bom.csv")).toStdString();
        std::vector<std::int64_t> done;
        const Progress progress([&](std::int64_t d, std::int64_t total, std::string_view) {
            done.push_back(d);
            return !(d == stopAt && total == 2);
        });
        bool threw = false;
        try {
            bom->write(project, path, {}, progress);
        } catch (const Error &e) {
            threw = true;
            QCOMPARE(std::string(e.what()), std::string("export cancelled"));
        }
        QCOMPARE(threw, !written);
        QCOMPARE(std::filesystem::exists(path), written);
        QCOMPARE(done.back(), std::int64_t(stopAt));
        QCOMPARE(std::filesystem::directory_iterator(dir.path().toStdString()) == std::filesystem::directory_iterator(),
            !written); // no temporary file left beside it either
    }
};

QTEST_GUILESS_MAIN(TestProgress)
#include "test_progress.moc"
