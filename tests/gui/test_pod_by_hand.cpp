// SPDX-License-Identifier: GPL-3.0-or-later
// "Design a pod by hand" (issue #18, docs/user-guide.md) walked end to end through the real window:
// one run from File ▸ New Empty Hall… to a routed, checked 4-rack pod with a cable schedule, every
// step a mouse or key gesture on the window (the Document is only read, for the assertions). With
// PLENUM_DOC_SCREENSHOTS set, each step's picture is saved as pod-by-hand-<step>-<what>.png for the
// user guide. Any QML warning fails the run.
//
// The pod: a hall 8.4 × 6.0 m with 600 mm tiles; a 300 mm data tray at 2.6 m from (1.2, 3.0) to
// (4.8, 3.0) m; row A of four 600 × 1200 mm 48U racks (rack-600x1200-48u, 45 kW budget) facing
// north at y = 3.0 m, A01 … A04 at x = 2.1, 2.7, 3.3, 3.9 m (under the tray); a DGX H100 (8U,
// 10.2 kW max) at U3 of each rack and a QM9700 leaf (1U, 1.72 kW max, ports on its front) at U41 of
// A02; OSFP1P1 of every DGX linked to the leaf — A01's and A02's by clicking the two ports, A03's
// and A04's with one Edit ▸ Connect Ports… range.
#include "gesture_fixture.h"
#include "qml_warning_guard.h"

#include <QAbstractItemModel>
#include <QGuiApplication>
#include <QStyleHints>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

using plenum::Point;
using plenum::Point3;

