// SPDX-License-Identifier: GPL-3.0-or-later
// Device and link edits (core/edit/device_edit.h, link_edit.h): each valid edit does what it says
// and its change set undoes it exactly; each invalid one changes nothing and names the device or
// port and the reason.
#include "edit/device_edit.h"
#include "edit/edit_common.h"
#include "edit/link_edit.h"
#include "edit/rack_edit.h"
#include "edit/row_edit.h"
#include "model/index.h"
#include "rig.h"
#include "rig_checks.h"
#include "rules/rules.h"
#include "templates/templates.h"

#include <QtTest>

#include <functional>

using namespace plenum;
using namespace plenum::edit;

Q_DECLARE_METATYPE(std::function<void(Project &)>)
Q_DECLARE_METATYPE(std::vector<plenum::edit::DeviceSpec>)

namespace {

using rig::expectRefusal;
using rig::expectUndoRedo;

constexpr const char *kNode = "nvidia-dgx-h100"; // 8U, rail ports OSFP1P1 … OSFP4P2
constexpr const char *kLeaf = "nvidia-qm9700"; // 1U, OSFP1P1 … OSFP32P2

// Row A of two racks in an empty hall: dgx01 (U 3–10) and dgx02 (U 13–20) in A01, leaf01 at U 40 of
// A02 mounted ports-to-rear.
Project pod()
{
    Project p = rig::emptyHall();
    addRow(p, { "A", "rack-600x1200-48u", { 1200, 2000 }, 2, 0, "", "", "" });
    mountDevice(p, { "dgx01", kNode, "A01", 3, Face::Front, "" });
    mountDevice(p, { "dgx02", kNode, "A01", 13, Face::Front, "" });
    mountDevice(p, { "leaf01", kLeaf, "A02", 40, Face::Rear, "" });
    return p;
}

const Device &device(const Project &p, const std::string &name)
{
    return rig::named(p.devices, name);
}

// A cable for every link, as `route` would leave one (its contents do not matter to the edits).
void fakeCables(Project &p)
{
    for (const auto &l : p.links) {
        Cable c;
        c.id = p.allocateId();
        c.link = l.id;
        c.label = "C" + std::to_string(l.id);
        c.phase = l.phase;
        p.cables.push_back(c);
    }
}

} // namespace

class TestEditDevices : public QObject {
    Q_OBJECT

private slots:
    void mountFromTheCatalogue()
    {
        Project p = pod();
        QCOMPARE(p.device_types.size(), std::size_t(2)); // the DGX taken once, the leaf once
        const Project before = p;
        const ChangeSet cs = mountDevice(p, { "dgx03", kNode, "A01", 23, Face::Front, "target" });
        QCOMPARE(device(p, "dgx03").u_position, 23);
        QCOMPARE(device(p, "dgx03").phase, p.phases[1].id);
        QVERIFY(device(p, "leaf01").reversed);
        QCOMPARE(cs.touchedKinds(), std::vector<std::string> { "devices" });
        expectUndoRedo(p, before, cs);
        // A 0U PDU takes no U: it may sit beside a server. Its feed is a field.
        mountDevice(p, { "pdu-a", "pdu-3ph-415v-32a", "A01", 3, Face::Rear, "", "A" });
        QCOMPARE(device(p, "pdu-a").feed, std::string("A"));
        setDeviceFeed(p, "pdu-a", "B");
        QCOMPARE(device(p, "pdu-a").feed, std::string("B"));
        expectRefusal(p, [](Project &q) { setDeviceFeed(q, "pdu-a", "C"); },
            { "the feed of PDU pdu-a must be A or B (got 'C')" });
        expectRefusal(p, [](Project &q) { setDeviceFeed(q, "dgx01", "A"); },
            { "device dgx01 is not a PDU (its role is 'gpu-node'); only a PDU has a feed" });
        expectRefusal(p,
            [](Project &q) {
                mountDevice(q, { "x", kNode, "A02", 1, Face::Front, "", "A" });
            },
            { "device x is not a PDU" });
    }

