// SPDX-License-Identifier: GPL-3.0-or-later
// Opening and saving .plenum project files (DESIGN.md §8).
//
// Saves follow the output policy of store/atomic_file.h: the project is written to a temporary
// file beside the target (exclusive, no links followed), synced, then renamed over it, so an
// interrupted save leaves the previous file intact; the replaced file's mode and owner are kept,
// a read-only file is refused, and stale SQLite sidecars of the target (-journal, -wal, -shm) are
// removed so they can never be played into the new file.
// Opening treats the file as untrusted: the header, application_id and schema version are checked
// first; a non-empty -wal or -journal beside it (unfinished changes of another program) refuses
// it; the file is opened read-only and immutable (SQLite reads the main file alone and creates no
// -shm or -wal) in SQLite's defensive mode with triggers, views and
// extensions disabled and untrusted schema off; any trigger, view or unknown table refuses the
// file; the integrity check must pass; every value's type is checked; the loaded model must meet
// its invariants. Any failure throws Error with one clear sentence and changes nothing on disk.
#pragma once

#include "model/project.h"
#include "store/atomic_file.h"

#include <string>

namespace plenum {

Project openProject(const std::string &path);
// Saves the project one has open: replaces `path`, through a symbolic link (saveInPlace()).
void saveProject(const Project &project, const std::string &path);
// Saves under `rules` (e.g. `new`/`load`: an existing file only with --force).
void saveProject(const Project &project, const std::string &path, const OutputRules &rules);

} // namespace plenum
