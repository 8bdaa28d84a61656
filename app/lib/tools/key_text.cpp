// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/key_text.h"

#include <QKeySequence>

namespace plenum::app {

QString KeyText::of(const QVariant &shortcut)
{
    if (!shortcut.isValid() || shortcut.isNull())
        return {};
    QKeySequence sequence;
    if (shortcut.typeId() == QMetaType::QString) {
        sequence = QKeySequence::fromString(shortcut.toString());
    } else if (shortcut.canConvert<int>()) {
        const QList<QKeySequence> bindings = QKeySequence::keyBindings(QKeySequence::StandardKey(shortcut.toInt()));
        if (!bindings.isEmpty())
            sequence = bindings.constFirst();
    } else if (shortcut.canConvert<QKeySequence>()) {
        sequence = shortcut.value<QKeySequence>();
    }
    return sequence.toString(QKeySequence::NativeText);
}

} // namespace plenum::app
