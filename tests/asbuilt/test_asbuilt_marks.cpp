// SPDX-License-Identifier: GPL-3.0-or-later
// The as-built marks per class (issue #19) on the floor plan and the elevation: the routed
// starter, its planned fabric as ibnetdiscover prints it, rewired by hand — dgx01's mlx5_0 and
// mlx5_1 swapped at the leaves, dgx09 mlx5_2 on port 40 of its leaf (miswired), dgx05 mlx5_3's
// cable gone (missing), dgx12 mlx5_6 up at 2x (degraded: not marked per class) — imported through
// the As built model. Expected by hand: 3 cables red (the swap's two and the miswire's), 1 dashed;
// red marks at dgx01, dgx09 and their three leaves (6 ports), dashed at dgx05 and its leaf (2).
// Pixels: the floor plan shows the red and the dashed violet only once a discovery is loaded, a
// dash and the gap after it where the missing cable's stroke starts.
#include "../asbuilt/net_file.h"
#include "asbuilt/ib_plan.h"
#include "document/document.h"
#include "floor/floor_plan_item.h"
#include "models/asbuilt_marks.h"
#include "models/asbuilt_model.h"
#include "rack/elevation_item.h"
#include "render/palette.h"
#include "routing/router.h"
#include "store/project_file.h"
#include "templates/templates.h"

#include <QFile>
#include <QImage>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>
#include <map>
#include <memory>
#include <set>

using namespace plenum;
using namespace plenum::app;
using asbuilttest::NetFile;

namespace {

bool near(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) <= 12;
}

int pixelsOf(const QImage &image, QColor color)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += near(image.pixelColor(x, y), color);
    return n;
}

} // namespace

