// SPDX-License-Identifier: GPL-3.0-or-later
// The report commands' --json through the one report encoder (json/report_json.h) write byte for
// byte what the hand-built JSON of each command wrote before (issue 20; growth's since its report
// got field lists too, then route, check, new --extend, verify, edit and dxf-layers): every document in
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
        // For route --json: the pod before its first route.
        QVERIFY(
            QFile::copy(m_dir.filePath(QStringLiteral("pod.plenum")), m_dir.filePath(QStringLiteral("fresh.plenum"))));
        QCOMPARE(cli({ QStringLiteral("route"), QStringLiteral("pod.plenum") }).exitCode, 0);
        // For growth: the same 32 nodes in one phase (no transition, an extension plan to 64 nodes),
        // and the routed pod with its first phase renamed "existing" (installed: nothing bought
        // again, no strategy comparison).
        QCOMPARE(cli({ QStringLiteral("new"), QStringLiteral("one.plenum"), QStringLiteral("--template"),
                         QStringLiteral("dgx-h100-superpod"), QStringLiteral("--nodes"), QStringLiteral("32") })
                     .exitCode,
            0);
        // For new --extend: 32 nodes in a hall with room for 64 (the template sizes its hall for 32).
        QCOMPARE(cli({ QStringLiteral("new"), QStringLiteral("roomy.plenum"), QStringLiteral("--template"),
                         QStringLiteral("dgx-h100-superpod"), QStringLiteral("--nodes"), QStringLiteral("32"),
                         QStringLiteral("--hall"), QStringLiteral("30000x12000") })
                     .exitCode,
            0);
        QVERIFY(
            QFile::copy(m_dir.filePath(QStringLiteral("pod.plenum")), m_dir.filePath(QStringLiteral("site.plenum"))));
        QCOMPARE(cli({ QStringLiteral("edit"), QStringLiteral("site.plenum"), QStringLiteral("rename-phase"),
                         QStringLiteral("--phase"), QStringLiteral("day-one"), QStringLiteral("--name"),
                         QStringLiteral("existing") })
                     .exitCode,
            0);
        // For verify: the InfiniBand fabric as ibnetdiscover prints it of the routed pod (which
        // it matches) and of a 2- and a 3-node pod (each compared with the other: the third node's
        // links missing, or found on a node the plan does not have).
        QCOMPARE(cli({ QStringLiteral("export"), QStringLiteral("pod.plenum"), QStringLiteral("--format"),
                         QStringLiteral("ibnetdiscover"), QStringLiteral("--out"), QStringLiteral("pod-ib.txt") })
                     .exitCode,
            0);
        for (const char *nodes : { "2", "3" }) {
            const QString name = QStringLiteral("p") + QLatin1String(nodes);
            QCOMPARE(cli({ QStringLiteral("new"), name + QStringLiteral(".plenum"), QStringLiteral("--template"),
                             QStringLiteral("dgx-h100-superpod"), QStringLiteral("--nodes"), QLatin1String(nodes) })
                         .exitCode,
                0);
            QCOMPARE(
                cli({ QStringLiteral("export"), name + QStringLiteral(".plenum"), QStringLiteral("--format"),
                        QStringLiteral("ibnetdiscover"), QStringLiteral("--out"), name + QStringLiteral("-ib.txt") })
                    .exitCode,
                0);
        }
        // For dxf-layers: the routed pod's floor plan as DXF.
        QCOMPARE(cli({ QStringLiteral("export"), QStringLiteral("pod.plenum"), QStringLiteral("--format"),
                         QStringLiteral("floorplan-dxf"), QStringLiteral("--out"), QStringLiteral("pod.dxf") })
                     .exitCode,
            0);
        // For edit: an empty hall twice, and a script that builds a small pod in it (test_cli_edit's).
        for (const char *name : { "hall.plenum", "hall2.plenum" })
            QCOMPARE(cli({ QStringLiteral("new"), QLatin1String(name), QStringLiteral("--template"),
                             QStringLiteral("empty"), QStringLiteral("--hall"), QStringLiteral("12000x9000") })
                         .exitCode,
                0);
        QFile script(m_dir.filePath(QStringLiteral("pod.json")));
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write(R"([
  {"op": "add-row", "name": "A", "type": "rack-600x1200-48u", "at": [3000, 3000], "racks": 2},
  {"op": "mount", "name": "dgx01", "type": "nvidia-dgx-h100", "rack": "A01", "u": 3},
  {"op": "mount", "name": "dgx02", "type": "nvidia-dgx-h100", "rack": "A01", "u": 13},
  {"op": "mount", "name": "leaf01", "type": "nvidia-qm9700", "rack": "A02", "u": 40},
  {"op": "add-pathway", "name": "Ladder A", "points": [[2400, 3000, 2600], [4200, 3000, 2600]]},
  {"op": "add-links", "a": "dgx01:OSFP[1-4]P1", "b": "leaf01:OSFP[1-4]P1"},
  {"op": "add-links", "a": "dgx02:OSFP[1-4]P1", "b": "leaf01:OSFP[5-8]P1"}
])");
        script.close();
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
        QTest::addRow("route") << "route.json" << 0
                               << QStringList { QStringLiteral("route"), QStringLiteral("fresh.plenum"), json };
        QTest::addRow("check") << "check.json" << 0 << QStringList { QStringLiteral("check"), pod, json };
        QTest::addRow("check of a phase, some rules")
            << "check_phase.json" << 0
            << QStringList { QStringLiteral("check"), pod, QStringLiteral("--phase"), QStringLiteral("day-one"),
                   QStringLiteral("--only"), QStringLiteral("power.,cable."), json };
        QTest::addRow("new --extend") << "extend.json" << 0
                                      << QStringList { QStringLiteral("new"), QStringLiteral("big.plenum"),
                                             QStringLiteral("--extend"), QStringLiteral("roomy.plenum"),
                                             QStringLiteral("--target-nodes"), QStringLiteral("64"), json };
        QTest::addRow("verify, matching") << "verify_match.json" << 0
                                          << QStringList { QStringLiteral("verify"), pod,
                                                 QStringLiteral("--discovered"), QStringLiteral("pod-ib.txt"), json };
        QTest::addRow("verify, links missing")
            << "verify_missing.json" << 1
            << QStringList { QStringLiteral("verify"), QStringLiteral("p3.plenum"), QStringLiteral("--discovered"),
                   QStringLiteral("p2-ib.txt"), json };
        QTest::addRow("verify, unknown devices")
            << "verify_unknown.json" << 1
            << QStringList { QStringLiteral("verify"), QStringLiteral("p2.plenum"), QStringLiteral("--discovered"),
                   QStringLiteral("p3-ib.txt"), json };
        QTest::addRow("edit, routed and checked")
            << "edit_route_check.json" << 1
            << QStringList { QStringLiteral("edit"), QStringLiteral("hall.plenum"), QStringLiteral("--script"),
                   QStringLiteral("pod.json"), QStringLiteral("--route"), QStringLiteral("--check"), json };
        QTest::addRow("edit") << "edit.json" << 0
                              << QStringList { QStringLiteral("edit"), QStringLiteral("hall2.plenum"),
                                     QStringLiteral("--script"), QStringLiteral("pod.json"), json };
        QTest::addRow("dxf-layers") << "dxf_layers.json" << 0
                                    << QStringList { QStringLiteral("dxf-layers"), QStringLiteral("pod.dxf"), json };
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
