// SPDX-License-Identifier: GPL-3.0-or-later
// NetBox device-type import/export against real devicetype-library files (tests/data/netbox,
// copied unmodified from netbox-community/devicetype-library): port counts, U height, weight and
// power are checked both against hand-written figures and against the YAML itself.
#include "catalog/catalog.h"
#include "catalog/netbox.h"
#include "catalog/netbox_types.h"

#include <QtTest>

#include <cctype>
#include <set>

#include <yaml-cpp/yaml.h>

#include <fstream>
#include <sstream>

using namespace plenum;
using namespace plenum::catalog;

namespace {

const QString kData = QStringLiteral(PLENUM_SOURCE_DIR "/tests/data/netbox/");

std::string readText(const QString &relative)
{
    std::ifstream in((kData + relative).toStdString(), std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

ImportedDeviceType importFile(const QString &relative)
{
    return importNetboxDeviceType(readText(relative), relative.toStdString());
}

int count(const DeviceType &t, const std::string &connector, int speed = -1)
{
    return int(std::count_if(t.ports.begin(), t.ports.end(),
        [&](const PortTemplate &p) { return p.connector == connector && (speed < 0 || p.speed_gbps == speed); }));
}

// A list of the document, empty when absent (yaml-cpp throws when iterating a missing key).
YAML::Node list(const YAML::Node &y, const char *key)
{
    const YAML::Node v = y[key];
    return v.IsDefined() ? v : YAML::Node(YAML::NodeType::Sequence);
}

const char *const kFixtures[] = { "APC/AP8641.yaml", "Arista/DCS-7060DX5-64S-F.yaml", "Mellanox/QM8790.yaml",
    "Mellanox/SN4700.yml", "Supermicro/AS-8125GS-TNMR2.yml" };

} // namespace

class TestCatalogNetbox : public QObject {
    Q_OBJECT

private slots:
    // Hand-written from the files: what each should become.
    void importFixture_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("slug");
        QTest::addColumn<int>("uHeight");
        QTest::addColumn<QString>("connector");
        QTest::addColumn<int>("speed");
        QTest::addColumn<int>("dataPorts");
        QTest::addColumn<int>("allPorts");
        QTest::addColumn<int>("psus");
        QTest::addColumn<qint64>("maxPowerW");
        QTest::addColumn<double>("weightKg");
        QTest::addRow("AP8641") << "APC/AP8641.yaml"
                                << "ap8641" << 0 << "C13" << 0 << 21 << 27 << 1 << qint64(0) << 0.0;
        QTest::addRow("DCS-7060DX5") << "Arista/DCS-7060DX5-64S-F.yaml"
                                     << "arista-dcs-7060dx5-64s-f" << 2 << "QSFP-DD" << 400 << 64 << 68 << 2
                                     << qint64(0) << 21.95;
        QTest::addRow("QM8790") << "Mellanox/QM8790.yaml"
                                << "mellanox-qm8790" << 1 << "QSFP56" << 200 << 40 << 40 << 2 << qint64(0) << 11.4;
        QTest::addRow("SN4700") << "Mellanox/SN4700.yml"
                                << "sn4700" << 1 << "QSFP-DD" << 400 << 32 << 36 << 2 << qint64(0) << 0.0;
        QTest::addRow("AS-8125GS") << "Supermicro/AS-8125GS-TNMR2.yml"
                                   << "supermicro-as-8125gs-tnmr2" << 8 << "QSFP112" << 400 << 10 << 19 << 6
                                   << qint64(18000) << 75.3;
    }
    void importFixture()
    {
        QFETCH(QString, file);
        QFETCH(QString, slug);
        QFETCH(int, uHeight);
        QFETCH(QString, connector);
        QFETCH(int, speed);
        QFETCH(int, dataPorts);
        QFETCH(int, allPorts);
        QFETCH(int, psus);
        QFETCH(qint64, maxPowerW);
        QFETCH(double, weightKg);
        const ImportedDeviceType imported = importFile(file);
        const DeviceType &t = imported.type;
        QCOMPARE(QString::fromStdString(t.slug), slug);
        QCOMPARE(t.u_height, uHeight);
        QCOMPARE(count(t, connector.toStdString(), speed), dataPorts);
        QCOMPARE(int(t.ports.size()), allPorts);
        QCOMPARE(t.psu_count, psus);
        QCOMPARE(t.max_power_w, maxPowerW);
        QCOMPARE(t.weight_kg, weightKg);
        QVERIFY(!imported.assumed.empty()); // NetBox never has depth or PSU redundancy
    }

    // The same files, counted with yaml-cpp directly: every physical port becomes one Plenum port.
    void importMatchesYaml_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *f : kFixtures)
            QTest::addRow("%s", f) << QString::fromUtf8(f);
        QTest::addRow("extra") << QStringLiteral("extra/infiniband-and-panel.yaml");
    }
    void importMatchesYaml()
    {
        QFETCH(QString, file);
        const YAML::Node y = YAML::Load(readText(file));
        const DeviceType t = importFile(file).type;
        int expected = 0;
        for (const char *key :
            { "interfaces", "console-ports", "power-ports", "power-outlets", "front-ports", "rear-ports" })
            for (const auto &port : list(y, key)) {
                const std::string type = port["type"].as<std::string>();
                expected += !(type == "virtual" || type == "lag" || type == "bridge");
                QVERIFY2(t.portIndex(port["name"].as<std::string>()) >= 0 || type == "virtual",
                    port["name"].as<std::string>().c_str());
            }
        QCOMPARE(int(t.ports.size()), expected);
        QCOMPARE(double(t.u_height), std::ceil(y["u_height"].as<double>()));
        std::int64_t draw = 0;
        for (const auto &p : list(y, "power-ports"))
            if (p["maximum_draw"] && !p["maximum_draw"].IsNull())
                draw += p["maximum_draw"].as<std::int64_t>();
        QCOMPARE(t.max_power_w, draw);
        if (list(y, "power-ports").size() > 0)
            QCOMPARE(t.psu_count, int(list(y, "power-ports").size()));
    }

    void everyFixtureInterfaceTypeMaps()
    {
        for (const char *f : kFixtures) {
            const YAML::Node y = YAML::Load(readText(QString::fromUtf8(f)));
            for (const auto &i : list(y, "interfaces")) {
                const std::string type = i["type"].as<std::string>();
                bool isVirtual = false;
                QVERIFY2(netboxInterfaceKind(type, &isVirtual) || isVirtual, type.c_str());
            }
            for (const auto &p : list(y, "power-ports"))
                QVERIFY(netboxPowerConnector(p["type"].as<std::string>()));
            for (const auto &p : list(y, "power-outlets"))
                QVERIFY(netboxPowerConnector(p["type"].as<std::string>()));
            for (const auto &p : list(y, "console-ports"))
                QVERIFY(netboxConsoleConnector(p["type"].as<std::string>()));
        }
    }

    void interfaceTypes_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("connector");
        QTest::addColumn<int>("speedGbps");
        QTest::addRow("400G OSFP") << "400gbase-x-osfp"
                                   << "OSFP" << 400;
        QTest::addRow("400G QSFP-DD") << "400gbase-x-qsfpdd"
                                      << "QSFP-DD" << 400;
        QTest::addRow("400G QSFP112") << "400gbase-x-qsfp112"
                                      << "QSFP112" << 400;
        QTest::addRow("800G OSFP") << "800gbase-x-osfp"
                                   << "OSFP" << 800;
        QTest::addRow("200G QSFP56") << "200gbase-x-qsfp56"
                                     << "QSFP56" << 200;
        QTest::addRow("100G QSFP28") << "100gbase-x-qsfp28"
                                     << "QSFP28" << 100;
        QTest::addRow("25G SFP28") << "25gbase-x-sfp28"
                                   << "SFP28" << 25;
        QTest::addRow("10G SFP+") << "10gbase-x-sfpp"
                                  << "SFP+" << 10;
        QTest::addRow("10GBASE-T") << "10gbase-t"
                                   << "RJ45" << 10;
        QTest::addRow("1000BASE-T") << "1000base-t"
                                    << "RJ45" << 1;
        QTest::addRow("NDR") << "infiniband-ndr"
                             << "OSFP" << 400;
    }
    void interfaceTypes()
    {
        QFETCH(QString, type);
        QFETCH(QString, connector);
        QFETCH(int, speedGbps);
        const auto kind = netboxInterfaceKind(type.toStdString());
        QVERIFY(kind);
        QCOMPARE(QString::fromUtf8(kind->connector.data(), int(kind->connector.size())), connector);
        QCOMPARE(kind->speed_mbps / 1000, speedGbps);
        QVERIFY(!netboxInterfaceKind("ieee802.11ax"));
    }

    void extraFixture()
    {
        const ImportedDeviceType i = importFile(QStringLiteral("extra/infiniband-and-panel.yaml"));
        const DeviceType &t = i.type;
        QCOMPARE(t.u_height, 2); // 1.5 rounded up, and flagged
        QVERIFY(std::any_of(i.assumed.begin(), i.assumed.end(),
            [](const std::string &a) { return a.find("rounded up") != std::string::npos; }));
        QCOMPARE(t.depth_mm, 450);
        QVERIFY(t.airflow == Airflow::RearToFront);
        QCOMPARE(qRound(t.weight_kg * 100), 1000); // 22.0462 lb = 10.00 kg
        QCOMPARE(t.max_power_w, std::int64_t(1000));
        QCOMPARE(t.typical_power_w, std::int64_t(600));
        QCOMPARE(t.psu_rating_w, std::int64_t(500));
        QCOMPARE(count(t, "OSFP", 400), 1);
        QCOMPARE(count(t, "OSFP", 800), 1);
        QCOMPARE(t.ports[t.portIndex("R1")].lanes, 8);
        QVERIFY(t.ports[t.portIndex("F1")].face == Face::Front);
        QVERIFY(std::any_of(i.assumed.begin(), i.assumed.end(),
            [](const std::string &a) { return a.find("InfiniBand") != std::string::npos; }));
    }

    void errors_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        QTest::addRow("malformed") << "bad/malformed.yaml"
                                   << "malformed YAML at line";
        QTest::addRow("unknown interface type")
            << "bad/unknown-interface-type.yaml"
            << "key 'interfaces[1] (swp1)': unknown NetBox interface type '400gbase-x-warp-drive'";
        QTest::addRow("missing model") << "bad/missing-model.yaml"
                                       << "key 'model': missing required key";
        QTest::addRow("weight unit") << "bad/bad-weight-unit.yaml"
                                     << "key 'weight_unit': unknown unit 'stone'";
        QTest::addRow("u_height") << "bad/bad-u-height.yaml"
                                  << "key 'u_height': expected a number, got 'two'";
        QTest::addRow("duplicate port") << "bad/duplicate-port.yaml"
                                        << "duplicate port name 'swp1'";
    }
    void errors()
    {
        QFETCH(QString, file);
        QFETCH(QString, message);
        try {
            importFile(file);
            QFAIL("no error");
        } catch (const Error &e) {
            const QString what = QString::fromUtf8(e.what());
            QVERIFY2(what.startsWith(file + QStringLiteral(": ")), e.what());
            QVERIFY2(what.contains(message), e.what());
            QVERIFY(!what.contains(QLatin1Char('\n')));
        }
    }

    // Export → import keeps every figure NetBox or the "Plenum:" comment line carries.
    void roundTrip_data()
    {
        QTest::addColumn<QString>("slug");
        for (const auto &d : builtinCatalog().devices)
            QTest::addRow("%s", d.type.slug.c_str()) << QString::fromStdString(d.type.slug);
    }
    void roundTrip()
    {
        QFETCH(QString, slug);
        const DeviceType &t = builtinCatalog().findDevice(slug.toStdString())->type;
        const std::string yaml = exportNetboxDeviceType(t);
        const DeviceType back = importNetboxDeviceType(yaml, "export.yaml").type;
        QCOMPARE(back.slug, t.slug);
        QCOMPARE(back.model, t.model);
        QCOMPARE(back.u_height, t.u_height);
        QCOMPARE(back.depth_mm, t.depth_mm);
        QVERIFY(back.airflow == t.airflow);
        QCOMPARE(back.weight_kg, t.weight_kg);
        QCOMPARE(back.max_power_w, t.max_power_w);
        QCOMPARE(back.typical_power_w, t.typical_power_w);
        QCOMPARE(back.psu_count, t.psu_count);
        QCOMPARE(back.psu_rating_w, t.psu_rating_w);
        QCOMPARE(back.psu_redundant, t.psu_redundant);
        QCOMPARE(back.role, t.role);
        QCOMPARE(back.gpus, t.gpus);
        QCOMPARE(back.liquid_cooled, t.liquid_cooled);
        QCOMPARE(back.ports.size(), t.ports.size());
        for (const auto &p : t.ports) {
            const int i = back.portIndex(p.name);
            QVERIFY2(i >= 0, p.name.c_str());
            QCOMPARE(back.ports[i].connector, p.connector);
            QCOMPARE(back.ports[i].speed_gbps, p.speed_gbps);
            QCOMPARE(back.ports[i].management, p.management);
            // A stated protocol (issue #16) is carried by the NetBox type: "infiniband-ndr-4x" or
            // "800gbase-x-osfp".
            if (p.protocol != Protocol::Unspecified)
                QVERIFY2(back.ports[i].protocol == p.protocol, p.name.c_str());
        }
    }

    void exportFileName()
    {
        DeviceType t;
        t.manufacturer = "NVIDIA";
        t.model = "Quantum-2 QM9700";
        QCOMPARE(netboxFileName(t), std::string("NVIDIA/Quantum-2_QM9700.yaml"));
    }

    // Issue 22 item 3: names from a project never climb out of the folder, hide, collide or
    // exceed the file system's name length.
    void exportFileNamesAreSafeAndUnique()
    {
        const std::vector<std::pair<std::string, std::string>> hostile
            = { { "..", ".pre-commit-config" }, { "A", "B/C" }, { "A", "B_C" }, { "A", "B?C" }, { "a", "b_c" },
                  { "X", std::string(300, 'm') }, { "X", std::string(300, 'm') + "2" }, { "", "" }, { ".", "..." } };
        std::vector<DeviceType> types;
        for (const auto &[manufacturer, model] : hostile) {
            DeviceType t;
            t.manufacturer = manufacturer;
            t.model = model;
            types.push_back(t);
        }
        const std::vector<std::string> names = netboxFileNames(types);
        QCOMPARE(names.size(), types.size());
        std::set<std::string> folded;
        for (const std::string &name : names) {
            std::string lower = name;
            for (char &c : lower)
                c = char(std::tolower(static_cast<unsigned char>(c)));
            QVERIFY2(folded.insert(lower).second, name.c_str());
            const auto slash = name.find('/');
            QVERIFY2(slash != std::string::npos && name.find('/', slash + 1) == std::string::npos, name.c_str());
            for (const std::string part : { name.substr(0, slash), name.substr(slash + 1) }) {
                QVERIFY2(!part.empty() && part[0] != '.', name.c_str());
                QVERIFY2(part.size() <= 110, name.c_str());
            }
        }
        QCOMPARE(names[0], std::string("_../_.pre-commit-config.yaml"));
        QCOMPARE(names[1], std::string("A/B_C.yaml"));
        QCOMPARE(names[2], std::string("A/B_C-2.yaml"));
        QCOMPARE(names[3], std::string("A/B_C-3.yaml"));
        QCOMPARE(names[4], std::string("A/b_c-4.yaml")); // "a" shares the folder "A", as on a case-insensitive disk
        QVERIFY(names[5] != names[6]);
    }
};

QTEST_APPLESS_MAIN(TestCatalogNetbox)
#include "test_catalog_netbox.moc"
