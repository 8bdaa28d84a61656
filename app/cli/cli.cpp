// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"
#include "version.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <ostream>

namespace plenum::cli {

Args::Args(const std::vector<std::string> &argv, const std::vector<std::string> &valueFlags,
           const std::vector<std::string> &switches)
{
    auto contains = [](const std::vector<std::string> &v, const std::string &s) {
        return std::find(v.begin(), v.end(), s) != v.end();
    };
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string &a = argv[i];
        if (a.size() < 2 || a.rfind("--", 0) != 0) {
            if (a.size() > 1 && a[0] == '-')
                throw Error(fmt::format("unknown option '{}'", a));
            m_positionals.push_back(a);
            continue;
        }
        std::string flag = a, value;
        bool inlineValue = false;
        if (auto eq = a.find('='); eq != std::string::npos) {
            flag = a.substr(0, eq);
            value = a.substr(eq + 1);
            inlineValue = true;
        }
        if (contains(switches, flag)) {
            if (inlineValue)
                throw Error(fmt::format("option '{}' takes no value", flag));
            m_values.insert_or_assign(flag, std::string(1, '1'));
        } else if (contains(valueFlags, flag)) {
            if (!inlineValue) {
                if (i + 1 >= argv.size())
                    throw Error(fmt::format("option '{}' needs a value", flag));
                value = argv[++i];
            }
            m_values[flag] = value;
        } else {
            throw Error(fmt::format("unknown option '{}'", flag));
        }
    }
}

std::string Args::value(const std::string &flag, const std::string &fallback) const
{
    auto it = m_values.find(flag);
    return it == m_values.end() ? fallback : it->second;
}

std::int64_t Args::integer(const std::string &flag, std::int64_t fallback, std::int64_t minimum,
                           std::int64_t maximum) const
{
    if (!has(flag))
        return fallback;
    const std::string text = value(flag);
    std::int64_t v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    const bool whole = end == text.data() + text.size() && !text.empty();
    if (ec == std::errc::result_out_of_range && whole)
        throw Error(fmt::format("{} must be between {} and {} (got {})", flag, minimum, maximum, text));
    if (ec != std::errc() || !whole)
        throw Error(fmt::format("{} must be a whole number (got '{}')", flag, text.substr(0, 40)));
    if (v < minimum || v > maximum)
        throw Error(v < minimum && maximum == std::numeric_limits<int>::max()
                        ? fmt::format("{} must be at least {} (got {})", flag, minimum, v)
                        : fmt::format("{} must be between {} and {} (got {})", flag, minimum, maximum, v));
    return v;
}

double Args::number(const std::string &flag, double fallback, double minimum) const
{
    if (!has(flag))
        return fallback;
    const std::string text = value(flag);
    double v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v))
        throw Error(fmt::format("{} must be a number (got '{}')", flag, text));
    if (v < minimum)
        throw Error(fmt::format("{} must be at least {} (got {})", flag, minimum, text));
    return v;
}

void Args::expectPositionals(std::size_t count, const char *names) const
{
    if (m_positionals.size() < count)
        throw Error(fmt::format("missing argument: expected {}", names));
    if (m_positionals.size() > count)
        throw Error(fmt::format("unexpected argument '{}'", m_positionals[count]));
}

OutputRules outputRules(const Args &args, std::vector<std::string> inputs)
{
    OutputRules rules;
    rules.replace = args.has("--force");
    rules.inputs = std::move(inputs);
    return rules;
}

// The buyer's analyses (core/analysis): command_growth.cpp, command_resilience.cpp, …
int commandGrowth(const std::vector<std::string> &args, Io &io);
int commandResilience(const std::vector<std::string> &args, Io &io);
int commandReliability(const std::vector<std::string> &args, Io &io);
int commandStorage(const std::vector<std::string> &args, Io &io);
int commandCost(const std::vector<std::string> &args, Io &io);
int commandReview(const std::vector<std::string> &args, Io &io);
int commandImportNetboxSite(const std::vector<std::string> &args, Io &io); // command_import_netbox_site.cpp

