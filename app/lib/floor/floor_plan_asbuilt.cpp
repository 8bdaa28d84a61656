// SPDX-License-Identifier: GPL-3.0-or-later
// FloorPlanItem's as-built marks (issue #19): the differences of an imported discovery per class
// (models/asbuilt_marks.h), stroked under the highlight — miswired and swapped cables solid,
// missing cables dashed, both a few pixels wide at any zoom.
#include "document/document.h"
#include "floor/floor_plan_item.h"
#include "models/asbuilt_model.h"

#include <algorithm>
#include <cmath>

namespace plenum::app {

namespace {

constexpr double kStrokePx = 3;
constexpr double kDashPx = 10, kGapPx = 6;

void appendStroke(VertexList &out, QPointF a, QPointF b, double half, const QColor &color)
{
    const QLineF line(a, b);
    const double length = line.length();
    if (length <= 0)
        return;
    const QPointF n(-line.dy() / length * half, line.dx() / length * half);
    out.quad(a + n, b + n, b - n, a - n, color);
}

// Dashes along a line, `dash` on and `gap` off (world millimetres); calls `each(from, to)`. The
// pattern is anchored in the world, not at the line's start, so lines that overlap (a cable's drop
// along its own tray, two cables in one tray) dash in step instead of filling each other's gaps.
template <typename Each> void dashes(QLineF line, double dash, double gap, Each &&each)
{
    const double length = line.length();
    if (length <= 0 || dash <= 0)
        return;
    if (line.dx() < 0 || (line.dx() == 0 && line.dy() < 0))
        line = QLineF(line.p2(), line.p1()); // one direction per orientation
    const QPointF dir = (line.p2() - line.p1()) / length;
    const double period = dash + gap;
    const double start = QPointF::dotProduct(line.p1(), dir); // where the line starts on its axis
    for (double at = std::floor(start / period) * period - start; at < length; at += period) {
        const double from = std::max(at, 0.0), to = std::min(at + dash, length);
        if (to > from)
            each(line.pointAt(from / length), line.pointAt(to / length));
    }
}

} // namespace

void FloorPlanItem::setAsbuilt(AsbuiltModel *model)
{
    if (model == m_asbuilt)
        return;
    if (m_asbuilt)
        disconnect(m_asbuilt, nullptr, this, nullptr);
    m_asbuilt = model;
    if (m_asbuilt) {
        connect(m_asbuilt, &AsbuiltModel::reportChanged, this, [this] {
            refreshAsbuilt();
            update();
        });
        connect(m_asbuilt, &QObject::destroyed, this, [this] { setAsbuilt(nullptr); });
    }
    refreshAsbuilt();
    update();
}

void FloorPlanItem::refreshAsbuilt()
{
    m_asbuiltMarks = m_asbuilt && m_document && m_asbuilt->loaded()
        ? asbuiltMarks(m_document->project(), m_asbuilt->report())
        : AsbuiltMarks();
    m_highlightDirty = true;
    emit asbuiltChanged();
}

int FloorPlanItem::asbuiltDashCount() const
{
    int n = 0;
    for (const QLineF &line : m_asbuiltMarks.missing_lines)
        dashes(line, kDashPx / m_scale, kGapPx / m_scale, [&](QPointF, QPointF) { ++n; });
    return n;
}

void FloorPlanItem::appendAsbuiltGeometry(VertexList &out) const
{
    const double half = kStrokePx / 2 / m_scale;
    for (const QLineF &line : m_asbuiltMarks.wrong_lines)
        appendStroke(out, line.p1(), line.p2(), half, m_asbuiltWrongColor);
    for (const QLineF &line : m_asbuiltMarks.missing_lines)
        dashes(line, kDashPx / m_scale, kGapPx / m_scale,
            [&](QPointF a, QPointF b) { appendStroke(out, a, b, half, m_asbuiltMissingColor); });
}

} // namespace plenum::app
