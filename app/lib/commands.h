// SPDX-License-Identifier: GPL-3.0-or-later
// Undo commands of the Document. Each command changes the model only through Document so the
// typed change signals fire; commands that may merge use an id from CommandId.
#pragma once

#include "model/project.h"

#include <QUndoCommand>

namespace plenum::app {

class Document;

// Merge ids for QUndoCommand::id(): one enum so no two command kinds collide.
enum class CommandId : int {
    MoveRack = 1,
    RouteCables = 2,
};

// Moves one rack's footprint centre. Successive moves of the same rack within one gesture
// (a mouse drag) merge, so one drag is one undo entry.
class MoveRackCommand : public QUndoCommand {
public:
    MoveRackCommand(Document *document, Id rackId, Point from, Point to, int gesture);

    void undo() override;
    void redo() override;
    int id() const override { return int(CommandId::MoveRack); }
    bool mergeWith(const QUndoCommand *other) override;

    Id rackId() const { return m_rackId; }
    Point from() const { return m_from; }
    Point to() const { return m_to; }

private:
    Document *m_document;
    Id m_rackId;
    Point m_from;
    Point m_to;
    int m_gesture; // 0: never merges
};

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
