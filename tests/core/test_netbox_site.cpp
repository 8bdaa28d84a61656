// SPDX-License-Identifier: GPL-3.0-or-later
// NetBox site import (core/import/netbox_site.h, issue #21): a 2-SU DGX H100 SuperPOD exported to
// NetBox CSV files, imported back with its racks' floor positions, routed and exported again gives
// the same files, and the same racks at the same places, the same devices in the same U and the
// same links with the same fabric and tier; a hand-made site checks what NetBox's own exports look
// like; bad input fails with the file and line (or every unknown name) and returns nothing.
#include "catalog/catalog.h"
#include "export/netbox_tables.h"
#include "export/table.h"
#include "import/netbox_site.h"
#include "model/index.h"
#include "routing/router.h"
#include "templates/templates.h"

#include <QtTest>

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

using namespace plenum;
using namespace plenum::importing;

namespace {

const exporting::Table &table(const std::vector<exporting::Table> &tables, const std::string &name)
{
    for (const auto &t : tables)
        if (t.name == name)
            return t;
    throw Error("no table " + name);
}

std::string csv(const std::vector<exporting::Table> &tables, const std::string &name)
{
    return exporting::toCsv(table(tables, name), exporting::CsvReader::Import);
}

std::string positionsOf(const Project &p)
{
    std::string out = "rack,x_mm,y_mm,rotation\r\n";
    for (const Rack &r : p.racks)
        out += fmt::format("{},{},{},{}\r\n", r.name, r.position.x_mm, r.position.y_mm, r.rotation_deg);
    return out;
}

SiteInput inputFrom(const Project &p)
{
    const auto t = exporting::netboxTables(p);
    SiteInput in;
    in.racks = { "06-racks.csv", csv(t, "06-racks") };
    in.devices = { "07-devices.csv", csv(t, "07-devices") };
    in.interfaces = SiteFile { "08-interfaces.csv", csv(t, "08-interfaces") };
    in.cables = { "12-cables.csv", csv(t, "12-cables") };
    in.positions = { "positions.csv", positionsOf(p) };
    return in;
}

// Each link as its two (device, port) ends in a fixed order, with fabric and tier.
using End = std::pair<std::string, std::string>;
std::map<std::pair<End, End>, std::pair<Fabric, Tier>> linksOf(const Project &p)
{
    const ProjectIndex index(p);
    std::map<std::pair<End, End>, std::pair<Fabric, Tier>> out;
    for (const Link &l : p.links) {
        auto end = [&](const PortRef &r) {
            return End { index.device(r.device)->name, index.typeOfDevice(r.device)->ports[std::size_t(r.port)].name };
        };
        End a = end(l.a), b = end(l.b);
        if (b < a)
            std::swap(a, b);
        out[{ a, b }] = { l.fabric, l.tier };
    }
    return out;
}

// The cable rows by their ends and status (what NetBox keeps of a cable Plenum did not route).
std::multiset<std::vector<std::string>> cableEnds(const std::vector<exporting::Table> &tables)
{
    std::multiset<std::vector<std::string>> out;
    for (const auto &row : table(tables, "12-cables").rows)
        out.insert({ row[0].text, row[1].text, row[2].text, row[3].text, row[4].text, row[5].text, row[7].text });
    return out;
}

// A hand-made site as NetBox's table export writes it: headers are column titles, extra
// columns, positions with ".0", faces capitalised.
SiteInput smallSite()
{
    SiteInput in;
    in.racks = { "racks.csv",
        "ID,Name,Site,Location,Status,Height (U),Outer Width,Outer Depth,Outer Unit,Tenant\n"
        "1,A01,Lab,Hall 7,Active,48,600,1200,Millimeters,\n"
        "2,A02,Lab,Hall 7,Active,48,600,1200,Millimeters,\n" };
    in.devices = { "devices.csv",
        "Name,Status,Role,Manufacturer,Type,Rack,Position (U),Face,Serial\n"
        "node01,Active,gpu-node,NVIDIA,DGX H100,A01,2.0,Rear,X1\n"
        "node02,Active,gpu-node,NVIDIA,DGX H100,A01,10.0,Rear,X2\n"
        "leaf01,Active,leaf,NVIDIA,Quantum-2 QM9700,A02,40.0,Front,X3\n" };
    in.cables = { "cables.csv",
        "ID,Label,Device A,Termination A,Device B,Termination B,Status\n"
        "1,c1,node01,OSFP1P1,leaf01,OSFP1P1,Connected\n"
        "2,c2,node02,osfp1p1,leaf01,OSFP1P2,Connected\n" };
    in.positions = { "positions.csv", "rack,x_mm,y_mm,rotation\nA01,3000,3000,0\nA02,3600,3000,0\n" };
    return in;
}

} // namespace

