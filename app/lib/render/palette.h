// SPDX-License-Identifier: GPL-3.0-or-later
// The one table of colours that mean something — a device's role, a rack's role, a pathway's
// service, a highlighted finding, the selected route — for every view and every printed sheet:
// the elevation renderer, the floor plan, the 3D hall, the PDF/PNG exports and, through the
// `Colors` QML singleton (colors.h), Theme.qml and the legends. Surfaces (paper, panels, text)
// belong to each theme and are not here.
#pragma once

#include "model/types.h"

#include <QColor>

#include <string_view>
#include <vector>

namespace plenum::app::palette {

// A device role's colour ("gpu-node", "leaf", "spine", "storage", "pdu", …); grey for others.
QColor role(std::string_view role);
// The roles with a colour of their own, in legend order.
std::vector<std::string_view> roles();

// Ports on an elevation's faces.
inline QColor port()
{
    return QColor(0x1b2329);
}
inline QColor managementPort()
{
    return QColor(0xf2c14e);
}

// Racks by what fills them (rack_roles.h), on the floor plan and in the 3D hall: the colour of
// their devices' role; a rack of no particular role takes the leaf blue.
inline QColor rackOther()
{
    return role("leaf");
}
inline QColor rackGpu()
{
    return role("gpu-node");
}
inline QColor rackNetwork()
{
    return role("spine");
}
inline QColor rackStorage()
{
    return role("storage");
}

// Pathways by service, on screen and on paper alike.
inline QColor pathwayData()
{
    return QColor(0xe07b12);
}
inline QColor pathwayFiber()
{
    return QColor(0xc2185b);
}
inline QColor pathwayPower()
{
    return QColor(0xd32f2f);
}

// Floor obstacles by kind (issue #18): a CRAH (air cooling) light blue, a CDU (liquid cooling)
// teal, a door wood brown, a no-go zone red (hatched over a faint fill of it). A column is
// structure: the floor plan draws it in its theme's obstacle grey, like the walls; this grey is
// for places without a theme.
QColor obstacle(ObstacleKind kind);

inline QColor selection()
{
    return QColor(0xf59e0b);
}
inline QColor highlight()
{
    return QColor(0xe53935);
} // the racks and devices of the picked finding
inline QColor route()
{
    return QColor(0x00a8e8);
} // the selected cable's route
// An imported discovery (issue #19): miswired and swapped cables red, missing ones dashed in violet
// (apart from every role, pathway and floor colour, on the light and the dark floor).
inline QColor asbuiltWrong()
{
    return QColor(0xd50000);
}
inline QColor asbuiltMissing()
{
    return QColor(0xaa00ff);
}
// A difference of an imported discovery by its kind (asbuilt::toString(DiffKind): "miswired",
// "swapped", "missing", "degraded", "unknown-device", "extra"), in the as-built panel and on the
// printed fix list: wrong cables in asbuiltWrong, missing ones in asbuiltMissing as on the floor
// plan, a degraded link amber, a device or link the plan does not know blue.
QColor asbuiltKind(std::string_view kind);

} // namespace plenum::app::palette
