// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in catalogue: it loads, holds the devices, racks and media the issue asks for, its
// figures match the vendors' published numbers (written out here by hand), every figure has a
// source, and the loader refuses entries that would lose a figure's provenance.
#include "catalog/catalog.h"

#include <QtTest>

#include <set>

using namespace plenum;
using namespace plenum::catalog;

namespace {

int countPorts(const DeviceType &t, const char *connector, int speed)
{
    return int(std::count_if(t.ports.begin(), t.ports.end(),
        [&](const PortTemplate &p) { return p.connector == connector && p.speed_gbps == speed && !p.management; }));
}

int countCages(const DeviceType &t, const char *connector, int speed)
{
    std::set<std::string> cages;
    for (const auto &p : t.ports)
        if (p.connector == connector && p.speed_gbps == speed && !p.management)
            cages.insert(p.cage);
    return int(cages.size());
}

Catalog loadOne(const std::string &path, const std::string &text)
{
    return loadCatalog({ { path, text } });
}

} // namespace

class TestCatalog : public QObject {
    Q_OBJECT

private slots:
    void builtinLoads()
    {
        const Catalog &c = builtinCatalog();
        QVERIFY(c.devices.size() >= 23);
        QVERIFY(c.racks.size() >= 6);
        QVERIFY(c.cables.size() >= 16);
        QVERIFY(c.transceivers.size() >= 8);
    }

    void requiredDevice_data()
    {
        QTest::addColumn<QString>("slug");
        QTest::addColumn<QString>("role");
        const std::pair<const char *, const char *> rows[] = {
            { "nvidia-dgx-h100", "gpu-node" },
            { "nvidia-dgx-b200", "gpu-node" },
            { "nvidia-dgx-b300", "gpu-node" },
            { "hgx-h100-8gpu-server", "gpu-node" },
            { "hgx-b200-8gpu-server", "gpu-node" },
            { "nvidia-gb200-nvl72-compute-tray", "gpu-node" },
            { "nvidia-gb200-nvl72-switch-tray", "nvlink-switch" },
            { "nvidia-gb200-nvl72-power-shelf", "power-shelf" },
            { "nvidia-qm9700", "leaf" },
            { "nvidia-q3400", "spine" },
            { "nvidia-sn5600", "leaf" },
            { "nvidia-sn4600c", "leaf" },
            { "nvidia-sn2201", "management" },
            { "arista-7060x6-64pe", "leaf" },
            { "nvidia-ufm-enterprise-appliance", "fabric-manager" },
            { "storage-node-2u-nvme", "storage" },
            { "management-server-1u", "management" },
            { "pdu-3ph-415v-32a", "pdu" },
            { "patch-panel-cat6a-24", "patch-panel" },
            { "patch-panel-mpo-24", "patch-panel" },
            { "blanking-panel-1u", "blanking" },
            { "cdu-in-rack-4u", "cdu" },
        };
        for (const auto &[slug, role] : rows)
            QTest::addRow("%s", slug) << QString::fromUtf8(slug) << QString::fromUtf8(role);
    }
    void requiredDevice()
    {
        QFETCH(QString, slug);
        QFETCH(QString, role);
        const CatalogDevice *d = builtinCatalog().findDevice(slug.toStdString());
        QVERIFY2(d, qPrintable(slug));
        QCOMPARE(QString::fromStdString(d->type.role), role);
        QVERIFY(!d->type.source.empty());
    }

