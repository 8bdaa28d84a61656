// SPDX-License-Identifier: GPL-3.0-or-later
// The Document's drawing edits (issue #18): the hall outline, obstacles (columns, CRAH and CDU
// units, doors, no-go zones) and pathways drawn on the floor plan. Each runs one core edit
// (edit/hall_edit.h, edit/obstacle_edit.h, edit/pathway_edit.h), which validates and refuses with
// one sentence; the change set becomes one undo step.
#include "document/document.h"

#include "edit/hall_edit.h"
#include "edit/obstacle_edit.h"
#include "edit/pathway_edit.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace plenum::app {
namespace {

Point pointOf(const QVariant &v)
{
    const QPointF p = v.toPointF();
    return { std::llround(p.x()), std::llround(p.y()) };
}

std::vector<Point> pointsOf(const QVariantList &list)
{
    std::vector<Point> points;
    points.reserve(std::size_t(list.size()));
    for (const QVariant &v : list)
        points.push_back(pointOf(v));
    return points;
}

// "<stem> <n>" with the lowest n ≥ 1 that `taken` does not hold.
template <class Taken> std::string numberedName(const std::string &stem, const Taken &taken)
{
    for (int n = 1;; ++n) {
        std::string name = stem + " " + std::to_string(n);
        if (!taken(name))
            return name;
    }
}

// What a user calls an obstacle kind (the stable names are for files and the CLI).
std::string obstacleStem(ObstacleKind kind)
{
    switch (kind) {
    case ObstacleKind::Column:
        return "column";
    case ObstacleKind::Crah:
        return "CRAH";
    case ObstacleKind::Cdu:
        return "CDU";
    case ObstacleKind::Door:
        return "door";
    case ObstacleKind::Other:
        return "no-go zone";
    }
    return "obstacle";
}

const Hall *firstHall(const Project &p)
{
    return p.halls.empty() ? nullptr : &p.halls.front();
}

QVariantList toList(const std::vector<Point> &points)
{
    QVariantList list;
    for (const Point &pt : points)
        list.append(QPointF(double(pt.x_mm), double(pt.y_mm)));
    return list;
}

// How many cables run over a pathway (a change of the pathway removes them: they must be routed
// again). Linear in the cables' route steps.
int cablesOver(const Project &p, qint64 pathway)
{
    int n = 0;
    for (const Cable &c : p.cables)
        n += std::any_of(
            c.route.begin(), c.route.end(), [&](const RouteStep &s) { return qint64(s.pathway) == pathway; });
    return n;
}

} // namespace

bool Document::setHallOutline(const QVariantList &pointsMm)
{
    const Hall *hall = firstHall(m_project);
    if (!hall) {
        reportError(tr("The project has no hall to draw."));
        return false;
    }
    const std::string name = hall->name;
    const QString shown = QString::fromStdString(name);
    return runEdit(tr("Draw outline of hall %1").arg(shown), tr("Drew the outline of hall %1.").arg(shown),
        [&](Project &p) { return edit::setHallOutline(p, name, pointsOf(pointsMm)); });
}

bool Document::setHallSize(qint64 widthMm, qint64 depthMm)
{
    const Hall *hall = firstHall(m_project);
    if (!hall || hall->outline.empty()) {
        reportError(tr("The project has no hall to size."));
        return false;
    }
    if (widthMm <= 0 || depthMm <= 0) {
        reportError(tr("A hall of %1 × %2 mm has no floor.").arg(widthMm).arg(depthMm));
        return false;
    }
    std::int64_t x = std::numeric_limits<std::int64_t>::max(), y = x;
    for (const Point &pt : hall->outline) {
        x = std::min(x, pt.x_mm);
        y = std::min(y, pt.y_mm);
    }
    const std::string name = hall->name;
    const QString shown = QString::fromStdString(name);
    const std::vector<Point> rect { { x, y }, { x + widthMm, y }, { x + widthMm, y + depthMm }, { x, y + depthMm } };
    return runEdit(tr("Resize hall %1").arg(shown),
        tr("Hall %1 is now %2 × %3 m.").arg(shown).arg(double(widthMm) / 1000.0).arg(double(depthMm) / 1000.0),
        [&](Project &p) { return edit::setHallOutline(p, name, rect); });
}

