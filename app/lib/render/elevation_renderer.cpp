// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/elevation_renderer.h"

#include "model/index.h"
#include "render/elevation_ports.h"
#include "render/palette.h"
#include "render/phases.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace plenum::app {
namespace {

constexpr double kHeaderPx = 76;
constexpr double kTitlePx = 22;
constexpr double kFramePx = 7;
constexpr double kChannelPx = 12; // a 0U side channel, between the rails and the side panel
constexpr double kGaugeLabelPx = 10;
constexpr double kGaugeValuePx = 12;
constexpr double kUColumnPx = 26;
constexpr double kMaxUPx = 30;

// The translation context of the drawing's texts (lupdate reads it from the declaration).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ElevationRenderer)
};

QColor textOn(const QColor &fill)
{
    return fill.lightnessF() > 0.62 ? QColor(0x1e2730) : QColor(0xffffff);
}

QString kw(std::int64_t w)
{
    return QString::number(double(w) / 1000.0, 'f', 1);
}

} // namespace

QColor roleColor(std::string_view role)
{
    return palette::role(role);
}

RackLoad rackLoad(const Project &project, Id rackId, Id viewPhase)
{
    const ProjectIndex index(project);
    return plenum::rackLoad(project, index, rackId, [&](Id phase) { return !isLaterPhase(project, phase, viewPhase); });
}

Id ElevationLayout::deviceAt(QPointF point) const
{
    for (auto it = boxes.rbegin(); it != boxes.rend(); ++it)
        if (it->rect.contains(point))
            return it->device;
    return kNoId;
}

namespace {

// The header's three sums, each in a third of its width: the caption, the value below it in the
// longest wording that fits (a translation can be much longer than the English), then the bar.
void layoutGauges(ElevationLayout &layout, const Project &project, Id rackId, const ElevationOptions &options)
{
    const QRectF h = layout.header;
    const RackLoad load = rackLoad(project, rackId, options.viewPhase);
    QFont valueFont;
    if (!options.style.fontFamily.isEmpty())
        valueFont.setFamily(options.style.fontFamily);
    valueFont.setPixelSize(int(kGaugeValuePx));
    valueFont.setBold(true); // the widest it is drawn (bold when over its budget)
    const QFontMetricsF fm(valueFont);
    const QString weight = QString::number(load.weight_kg, 'f', 0);
    const struct {
        QString label;
        QStringList values; // longest first
        double typical, max, budget;
    } sums[3] = {
        { Text::tr("Power"),
            load.power_budget_w > 0
                ? QStringList { Text::tr("%1 kW typ. · %2 kW max / %3 kW")
                                    .arg(kw(load.typical_power_w), kw(load.max_power_w), kw(load.power_budget_w)),
                    Text::tr("%1 · %2 / %3 kW")
                        .arg(kw(load.typical_power_w), kw(load.max_power_w), kw(load.power_budget_w)) }
                : QStringList { Text::tr("%1 kW typ. · %2 kW max").arg(kw(load.typical_power_w), kw(load.max_power_w)),
                    Text::tr("%1 · %2 kW").arg(kw(load.typical_power_w), kw(load.max_power_w)) },
            double(load.typical_power_w), double(load.max_power_w), double(load.power_budget_w) },
        { Text::tr("Weight"),
            load.static_load_kg > 0 ? QStringList { Text::tr("%1 kg / %2 kg").arg(weight).arg(load.static_load_kg) }
                                    : QStringList { Text::tr("%1 kg").arg(weight) },
            load.weight_kg, load.weight_kg, double(load.static_load_kg) },
        { Text::tr("Space"),
            QStringList {
                Text::tr("%1 U used / %2 U · %3 devices").arg(load.used_u).arg(load.height_u).arg(load.devices),
                Text::tr("%1 / %2 U").arg(load.used_u).arg(load.height_u) },
            double(load.used_u), double(load.used_u), double(load.height_u) },
    };
    const double y = h.top() + 32, colW = (h.width() - 32) / 3;
    for (int i = 0; i < 3; ++i) {
        ElevationLayout::Gauge &g = layout.gauges[i];
        const double x = h.left() + i * (colW + 16);
        g.label = sums[i].label.toUpper();
        g.labelRect = QRectF(x, y, colW, 14);
        g.valueRect = QRectF(x, y + 14, colW, 17);
        g.barRect = QRectF(x, y + 34, colW, 7);
        g.value = fm.elidedText(sums[i].values.constLast(), Qt::ElideRight, colW);
        for (const QString &v : sums[i].values)
            if (fm.horizontalAdvance(v) <= colW) {
                g.value = v;
                break;
            }
        g.typical = sums[i].typical;
        g.max = sums[i].max;
        g.budget = sums[i].budget;
    }
}

} // namespace

