// SPDX-License-Identifier: GPL-3.0-or-later
// The table exports (core/export/bom.cpp, cable_rows.cpp; CSV and XLSX): the bill of materials and
// the cable schedule read back with an RFC 4180 parser and unzip, counted against the project, and
// formula cells neutralised.
// The project: export_fixture.h.
#include "export/bom.h"
#include "export/cable_schedule.h"
#include "export/table.h"
#include "export_fixture.h"

#include <fmt/format.h>

#include <cmath>

using namespace plenum;
using namespace exporttest;

class TestExportTables : public QObject, private ExportFixture {
    Q_OBJECT

private slots:
    void initTestCase() { makeProject(); }

    void bomCsv()
    {
        exportTo("bom-csv", path("bom.csv"));
        bool ok = false;
        const Rows rows = parseCsv(slurp(path("bom.csv")), &ok);
        QVERIFY(ok);
        const auto &h = rows.front();
        const int phase = column(h, "phase"), cat = column(h, "category"), qty = column(h, "quantity"),
                  unit = column(h, "unit_price_usd"), ext = column(h, "extended_price_usd");
        QVERIFY(phase >= 0 && cat >= 0 && qty >= 0 && unit >= 0 && ext >= 0);
        std::map<std::string, double> totals; // category → quantity, total rows
        std::set<std::string> phases;
        double sumExt = 0, grand = -1;
        for (std::size_t i = 1; i < rows.size(); ++i) {
            const auto &r = rows[i];
            QCOMPARE(r.size(), h.size());
            phases.insert(r[std::size_t(phase)]);
            if (r[std::size_t(cat)] == "Total") {
                grand = std::stod(r[std::size_t(ext)]);
                continue;
            }
            if (r[std::size_t(cat)] == "Subtotal")
                continue;
            // extended = quantity × unit price, to the cent
            const double q = std::stod(r[std::size_t(qty)]), u = std::stod(r[std::size_t(unit)]),
                         e = std::stod(r[std::size_t(ext)]);
            QVERIFY2(std::abs(q * u - e) < 0.011 + 1e-9 * e, r[2].c_str());
            if (r[std::size_t(phase)] == "total") {
                totals[r[std::size_t(cat)]] += q;
                sumExt += e;
            }
        }
        QCOMPARE(phases, (std::set<std::string> { "day-one", "target", "total" }));
        QVERIFY(std::abs(sumExt - grand) < 0.05);
        // One cable bought per label: the two links of a twin-port cable (or splitter) share one.
        std::size_t power = 0;
        std::map<std::string, int> perLabel;
        for (const Cable &c : m_project.cables) {
            power += c.media.rfind("power", 0) == 0;
            if (c.media.rfind("power", 0) != 0)
                ++perLabel[c.label];
        }
        for (const auto &[label, records] : perLabel)
            QVERIFY2(records == 1 || records == 2, label.c_str());
        QCOMPARE(std::size_t(totals["Cables"]), perLabel.size());
        QCOMPARE(std::size_t(totals["Power cords"]), power);
        QCOMPARE(std::size_t(totals["Racks"]), m_project.racks.size());
        // Every device is bought once, in one of the device categories.
        const double devices = totals["Devices"] + totals["Switches"] + totals["PDUs"];
        ProjectIndex index(m_project);
        std::size_t blanking = 0;
        for (const Device &d : m_project.devices)
            blanking += index.deviceType(d.device_type)->role == "blanking";
        QCOMPARE(std::size_t(devices) + blanking, m_project.devices.size());
        QVERIFY(totals["Transceivers"] > 0);
        QVERIFY(totals["Pathways"] > 0);
        QVERIFY(totals.count("Blanking panels"));
    }

