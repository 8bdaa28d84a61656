// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"
#include "cli/commands.h"
#include "templates/templates.h"
#include "json/json.h"

#include <fmt/format.h>

#include <ostream>

namespace plenum::cli {

int commandTemplates(const std::vector<std::string> &argv, Io &io)
{
    Args args(argv, {}, { "--json" });
    args.expectPositionals(0, "no arguments");
    auto list = builtinTemplates();
    list.push_back(emptyTemplateInfo());
    if (args.has("--json")) {
        json::Array a;
        for (const auto &t : list) {
            json::Value v { json::Object {} };
            v.set("name", t.name);
            v.set("description", t.description);
            v.set("source", t.source);
            a.push_back(std::move(v));
        }
        io.out << json::write(json::Value(std::move(a)));
        return kExitOk;
    }
    for (const auto &t : list)
        io.out << fmt::format("{:<24} {}\n{:<24} source: {}\n", t.name, t.description, "", t.source);
    return kExitOk;
}

} // namespace plenum::cli
