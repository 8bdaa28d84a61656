// SPDX-License-Identifier: GPL-3.0-or-later
// Plan against as-built, judged by the fabric's own tools (issue #19): the ibnetdiscover export
// of a 31-node DGX H100 SuperPOD runs in Debian's ibsim (on a socket of its own, stopped by its
// pid, every step under a timeout), the real ibnetdiscover discovers it under ibsim-run and
// plenum-cli verify finds no difference. Then the simulated fabric is rewired the way crews err
// (two rail cables swapped on one node, a node link removed, a leaf uplink moved to another spine
// port, an extra link; then a wrong node description and a link up at 1x) and verify must report
// exactly those, classified, with the crew's fix. ibsim runs links at SDR at most, so the
// comparisons pass --ignore-speed (and one run without it shows every link degraded). The same
// fabric through the real iblinkinfo: as planned, then a cable pulled and a link up at 1x.
#include "net_file.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace asbuilttest;

namespace {

struct Run {
    int code = -1;
    QString out, err;
};

Run runProcess(const QString &program, const QStringList &args,
    const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(), int timeoutMs = 120000)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    Run r;
    if (!p.waitForStarted(10000))
        return r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        r.err = QStringLiteral("timed out: ") + program;
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err += QString::fromUtf8(p.readAllStandardError());
    return r;
}

const char kUmadSim[] = "/usr/lib/x86_64-linux-gnu/umad2sim/libumad2sim.so";

} // namespace

