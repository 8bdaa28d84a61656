// SPDX-License-Identifier: GPL-3.0-or-later
// The crew's fix list (issue #19): plenum-cli verify --fixlist csv|pdf on the 8-node Ethernet
// inference cluster rewired the way crews err — node00001's rails 1 and 2 swapped, node00003's
// first cable missing, node00005's hostname wrong on its last rail. Expected rows counted by
// hand from the template's layout (row B runs east-west: G05 at x 2.8 m, an 800 mm rack at the
// block's west end, holds the storage b leaf (issue #16); G06 at x 3.5 m holds node00001 at U1
// and node00003 at U17; the leaf racks are 800 mm network racks whose cable managers take the
// cages of 7 SN5600 leaves (7 × 64 cages × 78.5 mm² of 800G copper within 40,000 mm²), so G08 at
// x 4.8 m holds leaves r1–r7 and G09 at x 5.6 m holds leaf-su01-r8 at U1): walking along row B,
// G06 first, top of the rack first — node00003 U17 (missing), node00001 U1 (swapped, fixed at
// the node where both plugs sit), then G09's leaf-su01-r8 U1 (unknown device "node0005").
#include "../export/readers.h"
#include "lldp_doc.h"

#include "asbuilt/eth_plan.h"
#include "asbuilt/fixlist.h"
#include "render/palette.h"
#include "store/project_file.h"

#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>
#include <map>

using namespace plenum;
using namespace plenum::asbuilt;
using asbuilttest::End;
using exporttest::column;
using exporttest::pdfPages;
using exporttest::pdfText;
using exporttest::run;

// Pixels of `image` within a few levels of `colour` (the glyphs' antialiased edges are not).
int pixelsNear(const QImage &image, const QColor &colour)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            n += std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green())
                    + std::abs(c.blue() - colour.blue())
                < 24;
        }
    return n;
}

