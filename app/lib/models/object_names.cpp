// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/object_names.h"

#include <QStringList>

namespace plenum::app {

ObjectNames::ObjectNames(const Project &project)
    : m_project(project)
    , m_index(project)
{
}

const Cable *ObjectNames::cable(Id id) const
{
    if (!m_cablesMade) {
        m_cables.reserve(m_project.cables.size());
        for (std::size_t i = 0; i < m_project.cables.size(); ++i)
            m_cables.emplace(m_project.cables[i].id, i);
        m_cablesMade = true;
    }
    const auto it = m_cables.find(id);
    if (it == m_cables.end() || it->second >= m_project.cables.size())
        return nullptr;
    const Cable &c = m_project.cables[it->second];
    return c.id == id ? &c : nullptr;
}

QString ObjectNames::name(Id id) const
{
    const std::string *found = nullptr;
    if (const Device *d = m_index.device(id))
        found = &d->name;
    else if (const Rack *r = m_index.rack(id))
        found = &r->name;
    else if (const Link *l = m_index.link(id))
        return QStringLiteral("%1 ↔ %2").arg(name(l->a.device), name(l->b.device));
    else if (const Pathway *p = m_index.pathway(id))
        found = &p->name;
    else if (const Row *row = m_index.row(id))
        found = &row->name;
    else if (const Hall *h = m_index.hall(id))
        found = &h->name;
    else if (const Cable *c = cable(id))
        found = &c->label;
    else
        for (const Obstacle &o : m_project.obstacles)
            if (o.id == id)
                found = &o.name;
    return !found || found->empty() ? QStringLiteral("#%1").arg(id) : QString::fromStdString(*found);
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
