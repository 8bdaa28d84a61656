// SPDX-License-Identifier: GPL-3.0-or-later
// The cable schedule's filters: rack (either end), media, phase, rule (a finding code), and a text
// search over labels and ends; with the number of cables shown. They flow onto a second line when
// the window is narrow, so none leaves it (issue 15, point 7).
import QtQuick
import QtQuick.Controls
import Plenum

Rectangle {
    id: bar

    required property CableTableModel source
    required property CableFilterModel filter

    implicitHeight: row.implicitHeight + Theme.spacing * 2
    implicitWidth: 320
    color: Theme.window

    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: 1
        color: Theme.panelBorder
    }

    component Filter: ComboBox {
        required property string allText
        required property var values
        property string value: currentIndex > 0 ? values[currentIndex - 1] : ""
        width: 130
        model: [allText].concat(values)
        onValuesChanged: currentIndex = 0
    }

    Flow {
        id: row
        x: Theme.spacing
        y: Theme.spacing
        width: bar.width - 2 * Theme.spacing
        spacing: Theme.spacing

        Filter {
            objectName: "rackFilter"
            allText: qsTr("All racks")
            values: bar.source.racks
            onValueChanged: bar.filter.rack = value
        }
        Filter {
            objectName: "mediaFilter"
            allText: qsTr("All media")
            values: bar.source.media
            onValueChanged: bar.filter.media = value
        }
        Filter {
            objectName: "phaseFilter"
            allText: qsTr("All phases")
            values: bar.source.phases
            onValueChanged: bar.filter.phase = value
        }
        Filter {
            objectName: "ruleFilter"
            width: 150
            allText: qsTr("All rules")
            values: bar.source.ruleCodes
            onValueChanged: bar.filter.rule = value
        }
        TextField {
            objectName: "cableSearch"
            width: Math.min(200, row.width)
            placeholderText: qsTr("Search label or end")
            onTextChanged: bar.filter.text = text
        }
        Label {
            objectName: "cableCount"
            height: implicitHeight
            topPadding: 6
            text: qsTr("%1 of %2 cables").arg(bar.filter.count).arg(bar.source.count)
            color: Theme.textMuted
        }
    }
}
