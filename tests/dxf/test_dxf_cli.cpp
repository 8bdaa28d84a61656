// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli and DXF (issue #21): dxf-layers lists a drawing written through dxflib; new
// --from-dxf makes the hall of it; every bad drawing or flag exits 2 with one line on stderr and
// writes nothing; export --format floorplan-dxf writes the plan, --dxf-routes only for that format.
#include "dxf_fixture.h"
#include "store/project_file.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <climits>
#include <cmath>

using plenum::test::DxfFixture;

namespace {

struct Run {
    int code = -1;
    QString out, err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(PLENUM_BIN_DIR "/plenum-cli"), args);
    Run r;
    if (!p.waitForFinished(120000))
        return r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// The L-shaped hall of test_dxf_import, in metres.
DxfFixture lHall()
{
    DxfFixture f;
    f.insunits = 6;
    f.layers = { "A-WALL-OUTLINE", "S-COLS", "M-CRAH" };
    f.polys.push_back(
        { "A-WALL-OUTLINE", { { 100, 50 }, { 124, 50 }, { 124, 62 }, { 112, 62 }, { 112, 68 }, { 100, 68 } }, true });
    f.circles = { { "S-COLS", 106, 56, 0.25 }, { "S-COLS", 118, 56, 0.25 }, { "S-COLS", 106, 62, 0.25 } };
    f.polys.push_back({ "M-CRAH", { { 101, 64 }, { 103.5, 64 }, { 103.5, 64.9 }, { 101, 64.9 } }, true });
    return f;
}

} // namespace

