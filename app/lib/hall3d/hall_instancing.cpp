// SPDX-License-Identifier: GPL-3.0-or-later
#include "hall3d/hall_instancing.h"

#include "document/document.h"
#include "floor/floor_geometry.h"
#include "floor/highlight.h"
#include "floor/rack_roles.h"
#include "model/index.h"
#include "render/phases.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>

namespace plenum::app {
namespace {

constexpr float kCm = 0.1f; // scene units per millimetre
constexpr float kCubeScale = 0.001f; // the #Cube mesh is 100 units: millimetres → its scale
constexpr double kRackPlinthMm = 150; // frame above and below the U space
constexpr float kLabelLiftCm = 60; // rack names float above the overhead trays
constexpr double kColdAisleMm = 1200, kHotAisleMm = 600;
constexpr int kObstacleHeightMm = 3000;
constexpr double kRackGapMm = 14; // neighbouring racks are drawn apart so each reads as one box

QVector3D scenePoint(double xMm, double yMm, double zMm)
{
    return { float(xMm) * kCm, float(zMm) * kCm, -float(yMm) * kCm };
}
double rackHeightMm(const RackType *type)
{
    return (type ? double(rackUnitsToMm(type->height_u)) : 2000.0) + kRackPlinthMm;
}

} // namespace

HallInstancing::HallInstancing(QQuick3DObject *parent)
    : QQuick3DInstancing(parent)
{
    connect(this, &HallInstancing::colorsChanged, this, &HallInstancing::refresh);
}

void HallInstancing::setDocument(Document *document)
{
    if (!switchDocument(this, m_document, document))
        return;
    m_rolesRevision = -1; // another document's revisions say nothing of this one's racks
    if (m_document) {
        connect(m_document, &Document::projectReset, this, &HallInstancing::refresh);
        connect(m_document, &Document::rackChanged, this, &HallInstancing::refresh);
        connect(m_document, &Document::contentChanged, this, &HallInstancing::refresh);
        connect(m_document->selection(), &Selection::changed, this, &HallInstancing::refresh);
        connect(m_document->selection(), &Selection::viewPhaseChanged, this, &HallInstancing::refresh);
        auto marksChanged = [this] {
            if (m_kind == Kind::Racks || m_kind == Kind::Pathways)
                refresh();
        };
        connect(m_document->selection(), &Selection::highlightChanged, this, marksChanged);
        connect(m_document->selection(), &Selection::cableChanged, this, marksChanged);
        connect(m_document, &Document::cablesChanged, this, marksChanged);
    }
    emit documentChanged();
    refresh();
}

void HallInstancing::setKind(Kind kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    emit kindChanged();
    refresh();
}

void HallInstancing::refresh()
{
    updateBounds();
    markDirty();
}

void HallInstancing::updateBounds()
{
    static const Project empty;
    const QRectF box = projectBounds(m_document ? m_document->project() : empty);
    const QVector3D centre = box.isEmpty() ? QVector3D() : scenePoint(box.center().x(), box.center().y(), 0);
    const float extent = box.isEmpty() ? 1000.f : float(std::hypot(box.width(), box.height())) * kCm;
    const QVector3D floor(float(box.width()) * kCm, 0, float(box.height()) * kCm);
    if (centre == m_centre && extent == m_extent && floor == m_floorSize)
        return;
    m_centre = centre;
    m_extent = extent;
    m_floorSize = floor;
    emit boundsChanged();
}

std::vector<HallInstancing::Box> HallInstancing::rackBoxes() const
{
    std::vector<Box> boxes;
    if (!m_document)
        return boxes;
    const Project &project = m_document->project();
    const ProjectIndex index(project);
    boxes.reserve(project.racks.size());
    for (const Rack &rack : project.racks) {
        const RackType *type = index.rackType(rack.rack_type);
        const double h = rackHeightMm(type);
        // No rack type, no size (as the floor plan draws it): a checked project names one for every rack.
        const double w = type ? double(type->width_mm - kRackGapMm) : 0.0;
        const double d = type ? double(type->depth_mm - kRackGapMm) : 0.0;
        boxes.push_back({ rack.id, scenePoint(double(rack.position.x_mm), double(rack.position.y_mm), h / 2),
            QVector3D(float(w), float(h), float(d)) * (kCm / 2), -float(rack.rotation_deg) });
    }
    return boxes;
}

QVariantList HallInstancing::rackLabelsNear(QVector3D point, float radius, int max) const
{
    if (!m_document || max <= 0)
        return {};
    const Project &project = m_document->project();
    struct Near {
        float distance;
        std::size_t slot;
        QVector3D top;
    };
    std::vector<Near> near;
    const std::vector<Box> boxes = rackBoxes(); // in project.racks order
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        const QVector3D d = boxes[i].centre - point;
        const float distance = std::hypot(d.x(), d.z());
        if (distance <= radius)
            near.push_back({ distance, i, boxes[i].centre + QVector3D(0, boxes[i].halfSize.y() + kLabelLiftCm, 0) });
    }
    std::sort(near.begin(), near.end(), [](const Near &a, const Near &b) { return a.distance < b.distance; });
    if (near.size() > std::size_t(max))
        near.resize(std::size_t(max));
    QVariantList labels;
    for (const Near &n : near) {
        const Rack &rack = project.racks[n.slot];
        labels.append(QVariantMap { { QStringLiteral("rackId"), qint64(rack.id) },
            { QStringLiteral("name"), QString::fromStdString(rack.name) }, { QStringLiteral("position"), n.top },
            { QStringLiteral("later"), isLaterPhase(project, rack.phase, m_document->selection()->viewPhaseId()) } });
    }
    return labels;
}

