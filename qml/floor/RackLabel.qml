// SPDX-License-Identifier: GPL-3.0-or-later
// A rack's name, centred on its footprint (FloorPlanItem.labels gives positions in pixels).
import QtQuick
import Plenum

Text {
    required property var modelData

    x: Math.round(modelData.x - width / 2)
    y: Math.round(modelData.y - height / 2)
    text: modelData.name
    color: modelData.future ? Theme.rackLabelFuture : Theme.rackLabel
    font.pixelSize: Theme.fontSmall
    font.bold: true
}
