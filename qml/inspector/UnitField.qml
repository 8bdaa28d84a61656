// SPDX-License-Identifier: GPL-3.0-or-later
// One typed setting (the hall's in the inspector, the underlay's placement): its label, a number
// field and the unit. The field shows the model's value; Enter (or leaving the field) with another
// number emits `committed` in the model's unit (the typed number × `factor`, whole unless `whole` is
// false), and the field then follows the model again, so a refused edit shows the value it still has.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Plenum

RowLayout {
    id: field

    property string label
    property string unit
    property real value: 0 // in the model's unit
    property real factor: 1 // model units per typed unit (1000: watts typed as kW)
    property bool whole: true // the model's unit takes whole numbers
    property real labelWidth: 96 // a group of fields sets its widest label's width (labelImplicitWidth)
    readonly property real labelImplicitWidth: caption.implicitWidth
    property real unitWidth: 28
    readonly property TextField input: numberInput
    signal committed(real value)

    function shown() { return String(Math.round(field.value / field.factor * 1000) / 1000) }

    spacing: Theme.spacing
    Label {
        id: caption
        Layout.preferredWidth: field.labelWidth
        text: field.label
        color: Theme.textMuted
        elide: Text.ElideRight
        ToolTip.visible: truncated && labelHover.hovered
        ToolTip.text: text
        HoverHandler { id: labelHover }
    }
    TextField {
        id: numberInput
        objectName: field.objectName + "Input"
        Layout.fillWidth: true
        Layout.minimumWidth: 56
        implicitWidth: 80
        horizontalAlignment: TextInput.AlignRight
        selectByMouse: true
        text: field.shown()
        // Either decimal sign, whatever the language; the core judges the range.
        validator: RegularExpressionValidator { regularExpression: /-?[0-9]{1,9}([.,][0-9]{0,3})?/ }
        onEditingFinished: {
            const number = Number(text.replace(",", ".")) * field.factor
            const typed = field.whole ? Math.round(number) : number
            if (acceptableInput && Math.abs(typed - field.value) > (field.whole ? 0.5 : 1e-9))
                field.committed(typed)
            text = Qt.binding(() => field.shown())
        }
    }
    Label {
        Layout.preferredWidth: field.unitWidth
        text: field.unit
        color: Theme.textMuted
        elide: Text.ElideRight
    }
}