class TestAsbuiltIbsim : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_project, m_plan;

    QString path(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    Run cli(const QStringList &args) { return runProcess(QStringLiteral(PLENUM_BIN_DIR "/plenum-cli"), args); }

    static bool write(const QString &file, const QString &text)
    {
        QFile f(file);
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text.toUtf8()) == text.toUtf8().size();
    }
    static QString read(const QString &file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

    // Runs ibsim on `netFile`, then `tool` (ibnetdiscover, iblinkinfo) against it; returns what it printed.
    QString discover(const QString &netFile, const QString &tool = QStringLiteral("ibnetdiscover"))
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("LD_PRELOAD"));
        env.insert(
            QStringLiteral("IBSIM_SOCKNAME"), QStringLiteral("plenum-test-%1").arg(QCoreApplication::applicationPid()));
        QProcess sim;
        sim.setProcessEnvironment(env);
        sim.setWorkingDirectory(m_dir.path());
        sim.setProcessChannelMode(QProcess::MergedChannels);
        sim.start(QStringLiteral("ibsim"), { QStringLiteral("-s"), QStringLiteral("--no-console"), netFile });
        if (!sim.waitForStarted(10000))
            return QStringLiteral("(ibsim did not start)");
        QByteArray log;
        QElapsedTimer clock;
        clock.start();
        while (
            !log.contains("Network simulator ready") && sim.state() == QProcess::Running && clock.elapsed() < 30000) {
            sim.waitForReadyRead(500);
            log += sim.readAll();
        }
        QString found;
        if (log.contains("Network simulator ready")) {
            const Run r = runProcess(QStringLiteral("ibsim-run"), { tool }, env, 60000);
            found = r.code == 0 ? r.out : QStringLiteral("(%1 failed: %2 %3)").arg(tool).arg(r.code).arg(r.err);
        } else {
            found = QStringLiteral("(ibsim not ready: %1)").arg(QString::fromUtf8(log.right(2000)));
        }
        sim.kill(); // by its pid (QProcess owns it)
        sim.waitForFinished(10000);
        return found;
    }

    QJsonObject verifyJson(
        const QString &found, int expectedCode, const QStringList &extra = { QStringLiteral("--ignore-speed") })
    {
        const Run r = cli(QStringList { QStringLiteral("verify"), m_project, QStringLiteral("--discovered"), found,
                              QStringLiteral("--json") }
            + extra);
        if (r.code != expectedCode)
            qWarning("verify exit %d (expected %d): %s %s", r.code, expectedCode, qPrintable(r.err),
                qPrintable(r.out.left(3000)));
        return r.code == expectedCode ? QJsonDocument::fromJson(r.out.toUtf8()).object() : QJsonObject();
    }

    static QList<QJsonObject> ofKind(const QJsonObject &report, const char *kind)
    {
        QList<QJsonObject> out;
        for (const QJsonValue &v : report.value(QLatin1String("differences")).toArray())
            if (v.toObject().value(QLatin1String("kind")).toString() == QLatin1String(kind))
                out.append(v.toObject());
        return out;
    }
    static QString siteText(const QJsonObject &site) // how Site::text() names a switch port
    {
        return QStringLiteral("%1 port %2 (%3, rack %4 U%5)")
            .arg(site.value(QLatin1String("device")).toString())
            .arg(site.value(QLatin1String("port")).toInt())
            .arg(site.value(QLatin1String("port_name")).toString(), site.value(QLatin1String("rack")).toString())
            .arg(site.value(QLatin1String("u")).toInt());
    }
    static QJsonObject end(const QJsonObject &d, const char *list, int i, const char *which)
    {
        return d.value(QLatin1String(list)).toArray().at(i).toObject().value(QLatin1String(which)).toObject();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        for (const char *tool : { "ibsim", "ibsim-run", "ibnetdiscover", "iblinkinfo" })
            QVERIFY2(!QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty(),
                qPrintable(
                    QStringLiteral("%1 is missing: run installers/install-deps.sh (ibsim-utils, infiniband-diags)")
                        .arg(QString::fromLatin1(tool))));
        QVERIFY2(QFile::exists(QString::fromLatin1(kUmadSim)), "libumad2sim.so is missing (Debian's libumad2sim0)");
        m_project = path("superpod.plenum");
        m_plan = path("plan.txt");
        Run r = cli({ QStringLiteral("new"), m_project, QStringLiteral("--template"),
            QStringLiteral("dgx-h100-superpod"), QStringLiteral("--nodes"), QStringLiteral("31") });
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = cli({ QStringLiteral("route"), m_project }); // cable labels for the crew's actions
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = cli({ QStringLiteral("export"), m_project, QStringLiteral("--format"), QStringLiteral("ibnetdiscover"),
            QStringLiteral("--out"), m_plan });
        QVERIFY2(r.code == 0, qPrintable(r.err));
    }

    void planAsBuiltMatches()
    {
        const QString found = discover(m_plan);
        QVERIFY2(found.contains(QLatin1String("Topology file: generated")), qPrintable(found.left(2000)));
        // The real tool saw the nodes under their planned descriptions and physical ports.
        QVERIFY(found.contains(QLatin1String("# \"node00031 mlx5_0\"")));
        QVERIFY(found.contains(QLatin1String("# \"spine-004\"")));
        QVERIFY(write(path("found.txt"), found));
        const QJsonObject report = verifyJson(path("found.txt"), 0);
        QVERIFY(!report.isEmpty());
        QCOMPARE(report.value(QLatin1String("matches")).toBool(), true);
        QCOMPARE(report.value(QLatin1String("differences")).toArray().size(), 0);
        const int planned = report.value(QLatin1String("planned_links")).toInt();
        QCOMPARE(planned, 31 * 8 + 2 + 8 * 32); // rails, the UFM's two ports, leaf uplinks
        QCOMPARE(report.value(QLatin1String("discovered_links")).toInt(), planned);
        QCOMPARE(report.value(QLatin1String("ok")).toInt(), planned);
        // Without --ignore-speed every simulated link (SDR) is slower than the planned NDR.
        const QJsonObject strict = verifyJson(path("found.txt"), 1, {});
        QCOMPARE(strict.value(QLatin1String("counts")).toObject().value(QLatin1String("degraded")).toInt(), planned);
    }

    // iblinkinfo (issue #19) on the same simulated fabric, its real output read by verify (format
    // told from the content): every planned link up as planned; then node00012 mlx5_3's cable
    // pulled (both ports Down/ Polling: missing) and node00025 mlx5_2's link up at 1x (degraded).
    void iblinkinfoAsPlannedThenDownAndNarrow()
    {
        const QString found = discover(m_plan, QStringLiteral("iblinkinfo"));
        QVERIFY2(found.contains(QLatin1String("Switch: 0x")) && found.contains(QLatin1String("CA: node00031 mlx5_0:")),
            qPrintable(found.left(2000)));
        QVERIFY(write(path("linkinfo.txt"), found));
        const QJsonObject report = verifyJson(path("linkinfo.txt"), 0);
        QVERIFY(!report.isEmpty());
        QCOMPARE(report.value(QLatin1String("format")).toString(), QStringLiteral("iblinkinfo"));
        const int planned = 31 * 8 + 2 + 8 * 32;
        QCOMPARE(report.value(QLatin1String("planned_links")).toInt(), planned);
        QCOMPARE(report.value(QLatin1String("discovered_links")).toInt(), planned);
        QCOMPARE(report.value(QLatin1String("ok")).toInt(), planned);
        // ibsim's links run at 4X SDR ("2.5 Gbps"): without --ignore-speed all are degraded.
        const QJsonObject strict = verifyJson(path("linkinfo.txt"), 1, {});
        QCOMPARE(strict.value(QLatin1String("counts")).toObject().value(QLatin1String("degraded")).toInt(), planned);

        NetFile net(read(m_plan));
        const QString n12 = net.idOf(QStringLiteral("node00012 mlx5_3"));
        const QString n25 = net.idOf(QStringLiteral("node00025 mlx5_2"));
        QVERIFY(!n12.isEmpty() && !n25.isEmpty());
        net.disconnect(n12, 1);
        const auto leaf = net.peer(n25, 1);
        net.disconnect(n25, 1);
        net.connect(n25, 1, leaf.first, leaf.second, QStringLiteral("w=1"));
        QVERIFY(write(path("rewired-linkinfo.net"), net.text()));
        const QString rewired = discover(path("rewired-linkinfo.net"), QStringLiteral("iblinkinfo"));
        QVERIFY2(rewired.contains(QLatin1String("Down/ Polling")) && rewired.contains(QLatin1String("1X")),
            qPrintable(rewired.left(2000)));
        QVERIFY(write(path("rewired-linkinfo.txt"), rewired));
        const QJsonObject r = verifyJson(path("rewired-linkinfo.txt"), 1);
        QVERIFY(!r.isEmpty());
        const QJsonObject counts = r.value(QLatin1String("counts")).toObject();
        QCOMPARE(counts.value(QLatin1String("missing")).toInt(), 1);
        QCOMPARE(counts.value(QLatin1String("degraded")).toInt(), 1);
        QCOMPARE(r.value(QLatin1String("differences")).toArray().size(), 2);
        QCOMPARE(r.value(QLatin1String("ok")).toInt(), planned - 2);
        QCOMPARE(r.value(QLatin1String("discovered_links")).toInt(), planned - 1);
        QVERIFY(ofKind(r, "missing")
                    .first()
                    .value(QLatin1String("message"))
                    .toString()
                    .contains(QLatin1String("node00012 mlx5_3")));
        QVERIFY(ofKind(r, "degraded")
                    .first()
                    .value(QLatin1String("message"))
                    .toString()
                    .contains(QLatin1String("is up at 1xSDR, planned 4xNDR")));
    }

    void crewMistakesAreReportedWithTheirFix()
    {
        NetFile net(read(m_plan));
        // 1. Two rail cables swapped on one node.
        const QString n7a = net.idOf(QStringLiteral("node00007 mlx5_0")),
                      n7b = net.idOf(QStringLiteral("node00007 mlx5_1"));
        QVERIFY(!n7a.isEmpty() && !n7b.isEmpty());
        const auto la = net.peer(n7a, 1), lb = net.peer(n7b, 1);
        net.disconnect(n7a, 1);
        net.disconnect(n7b, 1);
        net.connect(n7a, 1, lb.first, lb.second);
        net.connect(n7b, 1, la.first, la.second);
        // 2. One node link removed.
        const QString n12 = net.idOf(QStringLiteral("node00012 mlx5_3"));
        const auto n12Leaf = net.peer(n12, 1);
        QVERIFY(!n12Leaf.first.isEmpty());
        net.disconnect(n12, 1);
        // 3. A leaf uplink moved to another spine port. Every spine port of this SuperPOD is planned
        //    (8 leaves x 32 uplinks = 4 spines x 64 ports), so the crew unplugged the cable planned
        //    for that port first: its link is missing as well.
        const QString leaf1 = net.idOf(QStringLiteral("leaf-su01-r1"));
        int up = 0;
        for (int p : net.ports(leaf1))
            if (net.descriptionOf(net.peer(leaf1, p).first).startsWith(QLatin1String("spine-")) && up == 0)
                up = p;
        QVERIFY(up > 0);
        const auto plannedSpine = net.peer(leaf1, up);
        const QString spine4 = net.idOf(QStringLiteral("spine-004"));
        const int target = net.portCount(spine4);
        QVERIFY(plannedSpine.first != spine4);
        const auto displaced = net.peer(spine4, target);
        QVERIFY(!displaced.first.isEmpty() && displaced.first != leaf1);
        net.disconnect(leaf1, up);
        net.disconnect(spine4, target);
        net.connect(leaf1, up, spine4, target);
        // 4. One extra link between two ports the plan leaves free.
        const QString leaf2 = net.idOf(QStringLiteral("leaf-su01-r2")),
                      leaf3 = net.idOf(QStringLiteral("leaf-su01-r3"));
        auto freePort = [&](const QString &id) {
            for (int p = 1; p <= net.portCount(id); ++p)
                if (!net.ports(id).contains(p))
                    return p;
            return 0;
        };
        const int f2 = freePort(leaf2), f3 = freePort(leaf3);
        QVERIFY(f2 > 0 && f3 > 0);
        net.connect(leaf2, f2, leaf3, f3);
        QVERIFY(write(path("rewired.txt"), net.text()));

        const QString found = discover(path("rewired.txt"));
        QVERIFY2(found.contains(QLatin1String("Topology file: generated")), qPrintable(found.left(2000)));
        QVERIFY(write(path("found-rewired.txt"), found));
        const QJsonObject report = verifyJson(path("found-rewired.txt"), 1);
        QVERIFY(!report.isEmpty());
        const QJsonObject counts = report.value(QLatin1String("counts")).toObject();
        QCOMPARE(counts.value(QLatin1String("swapped")).toInt(), 1);
        QCOMPARE(counts.value(QLatin1String("missing")).toInt(), 2);
        QCOMPARE(counts.value(QLatin1String("miswired")).toInt(), 1);
        QCOMPARE(counts.value(QLatin1String("extra")).toInt(), 1);
        QCOMPARE(counts.value(QLatin1String("degraded")).toInt(), 0);
        QCOMPARE(counts.value(QLatin1String("unknown-device")).toInt(), 0);
        QCOMPARE(report.value(QLatin1String("differences")).toArray().size(), 5);

        // Swapped: one fix for both cables, on the node where both plugs are.
        const QJsonObject swapped = ofKind(report, "swapped").value(0);
        const QJsonArray cables = swapped.value(QLatin1String("cables")).toArray();
        QCOMPARE(cables.size(), 2);
        QStringList nodePorts;
        for (int i = 0; i < 2; ++i) {
            const QJsonObject a = end(swapped, "planned", i, "a");
            QCOMPARE(a.value(QLatin1String("device")).toString(), QStringLiteral("node00007"));
            nodePorts << a.value(QLatin1String("port_name")).toString();
        }
        QCOMPARE(QSet<QString>(nodePorts.begin(), nodePorts.end()),
            (QSet<QString> { QStringLiteral("OSFP1P1"), QStringLiteral("OSFP1P2") }));
        const QString swapAction = swapped.value(QLatin1String("action")).toString();
        QVERIFY2(
            swapAction.startsWith(QStringLiteral("swap the cable labelled %1 and the cable labelled %2 at node00007 ")
                                      .arg(cables[0].toString(), cables[1].toString())),
            qPrintable(swapAction));
        QVERIFY(swapAction.contains(QLatin1String("node00007 OSFP1P1"))
            && swapAction.contains(QLatin1String("node00007 OSFP1P2")));

        // Missing: the removed node link, and the uplink whose spine port the moved cable took.
        QStringList missingEnds;
        for (const QJsonObject &m : ofKind(report, "missing")) {
            missingEnds << end(m, "planned", 0, "a").value(QLatin1String("description")).toString() + QLatin1Char('-')
                    + end(m, "planned", 0, "b").value(QLatin1String("description")).toString();
            QVERIFY(
                m.value(QLatin1String("action")).toString().startsWith(QLatin1String("connect the cable labelled C")));
        }
        missingEnds.sort();
        QCOMPARE(missingEnds,
            (QStringList { QStringLiteral("%1-spine-004").arg(net.descriptionOf(displaced.first)),
                QStringLiteral("node00012 mlx5_3-%1").arg(net.descriptionOf(n12Leaf.first)) }));

        // Miswired: move the moved cable back, by its label, from where it is to where it belongs.
        const QJsonObject mis = ofKind(report, "miswired").value(0);
        const QJsonObject plannedA = end(mis, "planned", 0, "a"), plannedB = end(mis, "planned", 0, "b");
        const QJsonObject foundB = end(mis, "found", 0, "b");
        QCOMPARE(plannedA.value(QLatin1String("device")).toString(), QStringLiteral("leaf-su01-r1"));
        QCOMPARE(plannedA.value(QLatin1String("port")).toInt(), up);
        QCOMPARE(plannedB.value(QLatin1String("description")).toString(), net.descriptionOf(plannedSpine.first));
        QCOMPARE(plannedB.value(QLatin1String("port")).toInt(), plannedSpine.second);
        QCOMPARE(foundB.value(QLatin1String("device")).toString(), QStringLiteral("spine-004"));
        QCOMPARE(foundB.value(QLatin1String("port")).toInt(), target);
        const QString label = mis.value(QLatin1String("cables")).toArray().at(0).toString();
        QVERIFY(label.startsWith(QLatin1Char('C')));
        QCOMPARE(mis.value(QLatin1String("action")).toString(),
            QStringLiteral("move the cable labelled %1 at %2 to %3").arg(label, siteText(foundB), siteText(plannedB)));

        // Extra: the link between the two free leaf ports.
        const QJsonObject extra = ofKind(report, "extra").value(0);
        QStringList extraEnds = { end(extra, "found", 0, "a").value(QLatin1String("device")).toString()
                + QLatin1Char(':') + QString::number(end(extra, "found", 0, "a").value(QLatin1String("port")).toInt()),
            end(extra, "found", 0, "b").value(QLatin1String("device")).toString() + QLatin1Char(':')
                + QString::number(end(extra, "found", 0, "b").value(QLatin1String("port")).toInt()) };
        extraEnds.sort();
        QCOMPARE(extraEnds,
            (QStringList { QStringLiteral("leaf-su01-r2:%1").arg(f2), QStringLiteral("leaf-su01-r3:%1").arg(f3) }));
        QVERIFY(extra.value(QLatin1String("action"))
                    .toString()
                    .startsWith(QLatin1String("remove the cable between leaf-su01-r")));

        // The text report gives the same fixes for the crew.
        const Run text = cli({ QStringLiteral("verify"), m_project, QStringLiteral("--discovered"),
            path("found-rewired.txt"), QStringLiteral("--ignore-speed") });
        QCOMPARE(text.code, 1);
        qInfo("%s", qPrintable(text.out));
        QVERIFY(text.out.contains(QLatin1String("5 differences")));
        QVERIFY(text.out.contains(
            QStringLiteral("fix: move the cable labelled %1 at spine-004 port %2").arg(label).arg(target)));
    }

    void wrongDescriptionAndNarrowLink()
    {
        NetFile net(read(m_plan));
        // A node whose description was set wrong (a typo in its hostname), and a link up at 1x.
        const QString n20 = net.idOf(QStringLiteral("node00020 mlx5_2"));
        net.setDescription(n20, QStringLiteral("node0020 mlx5_2"));
        const QString n25 = net.idOf(QStringLiteral("node00025 mlx5_4"));
        const auto leaf = net.peer(n25, 1);
        net.disconnect(n25, 1);
        net.connect(n25, 1, leaf.first, leaf.second, QStringLiteral("w=1"));
        QVERIFY(write(path("typo.txt"), net.text()));
        const QString found = discover(path("typo.txt"));
        QVERIFY2(found.contains(QLatin1String("1xSDR")), qPrintable(found.left(2000)));
        QVERIFY(write(path("found-typo.txt"), found));
        const QJsonObject report = verifyJson(path("found-typo.txt"), 1);
        QCOMPARE(report.value(QLatin1String("differences")).toArray().size(), 2);
        const QJsonObject unknown = ofKind(report, "unknown-device").value(0);
        QVERIFY2(unknown.value(QLatin1String("action")).toString().contains(QLatin1String("'node0020 mlx5_2'")),
            qPrintable(unknown.value(QLatin1String("action")).toString()));
        QVERIFY(
            unknown.value(QLatin1String("action")).toString().contains(QLatin1String("expects 'node00020 mlx5_2'")));
        const QJsonObject degraded = ofKind(report, "degraded").value(0);
        QCOMPARE(end(degraded, "planned", 0, "a").value(QLatin1String("description")).toString(),
            QStringLiteral("node00025 mlx5_4"));
        QVERIFY(degraded.value(QLatin1String("message"))
                    .toString()
                    .contains(QLatin1String("is up at 1xSDR, planned 4xNDR")));
    }

    void malformedDiscoveryIsRefusedWithItsLine()
    {
        QStringList lines = read(path("found.txt")).split(QLatin1Char('\n'));
        QVERIFY(lines.size() > 40);
        lines.insert(39, QStringLiteral("this is not ibnetdiscover output"));
        QVERIFY(write(path("bad.txt"), lines.join(QLatin1Char('\n'))));
        Run r = cli({ QStringLiteral("verify"), m_project, QStringLiteral("--discovered"), path("bad.txt") });
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("line 40:")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        // Two ends that disagree: one side rewired, the other not.
        QString text = read(path("found.txt"));
        const int at = text.indexOf(QLatin1String("\"[2]"));
        QVERIFY(at > 0);
        text.replace(at, 4, QStringLiteral("\"[3]"));
        QVERIFY(write(path("asymmetric.txt"), text));
        r = cli({ QStringLiteral("verify"), m_project, QStringLiteral("--discovered"), path("asymmetric.txt") });
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("line ")) && r.err.contains(QLatin1String("says that port")),
            qPrintable(r.err));
        r = cli({ QStringLiteral("verify"), m_project, QStringLiteral("--discovered"), path("nonexistent.txt") });
        QCOMPARE(r.code, 2);
    }
};

QTEST_GUILESS_MAIN(TestAsbuiltIbsim)
#include "test_asbuilt_ibsim.moc"
