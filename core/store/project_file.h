// SPDX-License-Identifier: GPL-3.0-or-later
// Opening and saving .plenum project files (DESIGN.md §8).
//
// Saves are atomic: the project is written to a temporary file beside the target, synced, then
// renamed over it, so an interrupted save leaves the previous file intact.
// Opening treats the file as untrusted: the header, application_id and schema version are checked
// first; the file is opened read-only in SQLite's defensive mode with triggers, views and
// extensions disabled and untrusted schema off; any trigger, view or unknown table refuses the
// file; the integrity check must pass; every value's type is checked; the loaded model must meet
// its invariants. Any failure throws Error with one clear sentence and changes nothing on disk.
#pragma once

#include "model/project.h"

#include <string>

namespace plenum {

Project openProject(const std::string &path);
void saveProject(const Project &project, const std::string &path);

} // namespace plenum
