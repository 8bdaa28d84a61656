// SPDX-License-Identifier: GPL-3.0-or-later
// The Document's hand edits (issue #18) on the starter project, whose layout is known by hand
// (core/templates/starter.cpp): hall 6.0 × 7.2 m, racks 600 × 1200 mm; row A at y = 2.4 m (A01–A04
// four DGX H100 at U3/13/23/33, A05 the leaves leaf-r0..r7 at U20–27, every leaf port OSFP1P1–OSFP8P2
// taken by the 16 nodes); row B (facing south) at y = 4.8 m, B01–B05 at x = 0.9 … 3.3 m. Each edit is
// one undo step that restores the project exactly; each refusal changes nothing and says why.
#include "document/document.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <functional>
#include <vector>

using plenum::Project;
using plenum::app::Document;

class TestDocumentEdits : public QObject {
    Q_OBJECT

    static qint64 rackId(const Document &doc, const char *name)
    {
        for (const auto &r : doc.project().racks)
            if (r.name == name)
                return qint64(r.id);
        return 0;
    }
    static const plenum::Device *device(const Document &doc, const std::string &name)
    {
        for (const auto &d : doc.project().devices)
            if (d.name == name)
                return &d;
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PlenumTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_document_edits"));
    }

    void addRackAndUndo()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        const Project before = doc.project();
        // North of row B (which spans y 4.2–5.4 m): 0.6–1.2 m × 5.9–7.1 m is free floor.
        QCOMPARE(doc.rackPlacementProblem(QStringLiteral("rack-600x1200-48u"), 900, 6500), QString());
        QSignalSpy content(&doc, &Document::contentChanged);
        QVERIFY(doc.addRack(QStringLiteral("rack-600x1200-48u"), 900, 6500));
        QCOMPARE(doc.rackCount(), int(before.racks.size()) + 1);
        QCOMPARE(doc.project().racks.back().name, std::string("R01"));
        QCOMPARE(doc.project().racks.back().position, (plenum::Point { 900, 6500 }));
        QCOMPARE(doc.lastChange(), QStringLiteral("Added rack R01 (rack-600x1200-48u)."));
        QVERIFY(content.count() >= 1);
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undo();
        QVERIFY(doc.project() == before);
        doc.redo();
        QCOMPARE(doc.rackCount(), int(before.racks.size()) + 1);
    }

    void refusedDropChangesNothing()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        const Project before = doc.project();
        // On B01 (0.6–1.2 m × 4.2–5.4 m): the checker's overlap sentence names it.
        const QString onRack = doc.rackPlacementProblem(QStringLiteral("rack-600x1200-48u"), 900, 4800);
        QVERIFY2(onRack.contains(QStringLiteral("B01")), qPrintable(onRack));
        QSignalSpy error(&doc, &Document::errorOccurred);
        QVERIFY(!doc.addRack(QStringLiteral("rack-600x1200-48u"), 900, 4800));
        QCOMPARE(error.count(), 1);
        QVERIFY(error.front().front().toString().contains(QStringLiteral("B01")));
        // Half outside the east wall (x 5.7–6.3 m).
        QVERIFY(doc.rackPlacementProblem(QStringLiteral("rack-600x1200-48u"), 6000, 6500)
                    .contains(QStringLiteral("leaves hall")));
        QVERIFY(!doc.addRack(QStringLiteral("rack-600x1200-48u"), 6000, 6500));
        QVERIFY(doc.project() == before);
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void rotateDuplicateDeleteNudge()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        const Project start = doc.project();
        const qint64 b05 = rackId(doc, "B05");
        // B05 faces south (180°); a quarter turn in place is free (its 1.2 m depth turns across x
        // 2.7–3.9 m, which B04's 2.4–3.0 m overlaps): refused, and says which rack is in the way.
        QVERIFY(!doc.rotateRack(b05));
        QVERIFY(doc.lastError().contains(QStringLiteral("B04")));
        // Duplicate: B05's "right" (seen from its south-facing front) is west, where B04 stands, so
        // the copy goes east, one width along: (3.9 m, 4.8 m), named B06.
        QVERIFY(doc.duplicateRack(b05));
        const plenum::Rack &copy = doc.project().racks.back();
        QCOMPARE(copy.name, std::string("B06"));
        QCOMPARE(copy.position, (plenum::Point { 3900, 4800 }));
        QCOMPARE(copy.rotation_deg, 180);
        QCOMPARE(doc.selection()->rackId(), qint64(copy.id));
        const Project duplicated = doc.project();
        // Two racks turned together: refused as a whole (B06 would cross B05, B05 would cross B04).
        QVERIFY(!doc.rotateRacks({ qint64(copy.id), b05 }));
        QVERIFY(doc.project() == duplicated);
        // Nudging B05 100 mm west would put it over B04 (x 2.4–3.0 m): refused as
        // space.rack-overlap words it, nothing changed.
        QVERIFY(!doc.nudgeRacks({ b05 }, -100, 0));
        QVERIFY2(
            doc.lastError().contains(QStringLiteral("rack B05 would overlap rack B04")), qPrintable(doc.lastError()));
        QVERIFY(doc.project() == duplicated);
        // Nudge two racks one tile north in one step.
        QVERIFY(doc.nudgeRacks({ b05, qint64(copy.id) }, 0, 600));
        QCOMPARE(doc.rack(b05)->position, (plenum::Point { 3300, 5400 }));
        QCOMPARE(doc.undoStack()->count(), 2);
        // Delete both racks (B05 is empty): one undo step.
        QVERIFY(doc.deleteRacks({ b05, qint64(doc.project().racks.back().id) }));
        QCOMPARE(doc.rackCount(), int(start.racks.size()) - 1);
        QCOMPARE(doc.selection()->rackId(), 0);
        QCOMPARE(doc.undoStack()->count(), 3);
        doc.undo();
        doc.undo();
        QVERIFY(doc.project() == duplicated);
        doc.undo();
        QVERIFY(doc.project() == start);
    }

    // Locks (issue #18) through the Document: one undo step; every move of a locked rack —
    // moveRack (which otherwise puts a rack anywhere), a nudge, a selection move, a turn, a delete —
    // is refused with its name and changes nothing; moveRacksProblem says the same for a preview.
    void lockedRackRefusesEveryMove()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        const qint64 b05 = rackId(doc, "B05"), b04 = rackId(doc, "B04");
        QVERIFY(doc.setLocked({ b05 }, {}, true));
        QVERIFY(doc.rackLocked(b05) && !doc.rackLocked(b04));
        QCOMPARE(doc.undoStack()->count(), 1);
        const Project locked = doc.project();
        const QString refusal = QStringLiteral("rack B05 is locked; unlock it first");
        QCOMPARE(doc.moveRacksProblem({ b04, b05 }, 1200, 0), refusal);
        QCOMPARE(doc.moveRacksProblem({ b04 }, 0, -600), QString()); // B04 to y 4.2 m: free
        const std::vector<std::function<bool()>> edits {
            [&] { return doc.moveRack(b05, 4500, 4800); },
            [&] { return doc.nudgeRacks({ b05 }, 100, 0); },
            [&] {
                return doc.moveRacks({ b04, b05 }, 1200, 0);
            },
            [&] { return doc.rotateRacks({ b05 }); },
            [&] {
                return doc.deleteRacks({ b04, b05 });
            },
        };
        for (const auto &edit : edits) {
            doc.clearLastError();
            QVERIFY(!edit());
            QVERIFY2(doc.lastError().contains(refusal), qPrintable(doc.lastError()));
            QVERIFY(doc.project() == locked);
        }
        QCOMPARE(doc.undoStack()->count(), 1);
        // Two racks moved together by 1.2 m east once unlocked: one step, both by the same offset.
        QVERIFY(doc.setLocked({ b05 }, {}, false));
        QVERIFY(doc.moveRacks({ b04, b05 }, 1200, 0));
        QCOMPARE(doc.rack(b04)->position, (plenum::Point { 3900, 4800 }));
        QCOMPARE(doc.rack(b05)->position, (plenum::Point { 4500, 4800 }));
        QCOMPARE(doc.undoStack()->count(), 3);
        doc.undo();
        doc.undo();
        QVERIFY(doc.project() == locked);
        doc.undo();
        QVERIFY(!doc.rackLocked(b05));
    }

    void rotateTwoFreeRacksInOneStep()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        // R01 at (0.9 m, 6.3 m) and R02 at (2.7 m, 6.3 m): turned, each spans 1.2 m of x and 0.6 m
        // of y (0.3–1.5 and 2.1–3.3 m × 6.0–6.6 m), clear of each other and of row B (to 5.4 m).
        QVERIFY(doc.addRack(QStringLiteral("rack-600x1200-48u"), 900, 6300));
        QVERIFY(doc.addRack(QStringLiteral("rack-600x1200-48u"), 2700, 6300));
        const Project placed = doc.project();
        const auto &racks = doc.project().racks;
        QVERIFY(doc.rotateRacks({ qint64(racks[racks.size() - 2].id), qint64(racks.back().id) }));
        QCOMPARE(doc.project().racks[racks.size() - 2].rotation_deg, 90);
        QCOMPARE(doc.project().racks.back().rotation_deg, 90);
        QCOMPARE(doc.undoStack()->count(), 3);
        doc.undo();
        QVERIFY(doc.project() == placed);
    }

    void mountDevicesAndBudget()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        const qint64 a01 = rackId(doc, "A01");
        // dgx02 holds U13–20 of A01: U20 is taken.
        const QString taken = doc.deviceSlotProblem(a01, QStringLiteral("nvidia-dgx-h100"), 20);
        QVERIFY2(taken.contains(QStringLiteral("dgx02")), qPrintable(taken));
        QVERIFY(!doc.mountDevice(a01, QStringLiteral("nvidia-dgx-h100"), 20));
        // U41–48 is free, but power.rack-budget counts maximum power: 4 × 10.2 kW (DGX H100, NVIDIA's
        // user guide) + 10.2 kW = 51.0 kW over the 45 kW budget of a rack-600x1200-48u. Refused by the
        // core edit with the preview's sentence, nothing changed.
        const QString over = QStringLiteral("with A01-u41 (DGX H100) rack A01 would draw up to 51.0 kW; its power "
                                            "budget is 45.0 kW");
        QCOMPARE(doc.deviceSlotProblem(a01, QStringLiteral("nvidia-dgx-h100"), 41), over);
        const Project starter = doc.project();
        QVERIFY(!doc.mountDevice(a01, QStringLiteral("nvidia-dgx-h100"), 41));
        QVERIFY(doc.lastError().contains(over));
        QVERIFY(doc.project() == starter);
        // A QM9700 (1.72 kW) fits: 42.52 kW.
        QCOMPARE(doc.deviceSlotProblem(a01, QStringLiteral("nvidia-qm9700"), 41), QString());
        QVERIFY(doc.mountDevice(a01, QStringLiteral("nvidia-qm9700"), 41, true));
        const plenum::Device *mounted = device(doc, "A01-u41");
        QVERIFY(mounted);
        QCOMPARE(mounted->u_position, 41);
        QVERIFY(mounted->reversed);
        // An empty rack takes four (40.8 kW); the fifth would draw 51.0 kW of 45.0 kW.
        QVERIFY(doc.addRack(QStringLiteral("rack-600x1200-48u"), 900, 6500));
        const qint64 r01 = rackId(doc, "R01");
        for (int u : { 1, 9, 17, 25 })
            QVERIFY2(doc.mountDevice(r01, QStringLiteral("nvidia-dgx-h100"), u), qPrintable(doc.lastError()));
        QCOMPARE(doc.deviceSlotProblem(r01, QStringLiteral("nvidia-dgx-h100"), 33),
            QStringLiteral("with R01-u33 (DGX H100) rack R01 would draw up to 51.0 kW; its power budget is 45.0 kW"));
        const Project full = doc.project();
        QVERIFY(!doc.mountDevice(r01, QStringLiteral("nvidia-dgx-h100"), 33));
        QVERIFY(doc.project() == full);
        // Reverse, rename, delete: one step each, undone exactly.
        const qint64 id = qint64(device(doc, "A01-u41")->id);
        QVERIFY(doc.reverseDevice(id));
        QVERIFY(!device(doc, "A01-u41")->reversed);
        QVERIFY(doc.renameDevice(id, QStringLiteral("dgx17")));
        QVERIFY(device(doc, "dgx17"));
        QVERIFY(!doc.renameDevice(id, QStringLiteral("dgx01"))); // taken
        QVERIFY(doc.deleteDevice(id));
        QVERIFY(!device(doc, "dgx17"));
        doc.undo();
        doc.undo();
        doc.undo();
        QVERIFY(doc.project() == full);
    }

    void connectSkipsOccupiedPorts()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        const Project before = doc.project();
        const int links = doc.linkCount();
        // leaf-r0's OSFP7P1 and OSFP8P1 carry nodes 13 and 15: skipped; OSFP9P1 and OSFP10P1 join
        // leaf-r1's first two free ports of OSFP[9-12]P1.
        QCOMPARE(doc.connectPorts(QStringLiteral("leaf-r0"), QStringLiteral("OSFP[7-10]P1"), QStringLiteral("leaf-r1"),
                     QStringLiteral("OSFP[9-12]P1")),
            2);
        QCOMPARE(doc.linkCount(), links + 2);
        QCOMPARE(doc.undoStack()->count(), 1);
        const plenum::Link &last = doc.project().links.back();
        const plenum::DeviceType &leaf = doc.project().device_types[1];
        QCOMPARE(leaf.ports[std::size_t(last.a.port)].name, std::string("OSFP10P1"));
        QCOMPARE(leaf.ports[std::size_t(last.b.port)].name, std::string("OSFP10P1"));
        QCOMPARE(doc.lastChange(), QStringLiteral("Connected 2 port pairs of leaf-r0 and leaf-r1."));
        // Every port taken on one side: nothing to connect, nothing changed.
        const Project connected = doc.project();
        QCOMPARE(doc.connectPorts(QStringLiteral("leaf-r0"), QStringLiteral("OSFP[1-8]P1"), QStringLiteral("leaf-r1"),
                     QStringLiteral("OSFP[13-20]P1")),
            0);
        QVERIFY(doc.lastError().contains(QStringLiteral("no free port")));
        QVERIFY(doc.project() == connected);
        doc.undo();
        QVERIFY(doc.project() == before);
    }
};

QTEST_GUILESS_MAIN(TestDocumentEdits)
#include "test_document_edits.moc"
