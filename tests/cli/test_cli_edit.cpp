// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli edit as a user drives it: a 2-rack pod built by script from an empty hall (two DGX
// H100 in A01, a QM9700 leaf in A02, 16 rail links, a ladder over the row), routed, checked and
// exported as a cable schedule whose facts are computed by hand below; single operations from the
// command line; all-or-nothing scripts (exit 2 naming the operation, the file untouched); the
// output rules.
#include "../export/readers.h"

#include <QtTest>

class TestCliEdit : public QObject {
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

    void write(const QString &name, const QByteArray &text)
    {
        QFile f(path(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }

    static void expectOneErrorLine(const Result &r, const QString &needle)
    {
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains(needle), qPrintable(r.err));
    }

    // The pod: row A of two 600 × 1200 mm, 48U racks centred at x = 3.0 and 3.6 m, y = 3.0 m; a
    // ladder at 2.6 m over the row's centre line.
    static QByteArray podScript()
    {
        return R"([
  {"op": "add-row", "name": "A", "type": "rack-600x1200-48u", "at": [3000, 3000], "racks": 2},
  {"op": "mount", "name": "dgx01", "type": "nvidia-dgx-h100", "rack": "A01", "u": 3},
  {"op": "mount", "name": "dgx02", "type": "nvidia-dgx-h100", "rack": "A01", "u": 13},
  {"op": "mount", "name": "leaf01", "type": "nvidia-qm9700", "rack": "A02", "u": 40},
  {"op": "add-pathway", "name": "Ladder A", "points": [[2400, 3000, 2600], [4200, 3000, 2600]]},
  {"op": "add-links", "a": "dgx01:OSFP[1-4]P1", "b": "leaf01:OSFP[1-4]P1"},
  {"op": "add-links", "a": "dgx01:OSFP[1-4]P2", "b": "leaf01:OSFP[1-4]P2"},
  {"op": "add-links", "a": "dgx02:OSFP[1-4]P1", "b": "leaf01:OSFP[5-8]P1"},
  {"op": "add-links", "a": "dgx02:OSFP[1-4]P2", "b": "leaf01:OSFP[5-8]P2"}
])";
    }

    QString newPod(const QString &name)
    {
        const QString file = path(name);
        const Result made = cli({ "new", file, "--template", "empty", "--hall", "12000x9000" });
        if (made.exitCode != 0)
            return {};
        write(QStringLiteral("pod.json"), podScript());
        const Result edited = cli({ "edit", file, "--script", path(QStringLiteral("pod.json")), "--route" });
        return edited.exitCode == 0 ? file : QString();
    }