class TestDxfCli : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_dxf;

    QString path(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_dxf = path("l.dxf");
        QVERIFY(lHall().write(m_dxf.toStdString()));
    }

    void layers()
    {
        const Run r = cli({ QStringLiteral("dxf-layers"), m_dxf });
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("units: m ($INSUNITS 6)")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("\\n  S-COLS +3  3 CIRCLE\\n"))), qPrintable(r.out));
        const Run j = cli({ QStringLiteral("dxf-layers"), m_dxf, QStringLiteral("--json") });
        QCOMPARE(j.code, 0);
        const QJsonObject root = QJsonDocument::fromJson(j.out.toUtf8()).object();
        QCOMPARE(root.value(QStringLiteral("unit")).toString(), QStringLiteral("m"));
        QCOMPARE(root.value(QStringLiteral("entities")).toInt(), 5);
        const QJsonArray layers = root.value(QStringLiteral("layers")).toArray();
        QCOMPARE(layers.size(), 4); // "0" and the three named ones
        QCOMPARE(layers.at(2).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("S-COLS"));
        QCOMPARE(
            layers.at(2).toObject().value(QStringLiteral("counts")).toObject().value(QStringLiteral("CIRCLE")).toInt(),
            3);
    }

    void newFromDxf()
    {
        const QString out = path("hall.plenum");
        const Run r = cli({ QStringLiteral("new"), out, QStringLiteral("--from-dxf"), m_dxf,
            QStringLiteral("--outline-layer"), QStringLiteral("A-WALL-OUTLINE"), QStringLiteral("--column-layer"),
            QStringLiteral("S-COLS"), QStringLiteral("--crah-layer"), QStringLiteral("M-CRAH") });
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("hall 24.0 x 18.0 m (6 corners), 600 mm tiles, 3 columns, 1 CRAHs")),
            qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("moved by (-100000, -50000) mm")), qPrintable(r.out));
        const Run dump = cli({ QStringLiteral("dump"), out });
        QCOMPARE(dump.code, 0);
        const QJsonObject p = QJsonDocument::fromJson(dump.out.toUtf8()).object();
        QCOMPARE(p.value(QStringLiteral("obstacles")).toArray().size(), 4);
        QCOMPARE(p.value(QStringLiteral("halls")).toArray().size(), 1);

        // The plan back as DXF, routes only with floorplan-dxf; an existing output needs --force.
        const QString dxf = path("plan.dxf");
        Run e = cli({ QStringLiteral("export"), out, QStringLiteral("--format"), QStringLiteral("floorplan-dxf"),
            QStringLiteral("--out"), dxf, QStringLiteral("--dxf-routes") });
        QVERIFY2(e.code == 0, qPrintable(e.err));
        QVERIFY(QFileInfo(dxf).size() > 0);
        const Run layers = cli({ QStringLiteral("dxf-layers"), dxf });
        QVERIFY2(layers.out.contains(QRegularExpression(QStringLiteral("\\n  PLENUM-OBSTACLES +4  4 LWPOLYLINE\\n"))),
            qPrintable(layers.out));
        e = cli({ QStringLiteral("export"), out, QStringLiteral("--format"), QStringLiteral("floorplan-dxf"),
            QStringLiteral("--out"), dxf });
        QCOMPARE(e.code, 2);
        e = cli({ QStringLiteral("export"), out, QStringLiteral("--format"), QStringLiteral("bom-csv"),
            QStringLiteral("--out"), path("bom.csv"), QStringLiteral("--dxf-routes") });
        QCOMPARE(e.code, 2);
        QVERIFY(e.err.contains(QStringLiteral("--dxf-routes applies to --format floorplan-dxf")));
        QVERIFY(!QFileInfo::exists(path("bom.csv")));
    }

    // Regression (issue #21): the hall was moved to the origin but the drawn DXF was not. The L hall
    // moves by (−100 km, −50 km); column 1, a 0.25 m circle at (106 m, 56 m), becomes the octagon
    // around (6000, 6000) mm with flat sides at ±250 mm. The underlay's drawn circle must lie on it:
    // the ink in a 1.2 m square around the column is centred on (6000, 6000) to a pixel.
    void underlayAlignedWithHall()
    {
        const QString out = path("aligned.plenum");
        const Run r
            = cli({ QStringLiteral("new"), out, QStringLiteral("--from-dxf"), m_dxf, QStringLiteral("--outline-layer"),
                QStringLiteral("A-WALL-OUTLINE"), QStringLiteral("--column-layer"), QStringLiteral("S-COLS") });
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("underlay 'l': the drawing, locked")), qPrintable(r.out));
        const plenum::Project p = plenum::openProject(out.toStdString());
        QCOMPARE(p.underlays.size(), std::size_t(1));
        const plenum::Underlay &u = p.underlays.front();
        QVERIFY(u.locked);
        QCOMPARE(u.rotation_deg, 0.0);
        const plenum::Obstacle &column = p.obstacles.front();
        QCOMPARE(column.name, std::string("Column 1"));
        std::int64_t minX = INT64_MAX, maxX = INT64_MIN, minY = INT64_MAX, maxY = INT64_MIN;
        for (const plenum::Point &q : column.outline) {
            minX = std::min(minX, q.x_mm), maxX = std::max(maxX, q.x_mm);
            minY = std::min(minY, q.y_mm), maxY = std::max(maxY, q.y_mm);
        }
        QCOMPARE(minX, std::int64_t(5750));
        QCOMPARE(maxX, std::int64_t(6250));
        QCOMPARE(minY, std::int64_t(5750));
        QCOMPARE(maxY, std::int64_t(6250));

        const QImage image = QImage::fromData(QByteArray::fromStdString(*u.image.bytes), "PNG");
        QVERIFY(!image.isNull());
        const double k = u.mm_per_px;
        // Floor (x, y) is pixel ((x − x_mm) / k, (y_mm − y) / k).
        const int u0 = int(std::floor((5400.0 - double(u.x_mm)) / k)),
                  u1 = int(std::ceil((6600.0 - double(u.x_mm)) / k));
        const int v0 = int(std::floor((double(u.y_mm) - 6600.0) / k)),
                  v1 = int(std::ceil((double(u.y_mm) - 5400.0) / k));
        QVERIFY2(u0 >= 0 && v0 >= 0 && u1 < image.width() && v1 < image.height(),
            qPrintable(QStringLiteral("the column lies outside the underlay (%1, %2)").arg(u.x_mm).arg(u.y_mm)));
        int inkU0 = INT_MAX, inkU1 = INT_MIN, inkV0 = INT_MAX, inkV1 = INT_MIN;
        for (int v = v0; v <= v1; ++v)
            for (int x = u0; x <= u1; ++x)
                if (qAlpha(image.pixel(x, v)) > 0) {
                    inkU0 = std::min(inkU0, x), inkU1 = std::max(inkU1, x);
                    inkV0 = std::min(inkV0, v), inkV1 = std::max(inkV1, v);
                }
        QVERIFY(inkU0 <= inkU1);
        const double cx = double(u.x_mm) + (inkU0 + inkU1 + 1) / 2.0 * k;
        const double cy = double(u.y_mm) - (inkV0 + inkV1 + 1) / 2.0 * k;
        QVERIFY2(std::abs(cx - 6000) <= k && std::abs(cy - 6000) <= k,
            qPrintable(QStringLiteral("drawn column centred at (%1, %2) mm").arg(cx).arg(cy)));
        // The circle is drawn at 250 mm: its ink reaches at least that far and less than a pen width more.
        const double half = (inkU1 + 1 - inkU0) * k / 2;
        QVERIFY2(half >= 250 && half <= 250 + 8 * k, qPrintable(QString::number(half)));
        // The centre is empty.
        QCOMPARE(qAlpha(image.pixel(int((6000 - double(u.x_mm)) / k), int((double(u.y_mm) - 6000) / k))), 0);

        // --no-underlay: the hall alone.
        const QString bare = path("bare.plenum");
        const Run b = cli({ QStringLiteral("new"), bare, QStringLiteral("--from-dxf"), m_dxf,
            QStringLiteral("--outline-layer"), QStringLiteral("A-WALL-OUTLINE"), QStringLiteral("--no-underlay") });
        QVERIFY2(b.code == 0, qPrintable(b.err));
        QVERIFY(plenum::openProject(bare.toStdString()).underlays.empty());
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("drawing");
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QString>("error");
        const QStringList outline = { QStringLiteral("--outline-layer"), QStringLiteral("A-WALL-OUTLINE") };
        QTest::newRow("no outline layer flag") << "good" << QStringList() << "missing --outline-layer LAYER";
        QTest::newRow("missing layer")
            << "good" << (outline + QStringList { QStringLiteral("--door-layer"), QStringLiteral("A-DOOR") })
            << "--door-layer: the drawing has no layer 'A-DOOR'";
        QTest::newRow("same layer twice")
            << "good" << (outline + QStringList { QStringLiteral("--nogo-layer"), QStringLiteral("a-wall-outline") })
            << "--nogo-layer and --outline-layer name the same layer";
        QTest::newRow("bad unit") << "good"
                                  << (outline + QStringList { QStringLiteral("--units"), QStringLiteral("yd") })
                                  << "--units must be mm, cm, m, in or ft";
        QTest::newRow("garbage") << "garbage" << outline << "is not a DXF group code";
        QTest::newRow("truncated") << "truncated" << outline << "truncated";
        QTest::newRow("no unit") << "unitless" << outline << "the drawing has no $INSUNITS header";
        QTest::newRow("open outline") << "open" << outline << "on layer 'A-WALL-OUTLINE' is not closed";
        QTest::newRow("missing file") << "missing" << outline << "missing.dxf";
    }

    void refusals()
    {
        QFETCH(QString, drawing);
        QFETCH(QStringList, flags);
        QFETCH(QString, error);
        QString file = m_dxf;
        if (drawing != "good") {
            file = path((drawing + ".dxf").toLatin1().constData());
            DxfFixture f = lHall();
            if (drawing == "unitless")
                f.insunits.reset();
            if (drawing == "open")
                f.polys.front().closed = false;
            if (drawing != "missing")
                QVERIFY(f.write(file.toStdString()));
            QFile q(file);
            if (drawing == "garbage" || drawing == "truncated") {
                QVERIFY(q.open(QIODevice::ReadOnly));
                const QByteArray all = q.readAll();
                q.close();
                QVERIFY(q.open(QIODevice::WriteOnly | QIODevice::Truncate));
                q.write(
                    drawing == "garbage" ? QByteArray("%PDF-1.4\n1 0 obj\n") : all.left(all.indexOf("ENTITIES") + 9));
                q.close();
            }
        }
        const QString out = path("refused.plenum");
        const Run r = cli(QStringList { QStringLiteral("new"), out, QStringLiteral("--from-dxf"), file } + flags);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(error), qPrintable(r.err));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY(!QFileInfo::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestDxfCli)
#include "test_dxf_cli.moc"
