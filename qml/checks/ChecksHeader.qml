// SPDX-License-Identifier: GPL-3.0-or-later
// Above the findings: how many errors and warnings, whether the checks are running or current, and
// the buttons to rerun them and to clear the highlight.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

Rectangle {
    id: header

    required property Document document
    required property ProjectJobs jobs
    required property CheckTreeModel model

    implicitHeight: row.implicitHeight + Theme.spacing * 2
    color: Theme.window

    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: 1
        color: Theme.panelBorder
    }

    // Two lines so that nothing leaves a narrow panel (issue 15, point 7): the counts, then the
    // state with the buttons; the state keeps room for a short word ("Aktuell", not "Ak…").
    ColumnLayout {
        id: row
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing / 2

        Label {
            objectName: "checkCounts"
            Layout.fillWidth: true
            text: qsTr("%1 errors · %2 warnings · %3 rules").arg(header.model.errorCount)
                      .arg(header.model.warningCount).arg(header.model.ruleCount)
            color: header.model.errorCount > 0 ? Theme.severityError : Theme.text
            font.bold: true
            elide: Text.ElideRight
            ToolTip.visible: truncated && countsHover.hovered
            ToolTip.text: text
            HoverHandler { id: countsHover }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            BusyIndicator {
                Layout.preferredWidth: 22
                Layout.preferredHeight: 22
                running: header.jobs.checks.running
                visible: running
            }
            Label {
                id: stateLabel
                objectName: "checkState"
                Layout.fillWidth: true
                Layout.minimumWidth: Math.min(implicitWidth, 110)
                elide: Text.ElideRight
                color: Theme.textMuted
                text: header.jobs.checks.error !== "" ? header.jobs.checks.error
                    : header.jobs.checks.running ? qsTr("Checking…")
                    : header.document.findingsCurrent ? qsTr("Up to date") : qsTr("Out of date")
                ToolTip.visible: truncated && stateHover.hovered
                ToolTip.text: text
                HoverHandler { id: stateHover }
            }
            Button {
                objectName: "clearMarks"
                text: qsTr("Clear marks")
                enabled: header.document.selection.highlightedIds.length > 0
                onClicked: header.document.selection.setHighlight([])
            }
            Button {
                objectName: "runChecks"
                text: qsTr("Run checks")
                onClicked: header.jobs.runChecks()
            }
        }
    }
}