class TestNetboxSite : public QObject {
    Q_OBJECT

private slots:
    void roundTripOfATwoSuCluster();
    void laddersWidenedForTheirCables();
    void netboxTableExport();
    void badInput_data();
    void badInput();
    void unknownTypesAllNamed();
    void rackWithoutPosition();
};

void TestNetboxSite::roundTripOfATwoSuCluster()
{
    TemplateOptions o;
    o.nodes = 64; // two scalable units of 32 DGX H100 (REFERENCE.md: SuperPOD SU = 32 nodes)
    Project original = projectFromTemplate("dgx-h100-superpod", o);
    const routing::RouteReport routed = routing::routeProject(original);
    QVERIFY2(routed.unrouted.empty(), "the template routes completely, so its export lists every link");
    const auto first = exporting::netboxTables(original);

    SiteInput in = inputFrom(original);
    const auto &outline = original.halls.front().outline;
    in.hall_width_mm = outline[2].x_mm - outline[0].x_mm;
    in.hall_depth_mm = outline[2].y_mm - outline[0].y_mm;
    SiteReport report;
    Project imported = importNetboxSite(in, &report);
    QCOMPARE(imported.phases.size(), std::size_t(1));
    QCOMPARE(imported.phases.front().name, std::string("existing"));
    const Id existing = imported.phases.front().id;
    for (const Rack &r : imported.racks)
        QCOMPARE(r.phase, existing);
    for (const Device &d : imported.devices)
        QCOMPARE(d.phase, existing);
    for (const Link &l : imported.links)
        QCOMPARE(l.phase, existing);

    // Names and positions.
    QCOMPARE(imported.racks.size(), original.racks.size());
    std::map<std::string, std::tuple<std::int64_t, std::int64_t, int, std::string>> racks;
    for (const Rack &r : original.racks)
        racks[r.name]
            = { r.position.x_mm, r.position.y_mm, r.rotation_deg, ProjectIndex(original).rackType(r.rack_type)->slug };
    const ProjectIndex after(imported);
    for (const Rack &r : imported.racks) {
        QVERIFY2(racks.count(r.name), r.name.c_str());
        QCOMPARE(std::make_tuple(r.position.x_mm, r.position.y_mm, r.rotation_deg, after.rackType(r.rack_type)->slug),
            racks.at(r.name));
    }
    QCOMPARE(imported.devices.size(), original.devices.size());
    const ProjectIndex before(original);
    std::map<std::string, std::tuple<std::string, std::string, int, bool, std::string>> devices;
    for (const Device &d : original.devices)
        devices[d.name]
            = { before.rack(d.rack)->name, before.deviceType(d.device_type)->slug, d.u_position, d.reversed, d.feed };
    for (const Device &d : imported.devices) {
        QVERIFY2(devices.count(d.name), d.name.c_str());
        const auto &[rack, type, u, reversed, feed] = devices.at(d.name);
        QCOMPARE(after.rack(d.rack)->name, rack);
        QCOMPARE(after.deviceType(d.device_type)->slug, type);
        QCOMPARE(d.u_position, u); // a 0U PDU: NetBox holds no U, both put it at U 1
        QCOMPARE(d.reversed, reversed);
        QCOMPARE(d.feed, feed);
    }
    // The same links, each in the same network and tier as the template built it.
    const auto links = linksOf(original), back = linksOf(imported);
    QCOMPARE(back.size(), links.size());
    for (const auto &[ends, kind] : links) {
        const auto it = back.find(ends);
        QVERIFY2(it != back.end(), (ends.first.first + ":" + ends.first.second).c_str());
        if (it->second != kind)
            QFAIL(qPrintable(
                QStringLiteral("%1:%2 - %3:%4 is %5/%6, the template made it %7/%8")
                    .arg(QString::fromStdString(ends.first.first), QString::fromStdString(ends.first.second),
                        QString::fromStdString(ends.second.first), QString::fromStdString(ends.second.second),
                        QString::fromUtf8(toString(it->second.first).data()),
                        QString::fromUtf8(toString(it->second.second).data()),
                        QString::fromUtf8(toString(kind.first).data()),
                        QString::fromUtf8(toString(kind.second).data()))));
    }
    // Hand count: 64 nodes × 8 rails; 16 rail leaves (2 SUs × 8 rails) × 32 uplinks, two of
    // which the UFM appliance takes over (docs/architecture.md "UFM"), plus the UFM's 2 links.
    std::size_t compute = 0;
    for (const auto &[ends, kind] : back)
        compute += kind.first == Fabric::Compute;
    QCOMPARE(compute, std::size_t(64 * 8 + 16 * 32 - 2 + 2));

    // It routes: every link gets a cable.
    const routing::RouteReport again = routing::routeProject(imported);
    QVERIFY2(again.unrouted.empty(), again.unrouted.empty() ? "" : again.unrouted.front().reason.c_str());
    QCOMPARE(imported.cables.size(), original.cables.size());

    // Exported again: the same files. The cables' type, label, length and description come from
    // routing through pathways NetBox does not hold; their ends and status are the same.
    const auto second = exporting::netboxTables(imported);
    for (const char *name : { "01-sites", "02-locations", "03-manufacturers", "04-device-roles", "06-racks",
             "07-devices", "08-interfaces", "09-power-ports", "10-power-outlets", "11-rear-ports" })
        QVERIFY2(csv(second, name) == csv(first, name), name);
    auto sortedLines = [](const std::string &text) {
        std::vector<std::string> lines;
        std::size_t from = 0;
        for (std::size_t at; (at = text.find("\r\n", from)) != std::string::npos; from = at + 2)
            lines.push_back(text.substr(from, at - from));
        std::sort(lines.begin() + 1, lines.end());
        return lines;
    };
    // Device types: the same rows; their order is the order types entered the project.
    QCOMPARE(sortedLines(csv(second, "05-device-types")), sortedLines(csv(first, "05-device-types")));
    QVERIFY(cableEnds(second) == cableEnds(first));
    QCOMPARE(table(second, "12-cables").rows.size(), table(first, "12-cables").rows.size());
}