    void mountRefused_data()
    {
        QTest::addColumn<std::function<void(Project &)>>("edit");
        QTest::addColumn<QStringList>("needles");
        using F = std::function<void(Project &)>;
        QTest::addRow("U taken") << F([](Project &p) {
            mountDevice(p, { "dgx03", kNode, "A01", 17, Face::Front, "" });
        }) << QStringList { "U 17–24 of A01 are taken by dgx02" };
        QTest::addRow("one U taken") << F([](Project &p) {
            mountDevice(p, { "leaf02", kLeaf, "A01", 10, Face::Rear, "" });
        }) << QStringList { "U 10 of A01 is taken by dgx01" };
        QTest::addRow("above the top") << F([](Project &p) {
            mountDevice(p, { "dgx03", kNode, "A01", 42, Face::Front, "" });
        }) << QStringList { "U 42–49 of rack A01 is outside its U space (U 1–48) for dgx03" };
        QTest::addRow("U 0") << F([](Project &p) {
            mountDevice(p, { "dgx03", kNode, "A01", 0, Face::Front, "" });
        }) << QStringList { "outside its U space" };
        QTest::addRow("unknown type") << F([](Project &p) {
            mountDevice(p, { "x1", "x", "A01", 30, Face::Front, "" });
        }) << QStringList { "device type 'x' is not in the project or the catalogue" };
        QTest::addRow("unknown rack") << F([](Project &p) {
            mountDevice(p, { "dgx03", kNode, "Z9", 30, Face::Front, "" });
        }) << QStringList { "no rack called 'Z9'" };
        QTest::addRow("name taken") << F([](Project &p) {
            mountDevice(p, { "dgx01", kNode, "A01", 30, Face::Front, "" });
        }) << QStringList { "a device called dgx01 already exists" };
        QTest::addRow("unknown phase") << F([](Project &p) {
            mountDevice(p, { "dgx03", kNode, "A01", 30, Face::Front, "soon" });
        }) << QStringList { "no phase called 'soon'" };
    }

    void mountRefused()
    {
        QFETCH(std::function<void(Project &)>, edit);
        QFETCH(QStringList, needles);
        Project p = pod();
        expectRefusal(p, edit, needles);
    }

    // A batch mount (a site import, an extension) is the mounts one after another in one change
    // set: the same project, and each device checked against those before it in the list.
    void mountDevicesAsOneBatch()
    {
        const std::vector<DeviceSpec> specs { { "dgx03", kNode, "A01", 23, Face::Front, "" },
            { "dgx04", kNode, "A01", 33, Face::Front, "" },
            { "pdu-x", "pdu-3ph-415v-63a", "A02", 1, Face::Front, "", "A" },
            { "leaf02", kLeaf, "A02", 1, Face::Rear, "" } };
        Project one = pod(), batch = pod();
        for (const auto &s : specs)
            mountDevice(one, s);
        const Project before = batch;
        const ChangeSet cs = mountDevices(batch, specs);
        QVERIFY(batch == one);
        expectUndoRedo(batch, before, cs);
    }

    void mountDevicesRefused_data()
    {
        QTest::addColumn<std::vector<DeviceSpec>>("specs");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("message");
        using V = std::vector<DeviceSpec>;
        QTest::addRow("U taken by the batch")
            << V { { "dgx03", kNode, "A01", 23, Face::Front, "" }, { "dgx04", kNode, "A01", 27, Face::Front, "" } } << 1
            << QStringLiteral("U 27–34 of A01 are taken by dgx03");
        QTest::addRow("name twice") << V { { "dgx03", kNode, "A01", 23, Face::Front, "" },
            { "dgx03", kNode, "A02", 1, Face::Front, "" } }
                                    << 1 << QStringLiteral("a device called dgx03 already exists");
        // 4 × 10.2 kW = 40.8 kW fit the 45 kW budget; the fifth DGX H100 would make 51.0 kW.
        QTest::addRow("over budget with the batch")
            << V { { "dgx03", kNode, "A01", 23, Face::Front, "" }, { "dgx04", kNode, "A01", 33, Face::Front, "" },
                   { "dgx05", kNode, "A01", 41, Face::Front, "" } }
            << 2
            << QStringLiteral("with dgx05 (DGX H100) rack A01 would draw up to 51.0 "
                              "kW; its power budget is 45.0 kW");
        QTest::addRow("unknown rack") << V { { "dgx03", kNode, "Z9", 1, Face::Front, "" } } << 0
                                      << QStringLiteral("no rack called 'Z9'");
    }