QByteArray HallInstancing::getInstanceBuffer(int *instanceCount)
{
    QByteArray buffer;
    auto add = [&buffer](QVector3D position, QVector3D sizeMm, float yawDeg, const QColor &color) {
        const auto entry = calculateTableEntry(position, sizeMm * kCubeScale, QVector3D(0, yawDeg, 0), color);
        buffer.append(reinterpret_cast<const char *>(&entry), sizeof(entry));
    };
    static const Project empty;
    const Project &project = m_document ? m_document->project() : empty;
    const Id viewPhase = m_document ? m_document->selection()->viewPhaseId() : kNoId;
    const Id selected = m_document ? m_document->selection()->rackId() : kNoId;
    const ProjectIndex index(project);
    const HighlightShapes marked = m_document && (m_kind == Kind::Racks || m_kind == Kind::Pathways)
        ? m_document->selection()->highlightShapes()
        : HighlightShapes();

    switch (m_kind) {
    case Kind::Racks:
    case Kind::RackFronts: {
        const RackColors colors { m_color, m_laterColor, m_gpuColor, m_networkColor, m_storageColor, m_floorColor };
        const int revision = m_document ? m_document->revision() : -1;
        if (m_kind == Kind::Racks && (m_rolesRevision != revision || m_roleOf.empty())) {
            // Roles change with the model only, not with the selection or highlight: once per revision.
            const std::vector<RackRole> roles = rackRoles(project);
            m_roleOf.clear();
            for (std::size_t i = 0; i < roles.size(); ++i)
                m_roleOf.emplace(project.racks[i].id, roles[i]);
            m_rolesRevision = revision;
        }
        const auto roleOf = [this](Id rack) {
            auto it = m_roleOf.find(rack);
            return it == m_roleOf.end() ? RackRole::Other : it->second;
        };
        for (const Box &b : rackBoxes()) {
            const Rack *rack = index.rack(b.rack);
            const bool later = isLaterPhase(project, rack->phase, viewPhase);
            const QVector3D size = b.halfSize * (2 / kCm);
            if (m_kind == Kind::Racks) {
                add(b.centre, size, b.yawDeg,
                    b.rack == selected               ? m_selectionColor
                        : marked.racks.count(b.rack) ? m_highlightColor
                                                     : colors.fill(roleOf(b.rack), later));
            } else { // a thin slab on the front (cold-aisle) face shows which way the rack faces
                const double r = qDegreesToRadians(double(rack->rotation_deg));
                const double offset = size.z() / 2 - 8;
                const QVector3D at
                    = b.centre + QVector3D(float(std::sin(r) * offset), 0, -float(std::cos(r) * offset)) * kCm;
                add(at, QVector3D(size.x() * 0.92f, size.y() * 0.94f, 20), b.yawDeg, later ? m_laterColor : m_color);
            }
        }
        break;
    }
    case Kind::Pathways:
        for (const Pathway &pw : project.pathways) {
            if (isLaterPhase(project, pw.phase, viewPhase))
                continue;
            const QColor &serviceColor = pw.service == Service::Fiber ? m_fiberColor
                : pw.service == Service::Power                        ? m_powerColor
                                                                      : m_color;
            for (std::size_t i = 0; i + 1 < pw.points.size(); ++i) {
                const QColor &color = marked.segments.count({ pw.id, int(i) }) ? m_highlightColor : serviceColor;
                const Point3 &a = pw.points[i], &b = pw.points[i + 1];
                const double dx = double(b.x_mm - a.x_mm), dy = double(b.y_mm - a.y_mm), dz = double(b.z_mm - a.z_mm);
                const double flat = std::hypot(dx, dy);
                const QVector3D mid = scenePoint((a.x_mm + b.x_mm) / 2.0, (a.y_mm + b.y_mm) / 2.0,
                    (a.z_mm + b.z_mm) / 2.0 + pw.loading_depth_mm / 2.0);
                if (flat < 1) // a riser
                    add(mid, QVector3D(float(pw.width_mm), float(std::abs(dz)), float(pw.loading_depth_mm)), 0, color);
                else
                    add(mid, QVector3D(float(flat + pw.width_mm), float(pw.loading_depth_mm), float(pw.width_mm)),
                        float(qRadiansToDegrees(std::atan2(dy, dx))), color);
            }
        }
        break;
    case Kind::Aisles:
        for (const RowExtent &e : rowExtents(project)) {
            const float yaw = float(qRadiansToDegrees(std::atan2(e.side.y(), e.side.x())));
            const double s = (e.sMin + e.sMax) / 2, length = e.sMax - e.sMin;
            const QPointF cold = e.at(s, e.fMax + kColdAisleMm / 2), hot = e.at(s, e.fMin - kHotAisleMm / 2);
            add(scenePoint(cold.x(), cold.y(), 5), QVector3D(float(length), 10, float(kColdAisleMm)), yaw, m_color);
            add(scenePoint(hot.x(), hot.y(), 5), QVector3D(float(length), 10, float(kHotAisleMm)), yaw, m_laterColor);
        }
        break;
    case Kind::Obstacles:
        for (const Obstacle &o : project.obstacles) {
            QRectF box;
            for (const Point &p : o.outline)
                box = box.united(QRectF(QPointF(double(p.x_mm), double(p.y_mm)), QSizeF(0.001, 0.001)));
            add(scenePoint(box.center().x(), box.center().y(), kObstacleHeightMm / 2.0),
                QVector3D(float(box.width()), float(kObstacleHeightMm), float(box.height())), 0, m_color);
        }
        break;
    }
    m_count = int(buffer.size() / qsizetype(sizeof(InstanceTableEntry)));
    if (instanceCount)
        *instanceCount = m_count;
    return buffer;
}

