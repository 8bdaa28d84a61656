// SPDX-License-Identifier: GPL-3.0-or-later
// Every export format written through the export job and read back with a real reader, its counts
// checked against the project: a 64-node DGX H100 SuperPOD plan (32 nodes on day one), routed.
#include "edit/reservation_edit.h"
#include "export/bom.h"
#include "export/export_job.h"
#include "export/netbox_tables.h"
#include "export/slurm_topology.h"
#include "export/table.h"
#include "model/index.h"
#include "readers.h"
#include "routing/router.h"
#include "store/atomic_file.h"
#include "templates/templates.h"
#include "json/json.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <filesystem>
#include <map>
#include <set>

using namespace plenum;
using namespace exporttest;

namespace {

std::string slurp(const QString &path)
{
    return readFile(path.toStdString());
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT

private:
    Project m_project;
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
    void exportTo(const std::string &format, const QString &file, exporting::ExportOptions options = {})
    {
        app::runExport(m_project, format, file.toStdString(), options);
        QVERIFY2(QFileInfo::exists(file), qPrintable(file));
    }
    std::set<std::string> gpuNodes() const
    {
        ProjectIndex index(m_project);
        std::set<std::string> out;
        for (const Device &d : m_project.devices)
            if (const DeviceType *t = index.deviceType(d.device_type); t && t->role == "gpu-node")
                out.insert(d.name);
        return out;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        TemplateOptions o;
        o.project_name = "Export test, \"SuperPOD\"";
        o.nodes = 32;
        o.target_nodes = 64;
        m_project = projectFromTemplate("dgx-h100-superpod", o);
        routing::routeProject(m_project);
        QVERIFY(m_project.cables.size() > 100);
        QCOMPARE(m_project.phases.size(), std::size_t(2));
    }

    void everyFormatListed()
    {
        const QStringList expected = { "bom-csv", "bom-xlsx", "cables-csv", "cables-xlsx", "pullsheets-pdf",
            "elevations-pdf", "labels-pdf", "floorplan-pdf", "floorplan-png", "floorplan-dxf", "netbox",
            "slurm-topology", "ibnetdiscover", "ibdm-topology", "ptm-dot", "ufm-p2p-csv", "ufm-p2p-xlsx", "json",
            "stats-json", "review-md", "review-pdf" };
        QStringList ids;
        for (const auto *e : app::allExporters()) {
            ids << QString::fromLatin1(e->id().data(), qsizetype(e->id().size()));
            QVERIFY(!e->description().empty());
            QVERIFY(e->writesFolder() || !e->extension().empty());
        }
        QCOMPARE(ids, expected);
    }

    void bomCsv()
    {
        exportTo("bom-csv", path("bom.csv"));
        bool ok = false;
        const Rows rows = parseCsv(slurp(path("bom.csv")), &ok);
        QVERIFY(ok);
        const auto &h = rows.front();
        const int phase = column(h, "phase"), cat = column(h, "category"), qty = column(h, "quantity"),
                  unit = column(h, "unit_price_usd"), ext = column(h, "extended_price_usd");
        QVERIFY(phase >= 0 && cat >= 0 && qty >= 0 && unit >= 0 && ext >= 0);
        std::map<std::string, double> totals; // category → quantity, total rows
        std::set<std::string> phases;
        double sumExt = 0, grand = -1;
        for (std::size_t i = 1; i < rows.size(); ++i) {
            const auto &r = rows[i];
            QCOMPARE(r.size(), h.size());
            phases.insert(r[std::size_t(phase)]);
            if (r[std::size_t(cat)] == "Total") {
                grand = std::stod(r[std::size_t(ext)]);
                continue;
            }
            if (r[std::size_t(cat)] == "Subtotal")
                continue;
            // extended = quantity × unit price, to the cent
            const double q = std::stod(r[std::size_t(qty)]), u = std::stod(r[std::size_t(unit)]),
                         e = std::stod(r[std::size_t(ext)]);
            QVERIFY2(std::abs(q * u - e) < 0.011 + 1e-9 * e, r[2].c_str());
            if (r[std::size_t(phase)] == "total") {
                totals[r[std::size_t(cat)]] += q;
                sumExt += e;
            }
        }
        QCOMPARE(phases, (std::set<std::string> { "day-one", "target", "total" }));
        QVERIFY(std::abs(sumExt - grand) < 0.05);
        // One cable bought per label: the two links of a twin-port cable (or splitter) share one.
        std::size_t power = 0;
        std::map<std::string, int> perLabel;
        for (const Cable &c : m_project.cables) {
            power += c.media.rfind("power", 0) == 0;
            if (c.media.rfind("power", 0) != 0)
                ++perLabel[c.label];
        }
        for (const auto &[label, records] : perLabel)
            QVERIFY2(records == 1 || records == 2, label.c_str());
        QCOMPARE(std::size_t(totals["Cables"]), perLabel.size());
        QCOMPARE(std::size_t(totals["Power cords"]), power);
        QCOMPARE(std::size_t(totals["Racks"]), m_project.racks.size());
        // Every device is bought once, in one of the device categories.
        const double devices = totals["Devices"] + totals["Switches"] + totals["PDUs"];
        ProjectIndex index(m_project);
        std::size_t blanking = 0;
        for (const Device &d : m_project.devices)
            blanking += index.deviceType(d.device_type)->role == "blanking";
        QCOMPARE(std::size_t(devices) + blanking, m_project.devices.size());
        QVERIFY(totals["Transceivers"] > 0);
        QVERIFY(totals["Pathways"] > 0);
        QVERIFY(totals.count("Blanking panels"));
    }

    void bomPhaseScope()
    {
        exporting::ExportOptions o;
        o.phase = "day-one";
        exportTo("bom-csv", path("bom-day-one.csv"), o);
        const Rows rows = parseCsv(slurp(path("bom-day-one.csv")));
        std::size_t racks = 0;
        std::set<std::string> phases;
        for (std::size_t i = 1; i < rows.size(); ++i) {
            phases.insert(rows[i][0]);
            if (rows[i][0] == "total" && rows[i][1] == "Racks")
                racks += std::stoul(rows[i][6]);
        }
        std::size_t dayOne = 0;
        for (const Rack &r : m_project.racks)
            dayOne += r.phase == m_project.phases.front().id;
        QCOMPARE(racks, dayOne);
        QVERIFY(racks < m_project.racks.size());
        QCOMPARE(phases, (std::set<std::string> { "day-one", "total" }));
    }

    void cablesCsv()
    {
        exportTo("cables-csv", path("cables.csv"));
        bool ok = false;
        const Rows rows = parseCsv(slurp(path("cables.csv")), &ok);
        QVERIFY(ok);
        QCOMPARE(rows.size(), m_project.cables.size() + 1);
        const auto &h = rows.front();
        for (const char *c :
            { "label", "from_rack", "from_u", "from_device", "from_port", "to_rack", "to_u", "to_device", "to_port",
                "media", "sku", "ordered_length_m", "required_length_m", "slack_m", "route", "phase" })
            QVERIFY2(column(h, c) >= 0, c);
        std::set<std::string> labels;
        const int label = column(h, "label"), ordered = column(h, "ordered_length_m"),
                  required = column(h, "required_length_m"), slack = column(h, "slack_m"),
                  pull = column(h, "pull_pathway"), rack = column(h, "from_rack");
        std::string lastPull, lastRack;
        bool inRack = false;
        for (std::size_t i = 1; i < rows.size(); ++i) {
            const auto &r = rows[i];
            labels.insert(r[std::size_t(label)]);
            QVERIFY(std::abs(std::stod(r[std::size_t(ordered)]) - std::stod(r[std::size_t(required)])
                        - std::stod(r[std::size_t(slack)]))
                < 0.011);
            // Pull order: by pathway, then rack; cables inside one rack at the end.
            const std::string &p = r[std::size_t(pull)];
            if (p.empty()) {
                inRack = true;
            } else {
                QVERIFY2(!inRack, "a pathway cable after the in-rack ones");
                QVERIFY(p >= lastPull);
                if (p == lastPull)
                    QVERIFY(r[std::size_t(rack)] >= lastRack);
            }
            lastPull = p;
            lastRack = r[std::size_t(rack)];
        }
        std::set<std::string> expected;
        for (const Cable &c : m_project.cables)
            expected.insert(c.label);
        QCOMPARE(labels, expected);
    }

    void xlsx_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("rows");
        QTest::addRow("bom-xlsx") << "bom-xlsx" << int(exporting::bomRows(m_project).size());
        QTest::addRow("cables-xlsx") << "cables-xlsx" << int(m_project.cables.size());
    }
    void xlsx()
    {
        QFETCH(QString, format);
        QFETCH(int, rows);
        const QString file = path(format + QStringLiteral(".xlsx"));
        exportTo(format.toStdString(), file);
        const Run list = run(QStringLiteral("unzip"), { QStringLiteral("-l"), file });
        QCOMPARE(list.code, 0);
        QVERIFY(list.out.contains(QLatin1String("xl/worksheets/sheet1.xml")));
        const QString sheet
            = run(QStringLiteral("unzip"), { QStringLiteral("-p"), file, QStringLiteral("xl/worksheets/sheet1.xml") })
                  .out;
        QCOMPARE(int(sheet.count(QLatin1String("<row "))), rows + 1);
        const QString strings
            = run(QStringLiteral("unzip"), { QStringLiteral("-p"), file, QStringLiteral("xl/sharedStrings.xml") }).out;
        if (format == QLatin1String("cables-xlsx")) {
            QVERIFY(strings.contains(QString::fromStdString(m_project.cables.front().label)));
            QVERIFY(strings.contains(QLatin1String("ordered_length_m")));
        } else {
            QVERIFY(strings.contains(QLatin1String("Transceivers")));
            QVERIFY(strings.contains(QLatin1String("extended_price_usd")));
        }
    }