    void bomPhaseScope()
    {
        exporting::ExportOptions o;
        o.phase = "day-one";
        exportTo("bom-csv", path("bom-day-one.csv"), o);
        const Rows rows = parseCsv(slurp(path("bom-day-one.csv")));
        std::size_t racks = 0;
        std::set<std::string> phases;
        for (std::size_t i = 1; i < rows.size(); ++i) {
            phases.insert(rows[i][0]);
            if (rows[i][0] == "total" && rows[i][1] == "Racks")
                racks += std::stoul(rows[i][6]);
        }
        std::size_t dayOne = 0;
        for (const Rack &r : m_project.racks)
            dayOne += r.phase == m_project.phases.front().id;
        QCOMPARE(racks, dayOne);
        QVERIFY(racks < m_project.racks.size());
        QCOMPARE(phases, (std::set<std::string> { "day-one", "total" }));
    }

    void cablesCsv()
    {
        exportTo("cables-csv", path("cables.csv"));
        bool ok = false;
        const Rows rows = parseCsv(slurp(path("cables.csv")), &ok);
        QVERIFY(ok);
        QCOMPARE(rows.size(), m_project.cables.size() + 1);
        const auto &h = rows.front();
        for (const char *c :
            { "label", "from_rack", "from_u", "from_device", "from_port", "to_rack", "to_u", "to_device", "to_port",
                "media", "sku", "ordered_length_m", "required_length_m", "slack_m", "route", "phase" })
            QVERIFY2(column(h, c) >= 0, c);
        std::set<std::string> labels;
        const int label = column(h, "label"), ordered = column(h, "ordered_length_m"),
                  required = column(h, "required_length_m"), slack = column(h, "slack_m"),
                  pull = column(h, "pull_pathway"), rack = column(h, "from_rack");
        std::string lastPull, lastRack;
        bool inRack = false;
        for (std::size_t i = 1; i < rows.size(); ++i) {
            const auto &r = rows[i];
            labels.insert(r[std::size_t(label)]);
            QVERIFY(std::abs(std::stod(r[std::size_t(ordered)]) - std::stod(r[std::size_t(required)])
                        - std::stod(r[std::size_t(slack)]))
                < 0.011);
            // Pull order: by pathway, then rack; cables inside one rack at the end.
            const std::string &p = r[std::size_t(pull)];
            if (p.empty()) {
                inRack = true;
            } else {
                QVERIFY2(!inRack, "a pathway cable after the in-rack ones");
                QVERIFY(p >= lastPull);
                if (p == lastPull)
                    QVERIFY(r[std::size_t(rack)] >= lastRack);
            }
            lastPull = p;
            lastRack = r[std::size_t(rack)];
        }
        std::set<std::string> expected;
        for (const Cable &c : m_project.cables)
            expected.insert(c.label);
        QCOMPARE(labels, expected);
    }

    // The cable schedule is written a row at a time (no table in memory): the bytes of the table's CSV.
    void cablesCsvIsTheTablesCsv()
    {
        exportTo("cables-csv", path("cables-streamed.csv"));
        const std::string table
            = exporting::toCsv(exporting::cableScheduleTable(exporting::cableScheduleRows(m_project)));
        QCOMPARE(slurp(path("cables-streamed.csv")), table);
    }

