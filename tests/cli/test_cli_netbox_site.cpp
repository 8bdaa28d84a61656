// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli import-netbox-site as a user drives it (issue #21): a 64-node DGX H100 SuperPOD
// exported with `export --format netbox`, its racks' positions written from `dump`, imported,
// routed and exported again gives the same racks, devices and interfaces files; bad input exits 2
// with one line naming the file and writes nothing; `growth --target-nodes` plans the extension of
// the installed site.
#include <QtTest>

#include <map>

class TestCliNetboxSite : public QObject {
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
        if (!p.waitForFinished(120000))
            return {};
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
    }

    static QByteArray bytesOf(const QString &file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    static void write(const QString &file, const QByteArray &text)
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text);
    }

    QStringList importArgs(const QString &out, const QString &positions) const
    {
        return { QStringLiteral("import-netbox-site"), out, QStringLiteral("--racks"), path("nb/06-racks.csv"),
            QStringLiteral("--devices"), path("nb/07-devices.csv"), QStringLiteral("--cables"),
            path("nb/12-cables.csv"), QStringLiteral("--interfaces"), path("nb/08-interfaces.csv"),
            QStringLiteral("--positions"), positions };
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCOMPARE(cli({ "new", path("orig.plenum"), "--template", "dgx-h100-superpod", "--nodes", "64" }).exitCode, 0);
        QCOMPARE(cli({ "route", path("orig.plenum") }).exitCode, 0);
        QCOMPARE(cli({ "export", path("orig.plenum"), "--format", "netbox", "--out", path("nb") }).exitCode, 0);
        const Result dump = cli({ "dump", path("orig.plenum") });
        QCOMPARE(dump.exitCode, 0);
        QByteArray positions = "rack,x_mm,y_mm,rotation\n";
        QByteArray partial = positions;
        const QJsonArray racks = QJsonDocument::fromJson(dump.out.toUtf8()).object().value("racks").toArray();
        // As plenum-cli new reports for this template and size: 16 GPU racks, 2 leaf racks, 2 racks
        // of the storage b leaves at the blocks' west ends (issue #16) and 2 network racks (30 kW
        // each: 17 QM9700s fill the first).
        QCOMPARE(racks.size(), 22);
        for (const auto &r : racks) {
            const QJsonObject o = r.toObject();
            const QByteArray line = QStringLiteral("%1,%2,%3,%4\n")
                                        .arg(o.value("name").toString())
                                        .arg(qint64(o.value("x_mm").toDouble()))
                                        .arg(qint64(o.value("y_mm").toDouble()))
                                        .arg(o.value("rotation_deg").toInt())
                                        .toUtf8();
            positions += line;
            if (r != racks.last())
                partial += line;
        }
        write(path("positions.csv"), positions);
        write(path("partial.csv"), partial);
        m_lastRack = racks.last().toObject().value("name").toString();
    }

    void importsRoutesAndExportsTheSame()
    {
        const Result r = cli(importArgs(path("site.plenum"), path("positions.csv")));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("imported 22 racks, 642 devices, 2151 links into"), qPrintable(r.out));
        const Result routed = cli({ "route", path("site.plenum") });
        QCOMPARE(routed.exitCode, 0);
        QVERIFY2(routed.out.contains("2151 of 2151 links are cables"), qPrintable(routed.out));
        QCOMPARE(cli({ "export", path("site.plenum"), "--format", "netbox", "--out", path("nb2") }).exitCode, 0);
        for (const char *f :
            { "01-sites.csv", "06-racks.csv", "07-devices.csv", "08-interfaces.csv", "09-power-ports.csv" })
            QVERIFY2(bytesOf(path("nb2/") + f) == bytesOf(path("nb/") + f), f);
        // An existing output is refused without --force.
        const Result again = cli(importArgs(path("site.plenum"), path("positions.csv")));
        QCOMPARE(again.exitCode, 2);
    }

    void growthOfTheImportedSite()
    {
        // The site imported above is installed; extending its 64 nodes to 128 (hand counts in
        // test_analysis_extension): 512 new node links, 514 new uplinks, 254 installed ones move.
        const Result r = cli({ "growth", path("site.plenum"), "--target-nodes", "128", "--json" });
        QCOMPARE(r.exitCode, 1); // moving installed uplinks needs a maintenance window
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject installed = o.value("installed").toObject();
        QCOMPARE(installed.value("phase").toString(), QStringLiteral("existing"));
        QCOMPARE(installed.value("racks").toInt(), 22);
        QCOMPARE(installed.value("devices").toInt(), 642); // as the exported project holds
        QCOMPARE(installed.value("links").toInt(), 2151);
        const QJsonObject x = o.value("extension").toObject();
        QCOMPARE(x.value("new_node_links").toInt(), 512);
        QCOMPARE(x.value("new_uplinks").toInt(), 514);
        QCOMPARE(x.value("moved_uplinks").toInt(), 254);
        QCOMPARE(x.value("moves").toArray().size(), 128);
        QCOMPARE(cli({ "growth", path("site.plenum"), "--target-nodes", "64" }).exitCode, 2);
    }

    void extendTheImportedSite()
    {
        // `new --extend` places that extension (core/layout/extend.h; hand counts in test_extend):
        // the imported hall is the racks' extent with 3 m round them, on the 600 mm grid (19.2 m ×
        // 8.4 m), so besides rows A and B continued there is room for a row C at y 6.6 m (the 2.4 m
        // row pitch again, 1.2 m from the north wall as rows A and B are from theirs). Per new SU
        // the racks of the installed first SU (its storage b leaf's 800 mm rack, 8 GPU racks, the
        // 800 mm leaf rack) and a spine rack: 21. The side networks as in test_extend: 6 new
        // storage and in-band leaves, 64 × 4 node links, 96 uplinks cabled and 32 deferred.
        const Result r
            = cli({ "new", path("grown.plenum"), "--extend", path("site.plenum"), "--target-nodes", "128", "--json" });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value("phase").toString(), QStringLiteral("extension"));
        QCOMPARE(o.value("racks").toArray().size(), 21);
        const QJsonObject added = o.value("added").toObject();
        QCOMPARE(added.value("nodes").toInt(), 64);
        QCOMPARE(added.value("leaves").toInt(), 16);
        QCOMPARE(added.value("spines").toInt(), 8);
        QCOMPARE(added.value("node_links").toInt(), 512);
        QCOMPARE(added.value("uplinks").toInt(), 258);
        QCOMPARE(o.value("deferred_uplinks").toInt(), 256);
        QCOMPARE(added.value("side_leaves").toInt(), 6);
        QCOMPARE(added.value("side_node_links").toInt(), 256);
        QCOMPARE(added.value("side_uplinks").toInt(), 96);
        QCOMPARE(o.value("deferred_side_uplinks").toInt(), 32);
        QCOMPARE(o.value("unconnected_side_ports").toInt(), 0);
        QCOMPARE(o.value("extension").toObject().value("moved_uplinks").toInt(), 254);
        QCOMPARE(o.value("extension").toObject().value("moves").toArray().size(), 128);

        // Routed and checked: no error beyond the installed site's (the new nodes' storage and
        // in-band ports are cabled, issue #16), and no space.* finding at all.
        QCOMPARE(cli({ "route", path("grown.plenum") }).exitCode, 0);
        auto errors = [&](const QString &file) -> std::map<QString, int> {
            const Result c = cli({ "check", file, "--json" });
            std::map<QString, int> byCode; // errors by code, and "space.*" findings of any severity
            for (const auto &f : QJsonDocument::fromJson(c.out.toUtf8()).object().value("findings").toArray()) {
                const QJsonObject x = f.toObject();
                if (x.value("code").toString().startsWith(QStringLiteral("space.")))
                    ++byCode[QStringLiteral("space.*")];
                if (x.value("severity").toString() == QStringLiteral("error"))
                    ++byCode[x.value("code").toString()];
            }
            return byCode;
        };
        auto grown = errors(path("grown.plenum"));
        QCOMPARE(grown[QStringLiteral("space.*")], 0);
        for (const auto &[code, n] : errors(path("site.plenum")))
            grown[code] -= n;
        for (const auto &[code, n] : grown)
            QVERIFY2(n <= 0, qPrintable(code));

        // Bad input: exit 2, one line, nothing written.
        const Result small
            = cli({ "new", path("grown64.plenum"), "--extend", path("site.plenum"), "--target-nodes", "64" });
        QCOMPARE(small.exitCode, 2);
        QCOMPARE(small.err.count(QLatin1Char('\n')), 1);
        QVERIFY(!QFile::exists(path("grown64.plenum")));
        const Result missing
            = cli({ "new", path("grown2.plenum"), "--extend", path("nothing.plenum"), "--target-nodes", "128" });
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(!QFile::exists(path("grown2.plenum")));
        // 256 nodes need 63 racks: 6 new SUs of 10 (W 800 mm, 8 GPU racks of 600 mm, L 800 mm, in
        // that order, each first in its model's row B, then rows A, B and the new row C) and 3
        // spine racks. The installed racks' least clearance to the walls is G05's 2.4 m (west), so
        // racks stand within x 2.4 … 16.8 m: row A has 2.4 … 13.2 m west of C23 and 14.8 … 16.8 m
        // east of C24, row B 15.2 … 16.8 m east of G25, row C 2.4 … 16.8 m. SU 3: W and a GPU rack
        // in row B (15.2 … 16.6), 3 GPU racks east in row A, 4 west (13.2 … 10.8) and L (10.0);
        // SU 4: W, 8 GPU racks and L west in row A to 3.6 m; SU 5: W in row A (2.8 … 3.6), its GPU
        // racks and L in row C (2.4 … 8.0); SU 6 in row C to 14.4; SU 7: W and 2 GPU racks (to
        // 16.4 m). 43 stand; 6 GPU racks and L of SU 7, all 10 of SU 8 and the 3 spine racks, 20,
        // do not fit.
        const Result full
            = cli({ "new", path("grown3.plenum"), "--extend", path("site.plenum"), "--target-nodes", "256" });
        QCOMPARE(full.exitCode, 2);
        QVERIFY2(full.err.contains(QStringLiteral("20 of the 63 new racks do not fit")), qPrintable(full.err));
        QVERIFY(!QFile::exists(path("grown3.plenum")));
    }

    void netboxDeviceTypes()
    {
        // A Supermicro server the catalogue lacks: named in the error, then found among the
        // devicetype-library YAML given with --devicetypes.
        write(path("fx-racks.csv"), "name,u_height,outer_width,outer_depth\nA01,48,600,1200\n");
        write(path("fx-devices.csv"),
            "name,manufacturer,device_type,rack,position,face\n"
            "sm01,Supermicro,AS-8125GS-TNMR2,A01,2,rear\n");
        write(path("fx-cables.csv"), "side_a_device,side_a_name,side_b_device,side_b_name\n");
        write(path("fx-positions.csv"), "rack,x_mm,y_mm,rotation\nA01,4200,4200,0\n");
        QStringList args { "import-netbox-site", path("fx.plenum"), "--racks", path("fx-racks.csv"), "--devices",
            path("fx-devices.csv"), "--cables", path("fx-cables.csv"), "--positions", path("fx-positions.csv") };
        Result r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(
            r.err.contains("1 unknown device type") && r.err.contains("'AS-8125GS-TNMR2' (1 device, first on line 2)"),
            qPrintable(r.err));
        QVERIFY(!QFile::exists(path("fx.plenum")));
        r = cli(args << "--devicetypes" << QStringLiteral(PLENUM_SOURCE_DIR "/tests/data/netbox/Supermicro"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("imported 1 racks, 1 devices, 0 links"), qPrintable(r.out));
    }

    void badInputWritesNothing()
    {
        Result r = cli(importArgs(path("bad.plenum"), path("partial.csv")));
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains("partial.csv: 1 rack without a position: " + m_lastRack), qPrintable(r.err));
        QVERIFY(!QFile::exists(path("bad.plenum")));

        QStringList args = importArgs(path("bad.plenum"), path("positions.csv"));
        args.removeAt(args.indexOf("--cables") + 1);
        args.removeAt(args.indexOf("--cables"));
        r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("missing --cables FILE.csv"), qPrintable(r.err));
        QVERIFY(!QFile::exists(path("bad.plenum")));

        // Issue 20: the --hall parser of `new` (cli/hall_size.h), its sentence unchanged.
        r = cli(importArgs(path("bad.plenum"), path("positions.csv")) << "--hall"
                                                                      << "17400x-1");
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains("--hall must be WIDTHxDEPTH in millimetres, each 1 to 2000000, e.g. 30000x20000 (got "
                                "'17400x-1')"),
            qPrintable(r.err));
        QVERIFY(!QFile::exists(path("bad.plenum")));
    }

private:
    QString m_lastRack;
};

QTEST_GUILESS_MAIN(TestCliNetboxSite)
#include "test_cli_netbox_site.moc"
