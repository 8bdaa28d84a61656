// SPDX-License-Identifier: GPL-3.0-or-later
// The cable schedule: routed cables fill the table; header clicks sort, the filters narrow it,
// and clicking a row selects the cable, shows its length terms and draws its route on the plan.
import QtQuick
import QtQuick.Controls
import QtTest
import Plenum

Item {
    width: 1200
    height: 800

    CablesView {
        id: view
        anchors.fill: parent
        document: testDocument
    }

    TestCase {
        name: "CablesView"
        when: windowShown

        function initTestCase() {
            testJobs.autoCheck = false
            testJobs.routeCables()
            tryVerify(() => view.source.count > 0, 60000)
            tryVerify(() => !view.source.loading)
        }

        function cellItem(row, column) {
            const rows = findChild(view, "cableRows")
            rows.forceLayout()
            return rows.itemAtCell(Qt.point(column, row))
        }

        function test_selectShowsLengthAndRoute() {
            compare(view.filter.count, testDocument.cableCount)
            const item = cellItem(0, 0)
            verify(item !== null)
            mouseClick(item)
            const id = view.filter.cableIdAt(0)
            compare(testDocument.selection.cableId, id)
            const details = view.source.details(id)
            tryCompare(findChild(view, "cableTitle"), "text", details.label)
            compare(findChild(view, "lengthTerms").count, 7)
            const plan = findChild(view, "cablesFloor").plan
            verify(plan.highlightedRackCount >= 1)
            verify(details.route === "" || plan.highlightedLineCount > 0)
            tryCompare(cellItem(0, 0), "selected", true)
        }

        function test_headerSorts() {
            const header = findChild(view, "cableHeader")
            header.forceLayout()
            const required = header.itemAtCell(Qt.point(5, 0))
            verify(required !== null)
            mouseClick(required)
            compare(view.filter.sortedColumn, 5)
            verify(!view.filter.descending)
            const first = view.filter.data(view.filter.index(0, 5), CableTableModel.SortRole)
            const last = view.filter.data(view.filter.index(view.filter.count - 1, 5), CableTableModel.SortRole)
            verify(first <= last)
            mouseClick(required)
            verify(view.filter.descending)
            verify(view.filter.data(view.filter.index(0, 5), CableTableModel.SortRole) >= last)
        }

        function test_filters() {
            const all = view.filter.count
            const media = findChild(view, "mediaFilter")
            media.currentIndex = 1
            compare(view.filter.media, view.source.media[0])
            verify(view.filter.count > 0 && view.filter.count <= all)
            media.currentIndex = 0
            compare(view.filter.count, all)
            const rack = findChild(view, "rackFilter")
            rack.currentIndex = 1
            verify(view.filter.count > 0 && view.filter.count < all)
            compare(findChild(view, "cableCount").text, view.filter.count + " of " + all + " cables")
            rack.currentIndex = 0
            const search = findChild(view, "cableSearch")
            search.text = "no such cable anywhere"
            compare(view.filter.count, 0)
            search.text = ""
            compare(view.filter.count, all)
        }

        function test_selectionScrollsIntoView() {
            const last = view.filter.count - 1
            testDocument.selection.cableId = view.filter.cableIdAt(last)
            tryVerify(() => cellItem(last, 0) !== null && cellItem(last, 0).selected)
            const rows = findChild(view, "cableRows")
            verify(rows.contentY > 0)
            testDocument.selection.cableId = view.filter.cableIdAt(0)
            tryVerify(() => rows.contentY === 0)
        }

        function test_undoRoutingEmptiesTheTable() {
            testDocument.undo()
            compare(view.source.count, 0)
            compare(view.filter.count, 0)
            testDocument.redo()
            tryVerify(() => view.source.count > 0) // listed again in the background
        }
    }
}
