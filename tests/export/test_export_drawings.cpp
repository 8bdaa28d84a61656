// SPDX-License-Identifier: GPL-3.0-or-later
// The drawn exports (PDF and PNG): pull sheets, rack elevations on each paper size with their
// reservations, cable labels and the floor plan, read back with pdfinfo/pdftotext and QImage.
// The project: export_fixture.h.
#include "edit/reservation_edit.h"
#include "export_fixture.h"

#include <cmath>

using namespace plenum;
using namespace exporttest;

class TestExportDrawings : public QObject, private ExportFixture {
    Q_OBJECT

private slots:
    void initTestCase() { makeProject(); }

    void pullSheets()
    {
        exportTo("pullsheets-pdf", path("pull.pdf"));
        QVERIFY(pdfPages(path("pull.pdf")) > 1);
        const QString text = pdfText(path("pull.pdf"));
        for (const Cable &c : m_project.cables)
            QVERIFY2(text.contains(QString::fromStdString(c.label)), c.label.c_str());
        const Cable &c = m_project.cables.front();
        QVERIFY(text.contains(QString::fromStdString(c.label_a)));
        QVERIFY(text.contains(QString::fromStdString(c.sku)));
        for (const Pathway &p : m_project.pathways)
            if (std::any_of(m_project.cables.begin(), m_project.cables.end(),
                    [&](const Cable &x) { return !x.route.empty() && x.route.front().pathway == p.id; }))
                QVERIFY2(text.contains(QString::fromStdString(p.name)), p.name.c_str());
    }

    void elevations_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::addColumn<int>("perPage");
        QTest::addRow("a4, one per page") << "a4" << 1;
        QTest::addRow("letter, two per sheet") << "letter" << 2;
        QTest::addRow("a3, four per sheet") << "a3" << 4;
    }
    void elevations()
    {
        QFETCH(QString, paper);
        QFETCH(int, perPage);
        exporting::ExportOptions o;
        o.paper = parsePaperSize(paper.toStdString());
        o.racks_per_page = perPage;
        const QString file = path(QStringLiteral("elevations-%1-%2.pdf").arg(paper).arg(perPage));
        exportTo("elevations-pdf", file, o);
        const int racks = int(m_project.racks.size());
        QCOMPARE(pdfPages(file), (racks + perPage - 1) / perPage);
        const QString text = pdfText(file);
        for (const Rack &r : m_project.racks)
            QVERIFY2(text.contains(QString::fromStdString(r.name)), r.name.c_str());
        QVERIFY(text.contains(QLatin1String("FRONT")) && text.contains(QLatin1String("REAR")));
        QVERIFY(text.contains(QLatin1String("ports cabled")));
        const QString info = run(QStringLiteral("pdfinfo"), { file }).out;
        const QString size = paper == QLatin1String("a4") ? QStringLiteral("(A4)")
            : paper == QLatin1String("letter")            ? QStringLiteral("(letter)")
                                                          : QStringLiteral("(A3)");
        QVERIFY2(info.contains(size), qPrintable(info));
    }

    // Issue #18: U held for a later phase print as the GUI shows them, hatched with the
    // reservation's name and phase, also on the day-one sheets where that phase is not built yet.
    void elevationReservations()
    {
        Project p = projectFromTemplate("starter", {});
        edit::ReservationSpec spec;
        spec.name = "R-GPU";
        spec.phase = "target";
        spec.rack = "A01";
        spec.u_low = 44;
        spec.u_height = 3;
        edit::addReservation(p, spec);
        exporting::ExportOptions o;
        o.phase = "day-one";
        const QString file = path(QStringLiteral("elevations-reserved.pdf"));
        app::runExport(p, "elevations-pdf", file.toStdString(), o);
        const QString text = pdfText(file);
        // Front and rear each carry the band's label.
        QCOMPARE(int(text.count(QStringLiteral("R-GPU · target"))), 2);
        if (!qEnvironmentVariableIsEmpty("PLENUM_DOC_SCREENSHOTS")) // a picture to look at
            run(QStringLiteral("pdftoppm"),
                { QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("60"), QStringLiteral("-f"),
                    QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"), file,
                    QDir(qEnvironmentVariable("PLENUM_DOC_SCREENSHOTS"))
                        .filePath(QStringLiteral("elevation-reserved")) });
    }

    void labels()
    {
        exportTo("labels-pdf", path("labels.pdf"));
        const int labels = int(2 * m_project.cables.size());
        QCOMPARE(pdfPages(path("labels.pdf")), (labels + 29) / 30);
        const QString text = pdfText(path("labels.pdf"));
        for (const Cable &c : m_project.cables) {
            QVERIFY2(text.contains(QString::fromStdString(c.label_a)), c.label_a.c_str());
            QVERIFY2(text.contains(QString::fromStdString(c.label_b)), c.label_b.c_str());
        }
        QCOMPARE(int(text.count(QString::fromStdString(m_project.cables.front().label) + QStringLiteral("  A")))
                + int(text.count(QString::fromStdString(m_project.cables.front().label) + QStringLiteral(" A"))),
            1);
    }

    void floorPlan()
    {
        exportTo("floorplan-pdf", path("floor.pdf"));
        QCOMPARE(pdfPages(path("floor.pdf")), 1);
        const QString text = pdfText(path("floor.pdf"));
        QVERIFY(text.contains(QLatin1String("Scale 1:")));
        QVERIFY(text.contains(QLatin1String("LEGEND")));
        for (const Rack &r : m_project.racks)
            QVERIFY2(text.contains(QString::fromStdString(r.name)), r.name.c_str());

        exporting::ExportOptions o;
        o.png_dpi = 100;
        exportTo("floorplan-png", path("floor.png"), o);
        QImage image(path("floor.png"));
        QVERIFY(!image.isNull());
        QVERIFY(std::abs(image.width() - 1169) <= 1); // A4 landscape at 100 dpi
        QVERIFY(std::abs(image.height() - 827) <= 1);
        QCOMPARE(image.dotsPerMeterX(), int(std::lround(100 / 0.0254)));
        // Not blank: the racks' outline colour is on it.
        int dark = 0;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                dark += qGray(image.pixel(x, y)) < 100;
        QVERIFY(dark > 100);
    }
};

PLENUM_EXPORT_TEST_MAIN(TestExportDrawings)
#include "test_export_drawings.moc"
