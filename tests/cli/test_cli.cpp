// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli as a user drives it: exit codes (0 ok, 2 bad input/usage with one stderr line and
// nothing written), stats JSON, and dump → load → dump byte-identity.
#include <QtTest>

class TestCli : public QObject {
    Q_OBJECT

private:
    struct Result {
        int exitCode = -1;
        QString out;
        QString err;
    };

    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    static Result cli(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(PLENUM_BIN_DIR "/plenum-cli"), args);
        if (!p.waitForFinished(60000))
            return {};
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
    }

    static QByteArray bytesOf(const QString &file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    static void expectOneErrorLine(const Result &r, const QString &needle)
    {
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains(needle), qPrintable(r.err));
    }

private slots:
    void version()
    {
        const Result r = cli({ QStringLiteral("--version") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("plenum-cli ")));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("unknown command") << QStringList { QStringLiteral("frobnicate") }
                                         << "unknown command 'frobnicate'";
        QTest::addRow("unknown flag") << QStringList { QStringLiteral("templates"), QStringLiteral("--xml") }
                                      << "unknown option '--xml'";
        QTest::addRow("missing value") << QStringList { QStringLiteral("new"), QStringLiteral("x.plenum"),
            QStringLiteral("--template") }
                                       << "needs a value";
        QTest::addRow("missing file arg") << QStringList { QStringLiteral("stats") } << "missing argument";
        QTest::addRow("extra arg") << QStringList { QStringLiteral("stats"), QStringLiteral("a"), QStringLiteral("b") }
                                   << "unexpected argument 'b'";
        // Issue 22 item 9: numbers are parsed to the full width and range-checked, never wrapped
        // (4294967297 nodes used to build 1 node, 4294967298 tiers became 2).
        const QString out = path(QStringLiteral("wrapped.plenum"));
        QTest::addRow("nodes beyond int") << QStringList { "new", out, "--template", "starter", "--nodes",
            "4294967297" } << "--nodes must be between 1 and 2147483647 (got 4294967297)";
        QTest::addRow("tiers beyond int") << QStringList { "new", out, "--template", "starter", "--tiers",
            "4294967298" } << "--tiers must be between 2 and 3 (got 4294967298)";
        QTest::addRow("beyond 64 bits") << QStringList { "new", out, "--template", "starter", "--nodes",
            "99999999999999999999" } << "--nodes must be between 1 and 2147483647 (got 99999999999999999999)";
        QTest::addRow("hall of 9.2e18 mm") << QStringList { "new", out, "--template", "starter", "--hall",
            "9200000000000000000x20000" } << "--hall must be WIDTHxDEPTH in millimetres, each 1 to 2000000";
        // Issue 20: one --hall parser for new and import-netbox-site (cli/hall_size.h).
        const QString hallMessage = QStringLiteral("--hall must be WIDTHxDEPTH in millimetres, each 1 to 2000000, e.g. "
                                                   "30000x20000 (got '%1')");
        QTest::addRow("hall without x") << QStringList { "new", out, "--template", "starter", "--hall", "30000" }
                                        << hallMessage.arg(QStringLiteral("30000"));
        QTest::addRow("hall without depth") << QStringList { "new", out, "--template", "starter", "--hall", "30000x" }
                                            << hallMessage.arg(QStringLiteral("30000x"));
        QTest::addRow("hall of 0 mm") << QStringList { "new", out, "--template", "empty", "--hall", "0x9000" }
                                      << hallMessage.arg(QStringLiteral("0x9000"));
        QTest::addRow("hall beyond the limit") << QStringList { "new", out, "--template", "empty", "--hall",
            "2000001x9000" } << hallMessage.arg(QStringLiteral("2000001x9000"));
        QTest::addRow("hall of three sides") << QStringList { "new", out, "--template", "empty", "--hall",
            "9000x9000x9000" } << hallMessage.arg(QStringLiteral("9000x9000x9000"));
        // Issue 22 item 10: an empty output path is a usage error, not "internal error: filesystem error".
        QTest::addRow("empty output path")
            << QStringList { "new", "", "--template", "starter" } << "no output path given";
        QTest::addRow("unknown rule code")
            << QStringList { "check", out, "--only", "bogus.code" } << "--only: unknown rule code 'bogus.code'";
        QTest::addRow("per-page beyond int") << QStringList { "export", out, "--format", "bom-csv", "--out", out,
            "--per-page", "4294967297" } << "--per-page must be between";
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        expectOneErrorLine(cli(args), message);
        QVERIFY(cli({}).exitCode == 2);
    }

    // `new --cross-ladder-every` (issue #16). The 127-node SuperPOD has 3 rows (SU, network, SU):
    // per row a ladder, a fibre runway and a power tray (9), one power backbone, and between each
    // of the 2 pairs of rows a ladder and a runway at the west end, at the east end and (an SU row
    // of 2 × (800 + 8 × 600 + 800) = 12,800 mm is 22 racks' columns of 600 mm, at most 10 apart:
    // 3 spans) twice between: 2 × 8 = 16, so 26 pathways; with 0, the backbones only: 2 × 4 = 8,
    // so 18.
    void newCrossLadders_data()
    {
        QTest::addColumn<QString>("every");
        QTest::addColumn<QString>("expected");
        QTest::addRow("default") << QString() << "26 pathways";
        QTest::addRow("backbones only") << "0"
                                        << "18 pathways";
    }
    void newCrossLadders()
    {
        QFETCH(QString, every);
        QFETCH(QString, expected);
        const QString file = path(QStringLiteral("cross.plenum"));
        QStringList args { QStringLiteral("new"), file, QStringLiteral("--template"),
            QStringLiteral("dgx-h100-superpod"), QStringLiteral("--nodes"), QStringLiteral("127") };
        if (!every.isEmpty())
            args << QStringLiteral("--cross-ladder-every") << every;
        const Result r = cli(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(expected), qPrintable(r.out));
        QVERIFY(QFile::remove(file)); // the other tests expect an empty directory
        expectOneErrorLine(
            cli({ QStringLiteral("new"), file, QStringLiteral("--template"), QStringLiteral("dgx-h100-superpod"),
                QStringLiteral("--cross-ladder-every"), QStringLiteral("-1") }),
            QStringLiteral("--cross-ladder-every must be at least 0"));
        QVERIFY(!QFile::exists(file));
    }

    void newWritesNothingOnBadInput()
    {
        const QString out = path(QStringLiteral("bad.plenum"));
        expectOneErrorLine(cli({ QStringLiteral("new"), out }), QStringLiteral("missing --template"));
        expectOneErrorLine(cli({ QStringLiteral("new"), out, QStringLiteral("--template"), QStringLiteral("nope") }),
            QStringLiteral("unknown template 'nope'"));
        QVERIFY(!QFile::exists(out));
        QVERIFY(QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
    }

    void newStatsDumpLoad()
    {
        const QString file = path(QStringLiteral("s.plenum"));
        Result r = cli({ QStringLiteral("new"), file, QStringLiteral("--template"), QStringLiteral("starter") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());

        // An existing file is not replaced without --force, and is left as it was.
        const QByteArray before = bytesOf(file);
        expectOneErrorLine(
            cli({ QStringLiteral("new"), file, QStringLiteral("--template"), QStringLiteral("starter") }),
            QStringLiteral("already exists"));
        QCOMPARE(bytesOf(file), before);

        r = cli({ QStringLiteral("stats"), file, QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject stats = QJsonDocument::fromJson(r.out.toUtf8()).object();
        // Starter: 16 DGX H100 + 8 QM9700 in 10 racks; 128 rail links; no cables before routing.
        QCOMPARE(stats.value(QStringLiteral("halls")).toInt(), 1);
        QCOMPARE(stats.value(QStringLiteral("racks")).toInt(), 10);
        QCOMPARE(stats.value(QStringLiteral("devices")).toInt(), 24);
        QCOMPARE(stats.value(QStringLiteral("ports")).toInt(), 16 * 21 + 8 * 68); // catalogue port lists
        QCOMPARE(stats.value(QStringLiteral("links")).toInt(), 128);
        QCOMPARE(stats.value(QStringLiteral("cables")).toInt(), 0);
        QCOMPARE(stats.value(QStringLiteral("pathways")).toInt(), 3);
        QCOMPARE(stats.value(QStringLiteral("total_cable_length_mm")).toInt(), 0);

        const QString json1 = path(QStringLiteral("s.json"));
        QCOMPARE(cli({ QStringLiteral("dump"), file, QStringLiteral("--out"), json1 }).exitCode, 0);
        const QString file2 = path(QStringLiteral("s2.plenum"));
        QCOMPARE(cli({ QStringLiteral("load"), json1, file2 }).exitCode, 0);
        r = cli({ QStringLiteral("dump"), file2 });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.toUtf8(), bytesOf(json1));
    }

    void loadRefusesBadJson()
    {
        const QString json = path(QStringLiteral("broken.json"));
        QFile f(json);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"plenum-project\", \"schema\": 1,\n  \"name\": }\n");
        f.close();
        const QString out = path(QStringLiteral("never.plenum"));
        expectOneErrorLine(cli({ QStringLiteral("load"), json, out }), QStringLiteral("line 2, column 11"));
        QVERIFY(!QFile::exists(out));
    }

    void statsRefusesNonProject()
    {
        const QString file = path(QStringLiteral("notes.plenum"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();
        expectOneErrorLine(cli({ QStringLiteral("stats"), file }), QStringLiteral("not an SQLite database"));
        expectOneErrorLine(
            cli({ QStringLiteral("dump"), path(QStringLiteral("absent.plenum")) }), QStringLiteral("does not exist"));
    }

    void fabricKAry()
    {
        // k = 64, 2 tiers: 2048 endpoints on 64 leaves and 32 spines.
        const Result r = cli({ QStringLiteral("fabric"), QStringLiteral("--endpoints"), QStringLiteral("2048"),
            QStringLiteral("--radix"), QStringLiteral("64"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("endpoints")).toInt(), 2048);
        const QJsonObject sw = o.value(QStringLiteral("switches")).toObject();
        QCOMPARE(sw.value(QStringLiteral("leaf")).toInt(), 64);
        QCOMPARE(sw.value(QStringLiteral("spine")).toInt(), 32);
        QCOMPARE(sw.value(QStringLiteral("total")).toInt(), 96);
        QCOMPARE(o.value(QStringLiteral("links")).toObject().value(QStringLiteral("leaf_spine")).toInt(), 2048);
    }

    void fabricSuperPodWithPrices()
    {
        // DGX SuperPOD H100 RA, 127 nodes: 32 leaves + 16 spines; 1024 leaf-spine links.
        // (48 × 20000 + 1024 × 1000) / 1016 endpoints = 1952.76 USD per endpoint.
        const Result r = cli({ QStringLiteral("fabric"), QStringLiteral("--template"),
            QStringLiteral("dgx-h100-superpod"), QStringLiteral("--switch-price"), QStringLiteral("20000"),
            QStringLiteral("--link-price=1000"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("nodes")).toInt(), 127);
        QCOMPARE(o.value(QStringLiteral("switches")).toObject().value(QStringLiteral("total")).toInt(), 48);
        QCOMPARE(o.value(QStringLiteral("links")).toObject().value(QStringLiteral("node_leaf")).toInt(), 1016);
        QCOMPARE(o.value(QStringLiteral("transceivers")).toInt(), 127 * 4 + 32 * 32 + 16 * 32);
        const QJsonObject cost = o.value(QStringLiteral("cost")).toObject();
        QCOMPARE(cost.value(QStringLiteral("switches_usd")).toInt(), 960000);
        QCOMPARE(cost.value(QStringLiteral("switch_links_usd")).toInt(), 1024000);
        QCOMPARE(cost.value(QStringLiteral("per_endpoint_usd")).toDouble(), 1952.76);
    }

    void fabricCompare()
    {
        const Result r = cli({ QStringLiteral("fabric"), QStringLiteral("--endpoints"), QStringLiteral("16384"),
            QStringLiteral("--nics-per-node"), QStringLiteral("8"), QStringLiteral("--radix"), QStringLiteral("64"),
            QStringLiteral("--compare"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonArray designs
            = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("designs")).toArray();
        QCOMPARE(designs.size(), 3);
        // 16,384 endpoints exceed 2 tiers of 64-port switches (2048) ...
        QVERIFY(
            designs[0].toObject().value(QStringLiteral("error")).toString().contains(QStringLiteral("at most 2048")));
        // ... fit 3 tiers (k³/4 = 65,536): 512 leaves = 16 whole pods of 32, 16 × 32 pod spines, and
        // 32 core groups of 8 (16 pod spines × 32 uplinks spread evenly over 8 64-port cores) ...
        const QJsonObject three = designs[1].toObject().value(QStringLiteral("switches")).toObject();
        QCOMPARE(three.value(QStringLiteral("leaf")).toInt(), 512);
        QCOMPARE(three.value(QStringLiteral("spine")).toInt(), 512);
        QCOMPARE(three.value(QStringLiteral("core")).toInt(), 256);
        // ... and 8 planes of 2 tiers: 8 × (64 + 32) switches.
        const QJsonObject multi = designs[2].toObject().value(QStringLiteral("switches")).toObject();
        QCOMPARE(multi.value(QStringLiteral("total")).toInt(), 8 * 96);
    }

    void fabricImpossible_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("planes") << QStringList { QStringLiteral("--template"), QStringLiteral("multiplane-8x400"),
            QStringLiteral("--planes"), QStringLiteral("3") }
                                << "3 planes do not divide";
        QTest::addRow("zero nodes") << QStringList { QStringLiteral("--nodes"), QStringLiteral("0") } << "at least 1";
        QTest::addRow("too many") << QStringList { QStringLiteral("--endpoints"), QStringLiteral("3000"),
            QStringLiteral("--radix"), QStringLiteral("64"), QStringLiteral("--tiers"), QStringLiteral("2") }
                                  << "at most 2048 endpoints";
        QTest::addRow("unknown template")
            << QStringList { QStringLiteral("--template"), QStringLiteral("x") } << "unknown fabric template 'x'";
        QTest::addRow("not a number") << QStringList { QStringLiteral("--nodes"), QStringLiteral("ten") }
                                      << "whole number";
    }

    void fabricImpossible()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        expectOneErrorLine(cli(QStringList { QStringLiteral("fabric") } + args), message);
    }

    // Issue 20: `fabric` chooses tiers by the same rule as `new` and says so. 3000 endpoints of
    // radix-64 switches need 94 leaves, more than the 64 one spine layer reaches: 3 tiers.
    void fabricChoosesTiersAsNewDoes()
    {
        Result r = cli({ QStringLiteral("fabric"), QStringLiteral("--endpoints"), QStringLiteral("3000"),
            QStringLiteral("--radix"), QStringLiteral("64"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("\"tiers\": 3"), qPrintable(r.out));
        QVERIFY2(r.out.contains("3 tiers: 2 cannot serve the target"), qPrintable(r.out));
        r = cli({ QStringLiteral("fabric"), QStringLiteral("--endpoints"), QStringLiteral("2048"),
            QStringLiteral("--radix"), QStringLiteral("64") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("2 tiers serve the target"), qPrintable(r.out));
        // NVIDIA's B200 SuperPOD goes to 3 tiers from 16 SUs (512 nodes); `new` builds it, so must `fabric`.
        r = cli({ QStringLiteral("fabric"), QStringLiteral("--template"), QStringLiteral("dgx-b200-superpod"),
            QStringLiteral("--nodes"), QStringLiteral("512") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("3 tiers"), qPrintable(r.out));
        // `new` says the same sentence for the fabric it builds: one SU of the H100 SuperPOD (32 nodes,
        // 256 rail ports on 8 QM9700 leaves) fits the template's 2 tiers; asked for 3, it builds 3.
        const QString file = path(QStringLiteral("tiers.plenum"));
        r = cli({ QStringLiteral("new"), file, QStringLiteral("--template"), QStringLiteral("dgx-h100-superpod"),
            QStringLiteral("--nodes"), QStringLiteral("32") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("fabric: 2 tiers serve the target"), qPrintable(r.out));
        r = cli({ QStringLiteral("new"), file, QStringLiteral("--template"), QStringLiteral("dgx-h100-superpod"),
            QStringLiteral("--nodes"), QStringLiteral("32"), QStringLiteral("--tiers"), QStringLiteral("3"),
            QStringLiteral("--force") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("fabric: 3 tiers, as asked"), qPrintable(r.out));
    }

    void newRouteStats()
    {
        // One SU of the DGX H100 SuperPOD: every link becomes a cable, saved in the file.
        const QString file = path(QStringLiteral("su.plenum"));
        Result r = cli({ QStringLiteral("new"), file, QStringLiteral("--template"), QStringLiteral("dgx-h100-superpod"),
            QStringLiteral("--nodes"), QStringLiteral("32"), QStringLiteral("--compare-strategies") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(
            r.out.contains(QStringLiteral("strategy row-end")) && r.out.contains(QStringLiteral("strategy row-middle")),
            qPrintable(r.out));
        r = cli({ QStringLiteral("route"), file, QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject route = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY(route.value(QStringLiteral("links")).toInt() > 32 * 8);
        QCOMPARE(route.value(QStringLiteral("cables")).toInt(), route.value(QStringLiteral("links")).toInt());
        QVERIFY(route.value(QStringLiteral("unrouted")).toArray().isEmpty());
        QVERIFY(route.value(QStringLiteral("overflows")).toArray().isEmpty());
        // Ordered ÷ required per tier (issue #23): the tiers add up to every cable.
        int tierCables = 0;
        for (const auto &t : route.value(QStringLiteral("tiers")).toArray()) {
            const QJsonObject o = t.toObject();
            tierCables += o.value(QStringLiteral("cables")).toInt();
            const double ratio = double(o.value(QStringLiteral("ordered_length_mm")).toInteger())
                / double(o.value(QStringLiteral("required_length_mm")).toInteger());
            QVERIFY(std::abs(o.value(QStringLiteral("ordered_per_required")).toDouble() - ratio) <= 0.0005);
            QVERIFY(ratio >= 1.0);
        }
        QCOMPARE(tierCables, route.value(QStringLiteral("cables")).toInt());
        r = cli({ QStringLiteral("stats"), file, QStringLiteral("--json") });
        const QJsonObject stats = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(stats.value(QStringLiteral("cables")).toInt(), route.value(QStringLiteral("cables")).toInt());
        QVERIFY(stats.value(QStringLiteral("total_cable_length_mm")).toInteger()
            >= stats.value(QStringLiteral("required_cable_length_mm")).toInteger());
        // 32 nodes × 8 rails to 8 leaves, 8 leaves × 32 uplinks.
        QCOMPARE(stats.value(QStringLiteral("gpus")).toInt(), 256);
        expectOneErrorLine(
            cli({ QStringLiteral("route"), path(QStringLiteral("none.plenum")) }), QStringLiteral("does not exist"));
        expectOneErrorLine(cli({ QStringLiteral("new"), path(QStringLiteral("x.plenum")), QStringLiteral("--template"),
                               QStringLiteral("dgx-h100-superpod"), QStringLiteral("--hall"),
                               QStringLiteral("9000x6000"), QStringLiteral("--nodes"), QStringLiteral("127") }),
            QStringLiteral("racks do not fit"));
        QVERIFY(!QFile::exists(path(QStringLiteral("x.plenum"))));
    }

    // Issue 22 item 7: `route` on a read-only project used to replace it silently (and a 0600 one
    // became 0644); now it is refused before any work and a writable one keeps its mode.
    void routeKeepsPermissions()
    {
        const QString file = path(QStringLiteral("perm.plenum"));
        QCOMPARE(
            cli({ QStringLiteral("new"), file, QStringLiteral("--template"), QStringLiteral("starter") }).exitCode, 0);
        QVERIFY(QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther));
        const QByteArray before = bytesOf(file);
        expectOneErrorLine(cli({ QStringLiteral("route"), file }), QStringLiteral("read-only"));
        QCOMPARE(bytesOf(file), before);
        QVERIFY(QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        QCOMPARE(cli({ QStringLiteral("route"), file }).exitCode, 0);
        const QFileDevice::Permissions ownerGroupOther(QFlag(0x7000 | 0x0077)); // not the "current user" bits
        QCOMPARE(QFile::permissions(file) & ownerGroupOther, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        QVERIFY(bytesOf(file) != before);
    }

    void dumpIntoMissingFolderFails()
    {
        const QString file = path(QStringLiteral("d.plenum"));
        QCOMPARE(
            cli({ QStringLiteral("new"), file, QStringLiteral("--template"), QStringLiteral("starter") }).exitCode, 0);
        expectOneErrorLine(
            cli({ QStringLiteral("dump"), file, QStringLiteral("--out"), path(QStringLiteral("no/dir/x.json")) }),
            QStringLiteral("does not exist"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