QVariantMap Document::hallInfo() const
{
    const Hall *hall = firstHall(m_project);
    if (!hall || hall->outline.empty())
        return {};
    std::int64_t x0 = std::numeric_limits<std::int64_t>::max(), y0 = x0;
    std::int64_t x1 = std::numeric_limits<std::int64_t>::min(), y1 = x1;
    for (const Point &pt : hall->outline) {
        x0 = std::min(x0, pt.x_mm), y0 = std::min(y0, pt.y_mm);
        x1 = std::max(x1, pt.x_mm), y1 = std::max(y1, pt.y_mm);
    }
    return { { QStringLiteral("widthMm"), qint64(x1 - x0) }, { QStringLiteral("depthMm"), qint64(y1 - y0) },
        { QStringLiteral("corners"), int(hall->outline.size()) }, { QStringLiteral("tileMm"), hall->tile_mm },
        { QStringLiteral("ceilingMm"), hall->ceiling_height_mm },
        { QStringLiteral("name"), QString::fromStdString(hall->name) },
        { QStringLiteral("containment"),
            QString::fromUtf8(toString(hall->containment).data(), qsizetype(toString(hall->containment).size())) },
        { QStringLiteral("raisedFloorMm"), hall->raised_floor ? hall->raised_floor_height_mm : 0 },
        { QStringLiteral("coolingW"), qint64(hall->cooling_capacity_w) } };
}

bool Document::addObstacle(const QString &kind, QRectF rectMm)
{
    const auto parsed = fromString<ObstacleKind>(kind.toStdString());
    if (!parsed) {
        reportError(tr("There is no obstacle kind '%1'.").arg(kind));
        return false;
    }
    const QRectF r = rectMm.normalized();
    const std::int64_t x0 = std::llround(r.left()), x1 = std::llround(r.right());
    const std::int64_t y0 = std::llround(r.top()), y1 = std::llround(r.bottom());
    edit::ObstacleSpec spec;
    spec.kind = *parsed;
    spec.name = numberedName(obstacleStem(*parsed), [&](const std::string &n) {
        return std::any_of(
            m_project.obstacles.begin(), m_project.obstacles.end(), [&](const Obstacle &o) { return o.name == n; });
    });
    spec.outline = { { x0, y0 }, { x1, y0 }, { x1, y1 }, { x0, y1 } };
    const QString shown = QString::fromStdString(spec.name);
    return runEdit(
        tr("Add %1").arg(shown), tr("Added %1.").arg(shown), [&](Project &p) { return edit::addObstacle(p, spec); });
}

bool Document::moveObstacle(qint64 obstacleId, qint64 dxMm, qint64 dyMm)
{
    const std::string id = std::to_string(obstacleId);
    QString shown;
    for (const Obstacle &o : m_project.obstacles)
        if (qint64(o.id) == obstacleId)
            shown = QString::fromStdString(o.name);
    return runEdit(tr("Move %1").arg(shown), tr("Moved %1.").arg(shown),
        [&](Project &p) { return edit::moveObstacle(p, id, dxMm, dyMm); });
}

bool Document::moveObstacleCorner(qint64 obstacleId, int index, QPointF pointMm)
{
    const Obstacle *obstacle = nullptr;
    for (const Obstacle &o : m_project.obstacles)
        if (qint64(o.id) == obstacleId)
            obstacle = &o;
    if (!obstacle || index < 0 || std::size_t(index) >= obstacle->outline.size()) {
        reportError(tr("There is no corner %1 of an obstacle with id %2.").arg(index + 1).arg(obstacleId));
        return false;
    }
    std::vector<Point> outline = obstacle->outline;
    outline[std::size_t(index)] = { std::llround(pointMm.x()), std::llround(pointMm.y()) };
    const std::string id = std::to_string(obstacleId);
    const QString shown = QString::fromStdString(obstacle->name);
    return runEdit(tr("Reshape %1").arg(shown), tr("Reshaped %1.").arg(shown),
        [&](Project &p) { return edit::reshapeObstacle(p, id, outline); });
}

bool Document::deleteObstacle(qint64 obstacleId)
{
    const std::string id = std::to_string(obstacleId);
    QString shown;
    for (const Obstacle &o : m_project.obstacles)
        if (qint64(o.id) == obstacleId)
            shown = QString::fromStdString(o.name);
    return runEdit(tr("Delete %1").arg(shown), tr("Deleted %1.").arg(shown),
        [&](Project &p) { return edit::deleteObstacle(p, id); });
}

QVariantMap Document::obstacleInfo(qint64 obstacleId) const
{
    for (const Obstacle &o : m_project.obstacles)
        if (qint64(o.id) == obstacleId)
            return { { QStringLiteral("id"), qint64(o.id) }, { QStringLiteral("name"), QString::fromStdString(o.name) },
                { QStringLiteral("kind"),
                    QString::fromUtf8(toString(o.kind).data(), qsizetype(toString(o.kind).size())) },
                { QStringLiteral("outline"), toList(o.outline) }, { QStringLiteral("locked"), o.locked } };
    return {};
}

