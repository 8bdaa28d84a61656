// SPDX-License-Identifier: GPL-3.0-or-later
// The checks panel: findings arrive from the background checks grouped by rule; clicking a rule
// expands it, clicking a finding highlights its objects in the Document and on the floor plan.
import QtQuick
import QtTest
import Plenum

Item {
    width: 1100
    height: 700

    ChecksView {
        id: view
        anchors.fill: parent
        document: testDocument
        jobs: testJobs
    }

    TestCase {
        name: "ChecksView"
        when: windowShown

        function cell(row) {
            view.tree.forceLayout()
            return view.tree.itemAtCell(Qt.point(0, row))
        }

        function test_findingsGroupedAndPicked() {
            testJobs.runChecks()
            tryVerify(() => testDocument.findingsCurrent, 30000)
            const model = view.model
            verify(model.findingCount > 0)
            const counts = findChild(view, "checkCounts")
            verify(counts.text.indexOf(String(model.errorCount)) === 0)

            // The first findings open the first (most severe) rule.
            const firstCount = model.rowCount(model.index(0, 0))
            tryCompare(view.tree, "rows", model.ruleCount + firstCount)
            const group = cell(0)
            verify(group !== null)
            verify(group.isGroup)
            verify(group.expanded)

            // A click on a rule closes (or opens) it and marks all of its objects.
            mouseClick(group)
            tryCompare(view.tree, "rows", model.ruleCount)
            verify(testDocument.highlightedIds.length > 0)
            mouseClick(cell(0))
            tryCompare(view.tree, "rows", model.ruleCount + firstCount)

            // A click on a finding marks exactly its objects, selects one of them, and the floor
            // plan beside the list frames them.
            const finding = cell(1)
            verify(!finding.isGroup)
            mouseClick(finding)
            compare(view.selectedRow, 1)
            const ids = model.objectIds(view.tree.modelIndex(Qt.point(0, 1)))
            compare(testDocument.highlightedIds.length, ids.length)
            for (let i = 0; i < ids.length; ++i)
                compare(testDocument.highlightedIds[i], ids[i])
            verify(testDocument.selectedRackId !== 0)
            const plan = findChild(view, "checksFloor").plan
            verify(plan.highlightedRackCount > 0)

            // A second click on the rule collapses it again.
            mouseClick(cell(0))
            tryCompare(view.tree, "rows", model.ruleCount)
            mouseClick(cell(0)) // open again: the next findings keep it open
        }

        function isOpen(code) {
            for (let r = 0; r < view.tree.rows; ++r) {
                const index = view.tree.modelIndex(Qt.point(0, r))
                if (view.model.data(index, CheckTreeModel.IsGroupRole) && view.model.data(index, CheckTreeModel.CodeRole) === code)
                    return view.tree.isExpanded(r)
            }
            return false
        }

        function test_editRerunsTheChecks() {
            testJobs.checkDelayMs = 0
            tryVerify(() => testDocument.findingsCurrent, 30000)
            tryVerify(() => view.tree.rows > view.model.ruleCount) // the first rule is open
            const openCode = view.model.data(view.model.index(0, 0), CheckTreeModel.CodeRole)
            const rack = testDocument.firstRackWithDevices()
            verify(testDocument.moveRack(rack, 0, 0)) // onto another rack: new findings
            verify(!testDocument.findingsCurrent)
            tryVerify(() => testDocument.findingsCurrent, 30000) // rerun by itself, in the background
            tryVerify(() => isOpen(openCode)) // the open rule stays open
            testDocument.undo()
            tryVerify(() => testDocument.findingsCurrent, 30000)
        }
    }
}
