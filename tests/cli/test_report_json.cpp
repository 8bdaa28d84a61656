// SPDX-License-Identifier: GPL-3.0-or-later
// The report commands' --json through the one report encoder (json/report_json.h) write byte for
// byte what the hand-built JSON of each command wrote before (issue 20; growth's since its report
// got field lists too): every document in
// tests/data/report_json/ was captured from plenum-cli before the change, for the project and the
// arguments listed here, and the command must still print exactly that and exit as it did.
#include <QtTest>

class TestReportJson : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    struct Result {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    // Runs in the temporary folder, so that a "file" member holds the same relative name as when
    // the fixtures were captured.
    Result cli(const QStringList &args) const
    {
        QProcess p;
        p.setWorkingDirectory(m_dir.path());
        p.start(QStringLiteral(PLENUM_BIN_DIR "/plenum-cli"), args);
        if (!p.waitForFinished(300000))
            return {};
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError() };
    }

    static QByteArray fixture(const QString &name)
    {
        QFile f(QStringLiteral(PLENUM_SOURCE_DIR "/tests/data/report_json/") + name);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return f.readAll();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // 32 DGX H100 on day one, 64 at target, routed: the project test_analysis_cli uses.
        QCOMPARE(cli({ QStringLiteral("new"), QStringLiteral("pod.plenum"), QStringLiteral("--template"),
                         QStringLiteral("dgx-h100-superpod"), QStringLiteral("--nodes"), QStringLiteral("32"),
                         QStringLiteral("--target-nodes"), QStringLiteral("64") })
                     .exitCode,
            0);
        QCOMPARE(cli({ QStringLiteral("route"), QStringLiteral("pod.plenum") }).exitCode, 0);
        // For growth: the same 32 nodes in one phase (no transition, an extension plan to 64 nodes),
        // and the routed pod with its first phase renamed "existing" (installed: nothing bought
        // again, no strategy comparison).
        QCOMPARE(cli({ QStringLiteral("new"), QStringLiteral("one.plenum"), QStringLiteral("--template"),
                         QStringLiteral("dgx-h100-superpod"), QStringLiteral("--nodes"), QStringLiteral("32") })
                     .exitCode,
            0);
        QVERIFY(
            QFile::copy(m_dir.filePath(QStringLiteral("pod.plenum")), m_dir.filePath(QStringLiteral("site.plenum"))));
        QCOMPARE(cli({ QStringLiteral("edit"), QStringLiteral("site.plenum"), QStringLiteral("rename-phase"),
                         QStringLiteral("--phase"), QStringLiteral("day-one"), QStringLiteral("--name"),
                         QStringLiteral("existing") })
                     .exitCode,
            0);
    }

    void sameBytesAsBefore_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QStringList>("args");
        const QString pod = QStringLiteral("pod.plenum");
        const QString json = QStringLiteral("--json");
        QTest::addRow("stats") << "stats.json" << 0 << QStringList { QStringLiteral("stats"), pod, json };
        QTest::addRow("cost") << "cost.json" << 0 << QStringList { QStringLiteral("cost"), pod, json };
        QTest::addRow("reliability of the project")
            << "reliability_project.json" << 0 << QStringList { QStringLiteral("reliability"), pod, json };
        QTest::addRow("reliability of a fleet")
            << "reliability_fleet.json" << 0
            << QStringList { QStringLiteral("reliability"), QStringLiteral("--gpus"), QStringLiteral("16384"),
                   QStringLiteral("--planes"), QStringLiteral("2"), json };
        QTest::addRow("storage, flagged")
            << "storage_flagged.json" << 1
            << QStringList { QStringLiteral("storage"), QStringLiteral("--nodes"), QStringLiteral("6"),
                   QStringLiteral("--target-nodes"), QStringLiteral("40"), json };
        QTest::addRow("storage, replication only")
            << "storage_small.json" << 0
            << QStringList { QStringLiteral("storage"), QStringLiteral("--nodes"), QStringLiteral("2"), json };
        QTest::addRow("resilience survey")
            << "resilience.json" << 0 << QStringList { QStringLiteral("resilience"), pod, json };
        QTest::addRow("resilience, every failure")
            << "resilience_all.json" << 0
            << QStringList { QStringLiteral("resilience"), pod, QStringLiteral("--all"), json };
        QTest::addRow("resilience, one plane") << "resilience_plane.json" << 0
                                               << QStringList { QStringLiteral("resilience"), pod,
                                                      QStringLiteral("--component"), QStringLiteral("plane:1"), json };
        QTest::addRow("growth") << "growth.json" << 0 << QStringList { QStringLiteral("growth"), pod, json };
        QTest::addRow("growth of one phase, extended")
            << "growth_extension.json" << 1
            << QStringList { QStringLiteral("growth"), QStringLiteral("one.plenum"), QStringLiteral("--target-nodes"),
                   QStringLiteral("64"), json };
        QTest::addRow("growth of an installed site")
            << "growth_installed.json" << 0
            << QStringList { QStringLiteral("growth"), QStringLiteral("site.plenum"), json };
        QTest::addRow("fabric") << "fabric.json" << 0
                                << QStringList { QStringLiteral("fabric"), QStringLiteral("--template"),
                                       QStringLiteral("dgx-h100-superpod"), QStringLiteral("--nodes"),
                                       QStringLiteral("512"), json };
        QTest::addRow("fabric comparison") << "fabric_compare.json" << 0
                                           << QStringList { QStringLiteral("fabric"), QStringLiteral("--template"),
                                                  QStringLiteral("dgx-h100-superpod"), QStringLiteral("--nodes"),
                                                  QStringLiteral("2048"), QStringLiteral("--compare"), json };
    }
    void sameBytesAsBefore()
    {
        QFETCH(QString, fixture);
        QFETCH(int, exitCode);
        QFETCH(QStringList, args);
        const QByteArray expected = TestReportJson::fixture(fixture);
        QVERIFY2(!expected.isEmpty(), qPrintable(fixture));
        const Result r = cli(args);
        QVERIFY2(r.exitCode == exitCode, r.err.constData());
        QCOMPARE(r.out, expected);
    }
};

QTEST_GUILESS_MAIN(TestReportJson)
#include "test_report_json.moc"
