// SPDX-License-Identifier: GPL-3.0-or-later
// Key sequences as the platform writes them ("Ctrl+Shift+S"), for menus and the shortcut list:
// KeyText.of(action.shortcut) takes what an Action's shortcut holds — a StandardKey (the first of
// its bindings, as menus show it) or a string. QML's Shortcut.nativeText warns on StandardKeys
// with several bindings (Zoom In is Ctrl++ and Ctrl+=), so it is not used for this.
#pragma once

#include <QObject>
#include <QString>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

namespace plenum::app {

class KeyText : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;
    // "" for an empty or unknown sequence.
    Q_INVOKABLE static QString of(const QVariant &shortcut);
};

} // namespace plenum::app
