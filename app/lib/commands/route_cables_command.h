// SPDX-License-Identifier: GPL-3.0-or-later
// The undo step of Tools ▸ Route cables (route_cables_command.cpp).
#pragma once

#include "commands/commands.h"
#include "model/project.h"

#include <QUndoCommand>

#include <vector>

namespace plenum::app {

class Document;

// Replaces every cable with a routing result (Tools ▸ Route cables); undo restores the cables (and the
// id counter) from before.
class RouteCablesCommand : public QUndoCommand {
public:
    RouteCablesCommand(
        Document *document, std::vector<Cable> before, Id nextIdBefore, std::vector<Cable> after, Id nextIdAfter);

    void undo() override;
    void redo() override;
    int id() const override { return int(CommandId::RouteCables); }

private:
    Document *m_document;
    std::vector<Cable> m_before, m_after;
    Id m_nextIdBefore, m_nextIdAfter;
};

} // namespace plenum::app
