// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli export: every format listed, the exit codes of DESIGN.md §10, and drawing formats
// running headless without QT_QPA_PLATFORM set.
#include "readers.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace exporttest;

class TestExportCli : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_routed, m_unrouted;

    static QByteArray readAll(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(unreadable)");
    }

    Run cli(const QStringList &args, bool withoutPlatform = false)
    {
        QProcess p;
        if (withoutPlatform) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.remove(QStringLiteral("QT_QPA_PLATFORM"));
            env.remove(QStringLiteral("DISPLAY"));
            env.remove(QStringLiteral("WAYLAND_DISPLAY"));
            p.setProcessEnvironment(env);
        }
        p.start(QStringLiteral(PLENUM_BIN_DIR "/plenum-cli"), args);
        Run r;
        if (!p.waitForFinished(300000))
            return r;
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_routed = m_dir.filePath(QStringLiteral("routed.plenum"));
        m_unrouted = m_dir.filePath(QStringLiteral("unrouted.plenum"));
        for (const QString &f : { m_routed, m_unrouted }) {
            const Run r = cli({ QStringLiteral("new"), f, QStringLiteral("--template"),
                QStringLiteral("dgx-h100-superpod"), QStringLiteral("--nodes"), QStringLiteral("32") });
            QVERIFY2(r.code == 0, qPrintable(r.err));
        }
        const Run r = cli({ QStringLiteral("route"), m_routed });
        QVERIFY2(r.code == 0, qPrintable(r.err));
    }

    void helpListsEveryFormat()
    {
        const Run r = cli({ QStringLiteral("export"), QStringLiteral("--help") });
        QCOMPARE(r.code, 0);
        for (const char *f : { "bom-csv", "bom-xlsx", "cables-csv", "cables-xlsx", "pullsheets-pdf", "elevations-pdf",
                 "labels-pdf", "floorplan-pdf", "floorplan-png", "floorplan-dxf", "netbox", "slurm-topology",
                 "ibnetdiscover", "ibdm-topology", "ufm-p2p-csv", "ufm-p2p-xlsx", "json" })
            QVERIFY2(r.out.contains(QLatin1String(f)), f);
        QVERIFY(cli({ QStringLiteral("--help") }).out.contains(QLatin1String("export FILE.plenum")));
    }

    void formats_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("out");
        QTest::addRow("bom-csv") << "bom-csv"
                                 << "bom.csv";
        QTest::addRow("cables-xlsx") << "cables-xlsx"
                                     << "cables.xlsx";
        QTest::addRow("netbox") << "netbox"
                                << "netbox";
        QTest::addRow("slurm-topology") << "slurm-topology"
                                        << "topology.conf";
        QTest::addRow("json") << "json"
                              << "topology.json";
        QTest::addRow("elevations-pdf headless") << "elevations-pdf"
                                                 << "elevations.pdf";
        QTest::addRow("floorplan-png headless") << "floorplan-png"
                                                << "floor.png";
    }
    void formats()
    {
        QFETCH(QString, format);
        QFETCH(QString, out);
        const QString path = m_dir.filePath(out);
        const Run r = cli({ QStringLiteral("export"), m_routed, QStringLiteral("--format"), format,
                              QStringLiteral("--out"), path, QStringLiteral("--phase"), QStringLiteral("day-one") },
            true);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("exported")));
        QVERIFY(QFileInfo::exists(path));
        if (format == QLatin1String("elevations-pdf"))
            QVERIFY(pdfPages(path) > 0);
    }

    // Issue 22 items 1 and 6 as the user meets them: `--out` onto the project, onto an existing
    // file without --force, or into a folder of the user's files is refused with exit 2 and one
    // line, and nothing changes.
    void outputRules()
    {
        const QByteArray project = readAll(m_routed);
        for (const QString &format :
            { QStringLiteral("bom-csv"), QStringLiteral("json"), QStringLiteral("floorplan-pdf") }) {
            for (const QStringList &extra : { QStringList(), QStringList { QStringLiteral("--force") } }) {
                const Run r = cli(QStringList { "export", m_routed, "--format", format, "--out", m_routed } + extra);
                QCOMPARE(r.code, 2);
                QVERIFY2(r.err.contains(QLatin1String("it is the input")), qPrintable(r.err));
                QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
            }
        }
        QCOMPARE(readAll(m_routed), project);
        const Run dump = cli({ "dump", m_routed, "--out", m_routed, "--force" });
        QCOMPARE(dump.code, 2);
        QCOMPARE(readAll(m_routed), project);

        const QString bom = m_dir.filePath(QStringLiteral("again.csv"));
        QCOMPARE(cli({ "export", m_routed, "--format", "bom-csv", "--out", bom }).code, 0);
        const Run again = cli({ "export", m_routed, "--format", "bom-csv", "--out", bom });
        QCOMPARE(again.code, 2);
        QVERIFY2(again.err.contains(QLatin1String("--force")), qPrintable(again.err));
        QCOMPARE(cli({ "export", m_routed, "--format", "bom-csv", "--out", bom, "--force" }).code, 0);

        // The working folder with the user's files: refused, every file still there.
        const QString work = m_dir.filePath(QStringLiteral("work"));
        QVERIFY(QDir().mkpath(work + QStringLiteral("/src")));
        QFile mine(work + QStringLiteral("/src/main.c"));
        QVERIFY(mine.open(QIODevice::WriteOnly));
        mine.write("int main(void) { return 0; }\n");
        mine.close();
        QProcess p;
        p.setWorkingDirectory(work);
        p.start(QStringLiteral(PLENUM_BIN_DIR "/plenum-cli"),
            { QStringLiteral("export"), m_routed, QStringLiteral("--format"), QStringLiteral("netbox"),
                QStringLiteral("--out"), QStringLiteral(".") });
        QVERIFY(p.waitForFinished(300000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QLatin1String("not an earlier Plenum export")));
        QCOMPARE(readAll(work + QStringLiteral("/src/main.c")), QByteArray("int main(void) { return 0; }\n"));
        QCOMPARE(QDir(work).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList { "src" });
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString out = m_dir.filePath(QStringLiteral("err.out"));
        QTest::addRow("unrouted") << QStringList { "export", m_unrouted, "--format", "cables-csv", "--out", out }
                                  << "route it first";
        QTest::addRow("unknown format") << QStringList { "export", m_routed, "--format", "docx", "--out", out }
                                        << "unknown export format";
        QTest::addRow("unknown phase") << QStringList { "export", m_routed, "--format", "bom-csv", "--out", out,
            "--phase", "later" } << "unknown phase";
        QTest::addRow("no --out") << QStringList { "export", m_routed, "--format", "bom-csv" } << "--out";
        QTest::addRow("bad paper") << QStringList { "export", m_routed, "--format", "elevations-pdf", "--out", out,
            "--paper", "b5" } << "paper";
        QTest::addRow("missing folder") << QStringList { "export", m_routed, "--format", "bom-csv", "--out",
            m_dir.filePath(QStringLiteral("nope/bom.csv")) }
                                        << "nope";
    }
    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1); // one clear line
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("err.out"))));
    }
};

QTEST_GUILESS_MAIN(TestExportCli)
#include "test_export_cli.moc"
