// SPDX-License-Identifier: GPL-3.0-or-later
// The export job across every format (app/export/export_job.cpp): the list of exporters, a failed
// export leaves nothing and keeps an earlier output, the output rules (never onto the input, a
// replace only when allowed, never through a link), and an unrouted project's cable exports refused.
// The project: export_fixture.h.
#include "export_fixture.h"
#include "store/atomic_file.h"

#include <filesystem>

using namespace plenum;
using namespace exporttest;

class TestExport : public QObject, private ExportFixture {
    Q_OBJECT

private slots:
    void initTestCase() { makeProject(); }

    void everyFormatListed()
    {
        const QStringList expected = { "bom-csv", "bom-xlsx", "cables-csv", "cables-xlsx", "pullsheets-pdf",
            "elevations-pdf", "labels-pdf", "floorplan-pdf", "floorplan-png", "floorplan-dxf", "netbox",
            "slurm-topology", "ibnetdiscover", "ibdm-topology", "ptm-dot", "ufm-p2p-csv", "ufm-p2p-xlsx", "json",
            "stats-json", "review-md", "review-pdf" };
        QStringList ids;
        for (const auto *e : app::allExporters()) {
            ids << QString::fromLatin1(e->id().data(), qsizetype(e->id().size()));
            QVERIFY(!e->description().empty());
            QVERIFY(e->writesFolder() || !e->extension().empty());
        }
        QCOMPARE(ids, expected);
    }

    void failureLeavesNothing_data()
    {
        QTest::addColumn<QString>("format");
        for (const auto *e : app::allExporters())
            QTest::addRow("%s", std::string(e->id()).c_str())
                << QString::fromLatin1(e->id().data(), qsizetype(e->id().size()));
    }
    void failureLeavesNothing()
    {
        QFETCH(QString, format);
        // ptm-dot describes Ethernet fabrics only (the SuperPOD's InfiniBand one is refused first).
        TemplateOptions ethernet;
        ethernet.nodes = 8;
        const Project project
            = format == QStringLiteral("ptm-dot") ? projectFromTemplate("ethernet-inference", ethernet) : m_project;
        // A folder that does not exist: the export fails with a reason and leaves nothing.
        const QString missing = path(QStringLiteral("no-such-folder/out-%1").arg(format));
        try {
            app::runExport(project, format.toStdString(), missing.toStdString(), {});
            QFAIL("export into a missing folder succeeded");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("no-such-folder") != std::string::npos, e.what());
        }
        QVERIFY(!QFileInfo::exists(path("no-such-folder")));
        // A bad phase: an earlier output of the same name stays as it was, and no temp file is left.
        const QString target = path(QStringLiteral("keep-%1").arg(format));
        writeFileAtomically(target.toStdString(), "previous", OutputRules {});
        const QStringList before = QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        exporting::ExportOptions o;
        o.phase = "no-such-phase";
        o.output.replace = true;
        QVERIFY_THROWS_EXCEPTION(Error, app::runExport(project, format.toStdString(), target.toStdString(), o));
        QCOMPARE(slurp(target), std::string("previous"));
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), before);
    }

    // Issue 22 item 6: an export is never written onto its input, replaces an existing file only
    // when allowed, and never follows a link at the target (a PDF used to, through QSaveFile).
    void outputRules_data()
    {
        QTest::addColumn<QString>("format");
        for (const char *f : { "bom-csv", "cables-xlsx", "json", "elevations-pdf", "floorplan-pdf", "floorplan-png" })
            QTest::addRow("%s", f) << QString::fromLatin1(f);
    }
    void outputRules()
    {
        namespace fs = std::filesystem;
        QFETCH(QString, format);
        const std::string input = path(QStringLiteral("input-%1.plenum").arg(format)).toStdString();
        writeFileAtomically(input, "the project", OutputRules {});
        exporting::ExportOptions o;
        o.output.inputs = { input };
        o.output.replace = true;
        try {
            app::runExport(m_project, format.toStdString(), input, o);
            QFAIL("exported onto the input");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("it is the input") != std::string::npos, e.what());
        }
        QCOMPARE(readFile(input), std::string("the project"));

        const std::string victim = path(QStringLiteral("victim-%1").arg(format)).toStdString();
        const std::string link = path(QStringLiteral("link-%1").arg(format)).toStdString();
        writeFileAtomically(victim, "not yours", OutputRules {});
        fs::create_symlink(victim, link);
        o.output.replace = false;
        try {
            app::runExport(m_project, format.toStdString(), link, o);
            QFAIL("replaced an existing output without --force");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("use --force") != std::string::npos, e.what());
        }
        o.output.replace = true;
        app::runExport(m_project, format.toStdString(), link, o);
        QCOMPARE(readFile(victim), std::string("not yours"));
        QVERIFY(!fs::is_symlink(link));
        QVERIFY(fs::file_size(link) > 100);
    }

    void unroutedProjectSaysSo()
    {
        Project p = m_project;
        p.cables.clear();
        for (const char *format : { "cables-csv", "cables-xlsx", "pullsheets-pdf", "labels-pdf" }) {
            try {
                app::runExport(p, format, path("x").toStdString(), {});
                QFAIL("exported cables of an unrouted project");
            } catch (const Error &e) {
                QVERIFY2(std::string(e.what()).find("route it first") != std::string::npos, e.what());
            }
        }
        QVERIFY(!QFileInfo::exists(path("x")));
    }
};

PLENUM_EXPORT_TEST_MAIN(TestExport)
#include "test_export.moc"