    void mountDevicesRefused()
    {
        QFETCH(std::vector<DeviceSpec>, specs);
        QFETCH(int, index);
        QFETCH(QString, message);
        Project p = pod();
        const Project before = p;
        try {
            mountDevices(p, specs);
            QFAIL("the batch was accepted");
        } catch (const MountError &e) {
            QCOMPARE(int(e.index), index);
            QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
        }
        QVERIFY(p == before);
    }

    // A rack-600x1200-48u (catalogue: 45 kW budget) and DGX H100 (NVIDIA's user guide: 10.2 kW
    // maximum, 130.45 kg): four of them draw 40.8 kW, a fifth would draw 51.0 kW. power.rack-budget
    // counts maximum power, and so does the mount: the editor refuses what the checker would flag.
    void mountAndMoveStayWithinThePowerBudget()
    {
        Project p = pod();
        mountDevice(p, { "dgx03", kNode, "A01", 23, Face::Front, "" });
        mountDevice(p, { "dgx04", kNode, "A01", 33, Face::Front, "" });
        const QString over = QStringLiteral("with dgx05 (DGX H100) rack A01 would draw up to 51.0 kW; its power "
                                            "budget is 45.0 kW");
        expectRefusal(p, [](Project &q) { mountDevice(q, { "dgx05", kNode, "A01", 41, Face::Front, "" }); }, { over });
        mountDevice(p, { "dgx05", kNode, "A02", 1, Face::Front, "" });
        expectRefusal(p, [](Project &q) { moveDevice(q, "dgx05", "A01", 41); }, { over });
        // Within its own rack a device adds nothing to the rack's load.
        moveDevice(p, "dgx04", "", 41);
        QCOMPARE(device(p, "dgx04").u_position, 41);
        // An import of what is installed mounts it anyway; the checker then reports the rack.
        DeviceSpec installed { "dgx06", kNode, "A01", 33, Face::Front, "" };
        installed.allow_over_budget = true;
        mountDevice(p, installed);
        rules::CheckOptions power;
        power.only_codes = { "power.rack-budget" };
        const auto findings = rules::runChecks(p, power);
        QCOMPARE(findings.size(), std::size_t(1));
        QCOMPARE(findings[0].objects, std::vector<Id> { findRack(p, "A01").id });
    }

    // The same rack type rated for 300 kg (a lighter rack than the catalogue's): dgx01 and dgx02
    // weigh 260.9 kg, a third 391.35 kg, as space.rack-weight sums them.
    void mountStaysWithinTheWeightRating()
    {
        Project p = pod();
        for (auto &t : p.rack_types)
            t.static_load_kg = 300;
        expectRefusal(p,
            [](Project &q) {
                mountDevice(q, { "dgx03", kNode, "A01", 23, Face::Front, "" });
            },
            { "with dgx03 (DGX H100) rack A01 would hold 391 kg; it is rated for 300 kg" });
        mountDevice(p, { "leaf02", kLeaf, "A01", 23, Face::Front, "" }); // QM9700: 14.5 kg
    }

    // Regression (issue #17): a PDU's feed used to be parsed from its name ("-pdu-A1"), so renaming
    // one dropped it from the power checks. The feed is a field now: the findings stay the same.
    void renamingAPduKeepsItInThePowerChecks()
    {
        TemplateOptions o;
        o.nodes = 32;
        Project p = projectFromTemplate("dgx-h100-superpod", o);
        rules::CheckOptions power;
        power.only_codes = { "power." };
        auto facts = [&](const Project &q) {
            std::vector<std::pair<std::string, std::vector<Id>>> out;
            for (const auto &f : rules::runChecks(q, power))
                out.emplace_back(f.code, f.objects);
            std::sort(out.begin(), out.end());
            return out;
        };
        const auto before = facts(p);
        std::vector<std::string> pdus;
        for (const auto &d : p.devices)
            if (!d.feed.empty() && d.rack == p.devices.front().rack)
                pdus.push_back(d.name);
        QVERIFY(pdus.size() >= 2);
        for (std::size_t i = 0; i < pdus.size(); ++i)
            setDeviceName(p, pdus[i], "power-strip-" + std::to_string(i));
        QCOMPARE(facts(p), before);
    }

