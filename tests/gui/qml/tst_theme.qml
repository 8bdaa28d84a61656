// SPDX-License-Identifier: GPL-3.0-or-later
// The Theme singleton switches every chrome colour between light and dark; the rack colour that
// screenshots are checked for stays the same.
import QtQuick
import QtTest
import Plenum

TestCase {
    name: "Theme"

    function test_darkSwitchesColours() {
        const wasDark = Theme.dark
        Theme.dark = false
        const lightCanvas = Theme.canvas.toString()
        const lightText = Theme.text.toString()
        Theme.dark = true
        verify(Theme.canvas.toString() !== lightCanvas)
        verify(Theme.text.toString() !== lightText)
        verify(Theme.text.hslLightness > Theme.canvas.hslLightness) // light text on dark ground
        compare(Theme.rack.toString(), "#1f6fc5")
        Theme.dark = wasDark
    }
}