class TestPodByHand : public QObject, protected plenum::test::GestureFixture {
    Q_OBJECT

private:
    // The Document's selection (document.selection), read in this one place only.
    qint64 selected(const char *what)
    {
        return qstrcmp(what, "rack") == 0 ? doc().selection()->rackId()
            : qstrcmp(what, "cable") == 0 ? doc().selection()->cableId()
                                          : doc().selection()->deviceId();
    }
    // Clicks into a field, selects its text and types `text`; Tab commits it.
    void type(QQuickItem *field, const char *text, bool tab = true)
    {
        QVERIFY(field && field->isVisible());
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(field));
        QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(m_window, Qt::Key_Delete);
        for (const char *ch = text; *ch; ++ch)
            QTest::keyClick(m_window, *ch);
        if (tab)
            QTest::keyClick(m_window, Qt::Key_Tab);
        QTest::qWait(30);
    }
    void clickFloor(double xMm, double yMm)
    {
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(xMm, yMm));
        QTest::qWait(QGuiApplication::styleHints()->mouseDoubleClickInterval() + 20); // no double click
    }
    // Presses at `from`, moves to `to` in steps (the view previews) and keeps the button down.
    void pressAndMove(QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mousePress(m_window, Qt::LeftButton, modifiers, from);
        for (int i = 1; i <= 8; ++i)
            QTest::mouseMove(m_window, from + (to - from) * i / 8);
        QTest::qWait(50);
    }
    void key(Qt::Key k, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::keyClick(m_window, k, modifiers);
        QTest::qWait(100);
    }
    QString view() { return m_window->property("view").toString(); }
    // The palette narrowed to `text` by typing it into its search box.
    void search(const char *text)
    {
        type(item(QStringLiteral("paletteSearch")), text, false);
        QTest::qWait(50);
    }
    // Drags the palette entry `slug` to the window point `to` and lets go there.
    void dropFromPalette(const char *slug, QPoint to)
    {
        QQuickItem *entry = item(QStringLiteral("paletteEntry_") + QLatin1String(slug));
        QVERIFY2(entry && entry->isVisible(), slug);
        pressAndMove(centreOf(entry), to);
        QQuickItem *reason = item(QStringLiteral("deviceGhostReason"));
        QVERIFY2(!reason || !reason->isVisible(), qPrintable(reason ? reason->property("text").toString() : QString()));
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, to);
        QTest::qWait(50);
    }
    // The window point of U `u` on the front of elevation item `name` ("elevation" or "besideElevation").
    QPoint uPoint(const char *name, int u)
    {
        QQuickItem *elevation = item(QLatin1String(name));
        QRectF r;
        QMetaObject::invokeMethod(
            elevation, "uRect", Q_RETURN_ARG(QRectF, r), Q_ARG(int, 0), Q_ARG(int, u), Q_ARG(int, 1));
        return elevation->mapToScene(r.center()).toPoint();
    }
    QPoint portPoint(const char *elevationName, const char *device, const char *port)
    {
        QQuickItem *elevation = item(QLatin1String(elevationName));
        QRectF r;
        QMetaObject::invokeMethod(elevation, "portRect", Q_RETURN_ARG(QRectF, r), Q_ARG(qint64, deviceId(device)),
            Q_ARG(QString, QLatin1String(port)));
        return r.isEmpty() ? QPoint() : elevation->mapToScene(r.center()).toPoint();
    }
    qint64 shownRack(const char *elevationName)
    {
        return item(QLatin1String(elevationName))->property("rackId").toLongLong();
    }
    // Selects rack `name` with a click on the floor plan (north of its centre, off the tray) and
    // shows its elevation with Ctrl+2; the next rack of the row stands beside it.
    void showElevationOf(const char *name, const char *besideName)
    {
        key(Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(view(), QStringLiteral("floor"));
        const plenum::Rack *rack = doc().rack(rackId(name));
        QVERIFY(rack);
        clickFloor(double(rack->position.x_mm), double(rack->position.y_mm) + 400);
        QCOMPARE(selected("rack"), rackId(name));
        key(Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(view(), QStringLiteral("elevation"));
        QTRY_COMPARE(shownRack("elevation"), rackId(name));
        QTRY_COMPARE(shownRack("besideElevation"), rackId(besideName));
    }
    qint64 deviceId(const char *name)
    {
        for (const auto &d : doc().project().devices)
            if (d.name == name)
                return qint64(d.id);
        return 0;
    }
    const plenum::Device *device(const char *name)
    {
        for (const auto &d : doc().project().devices)
            if (d.name == name)
                return &d;
        return nullptr;
    }
    // "device:port" of a link end.
    std::string endName(const plenum::PortRef &end)
    {
        const plenum::Project &p = doc().project();
        for (const auto &d : p.devices)
            if (d.id == end.device)
                for (const auto &t : p.device_types)
                    if (t.id == d.device_type)
                        return d.name + ":" + t.ports[std::size_t(end.port)].name;
        return std::string();
    }
    std::set<std::pair<std::string, std::string>> linkEnds()
    {
        std::set<std::pair<std::string, std::string>> out;
        for (const auto &l : doc().project().links)
            out.insert({ endName(l.a), endName(l.b) });
        return out;
    }
    QQuickItem *okButton()
    {
        QList<QQuickItem *> todo { m_window->contentItem()->parentItem() ? m_window->contentItem()->parentItem()
                                                                         : m_window->contentItem() };
        while (!todo.isEmpty()) {
            QQuickItem *i = todo.takeLast();
            if (i->inherits("QQuickAbstractButton") && i->isVisible()
                && i->property("text").toString() == QStringLiteral("OK"))
                return i;
            todo.append(i->childItems());
        }
        return nullptr;
    }

private slots:
    void initTestCase() { plenum::test::QmlWarningGuard::install(); }
    void init() { startShell(); }
    void cleanup() { stopShell(); }

    void designAPodByHand()
    {
        // 0. File ▸ New Empty Hall…: 8.4 × 6.0 m, 600 mm tiles. The hall's corners are (0, 0) and
        // (8400, 6000) mm; nothing in it.
        doc().undoStack()->setClean(); // the starter is not to be saved first
        QVERIFY(clickMenuEntry(0, QStringLiteral("New Empty Hall…")));
        QObject *dialog = m_window->findChild<QObject *>(QStringLiteral("newEmptyHallDialog"));
        QTRY_VERIFY(dialog->property("opened").toBool());
        QTest::qWait(50);
        type(item(QStringLiteral("emptyHallWidthInput")), "8.4");
        type(item(QStringLiteral("emptyHallDepthInput")), "6");
        type(item(QStringLiteral("emptyHallTileInput")), "600");
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item(QStringLiteral("emptyHallCreate"))));
        QTRY_VERIFY(!dialog->property("opened").toBool());
        {
            const plenum::Project &p = doc().project();
            QCOMPARE(p.halls.size(), std::size_t(1));
            QCOMPARE(
                p.halls.front().outline, (std::vector<Point> { { 0, 0 }, { 8400, 0 }, { 8400, 6000 }, { 0, 6000 } }));
            QCOMPARE(p.halls.front().tile_mm, 600);
            QVERIFY(p.racks.empty() && p.devices.empty() && p.links.empty() && p.pathways.empty());
        }
        QCOMPARE(view(), QStringLiteral("floor"));
        QTest::qWait(200); // the plan fits the new hall
        // The legend folds to its title with a click, so that it hides none of the hall.
        QQuickItem *legendToggle = item(QStringLiteral("legendToggle"));
        QVERIFY(legendToggle && item(QStringLiteral("legendEntries"))->isVisible());
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(legendToggle));
        QTRY_VERIFY(!item(QStringLiteral("legendEntries"))->isVisible());
        shot("pod-by-hand-0-empty.png");

        // 1. The tray first, where the row will stand: P (the Pathway tool), its height typed
        // (2.6 m: above the racks' 2,233.6 mm top — 100 mm to U1 + 48 × 44.45 mm — and under the
        // 4 m ceiling), two clicks on tile corners and Enter. One undo step.
        clickFloor(7200, 1200); // empty floor: the plan takes the keys
        key(Qt::Key_P);
        QCOMPARE(item(QStringLiteral("drawOverlay"))->property("tool").toString(), QStringLiteral("pathway"));
        type(item(QStringLiteral("pathwayHeight")), "2600");
        clickFloor(1200, 3000);
        clickFloor(4800, 3000);
        key(Qt::Key_Return);
        QCOMPARE(doc().project().pathways.size(), std::size_t(1));
        const plenum::Pathway tray = doc().project().pathways.front();
        QCOMPARE(tray.name, std::string("tray 1"));
        QVERIFY(tray.kind == plenum::PathwayKind::Tray);
        QVERIFY(tray.service == plenum::Service::Data);
        QCOMPARE(tray.points, (std::vector<Point3> { { 1200, 3000, 2600 }, { 4800, 3000, 2600 } }));
        QCOMPARE(tray.width_mm, 300);
        QCOMPARE(doc().undoStack()->count(), 1);
        shot("pod-by-hand-1-tray.png");
        key(Qt::Key_Escape); // leaves the tool
        QCOMPARE(item(QStringLiteral("drawOverlay"))->property("tool").toString(), QString());

        // 2. A row of four racks in one Ctrl+drag: the rack type clicked in the palette, then a
        // drag from (2.1, 3.0) to (3.9, 3.0) m — 1.8 m = three 600 mm rack widths, so four racks —
        // added on release as row A facing north, one undo step.
        QQuickItem *rackType = item(QStringLiteral("paletteEntry_rack-600x1200-48u"));
        QVERIFY(rackType && rackType->isVisible());
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(rackType));
        QCOMPARE(plan()->property("rowRackType").toString(), QStringLiteral("rack-600x1200-48u"));
        pressAndMove(floorPoint(2100, 3000), floorPoint(3900, 3000), Qt::ControlModifier);
        QCOMPARE(plan()->property("rackDrag").toList().size(), 4);
        QCOMPARE(plan()->property("rackDragProblem").toString(), QString());
        QCOMPARE(item(QStringLiteral("rackGhostCaption"))->property("text").toString(), QStringLiteral("4 racks"));
        QTest::mouseRelease(m_window, Qt::LeftButton, Qt::ControlModifier, floorPoint(3900, 3000));
        QTest::qWait(50);
        QCOMPARE(doc().rackCount(), 4);
        QCOMPARE(doc().undoStack()->count(), 2);
        const char *racks[] = { "A01", "A02", "A03", "A04" };
        for (int i = 0; i < 4; ++i) {
            const plenum::Rack *r = doc().rack(rackId(racks[i]));
            QVERIFY2(r, racks[i]);
            QCOMPARE(r->position, (Point { 2100 + 600 * i, 3000 }));
            QCOMPARE(r->rotation_deg, 0);
        }
        rackType = item(QStringLiteral("paletteEntry_rack-600x1200-48u")); // the list was rebuilt
        QVERIFY(rackType && rackType->isVisible());
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(rackType)); // unchoose the type
        QCOMPARE(plan()->property("rowRackType").toString(), QString());
        shot("pod-by-hand-2-row.png");

        // 3. Fill the racks on the elevation (Ctrl+2), device types dragged from the palette onto
        // U3 (the lowest U of the device is the one under the pointer): a DGX H100 into A01 and into
        // A02 beside it, the QM9700 leaf into U41 of A02 (10.2 + 1.72 = 11.92 kW of its 45 kW), then
        // A03 with A04 beside it. Each drop is named <rack>-u<U> and is one undo step.
        showElevationOf("A01", "A02");
        search("dgx-h100");
        dropFromPalette("nvidia-dgx-h100", uPoint("elevation", 3));
        dropFromPalette("nvidia-dgx-h100", uPoint("besideElevation", 3));
        search("qm9700");
        dropFromPalette("nvidia-qm9700", uPoint("besideElevation", 41));
        search("");
        QCOMPARE(doc().deviceCount(), 3);
        shot("pod-by-hand-3-fill.png");
        showElevationOf("A03", "A04");
        search("dgx-h100");
        dropFromPalette("nvidia-dgx-h100", uPoint("elevation", 3));
        dropFromPalette("nvidia-dgx-h100", uPoint("besideElevation", 3));
        search("");
        QCOMPARE(doc().deviceCount(), 5);
        QCOMPARE(doc().undoStack()->count(), 2 + 5);
        for (const char *r : racks) {
            const plenum::Device *dgx = device((std::string(r) + "-u3").c_str());
            QVERIFY2(dgx, r);
            QCOMPARE(dgx->rack, plenum::Id(rackId(r)));
            QCOMPARE(dgx->u_position, 3);
            QVERIFY(!dgx->reversed);
        }
        const plenum::Device *leaf = device("A02-u41");
        QVERIFY(leaf);
        QCOMPARE(leaf->rack, plenum::Id(rackId("A02")));

        // 4. Connect: on A01's elevation (A02 beside) a click on OSFP1P1 of A01's DGX, then on
        // OSFP1P1 of the leaf; then OSFP1P1 of A02's DGX and OSFP2P1 of the leaf (the same rack).
        // Each pair is one link and one undo step.
        showElevationOf("A01", "A02");
        const QPoint dgx1 = portPoint("elevation", "A01-u3", "OSFP1P1");
        QVERIFY(!dgx1.isNull());
        QTest::mouseClick(m_window, Qt::LeftButton, {}, dgx1);
        QQuickItem *hint = item(QStringLiteral("portPickHint"));
        QVERIFY(hint && hint->isVisible());
        QVERIFY2(hint->property("text").toString().contains(QStringLiteral("OSFP1P1 of A01-u3")),
            qPrintable(hint->property("text").toString()));
        shot("pod-by-hand-4-port-pick.png");
        QTest::mouseClick(m_window, Qt::LeftButton, {}, portPoint("besideElevation", "A02-u41", "OSFP1P1"));
        QVERIFY(!hint->isVisible());
        QCOMPARE(doc().linkCount(), 1);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, portPoint("besideElevation", "A02-u3", "OSFP1P1"));
        QVERIFY(hint->isVisible());
        QTest::mouseClick(m_window, Qt::LeftButton, {}, portPoint("besideElevation", "A02-u41", "OSFP2P1"));
        QCOMPARE(doc().linkCount(), 2);
        QCOMPARE(doc().undoStack()->count(), 7 + 2);

        // Edit ▸ Connect Ports… (Ctrl+K): OSFP1P1 of the DGXs A01-u3 … A04-u3 (a range of devices)
        // to the leaf's OSFP1P1 … OSFP4P1. A01's and A02's DGX and the leaf's OSFP1P1 and OSFP2P1
        // carry links and are skipped: A03-u3 joins OSFP3P1, A04-u3 OSFP4P1, in one undo step.
        key(Qt::Key_K, Qt::ControlModifier);
        QTRY_VERIFY(item(QStringLiteral("connectDeviceA")) && item(QStringLiteral("connectDeviceA"))->isVisible());
        QTest::qWait(200);
        type(item(QStringLiteral("connectDeviceA")), "A0[1-4]-u3", false);
        type(item(QStringLiteral("connectPortsA")), "OSFP1P1", false);
        type(item(QStringLiteral("connectDeviceB")), "A02-u41", false);
        type(item(QStringLiteral("connectPortsB")), "OSFP[1-4]P1", false);
        shot("pod-by-hand-4-connect.png");
        QQuickItem *ok = okButton();
        QVERIFY(ok);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(ok));
        QTRY_COMPARE(doc().linkCount(), 4);
        QCOMPARE(doc().undoStack()->count(), 9 + 1);
        QCOMPARE(linkEnds(),
            (std::set<std::pair<std::string, std::string>> { { "A01-u3:OSFP1P1", "A02-u41:OSFP1P1" },
                { "A02-u3:OSFP1P1", "A02-u41:OSFP2P1" }, { "A03-u3:OSFP1P1", "A02-u41:OSFP3P1" },
                { "A04-u3:OSFP1P1", "A02-u41:OSFP4P1" } }));

        // 5. Tools ▸ Route Cables (Ctrl+R) in the background: a cable for every link.
        QTRY_VERIFY(!item(QStringLiteral("connectDeviceA")) || !item(QStringLiteral("connectDeviceA"))->isVisible());
        key(Qt::Key_1, Qt::ControlModifier);
        key(Qt::Key_R, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(doc().cableCount() == 4 && !m_shell->jobs().routing()->isRunning(), 60000);
        const plenum::Project &p = doc().project();
        std::map<plenum::Id, const plenum::Cable *> cableOf;
        for (const auto &c : p.cables)
            cableOf[c.link] = &c;
        // Racks' tops at 100 + 48 × 44.45 = 2,233.6 mm; the tray at 2,600 mm runs over the racks'
        // centre line (y = 3.0 m), where their cable managers come out: a drop of 2,600 − 2,233.6 =
        // 366.4 mm, rounded 366, at each end of a cable between racks. A DGX's OSFP1P1 is on its
        // rear, 60 mm from the panel's left edge seen from the rear: s = 241.3 − 60 > 0, the rack's
        // right manager at s = +250 mm, which for a rack facing north is 250 mm west of its centre;
        // the leaf's OSFP1P1 … OSFP4P1 (front, cages 1–4: x ≤ 20 + 3 × 27 = 101 mm, s < 0) use the
        // left one, 250 mm east. So along the tray: A01 (2,100 − 250 = 1,850) to A02's leaf (2,700 + 250 = 2,950) 1,100
        // mm; A03 (3,050) 100 mm; A04 (3,650) 700 mm. A02's own DGX stays in its rack: no tray.
        const std::map<std::string, std::int64_t> alongTray { { "A01-u3", 1100 }, { "A03-u3", 100 },
            { "A04-u3", 700 } };
        for (const auto &l : p.links) {
            QVERIFY2(cableOf.count(l.id), endName(l.a).c_str());
            const plenum::Cable &c = *cableOf[l.id];
            const std::string dgx = endName(l.a).substr(0, endName(l.a).find(':'));
            QVERIFY2(c.required_length_mm > 0 && c.ordered_length_mm >= c.required_length_mm, c.label.c_str());
            // Needed: under 8 m (the longest, A01's: the terms below plus the leaf's ≤ 984.3 mm
            // — 28.7 to its manager, 600 to the rack's middle, ≤ 2,233.6 − 1,878 up — 8 bends of
            // 50 mm (cable.bend_allowance_mm) and a service loop per end of at most 1 m (fibre's
            // cable.service_loop_fibre_mm; copper's is 300 mm): 2,370.4 + 732.8 + 1,100 + 984.3 +
            // 400 + 2,000 = 7,587.5 mm); ordered: at most the catalogue's next length above 7 m,
            // 10 m (resources/catalog/cables.yaml).
            QVERIFY2(c.required_length_mm < 8000, c.label.c_str());
            QVERIFY2(c.ordered_length_mm <= 10000, c.label.c_str());
            if (dgx == "A02-u3") {
                QVERIFY(c.route.empty());
                QCOMPARE(c.breakdown.pathway_mm, std::int64_t(0));
                // In its rack: at least from the DGX's top (U10: 100 + 10 × 44.45 = 544.5 mm) to
                // the leaf's bottom (U41: 100 + 40 × 44.45 = 1,878 mm), 1,333.5 mm.
                QVERIFY2(c.required_length_mm >= 1333, c.label.c_str());
            } else {
                QVERIFY2(!c.route.empty(), c.label.c_str());
                for (const plenum::RouteStep &s : c.route)
                    QCOMPARE(s.pathway, tray.id);
                // The DGX's port to the top of its manager: 250 − 181.3 = 68.7 mm across, 897 (its
                // rear face) − 600 (the rack's middle) = 297 mm deep, 2,233.6 − (100 + 2 × 44.45 +
                // 40) = 2,004.7 mm up: 2,370.4 mm.
                QCOMPARE(c.breakdown.in_rack_a_mm, std::int64_t(2370));
                QCOMPARE(c.breakdown.drop_a_mm, std::int64_t(366));
                QCOMPARE(c.breakdown.drop_b_mm, std::int64_t(366));
                QCOMPARE(c.breakdown.pathway_mm, alongTray.at(dgx));
                // At least the DGX's climb from its top (544.5 mm) to the rack's top, both drops,
                // the tray and the leaf's climb from its top (U41: 1,922.5 mm) to the rack's top:
                // 1,689.1 + 732.8 + tray + 311.1 = 2,733 mm + tray.
                QVERIFY2(c.required_length_mm >= 2733 + alongTray.at(dgx), c.label.c_str());
            }
        }
        // The line at the bottom says so, and stays (the connected racks' own reroute, still
        // waiting when Ctrl+R came, is covered by it).
        QTRY_COMPARE(item(QStringLiteral("notice"))->property("text").toString(), QStringLiteral("Routed 4 cables."));
        QTest::qWait(600);
        QCOMPARE(item(QStringLiteral("notice"))->property("text").toString(), QStringLiteral("Routed 4 cables."));
        shot("pod-by-hand-5-routed.png");

        // 6. Tools ▸ Run Checks (Ctrl+Shift+C) shows the Checks view. No PDU is mounted yet, so
        // every PSU of the five devices is unconnected: power.redundancy for each (an error: a DGX
        // H100 needs 4 of its 6, the QM9700 1 of its 2) and nothing else that is an error — the
        // cables, the tray, the racks' places and the fabric pass.
        key(Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(view(), QStringLiteral("checks"));
        QTRY_VERIFY_WITH_TIMEOUT(doc().findingsCurrent() && !m_shell->jobs().checks()->isRunning(), 60000);
        // Not errors: airflow.blanking for each of the four racks (all have open U: 48 − 8 in A01,
        // A03 and A04, 48 − 9 in A02) and airflow.switch-orientation once (the leaf's ports on the
        // cold side, the DGXs' on the hot one).
        std::map<std::string, int> others;
        std::set<std::string> redundancy;
        for (const plenum::rules::Finding &f : *doc().findings()) {
            if (f.severity != plenum::rules::Severity::Error) {
                ++others[f.code];
                continue;
            }
            QVERIFY2(f.code == "power.redundancy", (f.code + ": " + f.message).c_str());
            redundancy.insert(f.message.substr(0, f.message.find(' ')));
        }
        QCOMPARE(redundancy, (std::set<std::string> { "A01-u3", "A02-u3", "A03-u3", "A04-u3", "A02-u41" }));
        QCOMPARE(
            others, (std::map<std::string, int> { { "airflow.blanking", 4 }, { "airflow.switch-orientation", 1 } }));
        // The view opens the first (most severe) rule the first time it shows findings: 3 rules
        // (power.redundancy, airflow.blanking for the racks' open U, airflow.switch-orientation for
        // the leaf's ports on the cold side) and under the first its 5 findings, 8 rows. A click on
        // the rule closes it, another opens it again.
        QQuickItem *tree = item(QStringLiteral("checkTree"));
        QVERIFY(tree && tree->isVisible());
        QTRY_COMPARE(tree->property("rows").toInt(), 3 + 5);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, tree->mapToScene(QPointF(120, 10)).toPoint());
        QTRY_COMPARE(tree->property("rows").toInt(), 3);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, tree->mapToScene(QPointF(120, 10)).toPoint());
        QTRY_COMPARE(tree->property("rows").toInt(), 3 + 5);
        QTest::qWait(200);
        shot("pod-by-hand-6-checks.png");

        // 7. View ▸ Cable Schedule (Ctrl+5): the four cables; a click on the first row shows why it
        // has its length.
        key(Qt::Key_5, Qt::ControlModifier);
        QCOMPARE(view(), QStringLiteral("cables"));
        auto *rows = m_window->findChild<QAbstractItemModel *>(QStringLiteral("cableFilter"));
        QVERIFY(rows);
        QTRY_COMPARE(rows->rowCount(), 4);
        QQuickItem *table = item(QStringLiteral("cableRows"));
        QVERIFY(table && table->isVisible());
        QTest::mouseClick(m_window, Qt::LeftButton, {}, table->mapToScene(QPointF(40, 13)).toPoint());
        QTRY_VERIFY(selected("cable") != 0);
        const auto chosen = std::find_if(p.cables.begin(), p.cables.end(),
            [&](const plenum::Cable &c) { return qint64(c.id) == selected("cable"); });
        QVERIFY(chosen != p.cables.end());
        QTRY_VERIFY(item(QStringLiteral("cableTitle")) && item(QStringLiteral("cableTitle"))->isVisible());
        QVERIFY2(item(QStringLiteral("cableTitle"))
                     ->property("text")
                     .toString()
                     .contains(QString::fromStdString(chosen->label)),
            qPrintable(item(QStringLiteral("cableTitle"))->property("text").toString()));
        QTest::qWait(200);
        shot("pod-by-hand-7-cables.png");
    }
};

QTEST_MAIN(TestPodByHand)
#include "test_pod_by_hand.moc"