const std::vector<Command> &commands()
{
    static const std::vector<Command> list = [] {
        std::vector<Command> all = {
        {"templates", "templates [--json]", "list the built-in project templates", commandTemplates},
        {"new",
         "new OUT.plenum --template NAME [--nodes N] [--target-nodes M] [--tiers 2|3] [--hall WxD] "
         "[--strategy row-end|row-middle] [--cross-ladder-every RACKS] [--compare-strategies] [--name TEXT] "
         "[--force] | new OUT.plenum --from-dxf FILE.dxf --outline-layer L [--column-layer L] [--crah-layer L] "
         "[--cdu-layer L] [--door-layer L] [--nogo-layer L] [--units mm|cm|m|in|ft] [--tile MM] [--keep-origin] "
         "[--name TEXT] [--force]",
         "create a complete project (fabric, racks, pathways) from a template, or an empty hall from a DXF drawing",
         commandNew},
        {"import-netbox-site",
         "import-netbox-site OUT.plenum --racks F.csv --devices F.csv --cables F.csv --positions F.csv "
         "[--interfaces F.csv] [--devicetypes DIR] [--hall WxD] [--force]",
         "an existing site from NetBox's CSV files, racks placed by the positions given, in phase 'existing'",
         commandImportNetboxSite},
        {"stats", "stats FILE.plenum [--json]", "count halls, racks, devices, ports, links, cables, pathways",
         commandStats},
        {"dump", "dump FILE.plenum [--out project.json [--force]]", "write the project as canonical JSON", commandDump},
        {"load", "load project.json OUT.plenum [--force]", "create a project file from canonical JSON",
         commandLoad},
        {"fabric", "fabric [--template NAME] [--nodes N | --endpoints N] [options] [--json]",
         "design a compute fabric for a target size (no file)", commandFabric},
        {"route", "route FILE.plenum [--json]",
         "route every link through the pathways as a cable with an orderable length, and save", commandRoute},
        {"pathway",
         "pathway list FILE [--json] | add FILE --name N --points x,y,z,... [--kind K] [--service S] [--width MM] "
         "[--depth MM] [--phase P] | move FILE PATHWAY --by dx,dy,dz | delete FILE PATHWAY",
         "list, add, move or delete trays, ladders and runways", commandPathway},
        {"edit",
         "edit FILE.plenum OP [--KEY VALUE ...] | edit FILE.plenum --script edits.json  [--route] [--check] [--json] "
         "[--out OUT.plenum [--force]]",
         "hand edits (racks, rows, devices, links, pathways), all or nothing; --route, --check: what changed "
         "(operations in docs/cli.md)",
         commandEdit},
        {"growth", "growth FILE.plenum [--json] [--minutes-per-cable M] [--validation-hours H] [--gpu-hour-usd X] [--target-nodes M]",
         "growth plan: what each phase adds, cables to move, reservations, built-for-target vs grown; exit 1 when "
         "growing needs a maintenance window",
         commandGrowth},
        {"resilience", "resilience FILE.plenum [--json] [--component KIND:NAME | --all]",
         "single failures (switch, plane, pathway segment, feed, PDU, CDU): what goes down or loses bandwidth",
         commandResilience},
        {"reliability",
         "reliability [FILE.plenum [--phase P] | --gpus N [--nodes N] [--nics N] [--endpoints N] [--planes P]] "
         "[--rates R.json] [--checkpoint-minutes C] [--restart-minutes R] [--json] | reliability --print-rates",
         "interruptions per day, MTBF, Young/Daly checkpoint interval, goodput (Llama 3 rates by default)",
         commandReliability},
        {"storage",
         "storage [FILE.plenum [--domain node|rack] | --nodes N [--target-nodes M]] [--scheme K+M] [--spares S] "
         "[--min-parity M] [--max-parity M] [--max-data K] [--max-width-fraction F] [--json]",
         "erasure-coding advisor at day-one and target size; exit 1 when the day-one stripe is inefficient at target",
         commandStorage},
        {"cost", "cost FILE.plenum [--json]",
         "cost per GPU and per endpoint by phase; 2-tier / 3-tier / multi-plane at this size", commandCost},
        {"review",
         "review FILE.plenum [--out review.md|review.pdf [--force]] [--paper a4|letter|a3] [--date TEXT] "
         "[--checkpoint-minutes C] [--restart-minutes R] [--gpu-hour-usd X]",
         "design review answering Network, Storage, Orchestration, Resilience, Metrics (Markdown or PDF)",
         commandReview},
        };
        for (const auto &group : {catalogCommands(), rulesCommands(), exportCommands(), asbuiltCommands(), dxfCommands()})
            for (const auto &c : group)
                all.push_back(c);
        return all;
    }();
    return list;
}

namespace {

void printUsage(std::ostream &out)
{
    out << "usage: plenum-cli COMMAND [ARGS]\n       plenum-cli --version\n\ncommands:\n";
    for (const auto &c : commands())
        out << fmt::format("  {}\n      {}\n", c.synopsis, c.summary);
    out << "\nexit codes: 0 success, 1 the check found errors, 2 bad input or usage\n";
}

constexpr std::size_t kMaxErrorBytes = 1000;

} // namespace

std::string oneLine(std::string text)
{
    if (text.size() > kMaxErrorBytes) {
        std::size_t cut = kMaxErrorBytes;
        while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
            --cut;
        text = text.substr(0, cut) + "...";
    }
    for (char &c : text)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = '?';
    return text;
}

int run(int argc, char **argv, Io &io)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
        printUsage(io.err);
        return kExitBadInput;
    }
    if (args[0] == "--version") {
        io.out << "plenum-cli " << kVersion << "\n";
        return kExitOk;
    }
    if (args[0] == "--help" || args[0] == "help") {
        printUsage(io.out);
        return kExitOk;
    }
    for (const auto &c : commands()) {
        if (args[0] != c.name)
            continue;
        std::vector<std::string> rest(args.begin() + 1, args.end());
        try {
            return c.run(rest, io);
        } catch (const Error &e) {
            io.err << "plenum-cli " << c.name << ": " << oneLine(e.what()) << "\n";
            return kExitBadInput;
        } catch (const std::exception &e) {
            io.err << "plenum-cli " << c.name << ": internal error: " << oneLine(e.what()) << "\n";
            return kExitBadInput;
        }
    }
    io.err << "plenum-cli: unknown command '" << oneLine(args[0].substr(0, 80)) << "' (try plenum-cli --help)\n";
    return kExitBadInput;
}

} // namespace plenum::cli
