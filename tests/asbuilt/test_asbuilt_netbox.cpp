// SPDX-License-Identifier: GPL-3.0-or-later
// A NetBox cables CSV as what was found (issue #19): the shapes read (NetBox's import columns and
// its cable list export, statuses other than connected skipped, broken records refused by line);
// then the starter's own NetBox export (12-cables.csv, every cable "planned") marked connected as
// after installation: verify matches all 128 compute links; with dgx01's OSFP1P1 and OSFP1P2 cables
// swapped at the node and dgx05's OSFP2P2 cable still "planned" (not installed): 1 swapped, 1
// missing, 128 - 3 = 125 ok (the swap concerns two links).
#include "asbuilt/netbox_cables.h"
#include "model/types.h"

#include "../export/readers.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace plenum;
using namespace plenum::asbuilt;
using exporttest::column;
using exporttest::run;

class TestAsbuiltNetbox : public QObject {
    Q_OBJECT

private slots:
    void readsBothShapes()
    {
        const auto a = parseNetboxCablesCsv(
            "side_a_device,side_a_type,side_a_name,side_b_device,side_b_type,side_b_name,status\r\n"
            "leaf-1,dcim.interface,swp1,node01,dcim.interface,eth0,connected\r\n"
            "leaf-1,dcim.interface,swp2,node02,dcim.interface,eth0,planned\r\n");
        QCOMPARE(a.size(), std::size_t(1));
        QCOMPARE(a[0].local_host + " " + a[0].local_port + " " + a[0].remote_host + " " + a[0].remote_port,
            std::string("leaf-1 swp1 node01 eth0"));
        const auto b = parseNetboxCablesCsv("ID,Label,Side A,Termination A,Side B,Termination B,Status,Type\n"
                                            "7,C1,\"leaf, row 1\",swp9,node09,eth1,Connected,cat6\n");
        QCOMPARE(b.size(), std::size_t(1));
        QCOMPARE(b[0].local_host, std::string("leaf, row 1"));
        QVERIFY(looksLikeNetboxCables("ID,Label,Side A,Termination A,Side B,Termination B\n"));
        QVERIFY(!looksLikeNetboxCables("Switch\t64 \"S-1\"\n"));
    }

