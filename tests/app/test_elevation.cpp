// SPDX-License-Identifier: GPL-3.0-or-later
// The rack elevation renderer: U 1 at the bottom, both faces, reversed devices and their ports on
// the other face, later phases ghosted or left out, blanking panels, and the header's sums.
#include "render/elevation_renderer.h"
#include "templates/templates.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <QTranslator>

using namespace plenum;
using plenum::app::ElevationLayout;
using plenum::app::ElevationOptions;

namespace {

constexpr QRectF kBounds(0, 0, 1000, 900);

struct Fixture {
    Project project = projectFromTemplate("starter", {});
    Id networkRack = kNoId, gpuRack = kNoId, switchId = kNoId, laterId = kNoId, blankId = kNoId;
    Id pduA = kNoId, pduB = kNoId;

    Fixture()
    {
        gpuRack = project.racks[0].id;
        networkRack = project.racks[4].id;
        DeviceType sw;
        sw.id = project.allocateId();
        sw.slug = "test-switch";
        sw.model = "Test 2U";
        sw.role = "spine";
        sw.u_height = 2;
        sw.typical_power_w = 500;
        sw.max_power_w = 900;
        sw.weight_kg = 20;
        sw.ports.push_back({ "p1", "OSFP", "p1", 4, 400, Face::Front, 241, 44, false });
        DeviceType blank;
        blank.id = project.allocateId();
        blank.slug = "blank-1u";
        blank.model = "Blanking 1U";
        blank.role = "blanking";
        DeviceType pdu; // a vertical PDU: 0U, in the rack's rear side channel
        pdu.id = project.allocateId();
        pdu.slug = "pdu-0u";
        pdu.model = "0U PDU";
        pdu.role = "pdu";
        pdu.u_height = 0;
        pdu.typical_power_w = 25; // its own draw, from the feed upstream of its outlets
        pdu.max_power_w = 50;
        pdu.weight_kg = 16;
        project.device_types.push_back(sw);
        project.device_types.push_back(blank);
        project.device_types.push_back(pdu);
        auto add = [&](const char *name, Id type, int u, bool reversed, Id phase) {
            Device d;
            d.id = project.allocateId();
            d.name = name;
            d.device_type = type;
            d.rack = networkRack;
            d.u_position = u;
            d.reversed = reversed;
            d.phase = phase;
            project.devices.push_back(d);
            return d.id;
        };
        switchId = add("spine-1", sw.id, 40, true, project.phases.front().id);
        laterId = add("spine-2", sw.id, 44, false, project.phases.back().id);
        blankId = add("blank-1", blank.id, 1, false, project.phases.front().id);
        pduA = add("net-pdu-A1", pdu.id, 1, false, project.phases.front().id); // the U layout code puts 0U at U 1
        pduB = add("net-pdu-B1", pdu.id, 1, false, project.phases.front().id);
    }

    const ElevationLayout::DeviceBox &box(const ElevationLayout &layout, Id device, int face) const
    {
        for (const auto &b : layout.boxes)
            if (b.device == device && b.face == face)
                return b;
        static const ElevationLayout::DeviceBox none;
        return none;
    }

    QImage render(const ElevationOptions &options) const
    {
        QImage image(kBounds.size().toSize(), QImage::Format_RGB32);
        QPainter painter(&image);
        app::paintElevation(painter, kBounds, project, networkRack, options);
        return image;
    }
};

bool near(QRgb pixel, const QColor &color, int tolerance = 12)
{
    return std::abs(qRed(pixel) - color.red()) <= tolerance && std::abs(qGreen(pixel) - color.green()) <= tolerance
        && std::abs(qBlue(pixel) - color.blue()) <= tolerance;
}

} // namespace

class TestElevation : public QObject {
    Q_OBJECT

private slots:
    void loadSumsDevicesOfTheViewedPhase()
    {
        const Fixture f;
        const app::RackLoad gpu = app::rackLoad(f.project, f.gpuRack, kNoId);
        QCOMPARE(gpu.devices, 4);
        QCOMPARE(gpu.typical_power_w, 4 * 8500);
        QCOMPARE(gpu.max_power_w, 4 * 10200);
        QCOMPARE(gpu.power_budget_w, 45000);
        QCOMPARE(gpu.used_u, 32);
        QCOMPARE(gpu.height_u, 48);
        QVERIFY(std::abs(gpu.weight_kg - 4 * 130.45) < 0.01);

        const app::RackLoad dayOne = app::rackLoad(f.project, f.networkRack, f.project.phases.front().id);
        QCOMPARE(dayOne.devices, 8 + 2 + 2); // eight leaves, one spine, one blanking panel, two 0U PDUs
        QCOMPARE(dayOne.used_u, 8 + 2); // blanking panels and 0U PDUs use no U
        // The budget is what the PDUs deliver: their own draw is not on it (as power.rack-budget
        // counts, the same core function); their weight is in the rack.
        Project heavier = f.project;
        for (DeviceType &t : heavier.device_types)
            if (t.role == "pdu") {
                t.max_power_w += 5000;
                t.typical_power_w += 5000;
                t.weight_kg += 10;
            }
        const app::RackLoad changed = app::rackLoad(heavier, f.networkRack, f.project.phases.front().id);
        QCOMPARE(changed.max_power_w, dayOne.max_power_w);
        QCOMPARE(changed.typical_power_w, dayOne.typical_power_w);
        QVERIFY(std::abs(changed.weight_kg - dayOne.weight_kg - 2 * 10) < 0.01); // two PDUs, 10 kg heavier each
        const app::RackLoad target = app::rackLoad(f.project, f.networkRack, f.project.phases.back().id);
        QCOMPARE(target.devices, 13);
        QCOMPARE(target.max_power_w - dayOne.max_power_w, 900);
    }