    // The writer's blocks (4 MiB) join without a seam, and a refused cell names its row and leaves
    // no file: ~9 MiB of rows with quotes, commas and line breaks.
    void csvWriterBlocks()
    {
        exporting::Table t;
        t.name = "big";
        t.header = { "n", "text", "x" };
        for (int i = 0; i < 60000; ++i)
            t.rows.push_back({ exporting::Cell::integer(i),
                exporting::Cell(fmt::format("row {}, \"quoted\"\nline {}", i, std::string(std::size_t(i % 200), 'a'))),
                exporting::Cell::decimal(i / 7.0, 2) });
        const std::string file = path("writer.csv").toStdString();
        {
            AtomicFile out(file, {});
            exporting::CsvWriter csv(out);
            csv.header(t.name, t.header);
            for (const auto &row : t.rows)
                csv.row(row);
            csv.finish();
            out.commit();
        }
        const std::string expected = exporting::toCsv(t);
        QVERIFY(expected.size() > (std::size_t(8) << 20));
        QVERIFY(slurp(path("writer.csv")) == expected);

        t.rows[50000][1] = exporting::Cell("=cmd");
        const std::string refused = path("refused.csv").toStdString();
        try {
            AtomicFile out(refused, {});
            exporting::CsvWriter csv(out, exporting::CsvReader::Import);
            csv.header(t.name, t.header);
            for (const auto &row : t.rows)
                csv.row(row);
            csv.finish();
            out.commit();
            QFAIL("a formula cell was written for an importer");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("big row 50001, column 'text'") != std::string::npos, e.what());
        }
        QVERIFY(!QFileInfo::exists(path("refused.csv")));
    }

    void xlsx_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("rows");
        QTest::addRow("bom-xlsx") << "bom-xlsx" << int(exporting::bomRows(m_project).size());
        QTest::addRow("cables-xlsx") << "cables-xlsx" << int(m_project.cables.size());
    }
    void xlsx()
    {
        QFETCH(QString, format);
        QFETCH(int, rows);
        const QString file = path(format + QStringLiteral(".xlsx"));
        exportTo(format.toStdString(), file);
        const Run list = run(QStringLiteral("unzip"), { QStringLiteral("-l"), file });
        QCOMPARE(list.code, 0);
        QVERIFY(list.out.contains(QLatin1String("xl/worksheets/sheet1.xml")));
        const QString sheet
            = run(QStringLiteral("unzip"), { QStringLiteral("-p"), file, QStringLiteral("xl/worksheets/sheet1.xml") })
                  .out;
        QCOMPARE(int(sheet.count(QLatin1String("<row "))), rows + 1);
        const QString strings
            = run(QStringLiteral("unzip"), { QStringLiteral("-p"), file, QStringLiteral("xl/sharedStrings.xml") }).out;
        if (format == QLatin1String("cables-xlsx")) {
            QVERIFY(strings.contains(QString::fromStdString(m_project.cables.front().label)));
            QVERIFY(strings.contains(QLatin1String("ordered_length_m")));
        } else {
            QVERIFY(strings.contains(QLatin1String("Transceivers")));
            QVERIFY(strings.contains(QLatin1String("extended_price_usd")));
        }
    }

    // Issue 22 item 5: cells a spreadsheet would run as formulas are neutralised in the
    // spreadsheet CSVs (OWASP: a leading ') and refused in the NetBox import files.
    void formulaCellsNeutralised()
    {
        Project p = m_project;
        const std::vector<std::string> hostile
            = { "=HYPERLINK(\"http://x/\",\"y\")", "+1+2", "-2+3", "@SUM(A1)", "\tTAB", "\rCR" };
        std::set<std::int64_t> renamed;
        for (std::size_t i = 0; i < hostile.size(); ++i) {
            p.devices[i].name = hostile[i];
            renamed.insert(p.devices[i].id);
        }
        exporting::ExportOptions o;
        o.output.replace = true;
        app::runExport(p, "cables-csv", path(QStringLiteral("formula-cables.csv")).toStdString(), o);
        bool ok = false;
        const Rows rows = parseCsv(slurp(path(QStringLiteral("formula-cables.csv"))), &ok);
        QVERIFY(ok);
        std::size_t seen = 0;
        for (std::size_t r = 1; r < rows.size(); ++r)
            for (const std::string &cell : rows[r]) {
                QVERIFY2(!exporting::looksLikeFormula(cell), cell.c_str());
                for (const std::string &h : hostile)
                    seen += cell == "'" + h;
            }
        QVERIFY(seen > 0);
        // Numbers are not text: a negative number stays a number.
        exporting::Table t;
        t.name = "t";
        t.header = { "n" };
        t.rows = { { exporting::Cell::integer(-5) } };
        QCOMPARE(exporting::toCsv(t), std::string("n\r\n-5\r\n"));
        try {
            app::runExport(p, "netbox", path(QStringLiteral("formula-netbox")).toStdString(), o);
            QFAIL("NetBox files with formula cells were written");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("formula") != std::string::npos, e.what());
        }
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("formula-netbox"))));
    }
};

PLENUM_EXPORT_TEST_MAIN(TestExportTables)
#include "test_export_tables.moc"
