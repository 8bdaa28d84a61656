// SPDX-License-Identifier: GPL-3.0-or-later
// A running background job: what it does, its progress (a moving bar when unknown) and Cancel.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

RowLayout {
    id: indicator

    required property BackgroundJob job

    visible: job !== null && job.running
    spacing: Theme.spacing / 2

    Label {
        text: indicator.job ? indicator.job.title : ""
        color: Theme.text
        elide: Text.ElideRight
        Layout.maximumWidth: 200
    }
    ProgressBar {
        Layout.preferredWidth: 90
        indeterminate: indicator.job !== null && indicator.job.progress < 0
        value: indicator.job ? Math.max(0, indicator.job.progress) : 0
    }
    Button {
        objectName: "cancelJob"
        text: qsTr("Cancel")
        flat: true
        onClicked: indicator.job.cancel()
    }
}