    void unitOneIsAtTheBottomOnBothFaces()
    {
        const Fixture f;
        const ElevationLayout layout = app::layoutElevation(kBounds, f.project, f.gpuRack, {});
        QCOMPARE(layout.heightU, 48);
        QVERIFY(layout.uPx > 10);
        QVERIFY(layout.faces[0].right() < layout.faces[1].left());
        const Device &first = f.project.devices.front(); // dgx01 at U3, 8U high
        for (int face = 0; face < 2; ++face) {
            const auto &b = f.box(layout, first.id, face);
            QCOMPARE(b.device, first.id);
            QVERIFY(std::abs(b.rect.bottom() - (layout.faces[face].bottom() - 2 * layout.uPx)) < 0.01);
            QVERIFY(std::abs(b.rect.height() - 8 * layout.uPx) < 0.01);
            QCOMPARE(layout.deviceAt(b.rect.center()), first.id);
        }
        QCOMPARE(
            layout.deviceAt(QPointF(layout.faces[0].center().x(), layout.faces[0].bottom() - 0.5 * layout.uPx)), kNoId);
    }

    void reversedDeviceShowsItsPortsOnTheRackRear()
    {
        const Fixture f;
        const ElevationOptions options;
        const ElevationLayout layout = app::layoutElevation(kBounds, f.project, f.networkRack, options);
        const QImage image = f.render(options);
        const QColor port(0x1b2329);
        // The switch's only port is on its front, centred; mounted reversed it faces the rack rear.
        const QPoint onRear = f.box(layout, f.switchId, 1).rect.center().toPoint();
        const QPoint onFront = f.box(layout, f.switchId, 0).rect.center().toPoint();
        QVERIFY(near(image.pixel(onRear), port));
        QVERIFY(!near(image.pixel(onFront), port));
        // The rack front shows the device's rear: the darker shade of its role colour.
        const QRectF front = f.box(layout, f.switchId, 0).rect;
        const QPoint plain(int(front.right() - 20), int(front.bottom() - 3));
        QVERIFY2(near(image.pixel(plain), app::roleColor("spine").darker(135)),
            qPrintable(QColor(image.pixel(plain)).name()));
    }

    void laterPhasesAreGhostedOrLeftOut()
    {
        const Fixture f;
        ElevationOptions options;
        options.viewPhase = f.project.phases.front().id;
        ElevationLayout layout = app::layoutElevation(kBounds, f.project, f.networkRack, options);
        const QRectF later = f.box(layout, f.laterId, 0).rect;
        QVERIFY(!later.isEmpty());
        const QImage image = f.render(options);
        const QPoint plain(int(later.right() - 20), int(later.bottom() - 3));
        QVERIFY(!near(image.pixel(plain), app::roleColor("spine"), 30)); // faded

        options.viewPhase = f.project.phases.back().id;
        QVERIFY(near(f.render(options).pixel(plain), app::roleColor("spine")));

        options.viewPhase = f.project.phases.front().id;
        options.showLaterPhases = false;
        layout = app::layoutElevation(kBounds, f.project, f.networkRack, options);
        QCOMPARE(f.box(layout, f.laterId, 0).device, kNoId);
    }

    void blankingPanelIsDrawnGrey()
    {
        const Fixture f;
        const ElevationLayout layout = app::layoutElevation(kBounds, f.project, f.networkRack, {});
        const QRectF blank = f.box(layout, f.blankId, 0).rect;
        const QImage image = f.render({});
        QVERIFY(
            near(image.pixel(QPoint(int(blank.left() + 4), int(blank.center().y()))), app::roleColor("blanking"), 30));
    }