ElevationLayout layoutElevation(QRectF bounds, const Project &project, Id rackId, const ElevationOptions &options)
{
    ElevationLayout layout;
    ProjectIndex index(project);
    const Rack *rack = index.rack(rackId);
    if (!rack)
        return layout;
    const RackType *type = index.rackType(rack->rack_type);
    layout.heightU = type ? std::max(1, type->height_u) : 42;

    QRectF area = bounds.adjusted(12, 10, -12, -10);
    if (options.showHeader) {
        layout.header = QRectF(area.topLeft(), QSizeF(area.width(), kHeaderPx));
        layoutGauges(layout, project, rackId, options);
        area.setTop(layout.header.bottom() + 6);
    }
    const double gap = 40;
    // U numbers, then the frame around one face with a 0U side channel on either side.
    const double chrome = kUColumnPx + 2 * (kFramePx + kChannelPx);
    layout.uPx = std::min(kMaxUPx, (area.height() - kTitlePx - 2 * kFramePx) / layout.heightU);
    const double openingH = layout.uPx * layout.heightU;
    const double widthAvailable = (area.width() - gap) / 2 - chrome;
    const double faceW = std::clamp(layout.uPx * 26, std::min(widthAvailable, 160.0), std::max(widthAvailable, 0.0));
    const double totalW = 2 * (faceW + chrome) + gap;
    double x = area.left() + std::max(0.0, (area.width() - totalW) / 2);
    for (int f = 0; f < 2; ++f) {
        const double left = x + kUColumnPx + kFramePx + kChannelPx;
        const double side = kFramePx + kChannelPx;
        layout.titles[f] = QRectF(left - side, area.top(), faceW + 2 * side, kTitlePx);
        layout.faces[f] = QRectF(left, area.top() + kTitlePx + kFramePx, faceW, openingH);
        x += faceW + chrome + gap;
    }
    const QRectF &rear = layout.faces[1];
    layout.zeroUChannels[0] = QRectF(rear.left() - kChannelPx, rear.top(), kChannelPx - 2, rear.height());
    layout.zeroUChannels[1] = QRectF(rear.right() + 2, rear.top(), kChannelPx - 2, rear.height());

    std::vector<Id> zeroU; // hung in the rear side channels, the first half left, the rest right
    for (const Device &d : project.devices) {
        if (d.rack != rackId || d.u_position < 1)
            continue;
        if (!options.showLaterPhases && isLaterPhase(project, d.phase, options.viewPhase))
            continue;
        const DeviceType *t = index.deviceType(d.device_type);
        if (t && t->u_height == 0) {
            zeroU.push_back(d.id);
            continue;
        }
        const int height = t ? std::max(1, t->u_height) : 1;
        for (int f = 0; f < 2; ++f) {
            const QRectF &o = layout.faces[f];
            const double bottom = o.bottom() - (d.u_position - 1) * layout.uPx;
            layout.boxes.push_back(
                { d.id, f, QRectF(o.left(), bottom - height * layout.uPx, o.width(), height * layout.uPx) });
        }
    }
    const std::size_t leftCount = (zeroU.size() + 1) / 2;
    for (std::size_t i = 0; i < zeroU.size(); ++i) {
        const bool left = i < leftCount;
        const QRectF &channel = layout.zeroUChannels[left ? 0 : 1];
        const std::size_t inChannel = left ? leftCount : zeroU.size() - leftCount;
        const std::size_t slot = left ? i : i - leftCount;
        const double h = channel.height() / double(inChannel);
        const QRectF box(channel.left(), channel.top() + double(slot) * h, channel.width(), h);
        layout.boxes.push_back({ zeroU[i], 1, box });
    }
    return layout;
}

