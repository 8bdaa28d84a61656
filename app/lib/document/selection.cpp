// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/selection.h"

#include "document/document.h"

#include <algorithm>
#include <unordered_map>

namespace plenum::app {
namespace {

const Device *findDevice(const Project &project, qint64 id)
{
    const auto it
        = std::find_if(project.devices.begin(), project.devices.end(), [id](const Device &d) { return d.id == id; });
    return it == project.devices.end() ? nullptr : &*it;
}

} // namespace

Selection::Selection(Document &document)
    : QObject(&document)
    , m_document(document)
{
}

void Selection::setRackId(qint64 id)
{
    if (id != 0 && !m_document.rack(id))
        id = 0;
    if (id == m_rack)
        return;
    m_rack = id;
    m_device = 0;
    emit changed();
}

void Selection::setDeviceId(qint64 id)
{
    const Device *device = id != 0 ? findDevice(m_document.project(), id) : nullptr;
    if (!device)
        id = 0;
    const qint64 rack = device ? device->rack : m_rack;
    if (id == m_device && rack == m_rack)
        return;
    m_device = id;
    m_rack = rack;
    emit changed();
}

void Selection::setViewPhaseId(qint64 id)
{
    const std::vector<Phase> &phases = m_document.project().phases;
    const bool known = std::any_of(phases.begin(), phases.end(), [id](const Phase &p) { return p.id == id; });
    if (!known)
        id = phases.empty() ? 0 : phases.front().id;
    if (id == m_viewPhase)
        return;
    m_viewPhase = id;
    emit viewPhaseChanged();
}

void Selection::setCableId(qint64 id)
{
    if (id != 0 && !m_document.cable(id))
        id = 0;
    if (id == m_cable)
        return;
    m_cable = id;
    m_highlightShapes.reset();
    emit cableChanged();
}

QVariantList Selection::highlightedIds() const
{
    QVariantList ids;
    for (qint64 id : m_highlightOrder)
        ids.append(id);
    return ids;
}

const HighlightShapes &Selection::highlightShapes() const
{
    if (!m_highlightShapes)
        m_highlightShapes = app::highlightShapes(m_document.project(), m_highlight, m_cable);
    return *m_highlightShapes;
}

void Selection::setHighlight(const QVariantList &ids)
{
    QList<qint64> order;
    for (const QVariant &v : ids)
        order.append(v.toLongLong());
    if (order == m_highlightOrder)
        return;
    m_highlightOrder = order;
    m_highlight = std::unordered_set<Id>(order.begin(), order.end());
    m_highlightShapes.reset();
    // Select what the rack and device views can show: the first device, else the first rack, else
    // a rack at an end of the first link or cable.
    const Project &project = m_document.project();
    std::unordered_map<Id, const Device *> devices;
    for (const Device &d : project.devices)
        if (m_highlight.count(d.id))
            devices.emplace(d.id, &d);
    std::unordered_map<Id, const Link *> links;
    for (const Link &l : project.links)
        links.emplace(l.id, &l);
    auto linkOf = [&](Id id) -> const Link * {
        if (const Cable *c = m_document.cable(id))
            id = c->link;
        auto it = links.find(id);
        return it == links.end() ? nullptr : it->second;
    };
    qint64 device = 0, rack = 0;
    for (qint64 id : order) {
        if (devices.count(id)) {
            device = id;
            break;
        }
        if (m_document.rack(id) && rack == 0)
            rack = id;
        if (const Link *l = linkOf(id); l && rack == 0) {
            device = l->a.device;
            break;
        }
    }
    if (device != 0)
        setDeviceId(device);
    else if (rack != 0)
        setRackId(rack);
    emit highlightChanged();
}

bool Selection::selectByName(const QString &name)
{
    const std::string wanted = name.toStdString();
    const Project &project = m_document.project();
    for (const Cable &c : project.cables)
        if (c.label == wanted) {
            setCableId(c.id);
            return true;
        }
    for (const Device &d : project.devices)
        if (d.name == wanted) {
            setHighlight({ qint64(d.id) });
            return true;
        }
    for (const Rack &r : project.racks)
        if (r.name == wanted) {
            setHighlight({ qint64(r.id) });
            return true;
        }
    for (const Pathway &p : project.pathways)
        if (p.name == wanted) {
            setHighlight({ qint64(p.id) });
            return true;
        }
    return false;
}

void Selection::reset()
{
    m_rack = 0;
    m_device = 0;
    m_cable = 0;
    m_highlight.clear();
    m_highlightOrder.clear();
    m_highlightShapes.reset();
    const std::vector<Phase> &phases = m_document.project().phases;
    m_viewPhase = phases.empty() ? 0 : phases.front().id;
    emit changed();
    emit viewPhaseChanged();
    emit cableChanged();
    emit highlightChanged();
}

void Selection::prune()
{
    m_highlightShapes.reset();
    bool selection = false;
    if (m_rack != 0 && !m_document.rack(m_rack)) {
        m_rack = m_device = 0;
        selection = true;
    }
    if (m_device != 0 && !findDevice(m_document.project(), m_device)) {
        m_device = 0;
        selection = true;
    }
    if (m_cable != 0 && !m_document.cable(m_cable)) {
        m_cable = 0;
        emit cableChanged();
    }
    if (selection)
        emit changed();
}

} // namespace plenum::app