    void moveUnmountDelete()
    {
        Project p = pod();
        addLinkRange(p, "leaf01:OSFP1P[1-2]", "dgx0[1-2]:OSFP1P1");
        fakeCables(p);
        const Project before = p;
        // Moving dgx01 up within its rack, onto free U, drops its cable only.
        const ChangeSet moved = moveDevice(p, "dgx01", "", 30);
        QCOMPARE(device(p, "dgx01").u_position, 30);
        QCOMPARE(moved.removed(EntityKind::Cable).size(), std::size_t(1));
        expectUndoRedo(p, before, moved);
        // To another rack.
        moveDevice(p, "dgx02", "A02", 1);
        QCOMPARE(device(p, "dgx02").rack, p.racks[1].id);
        // It may overlap its own old span (moving by one U) but not another device.
        moveDevice(p, "dgx01", "", 31);
        expectRefusal(
            p, [](Project &q) { moveDevice(q, "dgx02", "A02", 38); }, { "U 38–45 of A02 are taken by leaf01" });
        expectRefusal(p, [](Project &q) { moveDevice(q, "nobody", "", 1); }, { "no device called 'nobody'" });
        // Unmount keeps the device and its links.
        const ChangeSet out = unmountDevice(p, "dgx01");
        QCOMPARE(device(p, "dgx01").rack, kNoId);
        QCOMPARE(device(p, "dgx01").u_position, 0);
        QVERIFY(!out.touches(EntityKind::Link));
        QVERIFY(checkInvariants(p).empty());
        expectRefusal(p, [](Project &q) { unmountDevice(q, "dgx01"); }, { "device dgx01 is not in a rack" });
        expectRefusal(p, [](Project &q) { moveDevice(q, "dgx01", "", 5); }, { "device dgx01 is not in a rack" });
        // Delete takes its links and their cables.
        Project q = before;
        const ChangeSet gone = deleteDevice(q, "leaf01");
        QCOMPARE(gone.removed(EntityKind::Device).size(), std::size_t(1));
        QCOMPARE(gone.removed(EntityKind::Link).size(), std::size_t(2));
        QCOMPARE(gone.removed(EntityKind::Cable).size(), std::size_t(2));
        expectUndoRedo(q, before, gone);
    }

    void setNamePhaseReversed()
    {
        Project p = pod();
        addLink(p, { "leaf01:OSFP1P1", "dgx01:OSFP1P1" });
        fakeCables(p);
        const Project before = p;
        const ChangeSet renamed = setDeviceName(p, "dgx01", "node0001");
        QCOMPARE(device(p, "node0001").id, device(before, "dgx01").id);
        QVERIFY(!renamed.touches(EntityKind::Cable)); // labels carry rack and U, not the name
        expectUndoRedo(p, before, renamed);
        expectRefusal(p, [](Project &q) { setDeviceName(q, "dgx02", "node0001"); },
            { "a device called node0001 already exists" });
        setDevicePhase(p, "dgx02", "target");
        QCOMPARE(device(p, "dgx02").phase, p.phases[1].id);
        expectRefusal(p, [](Project &q) { setDevicePhase(q, "dgx02", "never"); }, { "no phase called 'never'" });
        const ChangeSet turned = setDeviceReversed(p, "leaf01", false);
        QVERIFY(!device(p, "leaf01").reversed);
        QCOMPARE(turned.removed(EntityKind::Cable).size(), std::size_t(1)); // its ports face the other way
    }

    void addLinks()
    {
        Project p = pod();
        const Project before = p;
        const ChangeSet one = addLink(p, { "leaf01:OSFP3P1", "dgx01:OSFP1P1" });
        QCOMPARE(p.links.size(), std::size_t(1));
        QVERIFY(p.links[0].tier == Tier::NodeLeaf);
        QCOMPARE(p.links[0].phase, p.phases[0].id);
        expectUndoRedo(p, before, one);
        // A range: cages 1–8 of the leaf to the eight rail ports of dgx02, port by port.
        QCOMPARE(expandEnds("dgx[01-02]:OSFP1P1"), (std::vector<std::string> { "dgx01:OSFP1P1", "dgx02:OSFP1P1" }));
        QCOMPARE(expandEnds("leaf01:OSFP[9-11]P2").back(), std::string("leaf01:OSFP11P2"));
        const ChangeSet range = addLinkRange(p, "leaf01:OSFP[5-6]P1", "dgx0[1-2]:OSFP2P1");
        QCOMPARE(range.added(EntityKind::Link).size(), std::size_t(2));
        const ProjectIndex index(p);
        QCOMPARE(index.portName(p.links.back().a), std::string("A02-40:OSFP6P1"));
        QCOMPARE(index.portName(p.links.back().b), std::string("A01-13:OSFP2P1"));
    }

