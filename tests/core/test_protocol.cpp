// SPDX-License-Identifier: GPL-3.0-or-later
// Cables that really plug in, protocol (issue #16): ports, cables and transceivers carry InfiniBand
// or Ethernet; the router chooses media of the link's protocol and cable.protocol-mismatch fires
// when a part of one protocol lands on a port of the other. Routing set-up as in test_plugs: two
// devices in one 42U rack at U10 and U21, every port on the rear face 41 mm from the left edge,
// 20 mm up, so every in-rack link needs 1389 mm (539 + 50 in the rack, 4 bends 200, loops 600).
#include "catalog/catalog.h"
#include "catalog/netbox.h"
#include "catalog/netbox_types.h"
#include "catalog/protocol.h"
#include "rig.h"
#include "routing/media.h"
#include "routing/router.h"
#include "rules/rules.h"
#include "store/project_file.h"
#include "json/codec.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sstream>

using namespace plenum;
using namespace plenum::catalog;

namespace {

struct Rig {
    Project p;
    Id phase = 0, rack = 0;

    Rig()
    {
        phase = rig::phase(p, "day-one");
        const Id hall = rig::hall(p, 30000, 10000).id;
        const Id type = rig::rackType(p, "r", 42).id;
        rack = rig::rack(p, "A01", hall, type, { 1000, 2000 }, phase).id;
    }

    // A device type of `cages` 800G single-port OSFP cages of protocol `protocol`.
    Id type(const std::string &slug, Protocol protocol, int speed = 800)
    {
        DeviceType t;
        t.id = p.allocateId();
        t.slug = slug;
        t.u_height = 1;
        t.depth_mm = 600;
        for (int c = 1; c <= 2; ++c)
            t.ports.push_back({ "p" + std::to_string(c), "OSFP", "", 8, speed, Face::Rear, 41, 20, false, protocol });
        p.device_types.push_back(t);
        return t.id;
    }
    // A built-in device type, ports as in the catalogue but placed as above.
    Id builtin(const std::string &slug)
    {
        DeviceType t = builtinCatalog().findDevice(slug)->type;
        t.id = p.allocateId();
        t.depth_mm = 600;
        for (auto &port : t.ports) {
            port.face = Face::Rear;
            port.x_mm = 41;
            port.y_mm = 20;
        }
        p.device_types.push_back(t);
        return t.id;
    }
    Id device(Id type, int u)
    {
        Device &d = rig::device(p, "", type, rack, u, phase);
        d.name = "d" + std::to_string(d.id);
        return d.id;
    }
    Id link(Id a, int pa, Id b, int pb) { return rig::link(p, { a, pa }, { b, pb }, phase).id; }
    Cable &cableOf(Id link)
    {
        for (auto &c : p.cables)
            if (c.link == link)
                return c;
        throw std::logic_error("no cable");
    }
    DeviceType &typeRef(Id id) { return rig::byId(p.device_types, id); }
    std::vector<std::string> protocolFindings() const
    {
        std::vector<std::string> out;
        for (const auto &f : rules::runChecks(p))
            if (f.code == "cable.protocol-mismatch")
                out.push_back(f.message);
        return out;
    }
};

const QString kNetbox = QStringLiteral(PLENUM_SOURCE_DIR "/tests/data/netbox/");

std::string readText(const QString &path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

QString name(Protocol p)
{
    return QString::fromUtf8(toString(p).data(), qsizetype(toString(p).size()));
}

Protocol portProtocolOf(const DeviceType &t, const std::string &port)
{
    return portProtocols(t).at(std::size_t(t.portIndex(port)));
}

} // namespace

class TestProtocol : public QObject {
    Q_OBJECT

private slots:
    // The catalogue: Quantum-2 and Quantum-X800 switch ports are InfiniBand, Spectrum-4 and Arista
    // ones Ethernet; a DGX H100's ConnectX-7 ports (VPI, either) state none.
    void catalogueStatesPortProtocols()
    {
        const Catalog &c = builtinCatalog();
        QCOMPARE(name(portProtocolOf(c.findDevice("nvidia-qm9700")->type, "OSFP1P1")), name(Protocol::InfiniBand));
        QCOMPARE(name(portProtocolOf(c.findDevice("nvidia-q3400")->type, "OSFP72P2")), name(Protocol::InfiniBand));
        QCOMPARE(name(portProtocolOf(c.findDevice("nvidia-sn5600")->type, "swp64")), name(Protocol::Ethernet));
        QCOMPARE(name(portProtocolOf(c.findDevice("arista-7060x6-64pe")->type, "Ethernet1")), name(Protocol::Ethernet));
        QCOMPARE(name(portProtocolOf(c.findDevice("nvidia-dgx-h100")->type, "OSFP1P1")), name(Protocol::Unspecified));
    }

