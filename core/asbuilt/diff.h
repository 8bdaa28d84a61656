// SPDX-License-Identifier: GPL-3.0-or-later
// One diff engine for plan against as-built (issue #19): every planned InfiniBand link, with its
// ends normalised to (device, physical port) through the node descriptions of ib_plan.h, is
// classified against what a discovery found:
//   ok, missing (no link at either end), miswired (an end reaches another port), swapped (two
//   miswires that exchange ends: one fix, not two), degraded (up, but narrower or slower than
//   planned), unknown-device (an end reaches a node whose description matches nothing in the
//   plan: usually a wrong node description or hostname), and extra (found between two ports
//   the plan leaves free).
// Each difference names the racks, U, ports and cable labels involved and the crew's fix.
#pragma once

#include "asbuilt/ib_plan.h"
#include "asbuilt/ibnetdiscover_parse.h"
#include "model/project.h"
#include "json/report_json.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace plenum::asbuilt {

enum class DiffKind { Missing, Miswired, Swapped, Degraded, UnknownDevice, Extra };
std::string_view toString(DiffKind); // "missing", "miswired", "swapped", "degraded", "unknown-device", "extra"

// A port on the floor: planned (device, rack, U, catalogue port name) or only discovered.
struct Site {
    std::string device; // device name; for a node not in the plan, its discovered description
    std::string description; // the IB node description ("node00001 mlx5_7", "leaf-su01-r1")
    std::string rack; // "" when not planned or not racked
    int u = 0;
    std::string port_name; // catalogue name ("OSFP9P1"); "" when not planned
    int port = 0; // physical port number
    bool planned = true;
    bool by_name = false; // port_name is an interface name (LLDP): the text leaves out the number
    std::string text() const; // "leaf-su01-r1 port 17 (OSFP9P1, rack C13 U40)"
};

struct Connection {
    Site a, b;
};

struct Difference {
    DiffKind kind = DiffKind::Missing;
    std::vector<Id> links; // planned links concerned
    std::vector<std::string> cables; // their cable labels ("" when not routed)
    std::vector<Connection> planned; // as planned
    std::vector<Connection> found; // as discovered instead
    std::string message; // what is wrong, one sentence
    std::string action; // the crew's fix, one sentence
    Site at; // where the crew starts the fix: the first place its action names (the fix list's rack and U)
    std::vector<int> lines; // lines of the discovered file
};

struct DiffOptions {
    bool compare_speed = true; // a simulator (ibsim) runs every link at SDR: compare widths only
    bool compare_width = true;
};

struct DiffReport {
    std::size_t planned_links = 0;
    std::size_t discovered_links = 0;
    std::size_t ok = 0;
    std::vector<Difference> differences; // in plan order, then extra and unknown nodes
};

// A comparison as `plenum-cli verify --json` reports it (json/report_json.h): the project file and
// the discovered file compared, the format read and the nodes a name map renamed (Discovery), then
// the DiffReport.
struct VerifyReport {
    std::string file, discovered, format;
    std::size_t renamed = 0;
    DiffReport diff;
};

// A site lists neither `by_name` nor the text made from it.
template <typename F> void visitReport(const Site &s, F &&f)
{
    f("device", s.device);
    f("description", s.description);
    f("rack", s.rack);
    f("u", s.u);
    f("port", s.port);
    f("port_name", s.port_name);
    f("planned", s.planned);
}
template <typename F> void visitReport(const Connection &c, F &&f)
{
    f("a", c.a);
    f("b", c.b);
}
// `at` (where the fix list places the difference) is not listed.
template <typename F> void visitReport(const Difference &d, F &&f)
{
    f("kind", d.kind);
    f("links", d.links);
    f("cables", d.cables);
    f("planned", d.planned);
    f("found", d.found);
    f("message", d.message);
    f("action", d.action);
    f("lines", d.lines);
}
// `counts` has a member for every kind, zeros included.
template <typename F> void visitReport(const VerifyReport &v, F &&f)
{
    const DiffReport &r = v.diff;
    f("file", v.file);
    f("discovered", v.discovered);
    f("format", v.format);
    f("planned_links", r.planned_links);
    f("discovered_links", r.discovered_links);
    f("ok", r.ok);
    f("renamed", v.renamed);
    f("matches", r.differences.empty());
    f("counts", fields::group([&](auto &&g) {
        for (auto k : { DiffKind::Missing, DiffKind::Miswired, DiffKind::Swapped, DiffKind::Degraded,
                 DiffKind::UnknownDevice, DiffKind::Extra })
            g(toString(k), std::count_if(r.differences.begin(), r.differences.end(), [k](const Difference &d) {
                return d.kind == k;
            }));
    }));
    f("differences", r.differences);
}

DiffReport compareWithDiscovery(
    const Project &project, const IbPlan &plan, const DiscoveredFabric &found, const DiffOptions &options = {});

} // namespace plenum::asbuilt
