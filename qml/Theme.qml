// SPDX-License-Identifier: GPL-3.0-or-later
// Colours, sizes and fonts of the whole UI in one place. The floor-plan colours are also what
// the GUI smoke test looks for in a screenshot (rack: #1f6fc5).
pragma Singleton
import QtQuick

QtObject {
    // Chrome
    readonly property color window: "#f4f6f8"
    readonly property color canvas: "#dde2e8"
    readonly property color panel: "#ffffff"
    readonly property color panelBorder: "#c9d0d8"
    readonly property color text: "#1e2730"
    readonly property color textMuted: "#5d6a78"
    readonly property color error: "#c62828"
    readonly property color accent: "#1f6fc5"

    // Floor plan
    readonly property color floor: "#ffffff"
    readonly property color grid: "#e3e8ee"
    readonly property color wall: "#37414d"
    readonly property color obstacle: "#9aa3ad"
    readonly property color obstacleOutline: "#3f4852"
    readonly property color coldAisle: "#d9eafb"
    readonly property color hotAisle: "#fde3d6"
    readonly property color rack: "#1f6fc5"
    readonly property color rackFuture: "#bcd3ec"
    readonly property color rackOutline: "#0f3a68"
    readonly property color rackFront: "#5ccff2"
    readonly property color rackLabel: "#ffffff"
    readonly property color rackLabelFuture: "#1f4a78"
    readonly property color selection: "#f59e0b"
    readonly property color pathwayData: "#e07b12"
    readonly property color pathwayFiber: "#c2185b"
    readonly property color pathwayPower: "#d32f2f"

    // 3D hall
    readonly property color floor3d: "#eef1f4"
    readonly property color coldAisle3d: "#8fc0ee"
    readonly property color hotAisle3d: "#f2a98a"

    // Rack elevation
    readonly property color rackFrame: "#37414d"
    readonly property color rackSlot: "#f1f4f7"
    readonly property color rackSlotLine: "#d5dbe2"

    // Sizes
    readonly property int fontSmall: 11
    readonly property int fontNormal: 13
    readonly property int spacing: 8
    readonly property int statusBarHeight: 28
    readonly property int radius: 4
}
