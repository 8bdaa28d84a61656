// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli pathway list|add|move|delete: edit the pathway network of a project file.
#include "cli/cli.h"
#include "cli/commands.h"
#include "edit/pathway_edit.h"
#include "store/project_file.h"
#include "json/codec.h"

#include <fmt/format.h>

#include <charconv>
#include <ostream>

namespace plenum::cli {
namespace {

std::vector<std::int64_t> numbers(const std::string &text, const char *what)
{
    std::vector<std::int64_t> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = text.find(',', start);
        const std::string part = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        std::int64_t v = 0;
        auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), v);
        if (part.empty() || ec != std::errc() || end != part.data() + part.size())
            throw Error(fmt::format("{} must be whole millimetres separated by commas (got '{}')", what, text));
        out.push_back(v);
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    return out;
}

int list(const Args &args, Io &io)
{
    args.expectPositionals(2, "list FILE.plenum");
    const Project p = openProject(args.positionals()[1]);
    if (args.has("--json")) {
        json::Array a;
        for (const auto &pw : p.pathways)
            a.push_back(json::encodeRecord(pw));
        io.out << json::write(json::Value(std::move(a)));
        return kExitOk;
    }
    for (const auto &pw : p.pathways)
        io.out << fmt::format("{:>8}  {:<28} {:<12} {:<6} {} x {} mm, {} points\n", pw.id, pw.name, toString(pw.kind),
            toString(pw.service), pw.width_mm, pw.loading_depth_mm, pw.points.size());
    return kExitOk;
}

} // namespace

int commandPathway(const std::vector<std::string> &argv, Io &io)
{
    Args args(
        argv, { "--name", "--points", "--kind", "--service", "--width", "--depth", "--phase", "--by" }, { "--json" });
    if (args.positionals().empty())
        throw Error("missing action: list, add, move or delete");
    const std::string action = args.positionals()[0];
    if (action == "list")
        return list(args, io);
    std::string file;
    Project p;
    std::string message;
    if (action == "add") {
        args.expectPositionals(2, "add FILE.plenum");
        file = args.positionals()[1];
        p = openProject(file);
        edit::PathwaySpec spec;
        spec.name = args.value("--name");
        const auto coords = numbers(args.value("--points"), "--points");
        if (coords.size() % 3 != 0)
            throw Error("--points takes x,y,z triples: x1,y1,z1,x2,y2,z2,...");
        for (std::size_t i = 0; i + 2 < coords.size(); i += 3)
            spec.points.push_back({ coords[i], coords[i + 1], coords[i + 2] });
        spec.kind = parseEnum<PathwayKind>(args.value("--kind", "ladder"), "--kind");
        spec.service = parseEnum<Service>(args.value("--service", "data"), "--service");
        spec.width_mm = int(args.integer("--width", 300, 1));
        spec.loading_depth_mm = int(args.integer("--depth", 100, 1));
        spec.phase = args.value("--phase");
        const Id id = edit::addPathway(p, spec).added(edit::EntityKind::Pathway).front();
        message = fmt::format("added pathway {} '{}'", id, spec.name);
    } else if (action == "move" || action == "delete") {
        args.expectPositionals(3, "move|delete FILE.plenum PATHWAY");
        file = args.positionals()[1];
        p = openProject(file);
        const Id id = edit::findPathway(p, args.positionals()[2]);
        std::size_t dropped = 0;
        if (action == "move") {
            const auto by = numbers(args.value("--by"), "--by");
            if (by.size() != 3)
                throw Error("--by takes dx,dy,dz in millimetres");
            dropped = edit::movePathway(p, id, by[0], by[1], by[2]).removed(edit::EntityKind::Cable).size();
            message = fmt::format("moved pathway {}", id);
        } else {
            dropped = edit::deletePathway(p, id).removed(edit::EntityKind::Cable).size();
            message = fmt::format("deleted pathway {}", id);
        }
        if (dropped > 0)
            message += fmt::format("; {} cables lost their route (run plenum-cli route)", dropped);
    } else {
        throw Error(fmt::format("unknown action '{}' (list, add, move, delete)", action));
    }
    saveProject(p, file);
    io.out << message << "\n";
    return kExitOk;
}

} // namespace plenum::cli
