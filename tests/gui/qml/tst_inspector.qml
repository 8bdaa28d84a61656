// SPDX-License-Identifier: GPL-3.0-or-later
// The inspector shows the selected rack, then a device chosen from its list; it folds to a strip
// and its left edge drags to resize it, as it is placed in the window: anchored right, its width
// its own.
import QtQuick
import QtQuick.Controls
import QtTest
import Plenum

Item {
    id: root
    width: 900
    height: 700

    Inspector {
        id: inspector
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        width: 320 // as Main.qml places it
        document: testDocument
    }

    TestCase {
        name: "Inspector"
        when: windowShown

        function test_rackThenDevice() {
            testDocument.selection.rackId = testDocument.firstRackWithDevices()
            const properties = findChild(inspector, "properties")
            const devices = findChild(inspector, "devices")
            tryCompare(properties, "kind", "rack")
            compare(properties.title, "A01")
            compare(devices.count, 4)
            const list = findChild(inspector, "deviceList")
            list.forceLayout()
            const first = list.itemAtIndex(0)
            verify(first !== null)
            // The previous test folded and unfolded the inspector; under load its layout may still be
            // pending, the row then lying below the list's clipped area where a click cannot reach it.
            tryVerify(() => {
                const top = first.mapToItem(list, 0, 0).y
                return top >= 0 && top + first.height <= list.height
            }, 5000, "the first device row lies inside the list")
            mouseClick(first)
            tryCompare(properties, "kind", "device")
            compare(properties.title, "dgx04")
            compare(testDocument.selection.deviceId, first.deviceId)
        }

        function truncatedLabels(item, found) {
            if (!item.visible)
                return found
            if (item instanceof Label && item.truncated && item.width >= 20) // squeezed to nothing: not readable anyway
                found.push(item)
            for (let i = 0; i < item.children.length; ++i)
                truncatedLabels(item.children[i], found)
            return found
        }

        function cleanup() {
            inspector.collapsed = false
            inspector.expandedWidth = 320
        }

        // Narrow enough, the inspector cuts texts; each cut one shows whole in its tooltip on hover.
        function test_cutTextsHaveTooltips() {
            testDocument.selection.rackId = testDocument.firstRackWithDevices()
            inspector.expandedWidth = 190
            const list = findChild(inspector, "deviceList")
            list.forceLayout()
            waitForRendering(inspector)
            const cut = truncatedLabels(inspector, [])
            verify(cut.length > 0) // the devices' models at 220 px
            for (const label of cut) {
                compare(label.ToolTip.text, label.text)
                mouseMove(label, label.width / 2, label.height / 2)
                tryVerify(() => label.ToolTip.visible, 2000, label.text)
            }
            mouseMove(inspector, 0, 0)
            inspector.expandedWidth = 320
        }

        // Regression (issue 15, point 7): the inspector took 320 px of any window, for good.
        function test_foldsAndResizes() {
            compare(inspector.width, 320)
            const toggle = findChild(inspector, "inspectorToggle")
            verify(toggle.visible)
            mouseClick(toggle)
            verify(inspector.collapsed)
            verify(inspector.width <= 48, inspector.width)
            verify(!findChild(inspector, "deviceList").visible)
            mouseClick(toggle)
            compare(inspector.width, 320)
            verify(findChild(inspector, "deviceList").visible)
            keyClick(Qt.Key_I, Qt.ControlModifier) // the same from the keyboard
            verify(inspector.collapsed)
            keyClick(Qt.Key_I, Qt.ControlModifier)
            verify(!inspector.collapsed)

            // Drag the left edge: 100 px wider, then far narrower than allowed.
            verify(findChild(inspector, "inspectorResizer").visible)
            const x = root.width - inspector.width
            mousePress(root, x, 300)
            mouseMove(root, x - 50, 300, -1, Qt.LeftButton)
            mouseMove(root, x - 100, 300, -1, Qt.LeftButton)
            mouseRelease(root, x - 100, 300)
            verify(Math.abs(inspector.width - 420) <= 1, inspector.width)
            mousePress(root, x - 100, 300)
            mouseMove(root, x + 200, 300, -1, Qt.LeftButton)
            mouseRelease(root, x + 200, 300)
            compare(inspector.width, inspector.minimumWidth)
            inspector.expandedWidth = 320
        }
    }
}
