// SPDX-License-Identifier: GPL-3.0-or-later
// The palette of render/palette.h for QML: Theme.qml and the legends take their role, rack and
// pathway colours from here, so the screen, the 3D hall and the printed sheets agree.
//   Colors.role("spine"), Colors.rackGpu, Colors.pathwayFiber, …
#pragma once

#include <QColor>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace plenum::app {

class Colors : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QColor rack READ rack CONSTANT)
    Q_PROPERTY(QColor rackGpu READ rackGpu CONSTANT)
    Q_PROPERTY(QColor rackNetwork READ rackNetwork CONSTANT)
    Q_PROPERTY(QColor rackStorage READ rackStorage CONSTANT)
    Q_PROPERTY(QColor pathwayData READ pathwayData CONSTANT)
    Q_PROPERTY(QColor pathwayFiber READ pathwayFiber CONSTANT)
    Q_PROPERTY(QColor pathwayPower READ pathwayPower CONSTANT)
    Q_PROPERTY(QColor highlight READ highlight CONSTANT)
    Q_PROPERTY(QColor route READ route CONSTANT)
    Q_PROPERTY(QColor asbuiltWrong READ asbuiltWrong CONSTANT)
    Q_PROPERTY(QColor asbuiltMissing READ asbuiltMissing CONSTANT)
    Q_PROPERTY(QColor selection READ selection CONSTANT)
    Q_PROPERTY(QColor port READ port CONSTANT)
    Q_PROPERTY(QColor managementPort READ managementPort CONSTANT)

public:
    using QObject::QObject;

    // A device role's colour, as the elevations paint it.
    Q_INVOKABLE static QColor role(const QString &role);
    // A floor obstacle's colour by kind ("column", "crah", "cdu", "door", "other": a no-go zone).
    Q_INVOKABLE static QColor obstacle(const QString &kind);
    // A discovered difference's colour by kind ("miswired", "missing", "degraded", …), as the fix
    // list prints it.
    Q_INVOKABLE static QColor asbuiltKind(const QString &kind);

    static QColor rack();
    static QColor rackGpu();
    static QColor rackNetwork();
    static QColor rackStorage();
    static QColor pathwayData();
    static QColor pathwayFiber();
    static QColor pathwayPower();
    static QColor highlight();
    static QColor route();
    static QColor asbuiltWrong(); // miswired and swapped cables (issue #19)
    static QColor asbuiltMissing(); // missing cables, dashed
    static QColor selection();
    static QColor port();
    static QColor managementPort();
};

} // namespace plenum::app