void TestNetboxSite::laddersWidenedForTheirCables()
{
    // 512 DGX H100 (16 SUs) in 9 rows: the row of the network racks carries more than a 300 mm
    // ladder holds, so the import widens it (and only to standard widths) and nothing overflows.
    TemplateOptions o;
    o.nodes = 512;
    Project original = projectFromTemplate("dgx-h100-superpod", o);
    routing::routeProject(original);
    SiteInput in = inputFrom(original);
    in.interfaces.reset();
    const Project imported = importNetboxSite(in);
    int widened = 0;
    for (const Pathway &pw : imported.pathways) {
        QVERIFY2(pw.width_mm == 300 || pw.width_mm == 450 || pw.width_mm == 600 || pw.width_mm == 750
                || pw.width_mm % 900 == 0,
            pw.name.c_str());
        widened += pw.width_mm > 300;
    }
    QVERIFY(widened > 0);
    Project routed = imported;
    const routing::RouteReport r = routing::routeProject(routed);
    QVERIFY(r.unrouted.empty());
    QVERIFY(r.overflows.empty());
}

void TestNetboxSite::netboxTableExport()
{
    SiteReport report;
    const Project p = importNetboxSite(smallSite(), &report);
    QCOMPARE(p.name, std::string("Lab"));
    QCOMPARE(p.halls.front().name, std::string("Hall 7"));
    // Around racks at x 3000 and 3600, y 3000: (600 + 1200) / 2 + 3000 = 3900 mm each way (any
    // rotation), out to whole 600 mm tiles but not below the origin: x −900 → 0, 7500 → 7800;
    // y −900 → 0, 6900 → 7200.
    QCOMPARE(p.halls.front().outline.front(), (Point { 0, 0 }));
    QCOMPARE(p.halls.front().outline[2], (Point { 7800, 7200 }));
    QCOMPARE(p.racks.size(), std::size_t(2));
    const ProjectIndex index(p);
    QCOMPARE(index.rackType(p.racks[0].rack_type)->slug, std::string("rack-600x1200-48u"));
    QCOMPARE(p.devices.size(), std::size_t(3));
    QCOMPARE(p.devices[1].u_position, 10);
    QVERIFY(p.devices[1].reversed);
    QVERIFY(!p.devices[2].reversed);
    QCOMPARE(p.links.size(), std::size_t(2));
    // "osfp1p1" is node02's OSFP1P1; both links are node–leaf links of the compute fabric, plane 0.
    for (const Link &l : p.links) {
        QVERIFY(l.fabric == Fabric::Compute);
        QVERIFY(l.tier == Tier::NodeLeaf);
        QCOMPARE(l.plane, 0);
        QCOMPARE(index.typeOfDevice(l.a.device)->ports[std::size_t(l.a.port)].name, std::string("OSFP1P1"));
    }
    QCOMPARE(report.pathways, 1); // one row: one ladder, no backbone
    QVERIFY(!report.notes.empty()); // the rack type was matched by size
}

