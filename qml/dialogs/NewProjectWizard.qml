// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ New: a project from a built-in template in three steps — the template, the cluster size
// (nodes on day one and at target), the hall (size, or sized to fit; name; route at once) — then
// generated in the background (ProjectJobs.generation). What the generator would refuse is said on
// the page and holds Next back; the wizard stays open while it generates, so a failure (a hall too
// small) shows on the page it concerns with everything typed still there (issue 15, point 6).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Dialog {
    id: wizard

    required property ProjectJobs jobs
    property int step: 0
    property bool generating: false
    property string failure: "" // the last generation's error, shown on the page it concerns
    readonly property var chosen: templateList.currentIndex >= 0 ? jobs.templates[templateList.currentIndex] : null
    readonly property string problem: chosen ? jobs.newProjectProblem(chosen.name, nodes.value, targetNodes.value,
                                                                      hallWidth.value, hallDepth.value)
                                             : qsTr("Pick a template.")

    function create() {
        wizard.failure = ""
        wizard.generating = true
        wizard.jobs.generateProject(chosen.name, nodes.value, targetNodes.value, hallWidth.value, hallDepth.value,
                                    routeNow.checked, projectName.text)
    }

    Connections {
        target: wizard.jobs.generation
        enabled: wizard.generating
        function onFinished() {
            wizard.generating = false
            wizard.close()
        }
        function onFailed(error) {
            wizard.generating = false
            wizard.failure = error
            wizard.step = error.indexOf("hall") >= 0 ? 2 : 1
        }
        function onCancelled() {
            wizard.generating = false
        }
    }

    title: qsTr("New project — step %1 of 3").arg(step + 1)
    modal: true
    closePolicy: generating ? Popup.NoAutoClose : Popup.CloseOnEscape
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 40 : 680, 680)
    height: Math.min(parent ? parent.height - 40 : 600, 600)
    onAboutToShow: {
        step = 0
        failure = ""
    }

    StackLayout {
        anchors.fill: parent
        currentIndex: wizard.step
        enabled: !wizard.generating

        ColumnLayout { // 1. the template
            Label {
                text: qsTr("Template")
                font.bold: true
                color: Theme.text
            }
            ListView { // every description whole: a template is chosen by what it says
                id: templateList
                objectName: "templateList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: wizard.jobs.templates
                currentIndex: 0
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar { id: templateScroll }
                delegate: ItemDelegate {
                    id: entry
                    required property var modelData
                    required property int index
                    width: templateList.width - (templateScroll.visible ? templateScroll.width : 0)
                    highlighted: ListView.isCurrentItem
                    onClicked: templateList.currentIndex = index
                    contentItem: Column {
                        spacing: 2
                        Label {
                            width: parent.width
                            text: entry.modelData.name
                            font.bold: true
                            color: entry.highlighted ? palette.highlightedText : Theme.text
                        }
                        Label {
                            width: parent.width
                            text: entry.modelData.description
                            wrapMode: Text.Wrap
                            color: entry.highlighted ? palette.highlightedText : Theme.textMuted
                        }
                    }
                }
            }
        }

        GridLayout { // 2. the cluster size
            columns: 2
            columnSpacing: Theme.spacing * 2
            Label {
                Layout.columnSpan: 2
                Layout.preferredWidth: wizard.availableWidth
                visible: wizard.chosen !== null && wizard.chosen.fixedSize
                wrapMode: Text.WordWrap
                color: Theme.textMuted
                text: qsTr("%1 has a fixed size; leave these at 0.").arg(wizard.chosen ? wizard.chosen.name : "")
            }
            Label { Layout.fillWidth: true; text: qsTr("Nodes on day one (0: the template's)"); color: Theme.text }
            SpinBox { id: nodes; objectName: "nodes"; from: 0; to: 100000; editable: true; stepSize: 32 }
            Label { Layout.fillWidth: true; text: qsTr("Nodes at target (0: same)"); color: Theme.text }
            SpinBox { id: targetNodes; objectName: "targetNodes"; from: 0; to: 100000; editable: true; stepSize: 32 }
            Label {
                Layout.columnSpan: 2
                Layout.preferredWidth: wizard.availableWidth
                wrapMode: Text.WordWrap
                color: Theme.textMuted
                text: qsTr("The fabric is built for the target size; day one is a subset of it.")
            }
            Item { Layout.fillHeight: true; Layout.columnSpan: 2 }
        }

        GridLayout { // 3. the hall
            columns: 2
            columnSpacing: Theme.spacing * 2
            Label { text: qsTr("Hall width in m (0: sized to fit)"); color: Theme.text }
            SpinBox { id: hallWidth; objectName: "hallWidth"; from: 0; to: 2000; editable: true }
            Label { text: qsTr("Hall depth in m (0: sized to fit)"); color: Theme.text }
            SpinBox { id: hallDepth; objectName: "hallDepth"; from: 0; to: 2000; editable: true }
            Label { text: qsTr("Project name"); color: Theme.text }
            TextField {
                id: projectName
                objectName: "projectName"
                Layout.fillWidth: true
                placeholderText: wizard.chosen ? wizard.chosen.name : ""
            }
            CheckBox {
                id: routeNow
                objectName: "routeNow"
                Layout.columnSpan: 2
                text: qsTr("Route every cable right away")
                checked: true
            }
            Item { Layout.fillHeight: true; Layout.columnSpan: 2 }
        }
    }

    footer: ColumnLayout {
        spacing: 0
        Label { // what holds Next back, or why the last try failed
            objectName: "problem"
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing * 2
            Layout.rightMargin: Theme.spacing * 2
            visible: text !== ""
            text: wizard.step > 0 && wizard.problem !== "" ? wizard.problem : wizard.failure
            wrapMode: Text.WordWrap
            color: Theme.error
        }
        ProgressBar {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing * 2
            Layout.rightMargin: Theme.spacing * 2
            visible: wizard.generating
            indeterminate: wizard.jobs.generation.progress < 0
            value: Math.max(0, wizard.jobs.generation.progress)
        }
        DialogButtonBox {
            Layout.fillWidth: true
            Button {
                text: qsTr("Back")
                enabled: wizard.step > 0 && !wizard.generating
                onClicked: --wizard.step
            }
            Button {
                objectName: "nextButton"
                text: wizard.step < 2 ? qsTr("Next") : qsTr("Create")
                enabled: wizard.chosen !== null && !wizard.generating && (wizard.step === 0 || wizard.problem === "")
                highlighted: true
                onClicked: wizard.step < 2 ? ++wizard.step : wizard.create()
            }
            Button {
                objectName: "cancelButton"
                text: qsTr("Cancel")
                onClicked: wizard.generating ? wizard.jobs.generation.cancel() : wizard.close()
            }
        }
    }
}
