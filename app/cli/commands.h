// SPDX-License-Identifier: GPL-3.0-or-later
// The plenum-cli subcommands, one file each (command_<name>.cpp), listed once in commands.cpp.
// Each parses its own flags, returns an exit code (0, 1 the check found something, 2 bad input)
// and writes through `io`.
#pragma once

#include "cli/cli.h"

#include <string>
#include <vector>

namespace plenum::cli {

using CommandArgs = std::vector<std::string>;

int commandTemplates(const CommandArgs &args, Io &io);
int commandNew(const CommandArgs &args, Io &io);
int commandNewFromDxf(const CommandArgs &args, Io &io); // command_dxf.cpp, through `new --from-dxf`
int commandNewExtend(const CommandArgs &args, Io &io); // command_new_extend.cpp, through `new --extend`
int commandDxfLayers(const CommandArgs &args, Io &io); // command_dxf.cpp
int commandImportNetboxSite(const CommandArgs &args, Io &io);
int commandStats(const CommandArgs &args, Io &io);
int commandDump(const CommandArgs &args, Io &io);
int commandLoad(const CommandArgs &args, Io &io);
int commandFabric(const CommandArgs &args, Io &io);
int commandRoute(const CommandArgs &args, Io &io);
int commandPathway(const CommandArgs &args, Io &io);
int commandEdit(const CommandArgs &args, Io &io);
int commandGrowth(const CommandArgs &args, Io &io);
int commandResilience(const CommandArgs &args, Io &io);
int commandReliability(const CommandArgs &args, Io &io);
int commandStorage(const CommandArgs &args, Io &io);
int commandCost(const CommandArgs &args, Io &io);
int commandReview(const CommandArgs &args, Io &io);
int commandCatalog(const CommandArgs &args, Io &io);
int commandImportDevicetypes(const CommandArgs &args, Io &io);
int commandExportDevicetypes(const CommandArgs &args, Io &io);
int commandCheck(const CommandArgs &args, Io &io);
int commandExport(const CommandArgs &args, Io &io);
int commandVerify(const CommandArgs &args, Io &io);

} // namespace plenum::cli