    void addLinksRefused_data()
    {
        QTest::addColumn<std::function<void(Project &)>>("edit");
        QTest::addColumn<QStringList>("needles");
        using F = std::function<void(Project &)>;
        QTest::addRow("port carries a link") << F([](Project &p) {
            addLink(p, { "leaf01:OSFP3P1", "dgx02:OSFP1P1" });
        }) << QStringList { "port OSFP3P1 of leaf01 already carries a link" };
        QTest::addRow("unknown port") << F([](Project &p) {
            addLink(p, { "leaf01:OSFP99P1", "dgx02:OSFP1P1" });
        }) << QStringList { "device leaf01 (nvidia-qm9700) has no port OSFP99P1" };
        QTest::addRow("unknown device") << F([](Project &p) {
            addLink(p, { "leaf09:OSFP1P1", "dgx02:OSFP1P1" });
        }) << QStringList { "no device called 'leaf09'" };
        QTest::addRow("not an end") << F([](Project &p) {
            addLink(p, { "leaf01", "dgx02:OSFP1P1" });
        }) << QStringList { "a link end is DEVICE:PORT (got 'leaf01')" };
        QTest::addRow("one port twice") << F([](Project &p) {
            addLink(p, { "dgx02:OSFP1P1", "dgx02:OSFP1P1" });
        }) << QStringList { "two different ports" };
        // The second link of the range hits the taken port: the first is not made either.
        QTest::addRow("range half taken")
            << F([](Project &p) { addLinkRange(p, "leaf01:OSFP[2-3]P1", "dgx0[2-3]:OSFP1P1"); })
            << QStringList { "no device called 'dgx03'" };
        QTest::addRow("range into a used port")
            << F([](Project &p) { addLinkRange(p, "leaf01:OSFP[2-3]P1", "dgx02:OSFP[1-2]P1"); })
            << QStringList { "port OSFP3P1 of leaf01 already carries a link" };
        QTest::addRow("ranges of different lengths")
            << F([](Project &p) { addLinkRange(p, "leaf01:OSFP[1-4]P1", "dgx0[1-2]:OSFP1P1"); })
            << QStringList { "gives 4 ends", "gives 2" };
        QTest::addRow("one port twice in a range")
            << F([](Project &p) { addLinkRange(p, "leaf01:OSFP[4-5]P1", "dgx02:OSFP2P1"); })
            << QStringList { "gives 2 ends" };
        QTest::addRow("malformed range") << F([](Project &p) { addLinkRange(p, "leaf01:OSFP[5P1", "dgx02:OSFP2P1"); })
                                         << QStringList { "is not a range like node[01-32]:nic0" };
        QTest::addRow("reversed range") << F([](Project &p) {
            addLinkRange(p, "leaf01:OSFP[5-4]P1", "dgx0[1-2]:OSFP2P1");
        }) << QStringList { "reversed" };
        QTest::addRow("delete unknown link")
            << F([](Project &p) { deleteLink(p, "424242"); }) << QStringList { "there is no link 424242" };
        QTest::addRow("delete on a free port") << F([](Project &p) { deleteLink(p, "dgx02:OSFP4P2"); })
                                               << QStringList { "port OSFP4P2 of dgx02 carries no link" };
    }

    void addLinksRefused()
    {
        QFETCH(std::function<void(Project &)>, edit);
        QFETCH(QStringList, needles);
        Project p = pod();
        addLink(p, { "leaf01:OSFP3P1", "dgx01:OSFP1P1" });
        expectRefusal(p, edit, needles);
    }

    void deleteLinks()
    {
        Project p = pod();
        addLinkRange(p, "leaf01:OSFP[1-2]P1", "dgx0[1-2]:OSFP1P1");
        fakeCables(p);
        const Project before = p;
        const ChangeSet byPort = deleteLink(p, "dgx02:OSFP1P1");
        QCOMPARE(p.links.size(), std::size_t(1));
        QCOMPARE(byPort.removed(EntityKind::Cable).size(), std::size_t(1));
        expectUndoRedo(p, before, byPort);
        deleteLink(p, std::to_string(p.links.front().id)); // by id: the other one
        QVERIFY(p.links.empty());
        QVERIFY(p.cables.empty());
    }
};

QTEST_APPLESS_MAIN(TestEditDevices)
#include "test_edit_devices.moc"
