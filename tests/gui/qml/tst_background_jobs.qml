// SPDX-License-Identifier: GPL-3.0-or-later
// Background jobs in the window: the indicator shows a running job with its Cancel button, a
// cancelled routing changes nothing, a finished one is one undo step; the Tools menu starts them.
import QtQuick
import QtQuick.Controls
import QtTest
import Plenum

Item {
    width: 800
    height: 200

    JobIndicator {
        id: indicator
        job: testJobs.routing
    }
    ToolsMenu {
        id: tools
        jobs: testJobs
        document: testDocument
    }

    TestCase {
        name: "BackgroundJobs"
        when: windowShown

        function test_cancelThenRoute() {
            testJobs.autoCheck = false
            verify(!indicator.visible)
            testJobs.routeCables()
            verify(indicator.visible)
            findChild(indicator, "cancelJob").clicked()
            verify(!testJobs.routing.running)
            verify(!indicator.visible)
            wait(1500)
            compare(testDocument.cableCount, 0)
            verify(!testDocument.canUndo)

            tools.actionAt(0).trigger() // Tools ▸ Route Cables
            verify(testJobs.routing.running)
            tryVerify(() => !testJobs.routing.running, 60000)
            compare(testDocument.cableCount, testDocument.linkCount)
            compare(testDocument.undoText, "Route cables")
            compare(testJobs.routing.runs, 1)
        }

        function test_runChecksFromTheMenu() {
            tools.actionAt(1).trigger() // Tools ▸ Run Checks
            verify(testJobs.checks.running)
            tryVerify(() => testDocument.findingsCurrent, 30000)
        }
    }
}
