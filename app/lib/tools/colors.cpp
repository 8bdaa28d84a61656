// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/colors.h"

#include "render/palette.h"

namespace plenum::app {

QColor Colors::role(const QString &role)
{
    return palette::role(role.toStdString());
}
QColor Colors::obstacle(const QString &kind)
{
    return palette::obstacle(fromString<ObstacleKind>(kind.toStdString()).value_or(ObstacleKind::Column));
}
QColor Colors::rack()
{
    return palette::rackOther();
}
QColor Colors::rackGpu()
{
    return palette::rackGpu();
}
QColor Colors::rackNetwork()
{
    return palette::rackNetwork();
}
QColor Colors::rackStorage()
{
    return palette::rackStorage();
}
QColor Colors::pathwayData()
{
    return palette::pathwayData();
}
QColor Colors::pathwayFiber()
{
    return palette::pathwayFiber();
}
QColor Colors::pathwayPower()
{
    return palette::pathwayPower();
}
QColor Colors::highlight()
{
    return palette::highlight();
}
QColor Colors::route()
{
    return palette::route();
}
QColor Colors::asbuiltKind(const QString &kind)
{
    return palette::asbuiltKind(kind.toStdString());
}

QColor Colors::asbuiltWrong()
{
    return palette::asbuiltWrong();
}
QColor Colors::asbuiltMissing()
{
    return palette::asbuiltMissing();
}
QColor Colors::selection()
{
    return palette::selection();
}
QColor Colors::port()
{
    return palette::port();
}
QColor Colors::managementPort()
{
    return palette::managementPort();
}

} // namespace plenum::app
