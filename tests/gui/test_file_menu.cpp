// SPDX-License-Identifier: GPL-3.0-or-later
// The File menu as a user drives it (issues #15, #19, #22), in the very AppShell of `plenum`: Save
// As and Open through the file dialog with a typed name or a picked file, Save, Open Recent and
// Quit; every File ▸ Export entry writing its file; a NetBox export into a folder of other files
// asking first; a discovered topology imported and its differences shown. Any QML warning fails
// the run (qml_warning_guard.h).
#include "../asbuilt/net_file.h"
#include "asbuilt/ib_plan.h"
#include "gesture_fixture.h"
#include "qml_warning_guard.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QQuickStyle>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

class TestFileMenu : public QObject, protected plenum::test::GestureFixture {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        plenum::test::QmlWarningGuard::install();
        QVERIFY(m_dir.isValid());
    }
    void init() { startShell(QStringLiteral("starter"), QSize(1280, 800)); }
    void cleanup() { stopShell(); }

    // The Export submenu: one distinct, whole title per format.
    void exportMenuTitlesAreDistinct()
    {
        QObject *file = openMenu(0);
        QVERIFY(file);
        QQuickItem *exportEntry = menuEntry(file, QStringLiteral("Export"));
        QVERIFY(exportEntry);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(exportEntry));
        QObject *sub = exportEntry->property("subMenu").value<QObject *>();
        QVERIFY(sub);
        QTRY_VERIFY(sub->property("opened").toBool());
        QStringList titles;
        for (QQuickItem *e : menuEntries(sub)) {
            titles << e->property("text").toString();
            QVERIFY2(e->implicitWidth() <= sub->property("width").toReal() + 0.5, qPrintable(titles.last()));
        }
        QCOMPARE(titles.size(), m_shell->exports().formats().size());
        if (const QString dir = qEnvironmentVariable("PLENUM_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(m_window->grabWindow().save(dir + QStringLiteral("/export-menu.png")));
        QCOMPARE(QSet<QString>(titles.begin(), titles.end()).size(), titles.size());
    }

    // File ▸ Save As… through the dialog writes the project; File ▸ Open… reads it back.
    void saveAsAndOpenThroughTheDialog()
    {
        const QString folder = m_dir.filePath(QStringLiteral("save-as"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(clickMenuEntry(0, QStringLiteral("Save As…")));
        QVERIFY(typeFileName("saveDialog", folder, QStringLiteral("hall-a")));
        const QString saved = folder + QStringLiteral("/hall-a.plenum");
        QTRY_VERIFY(QFileInfo::exists(saved));
        QCOMPARE(doc().file()->path(), saved);
        QVERIFY(!doc().isModified());

        QVERIFY(doc().newFromTemplate(QStringLiteral("starter")));
        QVERIFY(doc().file()->path().isEmpty());
        QTest::keyClick(m_window, Qt::Key_O, Qt::ControlModifier); // File ▸ Open… by its shortcut
        QVERIFY(pickFile("openDialog", folder, QStringLiteral("hall-a.plenum")));
        QTRY_COMPARE(doc().file()->path(), saved);
        QVERIFY(doc().rackCount() > 0);

        // File ▸ Save writes the open file again; File ▸ Open Recent lists it and opens it.
        const QDateTime before = QFileInfo(saved).lastModified();
        QVERIFY(
            doc().moveRack(qint64(doc().project().racks.front().id), doc().project().racks.front().position.x_mm, 100));
        QVERIFY(doc().isModified());
        QVERIFY(clickMenuEntry(0, QStringLiteral("Save")));
        QTRY_VERIFY(!doc().isModified());
        QVERIFY(QFileInfo(saved).lastModified() >= before);
        QVERIFY(doc().newFromTemplate(QStringLiteral("starter")));
        QVERIFY(clickMenuEntry(0, QStringLiteral("1  ") + saved, QStringLiteral("Open Recent")));
        QTRY_COMPARE(doc().file()->path(), saved);

        // File ▸ Quit closes the window (nothing unsaved to ask about).
        QVERIFY(!doc().isModified());
        QVERIFY(clickMenuEntry(0, QStringLiteral("Quit")));
        QTRY_VERIFY(!m_window->isVisible());
    }

    // Every File ▸ Export entry, clicked and answered in its dialog, writes its file (or folder); the
    // Ethernet-only PTM topology says why it cannot for the starter's InfiniBand fabric.
    void everyExportEntryWritesItsFile()
    {
        m_shell->jobs().routeCables(); // the cable formats need cables
        QTRY_VERIFY_WITH_TIMEOUT(doc().cableCount() > 0, 60000);
        const QString folder = m_dir.filePath(QStringLiteral("exports"));
        QVERIFY(QDir().mkpath(folder));
        QSignalSpy exported(&m_shell->exports(), &plenum::app::ExportController::exported);
        QSignalSpy failed(&m_shell->exports(), &plenum::app::ExportController::failed);
        for (const QVariant &f : m_shell->exports().formats()) {
            const QVariantMap format = f.toMap();
            const QString id = format.value(QStringLiteral("id")).toString();
            const QString title = format.value(QStringLiteral("title")).toString();
            QVERIFY2(clickMenuEntry(0, title, QStringLiteral("Export")), qPrintable(title));
            QVERIFY2(typeFileName("exportFileDialog", folder, QStringLiteral("out-") + id), qPrintable(id));
            QTRY_VERIFY_WITH_TIMEOUT(exported.size() + failed.size() > 0, 60000);
            if (id
                == QStringLiteral("ptm-dot")) { // Ethernet only: the starter's InfiniBand fabric is refused, saying why
                QCOMPARE(failed.size(), 1);
                QVERIFY2(failed.takeFirst().first().toString().contains(QStringLiteral("InfiniBand")), "ptm-dot");
                QVERIFY(!QFileInfo::exists(folder + QStringLiteral("/out-ptm-dot.dot")));
                QVERIFY(waitVisible("exportFailedDialog"));
                QVERIFY(clickButton({ QStringLiteral("OK") }));
                continue;
            }
            QVERIFY2(failed.isEmpty(),
                qPrintable(
                    id + QStringLiteral(": ") + (failed.isEmpty() ? QString() : failed.first().first().toString())));
            const QString path = exported.takeFirst().at(1).toString();
            const QFileInfo written(path);
            QVERIFY2(written.exists(), qPrintable(path));
            QVERIFY2(written.fileName().startsWith(QStringLiteral("out-") + id), qPrintable(path));
            if (format.value(QStringLiteral("folder")).toBool())
                QVERIFY2(written.isDir() && !QDir(path).isEmpty(), qPrintable(path));
            else
                QVERIFY2(written.isFile() && written.size() > 0
                        && path.endsWith(format.value(QStringLiteral("extension")).toString()),
                    qPrintable(path));
        }
    }

    // File ▸ Import Discovered Topology… (issue #19): the starter's planned fabric as ibnetdiscover
    // would print it (routed), rewired by hand — dgx01's mlx5_0 and mlx5_1 swapped at the leaves,
    // dgx05 mlx5_3's cable gone, dgx09 mlx5_2 on port 40 of its leaf, dgx12 mlx5_6 up at 2x, dgx14
    // mlx5_5 described as "dgx-14 mlx5_5" — read through the dialog: the panel shows one
    // difference of each class but extra, 128 planned links, 127 found, 128 - 6 = 122 as planned
    // (the swap concerns two links); its floor plan strokes 3 cables red and 1 dashed. A difference
    // clicked marks its objects; a file that is not a discovery says why and changes nothing.
    void importDiscoveredTopologyShowsTheDifferences()
    {
        using asbuilttest::NetFile;
        m_shell->jobs().routeCables(); // the as-built marks follow the cables' routes
        QTRY_VERIFY_WITH_TIMEOUT(doc().cableCount() > 0, 60000);
        NetFile net(QString::fromStdString(plenum::asbuilt::ibnetdiscoverText(doc().project())));
        const QString ndr4 = QStringLiteral("# lid 0 4xNDR"), ndr2 = QStringLiteral("# lid 0 2xNDR");
        const QString n0 = net.idOf(QStringLiteral("dgx01 mlx5_0")), n1 = net.idOf(QStringLiteral("dgx01 mlx5_1"));
        QVERIFY(!n0.isEmpty() && !n1.isEmpty());
        const auto l0 = net.peer(n0, 1), l1 = net.peer(n1, 1);
        net.disconnect(n0, 1);
        net.disconnect(n1, 1);
        net.connect(n0, 1, l1.first, l1.second, ndr4);
        net.connect(n1, 1, l0.first, l0.second, ndr4);
        net.disconnect(net.idOf(QStringLiteral("dgx05 mlx5_3")), 1);
        const QString m = net.idOf(QStringLiteral("dgx09 mlx5_2"));
        const auto lm = net.peer(m, 1);
        QVERIFY(!net.ports(lm.first).contains(40));
        net.disconnect(m, 1);
        net.connect(m, 1, lm.first, 40, ndr4);
        const QString d = net.idOf(QStringLiteral("dgx12 mlx5_6"));
        const auto ld = net.peer(d, 1);
        net.disconnect(d, 1);
        net.connect(d, 1, ld.first, ld.second, ndr2);
        net.setDescription(net.idOf(QStringLiteral("dgx14 mlx5_5")), QStringLiteral("dgx-14 mlx5_5"));
        const QString folder = m_dir.filePath(QStringLiteral("asbuilt"));
        QVERIFY(QDir().mkpath(folder));
        QFile found(folder + QStringLiteral("/found.net"));
        QVERIFY(found.open(QIODevice::WriteOnly));
        found.write(net.text().toUtf8());
        found.close();

        QVERIFY(clickMenuEntry(0, QStringLiteral("Import Discovered Topology…")));
        QVERIFY(pickFile("importDiscoveredDialog", folder, QStringLiteral("found.net")));
        QTRY_COMPARE(m_window->property("view").toString(), QStringLiteral("asbuilt"));
        QObject *model = object("asbuiltModel");
        QVERIFY(model);
        QCOMPARE(model->property("format").toString(), QStringLiteral("ibnetdiscover"));
        QCOMPARE(model->property("plannedLinks").toInt(), 128);
        QCOMPARE(model->property("discoveredLinks").toInt(), 127);
        QCOMPARE(model->property("okCount").toInt(), 122);
        QCOMPARE(model->property("differenceCount").toInt(), 5);
        auto count = [&](const char *kind) {
            int n = -1;
            QMetaObject::invokeMethod(model, "count", Q_RETURN_ARG(int, n), Q_ARG(QString, QString::fromLatin1(kind)));
            return n;
        };
        QCOMPARE(count("swapped"), 1);
        QCOMPARE(count("miswired"), 1);
        QCOMPARE(count("missing"), 1);
        QCOMPARE(count("degraded"), 1);
        QCOMPARE(count("unknown-device"), 1);
        QCOMPARE(count("extra"), 0);
        // The floor plan beside the list: the swap's two cables and the miswired one red, the missing
        // one dashed (degraded and unknown-device links are not marked per class).
        QObject *floor = object("asbuiltFloor");
        QVERIFY(floor);
        auto *plan = floor->property("plan").value<QObject *>();
        QVERIFY(plan);
        QTRY_COMPARE(plan->property("asbuiltWrongCableCount").toInt(), 3);
        QCOMPARE(plan->property("asbuiltMissingCableCount").toInt(), 1);
        // The panel: a heading per class with its count, then its difference (5 + 5 rows).
        auto *list = qobject_cast<QQuickItem *>(object("asbuiltList"));
        QVERIFY(list);
        QTRY_COMPARE(list->property("count").toInt(), 10);
        auto *summary = object("asbuiltSummary");
        QVERIFY(summary->property("text").toString().contains(
            QStringLiteral("128 planned links, 127 found, 122 as planned, 5 differences")));
        QStringList headings;
        QQuickItem *swap = nullptr;
        for (int i = 0; i < 10; ++i) {
            QQuickItem *row = nullptr;
            QMetaObject::invokeMethod(list, "positionViewAtIndex", Q_ARG(int, i), Q_ARG(int, 2 /* ListView.Contain */));
            QTRY_VERIFY2(
                (QMetaObject::invokeMethod(list, "itemAtIndex", Q_RETURN_ARG(QQuickItem *, row), Q_ARG(int, i)), row),
                qPrintable(QString::number(i)));
            if (row->property("isGroup").toBool())
                headings << row->property("title").toString() + QLatin1Char(' ') + row->property("count").toString();
            else if (row->property("kind").toString() == QStringLiteral("swapped"))
                swap = row;
        }
        QCOMPARE(headings,
            (QStringList { QStringLiteral("Swapped 1"), QStringLiteral("Miswired 1"), QStringLiteral("Missing 1"),
                QStringLiteral("Degraded 1"), QStringLiteral("Unknown device 1") }));
        QVERIFY(swap);
        QMetaObject::invokeMethod(list, "positionViewAtBeginning");
        QTRY_VERIFY(swap->isVisible() && swap->mapToScene(QPointF(0, 0)).y() >= list->mapToScene(QPointF(0, 0)).y());
        // (Clicked again while the closing file dialog's overlay may still take the first click.)
        QTRY_VERIFY_WITH_TIMEOUT((QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(swap)),
                                     !doc().selection()->highlightedIds().isEmpty()),
            5000);
        // The swap's objects: dgx01 (where the plugs are exchanged) first, then its two links.
        const plenum::Project &project = doc().project();
        qint64 dgx01 = 0;
        for (const plenum::Device &dev : project.devices)
            if (dev.name == "dgx01")
                dgx01 = dev.id;
        QCOMPARE(doc().selection()->highlightedIds().first().toLongLong(), dgx01);
        int links = 0;
        for (const QVariant &id : doc().selection()->highlightedIds())
            for (const plenum::Link &l : project.links)
                links += l.id == id.toLongLong();
        QCOMPARE(links, 2);
        if (const QString dir = qEnvironmentVariable("PLENUM_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(m_window->grabWindow().save(dir + QStringLiteral("/asbuilt-panel.png")));

        // Not a discovery: the error dialog names the file, the panel keeps what it showed.
        QFile junk(folder + QStringLiteral("/junk.txt"));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("hello, this is not ibnetdiscover output\n");
        junk.close();
        QVERIFY(clickMenuEntry(0, QStringLiteral("Import Discovered Topology…")));
        QVERIFY(pickFile("importDiscoveredDialog", folder, QStringLiteral("junk.txt")));
        QVERIFY(waitVisible("importFailedDialog"));
        QVERIFY(object("importFailedDialog")->property("text").toString().contains(QStringLiteral("junk.txt")));
        QCOMPARE(model->property("differenceCount").toInt(), 5);
        QCOMPARE(model->property("source").toString(), folder + QStringLiteral("/found.net"));
        QVERIFY(clickButton({ QStringLiteral("OK") }));
    }

    // NetBox into a folder of other files: the window asks first; Cancel writes nothing, Yes adds
    // the export's files and leaves the folder's own file alone (issue 22).
    void netBoxIntoFolderOfOtherFilesAsksFirst()
    {
        const QString folder = m_dir.filePath(QStringLiteral("ops-folder"));
        QVERIFY(QDir().mkpath(folder));
        QFile own(folder + QStringLiteral("/inventory.txt"));
        QVERIFY(own.open(QIODevice::WriteOnly));
        own.write("the operator's own file\n");
        own.close();
        QVariantMap netbox;
        for (const QVariant &f : m_shell->exports().formats())
            if (f.toMap().value(QStringLiteral("folder")).toBool())
                netbox = f.toMap();
        QVERIFY(!netbox.isEmpty());
        QVERIFY(m_shell->exports().needsFolderConsent(netbox.value(QStringLiteral("id")).toString(), folder));
        QSignalSpy exported(&m_shell->exports(), &plenum::app::ExportController::exported);
        QSignalSpy failed(&m_shell->exports(), &plenum::app::ExportController::failed);
        m_window->setProperty("exportFormat", netbox);

        // The path the export file dialog hands over, as a file: URL.
        QMetaObject::invokeMethod(m_window, "runExport", Q_ARG(QVariant, QUrl::fromLocalFile(folder).toString()));
        QVERIFY(waitVisible("exportIntoFolderDialog"));
        QVERIFY(clickButton({ QStringLiteral("Cancel") }));
        QTest::qWait(300);
        QVERIFY(exported.isEmpty() && failed.isEmpty());
        QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden).size(), 1);

        QMetaObject::invokeMethod(m_window, "runExport", Q_ARG(QVariant, QUrl::fromLocalFile(folder).toString()));
        QVERIFY(waitVisible("exportIntoFolderDialog"));
        QVERIFY(clickButton({ QStringLiteral("Yes") }));
        QTRY_VERIFY_WITH_TIMEOUT(exported.size() + failed.size() > 0, 60000);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.first().first().toString()));
        QVERIFY(QFile::exists(folder + QStringLiteral("/inventory.txt")));
        QVERIFY2(
            QDir(folder).entryList(QDir::Files).size() > 2, qPrintable(QDir(folder).entryList(QDir::Files).join(u',')));
        // Now it is an earlier export: the next one goes ahead without asking.
        QVERIFY(!m_shell->exports().needsFolderConsent(netbox.value(QStringLiteral("id")).toString(), folder));
    }
};

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("PlenumTest"));
    QGuiApplication::setApplicationName(QStringLiteral("test_file_menu"));
    QQuickStyle::setStyle(QStringLiteral("Fusion")); // as plenum's main()
    TestFileMenu test;
    const int failed = QTest::qExec(&test, argc, argv);
    return plenum::test::QmlWarningGuard::report() > 0 ? 1 : failed;
}

#include "test_file_menu.moc"