    // Published figures, typed in from the data sheets / REFERENCE.md (not read from our files).
    void switchPorts_data()
    {
        QTest::addColumn<QString>("slug");
        QTest::addColumn<QString>("connector");
        QTest::addColumn<int>("speed");
        QTest::addColumn<int>("ports");
        QTest::addColumn<int>("cages");
        QTest::addColumn<int>("uHeight");
        QTest::addRow("QM9700 64 x NDR in 32 twin-port OSFP") << "nvidia-qm9700"
                                                              << "OSFP" << 400 << 64 << 32 << 1;
        QTest::addRow("Q3400 144 x XDR in 72 OSFP") << "nvidia-q3400"
                                                    << "OSFP" << 800 << 144 << 72 << 4;
        QTest::addRow("SN5600 64 x 800G") << "nvidia-sn5600"
                                          << "OSFP" << 800 << 64 << 64 << 2;
        QTest::addRow("SN4600C 64 x 100G") << "nvidia-sn4600c"
                                           << "QSFP28" << 100 << 64 << 64 << 2;
        QTest::addRow("SN2201 48 x 1G") << "nvidia-sn2201"
                                        << "RJ45" << 1 << 48 << 48 << 1;
        QTest::addRow("SN2201 4 x 100G") << "nvidia-sn2201"
                                         << "QSFP28" << 100 << 4 << 4 << 1;
        QTest::addRow("Arista 7060X6 64 x 800G") << "arista-7060x6-64pe"
                                                 << "OSFP" << 800 << 64 << 64 << 2;
        QTest::addRow("DGX H100 8 rails in 4 cages")
            << "nvidia-dgx-h100"
            << "OSFP-RHS" << 400 << 8 << 4 << 8; // flat-top cages (riding heat sink)
        QTest::addRow("DGX B200 8 rails in 4 cages") << "nvidia-dgx-b200"
                                                     << "OSFP" << 400 << 8 << 4 << 10;
        QTest::addRow("DGX B300 8 x 800G") << "nvidia-dgx-b300"
                                           << "OSFP" << 800 << 8 << 8 << 10;
        QTest::addRow("NVL72 compute tray 4 x 400G") << "nvidia-gb200-nvl72-compute-tray"
                                                     << "OSFP" << 400 << 4 << 4 << 1;
    }
    void switchPorts()
    {
        QFETCH(QString, slug);
        QFETCH(QString, connector);
        QFETCH(int, speed);
        QFETCH(int, ports);
        QFETCH(int, cages);
        QFETCH(int, uHeight);
        const CatalogDevice *d = builtinCatalog().findDevice(slug.toStdString());
        QVERIFY(d);
        const std::string c = connector.toStdString();
        QCOMPARE(countPorts(d->type, c.c_str(), speed), ports);
        QCOMPARE(countCages(d->type, c.c_str(), speed), cages);
        QCOMPARE(d->type.u_height, uHeight);
    }

    void dgxH100Figures()
    {
        const DeviceType &t = builtinCatalog().findDevice("nvidia-dgx-h100")->type;
        // NVIDIA DGX H100 User Guide: 8U, 897.1 mm, 130.45 kg, 10.2 kW, 6 x 3.3 kW PSUs in 4+2.
        QCOMPARE(t.depth_mm, 897);
        QCOMPARE(t.weight_kg, 130.45);
        QCOMPARE(t.max_power_w, std::int64_t(10200));
        QCOMPARE(t.psu_count, 6);
        QCOMPARE(t.psu_rating_w, std::int64_t(3300));
        QCOMPARE(t.psu_redundant, 2);
        QCOMPARE(t.gpus, 8);
        QVERIFY(t.airflow == Airflow::FrontToRear);
        QVERIFY(t.portIndex("OSFP1P1") >= 0 && t.portIndex("OSFP4P2") >= 0);
        QCOMPARE(t.ports[t.portIndex("OSFP1P1")].cage, t.ports[t.portIndex("OSFP1P2")].cage);
        QVERIFY(t.ports[t.portIndex("OSFP1P1")].face == Face::Rear);
    }

    void nvl72IsLiquidCooled()
    {
        for (const char *slug : { "nvidia-gb200-nvl72-compute-tray", "nvidia-gb200-nvl72-switch-tray" })
            QVERIFY(builtinCatalog().findDevice(slug)->type.liquid_cooled);
        QCOMPARE(builtinCatalog().findDevice("nvidia-gb200-nvl72-compute-tray")->type.gpus, 4); // 72 / 18
    }

