// SPDX-License-Identifier: GPL-3.0-or-later
// The inspector shows the selected rack, then a device chosen from its list.
import QtQuick
import QtTest
import Plenum

Item {
    width: 320
    height: 700

    Inspector {
        id: inspector
        anchors.fill: parent
        document: testDocument
    }

    TestCase {
        name: "Inspector"
        when: windowShown

        function test_rackThenDevice() {
            testDocument.selectedRackId = testDocument.firstRackWithDevices()
            const properties = findChild(inspector, "properties")
            const devices = findChild(inspector, "devices")
            tryCompare(properties, "kind", "rack")
            compare(properties.title, "A01")
            compare(devices.count, 4)
            const list = findChild(inspector, "deviceList")
            list.forceLayout()
            const first = list.itemAtIndex(0)
            verify(first !== null)
            mouseClick(first)
            tryCompare(properties, "kind", "device")
            compare(properties.title, "dgx04")
            compare(testDocument.selectedDeviceId, first.deviceId)
        }
    }
}
