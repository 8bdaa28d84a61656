// SPDX-License-Identifier: GPL-3.0-or-later
// One setting chosen from a few values (a rack's rotation, a pathway's kind): its label and a
// combo box of `choices` ({value, text}). The box shows `current` (the model's value) and follows
// it after every edit and undo; choosing another value emits `chosen`, and the box then follows
// the model again, so a refused edit shows the value the object still has.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

RowLayout {
    id: row

    property string label
    property var choices: []
    property var current
    property real labelWidth: 96
    readonly property real labelImplicitWidth: caption.implicitWidth
    signal chosen(var value)

    function indexOf(value) {
        for (let i = 0; i < choices.length; ++i)
            if (choices[i].value === value)
                return i
        return -1
    }

    spacing: Theme.spacing
    Label {
        id: caption
        Layout.preferredWidth: row.labelWidth
        text: row.label
        color: Theme.textMuted
        elide: Text.ElideRight
        ToolTip.visible: truncated && labelHover.hovered
        ToolTip.text: text
        HoverHandler { id: labelHover }
    }
    ComboBox {
        id: combo
        objectName: row.objectName + "Combo"
        Layout.fillWidth: true
        model: row.choices
        textRole: "text"
        valueRole: "value"
        currentIndex: row.indexOf(row.current)
        onActivated: {
            if (currentValue !== row.current)
                row.chosen(currentValue)
            currentIndex = Qt.binding(() => row.indexOf(row.current))
        }
    }
}