    void pduFigures()
    {
        const CatalogDevice *d = builtinCatalog().findDevice("pdu-3ph-415v-32a");
        QCOMPARE(d->extras.at("rating_w"), 3 * 230.0 * 32); // 22,080 W
        QCOMPARE(d->extras.at("feeds"), 1.0);
        QCOMPARE(countPorts(d->type, "C13", 0) + countPorts(d->type, "C19", 0), 42);
    }

    void everyFigureHasASource()
    {
        const std::vector<std::string> figures = { "u_height", "depth_mm", "airflow", "weight_kg", "typical_power_w",
            "max_power_w", "psu_count", "psu_rating_w", "psu_redundant", "price_usd" };
        for (const auto &d : builtinCatalog().devices) {
            for (const auto &f : figures)
                QVERIFY2(d.sources.count(f) && !d.sources.at(f).empty(),
                    qPrintable(QString::fromStdString(d.type.slug + " " + f)));
            QVERIFY2(d.isEstimate("price_usd"), d.type.slug.c_str()); // no vendor publishes list prices
        }
        for (const auto &c : builtinCatalog().cables)
            QVERIFY2(c.sources.count("reach_mm") && c.sources.count("price_usd"), c.id.c_str());
    }

    void rackTypes()
    {
        std::set<int> widths, depths, heights;
        for (const auto &r : builtinCatalog().racks) {
            widths.insert(r.type.width_mm);
            depths.insert(r.type.depth_mm);
            heights.insert(r.type.height_u);
            QVERIFY(r.type.power_budget_w > 0 && r.type.static_load_kg > 0 && r.type.cable_manager_area_mm2 > 0);
        }
        QCOMPARE(widths, (std::set<int> { 600, 800 }));
        QCOMPARE(depths, (std::set<int> { 1000, 1200 }));
        QCOMPARE(heights, (std::set<int> { 42, 48, 52 }));
    }

    void mediaCoverage()
    {
        std::set<std::string> media;
        for (const auto &c : builtinCatalog().cables)
            media.insert(c.media);
        for (const char *m :
            { "dac", "acc", "aec", "aoc", "mmf-mpo", "smf-mpo", "smf-lc", "cat6a", "power-c13", "power-c19" })
            QVERIFY2(media.count(m), m);
    }

    void dacLengths()
    {
        // LinkX: NDR twin-port DAC 0.5/1/1.5/2 m, passive copper only to 3 m.
        const CableType *dac = builtinCatalog().findCable("dac-osfp-2x400g");
        QVERIFY(dac);
        QCOMPARE(dac->reach_mm, std::int64_t(3000));
        QCOMPARE(dac->orderableLengthMm(1200), std::int64_t(1500));
        QCOMPARE(dac->orderableLengthMm(2000), std::int64_t(2000));
        QCOMPARE(dac->orderableLengthMm(2600), std::int64_t(0));
        QCOMPARE(dac->links, 2);
        QCOMPARE(dac->od_mm, 9.4);
        QVERIFY(builtinCatalog().findCable("dac-osfp-splitter-1x2-400g")->breakout == 2);
    }

    // One lookup from a routed cable's SKU to its type, shared by the router's fill, the rules and
    // the BOM. The built-in catalogue has overlapping prefixes: "cat6a-rj45-" starts
    // "cat6a-rj45-1g-003", so the first match (what the rules once used) picks the wrong type.
    void cableTypeForLongestPrefix()
    {
        const Catalog &c = builtinCatalog();
        QCOMPARE(c.cableTypeFor("cat6a", "cat6a-rj45-1g-003")->id, std::string("cat6a-rj45-1g"));
        QCOMPARE(c.cableTypeFor("cat6a", "cat6a-rj45-003")->id, std::string("cat6a-rj45"));
        QCOMPARE(c.cableTypeFor("dac", "MCP4Y10-N1500MM")->id, std::string("dac-osfp-2x400g"));
        // A foreign or empty SKU: the first type of that media; a media the catalogue lacks: none.
        QCOMPARE(c.cableTypeFor("cat6a", "")->id, std::string("cat6a-rj45"));
        QCOMPARE(c.cableTypeFor("cat6a", "XYZ-1")->id, std::string("cat6a-rj45"));
        QVERIFY(c.cableTypeFor("coax", "cat6a-rj45-003") == nullptr);
        // The media must agree even where a prefix matches.
        QVERIFY(c.cableTypeFor("aoc", "MCP4Y10-N1500MM")->media == "aoc");
    }

