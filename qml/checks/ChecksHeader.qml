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

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        Label {
            objectName: "checkCounts"
            text: qsTr("%1 errors · %2 warnings · %3 rules").arg(header.model.errorCount)
                      .arg(header.model.warningCount).arg(header.model.ruleCount)
            color: header.model.errorCount > 0 ? Theme.severityError : Theme.text
            font.bold: true
        }
        BusyIndicator {
            Layout.preferredWidth: 22
            Layout.preferredHeight: 22
            running: header.jobs.checks.running
            visible: running
        }
        Label {
            Layout.fillWidth: true
            elide: Text.ElideRight
            color: Theme.textMuted
            text: header.jobs.checks.error !== "" ? header.jobs.checks.error
                : header.jobs.checks.running ? qsTr("Checking…")
                : header.document.findingsCurrent ? qsTr("Up to date") : qsTr("Out of date")
        }
        Button {
            text: qsTr("Clear marks")
            enabled: header.document.highlightedIds.length > 0
            onClicked: header.document.setHighlight([])
        }
        Button {
            objectName: "runChecks"
            text: qsTr("Run checks")
            onClicked: header.jobs.runChecks()
        }
    }
}
