// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/object_names.h"

#include <QStringList>

namespace plenum::app {

ObjectNames::ObjectNames(const Project &project)
{
    auto put = [this](Id id, const std::string &name) { m_names.emplace(id, QString::fromStdString(name)); };
    for (const Hall &h : project.halls)
        put(h.id, h.name);
    for (const Obstacle &o : project.obstacles)
        put(o.id, o.name);
    for (const Row &r : project.rows)
        put(r.id, r.name);
    for (const Rack &r : project.racks)
        put(r.id, r.name);
    for (const Device &d : project.devices)
        put(d.id, d.name);
    for (const Pathway &p : project.pathways)
        put(p.id, p.name);
    for (const Cable &c : project.cables)
        put(c.id, c.label);
    for (const Link &l : project.links)
        m_names.emplace(l.id, QStringLiteral("%1 ↔ %2").arg(name(l.a.device), name(l.b.device)));
}

QString ObjectNames::name(Id id) const
{
    const auto it = m_names.find(id);
    return it == m_names.end() || it->second.isEmpty() ? QStringLiteral("#%1").arg(id) : it->second;
}

QString ObjectNames::join(const std::vector<Id> &ids, int max) const
{
    QStringList parts;
    for (Id id : ids) {
        if (parts.size() == max) {
            parts.append(QStringLiteral("…"));
            break;
        }
        parts.append(name(id));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace plenum::app
