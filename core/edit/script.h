// SPDX-License-Identifier: GPL-3.0-or-later
// Edit operations as data: the operations of `plenum-cli edit` (one on the command line, or a JSON
// list of them with --script), each an object {"op": "add-rack", "name": "A01", …} that calls one
// edit of core/edit. docs/cli.md lists every operation and its members. Values may be JSON numbers
// or strings ("1200", "1200,2000" for a point), as the command line gives them.
#pragma once

#include "edit/change_set.h"
#include "json/json.h"

#include <string>
#include <vector>

namespace plenum::edit {

// The names of the operations, in the order docs/cli.md lists them.
const std::vector<std::string> &operationNames();

// Runs one operation; its change sets (one per edit it made, in order). Throws Error naming the
// object and the reason — also for an unknown operation, a missing or unknown member — and then
// has changed nothing.
std::vector<ChangeSet> runOperation(Project &project, const json::Value &operation);

// A script operation that failed: its index in the list (from 0), its name and the reason.
class ScriptError : public Error {
public:
    ScriptError(std::size_t index, const std::string &op, const std::string &reason);
    std::size_t index() const { return m_index; }

private:
    std::size_t m_index;
};

struct ScriptStep {
    std::string op;
    std::vector<ChangeSet> changes;
};

// Runs a JSON list of operations in order, all or nothing: on the first failure the steps already
// made are undone through their change sets and ScriptError is thrown.
std::vector<ScriptStep> runScript(Project &project, const json::Value &operations);

} // namespace plenum::edit