class TestAsbuiltFixlist : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_cli, m_project;
    Project m_model;
    std::vector<std::pair<End, End>> m_links; // (switch end, far end) of every planned link
    std::vector<Id> m_linkIds;
    std::map<std::string, std::vector<std::size_t>> m_ofNode;

    QString write(const QString &name, const std::string &text)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(text.data(), qint64(text.size()));
        return f.fileName();
    }
    std::string labelOf(std::size_t link) const
    {
        for (const Cable &c : m_model.cables)
            if (c.link == m_linkIds[link])
                return c.label;
        return "?";
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_cli = QCoreApplication::applicationDirPath() + QStringLiteral("/plenum-cli");
        m_project = m_dir.filePath(QStringLiteral("eth.plenum"));
        const auto made = run(m_cli,
            { QStringLiteral("new"), m_project, QStringLiteral("--template"), QStringLiteral("ethernet-inference"),
                QStringLiteral("--nodes"), QStringLiteral("8") });
        QVERIFY2(made.code == 0, qPrintable(made.err));
        const auto routed = run(m_cli, { QStringLiteral("route"), m_project });
        QVERIFY2(routed.code == 0, qPrintable(routed.err));
        m_model = openProject(m_project.toStdString()); // with the cables `route` labelled
        const IbPlan plan = planEthernet(m_model);
        for (const IbLink &l : plan.links) {
            const IbNode &a = plan.nodes[std::size_t(l.a.node)], &b = plan.nodes[std::size_t(l.b.node)];
            End ea { a.description, a.port_names[std::size_t(l.a.port - 1)] };
            End eb { b.description, b.port_names[std::size_t(l.b.port - 1)] };
            if (!a.is_switch)
                std::swap(ea, eb);
            if (eb.host.rfind("node", 0) == 0)
                m_ofNode[eb.host].push_back(m_links.size());
            m_links.push_back({ ea, eb });
            m_linkIds.push_back(l.link);
        }
        QCOMPARE(m_ofNode.size(), std::size_t(8)); // 8 nodes x 8 rails
        QCOMPARE(m_ofNode["node00003"].size(), std::size_t(8));
        QCOMPARE(m_links[m_ofNode["node00005"][7]].first.host, std::string("leaf-su01-r8"));
        for (std::size_t i : m_ofNode["node00001"]) // every node cable is labelled
            QVERIFY(!labelOf(i).empty() && labelOf(i) != "?");
    }

    void naturalOrder()
    {
        QVERIFY(naturalLess("R2", "R10"));
        QVERIFY(!naturalLess("R10", "R2"));
        QVERIFY(naturalLess("A", "B"));
        QVERIFY(naturalLess("G5", "G07"));
        QVERIFY(!naturalLess("G05", "G5") && !naturalLess("G5", "G05"));
        QVERIFY(naturalLess("row", "row1"));
    }

    void csvRowsInWalkingOrder()
    {
        std::vector<std::pair<End, End>> links = m_links;
        const std::size_t r1 = m_ofNode["node00001"][0], r2 = m_ofNode["node00001"][1];
        std::swap(links[r1].second, links[r2].second);
        const std::size_t gone = m_ofNode["node00003"][0];
        const std::size_t renamed = m_ofNode["node00005"][7];
        links[renamed].second.host = "node0005";
        links.erase(links.begin() + std::ptrdiff_t(gone));
        const QString found = write(QStringLiteral("lldp.json"), asbuilttest::switchSideLldp(links));
        const QString csv = m_dir.filePath(QStringLiteral("fix.csv"));
        const auto r = run(m_cli,
            { QStringLiteral("verify"), m_project, QStringLiteral("--discovered"), found, QStringLiteral("--fixlist"),
                QStringLiteral("csv"), QStringLiteral("--out"), csv });
        QVERIFY2(r.code == 1, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(QStringLiteral("wrote the fix list (3 rows)")), qPrintable(r.out));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        bool ok = false;
        const auto rows = exporttest::parseCsv(f.readAll().toStdString(), &ok);
        QVERIFY(ok);
        QCOMPARE(rows.size(), std::size_t(4));
        const auto &h = rows[0];
        const int step = column(h, "step"), hall = column(h, "hall"), row = column(h, "row"), rack = column(h, "rack"),
                  u = column(h, "u"), device = column(h, "device"), port = column(h, "port"),
                  cables = column(h, "cables"), cls = column(h, "class"), action = column(h, "action");
        QVERIFY(step >= 0 && hall >= 0 && row >= 0 && rack >= 0 && u >= 0 && device >= 0 && port >= 0 && cables >= 0
            && cls >= 0 && action >= 0 && column(h, "problem") >= 0);
        struct Want {
            const char *rack, *u, *device;
            std::string port, cables;
            const char *cls, *verb;
        };
        const Want want[] = {
            { "G06", "17", "node00003", m_links[gone].second.port, labelOf(gone), "missing", "connect " },
            { "G06", "1", "node00001", m_links[r1].second.port, labelOf(r1) + " / " + labelOf(r2), "swapped", "swap " },
            { "G09", "1", "leaf-su01-r8", m_links[renamed].first.port, labelOf(renamed), "unknown-device",
                "'node0005'" },
        };
        for (int i = 0; i < 3; ++i) {
            const auto &got = rows[std::size_t(i + 1)];
            QCOMPARE(got[std::size_t(step)], std::to_string(i + 1));
            QCOMPARE(got[std::size_t(hall)], std::string("Hall 1"));
            QCOMPARE(got[std::size_t(row)], std::string("B"));
            QCOMPARE(got[std::size_t(rack)], std::string(want[i].rack));
            QCOMPARE(got[std::size_t(u)], std::string(want[i].u));
            QCOMPARE(got[std::size_t(device)], std::string(want[i].device));
            QCOMPARE(got[std::size_t(port)], want[i].port);
            QVERIFY2(got[std::size_t(cables)] == want[i].cables,
                (got[std::size_t(cables)] + " vs " + want[i].cables).c_str());
            QCOMPARE(got[std::size_t(cls)], std::string(want[i].cls));
            QVERIFY2(
                got[std::size_t(action)].find(want[i].verb) != std::string::npos, got[std::size_t(action)].c_str());
        }

        // The PDF: a page per rack in the same order, the action in full.
        const QString pdf = m_dir.filePath(QStringLiteral("fix.pdf"));
        const auto p = run(m_cli,
            { QStringLiteral("verify"), m_project, QStringLiteral("--discovered"), found, QStringLiteral("--fixlist"),
                QStringLiteral("pdf"), QStringLiteral("--out"), pdf });
        QVERIFY2(p.code == 1, qPrintable(p.err + p.out));
        QCOMPARE(pdfPages(pdf), 2);
        const QString text = pdfText(pdf).simplified();
        const int g05 = text.indexOf(QStringLiteral("Rack G06 (hall Hall 1, row B) — 2 fixes"));
        const int g07 = text.indexOf(QStringLiteral("Rack G09 (hall Hall 1, row B) — 1 fix"));
        QVERIFY2(g05 >= 0 && g07 > g05, qPrintable(text));
        QVERIFY2(
            text.indexOf(QStringLiteral("connect the cable labelled ") + QString::fromStdString(labelOf(gone))) > g05,
            qPrintable(text));
        QVERIFY2(text.indexOf(QStringLiteral("swap the cable labelled ")) > g05, qPrintable(text));
        QVERIFY2(text.indexOf(QStringLiteral("the plan expects 'node00005'")) > g07, qPrintable(text));

        // The class column in the as-built colours of the floor plan (render/palette.h): on G06's
        // page "missing" in violet and "swapped" in red; no difference is degraded.
        const QString png = m_dir.filePath(QStringLiteral("fix-page1"));
        QCOMPARE(QProcess::execute(QStringLiteral("pdftoppm"),
                     { QStringLiteral("-r"), QStringLiteral("200"), QStringLiteral("-f"), QStringLiteral("1"),
                         QStringLiteral("-l"), QStringLiteral("1"), QStringLiteral("-png"),
                         QStringLiteral("-singlefile"), pdf, png }),
            0);
        const QImage page(png + QStringLiteral(".png"));
        QVERIFY(!page.isNull());
        QVERIFY(pixelsNear(page, app::palette::asbuiltMissing()) > 10);
        QVERIFY(pixelsNear(page, app::palette::asbuiltWrong()) > 10);
        QCOMPARE(pixelsNear(page, app::palette::asbuiltKind("degraded")), 0);
    }

    void asPlannedHasNothingToFix()
    {
        const QString found = write(QStringLiteral("ok.json"), asbuilttest::switchSideLldp(m_links));
        const QString csv = m_dir.filePath(QStringLiteral("none.csv")),
                      pdf = m_dir.filePath(QStringLiteral("none.pdf"));
        auto r = run(m_cli,
            { QStringLiteral("verify"), m_project, QStringLiteral("--discovered"), found, QStringLiteral("--fixlist"),
                QStringLiteral("csv"), QStringLiteral("--out"), csv });
        QCOMPARE(r.code, 0);
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(exporttest::parseCsv(f.readAll().toStdString()).size(), std::size_t(1)); // the header
        r = run(m_cli,
            { QStringLiteral("verify"), m_project, QStringLiteral("--discovered"), found, QStringLiteral("--fixlist"),
                QStringLiteral("pdf"), QStringLiteral("--out"), pdf });
        QCOMPARE(r.code, 0);
        QCOMPARE(pdfPages(pdf), 1);
        QVERIFY(pdfText(pdf).contains(QStringLiteral("nothing to fix")));
    }

    void badUsageWritesNothing_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("says");
        QTest::newRow("format") << QStringList { QStringLiteral("--fixlist"), QStringLiteral("xls"),
            QStringLiteral("--out"), QStringLiteral("F") }
                                << "unknown --fixlist 'xls'";
        QTest::newRow("no out") << QStringList { QStringLiteral("--fixlist"), QStringLiteral("csv") }
                                << "--fixlist needs --out";
        QTest::newRow("no fixlist") << QStringList { QStringLiteral("--out"), QStringLiteral("F") }
                                    << "--fixlist csv|pdf";
        QTest::newRow("json") << QStringList { QStringLiteral("--fixlist"), QStringLiteral("csv"),
            QStringLiteral("--out"), QStringLiteral("F"), QStringLiteral("--json") }
                              << "exclude each other";
        QTest::newRow("exists") << QStringList { QStringLiteral("--fixlist"), QStringLiteral("csv"),
            QStringLiteral("--out"), QStringLiteral("EXISTING") }
                                << "--force";
    }
    void badUsageWritesNothing()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, says);
        const QString found = write(QStringLiteral("ok2.json"), asbuilttest::switchSideLldp(m_links));
        const QString existing = write(QStringLiteral("existing.csv"), "keep me");
        const QString fresh = m_dir.filePath(QStringLiteral("fresh.csv"));
        extra.replaceInStrings(QStringLiteral("EXISTING"), existing);
        extra.replaceInStrings(QRegularExpression(QStringLiteral("^F$")), fresh);
        const auto r = run(
            m_cli, QStringList { QStringLiteral("verify"), m_project, QStringLiteral("--discovered"), found } + extra);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY(!QFile::exists(fresh));
        QFile f(existing);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("keep me"));
    }
};

QTEST_GUILESS_MAIN(TestAsbuiltFixlist)
#include "test_asbuilt_fixlist.moc"