QVector3D HallInstancing::rackCentre(qint64 rackId) const
{
    for (const Box &b : rackBoxes())
        if (b.rack == rackId)
            return b.centre;
    return {};
}

qint64 HallInstancing::rackAtRay(QVector3D origin, QVector3D through) const
{
    const QVector3D dir = through - origin;
    if (dir.isNull())
        return 0;
    static const Project empty;
    const Project &project = m_document ? m_document->project() : empty;
    const Id viewPhase = m_document ? m_document->selection()->viewPhaseId() : kNoId;
    const ProjectIndex index(project);
    float best = std::numeric_limits<float>::max();
    qint64 hit = 0;
    for (const Box &b : rackBoxes()) {
        if (isLaterPhase(project, index.rack(b.rack)->phase, viewPhase))
            continue; // not built yet at the shown phase: drawn pale, not pickable
        // Into the box's frame: undo the translation, then the yaw about y.
        const float a = qDegreesToRadians(b.yawDeg), c = std::cos(a), s = std::sin(a);
        auto local = [c, s](QVector3D v) { return QVector3D(v.x() * c - v.z() * s, v.y(), v.x() * s + v.z() * c); };
        const QVector3D o = local(origin - b.centre), d = local(dir);
        float tMin = 0, tMax = std::numeric_limits<float>::max();
        bool miss = false;
        for (int axis = 0; axis < 3 && !miss; ++axis) {
            if (std::abs(d[axis]) < 1e-6f) {
                miss = std::abs(o[axis]) > b.halfSize[axis];
                continue;
            }
            float t1 = (-b.halfSize[axis] - o[axis]) / d[axis], t2 = (b.halfSize[axis] - o[axis]) / d[axis];
            if (t1 > t2)
                std::swap(t1, t2);
            tMin = std::max(tMin, t1);
            tMax = std::min(tMax, t2);
            miss = tMin > tMax;
        }
        if (!miss && tMin < best) {
            best = tMin;
            hit = b.rack;
        }
    }
    return hit;
}

} // namespace plenum::app