    void refusesBrokenRecords_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        const QString h = QStringLiteral("side_a_device,side_a_name,side_b_device,side_b_name,status\n");
        QTest::newRow("no columns") << QStringLiteral("a,b,c\n1,2,3\n") << "line 1: the header lacks a cable column";
        QTest::newRow("short record") << h + QStringLiteral("l,swp1,n,eth0\n") << "line 2: 4 fields, the header has 5";
        QTest::newRow("empty end") << h + QStringLiteral("l,swp1,,eth0,connected\n")
                                   << "line 2: a connected cable without";
        QTest::newRow("two terminations")
            << h + QStringLiteral("l,\"swp1,swp2\",n,eth0,connected\n") << "line 2: 'swp1,swp2': a cable with several";
        QTest::newRow("open quote") << h + QStringLiteral("l,\"swp1,n,eth0,connected\n")
                                    << "line 2: a quoted field is not closed";
        QTest::newRow("quote inside") << h + QStringLiteral("l,sw\"p1,n,eth0,connected\n") << "line 2: a quote inside";
    }
    void refusesBrokenRecords()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        try {
            parseNetboxCablesCsv(text.toStdString());
            QFAIL("accepted");
        } catch (const Error &e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(says), e.what());
        }
    }

    void starterThroughItsOwnExport()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString cli = QCoreApplication::applicationDirPath() + QStringLiteral("/plenum-cli");
        const QString project = dir.filePath(QStringLiteral("s.plenum")), folder = dir.filePath(QStringLiteral("nb"));
        QCOMPARE(
            run(cli, { QStringLiteral("new"), project, QStringLiteral("--template"), QStringLiteral("starter") }).code,
            0);
        QCOMPARE(run(cli, { QStringLiteral("route"), project }).code, 0);
        const auto e = run(cli,
            { QStringLiteral("export"), project, QStringLiteral("--format"), QStringLiteral("netbox"),
                QStringLiteral("--out"), folder });
        QVERIFY2(e.code == 0, qPrintable(e.err));
        QFile f(folder + QStringLiteral("/12-cables.csv"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        exporttest::Rows rows = exporttest::parseCsv(f.readAll().toStdString());
        QCOMPARE(rows.size(), std::size_t(1 + 16 * 8)); // the header, a cable per rail link of the 16 nodes
        const auto &h = rows[0];
        const int ad = column(h, "side_a_device"), an = column(h, "side_a_name"), bd = column(h, "side_b_device"),
                  bn = column(h, "side_b_name"), st = column(h, "status");
        QVERIFY(ad >= 0 && an >= 0 && bd >= 0 && bn >= 0 && st >= 0);
        auto write = [&](const QString &name, const exporttest::Rows &rs) {
            QString out;
            for (const auto &r : rs) {
                QStringList cells;
                for (const auto &c : r)
                    cells << QStringLiteral("\"%1\"").arg(
                        QString::fromStdString(c).replace(QLatin1Char('"'), QStringLiteral("\"\"")));
                out += cells.join(QLatin1Char(',')) + QStringLiteral("\r\n");
            }
            QFile o(dir.filePath(name));
            if (!o.open(QIODevice::WriteOnly))
                return QString();
            o.write(out.toUtf8());
            return o.fileName();
        };
        for (std::size_t i = 1; i < rows.size(); ++i)
            rows[i][std::size_t(st)] = "connected"; // installed
        auto verify = [&](const QString &file, int code) {
            const auto r = run(cli,
                { QStringLiteral("verify"), project, QStringLiteral("--discovered"), file, QStringLiteral("--json") });
            if (r.code != code)
                qWarning("verify %d: %s", r.code, qPrintable(r.err + r.out.left(1500)));
            return r.code == code ? QJsonDocument::fromJson(r.out.toUtf8()).object() : QJsonObject();
        };
        QJsonObject r = verify(write(QStringLiteral("installed.csv"), rows), 0);
        QCOMPARE(r.value(QStringLiteral("format")).toString(), QStringLiteral("netbox"));
        QCOMPARE(r.value(QStringLiteral("planned_links")).toInt(), 128);
        QCOMPARE(r.value(QStringLiteral("ok")).toInt(), 128);

        // dgx01's first two rail cables swapped at the node; dgx05's OSFP2P2 cable not installed.
        auto find = [&](const char *device, const char *port) -> std::size_t {
            for (std::size_t i = 1; i < rows.size(); ++i)
                for (const auto &[d, p] : { std::pair { ad, an }, std::pair { bd, bn } })
                    if (rows[i][std::size_t(d)] == device && rows[i][std::size_t(p)] == port)
                        return i;
            return 0;
        };
        const std::size_t c1 = find("dgx01", "OSFP1P1"), c2 = find("dgx01", "OSFP1P2"), c5 = find("dgx05", "OSFP2P2");
        QVERIFY(c1 && c2 && c5);
        auto portCell = [&](std::size_t row) -> std::string & {
            return rows[row][std::size_t(rows[row][std::size_t(ad)] == "dgx01" ? an : bn)];
        };
        std::swap(portCell(c1), portCell(c2));
        rows[c5][std::size_t(st)] = "planned";
        r = verify(write(QStringLiteral("rewired.csv"), rows), 1);
        const QJsonObject counts = r.value(QStringLiteral("counts")).toObject();
        QCOMPARE(counts.value(QStringLiteral("swapped")).toInt(), 1);
        QCOMPARE(counts.value(QStringLiteral("missing")).toInt(), 1);
        QCOMPARE(r.value(QStringLiteral("ok")).toInt(), 125);
        QCOMPARE(r.value(QStringLiteral("differences")).toArray().size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestAsbuiltNetbox)
#include "test_asbuilt_netbox.moc"