    void cableTypeForOrderIndependent()
    {
        // Two types of one media whose prefixes overlap, listed in both orders: the longer wins.
        CableType shortPrefix;
        shortPrefix.id = "a";
        shortPrefix.media = "aoc";
        shortPrefix.sku_prefix = "MFA7";
        CableType longPrefix = shortPrefix;
        longPrefix.id = "b";
        longPrefix.sku_prefix = "MFA7U10-";
        for (bool longFirst : { false, true }) {
            Catalog c;
            c.cables = longFirst ? std::vector<CableType> { longPrefix, shortPrefix }
                                 : std::vector<CableType> { shortPrefix, longPrefix };
            QCOMPARE(c.cableTypeFor("aoc", "MFA7U10-H010")->id, std::string("b"));
            QCOMPARE(c.cableTypeFor("aoc", "MFA7A20-C003")->id, std::string("a"));
        }
        // No sku_prefix: "<id>-" is the prefix, never the empty string that matches every SKU.
        CableType noPrefix = shortPrefix;
        noPrefix.id = "plain";
        noPrefix.sku_prefix.clear();
        Catalog c;
        c.cables = { shortPrefix, noPrefix };
        QCOMPARE(noPrefix.skuPrefix(), std::string("plain-"));
        QCOMPARE(c.cableTypeFor("aoc", "plain-003")->id, std::string("plain"));
        QCOMPARE(c.cableTypeFor("aoc", "MFA7X-003")->id, std::string("a"));
    }

    void xdrHasNoDacOrMultimode()
    {
        for (const CableType *c : builtinCatalog().cablesForSpeed(800))
            if (c->connector == "OSFP" || c->needs_transceiver)
                QVERIFY2(c->media != "dac" && c->media != "aoc" && c->media != "mmf-mpo", c->id.c_str());
    }

    void twinPortTransceiver()
    {
        const auto list = builtinCatalog().transceiversFor("OSFP", 400);
        QVERIFY(std::any_of(list.begin(), list.end(), [](const Transceiver *t) {
            return t->links_per_cage == 2 && t->media == "mmf-mpo" && t->reach_mm == 50000;
        }));
    }

    void loaderRejects_data()
    {
        QTest::addColumn<QString>("yaml");
        QTest::addColumn<QString>("message");
        const QString base = QStringLiteral(
            "slug: x\nmanufacturer: M\nmodel: X\nrole: leaf\nu_height: 1\ndepth_mm: 500\nairflow: %1\n"
            "weight_kg: 1\ntypical_power_w: 1\nmax_power_w: 2\npsu: {count: 1, rating_w: 10, redundant: 0}\n"
            "price_usd: 1\nports:\n  - {name: p, connector: RJ45, speed_gbps: 1, face: rear, x_mm: 1, y_mm: 1}\n"
            "%2");
        const QString allSourced
            = QStringLiteral("sources:\n  estimate: [u_height, depth_mm, airflow, weight_kg, "
                             "typical_power_w, max_power_w, psu, price_usd, ports, port_positions]\n");
        QTest::addRow("accepted") << base.arg(u"front-to-rear", allSourced) << QString();
        QTest::addRow("figure without source")
            << base.arg(u"front-to-rear", QStringLiteral("sources:\n  estimate: [u_height]\n")) << "has no source";
        QTest::addRow("no sources block") << base.arg(u"front-to-rear", QString()) << "key 'sources': missing";
        QTest::addRow("unknown airflow") << base.arg(u"sideways", allSourced) << "unknown airflow 'sideways'";
        QTest::addRow("unknown figure in sources")
            << base.arg(u"front-to-rear", allSourced + QStringLiteral("  doc: [colour]\n"))
            << "unknown figure 'colour'";
        // 2 PSUs of 10 W with 1 redundant: the one left carries 10 W, less than 12 W (issue #16).
        QString weak = base.arg(u"front-to-rear", allSourced);
        weak.replace(QStringLiteral("max_power_w: 2\npsu: {count: 1, rating_w: 10, redundant: 0}"),
            QStringLiteral("max_power_w: 12\npsu: {count: 2, rating_w: 10, redundant: 1}"));
        QTest::addRow("PSUs too weak")
            << weak << "key 'psu': 1+1 PSUs of 10 W: the 1 non-redundant carry 10 W, less than max_power_w 12 W";
        QString enough = weak;
        enough.replace(QStringLiteral("max_power_w: 12"), QStringLiteral("max_power_w: 10"));
        QTest::addRow("PSUs just enough") << enough << QString();
    }

