// SPDX-License-Identifier: GPL-3.0-or-later
// Colours, sizes and fonts of the whole UI in one place. The floor-plan colours are also what
// the GUI smoke test looks for in a screenshot (rack: #1f6fc5, the same in both themes).
pragma Singleton
import QtQuick
import Qt.labs.settings
import Plenum

QtObject {
    id: theme

    // Light or dark; persisted in the user's settings (Settings dialog).
    property bool dark: false
    property Settings settings: Settings {
        category: "appearance"
        property alias dark: theme.dark
    }

    // Chrome
    readonly property color window: dark ? "#1f252c" : "#f4f6f8"
    readonly property color canvas: dark ? "#161b20" : "#dde2e8"
    readonly property color panel: dark ? "#252c34" : "#ffffff"
    readonly property color panelBorder: dark ? "#3a434d" : "#c9d0d8"
    readonly property color text: dark ? "#e6ebf0" : "#1e2730"
    readonly property color textMuted: dark ? "#9aa7b4" : "#5d6a78"
    readonly property color error: dark ? "#ef6b6b" : "#c62828"
    readonly property color accent: dark ? "#4a94e0" : "#1f6fc5"

    // Floor plan
    readonly property color floor: dark ? "#2a3139" : "#ffffff"
    readonly property color grid: dark ? "#343c45" : "#e3e8ee"
    readonly property color wall: dark ? "#0d1114" : "#37414d"
    readonly property color obstacle: dark ? "#5f6a75" : "#9aa3ad"
    readonly property color obstacleOutline: dark ? "#9aa3ad" : "#3f4852"
    readonly property color coldAisle: dark ? "#1f3a55" : "#d9eafb"
    readonly property color hotAisle: dark ? "#4a2e26" : "#fde3d6"
    // Colours that mean something come from the one palette (Colors, render/palette.h), shared
    // with the elevations, the 3D hall and the printed sheets.
    readonly property color rack: Colors.rack // a rack of no particular role (empty, management)
    readonly property color rackGpu: Colors.rackGpu // racks by role: the elevation's device colours
    readonly property color rackNetwork: Colors.rackNetwork
    readonly property color rackStorage: Colors.rackStorage
    readonly property color rackFuture: dark ? "#3a5372" : "#bcd3ec"
    readonly property color rackOutline: dark ? "#0a1f36" : "#0f3a68"
    readonly property color rackFront: dark ? "#5ccff2" : "#5ccff2"
    readonly property color rackLabel: dark ? "#ffffff" : "#ffffff"
    readonly property color rackLabelFuture: dark ? "#c9dcf2" : "#1f4a78"
    readonly property color selection: dark ? "#f5a623" : "#f59e0b"
    readonly property color pathwayData: Colors.pathwayData
    readonly property color pathwayFiber: Colors.pathwayFiber
    readonly property color pathwayPower: Colors.pathwayPower
    readonly property color highlight: Colors.highlight // racks and devices of the picked check finding
    readonly property color route: Colors.route     // the selected cable's route
    readonly property color asbuiltWrong: Colors.asbuiltWrong     // miswired, swapped cables (As built)
    readonly property color asbuiltMissing: Colors.asbuiltMissing // missing cables, dashed

    // Check severities
    readonly property color severityError: dark ? "#ef6b6b" : "#c62828"
    readonly property color severityWarning: dark ? "#f0b429" : "#b7791f"
    readonly property color severityInfo: dark ? "#6fb1f0" : "#1f6fc5"
    function severityColor(severity) {
        return severity === "error" ? severityError : severity === "warning" ? severityWarning : severityInfo
    }

    // 3D hall
    readonly property color floor3d: dark ? "#2f363e" : "#eef1f4"
    readonly property color coldAisle3d: dark ? "#2d5f8e" : "#8fc0ee"
    readonly property color hotAisle3d: dark ? "#8e4a33" : "#f2a98a"

    // Rack elevation
    readonly property color rackFrame: dark ? "#0f1317" : "#37414d"
    readonly property color rackSlot: dark ? "#323a43" : "#f1f4f7"
    readonly property color rackSlotLine: dark ? "#424b55" : "#d5dbe2"

    // Sizes
    readonly property int fontSmall: 11
    readonly property int fontNormal: 13
    readonly property int spacing: 8
    readonly property int statusBarHeight: 28
    readonly property int radius: 4
}
