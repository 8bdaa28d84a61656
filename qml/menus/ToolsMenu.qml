// SPDX-License-Identifier: GPL-3.0-or-later
// Tools menu: route every cable and run the checks, both in the background (progress and Cancel
// in the bar above the views); whether the checks rerun by themselves after each edit.
import QtQuick
import QtQuick.Controls
import Plenum

PlenumMenu {
    id: menu

    required property ProjectJobs jobs
    required property Document document
    signal checksShown

    title: qsTr("&Tools")

    Action {
        text: qsTr("&Route Cables")
        shortcut: "Ctrl+R"
        enabled: menu.document.linkCount > 0 && !menu.jobs.routing.running
        onTriggered: menu.jobs.routeCables()
    }
    Action {
        text: qsTr("Run &Checks")
        shortcut: "Ctrl+Shift+C"
        onTriggered: {
            menu.jobs.runChecks(true)
            menu.checksShown()
        }
    }
    Action {
        text: qsTr("Check &Automatically")
        checkable: true
        checked: menu.jobs.autoCheck
        onTriggered: menu.jobs.autoCheck = checked
    }
}