    void netbox()
    {
        const QString dir = path("netbox");
        exportTo("netbox", dir);
        QVERIFY(QFileInfo::exists(QDir(dir).filePath(QString::fromLatin1(exporting::kExportFolderMarker))));
        // The fields of NetBox's import forms (netbox/dcim/forms/bulk_import.py) and the required ones.
        const std::map<std::string, std::pair<std::set<std::string>, std::set<std::string>>> forms = {
            { "01-sites",
                { { "name", "slug", "status", "region", "group", "tenant", "facility", "time_zone", "description",
                      "physical_address", "shipping_address", "latitude", "longitude", "comments", "tags" },
                    { "name", "slug", "status" } } },
            { "02-locations",
                { { "site", "parent", "name", "slug", "status", "tenant", "facility", "description", "tags" },
                    { "site", "name", "slug", "status" } } },
            { "03-manufacturers", { { "name", "slug", "description", "tags" }, { "name", "slug" } } },
            { "04-device-roles",
                { { "name", "slug", "color", "vm_role", "config_template", "description", "tags" },
                    { "name", "slug" } } },
            { "05-device-types",
                { { "manufacturer", "default_platform", "model", "slug", "part_number", "u_height",
                      "exclude_from_utilization", "is_full_depth", "subdevice_role", "airflow", "description", "weight",
                      "weight_unit", "comments", "tags" },
                    { "manufacturer", "model", "slug" } } },
            { "06-racks",
                { { "site", "location", "name", "facility_id", "tenant", "status", "role", "form_factor", "serial",
                      "asset_tag", "width", "u_height", "desc_units", "outer_width", "outer_depth", "outer_unit",
                      "mounting_depth", "airflow", "weight", "max_weight", "weight_unit", "description", "comments",
                      "tags" },
                    { "site", "name", "status", "width" } } },
            { "07-devices",
                { { "name", "role", "tenant", "manufacturer", "device_type", "platform", "serial", "asset_tag",
                      "status", "site", "location", "rack", "position", "face", "latitude", "longitude", "parent",
                      "device_bay", "airflow", "virtual_chassis", "vc_position", "vc_priority", "cluster",
                      "description", "config_template", "comments", "tags" },
                    { "role", "manufacturer", "device_type", "status", "site" } } },
            { "08-interfaces",
                { { "device", "name", "label", "parent", "bridge", "lag", "type", "speed", "duplex", "enabled",
                      "mark_connected", "wwn", "vdcs", "mtu", "mgmt_only", "description", "poe_mode", "poe_type",
                      "mode", "vrf", "rf_role", "rf_channel", "rf_channel_frequency", "rf_channel_width", "tx_power",
                      "tags" },
                    { "device", "name", "type" } } },
            { "09-power-ports",
                { { "device", "name", "label", "type", "mark_connected", "maximum_draw", "allocated_draw",
                      "description", "tags" },
                    { "device", "name" } } },
            { "10-power-outlets",
                { { "device", "name", "label", "type", "color", "mark_connected", "power_port", "feed_leg",
                      "description", "tags" },
                    { "device", "name" } } },
            { "11-rear-ports",
                { { "device", "name", "label", "type", "color", "mark_connected", "positions", "description", "tags" },
                    { "device", "name", "type" } } },
            { "12-cables",
                { { "side_a_device", "side_a_type", "side_a_name", "side_b_device", "side_b_type", "side_b_name",
                      "type", "status", "tenant", "label", "color", "length", "length_unit", "description", "comments",
                      "tags" },
                    { "side_a_device", "side_a_type", "side_a_name", "side_b_device", "side_b_type",
                        "side_b_name" } } },
        };
        std::map<std::string, Rows> files;
        for (const auto &[stem, fields] : forms) {
            const QString file = QDir(dir).filePath(QString::fromStdString(stem) + QStringLiteral(".csv"));
            QVERIFY2(QFileInfo::exists(file), qPrintable(file));
            bool ok = false;
            files[stem] = parseCsv(slurp(file), &ok);
            QVERIFY(ok);
            const auto &header = files[stem].front();
            for (const auto &c : header)
                QVERIFY2(fields.first.count(c), (stem + ": " + c + " is no NetBox import field").c_str());
            for (const auto &c : fields.second)
                QVERIFY2(column(header, c) >= 0, (stem + ": required " + c + " missing").c_str());
            // Required values are filled in every row.
            for (std::size_t i = 1; i < files[stem].size(); ++i)
                for (const auto &c : fields.second)
                    QVERIFY2(!files[stem][i][std::size_t(column(header, c))].empty(), (stem + ": empty " + c).c_str());
        }
        QCOMPARE(files["06-racks"].size(), m_project.racks.size() + 1);
        QCOMPARE(files["07-devices"].size(), m_project.devices.size() + 1);
        QCOMPARE(files["12-cables"].size(), m_project.cables.size() + 1);
        std::size_t ports = 0;
        ProjectIndex index(m_project);
        for (const Device &d : m_project.devices)
            ports += index.deviceType(d.device_type)->ports.size();
        QCOMPARE(files["08-interfaces"].size() + files["09-power-ports"].size() + files["10-power-outlets"].size()
                + files["11-rear-ports"].size() - 4,
            ports);
        // Every cable end names a port exported in the table of its type.
        std::set<std::string> known;
        const std::map<std::string, std::string> tableOf
            = { { "dcim.interface", "08-interfaces" }, { "dcim.powerport", "09-power-ports" },
                  { "dcim.poweroutlet", "10-power-outlets" }, { "dcim.rearport", "11-rear-ports" } };
        for (const auto &[type, stem] : tableOf)
            for (std::size_t i = 1; i < files[stem].size(); ++i)
                known.insert(type + "|" + files[stem][i][0] + "|" + files[stem][i][1]);
        // PDUs: sockets are outlets, the inlet is a power port.
        for (std::size_t i = 1; i < files["10-power-outlets"].size(); ++i)
            QVERIFY(files["10-power-outlets"][i][2].rfind("iec-60320-c", 0) == 0);
        const auto &cables = files["12-cables"];
        std::set<std::string> types = { "dac-passive", "dac-active", "aoc", "mmf-om4", "smf-os2", "cat6a", "power" };
        for (std::size_t i = 1; i < cables.size(); ++i) {
            const auto &r = cables[i];
            QVERIFY2(known.count(r[1] + "|" + r[0] + "|" + r[2]), r[0].c_str());
            QVERIFY2(known.count(r[4] + "|" + r[3] + "|" + r[5]), r[3].c_str());
            QVERIFY(types.count(r[std::size_t(column(cables[0], "type"))]));
            QVERIFY(std::stod(r[std::size_t(column(cables[0], "length"))]) > 0);
            QCOMPARE(r[std::size_t(column(cables[0], "length_unit"))], std::string("m"));
        }
    }

