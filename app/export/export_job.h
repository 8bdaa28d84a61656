// SPDX-License-Identifier: GPL-3.0-or-later
// The export job shared by `plenum-cli export` and the GUI: every exporter (core's table formats
// and the PDF/PNG drawings of this library) in one explicit list, and one function that checks
// the request and runs it.
#pragma once

#include "export/exporter.h"

#include <string>
#include <vector>

namespace plenum::app {

// All formats, in the order they are listed to users.
const std::vector<const exporting::Exporter *> &allExporters();
// The exporter called `id`, or nullptr.
const exporting::Exporter *findExporter(std::string_view id);

// Runs format `id` on `project` into `path`. Throws Error with one clear sentence for an unknown
// format, an unknown phase, a project without cables for a format that needs them ("route it
// first"), or a failed write (nothing partial is left). PDF/PNG formats need a QGuiApplication.
void runExport(const Project &project, const std::string &id, const std::string &path,
    const exporting::ExportOptions &options, const Progress &progress = {});

} // namespace plenum::app