    // Every built-in device with PSUs runs on its N non-redundant ones at its maximum power.
    // By hand: DGX H100 4+2 × 3,300 W = 13,200 W ≥ 10,200 W; the generic HGX H100 server, once
    // 3+3 × 3,000 W = 9,000 W < 10,200 W, is 4+2 (12,000 W).
    void psusCarryMaximumPower()
    {
        int checked = 0;
        for (const auto &d : builtinCatalog().devices) {
            const DeviceType &t = d.type;
            if (t.psu_count == 0 || t.role == "pdu")
                continue;
            ++checked;
            QVERIFY2(std::int64_t(t.psu_count - t.psu_redundant) * t.psu_rating_w >= t.max_power_w, t.slug.c_str());
            QVERIFY(psuCapacityProblem(t).empty());
        }
        QVERIFY(checked >= 15);
        DeviceType h100 = builtinCatalog().findDevice("hgx-h100-8gpu-server")->type;
        QCOMPARE(h100.psu_count - h100.psu_redundant, 4);
        h100.psu_redundant = 3;
        QCOMPARE(psuCapacityProblem(h100),
            std::string("3+3 PSUs of 3000 W: the 3 non-redundant carry 9000 W, less than max_power_w 10200 W"));
    }
    void loaderRejects()
    {
        QFETCH(QString, yaml);
        QFETCH(QString, message);
        try {
            loadOne("devices/x.yaml", yaml.toStdString());
            QVERIFY2(message.isEmpty(), "expected an error");
        } catch (const Error &e) {
            QVERIFY2(!message.isEmpty() && QString::fromUtf8(e.what()).contains(message), e.what());
            QVERIFY(QString::fromUtf8(e.what()).startsWith(QStringLiteral("devices/x.yaml: ")));
        }
    }

    // Issue #16: how far a plug stands out of its port (connectors.yaml, estimates). A DAC in an
    // OSFP cage: its 40 mm plug. An MPO trunk behind an SR4 optic in the same cage: the module's 40
    // mm nose and the trunk's 25 mm MPO-12/APC plug, 65 mm; an LC cord behind a QSFP28 LR4: 25 + 25
    // = 50 mm. The trunk in a patch panel's MPO port (no transceiver): 25 mm. A Cat6A cord in an RJ45
    // port: 20 mm; a C19 plug in a PDU outlet: 30 mm. A connector the catalogue does not list adds
    // nothing.
    void plugProtrusion_data()
    {
        QTest::addColumn<QString>("port");
        QTest::addColumn<QString>("cable");
        QTest::addColumn<bool>("transceiver");
        QTest::addColumn<double>("mm");
        QTest::addRow("DAC in OSFP") << "OSFP"
                                     << "dac-osfp-2x400g" << false << 40.0;
        QTest::addRow("MPO behind an OSFP optic") << "OSFP"
                                                  << "mmf-mpo-400g" << true << 65.0;
        QTest::addRow("LC behind a QSFP28 optic") << "QSFP28"
                                                  << "smf-lc-100g" << true << 50.0;
        QTest::addRow("MPO in a patch panel") << "MPO"
                                              << "mmf-mpo-400g" << false << 25.0;
        QTest::addRow("Cat6A in RJ45") << "RJ45"
                                       << "cat6a-rj45" << false << 20.0;
        QTest::addRow("C19 cord at the PDU") << "C19"
                                             << "power-c19-c20" << false << 30.0;
        QTest::addRow("unknown connector") << "XYZ"
                                           << "dac-osfp-2x400g" << false << 0.0;
    }
    void plugProtrusion()
    {
        QFETCH(QString, port);
        QFETCH(QString, cable);
        QFETCH(bool, transceiver);
        QFETCH(double, mm);
        const Catalog &c = builtinCatalog();
        const CableType *type = c.findCable(cable.toStdString());
        QVERIFY(type);
        QCOMPARE(c.plugProtrusionMm(port.toStdString(), *type, transceiver), mm);
        for (const auto &k : c.connectors)
            QCOMPARE(k.sources.at("protrusion_mm"), std::string(kEstimate));
    }