    void slurm()
    {
        exporting::ExportOptions leafGrouping;
        leafGrouping.slurm_grouping = exporting::SlurmGrouping::Leaf;
        exportTo("slurm-topology", path("topology.conf"), leafGrouping);
        const std::string text = slurp(path("topology.conf"));
        std::set<std::string> nodes, leaves, switched;
        int spines = 0;
        std::size_t start = 0;
        while (start < text.size()) {
            const std::size_t end = text.find('\n', start);
            std::string line = text.substr(start, end - start);
            start = end == std::string::npos ? text.size() : end + 1;
            if (auto hash = line.find('#'); hash != std::string::npos)
                line.erase(hash);
            if (line.find_first_not_of(' ') == std::string::npos)
                continue;
            QVERIFY2(line.size() < 1024, "Slurm limits a line to 1024 characters");
            std::map<std::string, std::string> kv;
            std::size_t p = 0;
            while (p < line.size()) {
                const std::size_t sp = std::min(line.find(' ', p), line.size());
                const std::string tok = line.substr(p, sp - p);
                if (!tok.empty()) {
                    const auto eq = tok.find('=');
                    QVERIFY2(eq != std::string::npos, tok.c_str());
                    kv[tok.substr(0, eq)] = tok.substr(eq + 1);
                }
                p = sp + 1;
            }
            QVERIFY(kv.count("SwitchName"));
            QVERIFY(kv.count("Nodes") != kv.count("Switches"));
            if (kv.count("Nodes")) {
                leaves.insert(kv["SwitchName"]);
                for (const auto &n : expandHostlist(kv["Nodes"]))
                    nodes.insert(n);
            } else {
                ++spines;
                for (const auto &s : expandHostlist(kv["Switches"]))
                    switched.insert(s);
            }
        }
        QCOMPARE(nodes, gpuNodes());
        // The switches of the compute fabric: the far ends of GPU nodes' links (not the UFM's, which
        // lands on a spine of this full SU: issue #23), and the spines above.
        ProjectIndex index(m_project);
        std::set<std::string> leafDevices, spineDevices;
        for (const Link &l : m_project.links)
            if (l.fabric == Fabric::Compute && l.tier == Tier::NodeLeaf) {
                const bool aNode = index.typeOfDevice(l.a.device)->role == "gpu-node";
                const bool bNode = index.typeOfDevice(l.b.device)->role == "gpu-node";
                if (aNode != bNode)
                    leafDevices.insert(index.device(aNode ? l.b.device : l.a.device)->name);
            }
        for (const Link &l : m_project.links)
            if (l.fabric == Fabric::Compute && l.tier == Tier::LeafSpine)
                for (const PortRef *e : { &l.a, &l.b })
                    if (!leafDevices.count(index.device(e->device)->name))
                        spineDevices.insert(index.device(e->device)->name);
        QCOMPARE(leaves, leafDevices);
        QCOMPARE(switched, leafDevices); // every leaf hangs under the spines
        QCOMPARE(spines, int(spineDevices.size()));
    }

