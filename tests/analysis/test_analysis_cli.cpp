// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli growth | resilience | reliability | storage | cost | review as a user drives them:
// exit codes (0 ok, 1 a finding, 2 bad input with one line on stderr and nothing written), the
// JSON fields docs/cli.md promises, and the review written as Markdown and as a PDF that poppler
// reads. Expected figures are hand-computed in test_growth / test_resilience / test_reliability;
// here they are checked once more through the command line.
#include <QtTest>

class TestAnalysisCli : public QObject {
    Q_OBJECT

private:
    struct Result {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };

    QTemporaryDir m_dir;
    QString m_project;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    static Result run(const QString &program, const QStringList &args)
    {
        QProcess p;
        p.start(program, args);
        if (!p.waitForFinished(300000))
            return {};
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            QString::fromUtf8(p.readAllStandardError()) };
    }
    static Result cli(const QStringList &args) { return run(QStringLiteral(PLENUM_BIN_DIR "/plenum-cli"), args); }
    static QJsonObject json(const Result &r) { return QJsonDocument::fromJson(r.out).object(); }
    static void expectUsage(const Result &r, const QString &needle)
    {
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains(needle), qPrintable(r.err));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_project = path(QStringLiteral("pod.plenum"));
        // 32 DGX H100 on day one, 64 at target (2 SUs, 16 leaves, 8 spines on day one).
        const Result r = cli({ QStringLiteral("new"), m_project, QStringLiteral("--template"),
            QStringLiteral("dgx-h100-superpod"), QStringLiteral("--nodes"), QStringLiteral("32"),
            QStringLiteral("--target-nodes"), QStringLiteral("64") });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(cli({ QStringLiteral("route"), m_project }).exitCode, 0);
    }

    void helpListsTheCommands()
    {
        const Result r = cli({ QStringLiteral("--help") });
        for (const char *c :
            { "growth FILE", "resilience FILE", "reliability [FILE", "storage [FILE", "cost FILE", "review FILE" })
            QVERIFY2(r.out.contains(c), c);
    }

    void growth()
    {
        const Result r = cli({ QStringLiteral("growth"), m_project, QStringLiteral("--json") });
        // Built for its target, the plan reserves what 64 nodes need: nothing to flag, exit 0.
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject v = json(r);
        const QJsonObject t = v[QStringLiteral("transitions")].toArray().at(0).toObject();
        QCOMPARE(t[QStringLiteral("from")].toString(), QStringLiteral("day-one"));
        QCOMPARE(t[QStringLiteral("reterminated")].toInt(), 0);
        QCOMPARE(t[QStringLiteral("added")].toObject()[QStringLiteral("gpus")].toInt(), 256);
        // Each reservation by name; the hall of a generated plan has no cooling capacity set.
        QMap<QString, QString> status;
        for (const auto &x : t[QStringLiteral("reservations")].toArray())
            status.insert(
                x.toObject()[QStringLiteral("item")].toString(), x.toObject()[QStringLiteral("status")].toString());
        const QMap<QString, QString> expected {
            { QStringLiteral("spine ports"), QStringLiteral("reserved") },
            { QStringLiteral("floor positions"), QStringLiteral("reserved") },
            { QStringLiteral("pathway fill"), QStringLiteral("reserved") },
            { QStringLiteral("power"), QStringLiteral("reserved") },
            { QStringLiteral("cooling"), QStringLiteral("not checked") },
        };
        QCOMPARE(status, expected);
        const QJsonObject s = v[QStringLiteral("strategies")].toObject();
        // 1 SU → 2 SUs: 252 of 256 day-one uplinks move (test_growth), at least 128.
        QCOMPARE(s[QStringLiteral("grown")].toObject()[QStringLiteral("reterminated")].toInt(), 252);
        QCOMPARE(s[QStringLiteral("grown")].toObject()[QStringLiteral("minimum_moves")].toInt(), 128);
        QCOMPARE(s[QStringLiteral("built_for_target")].toObject()[QStringLiteral("reterminated")].toInt(), 0);
        // Text form and bad flags.
        QVERIFY(cli({ QStringLiteral("growth"), m_project }).out.contains("strategy"));
        expectUsage(
            cli({ QStringLiteral("growth"), m_project, QStringLiteral("--minutes-per-cable"), QStringLiteral("x") }),
            QStringLiteral("must be a number"));
        expectUsage(cli({ QStringLiteral("growth"), path(QStringLiteral("missing.plenum")) }),
            QStringLiteral("missing.plenum"));
    }

    void resilience()
    {
        // Leaf rail 1 of SU 1 carries rail 1 of the 32 nodes of SU 1: one plane, so all 32 are down.
        Result r = cli({ QStringLiteral("resilience"), m_project, QStringLiteral("--component"),
            QStringLiteral("switch:leaf-su01-r1"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject f = json(r)[QStringLiteral("failures")].toArray().at(0).toObject();
        QCOMPARE(f[QStringLiteral("impact")].toString(), QStringLiteral("down"));
        QCOMPARE(f[QStringLiteral("nodes_down")].toInt(), 32);
        // Survey: 16 leaves (each takes 32 nodes down) + 8 spines (each degrades) = 24 switches.
        r = cli({ QStringLiteral("resilience"), m_project, QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        QJsonObject sw;
        for (const auto &k : json(r)[QStringLiteral("kinds")].toArray())
            if (k.toObject()[QStringLiteral("kind")].toString() == QStringLiteral("switch"))
                sw = k.toObject();
        QCOMPARE(sw[QStringLiteral("components")].toInt(), 24);
        QCOMPARE(sw[QStringLiteral("down")].toInt(), 16);
        QCOMPARE(sw[QStringLiteral("degraded")].toInt(), 8);
        expectUsage(cli({ QStringLiteral("resilience"), m_project, QStringLiteral("--component"),
                        QStringLiteral("switch:nope") }),
            QStringLiteral("no switch named 'nope'"));
    }

    void reliability()
    {
        // The Llama 3 fleet: 419 / 54 = 7.7593 interruptions per day, MTBF 24 / 7.7593 = 3.093 h.
        Result r = cli({ QStringLiteral("reliability"), QStringLiteral("--gpus"), QStringLiteral("16384"),
            QStringLiteral("--nodes"), QStringLiteral("2048"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        QJsonObject v = json(r);
        QVERIFY(qAbs(v[QStringLiteral("interruptions_per_day")].toDouble() - 419.0 / 54.0) < 1e-9);
        QVERIFY(qAbs(v[QStringLiteral("mtbf_hours")].toDouble() - 3.0931) < 1e-3);
        // Rates written by --print-rates read back unchanged; a rates file with one category:
        // 54 events per 1000 GPUs in 54 days, 2000 GPUs → 2 per day.
        const Result rates = cli({ QStringLiteral("reliability"), QStringLiteral("--print-rates") });
        QCOMPARE(rates.exitCode, 0);
        QFile f(path(QStringLiteral("one.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"days": 54, "reference": {"gpus": 1000}, "categories": [{"name": "all", "events": 54}]})");
        f.close();
        r = cli({ QStringLiteral("reliability"), QStringLiteral("--gpus"), QStringLiteral("2000"),
            QStringLiteral("--rates"), f.fileName(), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(qAbs(json(r)[QStringLiteral("interruptions_per_day")].toDouble() - 2.0) < 1e-12);
        // The project at day one: 32 nodes, 256 GPUs.
        r = cli({ QStringLiteral("reliability"), m_project, QStringLiteral("--phase"), QStringLiteral("day-one"),
            QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(json(r)[QStringLiteral("fleet")].toObject()[QStringLiteral("gpus")].toDouble(), 256.0);
        expectUsage(cli({ QStringLiteral("reliability") }), QStringLiteral("--gpus"));
        expectUsage(
            cli({ QStringLiteral("reliability"), m_project, QStringLiteral("--phase"), QStringLiteral("later") }),
            QStringLiteral("no phase 'later'"));
    }

    void storage()
    {
        // 7 → 50 nodes: 4+2 locked in, 10+2 possible: flagged, exit 1.
        Result r = cli({ QStringLiteral("storage"), QStringLiteral("--nodes"), QStringLiteral("7"),
            QStringLiteral("--target-nodes"), QStringLiteral("50"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 1);
        const QJsonObject v = json(r);
        QCOMPARE(v[QStringLiteral("day_one")].toObject()[QStringLiteral("best")].toString(), QStringLiteral("4+2"));
        QCOMPARE(v[QStringLiteral("target")].toObject()[QStringLiteral("best")].toString(), QStringLiteral("10+2"));
        QVERIFY(v[QStringLiteral("inefficient")].toBool());
        QCOMPARE(cli({ QStringLiteral("storage"), QStringLiteral("--nodes"), QStringLiteral("50") }).exitCode, 0);
        expectUsage(cli({ QStringLiteral("storage"), QStringLiteral("--nodes"), QStringLiteral("7"),
                        QStringLiteral("--scheme"), QStringLiteral("4x2") }),
            QStringLiteral("k+m"));
        expectUsage(cli({ QStringLiteral("storage"), m_project, QStringLiteral("--nodes"), QStringLiteral("7") }),
            QStringLiteral("not both"));
        expectUsage(cli({ QStringLiteral("storage") }), QStringLiteral("--nodes N"));
    }

    void cost()
    {
        const Result r = cli({ QStringLiteral("cost"), m_project, QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject v = json(r);
        const QJsonArray phases = v[QStringLiteral("phases")].toArray();
        QCOMPARE(phases.size(), 2);
        QCOMPARE(phases.at(0).toObject()[QStringLiteral("gpus")].toInt(), 256);
        QCOMPARE(phases.at(1).toObject()[QStringLiteral("gpus")].toInt(), 512);
        QCOMPARE(v[QStringLiteral("designs")].toArray().size(), 3);
    }

    void review()
    {
        const QString md = path(QStringLiteral("review.md"));
        QCOMPARE(cli({ QStringLiteral("review"), m_project, QStringLiteral("--out"), md }).exitCode, 0);
        QFile f(md);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        for (const char *h :
            { "## 1. Network", "## 2. Storage", "## 3. Orchestration", "## 4. Resilience", "## 5. Metrics" })
            QVERIFY2(text.contains(h), h);

        const QString pdf = path(QStringLiteral("review.pdf"));
        QCOMPARE(cli({ QStringLiteral("review"), m_project, QStringLiteral("--out"), pdf }).exitCode, 0);
        const Result info = run(QStringLiteral("pdfinfo"), { pdf });
        QCOMPARE(info.exitCode, 0);
        const Result words = run(QStringLiteral("pdftotext"), { pdf, QStringLiteral("-") });
        QCOMPARE(words.exitCode, 0);
        for (const char *w :
            { "Design review", "Network", "Storage", "Orchestration", "Resilience", "Metrics", "SwitchName=" })
            QVERIFY2(words.out.contains(w), w);

        const QString bad = path(QStringLiteral("review.txt"));
        expectUsage(
            cli({ QStringLiteral("review"), m_project, QStringLiteral("--out"), bad }), QStringLiteral(".md or .pdf"));
        QVERIFY(!QFile::exists(bad));
        expectUsage(cli({ QStringLiteral("review"), m_project, QStringLiteral("--out"),
                        path(QStringLiteral("no/such/dir/review.pdf")) }),
            QStringLiteral("cannot write"));
    }

    // The review is an exporter too: export --format review-md writes what review prints, and
    // review-pdf a PDF poppler reads; the review's --out goes through the same exporters.
    void reviewExporters()
    {
        const Result printed = cli({ QStringLiteral("review"), m_project });
        QCOMPARE(printed.exitCode, 0);
        const QString md = path(QStringLiteral("exported.md"));
        QCOMPARE(cli({ QStringLiteral("export"), m_project, QStringLiteral("--format"), QStringLiteral("review-md"),
                         QStringLiteral("--out"), md })
                     .exitCode,
            0);
        QFile f(md);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), printed.out);
        const QString pdf = path(QStringLiteral("exported.pdf"));
        QCOMPARE(cli({ QStringLiteral("export"), m_project, QStringLiteral("--format"), QStringLiteral("review-pdf"),
                         QStringLiteral("--out"), pdf })
                     .exitCode,
            0);
        const Result words = run(QStringLiteral("pdftotext"), { pdf, QStringLiteral("-") });
        QCOMPARE(words.exitCode, 0);
        QVERIFY(words.out.contains("Design review"));
        QVERIFY(cli({ QStringLiteral("export"), QStringLiteral("--help") }).out.contains("review-pdf"));
    }
};

QTEST_GUILESS_MAIN(TestAnalysisCli)
#include "test_analysis_cli.moc"