bool Document::addPathway(const QVariantList &pointsMm, const QVariantMap &options)
{
    const QString kindText = options.value(QStringLiteral("kind"), QStringLiteral("tray")).toString();
    const QString serviceText = options.value(QStringLiteral("service"), QStringLiteral("data")).toString();
    const auto kind = fromString<PathwayKind>(kindText.toStdString());
    const auto service = fromString<Service>(serviceText.toStdString());
    if (!kind || !service) {
        reportError(kind ? tr("There is no pathway service '%1'.").arg(serviceText)
                         : tr("There is no pathway kind '%1'.").arg(kindText));
        return false;
    }
    const qint64 height = options.value(QStringLiteral("heightMm"), 2700).toLongLong();
    edit::PathwaySpec spec;
    spec.kind = *kind;
    spec.service = *service;
    spec.width_mm = options.value(QStringLiteral("widthMm"), 300).toInt();
    spec.loading_depth_mm = options.value(QStringLiteral("depthMm"), 100).toInt();
    for (const Point &pt : pointsOf(pointsMm))
        spec.points.push_back({ pt.x_mm, pt.y_mm, height });
    spec.name = numberedName(kindText.toStdString(), [&](const std::string &n) {
        return std::any_of(
            m_project.pathways.begin(), m_project.pathways.end(), [&](const Pathway &pw) { return pw.name == n; });
    });
    const QString shown = QString::fromStdString(spec.name);
    return runEdit(
        tr("Add %1").arg(shown), tr("Added %1.").arg(shown), [&](Project &p) { return edit::addPathway(p, spec); });
}

QString Document::pathwayDone(const QString &done, qint64 pathwayId) const
{
    const int cables = cablesOver(m_project, pathwayId);
    return cables == 0 ? done : tr("%1 %n cable(s) over it must be routed again.", nullptr, cables).arg(done);
}

bool Document::movePathwayPoint(qint64 pathwayId, int index, QPointF pointMm)
{
    const Pathway *pw = nullptr;
    for (const Pathway &candidate : m_project.pathways)
        if (qint64(candidate.id) == pathwayId)
            pw = &candidate;
    if (!pw || index < 0 || std::size_t(index) >= pw->points.size()) {
        reportError(tr("There is no point %1 of a pathway with id %2.").arg(index + 1).arg(pathwayId));
        return false;
    }
    std::vector<Point3> points = pw->points;
    points[std::size_t(index)].x_mm = std::llround(pointMm.x());
    points[std::size_t(index)].y_mm = std::llround(pointMm.y());
    const QString shown = QString::fromStdString(pw->name);
    return runEdit(tr("Reshape %1").arg(shown), pathwayDone(tr("Reshaped %1.").arg(shown), pathwayId),
        [&](Project &p) { return edit::reshapePathway(p, Id(pathwayId), points); });
}

bool Document::movePathway(qint64 pathwayId, qint64 dxMm, qint64 dyMm)
{
    QString shown;
    for (const Pathway &pw : m_project.pathways)
        if (qint64(pw.id) == pathwayId)
            shown = QString::fromStdString(pw.name);
    return runEdit(tr("Move %1").arg(shown), pathwayDone(tr("Moved %1.").arg(shown), pathwayId),
        [&](Project &p) { return edit::movePathway(p, Id(pathwayId), dxMm, dyMm, 0); });
}

bool Document::deletePathway(qint64 pathwayId)
{
    QString shown;
    for (const Pathway &pw : m_project.pathways)
        if (qint64(pw.id) == pathwayId)
            shown = QString::fromStdString(pw.name);
    return runEdit(tr("Delete %1").arg(shown), pathwayDone(tr("Deleted %1.").arg(shown), pathwayId),
        [&](Project &p) { return edit::deletePathway(p, Id(pathwayId)); });
}

QVariantMap Document::pathwayInfo(qint64 pathwayId) const
{
    for (const Pathway &pw : m_project.pathways) {
        if (qint64(pw.id) != pathwayId)
            continue;
        QVariantList points;
        for (const Point3 &pt : pw.points)
            points.append(QPointF(double(pt.x_mm), double(pt.y_mm)));
        const auto text = [](std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); };
        return { { QStringLiteral("id"), qint64(pw.id) }, { QStringLiteral("name"), QString::fromStdString(pw.name) },
            { QStringLiteral("kind"), text(toString(pw.kind)) },
            { QStringLiteral("service"), text(toString(pw.service)) }, { QStringLiteral("widthMm"), pw.width_mm },
            { QStringLiteral("depthMm"), pw.loading_depth_mm },
            { QStringLiteral("heightMm"), qint64(pw.points.empty() ? 0 : pw.points.front().z_mm) },
            { QStringLiteral("points"), points } };
    }
    return {};
}

} // namespace plenum::app