    // The default for a rail-optimized fabric: one switch per scalable unit. The project is 32 nodes
    // growing to 64 in SUs of 32 (DGX H100 SuperPOD RA), every node cabled to the 8 rail leaves of
    // its SU: su01 holds node00001-00032, su02 node00033-00064, and every spine lists both.
    void slurmPerScalableUnit()
    {
        const auto switches = exporting::slurmSwitches(m_project);
        std::map<std::string, std::vector<std::string>> level0;
        std::set<std::string> above;
        int spines = 0;
        for (const auto &s : switches) {
            if (s.level == 0)
                level0[s.name] = s.children;
            else {
                ++spines;
                QCOMPARE(s.level, 1);
                QCOMPARE(exporting::hostlist(s.children), std::string("su[01-02]"));
            }
        }
        QCOMPARE(level0.size(), std::size_t(2));
        QCOMPARE(exporting::hostlist(level0["su01"]), std::string("node[00001-00032]"));
        QCOMPARE(exporting::hostlist(level0["su02"]), std::string("node[00033-00064]"));
        QVERIFY(spines > 0);
        const std::string text = exporting::slurmTopologyConf(m_project);
        QVERIFY(text.find("2 scalable units") != std::string::npos);
        QVERIFY(text.find("# Node names assumed (define them as NodeName in slurm.conf): node[00001-00064]\n")
            != std::string::npos);
        // Up to the first phase: one SU.
        const auto dayOne
            = exporting::slurmSwitches(exporting::projectUpToPhase(m_project, m_project.phases.front().name));
        QCOMPARE(exporting::hostlist(dayOne.front().children), std::string("node[00001-00032]"));
        QCOMPARE(dayOne.front().name, std::string("su01"));
    }

