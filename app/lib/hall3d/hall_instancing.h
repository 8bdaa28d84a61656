// SPDX-License-Identifier: GPL-3.0-or-later
// Instance tables for the 3D hall (DESIGN.md §11: "use instancing in 3D"): one unit cube model
// draws every rack (or rack front, pathway segment, aisle tint, obstacle) of the Document, so
// thousands of racks cost one draw call. Scene units are centimetres, x east, y up, z south.
// The Racks table also answers picking: rackAtRay() intersects a view ray with the rack boxes.
#pragma once

#include "floor/rack_roles.h"
#include "model/project.h"
#include "render/palette.h"

#include <QColor>
#include <QVariantList>
#include <QVector3D>
#include <QtQml/qqmlregistration.h>
#include <QtQuick3D/QQuick3DInstancing>

#include <unordered_map>
#include <vector>

namespace plenum::app {

class Document;

class HallInstancing : public QQuick3DInstancing {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(plenum::app::Document *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(Kind kind READ kind WRITE setKind NOTIFY kindChanged)
    Q_PROPERTY(QColor color MEMBER m_color NOTIFY colorsChanged) // racks, fronts, aisles (cold)
    Q_PROPERTY(QColor laterColor MEMBER m_laterColor NOTIFY colorsChanged) // later phase; hot aisle
    Q_PROPERTY(QColor selectionColor MEMBER m_selectionColor NOTIFY colorsChanged)
    // Racks by role, as the floor plan fills them (color is a rack of no particular role).
    Q_PROPERTY(QColor gpuColor MEMBER m_gpuColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor networkColor MEMBER m_networkColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor storageColor MEMBER m_storageColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor floorColor MEMBER m_floorColor NOTIFY colorsChanged) // later racks wash towards it
    // Racks of the Document's highlight (a check finding) and the selected cable's route segments.
    Q_PROPERTY(QColor highlightColor MEMBER m_highlightColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor fiberColor MEMBER m_fiberColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor powerColor MEMBER m_powerColor NOTIFY colorsChanged)
    Q_PROPERTY(QVector3D centre READ centre NOTIFY boundsChanged) // of all halls and racks
    Q_PROPERTY(float extent READ extent NOTIFY boundsChanged) // diagonal of that box
    Q_PROPERTY(QVector3D floorSize READ floorSize NOTIFY boundsChanged)

public:
    enum class Kind { Racks, RackFronts, Pathways, Aisles, Obstacles };
    Q_ENUM(Kind)

    explicit HallInstancing(QQuick3DObject *parent = nullptr);

    Document *document() const { return m_document; }
    void setDocument(Document *document);
    Kind kind() const { return m_kind; }
    void setKind(Kind kind);
    QVector3D centre() const { return m_centre; }
    float extent() const { return m_extent; }
    QVector3D floorSize() const { return m_floorSize; }

    // The nearest rack hit by the ray from `origin` through `through` (scene units), or 0.
    Q_INVOKABLE qint64 rackAtRay(QVector3D origin, QVector3D through) const;
    // The centre of rack `rackId`'s box (scene units), or (0, 0, 0) when there is no such rack.
    Q_INVOKABLE QVector3D rackCentre(qint64 rackId) const;
    // Name labels for the racks whose centre lies within `radius` (horizontally) of `point`, nearest
    // first, at most `max`: [{rackId, name, position (just above the rack top), later}]. The view
    // shows them only when zoomed in, so a hall of thousands of racks never makes thousands of texts.
    Q_INVOKABLE QVariantList rackLabelsNear(QVector3D point, float radius, int max) const;
    // Builds the table now and returns its number of instances (for tests and statistics).
    int instanceCountNow() { return (void)getInstanceBuffer(nullptr), m_count; }

signals:
    void documentChanged();
    void kindChanged();
    void colorsChanged();
    void boundsChanged();

protected:
    QByteArray getInstanceBuffer(int *instanceCount) override;

private:
    struct Box {
        Id rack;
        QVector3D centre, halfSize; // centimetres
        float yawDeg;
    };
    void refresh();
    void updateBounds();
    std::vector<Box> rackBoxes() const;

    Document *m_document = nullptr;
    Kind m_kind = Kind::Racks;
    QColor m_highlightColor { palette::highlight() };
    QColor m_color { palette::rackOther() }, m_laterColor { 0xbcd3ec }, m_selectionColor { palette::selection() },
        m_fiberColor { palette::pathwayFiber() }, m_powerColor { palette::pathwayPower() },
        m_gpuColor { palette::rackGpu() }, m_networkColor { palette::rackNetwork() },
        m_storageColor { palette::rackStorage() }, m_floorColor { 0xeceff1 };
    QVector3D m_centre, m_floorSize;
    float m_extent = 1000;
    int m_count = 0;
    std::unordered_map<Id, RackRole> m_roleOf; // racks' roles at m_rolesRevision (the Racks table)
    int m_rolesRevision = -1;
};

} // namespace plenum::app
