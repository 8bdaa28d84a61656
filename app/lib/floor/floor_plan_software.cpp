// SPDX-License-Identifier: GPL-3.0-or-later
// Software fallback of FloorPlanItem: Qt Quick's software renderer (used without a GPU, e.g.
// under QT_QPA_PLATFORM=offscreen) draws no custom geometry nodes, so the same vertex lists are
// painted with QPainter into an image shown by one image node. Slower than the GPU path, which
// stays the one used whenever OpenGL is available.
#include "document/document.h"
#include "floor/floor_plan_item.h"

#include <QPainter>
#include <QQuickWindow>
#include <QSGSimpleTextureNode>
#include <QSGTexture>

#include <memory>

namespace plenum::app {
namespace {

QColor vertexColor(const VertexList::Vertex &v)
{
    return QColor::fromRgba(qUnpremultiply(qRgba(v.r, v.g, v.b, v.a)));
}

void paintTriangles(QPainter &painter, const VertexList::Vertex *v, std::size_t count)
{
    painter.setPen(Qt::NoPen);
    for (std::size_t i = 0; i + 2 < count; i += 3) {
        const QPointF points[3] = { { v[i].x, v[i].y }, { v[i + 1].x, v[i + 1].y }, { v[i + 2].x, v[i + 2].y } };
        painter.setBrush(vertexColor(v[i]));
        painter.drawConvexPolygon(points, 3);
    }
}

void paintLines(QPainter &painter, const VertexList::Vertex *v, std::size_t count)
{
    for (std::size_t i = 0; i + 1 < count; i += 2) {
        QPen pen(vertexColor(v[i]), 0); // cosmetic: one pixel at any zoom, like the GPU lines
        painter.setPen(pen);
        painter.drawLine(QPointF(v[i].x, v[i].y), QPointF(v[i + 1].x, v[i + 1].y));
    }
}

// Owns its texture: the node and the picture it shows live and die together.
struct SoftwareFloorNode : QSGSimpleTextureNode {
    std::unique_ptr<QSGTexture> picture;
};

} // namespace

QSGNode *FloorPlanItem::updateSoftwareNode(QSGNode *old)
{
    auto *node = old ? static_cast<SoftwareFloorNode *>(old) : new SoftwareFloorNode;
    const qreal dpr = window()->effectiveDevicePixelRatio();
    QImage image((size() * dpr).toSize().expandedTo(QSize(1, 1)), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::transparent);

    if (m_document) {
        const Project &project = m_document->project();
        VertexList triangles, lines, grid;
        appendFloor(triangles, lines, project, colors(), m_document->selection()->viewPhaseId());
        appendTileGrid(grid, project, colors());
        m_rackRoles = rackRoles(project);
        std::vector<VertexList::Vertex> fill(project.racks.size() * kRackFillVertices);
        std::vector<VertexList::Vertex> outline(project.racks.size() * kRackLineVertices);
        for (std::size_t slot = 0; slot < project.racks.size(); ++slot)
            writeRackVertices(slot, fill.data() + slot * kRackFillVertices, outline.data() + slot * kRackLineVertices);
        const VertexList band = selectionBand();
        const VertexList highlight = highlightGeometry();

        QPainter painter(&image);
        painter.translate(m_origin);
        painter.scale(m_scale, -m_scale);
        paintTriangles(painter, triangles.vertices.data(), triangles.vertices.size());
        painter.setOpacity(gridOpacity());
        paintLines(painter, grid.vertices.data(), grid.vertices.size());
        painter.setOpacity(1);
        paintTriangles(painter, fill.data(), fill.size());
        paintLines(painter, outline.data(), outline.size());
        paintLines(painter, lines.vertices.data(), lines.vertices.size());
        paintTriangles(painter, highlight.vertices.data(), highlight.vertices.size());
        paintTriangles(painter, band.vertices.data(), band.vertices.size());
    }
    m_staticDirty = m_selectionDirty = m_highlightDirty = false;
    m_dirtyRacks.clear();

    std::unique_ptr<QSGTexture> picture(window()->createTextureFromImage(image));
    node->setTexture(picture.get());
    node->picture = std::move(picture);
    node->setRect(boundingRect());
    return node;
}

} // namespace plenum::app
