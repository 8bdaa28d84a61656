// SPDX-License-Identifier: GPL-3.0-or-later
// The Cumulus PTM topology.dot export (issue #19) of the 8-node Ethernet inference cluster, edges
// counted by hand: 8 nodes x 8 rails = 64 node links (rail leaf first); 8 rail leaves (SN5600,
// 128 x 400G) each with 64 uplinks, half its ports for a non-blocking SU of 64 nodes = 512 leaf
// links to 4 spines (4 x 128 = 512 ports, 16 per leaf and spine; spine first): 576 edges. Every
// (device, interface) appears once. Graphviz's own parser (gc, Debian's graphviz) reads the file
// and counts the same nodes and edges; an InfiniBand fabric and a name DOT cannot hold are refused.
#include "asbuilt/ptm_dot.h"
#include "templates/templates.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace plenum;

class TestAsbuiltPtm : public QObject {
    Q_OBJECT

    Project m_project;
    std::string m_text;

private slots:
    void initTestCase()
    {
        TemplateOptions o;
        o.nodes = 8;
        m_project = projectFromTemplate("ethernet-inference", o);
        m_text = asbuilt::ptmDotText(m_project);
    }

    void edgesCountedByHand()
    {
        static const QRegularExpression edge(
            QStringLiteral("^    \"([^\"]+)\":\"([^\"]+)\" -- \"([^\"]+)\":\"([^\"]+)\";$"));
        int edges = 0, nodeLinks = 0, spineLinks = 0;
        std::map<std::string, int> perNode, perSpine;
        std::set<std::pair<std::string, std::string>> ends;
        bool graph = false, closed = false;
        for (const QString &line : QString::fromStdString(m_text).split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String("graph \"")) && line.endsWith(QLatin1Char('{')))
                graph = true;
            if (line == QLatin1String("}"))
                closed = true;
            const auto m = edge.match(line);
            if (!m.hasMatch())
                continue;
            ++edges;
            const std::string a = m.captured(1).toStdString(), b = m.captured(3).toStdString();
            QVERIFY2(ends.insert({ a, m.captured(2).toStdString() }).second, qPrintable(line));
            QVERIFY2(ends.insert({ b, m.captured(4).toStdString() }).second, qPrintable(line));
            if (b.rfind("node", 0) == 0) {
                QVERIFY2(a.rfind("leaf-su01-r", 0) == 0, qPrintable(line)); // the rail leaf first
                QVERIFY2(m.captured(2).startsWith(QLatin1String("swp")), qPrintable(line));
                ++nodeLinks;
                ++perNode[b];
            } else {
                QVERIFY2(a.rfind("spine-", 0) == 0 && b.rfind("leaf-su01-r", 0) == 0, qPrintable(line));
                ++spineLinks;
                ++perSpine[a];
            }
        }
        QVERIFY(graph && closed);
        QCOMPARE(nodeLinks, 64);
        QCOMPARE(spineLinks, 512);
        QCOMPARE(edges, 576);
        QCOMPARE(perNode.size(), std::size_t(8));
        for (const auto &[node, n] : perNode)
            QCOMPARE(n, 8);
        QCOMPARE(perSpine.size(), std::size_t(4));
        for (const auto &[spine, n] : perSpine)
            QCOMPARE(n, 128);
        // Two 400G nodes share an 800G cage of rail leaf 1: its lanes swp1s0 and swp1s1 (as in the UFM test).
        QVERIFY(m_text.find("    \"leaf-su01-r1\":\"swp1s0\" -- \"node00001\":\"gpu-nic0\";\n") != std::string::npos);
        QVERIFY(m_text.find("    \"leaf-su01-r1\":\"swp1s1\" -- \"node00002\":\"gpu-nic0\";\n") != std::string::npos);
    }

    // Graphviz's parser: gc counts nodes and edges of the file as DOT reads it (8 nodes + 8 leaves
    // + 4 spines = 20 nodes; ports are not nodes in DOT).
    void graphvizReadsIt()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile f(dir.filePath(QStringLiteral("topology.dot")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(m_text.data(), qint64(m_text.size()));
        f.close();
        QProcess gc;
        gc.start(QStringLiteral("gc"), { QStringLiteral("-n"), QStringLiteral("-e"), f.fileName() });
        QVERIFY2(gc.waitForFinished(60000), "gc (graphviz) did not run: installers/install-deps.sh installs graphviz");
        QCOMPARE(gc.exitCode(), 0);
        QVERIFY2(gc.readAllStandardError().isEmpty(), "gc reported a problem");
        const QStringList fields = QString::fromUtf8(gc.readAllStandardOutput()).simplified().split(QLatin1Char(' '));
        QVERIFY2(fields.size() >= 2, qPrintable(fields.join(u' ')));
        QCOMPARE(fields[0].toInt(), 20);
        QCOMPARE(fields[1].toInt(), 576);
    }

    void refused()
    {
        QVERIFY_THROWS_EXCEPTION(Error, asbuilt::ptmDotText(projectFromTemplate("starter", {}))); // InfiniBand
        try {
            asbuilt::ptmDotText(projectFromTemplate("starter", {}));
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("InfiniBand") != std::string::npos, e.what());
        }
        Project p = m_project;
        for (Device &d : p.devices)
            if (d.name == "node00003")
                d.name = "node\"3";
        try {
            asbuilt::ptmDotText(p);
            QFAIL("accepted");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("node\"3") != std::string::npos, e.what());
        }
    }

    // --if-name 'eth{i}': a host's data ports in physical order are gpu-nic0..7, storage0..1
    // (resources/catalog/devices/hgx-h100-8gpu-server.yaml), so gpu-nicK becomes ethK; switch
    // interfaces and every other byte of an edge stay as they were.
    void hostInterfacePattern()
    {
        const std::string eth = asbuilt::ptmDotText(m_project, "eth{i}");
        QVERIFY(eth.find("    \"leaf-su01-r1\":\"swp1s0\" -- \"node00001\":\"eth0\";\n") != std::string::npos);
        QVERIFY(eth.find("gpu-nic") == std::string::npos);
        QVERIFY(eth.find("hosts by hostname and interface pattern eth{i}.") != std::string::npos);
        static const QRegularExpression nic(QStringLiteral("\"gpu-nic(\\d)\";$"));
        const QStringList before = QString::fromStdString(m_text).split(QLatin1Char('\n'));
        const QStringList after = QString::fromStdString(eth).split(QLatin1Char('\n'));
        QCOMPARE(after.size(), before.size());
        int renamed = 0;
        for (qsizetype i = 2; i < before.size(); ++i) { // after the two header comments
            QString expected = before[i];
            if (const auto m = nic.match(expected); m.hasMatch()) {
                expected.replace(
                    m.capturedStart(), m.capturedLength(), QStringLiteral("\"eth%1\";").arg(m.captured(1)));
                ++renamed;
            }
            QCOMPARE(after[i], expected);
        }
        QCOMPARE(renamed, 64);
        // One name for all of a host's ports, an unknown brace, a quote: refused, naming the problem.
        for (const auto &[pattern, says] : { std::pair { "eth0", "eth0" },
                 std::pair { "eth{n}", "{host}, {i} and {port}" }, std::pair { "e\"{i}", "e\"0" } }) {
            try {
                asbuilt::ptmDotText(m_project, pattern);
                QFAIL(pattern);
            } catch (const Error &e) {
                QVERIFY2(std::string(e.what()).find(says) != std::string::npos, e.what());
            }
        }
    }

    // plenum-cli export --format ptm-dot writes the same text.
    void cliExport()
    {
        QTemporaryDir dir;
        const QString cli = QCoreApplication::applicationDirPath() + QStringLiteral("/plenum-cli");
        const QString project = dir.filePath(QStringLiteral("eth.plenum")), out = dir.filePath(QStringLiteral("t.dot"));
        QProcess p;
        p.start(cli,
            { QStringLiteral("new"), project, QStringLiteral("--template"), QStringLiteral("ethernet-inference"),
                QStringLiteral("--nodes"), QStringLiteral("8") });
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        p.start(cli,
            { QStringLiteral("export"), project, QStringLiteral("--format"), QStringLiteral("ptm-dot"),
                QStringLiteral("--out"), out });
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QCOMPARE(text.count(QStringLiteral(" -- ")), 576);

        // --if-name names the host interfaces; it applies to ptm-dot only.
        const QString ethOut = dir.filePath(QStringLiteral("eth.dot"));
        p.start(cli,
            { QStringLiteral("export"), project, QStringLiteral("--format"), QStringLiteral("ptm-dot"),
                QStringLiteral("--out"), ethOut, QStringLiteral("--if-name"), QStringLiteral("eth{i}") });
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QFile e(ethOut);
        QVERIFY(e.open(QIODevice::ReadOnly));
        const QString ethText = QString::fromUtf8(e.readAll());
        QVERIFY(ethText.contains(QStringLiteral("    \"leaf-su01-r1\":\"swp1s0\" -- \"node00001\":\"eth0\";\n")));
        QVERIFY(!ethText.contains(QStringLiteral("gpu-nic")));
        QCOMPARE(ethText.count(QStringLiteral(" -- ")), 576);
        p.start(cli,
            { QStringLiteral("export"), project, QStringLiteral("--format"), QStringLiteral("json"),
                QStringLiteral("--out"), dir.filePath(QStringLiteral("t.json")), QStringLiteral("--if-name"),
                QStringLiteral("eth{i}") });
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("--if-name applies to --format ptm-dot"));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("t.json"))));
    }
};

QTEST_GUILESS_MAIN(TestAsbuiltPtm)
#include "test_asbuilt_ptm.moc"
