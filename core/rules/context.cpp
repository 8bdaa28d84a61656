// SPDX-License-Identifier: GPL-3.0-or-later
// RuleContext: phase selection (phases are ordered as in Project::phases; an object belongs to
// the selected phase when it is added in that phase or an earlier one), settings and locations.
#include "rules/rules.h"

#include "rules/cable_columns.h"
#include "rules/cables_along.h"
#include "rules/fill_sums.h"
#include "rules/port_links.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <mutex>
#include <stdexcept>
#include <unordered_map>

namespace plenum::rules {

std::string_view toString(Severity s)
{
    switch (s) {
    case Severity::Error:
        return "error";
    case Severity::Warning:
        return "warning";
    case Severity::Info:
        return "info";
    }
    return "error";
}

// The tables made on first use are made once however many threads ask (rules/incremental_check.cpp
// runs providers in parallel): the others wait for the first.
struct RuleContext::Once {
    std::once_flag port_links, own_columns, cable_tables, fill_sums;
};

RuleContext::RuleContext(const Project &project, const CheckOptions &options)
    : RuleContext(project, options, nullptr)
{
}

RuleContext::RuleContext(const Project &project, const CheckOptions &options, std::shared_ptr<const ProjectIndex> index)
    : m_project(project)
    , m_index(index && index->describes(project) ? std::move(index) : std::make_shared<const ProjectIndex>(project))
    , m_once(std::make_unique<Once>())
{
    m_phaseLimit = project.phases.empty() ? 0 : project.phases.size() - 1;
    bool found = options.phase.empty() || options.phase == "target";
    for (std::size_t i = 0; i < project.phases.size(); ++i) {
        m_phaseOrder.emplace_back(project.phases[i].id, i);
        if (!options.phase.empty() && project.phases[i].name == options.phase) {
            m_phaseLimit = i;
            found = true;
        }
    }
    if (!found) {
        std::string names;
        for (const auto &p : project.phases)
            names += (names.empty() ? "" : ", ") + p.name;
        throw Error(fmt::format("unknown phase '{}' (the project has: {})", options.phase, names));
    }
}

RuleContext::~RuleContext() = default;

const PortLinks &RuleContext::portLinks() const
{
    std::call_once(m_once->port_links, [this] {
        if (!m_portLinks)
            m_portLinks = std::make_shared<PortLinks>(*this);
    });
    return *m_portLinks;
}

void RuleContext::usePortLinks(std::shared_ptr<PortLinks> kept)
{
    kept->rebind(*this);
    m_portLinks = std::move(kept);
    m_portLinksGiven = true;
}

struct RuleContext::CableTables {
    std::vector<std::uint32_t> order; // positions by link, when the rows are not in link order
    std::vector<const Cable *> cords_and_trunks;
};

const CableColumns &RuleContext::columns() const
{
    if (m_columns)
        return *m_columns;
    std::call_once(m_once->own_columns, [this] { m_ownColumns = std::make_unique<CableColumns>(m_project); });
    return *m_ownColumns;
}

std::span<const CableRow> RuleContext::cableRows() const
{
    return columns().rows();
}

const FillSums *RuleContext::fillSums() const
{
    if (m_fill && m_remakeFill)
        std::call_once(m_once->fill_sums, [this] { *m_fill = FillSums(m_project, *m_index); });
    return m_fill;
}

std::optional<std::vector<std::size_t>> RuleContext::cablesOn(const IdSet &pathways) const
{
    if (!m_along)
        return std::nullopt;
    return m_along->positions(m_project, columns(), pathways);
}

const RuleContext::CableTables &RuleContext::cableTables() const
{
    std::call_once(m_once->cable_tables, [this] { m_cables = makeCableTables(); });
    return *m_cables;
}

std::unique_ptr<RuleContext::CableTables> RuleContext::makeCableTables() const
{
    auto t = std::make_unique<CableTables>();
    const auto &cables = m_project.cables;
    const CableColumns &cols = columns();
    const auto rows = cols.rows();
    if (rows.size() != cables.size())
        throw Error(
            fmt::format("the checks' cable columns hold {} cables, the project {}", rows.size(), cables.size()));
    if (cols.channelCables() > 0)
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (rows[i].span != CableSpan::Link)
                t->cords_and_trunks.push_back(&cables[i]);
    // The router writes cables in link order: then the rows are the table by link. Otherwise a
    // stable sort of the positions keeps the project's order within a link.
    if (!cols.sortedByLink()) {
        t->order.resize(rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i)
            t->order[i] = std::uint32_t(i);
        std::stable_sort(t->order.begin(), t->order.end(),
            [&](std::uint32_t x, std::uint32_t y) { return rows[x].link < rows[y].link; });
    }
    return t;
}

CablesByLink RuleContext::cablesByLink() const
{
    const CableTables &t = cableTables();
    return CablesByLink(m_project.cables.data(), columns().rows().data(), t.order.empty() ? nullptr : t.order.data(), 0,
        m_project.cables.size());
}

CablesByLink::value_type CablesByLink::operator[](std::size_t i) const
{
    const std::size_t at = positionAt(i);
    return { m_rows[at].link, m_cables + at };
}

Id CablesByLink::linkAt(std::size_t i) const
{
    return m_rows[positionAt(i)].link;
}

std::size_t CablesByLink::lowerBound(Id link, std::size_t i) const
{
    std::size_t lo = i, hi = size();
    while (lo < hi) {
        const std::size_t mid = lo + (hi - lo) / 2;
        if (linkAt(mid) < link)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

CablesByLink CablesByLink::ofLink(Id link) const
{
    const std::size_t from = lowerBound(link);
    std::size_t to = from;
    while (to < size() && linkAt(to) == link)
        ++to;
    return CablesByLink(m_cables, m_rows, m_order, m_from + from, m_from + to);
}

const Cable *RuleContext::cable(Id id) const
{
    const std::uint32_t at = columns().position(id);
    return at < m_project.cables.size() && m_project.cables[at].id == id ? &m_project.cables[at] : nullptr;
}

bool RuleContext::cableIdsUnique() const
{
    return columns().unique();
}

std::span<const Cable *const> RuleContext::cordsAndTrunks() const
{
    return cableTables().cords_and_trunks;
}

CablesByLink RuleContext::cablesOfLink(Id link) const
{
    return cablesByLink().ofLink(link);
}

const Cable *RuleContext::cableOfLink(Id link) const
{
    const CablesByLink cables = cablesOfLink(link);
    return cables.empty() ? nullptr : cables.back().second;
}

bool RuleContext::inPhase(Id phase) const
{
    if (phase == kNoId)
        return true;
    for (const auto &[id, order] : m_phaseOrder)
        if (id == phase)
            return order <= m_phaseLimit;
    return true; // unknown phase: keep the object visible rather than hide a problem
}

double RuleContext::setting(std::string_view name) const
{
    const std::string key(name);
    if (auto it = m_project.settings.find(key); it != m_project.settings.end())
        return it->second;
    return ruleDefaults().at(key);
}

const Device *RuleContext::deviceInPhase(Id id) const
{
    const Device *d = m_index->device(id);
    return d && inPhase(d->phase) ? d : nullptr;
}

std::optional<Location> RuleContext::rackLocation(Id rack) const
{
    const Rack *r = m_index->rack(rack);
    if (!r)
        return std::nullopt;
    return Location { r->hall, r->position.x_mm, r->position.y_mm };
}

std::optional<Location> RuleContext::deviceLocation(Id device) const
{
    const Device *d = m_index->device(device);
    return d ? rackLocation(d->rack) : std::nullopt;
}

std::optional<Location> RuleContext::pathwayLocation(Id pathway, int segment) const
{
    const Pathway *p = m_index->pathway(pathway);
    if (!p || p->points.empty())
        return std::nullopt;
    const std::size_t a = std::min(std::size_t(std::max(0, segment)), p->points.size() - 1);
    const std::size_t b = std::min(a + 1, p->points.size() - 1);
    return Location { p->hall, (p->points[a].x_mm + p->points[b].x_mm) / 2,
        (p->points[a].y_mm + p->points[b].y_mm) / 2 };
}

Finding RuleContext::finding(std::string_view code, Severity severity, std::string_view title, std::string message,
    std::vector<Id> objects, std::optional<Location> location) const
{
    return Finding { std::string(code), severity, std::string(title), std::move(message), std::move(objects),
        location };
}

} // namespace plenum::rules
