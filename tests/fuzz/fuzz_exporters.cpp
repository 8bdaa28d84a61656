// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: names drawn from the input (any bytes: formula starts, control characters,
// path separators, dots, invalid UTF-8, very long) put into a routed starter project, which then
// goes through every table export (BOM and cable schedule CSV, NetBox CSVs, Slurm topology.conf,
// JSON) and the device-type exporter's file names (issue 22). Names the loader would refuse are
// refused by requireInputLimits and go no further, as in the product. For the others, each export
// either succeeds or raises plenum::Error, and its promises hold:
// - a spreadsheet CSV has no text cell a spreadsheet would run as a formula;
// - every topology.conf line is a comment, blank, or `SwitchName=X Nodes|Switches=Y` (no injection);
// - device-type file names are "Manufacturer/model.yaml" of plain, non-hidden, bounded parts,
//   unique even ignoring case.
#include "catalog/netbox.h"
#include "export/bom.h"
#include "export/cable_schedule.h"
#include "export/json_topology.h"
#include "export/netbox_tables.h"
#include "export/slurm_topology.h"
#include "export/table.h"
#include "routing/router.h"
#include "store/input_limits.h"
#include "templates/templates.h"

#include <cctype>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

using namespace plenum;

namespace {

const Project &routedStarter()
{
    static const Project p = [] {
        Project s = projectFromTemplate("starter", {});
        routing::routeProject(s);
        return s;
    }();
    return p;
}

void require(bool ok)
{
    if (!ok)
        __builtin_trap();
}

// Parses RFC 4180 CSV (as toCsv writes it) into fields; traps on malformed quoting.
std::vector<std::vector<std::string>> parseCsv(const std::string &text)
{
    std::vector<std::vector<std::string>> rows(1);
    std::string field;
    bool quoted = false, any = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            rows.back().push_back(field);
            field.clear();
        } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
            rows.back().push_back(field);
            field.clear();
            rows.emplace_back();
            ++i;
        } else {
            field += c;
        }
        any = true;
    }
    require(!quoted);
    if (any && rows.back().empty())
        rows.pop_back();
    return rows;
}

void spreadsheetCsvIsSafe(const exporting::Table &table)
{
    const auto rows = parseCsv(exporting::toCsv(table));
    for (std::size_t r = 1; r < rows.size(); ++r)
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            const bool number = c < table.rows[r - 1].size() && table.rows[r - 1][c].number.has_value();
            require(number || !exporting::looksLikeFormula(rows[r][c]));
        }
}

void topologyIsClean(const std::string &conf)
{
    std::size_t start = 0;
    while (start < conf.size()) {
        const std::size_t end = conf.find('\n', start);
        const std::string line = conf.substr(start, end - start);
        start = end == std::string::npos ? conf.size() : end + 1;
        if (line.empty() || line[0] == '#')
            continue;
        require(line.rfind("SwitchName=", 0) == 0);
        const std::size_t space = line.find(' ');
        require(space != std::string::npos && line.find(' ', space + 1) == std::string::npos);
        const std::string rest = line.substr(space + 1);
        require(rest.rfind("Nodes=", 0) == 0 || rest.rfind("Switches=", 0) == 0);
    }
}

void devicetypeNamesAreSafe(const std::vector<DeviceType> &types)
{
    const std::vector<std::string> names = catalog::netboxFileNames(types);
    require(names.size() == types.size());
    std::set<std::string> folded;
    for (const std::string &name : names) {
        std::string lower = name;
        for (char &c : lower)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        require(folded.insert(lower).second);
        const std::size_t slash = name.find('/');
        require(slash != std::string::npos && name.find('/', slash + 1) == std::string::npos);
        for (const std::string part : { name.substr(0, slash), name.substr(slash + 1) }) {
            require(!part.empty() && part[0] != '.' && part.size() <= 110);
            for (char c : part)
                require(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.' || c == '+');
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    // The input, split at 0xFF bytes, gives the names in turn.
    std::vector<std::string> names(1);
    for (std::size_t i = 0; i < size; ++i) {
        if (data[i] == 0xFF)
            names.emplace_back();
        else
            names.back() += char(data[i]);
    }
    Project p = routedStarter();
    std::size_t next = 0;
    auto take = [&](std::string &field) {
        if (next < names.size())
            field = names[next++];
    };
    take(p.name);
    for (auto &d : p.devices)
        take(d.name);
    for (auto &r : p.racks)
        take(r.name);
    for (auto &t : p.device_types) {
        take(t.manufacturer);
        take(t.model);
    }
    for (auto &ph : p.phases)
        take(ph.name);

    devicetypeNamesAreSafe(p.device_types); // names become paths before any loader sees them
    try {
        requireInputLimits(p);
    } catch (const Error &) {
        return 0; // the loader refuses such a project: it never reaches an exporter
    }
    spreadsheetCsvIsSafe(exporting::bomTable(exporting::bomRows(p)));
    spreadsheetCsvIsSafe(exporting::cableScheduleTable(exporting::cableScheduleRows(p)));
    for (const exporting::Table &t : exporting::netboxTables(p)) {
        try {
            parseCsv(exporting::toCsv(t, exporting::CsvReader::Import));
        } catch (const Error &) {
        }
    }
    try {
        topologyIsClean(exporting::slurmTopologyConf(p));
    } catch (const Error &) {
    }
    exporting::topologyJson(p);
    return 0;
}