void TestNetboxSite::badInput_data()
{
    QTest::addColumn<int>("file"); // 0 racks, 1 devices, 2 cables, 3 positions
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("missing column") << 1 << "Name,Type,Position,Face\nnode01,DGX H100,2,rear\n"
                                    << "devices.csv: missing column 'rack'";
    QTest::newRow("short row") << 1 << "Name,Type,Rack,Position,Face\nnode01,DGX H100,A01,2,rear\nnode02,DGX H100,A01\n"
                               << "devices.csv line 3: 3 fields, the header has 5";
    QTest::newRow("bad position") << 1 << "Name,Type,Rack,Position,Face\nnode01,DGX H100,A01,2.5,rear\n"
                                  << "devices.csv line 2: position '2.5' is not a whole U";
    QTest::newRow("unknown port") << 2
                                  << "side_a_device,side_a_name,side_b_device,side_b_name\n"
                                     "node01,OSFP1P1,leaf01,OSFP1P1\nnode02,OSFP9P1,leaf01,OSFP1P2\n"
                                  << "cables.csv line 3: device 'node02' (DGX H100) has no port 'OSFP9P1'";
    QTest::newRow("port used twice") << 2
                                     << "side_a_device,side_a_name,side_b_device,side_b_name\n"
                                        "node01,BMC,leaf01,mgmt0\nnode02,BMC,leaf01,mgmt0\n"
                                     << "cables.csv line 3: port mgmt0 of leaf01 is already cabled on line 2";
    // A 4-lane port may carry up to four (a breakout), not five.
    QTest::newRow("breakout") << 2
                              << "side_a_device,side_a_name,side_b_device,side_b_name\n"
                                 "node01,OSFP1P1,leaf01,OSFP1P1\nnode01,OSFP1P2,leaf01,OSFP1P1\n"
                                 "node01,OSFP2P1,leaf01,OSFP1P1\nnode01,OSFP2P2,leaf01,OSFP1P1\n"
                                 "node02,OSFP1P1,leaf01,OSFP1P1\n"
                              << "cables.csv line 6: port OSFP1P1 of leaf01 is already cabled on line 2 and 3 more "
                                 "(one per lane)";
    QTest::newRow("unclosed quote") << 2 << "side_a_device,side_a_name,side_b_device,side_b_name\n\"node01,x\n"
                                    << "cables.csv line 2: a quoted field is not closed";
    QTest::newRow("rack unknown") << 3 << "rack,x_mm,y_mm,rotation\nA01,3000,3000,0\nA02,3600,3000,0\nB9,1,1,0\n"
                                  << "positions.csv line 4: rack 'B9' is not in the racks file";
    QTest::newRow("overlap") << 3 << "rack,x_mm,y_mm,rotation\nA01,3000,3000,0\nA02,3300,3000,0\n"
                             << "racks.csv line 3:";
    QTest::newRow("U taken") << 1
                             << "Name,Type,Rack,Position,Face\nnode01,DGX H100,A01,2,rear\n"
                                "node02,DGX H100,A01,5,rear\nleaf01,Quantum-2 QM9700,A02,40,front\n"
                             << "devices.csv line 3:";
}

