// SPDX-License-Identifier: GPL-3.0-or-later
// Drawing on the floor plan (issue #18), like the calibration overlay: while a tool is active it
// takes the floor plan's clicks. Points snap to the hall's tile grid (Alt: to 10 mm).
// - "hall": click the corners of the new outline; Enter or a double click closes it.
// - "pathway": click the points of a centre line; Enter or a double click ends it (pathwayOptions
//   give its kind, service, height, width and loading depth).
// - "column", "crah", "cdu", "door", "other" (a no-go zone): drag a rectangle.
// Each finished shape is one Document edit and one undo step; a refusal shows the core's reason
// and changes nothing. Backspace takes the last point back, a right click drops the shape, Esc
// drops it or, with nothing drawn, leaves the tool.
import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Plenum

MouseArea {
    id: overlay

    required property FloorPlanItem plan
    required property Document document
    property string tool: ""
    property var pathwayOptions: ({ kind: "tray", service: "data", heightMm: 2700, widthMm: 300, depthMm: 100 })
    property var points: []     // floor millimetres, the shape so far
    property var hover: null    // where the next point would go
    property var rectStart: null
    property string refusal: "" // why the last shape was refused
    readonly property bool active: tool !== ""
    readonly property bool polygonTool: tool === "hall" || tool === "pathway"
    signal drawn(string what)

    function start(name) {
        cancel()
        refusal = ""
        tool = name
        forceActiveFocus()
    }
    function cancel() {
        points = []
        rectStart = null
        hover = null
    }
    function leave() {
        cancel()
        tool = ""
        refusal = ""
        plan.forceActiveFocus()
    }
    function snapped(mouse) {
        return plan.snapTile(plan.mapToWorld(Qt.point(mouse.x, mouse.y)), (mouse.modifiers & Qt.AltModifier) !== 0)
    }
    function report(ok) {
        refusal = ok ? "" : document.lastError
        if (ok)
            overlay.drawn(tool)
    }
    function finish() {
        if (tool === "hall" && points.length >= 3) {
            const ok = document.setHallOutline(points)
            report(ok)
            cancel()
            if (ok)
                leave()
        } else if (tool === "pathway" && points.length >= 2) {
            report(document.addPathway(points, pathwayOptions))
            cancel()
        }
    }

    visible: active
    enabled: active
    acceptedButtons: Qt.LeftButton | Qt.RightButton
    cursorShape: Qt.CrossCursor
    hoverEnabled: true
    Keys.onEscapePressed: {
        if (points.length > 0 || rectStart !== null)
            cancel()
        else
            leave()
    }
    Keys.onReturnPressed: finish()
    Keys.onEnterPressed: finish()
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Backspace && points.length > 0) {
            points = points.slice(0, points.length - 1)
            event.accepted = true
        }
    }

    onPressed: mouse => {
        forceActiveFocus()
        if (mouse.button === Qt.LeftButton && !polygonTool)
            rectStart = snapped(mouse)
    }
    onPositionChanged: mouse => hover = snapped(mouse)
    onReleased: mouse => {
        if (mouse.button !== Qt.LeftButton || polygonTool || rectStart === null)
            return
        const end = snapped(mouse)
        const a = rectStart
        rectStart = null
        if (a.x === end.x || a.y === end.y)
            return // a click, or a line: no area
        report(document.addObstacle(tool, Qt.rect(Math.min(a.x, end.x), Math.min(a.y, end.y),
                                                   Math.abs(end.x - a.x), Math.abs(end.y - a.y))))
    }
    onClicked: mouse => {
        if (mouse.button === Qt.RightButton) {
            cancel()
            return
        }
        if (!polygonTool)
            return
        const p = snapped(mouse)
        const last = points.length > 0 ? points[points.length - 1] : null
        if (!last || last.x !== p.x || last.y !== p.y)
            points = points.concat([p])
    }
    onDoubleClicked: mouse => {
        if (mouse.button === Qt.LeftButton && polygonTool)
            finish()
    }

    // The shape so far, in item coordinates (bound to the view so pans and zooms follow).
    readonly property var previewPoints: {
        plan.viewOrigin; plan.pixelsPerMetre
        let world = points.slice()
        if (!polygonTool && rectStart !== null && hover !== null)
            world = [rectStart, Qt.point(hover.x, rectStart.y), hover, Qt.point(rectStart.x, hover.y), rectStart]
        else if (polygonTool && hover !== null && points.length > 0)
            world.push(hover)
        if (tool === "hall" && world.length >= 3)
            world.push(world[0])
        return world.map(p => plan.mapFromWorld(p))
    }

    Shape {
        objectName: "drawPreview"
        anchors.fill: parent
        ShapePath {
            strokeColor: Theme.accent
            strokeWidth: 2
            strokeStyle: ShapePath.DashLine
            fillColor: overlay.polygonTool ? "transparent" : Qt.rgba(0.12, 0.44, 0.77, 0.25)
            PathPolyline { path: overlay.previewPoints }
        }
    }

    Repeater {
        model: overlay.polygonTool ? overlay.points : []
        delegate: Rectangle {
            required property var modelData
            readonly property point at: (overlay.plan.viewOrigin, overlay.plan.pixelsPerMetre,
                                         overlay.plan.mapFromWorld(modelData))
            x: at.x - 4
            y: at.y - 4
            width: 8
            height: 8
            radius: 4
            color: Theme.accent
        }
    }

    Rectangle {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.spacing * 6
        color: overlay.refusal !== "" ? Theme.error : Theme.panel
        border.color: overlay.refusal !== "" ? Theme.error : Theme.accent
        radius: Theme.radius
        width: Math.min(hint.implicitWidth + 16, overlay.width - 2 * Theme.spacing)
        height: hint.implicitHeight + 8
        Label {
            id: hint
            objectName: "drawHint"
            anchors.centerIn: parent
            width: Math.min(implicitWidth, overlay.width - 3 * Theme.spacing)
            wrapMode: Text.Wrap
            color: overlay.refusal !== "" ? "#ffffff" : Theme.text
            text: overlay.refusal !== "" ? overlay.refusal
                  : overlay.tool === "hall" ? qsTr("Click the corners of the hall; Enter or a double click closes it (Alt: no snap, Esc cancels)")
                  : overlay.tool === "pathway" ? qsTr("Click the points of the pathway; Enter or a double click ends it (Alt: no snap, Esc cancels)")
                  : qsTr("Drag a rectangle (Alt: no snap, Esc leaves the tool)")
        }
    }
}