    // What each part is sold for, as the vendors' documents say: NVIDIA's NDR DAC and twin-port
    // SR4 optics both protocols, the 800GbE AEC Ethernet only, the XDR LACC InfiniBand only; an MPO
    // trunk carries any.
    void catalogueStatesPartProtocols()
    {
        const Catalog &c = builtinCatalog();
        const std::vector<Protocol> both { Protocol::InfiniBand, Protocol::Ethernet };
        QVERIFY(c.findCable("dac-osfp-2x400g")->protocols == both);
        QVERIFY(c.findCable("aec-osfp-800g")->protocols == std::vector<Protocol> { Protocol::Ethernet });
        QVERIFY(c.findCable("lacc-osfp-800g")->protocols == std::vector<Protocol> { Protocol::InfiniBand });
        QVERIFY(c.findCable("mmf-mpo-400g")->protocols.empty());
        QVERIFY(c.findTransceiverBySku("MMA4Z00-NS")->protocols == both);
        QVERIFY(!carries({ Protocol::Ethernet }, Protocol::InfiniBand));
        QVERIFY(carries({ Protocol::Ethernet }, Protocol::Unspecified));
        QVERIFY(carries({}, Protocol::InfiniBand));
        QVERIFY(carries(both, Protocol::InfiniBand));
        QCOMPARE(protocolsText(both), std::string("InfiniBand and Ethernet"));
    }

    void loaderRejectsUnknownProtocols_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("yaml");
        QTest::addColumn<QString>("message");
        QTest::addRow("cable") << "cables.yaml"
                               << "cables:\n  - {id: x, media: dac, name: X, connector: OSFP, speed_gbps: 400,\n"
                                  "     reach_mm: 3000, lengths_mm: [1000], od_mm: 9, bend_radius_mm: 90,\n"
                                  "     kg_per_m: 0.05, price_usd: 1, protocols: [fddi],\n"
                                  "     sources: {estimate: [reach_mm, lengths_mm, od_mm, bend_radius_mm, "
                                  "kg_per_m, price_usd, protocols]}}\n"
                               << "cables[0].protocols': unknown protocol 'fddi' (infiniband or ethernet)";
        QTest::addRow("cable without a source") << "cables.yaml"
                                                << "cables:\n  - {id: x, media: dac, name: X, connector: OSFP, "
                                                   "speed_gbps: 400,\n     reach_mm: 3000, lengths_mm: [1000], "
                                                   "od_mm: 9, bend_radius_mm: 90,\n     kg_per_m: 0.05, price_usd: "
                                                   "1, protocols: [ethernet],\n     sources: {estimate: [reach_mm, "
                                                   "lengths_mm, od_mm, bend_radius_mm, kg_per_m, price_usd]}}\n"
                                                << "figure 'protocols' has no source";
        QTest::addRow("port") << "devices/x.yaml"
                              << "slug: x\nmanufacturer: X\nmodel: X\nrole: leaf\nu_height: 1\ndepth_mm: 500\n"
                                 "airflow: front-to-rear\nweight_kg: 1\ntypical_power_w: 1\nmax_power_w: 1\n"
                                 "psu: {count: 1, rating_w: 10, redundant: 0}\nprice_usd: 1\n"
                                 "ports:\n  - {name: p1, protocol: token-ring, connector: OSFP, speed_gbps: 400, "
                                 "face: front, x_mm: 0, y_mm: 0}\n"
                                 "sources: {estimate: [u_height, depth_mm, airflow, weight_kg, typical_power_w, "
                                 "max_power_w, psu, price_usd, ports, port_positions]}\n"
                              << "ports[0].protocol': unknown protocol 'token-ring' (infiniband or ethernet)";
    }
    void loaderRejectsUnknownProtocols()
    {
        QFETCH(QString, path);
        QFETCH(QString, yaml);
        QFETCH(QString, message);
        const std::string text = yaml.toStdString();
        try {
            loadCatalog({ { path.toStdString(), text } });
            QFAIL("expected an error");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
        }
    }