    // A rack type's door clearance is optional and, when given, sourced and positive (issue #16);
    // the network cabinets give 200 mm, the server and NVL72 cabinets none.
    void rackDoorClearance_data()
    {
        QTest::addColumn<QString>("yaml");
        QTest::addColumn<QString>("message");
        const QString rack = QStringLiteral(
            "racks:\n  - {slug: r, model: R, width_mm: 600, depth_mm: 1200, height_u: 42, power_budget_w: 1,\n"
            "     static_load_kg: 1, cable_manager_area_mm2: 1, price_usd: 1%1,\n"
            "     sources: {estimate: [dimensions, power_budget_w, static_load_kg, cable_manager_area_mm2, "
            "price_usd%2]}}\n");
        QTest::addRow("absent") << rack.arg(QString(), QString()) << QString();
        QTest::addRow("given and sourced")
            << rack.arg(u", door_clearance_mm: 180", u", door_clearance_mm") << QString();
        QTest::addRow("given without a source")
            << rack.arg(u", door_clearance_mm: 180", QString()) << "figure 'door_clearance_mm' has no source";
        QTest::addRow("zero") << rack.arg(u", door_clearance_mm: 0", u", door_clearance_mm") << "must be positive";
        QTest::addRow("negative") << rack.arg(u", door_clearance_mm: -5", u", door_clearance_mm") << "must be positive";
    }
    void rackDoorClearance()
    {
        QFETCH(QString, yaml);
        QFETCH(QString, message);
        try {
            const Catalog c = loadOne("racks.yaml", yaml.toStdString());
            QVERIFY2(message.isEmpty(), "expected an error");
            QCOMPARE(c.racks.size(), std::size_t(1));
            QCOMPARE(c.racks[0].type.door_clearance_mm, yaml.contains(u"door_clearance_mm: 180") ? 180 : 0);
        } catch (const Error &e) {
            QVERIFY2(!message.isEmpty() && QString::fromUtf8(e.what()).contains(message), e.what());
        }
        const Catalog &builtin = builtinCatalog();
        QCOMPARE(builtin.findRack("rack-800x1200-48u")->type.door_clearance_mm, 200);
        QCOMPARE(builtin.findRack("rack-nvl72-600x1200-48u")->type.door_clearance_mm, 0);
        QCOMPARE(builtin.findRack("rack-600x1200-48u")->type.door_clearance_mm, 0);
    }

    void duplicateSlugInCatalogue()
    {
        const Catalog &c = builtinCatalog();
        std::vector<DataFile> files = embeddedFiles();
        const auto device = std::find_if(
            files.begin(), files.end(), [](const DataFile &f) { return f.path.rfind("devices/", 0) == 0; });
        QVERIFY(device != files.end());
        files.push_back(*device); // the same device file twice
        QVERIFY_THROWS_EXCEPTION(Error, loadCatalog(files));
        QVERIFY(!c.devices.empty());
    }
};

QTEST_APPLESS_MAIN(TestCatalog)
#include "test_catalog.moc"
