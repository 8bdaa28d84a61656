// SPDX-License-Identifier: GPL-3.0-or-later
// A small window (issue 15, point 7): at 900 × 600 with the inspector open the views get 580 px,
// at 640 × 480 with it folded about 610; every control of the checks and cables views stays inside
// the view, the checks state is not cut ("Ak…"), and the floor legend folds away on a small plan.
import QtQuick
import QtQuick.Controls
import QtTest
import Plenum

Item {
    id: root
    width: 580
    height: 540

    LanguageManager {
        id: language
    }

    ChecksView {
        id: checks
        anchors.fill: parent
        document: testDocument
        jobs: testJobs
        visible: false
    }
    CablesView {
        id: cables
        anchors.fill: parent
        document: testDocument
        visible: false
    }
    Component {
        id: floorView
        FloorView {
            anchors.fill: parent
            document: testDocument
        }
    }

    TestCase {
        name: "NarrowViews"
        when: windowShown

        function init() {
            checks.visible = cables.visible = false
        }

        function cleanup() {
            language.language = ""
            root.width = 580
            root.height = 540
        }

        // Every visible control below `item` lies inside the root item.
        function verifyInside(item, what) {
            const r = item.mapToItem(root, 0, 0, item.width, item.height)
            verify(r.x >= -0.5 && r.y >= -0.5, what + " starts at " + r.x + ", " + r.y)
            verify(r.x + r.width <= root.width + 0.5, what + " ends at x " + (r.x + r.width) + " of " + root.width)
            verify(r.y + r.height <= root.height + 0.5, what + " ends at y " + (r.y + r.height) + " of " + root.height)
        }

        function walk(item, visit) {
            if (!item.visible)
                return
            visit(item)
            for (let i = 0; i < item.children.length; ++i)
                walk(item.children[i], visit)
        }

        function test_checksHeaderFits_data() {
            return [{ tag: "900 px window, English", width: 580, lang: "en" },
                    { tag: "900 px window, German", width: 580, lang: "de" },
                    { tag: "640 px window, German", width: 610, lang: "de" },
                    { tag: "640 px window, Chinese", width: 610, lang: "zh_CN" }]
        }

        function test_checksHeaderFits(data) {
            language.language = data.lang
            root.width = data.width
            checks.visible = true
            testJobs.runChecks()
            tryVerify(() => testDocument.findingsCurrent, 30000)
            waitForRendering(checks)
            const run = findChild(checks, "runChecks")
            verify(run.visible)
            verifyInside(run, "Run checks")
            verifyInside(findChild(checks, "clearMarks"), "Clear marks")
            const state = findChild(checks, "checkState")
            verify(!state.truncated, state.text)
            verifyInside(state, "the checks state")
            walk(findChild(checks, "checkCounts").parent, item => {
                if (item instanceof Button || item instanceof Label)
                    verifyInside(item, item.text)
            })
        }

        function test_cablesFiltersFit_data() {
            return [{ tag: "900 px window", width: 580 }, { tag: "640 px window, inspector folded", width: 610 },
                    { tag: "narrower still", width: 360 }]
        }

        function test_cablesFiltersFit(data) {
            root.width = data.width
            cables.visible = true
            waitForRendering(cables)
            const search = findChild(cables, "cableSearch")
            verify(search.visible)
            verifyInside(search, "the search box")
            for (const name of ["rackFilter", "mediaFilter", "phaseFilter", "ruleFilter", "cableCount"])
                verifyInside(findChild(cables, name), name)
            // Typing in it still filters.
            mouseClick(search)
            keyClick(Qt.Key_Z)
            keyClick(Qt.Key_Z)
            keyClick(Qt.Key_Q)
            compare(cables.filter.count, 0)
            search.text = ""
        }

        // At 580 px the table scrolls sideways rather than cutting every cell; a cell still cut
        // shows its whole text in a tooltip.
        function test_cableCellsShowTheirTextOrATooltip() {
            testJobs.autoCheck = false
            if (cables.source.count === 0) {
                testJobs.routeCables()
                tryVerify(() => cables.source.count > 0, 60000)
            }
            tryVerify(() => !cables.source.loading)
            cables.visible = true
            const rows = cables.table.rows
            rows.forceLayout()
            waitForRendering(cables)
            verify(rows.contentWidth > rows.width) // scrolls sideways
            let cells = 0
            for (let row = 0; row < Math.min(5, rows.rows); ++row)
                for (let column = 0; column < rows.columns; ++column) {
                    const cell = rows.itemAtCell(Qt.point(column, row))
                    if (cell === null)
                        continue
                    ++cells
                    const label = cell.children[0]
                    if (label.truncated)
                        verify(cell.tip !== "", "cut without a tooltip: " + cell.display)
                    if (column === 0 || column === 1)
                        verify(!label.truncated, "cut: " + cell.display)
                }
            verify(cells > 5)
            testJobs.autoCheck = true
        }

        function test_legendFoldsOnASmallPlan() {
            root.width = 320 // a 640 × 480 window with the inspector open
            root.height = 400
            const floor = createTemporaryObject(floorView, root)
            const legend = findChild(floor, "legend")
            const entries = findChild(floor, "legendEntries")
            verify(legend.visible)
            verify(!entries.visible)
            verify(legend.width * legend.height < floor.width * floor.height / 10)
            mouseClick(findChild(floor, "legendToggle"))
            verify(entries.visible) // opens on request
            mouseClick(findChild(floor, "legendToggle"))
            verify(!entries.visible)
        }

        function test_legendOpenOnALargePlan() {
            root.width = 960
            root.height = 700
            const floor = createTemporaryObject(floorView, root)
            verify(findChild(floor, "legendEntries").visible)
        }
    }
}