    // A node cabled to a leaf of another SU: the nodes' leaf sets overlap, no tree holds them. Asked
    // for SUs, the export says which leaf; by default it falls back to the leaves as cabled.
    void slurmOverlappingLeafSets()
    {
        Project p = m_project;
        ProjectIndex index(p);
        Id su2Leaf = kNoId;
        for (const Device &d : p.devices)
            if (d.name == "leaf-su02-r1")
                su2Leaf = d.id;
        QVERIFY(su2Leaf != kNoId);
        bool moved = false;
        for (Link &l : p.links) {
            if (l.fabric != Fabric::Compute || l.tier != Tier::NodeLeaf)
                continue;
            PortRef *leafEnd = index.device(l.a.device)->name == "leaf-su01-r1" ? &l.a
                : index.device(l.b.device)->name == "leaf-su01-r1"              ? &l.b
                                                                                : nullptr;
            const PortRef *nodeEnd = leafEnd == &l.a ? &l.b : &l.a;
            if (leafEnd && index.device(nodeEnd->device)->name == "node00001") {
                leafEnd->device = su2Leaf;
                moved = true;
                break;
            }
        }
        QVERIFY(moved);
        try {
            exporting::slurmSwitches(p, exporting::SlurmGrouping::Su);
            QFAIL("overlapping leaf sets were grouped");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("cabled to different sets of leaves") != std::string::npos, e.what());
        }
        exporting::SlurmGrouping used = exporting::SlurmGrouping::Su;
        const auto fallback = exporting::slurmSwitches(p, exporting::SlurmGrouping::Auto, &used);
        QVERIFY(used == exporting::SlurmGrouping::Leaf);
        for (const auto &s : fallback)
            if (s.name == "leaf-su02-r1")
                QVERIFY(std::find(s.children.begin(), s.children.end(), "node00001") != s.children.end());
        QVERIFY_THROWS_EXCEPTION(Error, exporting::parseSlurmGrouping("rails"));
        QVERIFY(exporting::parseSlurmGrouping("SU") == exporting::SlurmGrouping::Su);
    }

    // Issue 22 item 8: names that become Slurm node and switch names are validated; a name with a
    // space, '=' or a line break would inject keys or lines into topology.conf.
    void slurmRefusesInjectedNames_data()
    {
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("name");
        QTest::addRow("node with keys") << "gpu-node"
                                        << "node1 SwitchName=evil Nodes=ALL";
        QTest::addRow("leaf with a line") << "leaf"
                                          << "leaf\nSwitchName=evil Nodes=ALL";
        QTest::addRow("node with a comma") << "gpu-node"
                                           << "a,b";
    }
    void slurmRefusesInjectedNames()
    {
        QFETCH(QString, role);
        QFETCH(QString, name);
        Project p = m_project;
        ProjectIndex index(p);
        Device *victim = nullptr; // the first of its role: a node or leaf of the compute fabric
        for (Device &d : p.devices)
            if (!victim && index.deviceType(d.device_type)->role == role.toStdString())
                victim = &d;
        QVERIFY(victim);
        victim->name = name.toStdString();
        const QString out = path(QStringLiteral("injected-topology.conf"));
        exporting::ExportOptions o; // per leaf: leaf names are written as they are
        o.slurm_grouping = exporting::SlurmGrouping::Leaf;
        try {
            app::runExport(p, "slurm-topology", out.toStdString(), o);
            QFAIL("wrote a topology.conf with an injected name");
        } catch (const Error &e) {
            QVERIFY2(
                std::string(e.what()).find("cannot be a Slurm node or switch name") != std::string::npos, e.what());
            QVERIFY2(std::string(e.what()).find('\n') == std::string::npos, e.what());
        }
        QVERIFY(!QFileInfo::exists(out));
    }

    void hostlist_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QString>("expected");
        QTest::addRow("padded run") << QStringList { "node003", "node001", "node002" } << "node[001-003]";
        QTest::addRow("gaps") << QStringList { "n1", "n2", "n4", "x" } << "n[1-2,4],x";
        QTest::addRow("single") << QStringList { "leaf-su01-r1" } << "leaf-su01-r1";
        QTest::addRow("two prefixes") << QStringList { "leaf-su01-r1", "leaf-su01-r2", "leaf-su02-r1" }
                                      << "leaf-su01-r[1-2],leaf-su02-r1";
    }
    void hostlist()
    {
        QFETCH(QStringList, names);
        QFETCH(QString, expected);
        std::vector<std::string> v;
        for (const auto &n : names)
            v.push_back(n.toStdString());
        const std::string out = exporting::hostlist(v);
        QCOMPARE(QString::fromStdString(out), expected);
        auto back = expandHostlist(out);
        std::sort(back.begin(), back.end());
        std::sort(v.begin(), v.end());
        QCOMPARE(back, v);
    }

    void json()
    {
        exportTo("json", path("topology.json"));
        const json::Value v = json::parse(slurp(path("topology.json")));
        QCOMPARE(v.find("format")->asString("format"), std::string("plenum-topology"));
        QCOMPARE(v.find("racks")->asArray("racks").size(), m_project.racks.size());
        QCOMPARE(v.find("devices")->asArray("devices").size(), m_project.devices.size());
        const auto &links = v.find("links")->asArray("links");
        QCOMPARE(links.size(), m_project.links.size());
        std::size_t cabled = 0;
        for (const auto &l : links)
            cabled += !l.find("cable")->isNull();
        QCOMPARE(cabled, m_project.cables.size());
        QCOMPARE(v.find("pathways")->asArray("pathways").size(), m_project.pathways.size());
    }

    void pullSheets()
    {
        exportTo("pullsheets-pdf", path("pull.pdf"));
        QVERIFY(pdfPages(path("pull.pdf")) > 1);
        const QString text = pdfText(path("pull.pdf"));
        for (const Cable &c : m_project.cables)
            QVERIFY2(text.contains(QString::fromStdString(c.label)), c.label.c_str());
        const Cable &c = m_project.cables.front();
        QVERIFY(text.contains(QString::fromStdString(c.label_a)));
        QVERIFY(text.contains(QString::fromStdString(c.sku)));
        for (const Pathway &p : m_project.pathways)
            if (std::any_of(m_project.cables.begin(), m_project.cables.end(),
                    [&](const Cable &x) { return !x.route.empty() && x.route.front().pathway == p.id; }))
                QVERIFY2(text.contains(QString::fromStdString(p.name)), p.name.c_str());
    }

    void elevations_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::addColumn<int>("perPage");
        QTest::addRow("a4, one per page") << "a4" << 1;
        QTest::addRow("letter, two per sheet") << "letter" << 2;
        QTest::addRow("a3, four per sheet") << "a3" << 4;
    }
    void elevations()
    {
        QFETCH(QString, paper);
        QFETCH(int, perPage);
        exporting::ExportOptions o;
        o.paper = parsePaperSize(paper.toStdString());
        o.racks_per_page = perPage;
        const QString file = path(QStringLiteral("elevations-%1-%2.pdf").arg(paper).arg(perPage));
        exportTo("elevations-pdf", file, o);
        const int racks = int(m_project.racks.size());
        QCOMPARE(pdfPages(file), (racks + perPage - 1) / perPage);
        const QString text = pdfText(file);
        for (const Rack &r : m_project.racks)
            QVERIFY2(text.contains(QString::fromStdString(r.name)), r.name.c_str());
        QVERIFY(text.contains(QLatin1String("FRONT")) && text.contains(QLatin1String("REAR")));
        QVERIFY(text.contains(QLatin1String("ports cabled")));
        const QString info = run(QStringLiteral("pdfinfo"), { file }).out;
        const QString size = paper == QLatin1String("a4") ? QStringLiteral("(A4)")
            : paper == QLatin1String("letter")            ? QStringLiteral("(letter)")
                                                          : QStringLiteral("(A3)");
        QVERIFY2(info.contains(size), qPrintable(info));
    }

    // Issue #18: U held for a later phase print as the GUI shows them, hatched with the
    // reservation's name and phase, also on the day-one sheets where that phase is not built yet.
    void elevationReservations()
    {
        Project p = projectFromTemplate("starter", {});
        edit::ReservationSpec spec;
        spec.name = "R-GPU";
        spec.phase = "target";
        spec.rack = "A01";
        spec.u_low = 44;
        spec.u_height = 3;
        edit::addReservation(p, spec);
        exporting::ExportOptions o;
        o.phase = "day-one";
        const QString file = path(QStringLiteral("elevations-reserved.pdf"));
        app::runExport(p, "elevations-pdf", file.toStdString(), o);
        const QString text = pdfText(file);
        // Front and rear each carry the band's label.
        QCOMPARE(int(text.count(QStringLiteral("R-GPU · target"))), 2);
        if (!qEnvironmentVariableIsEmpty("PLENUM_DOC_SCREENSHOTS")) // a picture to look at
            run(QStringLiteral("pdftoppm"),
                { QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("60"), QStringLiteral("-f"),
                    QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"), file,
                    QDir(qEnvironmentVariable("PLENUM_DOC_SCREENSHOTS"))
                        .filePath(QStringLiteral("elevation-reserved")) });
    }

    void labels()
    {
        exportTo("labels-pdf", path("labels.pdf"));
        const int labels = int(2 * m_project.cables.size());
        QCOMPARE(pdfPages(path("labels.pdf")), (labels + 29) / 30);
        const QString text = pdfText(path("labels.pdf"));
        for (const Cable &c : m_project.cables) {
            QVERIFY2(text.contains(QString::fromStdString(c.label_a)), c.label_a.c_str());
            QVERIFY2(text.contains(QString::fromStdString(c.label_b)), c.label_b.c_str());
        }
        QCOMPARE(int(text.count(QString::fromStdString(m_project.cables.front().label) + QStringLiteral("  A")))
                + int(text.count(QString::fromStdString(m_project.cables.front().label) + QStringLiteral(" A"))),
            1);
    }

    void floorPlan()
    {
        exportTo("floorplan-pdf", path("floor.pdf"));
        QCOMPARE(pdfPages(path("floor.pdf")), 1);
        const QString text = pdfText(path("floor.pdf"));
        QVERIFY(text.contains(QLatin1String("Scale 1:")));
        QVERIFY(text.contains(QLatin1String("LEGEND")));
        for (const Rack &r : m_project.racks)
            QVERIFY2(text.contains(QString::fromStdString(r.name)), r.name.c_str());

        exporting::ExportOptions o;
        o.png_dpi = 100;
        exportTo("floorplan-png", path("floor.png"), o);
        QImage image(path("floor.png"));
        QVERIFY(!image.isNull());
        QVERIFY(std::abs(image.width() - 1169) <= 1); // A4 landscape at 100 dpi
        QVERIFY(std::abs(image.height() - 827) <= 1);
        QCOMPARE(image.dotsPerMeterX(), int(std::lround(100 / 0.0254)));
        // Not blank: the racks' outline colour is on it.
        int dark = 0;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                dark += qGray(image.pixel(x, y)) < 100;
        QVERIFY(dark > 100);
    }

    void failureLeavesNothing_data()
    {
        QTest::addColumn<QString>("format");
        for (const auto *e : app::allExporters())
            QTest::addRow("%s", std::string(e->id()).c_str())
                << QString::fromLatin1(e->id().data(), qsizetype(e->id().size()));
    }
    void failureLeavesNothing()
    {
        QFETCH(QString, format);
        // ptm-dot describes Ethernet fabrics only (the SuperPOD's InfiniBand one is refused first).
        TemplateOptions ethernet;
        ethernet.nodes = 8;
        const Project project
            = format == QStringLiteral("ptm-dot") ? projectFromTemplate("ethernet-inference", ethernet) : m_project;
        // A folder that does not exist: the export fails with a reason and leaves nothing.
        const QString missing = path(QStringLiteral("no-such-folder/out-%1").arg(format));
        try {
            app::runExport(project, format.toStdString(), missing.toStdString(), {});
            QFAIL("export into a missing folder succeeded");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("no-such-folder") != std::string::npos, e.what());
        }
        QVERIFY(!QFileInfo::exists(path("no-such-folder")));
        // A bad phase: an earlier output of the same name stays as it was, and no temp file is left.
        const QString target = path(QStringLiteral("keep-%1").arg(format));
        writeFileAtomically(target.toStdString(), "previous", OutputRules {});
        const QStringList before = QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        exporting::ExportOptions o;
        o.phase = "no-such-phase";
        o.output.replace = true;
        QVERIFY_THROWS_EXCEPTION(Error, app::runExport(project, format.toStdString(), target.toStdString(), o));
        QCOMPARE(slurp(target), std::string("previous"));
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), before);
    }

    // Issue 22 item 1: a NetBox export never deletes what Plenum did not write. A folder holding
    // other files is refused; --force writes into it and leaves the rest; an earlier export is
    // replaced, dropping only the files it listed.
    void netboxFolderKeepsForeignFiles()
    {
        namespace fs = std::filesystem;
        const fs::path docs = path(QStringLiteral("docs")).toStdString();
        fs::create_directories(docs / "keep");
        writeFileAtomically((docs / "notes.txt").string(), "mine", OutputRules {});
        writeFileAtomically((docs / "keep" / "deep.txt").string(), "mine too", OutputRules {});
        const auto entriesOf = [](const fs::path &dir) {
            std::set<std::string> names;
            for (const auto &e : fs::recursive_directory_iterator(dir))
                names.insert(fs::relative(e.path(), dir).string());
            return names;
        };
        const auto before = entriesOf(docs);
        const auto parentBefore = entriesOf(docs.parent_path());
        try {
            app::runExport(m_project, "netbox", docs.string(), {});
            QFAIL("exported into a folder of the user's files");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("not an earlier Plenum export") != std::string::npos, e.what());
        }
        QCOMPARE(entriesOf(docs), before);
        QCOMPARE(entriesOf(docs.parent_path()), parentBefore);

        // --force: the export's files go in, nothing else changes.
        exporting::ExportOptions force;
        force.output.replace = true;
        app::runExport(m_project, "netbox", docs.string(), force);
        QCOMPARE(slurp(QString::fromStdString((docs / "notes.txt").string())), std::string("mine"));
        QCOMPARE(slurp(QString::fromStdString((docs / "keep" / "deep.txt").string())), std::string("mine too"));
        QVERIFY(fs::exists(docs / "12-cables.csv"));
        QVERIFY(fs::exists(docs / exporting::kExportFolderMarker));

        // Now an earlier export: replaced without --force. A file the earlier export listed and
        // this one does not write goes; a listed name outside the folder is never believed.
        writeFileAtomically((docs / "13-retired.csv").string(), "old", OutputRules {});
        writeFileAtomically((docs.parent_path() / "victim.txt").string(), "outside", OutputRules {});
        {
            std::string marker = slurp(QString::fromStdString((docs / exporting::kExportFolderMarker).string()));
            marker += "13-retired.csv\n../victim.txt\nkeep\n";
            fs::remove(docs / exporting::kExportFolderMarker);
            writeFileAtomically((docs / exporting::kExportFolderMarker).string(), marker, OutputRules {});
        }
        app::runExport(m_project, "netbox", docs.string(), {});
        QVERIFY(!fs::exists(docs / "13-retired.csv"));
        QVERIFY(fs::exists(docs.parent_path() / "victim.txt"));
        QVERIFY(fs::exists(docs / "keep" / "deep.txt"));
        QVERIFY(fs::exists(docs / "notes.txt"));
        QVERIFY(fs::exists(docs / "01-sites.csv"));

        // An empty folder is fine; a link or a file at the path is refused.
        fs::create_directory(path(QStringLiteral("empty")).toStdString());
        app::runExport(m_project, "netbox", path(QStringLiteral("empty")).toStdString(), {});
        QVERIFY(fs::exists(fs::path(path(QStringLiteral("empty")).toStdString()) / "07-devices.csv"));
        fs::create_directory_symlink("docs", path(QStringLiteral("docs-link")).toStdString());
        QVERIFY_THROWS_EXCEPTION(
            Error, app::runExport(m_project, "netbox", path(QStringLiteral("docs-link")).toStdString(), force));
        for (const auto &e : fs::directory_iterator(docs.parent_path()))
            QVERIFY2(e.path().filename().string().find(".tmp") == std::string::npos, e.path().c_str());
    }

    // Issue 22 item 6: the temporary folder of a killed NetBox export (its process is gone) is
    // removed by the next export to that name — only the files its marker lists, never anything else.
    void netboxStaleTempFolderSwept()
    {
        namespace fs = std::filesystem;
        const fs::path parent = m_dir.path().toStdString();
        const fs::path killed = parent / ".swept.plenum-4194305-0badf00d.tmp";
        const fs::path foreign = parent / ".swept.plenum-4194305-0badf00e.tmp";
        const fs::path unmarked = parent / ".swept.plenum-4194305-0badf00f.tmp";
        for (const fs::path &d : { killed, foreign, unmarked })
            fs::create_directory(d);
        const std::string marker = "Plenum export folder\n01-sites.csv\n../victim-of-sweep.txt\n";
        for (const fs::path &d : { killed, foreign }) {
            writeFileAtomically((d / exporting::kExportFolderMarker).string(), marker, OutputRules {});
            writeFileAtomically((d / "01-sites.csv").string(), "half", OutputRules {});
        }
        writeFileAtomically((killed / ".01-sites.csv.plenum-4194305-1.tmp").string(), "half", OutputRules {});
        writeFileAtomically((foreign / "mine.txt").string(), "mine", OutputRules {});
        writeFileAtomically((unmarked / "01-sites.csv").string(), "not known to be Plenum's", OutputRules {});
        writeFileAtomically((parent / "victim-of-sweep.txt").string(), "outside", OutputRules {});
        app::runExport(m_project, "netbox", (parent / "swept").string(), {});
        QVERIFY(!fs::exists(killed));
        QVERIFY(fs::exists(foreign / "mine.txt"));
        QVERIFY(!fs::exists(foreign / "01-sites.csv"));
        QVERIFY(fs::exists(unmarked / "01-sites.csv"));
        QVERIFY(fs::exists(parent / "victim-of-sweep.txt"));
        QVERIFY(fs::exists(parent / "swept" / "01-sites.csv"));
    }

    // Issue 22 item 6: an export is never written onto its input, replaces an existing file only
    // when allowed, and never follows a link at the target (a PDF used to, through QSaveFile).
    void outputRules_data()
    {
        QTest::addColumn<QString>("format");
        for (const char *f : { "bom-csv", "cables-xlsx", "json", "elevations-pdf", "floorplan-pdf", "floorplan-png" })
            QTest::addRow("%s", f) << QString::fromLatin1(f);
    }
    void outputRules()
    {
        namespace fs = std::filesystem;
        QFETCH(QString, format);
        const std::string input = path(QStringLiteral("input-%1.plenum").arg(format)).toStdString();
        writeFileAtomically(input, "the project", OutputRules {});
        exporting::ExportOptions o;
        o.output.inputs = { input };
        o.output.replace = true;
        try {
            app::runExport(m_project, format.toStdString(), input, o);
            QFAIL("exported onto the input");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("it is the input") != std::string::npos, e.what());
        }
        QCOMPARE(readFile(input), std::string("the project"));

        const std::string victim = path(QStringLiteral("victim-%1").arg(format)).toStdString();
        const std::string link = path(QStringLiteral("link-%1").arg(format)).toStdString();
        writeFileAtomically(victim, "not yours", OutputRules {});
        fs::create_symlink(victim, link);
        o.output.replace = false;
        try {
            app::runExport(m_project, format.toStdString(), link, o);
            QFAIL("replaced an existing output without --force");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("use --force") != std::string::npos, e.what());
        }
        o.output.replace = true;
        app::runExport(m_project, format.toStdString(), link, o);
        QCOMPARE(readFile(victim), std::string("not yours"));
        QVERIFY(!fs::is_symlink(link));
        QVERIFY(fs::file_size(link) > 100);
    }

    // Issue 22 item 5: cells a spreadsheet would run as formulas are neutralised in the
    // spreadsheet CSVs (OWASP: a leading ') and refused in the NetBox import files.
    void formulaCellsNeutralised()
    {
        Project p = m_project;
        const std::vector<std::string> hostile
            = { "=HYPERLINK(\"http://x/\",\"y\")", "+1+2", "-2+3", "@SUM(A1)", "\tTAB", "\rCR" };
        std::set<std::int64_t> renamed;
        for (std::size_t i = 0; i < hostile.size(); ++i) {
            p.devices[i].name = hostile[i];
            renamed.insert(p.devices[i].id);
        }
        exporting::ExportOptions o;
        o.output.replace = true;
        app::runExport(p, "cables-csv", path(QStringLiteral("formula-cables.csv")).toStdString(), o);
        bool ok = false;
        const Rows rows = parseCsv(slurp(path(QStringLiteral("formula-cables.csv"))), &ok);
        QVERIFY(ok);
        std::size_t seen = 0;
        for (std::size_t r = 1; r < rows.size(); ++r)
            for (const std::string &cell : rows[r]) {
                QVERIFY2(!exporting::looksLikeFormula(cell), cell.c_str());
                for (const std::string &h : hostile)
                    seen += cell == "'" + h;
            }
        QVERIFY(seen > 0);
        // Numbers are not text: a negative number stays a number.
        exporting::Table t;
        t.name = "t";
        t.header = { "n" };
        t.rows = { { exporting::Cell::integer(-5) } };
        QCOMPARE(exporting::toCsv(t), std::string("n\r\n-5\r\n"));
        try {
            app::runExport(p, "netbox", path(QStringLiteral("formula-netbox")).toStdString(), o);
            QFAIL("NetBox files with formula cells were written");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("formula") != std::string::npos, e.what());
        }
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("formula-netbox"))));
    }

    void unroutedProjectSaysSo()
    {
        Project p = m_project;
        p.cables.clear();
        for (const char *format : { "cables-csv", "cables-xlsx", "pullsheets-pdf", "labels-pdf" }) {
            try {
                app::runExport(p, format, path("x").toStdString(), {});
                QFAIL("exported cables of an unrouted project");
            } catch (const Error &e) {
                QVERIFY2(std::string(e.what()).find("route it first") != std::string::npos, e.what());
            }
        }
        QVERIFY(!QFileInfo::exists(path("x")));
    }
};

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TestExport test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_export.moc"
