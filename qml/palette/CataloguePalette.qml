// SPDX-License-Identifier: GPL-3.0-or-later
// The palette (issue #18): rack types on the floor plan, device types on the rack elevation, from
// the project (its own and imported NetBox types) and the built-in catalogue, with a search box and
// a role filter; each entry shows U, power, weight, airflow, depth and price. Drag an entry out of
// the list onto the view: the view previews the drop (dragMoved) and places it (dropped). Click a
// rack type to choose it for a row drawn by Ctrl+drag on the floor plan.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Rectangle {
    id: panel

    required property Document document
    property string kind: "rack" // "rack" or "device"
    readonly property alias model: catalogue
    readonly property alias list: list
    // The rack type clicked in the list (highlighted; a second click unchooses it): what a Ctrl+drag
    // on the floor plan lays out a row of. "" when none.
    property string chosenRackType: ""
    // `entry`: {slug, widthMm, depthMm, uHeight}; `windowPoint`: in window coordinates; `free`:
    // Alt held (no snapping).
    signal dragMoved(var entry, point windowPoint, bool free)
    signal dropped(var entry, point windowPoint, bool free)

    implicitWidth: 260
    color: Theme.panel

    Rectangle {
        anchors.right: parent.right
        width: 1
        height: parent.height
        color: Theme.panelBorder
    }

    CatalogueModel {
        id: catalogue
        document: panel.document
        kind: panel.kind
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing / 2

        Label {
            text: panel.kind === "rack" ? qsTr("Rack types") : qsTr("Device types")
            font.bold: true
        }
        TextField {
            id: search
            objectName: "paletteSearch"
            Layout.fillWidth: true
            placeholderText: qsTr("Search")
            onTextChanged: catalogue.search = text
        }
        ComboBox {
            id: roleBox
            objectName: "paletteRole"
            Layout.fillWidth: true
            visible: panel.kind === "device"
            model: [qsTr("All roles")].concat(catalogue.roles)
            onActivated: index => catalogue.role = index === 0 ? "" : catalogue.roles[index - 1]
        }
        ListView {
            id: list
            objectName: "paletteList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: catalogue
            ScrollBar.vertical: ScrollBar {}
            delegate: PaletteEntry {
                width: ListView.view.width
                onDragMoved: (entry, point, free) => panel.dragMoved(entry, point, free)
                onDropped: (entry, point, free) => panel.dropped(entry, point, free)
                chosen: kind === "rack" && slug === panel.chosenRackType
                onClicked: slug => {
                    if (kind === "rack")
                        panel.chosenRackType = panel.chosenRackType === slug ? "" : slug
                }
            }
        }
    }
}
