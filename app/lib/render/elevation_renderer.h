// SPDX-License-Identifier: GPL-3.0-or-later
// Rack elevation drawing (DESIGN.md §9 "printable rack elevations"): the front and rear of one
// rack side by side, U numbered from 1 at the bottom, devices at their U coloured by role with
// name and model, reversed devices' fronts on the rack's rear, ports on the face they are on,
// empty U and blanking panels, and a header with power, weight and U use. Pure QPainter, so the
// screen (ElevationItem), PDF export and printing share it.
#pragma once

#include "model/project.h"
#include "model/rack_load.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace plenum::app {

struct ElevationStyle {
    QColor background { 0xffffff };
    QColor text { 0x1e2730 };
    QColor textMuted { 0x5d6a78 };
    QColor frame { 0x37414d };
    QColor slot { 0xf1f4f7 }; // an empty U
    QColor slotLine { 0xd5dbe2 };
    QColor selection { 0xf59e0b };
    QColor over { 0xc62828 }; // a budget exceeded
    QColor ok { 0x2e7d32 };
    QString fontFamily; // empty: the application font
};

struct ElevationOptions {
    Id viewPhase = kNoId; // devices added after this phase are ghosted (kNoId: the first phase)
    bool showLaterPhases = true; // false: later devices are left out instead of ghosted
    Id selectedDevice = kNoId;
    bool showPorts = true;
    bool showHeader = true;
    ElevationStyle style;
};

// Sums for the header: the devices of the rack that exist at the viewed phase.
// The core's one rack load (model/rack_load.h) of the devices shown in `viewPhase` (kNoId: all).
using plenum::RackLoad;
RackLoad rackLoad(const Project &project, Id rack, Id viewPhase);

// The colour that marks a device role ("gpu-node", "leaf", "storage", …) in every view and legend.
QColor roleColor(std::string_view role); // palette::role (render/palette.h)

// Where everything goes inside `bounds`; also what hit-testing uses.
struct ElevationLayout {
    struct DeviceBox {
        Id device = kNoId;
        int face = 0; // 0 front, 1 rear of the rack
        QRectF rect;
    };
    // One of the header's three sums: its caption, then its value (the longest wording that fits
    // the column at the header's font, else elided) on the line below, then its bar.
    struct Gauge {
        QString label, value;
        QRectF labelRect, valueRect, barRect;
        double typical = 0, max = 0, budget = 0;
    };
    QRectF header;
    Gauge gauges[3]; // power, weight, space
    QRectF faces[2]; // the 19" opening of the front and of the rear
    // The rear's left and right side channels beside the rails, where 0U devices (vertical PDUs)
    // hang: outside the U column, so they never cover U 1.
    QRectF zeroUChannels[2];
    QRectF titles[2];
    double uPx = 0;
    int heightU = 0;
    std::vector<DeviceBox> boxes;
    Id deviceAt(QPointF point) const;
};
ElevationLayout layoutElevation(QRectF bounds, const Project &project, Id rack, const ElevationOptions &options);

void paintElevation(QPainter &painter, QRectF bounds, const Project &project, Id rack, const ElevationOptions &options);

// Where port `port` (an index into t.ports) of `d` is drawn in its layout box `box` on rack face
// `face` (0 front, 1 rear); empty when that face does not show the port (or `port` is no port).
QRectF elevationPortRect(const Device &d, const DeviceType &t, int face, QRectF box, int port);

} // namespace plenum::app
