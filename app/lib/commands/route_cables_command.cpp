// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands/route_cables_command.h"

#include "document/document.h"

namespace plenum::app {

RouteCablesCommand::RouteCablesCommand(
    Document *document, std::vector<Cable> before, Id nextIdBefore, std::vector<Cable> after, Id nextIdAfter)
    : m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_nextIdBefore(nextIdBefore)
    , m_nextIdAfter(nextIdAfter)
{
    setText(QObject::tr("Route cables"));
}

void RouteCablesCommand::undo()
{
    m_document->applyCables(m_before, m_nextIdBefore);
}

void RouteCablesCommand::redo()
{
    m_document->applyCables(m_after, m_nextIdAfter);
}

} // namespace plenum::app