    // The port's JSON (inside the project file and the JSON dump) holds "protocol" only when stated,
    // so a port without one is written byte for byte as schema v5 wrote it, and a v5 port (no
    // member) reads back Unspecified.
    void portJsonRoundTrip()
    {
        std::vector<PortTemplate> ports(2);
        ports[0] = { "ib0", "OSFP", "", 4, 400, Face::Front, 0, 0, false, Protocol::InfiniBand };
        ports[1] = { "bmc", "RJ45", "", 1, 1, Face::Rear, 0, 0, true };
        const json::Value encoded = json::encode(ports);
        QVERIFY(encoded.asArray("ports")[0].find("protocol") != nullptr);
        QCOMPARE(encoded.asArray("ports")[0].find("protocol")->asString("protocol"), std::string("infiniband"));
        QVERIFY(encoded.asArray("ports")[1].find("protocol") == nullptr);
        std::vector<PortTemplate> back;
        json::decode(encoded, back, "ports");
        QVERIFY(back == ports);

        json::Value bad = encoded;
        bad.array()[1].set("protocol", json::Value(std::string("fddi"))); // the port without one
        QVERIFY_THROWS_EXCEPTION(Error, json::decode(bad, back, "ports"));
    }

    // An old project (ports saved without a protocol, as every file before issue #16) opens; a
    // built-in type in it takes its ports' protocols from the catalogue by slug and port name, a
    // project's own type stays Unspecified. The committed fuzz seed is a schema-v1 file; a current
    // save of ports without a protocol is what schema v5 wrote.
    void oldFilesOpen()
    {
        const Project seed = openProject(PLENUM_SOURCE_DIR "/tests/fuzz/corpus/project/starter.plenum");
        const DeviceType *qm = nullptr;
        for (const auto &t : seed.device_types) {
            for (const auto &port : t.ports)
                QCOMPARE(name(port.protocol), name(Protocol::Unspecified));
            if (t.slug == "nvidia-qm9700")
                qm = &t;
        }
        QVERIFY(qm);
        QCOMPARE(name(portProtocolOf(*qm, "OSFP1P1")), name(Protocol::InfiniBand));

        Rig r;
        const Id q = r.builtin("nvidia-q3400");
        for (auto &port : r.typeRef(q).ports)
            port.protocol = Protocol::Unspecified;
        const Id own = r.type("own", Protocol::Unspecified);
        r.device(q, 10);
        r.device(own, 21);
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("v5.plenum")).toStdString();
        saveProject(r.p, file);
        const Project back = openProject(file);
        QVERIFY(back == r.p);
        QCOMPARE(name(portProtocolOf(back.device_types[0], "OSFP1P1")), name(Protocol::InfiniBand));
        QCOMPARE(name(portProtocolOf(back.device_types[1], "p1")), name(Protocol::Unspecified));
        // Stated protocols survive a save.
        r.typeRef(own).ports[0].protocol = Protocol::Ethernet;
        saveProject(r.p, file);
        QCOMPARE(name(openProject(file).device_types[1].ports[0].protocol), name(Protocol::Ethernet));
    }

    // chooseMedia between two single-port 800G OSFP ends, 1389 mm of copper route, no fibre route:
    // the 800GbE AEC at 2 m costs 600 + 80 × 2 = 760 USD, the XDR LACC at 1.5 m 700 + 100 × 1.5 =
    // 850 USD. Unstated, the cheaper AEC; an InfiniBand link takes the LACC; an Ethernet one the AEC.
    void mediaOfTheLinksProtocol_data()
    {
        QTest::addColumn<int>("protocol");
        QTest::addColumn<QString>("cable");
        QTest::addColumn<qint64>("ordered");
        QTest::addColumn<double>("cost");
        QTest::addRow("unspecified") << int(Protocol::Unspecified) << "aec-osfp-800g" << qint64(2000) << 760.0;
        QTest::addRow("infiniband") << int(Protocol::InfiniBand) << "lacc-osfp-800g" << qint64(1500) << 850.0;
        QTest::addRow("ethernet") << int(Protocol::Ethernet) << "aec-osfp-800g" << qint64(2000) << 760.0;
    }
    void mediaOfTheLinksProtocol()
    {
        QFETCH(int, protocol);
        QFETCH(QString, cable);
        QFETCH(qint64, ordered);
        QFETCH(double, cost);
        routing::LinkEnds ends;
        ends.connector_a = ends.connector_b = "OSFP";
        ends.speed_gbps = 800;
        ends.protocol = Protocol(protocol);
        std::string reason;
        const auto choice = routing::chooseMedia(builtinCatalog(), ends, 1389, -1, reason);
        QVERIFY2(choice, reason.c_str());
        QCOMPARE(QString::fromStdString(choice->cable->id), cable);
        QCOMPARE(choice->ordered_mm, ordered);
        QCOMPARE(choice->cost_usd, cost);
    }

    // The router through a whole project: an XDR link from an InfiniBand switch port to a node
    // port that states none is InfiniBand, so it gets the LACC (1.5 m for 1389 mm), and the
    // checker is quiet. Put the 800GbE AEC on it instead and cable.protocol-mismatch fires.
    void routerPicksTheLinksProtocolAndTheRuleAgrees()
    {
        Rig r;
        const Id sw = r.device(r.type("xdr-switch", Protocol::InfiniBand), 10);
        const Id node = r.device(r.type("node", Protocol::Unspecified), 21);
        const Id l = r.link(node, 0, sw, 0);
        const routing::RouteReport report = routing::routeProject(r.p);
        QVERIFY(report.unrouted.empty());
        QCOMPARE(r.cableOf(l).sku, std::string("lacc-osfp-800g-1500MM"));
        QCOMPARE(r.cableOf(l).required_length_mm, std::int64_t(1389));
        QVERIFY(r.protocolFindings().empty());

        Cable &c = r.cableOf(l);
        c.media = "aec";
        c.sku = "aec-osfp-800g-002";
        c.ordered_length_mm = 2000;
        const auto findings = r.protocolFindings();
        QCOMPARE(findings.size(), std::size_t(1));
        QVERIFY2(findings[0].find("is sold for Ethernet") != std::string::npos
                && findings[0].find("is InfiniBand") != std::string::npos,
            findings[0].c_str());
    }

    // The built-in Quantum-X800 (Q3400), saved before ports carried a protocol: an Ethernet AEC
    // on its XDR port still fires — the catalogue gives the port its protocol.
    void ethernetAecOnAnXdrPortFires()
    {
        Rig r;
        const Id q = r.builtin("nvidia-q3400");
        for (auto &port : r.typeRef(q).ports)
            port.protocol = Protocol::Unspecified;
        const Id sw = r.device(q, 10);
        const Id node = r.device(r.type("node", Protocol::Unspecified), 21);
        const Id l = r.link(node, 0, sw, 0);
        Cable c;
        c.id = r.p.allocateId();
        c.link = l;
        c.label = "C1";
        c.media = "aec";
        c.sku = "aec-osfp-800g-002";
        c.required_length_mm = 1389;
        c.ordered_length_mm = 2000;
        c.phase = r.phase;
        r.p.cables.push_back(c);
        QCOMPARE(r.protocolFindings().size(), std::size_t(1));
        // The same cable on an Ethernet SN5600 port is fine.
        r.p.devices[0].device_type = r.builtin("nvidia-sn5600");
        QVERIFY(r.protocolFindings().empty());
    }

    // Two built-in Quantum-2 QM9700: both links of cage OSFP1 to cage OSFP1 of the other take one
    // NDR twin-port DAC (MCP4Y10, sold for both protocols) at 1.5 m, and nothing fires.
    void ndrDacOnNdrPortsDoesNotFire()
    {
        Rig r;
        const Id q = r.builtin("nvidia-qm9700");
        const Id a = r.device(q, 10), b = r.device(q, 21);
        const DeviceType &t = r.typeRef(q);
        const int p1 = t.portIndex("OSFP1P1"), p2 = t.portIndex("OSFP1P2");
        const Id l1 = r.link(a, p1, b, p1);
        r.link(a, p2, b, p2);
        const routing::RouteReport report = routing::routeProject(r.p);
        QVERIFY(report.unrouted.empty());
        QCOMPARE(r.cableOf(l1).sku, std::string("MCP4Y10-N1500MM"));
        QVERIFY(r.protocolFindings().empty());
    }

    // Ports of the two protocols linked: the router refuses with one reason naming both, and the
    // checker reports the link.
    void endsOfTwoProtocols()
    {
        Rig r;
        const Id ib = r.device(r.type("ib", Protocol::InfiniBand), 10);
        const Id eth = r.device(r.type("eth", Protocol::Ethernet), 21);
        r.link(ib, 0, eth, 0);
        const routing::RouteReport report = routing::routeProject(r.p);
        QCOMPARE(report.unrouted.size(), std::size_t(1));
        QVERIFY2(report.unrouted[0].reason.find("is InfiniBand but") != std::string::npos
                && report.unrouted[0].reason.find("is Ethernet") != std::string::npos,
            report.unrouted[0].reason.c_str());
        const auto findings = r.protocolFindings();
        QCOMPARE(findings.size(), std::size_t(1));
    }

    // NetBox: the interface type gives the protocol — "infiniband-ndr" and "infiniband-xdr-4x"
    // InfiniBand, "1000base-t" and "400gbase-x-qsfpdd" Ethernet — and an InfiniBand port exports
    // as an InfiniBand type again.
    void netboxTypesGiveTheProtocol()
    {
        const ImportedDeviceType ib = importNetboxDeviceType(
            readText(kNetbox + QStringLiteral("extra/infiniband-and-panel.yaml")), "infiniband-and-panel.yaml");
        QCOMPARE(name(ib.type.ports[std::size_t(ib.type.portIndex("ib0"))].protocol), name(Protocol::InfiniBand));
        QCOMPARE(name(ib.type.ports[std::size_t(ib.type.portIndex("ib1"))].protocol), name(Protocol::InfiniBand));
        QCOMPARE(name(ib.type.ports[std::size_t(ib.type.portIndex("mgmt"))].protocol), name(Protocol::Ethernet));
        const ImportedDeviceType sn
            = importNetboxDeviceType(readText(kNetbox + QStringLiteral("Mellanox/SN4700.yml")), "SN4700.yml");
        QCOMPARE(name(sn.type.ports[std::size_t(sn.type.portIndex("swp1"))].protocol), name(Protocol::Ethernet));
        QCOMPARE(netboxInterfaceType("OSFP", 400, 4, Protocol::InfiniBand), std::string("infiniband-ndr-4x"));
        QCOMPARE(netboxInterfaceType("OSFP", 400, 4, Protocol::Ethernet), std::string("400gbase-x-osfp"));
        QCOMPARE(netboxInterfaceType("OSFP", 800, 4, Protocol::InfiniBand), std::string("infiniband-xdr-4x"));
        const std::string exported = exportNetboxDeviceType(ib.type);
        QVERIFY2(exported.find("type: infiniband-ndr") != std::string::npos, exported.c_str());
    }
};

QTEST_GUILESS_MAIN(TestProtocol)
#include "test_protocol.moc"