class TestAsbuiltMarks : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    Document m_doc;
    AsbuiltModel m_model;
    std::unique_ptr<QQuickWindow> m_window;
    FloorPlanItem *m_plan = nullptr;
    ElevationItem *m_elevation = nullptr;
    QString m_found;
    std::map<QString, int> m_wrongPorts, m_missingPorts; // by device name, as rewired below

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        Project project = projectFromTemplate("starter", {});
        routing::routeProject(project);
        QVERIFY(!project.cables.empty());
        const QString file = m_dir.filePath(QStringLiteral("starter.plenum"));
        saveProject(project, file.toStdString());
        QVERIFY(m_doc.file()->open(file));

        NetFile net(QString::fromStdString(asbuilt::ibnetdiscoverText(m_doc.project())));
        const QString ndr4 = QStringLiteral("# lid 0 4xNDR"), ndr2 = QStringLiteral("# lid 0 2xNDR");
        auto leafOf = [&](const QString &id) { return net.descriptionOf(net.peer(id, 1).first); };
        const QString n0 = net.idOf(QStringLiteral("dgx01 mlx5_0")), n1 = net.idOf(QStringLiteral("dgx01 mlx5_1"));
        const auto l0 = net.peer(n0, 1), l1 = net.peer(n1, 1);
        ++m_wrongPorts[leafOf(n0)];
        ++m_wrongPorts[leafOf(n1)];
        m_wrongPorts[QStringLiteral("dgx01")] += 2;
        net.disconnect(n0, 1);
        net.disconnect(n1, 1);
        net.connect(n0, 1, l1.first, l1.second, ndr4);
        net.connect(n1, 1, l0.first, l0.second, ndr4);
        const QString gone = net.idOf(QStringLiteral("dgx05 mlx5_3"));
        ++m_missingPorts[leafOf(gone)];
        ++m_missingPorts[QStringLiteral("dgx05")];
        net.disconnect(gone, 1);
        const QString m = net.idOf(QStringLiteral("dgx09 mlx5_2"));
        const auto lm = net.peer(m, 1);
        ++m_wrongPorts[leafOf(m)];
        ++m_wrongPorts[QStringLiteral("dgx09")];
        QVERIFY(!net.ports(lm.first).contains(40));
        net.disconnect(m, 1);
        net.connect(m, 1, lm.first, 40, ndr4);
        const QString d = net.idOf(QStringLiteral("dgx12 mlx5_6"));
        const auto ld = net.peer(d, 1);
        net.disconnect(d, 1);
        net.connect(d, 1, ld.first, ld.second, ndr2);
        QCOMPARE(m_wrongPorts.size(), std::size_t(5)); // three rails: three leaves
        QCOMPARE(m_missingPorts.size(), std::size_t(2));
        m_found = m_dir.filePath(QStringLiteral("found.net"));
        QFile f(m_found);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(net.text().toUtf8());
        f.close();

        m_model.setDocument(&m_doc);
        m_window = std::make_unique<QQuickWindow>();
        m_window->resize(900, 700);
        m_plan = new FloorPlanItem(m_window->contentItem());
        m_plan->setSize(QSizeF(900, 700));
        m_plan->setDocument(&m_doc);
        m_plan->setAsbuilt(&m_model);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void nothingMarkedBeforeImport()
    {
        QCOMPARE(m_plan->asbuiltWrongCableCount(), 0);
        QCOMPARE(m_plan->asbuiltMissingCableCount(), 0);
        const QImage image = m_window->grabWindow();
        QCOMPARE(pixelsOf(image, palette::asbuiltWrong()), 0);
        QCOMPARE(pixelsOf(image, palette::asbuiltMissing()), 0);
    }

    void marksPerClass()
    {
        QVERIFY2(m_model.load(m_found), qPrintable(m_model.error()));
        QCOMPARE(m_model.count(QStringLiteral("swapped")), 1);
        QCOMPARE(m_model.count(QStringLiteral("miswired")), 1);
        QCOMPARE(m_model.count(QStringLiteral("missing")), 1);
        QCOMPARE(m_model.count(QStringLiteral("degraded")), 1);
        const AsbuiltMarks marks = asbuiltMarks(m_doc.project(), m_model.report());
        auto names = [&](const std::set<Id> &ids) {
            std::set<QString> out;
            for (const Device &d : m_doc.project().devices)
                if (ids.count(d.id))
                    out.insert(QString::fromStdString(d.name));
            return out;
        };
        auto keys = [](const std::map<QString, int> &m) {
            std::set<QString> out;
            for (const auto &[k, v] : m)
                out.insert(k);
            return out;
        };
        QCOMPARE(names(marks.wrong_devices), keys(m_wrongPorts));
        QCOMPARE(names(marks.missing_devices), keys(m_missingPorts));
        QCOMPARE(marks.wrong_ports.size(), std::size_t(6));
        QCOMPARE(marks.missing_ports.size(), std::size_t(2));
        QCOMPARE(m_plan->asbuiltWrongCableCount(), 3);
        QCOMPARE(m_plan->asbuiltMissingCableCount(), 1);
        QVERIFY(m_plan->asbuiltDashCount() > 0);

        const QImage image = m_window->grabWindow();
        QVERIFY(pixelsOf(image, palette::asbuiltWrong()) > 20);
        QVERIFY(pixelsOf(image, palette::asbuiltMissing()) > 20);
        // Along the longest missing line on screen, violet dashes of 10 px with gaps of 6 px (a
        // pixel either way at their antialiased ends), where overlapping lines dash in step.
        const double dpr = image.devicePixelRatio();
        QLineF longest;
        for (const QLineF &line : marks.missing_lines) {
            const QLineF onScreen(m_plan->mapFromWorld(line.p1()), m_plan->mapFromWorld(line.p2()));
            if (onScreen.length() > longest.length())
                longest = onScreen;
        }
        QVERIFY2(longest.length() > 60, "no missing line long enough to show its dashes");
        std::vector<std::pair<bool, int>> runs; // (violet, pixels), a pattern's length (16 px) off both ends
        for (int i = 16; i <= int(longest.length()) - 16; ++i) {
            const QPointF at = longest.pointAt(i / longest.length());
            const bool violet = near(image.pixelColor((at * dpr).toPoint()), palette::asbuiltMissing());
            if (runs.empty() || runs.back().first != violet)
                runs.push_back({ violet, 0 });
            ++runs.back().second;
        }
        int dashesSeen = 0, gapsSeen = 0;
        for (std::size_t i = 1; i + 1 < runs.size(); ++i) { // whole runs only
            const auto &[violet, px] = runs[i];
            QVERIFY2(violet ? px >= 8 && px <= 12 : px >= 4 && px <= 8,
                qPrintable(QStringLiteral("a %1 run of %2 px")
                               .arg(violet ? QStringLiteral("dash") : QStringLiteral("gap"))
                               .arg(px)));
            (violet ? dashesSeen : gapsSeen) += 1;
        }
        QVERIFY(dashesSeen >= 3 && gapsSeen >= 3);
    }

    // dgx01's rack in the elevation: the ports of the marked devices mounted in it, each shown on one
    // face (DGX ports at the rear, a leaf's at the front), as rewired in initTestCase.
    void elevationRingsThePorts()
    {
        Id rack = kNoId;
        for (const Device &d : m_doc.project().devices)
            if (d.name == "dgx01")
                rack = d.rack;
        QVERIFY(rack != kNoId);
        int expected = 0;
        for (const Device &d : m_doc.project().devices)
            if (d.rack == rack) {
                const QString name = QString::fromStdString(d.name);
                expected += (m_wrongPorts.count(name) ? m_wrongPorts[name] : 0)
                    + (m_missingPorts.count(name) ? m_missingPorts[name] : 0);
            }
        QVERIFY(expected >= 2); // dgx01's two
        m_elevation = new ElevationItem(m_window->contentItem());
        m_elevation->setSize(QSizeF(900, 700));
        m_elevation->setDocument(&m_doc);
        m_elevation->setRackId(rack);
        QCOMPARE(m_elevation->asbuiltMarkedPortCount(), 0);
        m_elevation->setAsbuilt(&m_model);
        QCOMPARE(m_elevation->asbuiltMarkedPortCount(), expected);
        m_model.clear();
        QCOMPARE(m_elevation->asbuiltMarkedPortCount(), 0);
        QCOMPARE(m_plan->asbuiltWrongCableCount(), 0);
    }
};

QTEST_MAIN(TestAsbuiltMarks)
#include "test_asbuilt_marks.moc"