void TestNetboxSite::badInput()
{
    QFETCH(int, file);
    QFETCH(QString, text);
    QFETCH(QString, error);
    SiteInput in = smallSite();
    SiteFile *files[] = { &in.racks, &in.devices, &in.cables, &in.positions };
    files[file]->text = text.toStdString();
    try {
        importNetboxSite(in);
        QFAIL("imported");
    } catch (const Error &e) {
        QVERIFY2(QString::fromStdString(e.what()).startsWith(error), e.what());
    }
}

void TestNetboxSite::unknownTypesAllNamed()
{
    SiteInput in = smallSite();
    in.devices.text = "Name,Type,Rack,Position,Face\nnode01,DGX Z9,A01,2,rear\nnode02,DGX Z9,A01,10,rear\n"
                      "leaf01,Switch Q,A02,40,front\n";
    try {
        importNetboxSite(in);
        QFAIL("imported");
    } catch (const Error &e) {
        QCOMPARE(std::string(e.what()),
            std::string("devices.csv: 2 unknown device types (not in the catalogue nor the NetBox device types "
                        "given): 'DGX Z9' (2 devices, first on line 2), 'Switch Q' (1 device, first on line 4)"));
    }
    // Given as an imported NetBox device type, the same model resolves.
    DeviceType t = catalog::builtinCatalog().findDevice("nvidia-qm9700")->type;
    t.slug = "acme-switch-q";
    t.model = "Switch Q";
    t.manufacturer = ""; // Plenum's export calls it "Generic"
    in.device_types = { t };
    in.devices.text = "Name,Manufacturer,Type,Rack,Position,Face\nnode01,NVIDIA,DGX H100,A01,2,rear\n"
                      "node02,nvidia,DGX H100,A01,10,rear\nleaf01,Generic,Switch Q,A02,40,front\n";
    const Project p = importNetboxSite(in);
    QCOMPARE(ProjectIndex(p).typeOfDevice(p.devices[2].id)->slug, std::string("acme-switch-q"));
}

void TestNetboxSite::rackWithoutPosition()
{
    SiteInput in = smallSite();
    in.positions.text = "rack,x_mm,y_mm,rotation\nA01,3000,3000,0\n";
    try {
        importNetboxSite(in);
        QFAIL("imported");
    } catch (const Error &e) {
        QCOMPARE(std::string(e.what()), std::string("positions.csv: 1 rack without a position: A02"));
    }
}

QTEST_APPLESS_MAIN(TestNetboxSite)
#include "test_netbox_site.moc"
