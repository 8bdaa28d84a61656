// SPDX-License-Identifier: GPL-3.0-or-later
// The phase selector lists the project's phases and sets the Document's viewed phase.
import QtQuick
import QtTest
import Plenum

Item {
    width: 400
    height: 100

    PhaseSelector {
        id: selector
        document: testDocument
    }

    TestCase {
        name: "PhaseSelector"
        when: windowShown

        function test_listsPhasesAndSetsViewedPhase() {
            const combo = findChild(selector, "phaseSelector")
            verify(combo !== null)
            compare(combo.count, 2)
            compare(combo.currentText, "day-one")
            combo.currentIndex = 1
            combo.activated(1)
            compare(combo.currentText, "target")
            verify(testDocument.selection.viewPhaseId !== 0)
            compare(combo.currentValue, testDocument.selection.viewPhaseId)
            testDocument.selection.viewPhaseId = combo.valueAt(0)
            compare(combo.currentIndex, 0)
        }
    }
}