namespace {

class Painter {
public:
    Painter(QPainter &p, const Project &project, const Rack &rack, const ElevationOptions &options,
        const ElevationLayout &layout)
        : p(p)
        , project(project)
        , index(project)
        , rack(rack)
        , options(options)
        , style(options.style)
        , layout(layout)
    {
        font = p.font();
        if (!style.fontFamily.isEmpty())
            font.setFamily(style.fontFamily);
    }

    void header();
    void face(int f);

private:
    void device(const Device &d, const DeviceType *t, int f, QRectF r);
    void ports(const Device &d, const DeviceType &t, int f, QRectF r);
    void bar(QRectF r, double typical, double max, double budget);
    void text(QRectF r, int flags, const QString &s, double px, bool bold, const QColor &color)
    {
        QFont fnt = font;
        fnt.setPixelSize(std::max(7, int(px)));
        fnt.setBold(bold);
        p.setFont(fnt);
        p.setPen(color);
        p.drawText(r, flags, s);
    }

    QPainter &p;
    const Project &project;
    ProjectIndex index;
    const Rack &rack;
    const ElevationOptions &options;
    const ElevationStyle &style;
    const ElevationLayout &layout;
    QFont font;
};

void Painter::bar(QRectF r, double typical, double max, double budget)
{
    p.setPen(Qt::NoPen);
    p.setBrush(style.slot);
    p.drawRoundedRect(r, 3, 3);
    if (budget <= 0)
        return;
    const bool over = max > budget;
    QColor maxColor = over ? style.over : style.ok;
    maxColor.setAlphaF(0.35);
    p.setBrush(maxColor);
    p.drawRoundedRect(QRectF(r.left(), r.top(), r.width() * std::min(1.0, max / budget), r.height()), 3, 3);
    p.setBrush(typical > budget ? style.over : style.ok);
    p.drawRoundedRect(QRectF(r.left(), r.top(), r.width() * std::min(1.0, typical / budget), r.height()), 3, 3);
}

void Painter::header()
{
    const QRectF h = layout.header;
    const RackType *type = index.rackType(rack.rack_type);
    const Row *row = index.row(rack.row);
    const Phase *phase = index.phase(rack.phase);

    QString title = QString::fromStdString(rack.name);
    QStringList facts;
    if (type)
        facts << QString::fromStdString(type->model);
    if (row)
        facts << Text::tr("row %1").arg(QString::fromStdString(row->name));
    if (phase)
        facts << QString::fromStdString(phase->name);
    text(QRectF(h.left(), h.top(), h.width(), 26), Qt::AlignLeft | Qt::AlignVCenter, title, 20, true, style.text);
    QFont bold = font;
    bold.setPixelSize(20);
    bold.setBold(true);
    const double titleW = QFontMetricsF(bold).horizontalAdvance(title) + 14;
    text(QRectF(h.left() + titleW, h.top(), h.width() - titleW, 26), Qt::AlignLeft | Qt::AlignVCenter,
        facts.join(QStringLiteral("  ·  ")), 13, false, style.textMuted);

    // Three gauges: power (typical and max against the budget), weight, rack units.
    for (const ElevationLayout::Gauge &g : layout.gauges) {
        text(g.labelRect, Qt::AlignLeft | Qt::AlignVCenter, g.label, kGaugeLabelPx, true, style.textMuted);
        const bool over = g.budget > 0 && g.max > g.budget;
        text(g.valueRect, Qt::AlignLeft | Qt::AlignVCenter, g.value, kGaugeValuePx, over,
            over ? style.over : style.text);
        bar(g.barRect, g.typical, g.max, g.budget);
    }
}

void Painter::face(int f)
{
    const QRectF o = layout.faces[f];
    const double u = layout.uPx;
    text(layout.titles[f], Qt::AlignHCenter | Qt::AlignVCenter, f == 0 ? Text::tr("FRONT") : Text::tr("REAR"), 12, true,
        style.text);

    // Frame, then the empty opening with one line per U.
    const double side = kFramePx + kChannelPx;
    p.setPen(Qt::NoPen);
    p.setBrush(style.frame);
    p.drawRoundedRect(o.adjusted(-side, -kFramePx, side, kFramePx), 3, 3);
    p.setBrush(style.slot);
    p.drawRect(o);
    if (f == 1) { // the side channels 0U devices hang in
        p.setBrush(style.frame.lighter(140));
        for (const QRectF &channel : layout.zeroUChannels)
            p.drawRect(channel);
    }
    p.setPen(QPen(style.slotLine, 1));
    for (int i = 1; i < layout.heightU; ++i)
        p.drawLine(QPointF(o.left(), o.bottom() - i * u), QPointF(o.right(), o.bottom() - i * u));
    // Rail holes: a dot per U on both sides.
    p.setPen(Qt::NoPen);
    p.setBrush(style.slotLine.darker(115));
    for (int i = 0; i < layout.heightU; ++i) {
        const double cy = o.bottom() - (i + 0.5) * u, r = std::clamp(u * 0.12, 1.0, 2.5);
        p.drawEllipse(QPointF(o.left() + 5, cy), r, r);
        p.drawEllipse(QPointF(o.right() - 5, cy), r, r);
    }

    // U numbers, 1 at the bottom; every U when there is room, else every fifth.
    const int step = u >= 11 ? 1 : 5;
    for (int i = 1; i <= layout.heightU; ++i) {
        if (i % step != 0 && i != 1)
            continue;
        const QRectF cell(o.left() - side - kUColumnPx, o.bottom() - i * u, kUColumnPx - 4, u);
        text(cell, Qt::AlignRight | Qt::AlignVCenter, QString::number(i), std::min(11.0, u * 0.75), false,
            style.textMuted);
    }

    for (const ElevationLayout::DeviceBox &box : layout.boxes) {
        if (box.face != f)
            continue;
        const Device *d = index.device(box.device);
        device(*d, index.deviceType(d->device_type), f, box.rect);
    }
}

void Painter::device(const Device &d, const DeviceType *t, int f, QRectF r)
{
    const bool later = isLaterPhase(project, d.phase, options.viewPhase);
    // The device's own front shows on the rack front, unless it is mounted reversed.
    const bool ownFront = (f == 0) != d.reversed;
    const std::string role = t ? t->role : std::string();
    QColor fill = roleColor(role);
    if (!ownFront)
        fill = fill.darker(135);
    p.save();
    if (later)
        p.setOpacity(0.3);
    const QRectF body = deviceBody(r);
    p.setPen(QPen(fill.darker(160), 1));
    p.setBrush(fill);
    p.drawRect(body);
    if (t && t->u_height == 0) { // a 0U device in a side channel: its name runs along it
        p.save();
        p.translate(body.center());
        p.rotate(-90);
        const QRectF along(-body.height() / 2 + 4, -body.width() / 2, body.height() - 8, body.width());
        QFont nf = font;
        nf.setPixelSize(std::max(7, int(body.width() - 3)));
        text(along, Qt::AlignCenter,
            QFontMetricsF(nf).elidedText(QString::fromStdString(d.name), Qt::ElideRight, along.width()),
            body.width() - 3, false, textOn(fill));
        p.restore();
    } else if (role == "blanking") { // ridges of a blanking panel
        p.setPen(QPen(fill.lighter(125), 1));
        for (double y = body.top() + 3; y < body.bottom() - 1; y += 4)
            p.drawLine(QPointF(body.left() + 10, y), QPointF(body.right() - 10, y));
    } else {
        if (t && options.showPorts)
            ports(d, *t, f, body);
        const QColor ink = textOn(fill);
        const double px = std::clamp(layout.uPx * 0.62, 8.0, 13.0);
        QString label = QString::fromStdString(d.name);
        QString model = t ? QString::fromStdString(t->model) : Text::tr("unknown type");
        if (!ownFront)
            model = Text::tr("rear") + QStringLiteral(" · ") + model;
        if (d.reversed)
            model += QStringLiteral(" · ") + Text::tr("reversed");
        QFont nf = font;
        nf.setPixelSize(int(px));
        nf.setBold(true);
        const QFontMetricsF fm(nf);
        const bool twoLines = body.height() >= 2.4 * fm.height();
        const QString line = twoLines ? label : label + QStringLiteral("  ") + model;
        const double advance = twoLines ? std::max(fm.horizontalAdvance(label), fm.horizontalAdvance(model))
                                        : fm.horizontalAdvance(line);
        const double w = std::min(body.width() - 16, advance + 10);
        const QRectF pill(body.left() + 12, body.top() + 1, w,
            std::min(body.height() - 2, twoLines ? 2 * fm.height() + 2 : fm.height() + 1));
        p.setPen(Qt::NoPen);
        QColor back = fill;
        back.setAlphaF(0.85);
        p.setBrush(back);
        p.drawRoundedRect(pill, 2, 2);
        const QRectF textRect = pill.adjusted(4, 0, -2, 0);
        if (twoLines) {
            text(textRect, Qt::AlignLeft | Qt::AlignTop, label, px, true, ink);
            text(textRect.adjusted(0, fm.height(), 0, 0), Qt::AlignLeft | Qt::AlignTop,
                QFontMetricsF(nf).elidedText(model, Qt::ElideRight, textRect.width()), px - 1, false, ink);
        } else {
            p.save();
            p.setClipRect(pill);
            text(textRect, Qt::AlignLeft | Qt::AlignVCenter, label, px, true, ink);
            text(textRect.adjusted(fm.horizontalAdvance(label + QStringLiteral("  ")), 0, 0, 0),
                Qt::AlignLeft | Qt::AlignVCenter, model, px - 1, false, ink);
            p.restore();
        }
    }
    if (later) {
        p.setOpacity(1);
        p.setPen(QPen(style.textMuted, 1, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(body);
    }
    if (d.id == options.selectedDevice) {
        p.setOpacity(1);
        p.setPen(QPen(style.selection, 3));
        p.setBrush(Qt::NoBrush);
        p.drawRect(body.adjusted(-1, -1, 1, 1));
    }
    p.restore();
}

void Painter::ports(const Device &d, const DeviceType &t, int f, QRectF r)
{
    for (const PortTemplate &port : t.ports) {
        if (!portShownOn(d, port, f))
            continue;
        p.setPen(QPen(QColor(0xe8edf2), 0.8));
        p.setBrush(port.management ? palette::managementPort() : palette::port());
        p.drawRect(portRect(t, port, r));
    }
}

} // namespace

QRectF elevationPortRect(const Device &d, const DeviceType &t, int face, QRectF box, int port)
{
    if (port < 0 || std::size_t(port) >= t.ports.size() || t.u_height == 0)
        return {};
    const PortTemplate &shown = t.ports[std::size_t(port)];
    return portShownOn(d, shown, face) ? portRect(t, shown, deviceBody(box)) : QRectF();
}

void paintElevation(
    QPainter &painter, QRectF bounds, const Project &project, Id rackId, const ElevationOptions &options)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    painter.fillRect(bounds, options.style.background);
    const ProjectIndex index(project);
    const Rack *rack = index.rack(rackId);
    if (!rack) {
        painter.setPen(options.style.textMuted);
        painter.drawText(bounds, Qt::AlignCenter, Text::tr("Select a rack to see its elevation."));
        painter.restore();
        return;
    }
    const ElevationLayout layout = layoutElevation(bounds, project, rackId, options);
    Painter p(painter, project, *rack, options, layout);
    if (options.showHeader)
        p.header();
    p.face(0);
    p.face(1);
    painter.restore();
}

} // namespace plenum::app