    // Regression (issue 15, point 9): a 0U PDU was drawn over U 1 as if it were a 1U device.
    void zeroUDevicesHangInTheRearSideChannels()
    {
        const Fixture f;
        const ElevationLayout layout = app::layoutElevation(kBounds, f.project, f.networkRack, {});
        const QRectF &rear = layout.faces[1];
        QCOMPARE(f.box(layout, f.pduA, 0).device, kNoId); // hung at the rear only
        const QRectF a = f.box(layout, f.pduA, 1).rect, b = f.box(layout, f.pduB, 1).rect;
        const QRectF unitOne = f.box(layout, f.blankId, 1).rect;
        for (const QRectF &pdu : { a, b }) {
            QVERIFY(!pdu.isEmpty());
            QVERIFY(!pdu.intersects(rear)); // outside the U column
            QVERIFY(!pdu.intersects(unitOne));
            QVERIFY(pdu.height() > pdu.width()); // vertical, along the rack
            QVERIFY(pdu.top() >= rear.top() - 0.01 && pdu.bottom() <= rear.bottom() + 0.01);
            QVERIFY(std::abs(pdu.center().x() - rear.center().x()) < rear.width() / 2 + 20); // beside the rails
        }
        QVERIFY(a.right() < rear.left()); // one feed on each side
        QVERIFY(b.left() > rear.right());
        QCOMPARE(layout.deviceAt(a.center()), f.pduA);
        QCOMPARE(layout.deviceAt(unitOne.center()), f.blankId);
        // The U numbers stay clear of the channel: U 1's number lies left of the left PDU.
        QCOMPARE(layout.deviceAt(QPointF(a.left() - 1, a.center().y())), kNoId);
    }

    void headerSumsFitTheirColumns_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<double>("width");
        for (const char *lang : { "en", "de", "zh_CN" })
            for (double width : { 1000.0, 700.0, 580.0 })
                QTest::addRow("%s at %d px", lang, int(width)) << QString::fromLatin1(lang) << width;
    }

    // Regression (issue 15, points 7 and 9): "LEISTUNG" ran into its value and at 900 px windows the
    // power read "34.2 kW typ. · 41." — every caption and value now fits its column unelided.
    void headerSumsFitTheirColumns()
    {
        QFETCH(QString, lang);
        QFETCH(double, width);
        QTranslator translator;
        if (lang != QLatin1String("en")) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/plenum_%1.qm").arg(lang)));
            QCoreApplication::installTranslator(&translator);
        }
        const Fixture f;
        const ElevationLayout layout = app::layoutElevation(QRectF(0, 0, width, 900), f.project, f.gpuRack, {});
        QFont valueFont;
        valueFont.setPixelSize(12);
        valueFont.setBold(true);
        QFont labelFont;
        labelFont.setPixelSize(10);
        labelFont.setBold(true);
        for (const auto &g : layout.gauges) {
            QVERIFY(!g.label.isEmpty());
            QVERIFY2(!g.value.isEmpty() && !g.value.contains(QChar(0x2026)), qPrintable(g.value));
            QVERIFY2(QFontMetricsF(valueFont).horizontalAdvance(g.value) <= g.valueRect.width(), qPrintable(g.value));
            QVERIFY2(QFontMetricsF(labelFont).horizontalAdvance(g.label) <= g.labelRect.width(), qPrintable(g.label));
            QVERIFY(!g.labelRect.intersects(g.valueRect));
            QVERIFY(!g.valueRect.intersects(g.barRect));
            QVERIFY(layout.header.contains(g.barRect));
        }
        QVERIFY(layout.gauges[0].value.contains(QLatin1String("34.0"))); // four DGX at 8.5 kW typical
        QCoreApplication::removeTranslator(&translator);
    }

    void unknownRackPaintsAHint()
    {
        const Fixture f;
        QImage image(400, 100, QImage::Format_RGB32);
        image.fill(Qt::magenta); // whatever is not painted stays magenta
        const app::ElevationOptions options;
        {
            QPainter painter(&image);
            app::paintElevation(painter, QRectF(0, 0, 400, 100), f.project, 987654, options);
        }
        QVERIFY(app::layoutElevation(QRectF(0, 0, 400, 100), f.project, 987654, options).boxes.empty());
        // The whole area is cleared to the background, and the hint's text sits in the middle band.
        int magenta = 0, inked = 0, inkedOutside = 0;
        const QRgb background = options.style.background.rgb();
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QRgb px = image.pixel(x, y);
                magenta += px == QColor(Qt::magenta).rgb();
                if (px != background) {
                    const bool middle = y > 30 && y < 70;
                    (middle ? inked : inkedOutside) += 1;
                }
            }
        QCOMPARE(magenta, 0);
        QVERIFY2(inked > 100, qPrintable(QString::number(inked))); // a sentence of text, not a dot
        QCOMPARE(inkedOutside, 0);
    }
};

QTEST_MAIN(TestElevation)
#include "test_elevation.moc"
