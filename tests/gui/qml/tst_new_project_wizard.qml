// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ New: the wizard walks through template, size and hall, then generates (and routes) the
// project in the background and the Document takes it, untitled and unsaved.
import QtQuick
import QtQuick.Controls
import QtTest
import Plenum

Item {
    width: 900
    height: 700

    NewProjectWizard {
        id: wizard
        jobs: testJobs
    }

    TestCase {
        name: "NewProjectWizard"
        when: windowShown

        function test_generatesFromTemplate() {
            testJobs.autoCheck = false
            const names = testJobs.templates.map(t => t.name)
            verify(names.indexOf("starter") >= 0)
            verify(names.length > 1)
            wizard.open()
            tryCompare(wizard, "opened", true)
            const list = findChild(wizard.contentItem, "templateList")
            compare(list.count, names.length)
            list.currentIndex = names.indexOf("dgx-h100-superpod")
            const next = findChild(wizard.footer, "nextButton")
            mouseClick(next)
            compare(wizard.step, 1)
            findChild(wizard.contentItem, "nodes").value = 8
            findChild(wizard.contentItem, "targetNodes").value = 16
            mouseClick(next)
            compare(wizard.step, 2)
            verify(findChild(wizard.contentItem, "routeNow").checked)
            mouseClick(next) // Create
            tryCompare(wizard, "visible", false)
            verify(testJobs.generation.running)
            tryVerify(() => !testJobs.generation.running, 60000)
            compare(testJobs.generation.error, "")
            compare(testDocument.projectName.indexOf("Untitled"), -1)
            verify(testDocument.deviceCount > 16) // 16 DGX at target, their leaves, PDUs, OOB switches
            verify(testDocument.cableCount > 0) // routed right away
            compare(testDocument.cableCount, testDocument.linkCount)
            compare(testDocument.filePath, "")
            verify(testDocument.modified)
        }

        function test_hallTooSmallFailsAndChangesNothing() {
            const names = testJobs.templates.map(t => t.name)
            const cables = testDocument.cableCount
            const racks = testDocument.rackCount
            wizard.open()
            tryCompare(wizard, "opened", true)
            findChild(wizard.contentItem, "templateList").currentIndex = names.indexOf("dgx-h100-superpod")
            const next = findChild(wizard.footer, "nextButton")
            mouseClick(next)
            mouseClick(next)
            findChild(wizard.contentItem, "hallWidth").value = 5
            findChild(wizard.contentItem, "hallDepth").value = 5
            mouseClick(next) // Create
            tryVerify(() => !testJobs.generation.running, 60000)
            verify(testJobs.generation.error.indexOf("hall") >= 0) // the builder names what does not fit
            compare(testDocument.rackCount, racks)
            compare(testDocument.cableCount, cables)
        }
    }
}
