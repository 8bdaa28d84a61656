// SPDX-License-Identifier: GPL-3.0-or-later
// The NetBox export (core/export/netbox_tables.cpp): a folder of CSV files whose fields are those of
// NetBox's import forms, counted against the project, and a folder that never loses a file Plenum
// did not write.
// The project: export_fixture.h.
#include "export/table.h"
#include "export_fixture.h"
#include "store/atomic_file.h"

#include <filesystem>

using namespace plenum;
using namespace exporttest;

class TestExportNetbox : public QObject, private ExportFixture {
    Q_OBJECT

private slots:
    void initTestCase() { makeProject(); }

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
};

PLENUM_EXPORT_TEST_MAIN(TestExportNetbox)
#include "test_export_netbox.moc"