private slots:
    void emptyHall()
    {
        const QString file = path(QStringLiteral("empty.plenum"));
        Result r = cli({ "new", file, "--template", "empty", "--hall", "12000x9000", "--tile", "610" });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("hall 12.0 x 9.0 m, 610 mm tiles")), qPrintable(r.out));
        r = cli({ "stats", file, "--json" });
        QVERIFY(r.out.contains(QStringLiteral("\"racks\": 0")));
        QVERIFY(r.out.contains(QStringLiteral("\"halls\": 1")));
        expectOneErrorLine(cli({ "new", path(QStringLiteral("e2.plenum")), "--template", "empty" }),
            QStringLiteral("the 'empty' template needs the hall's size"));
        expectOneErrorLine(cli({ "new", path(QStringLiteral("e2.plenum")), "--template", "empty", "--hall", "9000x9000",
                               "--nodes", "8" }),
            QStringLiteral("the 'empty' template has no fabric"));
        expectOneErrorLine(cli({ "new", path(QStringLiteral("e2.plenum")), "--template", "starter", "--tile", "600" }),
            QStringLiteral("--tile applies to the 'empty' template"));
        QVERIFY(!QFile::exists(path(QStringLiteral("e2.plenum"))));
    }

    void podByScriptRouteCheckExport()
    {
        const QString file = path(QStringLiteral("pod.plenum"));
        QCOMPARE(cli({ "new", file, "--template", "empty", "--hall", "12000x9000" }).exitCode, 0);
        write(QStringLiteral("pod.json"), podScript());
        const Result r
            = cli({ "edit", file, "--script", path(QStringLiteral("pod.json")), "--route", "--check", "--json" });
        // Exit 1: the checks find errors — the pod has no PDUs yet (power.redundancy), nothing else.
        QCOMPARE(r.exitCode, 1);
        QJsonParseError error;
        const QJsonObject v = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(r.out));
        QCOMPARE(v.value("operations").toArray().size(), 9);
        QCOMPARE(v.value("operations")
                     .toArray()[0]
                     .toObject()
                     .value("changes")
                     .toObject()
                     .value("racks")
                     .toObject()
                     .value("added")
                     .toInt(),
            2);
        const QJsonObject cables = v.value("cables").toObject();
        QCOMPARE(cables.value("added").toInt(), 16);
        QCOMPARE(cables.value("removed").toInt(), 0);
        QCOMPARE(cables.value("links_without_cable").toInt(), 0);
        QVERIFY(v.value("unrouted").toArray().isEmpty());
        const QJsonObject findings = v.value("findings").toObject();
        QVERIFY(findings.value("cleared").toArray().isEmpty()); // the empty hall had none
        QSet<QString> codes;
        for (const auto &f : findings.value("appeared").toArray())
            codes.insert(f.toObject().value("code").toString());
        QCOMPARE(codes, (QSet<QString> { "power.redundancy", "airflow.blanking" }));

        // The cable schedule: 16 cables A01 → A02, one per link.
        const QString csv = path(QStringLiteral("cables.csv"));
        QCOMPARE(cli({ "export", file, "--format", "cables-csv", "--out", csv }).exitCode, 0);
        bool wellFormed = false;
        const exporttest::Rows rows = exporttest::parseCsv(bytesOf(csv).toStdString(), &wellFormed);
        QVERIFY(wellFormed);
        QCOMPARE(rows.size(), std::size_t(1 + 16));
        const auto &head = rows[0];
        auto col = [&](const char *name) {
            return std::size_t(std::find(head.begin(), head.end(), std::string(name)) - head.begin());
        };
        QVERIFY(col("required_length_m") < head.size() && col("ordered_length_m") < head.size());
        for (std::size_t i = 1; i < rows.size(); ++i) {
            QCOMPARE(rows[i][col("from_rack")], std::string("A01"));
            QCOMPARE(rows[i][col("to_rack")], std::string("A02"));
            const double required = std::stod(rows[i][col("required_length_m")]);
            const double ordered = std::stod(rows[i][col("ordered_length_m")]);
            // Racks 0.6 m apart: up from U3/U13 through a 2.23 m rack (U1 at 0.1 m + 48 × 44.45 mm)
            // to a ladder at 2.6 m, along it, down to U40, plus bends and the service loops of an
            // MPO trunk (beyond copper's reach): 2 × 1 m (issue #16, fibre with optics): 4 to 8 m;
            // never more than the rack distance plus twice the ladder height plus the two loops
            // plus 1.5 m.
            QVERIFY2(
                required > 4.0 && required < 0.6 + 2 * 2.6 + 2 * 1.0 + 1.5, rows[i][col("required_length_m")].c_str());
            QVERIFY(ordered >= required);
        }

        // The length terms, from the canonical dump: drops are ladder height − rack top =
        // 2600 − 2234 = 366 mm. Along the ladder a cable runs from one rack's vertical cable manager
        // to the other's; managers sit 300 − 50 = 250 mm either side of a rack's centre, so with
        // the racks 600 mm apart that is 600 − 500, 600 or 600 + 500 mm.
        const QString dump = path(QStringLiteral("pod.dump.json"));
        QCOMPARE(cli({ "dump", file, "--out", dump }).exitCode, 0);
        const QJsonArray dumped = QJsonDocument::fromJson(bytesOf(dump)).object().value("cables").toArray();
        QCOMPARE(dumped.size(), 16);
        for (const auto &c : dumped) {
            const QJsonObject o = c.toObject();
            QCOMPARE(o.value("drop_a_mm").toInt(), 366);
            QCOMPARE(o.value("drop_b_mm").toInt(), 366);
            const int along = o.value("pathway_mm").toInt();
            QVERIFY2(along == 100 || along == 600 || along == 1100, qPrintable(QString::number(along)));
        }
    }

    void singleOperations()
    {
        const QString file = newPod(QStringLiteral("ops.plenum"));
        QVERIFY(!file.isEmpty());
        // Moving the leaf's rack 0.6 m east along the ladder: its 16 cables come back rerouted,
        // each 0.6 m longer along the ladder.
        Result r = cli({ "edit", file, "move-rack", "--rack", "A02", "--to", "4200,3000", "--route", "--json" });
        QCOMPARE(r.exitCode, 0);
        QJsonObject v = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(v.value("cables").toObject().value("rerouted").toInt(), 16);
        QVERIFY(v.value("cables").toObject().value("ordered_length_change_mm").toInt() >= 0);
        // Without --route the edit says what it removed and what is left without a cable.
        r = cli({ "edit", file, "delete-device", "--device", "dgx02" });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(
            r.out.contains(QStringLiteral("[0] delete-device: devices -1, links -8, cables -8")), qPrintable(r.out));
        r = cli(
            { "edit", file, "mount", "--name", "dgx02", "--type", "nvidia-dgx-h100", "--rack", "A01", "--u", "13" });
        QCOMPARE(r.exitCode, 0);
        r = cli({ "edit", file, "add-links", "--a", "dgx02:OSFP[1-4]P1", "--b", "leaf01:OSFP[5-8]P1" });
        QVERIFY2(r.out.contains(QStringLiteral("4 links without a cable: add --route")), qPrintable(r.out));
        // --out writes elsewhere and leaves the input as it was.
        const QByteArray before = bytesOf(file);
        const QString copy = path(QStringLiteral("copy.plenum"));
        r = cli({ "edit", file, "set-rack", "--rack", "A02", "--name", "N01", "--out", copy });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(bytesOf(file), before);
        QVERIFY(QFile::exists(copy));
        expectOneErrorLine(cli({ "edit", file, "set-rack", "--rack", "A02", "--name", "N01", "--out", copy }),
            QStringLiteral("use --force"));
        QCOMPARE(
            cli({ "edit", file, "set-rack", "--rack", "A02", "--name", "N02", "--out", copy, "--force" }).exitCode, 0);
    }

    // Issue #18: `lock` keeps a rack where it is — moving or deleting it fails with exit 2 naming it,
    // the file untouched — while a device can still be mounted in it; `unlock` lets the move through.
    // The lock is stored: a dump shows "locked": true.
    void lockAndUnlock()
    {
        const QString file = newPod(QStringLiteral("locks.plenum"));
        QVERIFY(!file.isEmpty());
        QCOMPARE(cli({ "edit", file, "lock", "--rack", "A01,A02" }).exitCode, 0);
        const QByteArray locked = bytesOf(file);
        expectOneErrorLine(cli({ "edit", file, "move-rack", "--rack", "A02", "--to", "4200,3000" }),
            QStringLiteral("operation [0] move-rack: rack A02 is locked; unlock it first"));
        expectOneErrorLine(cli({ "edit", file, "delete-row", "--row", "A" }),
            QStringLiteral("operation [0] delete-row: rack A01 is locked; unlock it first"));
        QCOMPARE(bytesOf(file), locked);
        const Result dump = cli({ "dump", file });
        QCOMPARE(dump.exitCode, 0);
        QCOMPARE(dump.out.count(QStringLiteral("\"locked\": true")), 2);
        QCOMPARE(cli({ "edit", file, "mount", "--name", "blank45", "--type", "blanking-panel-1u", "--rack", "A01",
                         "--u", "45" })
                     .exitCode,
            0);
        expectOneErrorLine(
            cli({ "edit", file, "lock" }), QStringLiteral("nothing to lock: name a rack or an obstacle"));
        QCOMPARE(cli({ "edit", file, "unlock", "--rack", "A02" }).exitCode, 0);
        QCOMPARE(cli({ "edit", file, "move-rack", "--rack", "A02", "--to", "4200,3000" }).exitCode, 0);
    }

    void errorsWriteNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("U taken") << QStringList { "mount", "--name", "x1", "--type", "nvidia-qm9700", "--rack", "A01",
            "--u", "5" } << "operation [0] mount: U 5 of A01 is taken by dgx01";
        QTest::addRow("footprint leaves the hall") << QStringList { "move-rack", "--rack", "A01", "--to", "11900,3000" }
                                                   << "operation [0] move-rack: the footprint of rack A01";
        QTest::addRow("port carries a link") << QStringList { "add-link", "--a", "leaf01:OSFP1P1", "--b",
            "dgx02:OSFP4P2" } << "port OSFP1P1 of leaf01 already carries a link";
        QTest::addRow("unknown device type") << QStringList { "mount", "--name", "x1", "--type", "x", "--rack", "A01",
            "--u", "30" } << "device type 'x' is not in the project or the catalogue";
        QTest::addRow("unknown operation") << QStringList { "paint" } << "unknown operation 'paint'";
        QTest::addRow("unknown option") << QStringList { "delete-rack", "--rak", "A01" }
                                        << "delete-rack has no option 'rak'";
        QTest::addRow("--op is not a member") // json::Value::set appended it, so the first "op" won (issue #20)
            << QStringList { "delete-rack", "--rack", "A01", "--op", "mount" } << "option '--op' is not a member";
        QTest::addRow("op and script") << QStringList { "delete-rack", "--rack", "A01", "--script", "x.json" }
                                       << "either one operation or --script FILE";
        QTest::addRow("output is the input")
            << QStringList { "delete-rack", "--rack", "A01", "--out", "@FILE" } << "it is the input";
    }

    void errorsWriteNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        static QString file;
        if (file.isEmpty())
            file = newPod(QStringLiteral("errors.plenum"));
        QVERIFY(!file.isEmpty());
        const QByteArray before = bytesOf(file);
        args.replaceInStrings(QStringLiteral("@FILE"), file);
        expectOneErrorLine(cli(QStringList { "edit", file } + args), message);
        QCOMPARE(bytesOf(file), before);
    }

    void scriptIsAllOrNothing()
    {
        const QString file = newPod(QStringLiteral("script.plenum"));
        QVERIFY(!file.isEmpty());
        const QByteArray before = bytesOf(file);
        write(QStringLiteral("bad.json"), R"([
  {"op": "add-rack", "name": "B01", "type": "rack-600x1200-48u", "at": [3000, 6000]},
  {"op": "mount", "name": "dgx03", "type": "nvidia-dgx-h100", "rack": "B01", "u": 3},
  {"op": "mount", "name": "dgx04", "type": "nvidia-dgx-h100", "rack": "B01", "u": 7}
])");
        expectOneErrorLine(cli({ "edit", file, "--script", path(QStringLiteral("bad.json")) }),
            QStringLiteral("operation [2] mount: U 7–14 of B01 are taken by dgx03"));
        QCOMPARE(bytesOf(file), before);
        write(QStringLiteral("notalist.json"), R"({"op": "delete-rack", "rack": "A01"})");
        expectOneErrorLine(cli({ "edit", file, "--script", path(QStringLiteral("notalist.json")) }),
            QStringLiteral("an edit script is a JSON list of operations"));
        write(QStringLiteral("broken.json"), "[{\"op\": ");
        expectOneErrorLine(
            cli({ "edit", file, "--script", path(QStringLiteral("broken.json")) }), QStringLiteral("line 1"));
        QCOMPARE(bytesOf(file), before);
    }
};

QTEST_MAIN(TestCliEdit)
#include "test_cli_edit.moc"
