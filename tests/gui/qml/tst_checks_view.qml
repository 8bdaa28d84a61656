// SPDX-License-Identifier: GPL-3.0-or-later
// The checks panel: findings arrive from the background checks grouped by rule; clicking a rule
// expands it, clicking a finding highlights its objects in the Document and on the floor plan.
// Rows are as tall as their wrapped text after reruns, expanding and resizing, and the mark stays
// on the finding picked when rows move (issue 15, point 5).
import QtQuick
import QtQuick.Controls
import QtTest
import Plenum

Item {
    id: root
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
            verify(testDocument.selection.highlightedIds.length > 0)
            mouseClick(cell(0))
            tryCompare(view.tree, "rows", model.ruleCount + firstCount)

            // A click on a finding marks exactly its objects, selects one of them, and the floor
            // plan beside the list frames them.
            const finding = cell(1)
            verify(!finding.isGroup)
            mouseClick(finding)
            verify(finding.selected)
            compare(view.selectedKey, finding.key)
            const ids = model.objectIds(view.tree.modelIndex(Qt.point(0, 1)))
            compare(testDocument.selection.highlightedIds.length, ids.length)
            for (let i = 0; i < ids.length; ++i)
                compare(testDocument.selection.highlightedIds[i], ids[i])
            verify(testDocument.selection.rackId !== 0)
            const plan = findChild(view, "checksFloor").plan
            verify(plan.highlightedRackCount > 0)

            // A second click on the rule collapses it again.
            mouseClick(cell(0))
            tryCompare(view.tree, "rows", model.ruleCount)
            mouseClick(cell(0)) // open again: the next findings keep it open
        }

        function expandAll() {
            for (let g = view.model.rowCount() - 1; g >= 0; --g) {
                const row = rowOfGroup(g)
                if (!view.tree.isExpanded(row))
                    view.tree.expand(row)
            }
            view.tree.forceLayout()
        }

        function rowOfGroup(g) {
            const code = view.model.data(view.model.index(g, 0), CheckTreeModel.CodeRole)
            for (let r = 0; r < view.tree.rows; ++r) {
                const index = view.tree.modelIndex(Qt.point(0, r))
                if (view.model.data(index, CheckTreeModel.IsGroupRole)
                        && view.model.data(index, CheckTreeModel.CodeRole) === code)
                    return r
            }
            return -1
        }

        // Every loaded row holds its text, and no row overlaps the next; returns how many finding
        // messages take two lines or more (so that the check means something).
        function verifyRowsHoldTheirText(when) {
            waitForRendering(view.tree)
            let wrapped = 0
            let previous = null
            for (let r = 0; r < view.tree.rows; ++r) {
                const item = view.tree.itemAtCell(Qt.point(0, r))
                if (item === null) {
                    previous = null
                    continue
                }
                verify(item.height >= item.implicitHeight - 0.5,
                       when + ": row " + r + " is " + item.height + " px for " + item.implicitHeight + " px of text")
                const message = findChild(item, "findingMessage")
                if (!item.isGroup) {
                    const objects = findChild(item, "findingObjects")
                    const bottom = objects.visible ? objects.y + objects.height : message.implicitHeight
                    verify(message.parent.y + bottom <= item.height + 0.5, when + ": row " + r + " text overflows")
                    // A reused row shows its own finding, not the one it showed before.
                    const index = view.tree.modelIndex(Qt.point(0, r))
                    compare(item.message, view.model.data(index, CheckTreeModel.MessageRole))
                    compare(item.objectNames, view.model.data(index, CheckTreeModel.ObjectNamesRole))
                    compare(message.text, item.message)
                    compare(objects.text, item.objectNames)
                    if (message.lineCount >= 2)
                        ++wrapped
                }
                if (previous !== null)
                    verify(item.y >= previous.y + previous.height - 0.5, when + ": row " + r + " overlaps the row above")
                previous = item
            }
            return wrapped
        }

        function test_rowsHoldTheirWrappedText() {
            testJobs.autoCheck = false
            root.width = 760 // the list gets 55 %: messages wrap
            const rack = testDocument.firstRackWithDevices()
            verify(testDocument.moveRack(rack, 0, 0)) // racks on racks: many findings, long sentences
            testJobs.runChecks()
            tryVerify(() => testDocument.findingsCurrent, 30000)
            verify(view.model.ruleCount >= 2)
            expandAll()
            verify(verifyRowsHoldTheirText("expanded") > 0)

            // Close and reopen a rule: rows are reused for other findings.
            mouseClick(view.tree.itemAtCell(Qt.point(0, 0)))
            verifyRowsHoldTheirText("after closing the first rule")
            mouseClick(view.tree.itemAtCell(Qt.point(0, 0)))
            verifyRowsHoldTheirText("after reopening it")

            // Narrower, then wider again.
            root.width = 600
            verify(verifyRowsHoldTheirText("narrower") > 0)
            root.width = 900
            verifyRowsHoldTheirText("wider")

            // A rerun with other findings resets the model; the open rules stay open.
            testDocument.undo()
            testJobs.runChecks()
            tryVerify(() => testDocument.findingsCurrent, 30000)
            expandAll()
            verifyRowsHoldTheirText("after a rerun")
            root.width = 1100
            testJobs.autoCheck = true
        }

        function test_markStaysOnThePickedFinding() {
            testJobs.autoCheck = false
            const rack = testDocument.firstRackWithDevices()
            verify(testDocument.moveRack(rack, 0, 0))
            testJobs.runChecks()
            tryVerify(() => testDocument.findingsCurrent, 30000)
            verify(view.model.ruleCount >= 2)
            expandAll()
            // Pick the first finding of the second rule.
            const row = rowOfGroup(1) + 1
            view.tree.positionViewAtRow(row, TableView.AlignVCenter)
            view.tree.forceLayout()
            const finding = view.tree.itemAtCell(Qt.point(0, row))
            verify(finding !== null && !finding.isGroup)
            const key = finding.key
            const message = finding.message
            mouseClick(finding)
            const ids = testDocument.selection.highlightedIds
            verify(ids.length > 0)

            // The first rule closes (as the tree does when findings are regrouped): every row
            // below moves up, and the mark must move with its finding.
            view.tree.collapse(0)
            view.tree.forceLayout()
            let moved = -1
            for (let r = 0; r < view.tree.rows; ++r)
                if (view.model.data(view.tree.modelIndex(Qt.point(0, r)), CheckTreeModel.KeyRole) === key)
                    moved = r
            verify(moved >= 0 && moved < row)
            view.tree.positionViewAtRow(moved, TableView.AlignVCenter)
            view.tree.forceLayout()
            let selected = []
            for (let r = 0; r < view.tree.rows; ++r) {
                const item = view.tree.itemAtCell(Qt.point(0, r))
                if (item !== null && item.selected)
                    selected.push(item)
            }
            compare(selected.length, 1)
            compare(selected[0].key, key)
            compare(selected[0].message, message)
            compare(testDocument.selection.highlightedIds, ids)
            const shown = view.model.objectIds(view.tree.modelIndex(Qt.point(0, selected[0].row)))
            compare(shown, ids)

            testDocument.undo()
            testJobs.runChecks()
            tryVerify(() => testDocument.findingsCurrent, 30000)
            testJobs.autoCheck = true
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
