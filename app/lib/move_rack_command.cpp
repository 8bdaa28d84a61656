// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "document.h"

namespace plenum::app {

MoveRackCommand::MoveRackCommand(Document *document, Id rackId, Point from, Point to, int gesture)
    : m_document(document)
    , m_rackId(rackId)
    , m_from(from)
    , m_to(to)
    , m_gesture(gesture)
{
    const Rack *rack = document->rack(rackId);
    const QString name = rack ? QString::fromStdString(rack->name) : QString::number(rackId);
    setText(QObject::tr("Move rack %1").arg(name));
}

void MoveRackCommand::undo()
{
    m_document->applyRackPosition(m_rackId, m_from);
    if (!m_cables.empty())
        m_document->applyCables(m_cables.applied(m_document->project(), false), m_cables.nextIdBefore);
}

void MoveRackCommand::redo()
{
    m_document->applyRackPosition(m_rackId, m_to);
    if (!m_cables.empty())
        m_document->applyCables(m_cables.applied(m_document->project(), true), m_cables.nextIdAfter);
}

bool MoveRackCommand::mergeWith(const QUndoCommand *other)
{
    const auto *move = static_cast<const MoveRackCommand *>(other);
    if (m_gesture == 0 || move->m_gesture != m_gesture || move->m_rackId != m_rackId)
        return false;
    m_to = move->m_to;
    // A drag that ends where it began leaves no undo entry, unless cables were rerouted on the way.
    setObsolete(m_to == m_from && m_cables.empty());
    return true;
}

} // namespace plenum::app
