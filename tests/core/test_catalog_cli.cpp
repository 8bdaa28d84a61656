// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli catalog / import-devicetypes / export-devicetypes, run as a user would run them.
#include <QtTest>

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

namespace {

const QString kCli = QStringLiteral(PLENUM_BIN_DIR "/plenum-cli");
const QString kData = QStringLiteral(PLENUM_SOURCE_DIR "/tests/data/netbox/");

struct Run {
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QStringList &args)
{
    QProcess p;
    p.start(kCli, args);
    if (!p.waitForFinished(60000))
        return {};
    return { p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError() };
}

QByteArray hashOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

QJsonArray projectDevices(const QString &project)
{
    const Run r = run({ QStringLiteral("catalog"), project, QStringLiteral("--json") });
    QJsonArray out;
    for (const auto &d : QJsonDocument::fromJson(r.out).object().value(QStringLiteral("devices")).toArray())
        if (d.toObject().value(QStringLiteral("origin")).toString() == QStringLiteral("project"))
            out.append(d);
    return out;
}

} // namespace

class TestCatalogCli : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString newProject(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        const Run r = run({ QStringLiteral("new"), path, QStringLiteral("--template"), QStringLiteral("starter") });
        return r.code == 0 ? path : QString();
    }

private slots:
    void catalogJson()
    {
        const Run r = run({ QStringLiteral("catalog"), QStringLiteral("--json") });
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o.value(QStringLiteral("devices")).toArray().size() >= 23);
        QVERIFY(o.value(QStringLiteral("racks")).toArray().size() >= 6);
        QVERIFY(o.value(QStringLiteral("cables")).toArray().size() >= 16);
        bool found = false;
        for (const auto &v : o.value(QStringLiteral("devices")).toArray()) {
            const QJsonObject d = v.toObject();
            if (d.value(QStringLiteral("slug")).toString() != QStringLiteral("nvidia-qm9700"))
                continue;
            found = true;
            QCOMPARE(d.value(QStringLiteral("data_ports")).toInt(), 64);
            QCOMPARE(d.value(QStringLiteral("u_height")).toInt(), 1);
            QCOMPARE(d.value(QStringLiteral("origin")).toString(), QStringLiteral("builtin"));
            QVERIFY(d.value(QStringLiteral("estimates")).toArray().contains(QStringLiteral("price_usd")));
        }
        QVERIFY(found);
        // Protocols as cables.yaml states them: NVIDIA's MCP4Y10 DAC carries both, the 800GbE AEC
        // Ethernet only (issue #16).
        QStringList dac, aec;
        for (const auto &v : o.value(QStringLiteral("cables")).toArray()) {
            const QJsonObject c = v.toObject();
            QStringList protocols;
            for (const auto &p : c.value(QStringLiteral("protocols")).toArray())
                protocols << p.toString();
            if (c.value(QStringLiteral("id")).toString() == QStringLiteral("dac-osfp-2x400g"))
                dac = protocols;
            if (c.value(QStringLiteral("id")).toString() == QStringLiteral("aec-osfp-800g"))
                aec = protocols;
        }
        QCOMPARE(dac, QStringList({ QStringLiteral("infiniband"), QStringLiteral("ethernet") }));
        QCOMPARE(aec, QStringList({ QStringLiteral("ethernet") }));
    }

    void catalogText()
    {
        const Run r = run({ QStringLiteral("catalog") });
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("nvidia-dgx-b200"));
        QVERIFY(r.out.contains("dac-osfp-2x400g"));
        QVERIFY(r.out.contains("rack-800x1200-52u"));
    }

    void importAllFixtures()
    {
        const QString project = newProject(QStringLiteral("all.plenum"));
        QVERIFY(!project.isEmpty());
        const QStringList files = { kData + QStringLiteral("APC/AP8641.yaml"),
            kData + QStringLiteral("Arista/DCS-7060DX5-64S-F.yaml"), kData + QStringLiteral("Mellanox/QM8790.yaml"),
            kData + QStringLiteral("Mellanox/SN4700.yml"), kData + QStringLiteral("Supermicro/AS-8125GS-TNMR2.yml") };
        const Run r = run(QStringList { QStringLiteral("import-devicetypes"), project } + files);
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty());
        QVERIFY(r.out.contains("5 of 5 files imported"));
        const QJsonArray devices = projectDevices(project);
        QStringList slugs;
        for (const auto &d : devices)
            slugs << d.toObject().value(QStringLiteral("slug")).toString();
        for (const char *s :
            { "ap8641", "arista-dcs-7060dx5-64s-f", "mellanox-qm8790", "sn4700", "supermicro-as-8125gs-tnmr2" })
            QVERIFY2(slugs.contains(QString::fromUtf8(s)), s);

        // Importing the same file again: duplicate slug, nothing changes.
        const QByteArray before = hashOf(project);
        const Run again = run({ QStringLiteral("import-devicetypes"), project, files[2] });
        QCOMPARE(again.code, 2);
        QVERIFY(again.err.contains("already a device type of the project"));
        QCOMPARE(hashOf(project), before);
    }

    // A bad file gets one line on stderr naming it; the good files are still imported and saved.
    void importPartial()
    {
        const QString project = newProject(QStringLiteral("partial.plenum"));
        const Run r = run({ QStringLiteral("import-devicetypes"), project,
            kData + QStringLiteral("Mellanox/QM8790.yaml"), kData + QStringLiteral("bad/malformed.yaml"),
            kData + QStringLiteral("bad/unknown-interface-type.yaml"),
            kData + QStringLiteral("bad/duplicate-slug-qm8790.yaml"), kData + QStringLiteral("Mellanox/SN4700.yml") });
        QCOMPARE(r.code, 2);
        const QList<QByteArray> lines = r.err.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith("plenum-cli import-devicetypes: ")
            && lines[0].contains("bad/malformed.yaml: malformed YAML"));
        QVERIFY(lines[1].contains("unknown-interface-type.yaml: key 'interfaces[1] (swp1)'"));
        QVERIFY(lines[2].contains("duplicate-slug-qm8790.yaml: key 'slug': 'mellanox-qm8790' is already"));
        QVERIFY(r.out.contains("2 of 5 files imported"));
        QCOMPARE(projectDevices(project).size(), 2 + 2); // the starter's DGX H100 and QM9700, plus two
    }

    void importNothingGoodLeavesFileUntouched()
    {
        const QString project = newProject(QStringLiteral("untouched.plenum"));
        const QByteArray before = hashOf(project);
        const Run r = run({ QStringLiteral("import-devicetypes"), project,
            kData + QStringLiteral("bad/missing-model.yaml"), m_dir.filePath(QStringLiteral("does-not-exist.yaml")) });
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("missing-model.yaml: key 'model': missing required key"));
        QVERIFY(r.err.contains("does-not-exist.yaml"));
        QVERIFY(r.err.contains("nothing imported"));
        QCOMPARE(hashOf(project), before);
    }

    void importUsage()
    {
        const Run r = run({ QStringLiteral("import-devicetypes"), newProject(QStringLiteral("usage.plenum")) });
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("expected FILE.plenum YAML..."));
    }

    void exportAndReimport()
    {
        const QString out = m_dir.filePath(QStringLiteral("export"));
        const Run r = run({ QStringLiteral("export-devicetypes"), QStringLiteral("--slug"),
            QStringLiteral("nvidia-q3400"), QStringLiteral("--out"), out });
        QCOMPARE(r.code, 0);
        const QString file = out + QStringLiteral("/NVIDIA/Quantum-X800_Q3400-RA.yaml");
        QVERIFY2(QFile::exists(file), qPrintable(file));
        const QString project = newProject(QStringLiteral("reimport.plenum"));
        const Run back = run({ QStringLiteral("import-devicetypes"), project, file });
        QCOMPARE(back.code, 0);
        QJsonObject q;
        for (const auto &d : projectDevices(project))
            if (d.toObject().value(QStringLiteral("slug")).toString() == QStringLiteral("nvidia-q3400"))
                q = d.toObject();
        QCOMPARE(q.value(QStringLiteral("data_ports")).toInt(), 144);
        QCOMPARE(q.value(QStringLiteral("u_height")).toInt(), 4);
        QCOMPARE(q.value(QStringLiteral("psu_redundant")).toInt(), 2);

        const Run unknown
            = run({ QStringLiteral("export-devicetypes"), QStringLiteral("--slug"), QStringLiteral("nope") });
        QCOMPARE(unknown.code, 2);
        QVERIFY(unknown.err.contains("no device type with slug 'nope'"));
    }

    // Issue 22 item 10: a value quoted in an import error cannot break the one-line-per-file output
    // or send escape sequences to the terminal.
    void importErrorStaysOneLine()
    {
        const QString project = newProject(QStringLiteral("one-line.plenum"));
        const QString yaml = m_dir.filePath(QStringLiteral("evil.yaml"));
        QFile f(yaml);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("manufacturer: X\nmodel: Y\nslug: x-y\nu_height: 1\nairflow: \"sideways\\nEVIL\\e[2J\"\n");
        f.close();
        const Run r = run({ QStringLiteral("import-devicetypes"), project, yaml });
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("sideways?EVIL?[2J"), r.err.constData());
        QCOMPARE(r.err.count('\n'), 2); // the file's line and "nothing imported"
        QVERIFY(!r.err.contains('\x1b'));
    }

    // Issue 22 item 3: device types named to climb out of DIR ("..", ".pre-commit-config"), to
    // collide ("A/B", "A_B", "A?B") or to exceed a file name (300 bytes) are all written, each to
    // its own file inside DIR; an existing file needs --force; nothing is written on refusal.
    void exportDevicetypesStaysInsideDir()
    {
        const QString base = newProject(QStringLiteral("hostile-base.plenum"));
        QVERIFY(!base.isEmpty());
        const QString json = m_dir.filePath(QStringLiteral("hostile.json"));
        QVERIFY(run({ QStringLiteral("dump"), base, QStringLiteral("--out"), json }).code == 0);
        QFile in(json);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
        in.close();
        QJsonArray types = doc.value(QStringLiteral("device_types")).toArray();
        const QJsonObject model = types.first().toObject();
        qint64 next = doc.value(QStringLiteral("next_id")).toInteger();
        const QList<QPair<QString, QString>> hostile = { { "..", ".pre-commit-config" }, { "A", "B/C" }, { "A", "B_C" },
            { "A", "B?C" }, { "X", QString(300, QLatin1Char('m')) } };
        int n = 0;
        for (const auto &[manufacturer, name] : hostile) {
            QJsonObject t = model;
            t[QStringLiteral("id")] = next++;
            t[QStringLiteral("slug")] = QStringLiteral("hostile-%1").arg(++n);
            t[QStringLiteral("manufacturer")] = manufacturer;
            t[QStringLiteral("model")] = name;
            types.append(t);
        }
        doc[QStringLiteral("device_types")] = types;
        doc[QStringLiteral("next_id")] = next;
        QFile out(json);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(QJsonDocument(doc).toJson());
        out.close();
        const QString project = m_dir.filePath(QStringLiteral("hostile.plenum"));
        const Run load = run({ QStringLiteral("load"), json, project });
        QVERIFY2(load.code == 0, load.err.constData());

        const QString checkout = m_dir.filePath(QStringLiteral("checkout"));
        const QString dir = checkout + QStringLiteral("/device-types");
        QVERIFY(QDir().mkpath(dir));
        const Run r = run({ QStringLiteral("export-devicetypes"), project, QStringLiteral("--out"), dir });
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(QDir(checkout).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
            QStringList { QStringLiteral("device-types") }); // nothing beside DIR
        QStringList files;
        QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << QDir(dir).relativeFilePath(it.next());
        QCOMPARE(files.size(), int(types.size()));
        for (const QString &f : files)
            QVERIFY2(!f.startsWith(QLatin1Char('.')) && !f.contains(QStringLiteral("/.")), qPrintable(f));
        QVERIFY(files.contains(QStringLiteral("_../_.pre-commit-config.yaml")));

        // Again: every file exists now, so nothing is written without --force.
        const QByteArray before = hashOf(dir + QStringLiteral("/A/B_C.yaml"));
        const Run again = run({ QStringLiteral("export-devicetypes"), project, QStringLiteral("--out"), dir });
        QCOMPARE(again.code, 2);
        QVERIFY2(again.err.contains("--force"), again.err.constData());
        QVERIFY(again.out.isEmpty());
        QCOMPARE(hashOf(dir + QStringLiteral("/A/B_C.yaml")), before);
        QCOMPARE(run({ QStringLiteral("export-devicetypes"), project, QStringLiteral("--out"), dir,
                         QStringLiteral("--force") })
                     .code,
            0);
    }
};

QTEST_GUILESS_MAIN(TestCatalogCli)
#include "test_catalog_cli.moc"
