// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ New from DXF… (issue #21): the architect's drawing read, each layer mapped to what it
// becomes (pre-filled from the layer names), the unit when the drawing does not say it, and a
// preview of the hall and obstacles that mapping makes — or the one sentence saying why it cannot.
// Create makes the project with the code of `plenum-cli new --from-dxf` (DxfLayerModel.create):
// the rest of the drawing becomes a locked underlay at the hall's coordinates; the new project is
// open, unsaved.
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Plenum

Dialog {
    id: dialog

    required property Document document
    signal created

    title: qsTr("New from DXF")
    modal: true
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 40 : 1000, 1000)
    height: Math.min(parent ? parent.height - 40 : 700, 700)

    DxfLayerModel {
        id: layers
    }

    function read() {
        layers.load(pathField.text)
    }

    FileDialog {
        id: chooser
        title: qsTr("Open a DXF drawing")
        nameFilters: [qsTr("DXF drawings (*.dxf)"), qsTr("All files (*)")]
        onAccepted: {
            layers.load(selectedFile.toString())
            pathField.text = layers.path
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            Label { text: qsTr("Drawing") }
            TextField {
                id: pathField
                objectName: "dxfPath"
                Layout.fillWidth: true
                placeholderText: qsTr("path of an ASCII DXF file")
                onAccepted: dialog.read()
            }
            Button {
                objectName: "dxfRead"
                text: qsTr("Read")
                onClicked: dialog.read()
            }
            Button {
                text: qsTr("Browse…")
                onClicked: chooser.open()
            }
        }
        Label {
            objectName: "dxfLoadError"
            Layout.fillWidth: true
            visible: text !== ""
            text: layers.loadError
            color: Theme.error
            wrapMode: Text.Wrap
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing
            visible: layers.loaded

            ColumnLayout {
                Layout.preferredWidth: 430
                Layout.fillHeight: true
                RowLayout {
                    Label { text: qsTr("Unit") }
                    Label {
                        visible: layers.headerUnit !== ""
                        text: layers.headerUnit
                    }
                    ComboBox {
                        objectName: "dxfUnit"
                        visible: layers.headerUnit === ""
                        model: layers.units
                        currentIndex: layers.unitIndex
                        displayText: currentIndex < 0 ? qsTr("choose…") : currentText
                        onActivated: index => layers.unitIndex = index
                    }
                }
                ListView {
                    objectName: "dxfLayers"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: layers
                    spacing: 2
                    ScrollBar.vertical: ScrollBar {}
                    delegate: RowLayout {
                        id: row
                        required property int index
                        required property string name
                        required property var entities
                        required property string contents
                        required property int meaning
                        width: ListView.view.width - 12
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 0
                            Label { text: row.name; font.bold: true; elide: Text.ElideRight; Layout.fillWidth: true }
                            Label {
                                text: (Number(row.entities) === 1 ? qsTr("1 entity") : qsTr("%1 entities").arg(row.entities))
                                      + (row.contents !== "" ? ": " + row.contents : "")
                                color: Theme.textMuted
                                elide: Text.ElideRight
                                Layout.fillWidth: true
                            }
                        }
                        ComboBox {
                            objectName: "dxfMeaning-" + row.name
                            Layout.preferredWidth: 170
                            model: layers.meanings
                            currentIndex: row.meaning
                            onActivated: index => layers.setMeaning(row.index, index)
                        }
                    }
                }
            }
            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                DxfPreview {
                    objectName: "dxfPreview"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    model: layers
                }
                Label {
                    objectName: "dxfSummary"
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: layers.summary
                    wrapMode: Text.Wrap
                }
                Label {
                    objectName: "dxfProblem"
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: layers.problem
                    color: Theme.error
                    wrapMode: Text.Wrap
                }
            }
        }
    }

    footer: DialogButtonBox {
        Button {
            objectName: "dxfCreate"
            text: qsTr("Create")
            enabled: layers.loaded && layers.problem === ""
            DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
            onClicked: {
                if (layers.create(dialog.document)) {
                    dialog.close()
                    dialog.created()
                }
            }
        }
        Button {
            objectName: "dxfCancel"
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
