// SPDX-License-Identifier: GPL-3.0-or-later
// The design review (core/analysis/review.h, as `plenum-cli review`): the five questions a CTO should
// ask before signing, answered with this project's numbers, shown as formatted Markdown. Written in
// the background when the page is shown and again after edits.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

ColumnLayout {
    id: view

    required property ProjectJobs jobs
    property bool shown: false
    readonly property alias text: body.text

    spacing: 0

    Binding {
        target: view.jobs
        property: "reviewShown"
        value: view.shown
    }

    Rectangle {
        Layout.fillWidth: true
        implicitHeight: bar.implicitHeight + Theme.spacing * 2
        color: Theme.window

        RowLayout {
            id: bar
            anchors.fill: parent
            anchors.margins: Theme.spacing
            spacing: Theme.spacing

            Label {
                text: qsTr("Design review")
                font.bold: true
                color: Theme.text
            }
            BusyIndicator {
                Layout.preferredWidth: 22
                Layout.preferredHeight: 22
                running: view.jobs.review.running
                visible: running
            }
            Label {
                Layout.fillWidth: true
                elide: Text.ElideRight
                color: view.jobs.review.error !== "" ? Theme.error : Theme.textMuted
                text: view.jobs.review.error !== "" ? view.jobs.review.error
                    : view.jobs.review.running ? qsTr("Writing the design review")
                    : view.jobs.reviewCurrent ? qsTr("Up to date") : qsTr("Out of date")
                ToolTip.visible: truncated && stateHover.hovered
                ToolTip.text: text
                HoverHandler { id: stateHover }
            }
            Label { // the review comes from the Qt-free core, in English only
                objectName: "englishNote"
                visible: Qt.uiLanguage !== "" && !Qt.uiLanguage.startsWith("en")
                text: qsTr("Written in English")
                color: Theme.textMuted
                font.italic: true
            }
            Button {
                objectName: "refreshReview"
                text: qsTr("Refresh")
                onClicked: view.jobs.refreshReview()
            }
        }
    }

    ScrollView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        contentWidth: availableWidth

        TextArea {
            id: body
            objectName: "reviewText"
            readOnly: true
            selectByMouse: true
            wrapMode: TextEdit.Wrap
            textFormat: TextEdit.MarkdownText
            text: view.jobs.reviewMarkdown
            leftPadding: Theme.spacing * 3
            rightPadding: Theme.spacing * 3
            topPadding: Theme.spacing * 2
            color: Theme.text
            background: Rectangle {
                color: Theme.panel
            }
        }
    }
}
