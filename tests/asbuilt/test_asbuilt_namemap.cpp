// SPDX-License-Identifier: GPL-3.0-or-later
// Node name maps (issue #19): the node-name-map format read (comments, hex and decimal GUIDs) and
// refused by line; then the starter's 16 x 8 = 128 CAs discovered without node descriptions (each
// CA record described "MT4129 ConnectX-7", as an unset HCA reports itself): verify differs, with
// --name-map (the GUIDs of the export mapped to the planned names by this test) it matches and says
// 128 nodes were renamed, and --write-name-map writes the map of the planned nodes' GUIDs: 128 CAs
// + 8 leaves = 136 entries.
#include "asbuilt/name_map.h"
#include "model/types.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace plenum;
using namespace plenum::asbuilt;

class TestAsbuiltNameMap : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_cli;

    struct Run {
        int code = -1;
        QString out, err;
    };
    Run cli(const QStringList &args)
    {
        QProcess p;
        p.start(m_cli, args);
        Run r;
        if (!p.waitForFinished(120000))
            return r;
        r.code = p.exitCode();
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }
    QString write(const char *name, const QString &text)
    {
        QFile f(m_dir.filePath(QString::fromLatin1(name)));
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(text.toUtf8());
        return f.fileName();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_cli = QCoreApplication::applicationDirPath() + QStringLiteral("/plenum-cli");
    }

    void readsTheFormat()
    {
        const NodeNameMap m
            = parseNodeNameMap("# switches\n0x0002c90300a1b2c3 \"leaf-r0\"\n\n  42\t\"dgx01 mlx5_0\"  # a CA\r\n");
        QCOMPARE(m.size(), std::size_t(2));
        QCOMPARE(m.at(0x0002c90300a1b2c3ULL), std::string("leaf-r0"));
        QCOMPARE(m.at(42), std::string("dgx01 mlx5_0"));
        QCOMPARE(guidOfNodeId("S-0002c90300a1b2c3").value_or(0), 0x0002c90300a1b2c3ULL);
        QCOMPARE(guidOfNodeId("H-000000010000000e").value_or(0), 0x10000000eULL);
        QVERIFY(!guidOfNodeId("leaf-r0"));
    }

    void refusesBrokenLines_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("no guid") << "leaf \"x\"\n"
                                 << "line 1: expected a GUID";
        QTest::newRow("no name") << "# c\n0x1\n"
                                 << "line 2: expected the quoted name";
        QTest::newRow("open quote") << "0x1 \"abc\n"
                                    << "line 1: the quoted name is not closed";
        QTest::newRow("trailing") << "0x1 \"a\" b\n"
                                  << "line 1: text after the quoted name";
        QTest::newRow("twice") << "0x1 \"a\"\n1 \"b\"\n"
                               << "line 2: GUID 0x0000000000000001 is listed twice (first on line 1)";
        QTest::newRow("empty") << "0x1 \"\"\n"
                               << "line 1: the name must be 1 to 256 bytes";
    }
    void refusesBrokenLines()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        try {
            parseNodeNameMap(text.toStdString());
            QFAIL("accepted");
        } catch (const Error &e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(says), e.what());
        }
    }

    void verifyThroughTheMap()
    {
        const QString project = m_dir.filePath(QStringLiteral("starter.plenum"));
        QCOMPARE(
            cli({ QStringLiteral("new"), project, QStringLiteral("--template"), QStringLiteral("starter") }).code, 0);
        const QString planned = m_dir.filePath(QStringLiteral("plan.txt"));
        QCOMPARE(cli({ QStringLiteral("export"), project, QStringLiteral("--format"), QStringLiteral("ibnetdiscover"),
                         QStringLiteral("--out"), planned })
                     .code,
            0);
        QFile f(planned);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(f.readAll());
        // Every CA record's description unset; the map this test writes puts them back by GUID.
        static const QRegularExpression ca(QStringLiteral("^(Ca\\s+\\d+\\s+\"H-([0-9a-f]+)\"\\s*# )\"([^\"]+)\""),
            QRegularExpression::MultilineOption);
        QString map;
        int cas = 0;
        QString dgx01;
        for (auto it = ca.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            map += QStringLiteral("0x%1 \"%2\"\n").arg(m.captured(2), m.captured(3));
            if (m.captured(3) == QStringLiteral("dgx01 mlx5_0"))
                dgx01 = m.captured(2);
            ++cas;
        }
        QCOMPARE(cas, 128);
        text.replace(ca, QStringLiteral("\\1\"MT4129 ConnectX-7\""));
        const QString found = write("unset.txt", text);
        const QString mapFile = write("names.map", map);

        Run r = cli({ QStringLiteral("verify"), project, QStringLiteral("--discovered"), found });
        QCOMPARE(r.code, 1);
        r = cli({ QStringLiteral("verify"), project, QStringLiteral("--discovered"), found,
            QStringLiteral("--name-map"), mapFile, QStringLiteral("--json") });
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out.left(2000)));
        const QJsonObject report = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(report.value(QStringLiteral("renamed")).toInt(), 128);
        QCOMPARE(report.value(QStringLiteral("ok")).toInt(), 128);

        // The map of what a discovery found: 128 CAs + 8 leaves, dgx01 mlx5_0 under its GUID.
        const QString written = m_dir.filePath(QStringLiteral("written.map"));
        r = cli({ QStringLiteral("verify"), project, QStringLiteral("--discovered"), planned,
            QStringLiteral("--write-name-map"), written });
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QFile w(written);
        QVERIFY(w.open(QIODevice::ReadOnly));
        const QString wtext = QString::fromUtf8(w.readAll());
        const NodeNameMap back = parseNodeNameMap(wtext.toStdString());
        QCOMPARE(back.size(), std::size_t(136));
        QVERIFY2(wtext.contains(QStringLiteral("0x%1 \"dgx01 mlx5_0\"").arg(dgx01, 16, QLatin1Char('0'))),
            qPrintable(wtext.left(500)));

        // A broken map names its line; iblinkinfo cannot take a map.
        const QString broken = write("broken.map", QStringLiteral("0x1 \"a\"\nnot a line\n"));
        r = cli({ QStringLiteral("verify"), project, QStringLiteral("--discovered"), found,
            QStringLiteral("--name-map"), broken });
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("broken.map: line 2")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestAsbuiltNameMap)
#include "test_asbuilt_namemap.moc"
