// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/palette.h"

namespace plenum::app::palette {
namespace {

struct RoleColor {
    std::string_view role;
    QRgb color;
};
constexpr RoleColor kRoleColors[] = {
    { "gpu-node", 0x2e7d4f },
    { "server", 0x3f8f6a },
    { "leaf", 0x1f6fc5 },
    { "spine", 0x5b3fb0 },
    { "core", 0x7b2d8e },
    { "switch", 0x2f5fa8 },
    { "storage", 0xc0651a },
    { "management", 0x00838f },
    { "pdu", 0xb23a3a },
    { "patch-panel", 0x6d5a4a },
    { "blanking", 0x8e979f },
};
constexpr QRgb kOtherRoleColor = 0x546e7a;

} // namespace

QColor role(std::string_view role)
{
    for (const RoleColor &rc : kRoleColors)
        if (role == rc.role)
            return QColor(rc.color);
    return QColor(kOtherRoleColor);
}

std::vector<std::string_view> roles()
{
    std::vector<std::string_view> out;
    for (const RoleColor &rc : kRoleColors)
        out.push_back(rc.role);
    return out;
}

QColor obstacle(ObstacleKind kind)
{
    switch (kind) {
    case ObstacleKind::Crah:
        return QColor(0x7fb3d5);
    case ObstacleKind::Cdu:
        return QColor(0x3aa8a0);
    case ObstacleKind::Door:
        return QColor(0xa67c52);
    case ObstacleKind::Other:
        return QColor(0xd84343);
    case ObstacleKind::Column:
        break;
    }
    return QColor(0x9aa3ad);
}

QColor asbuiltKind(std::string_view kind)
{
    if (kind == "miswired" || kind == "swapped")
        return asbuiltWrong();
    if (kind == "missing")
        return asbuiltMissing();
    if (kind == "degraded")
        return QColor(0xc77700);
    return QColor(0x1f78b4); // "unknown-device", "extra"
}

} // namespace plenum::app::palette
