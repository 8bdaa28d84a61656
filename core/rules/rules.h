// SPDX-License-Identifier: GPL-3.0-or-later
// The design rule checker (DESIGN.md §7). Every rule is a small, independent provider in its own
// file (core/rules/<area>_<rule>.cpp) with stable codes, registered in one explicit list
// (rules.cpp). `plenum-cli check` and the GUI's checks panel both call runChecks().
//
// Translation: Rule::title() and Finding::title are plain English constants; the GUI translates
// them with QCoreApplication::translate(code, title), i.e. the finding's code is the context.
// Messages carry names and numbers and are shown as they are.
#pragma once

#include "model/id_set.h"
#include "model/index.h"
#include "model/project.h"
#include "util/progress.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace plenum::rules {

enum class Severity { Error, Warning, Info };
std::string_view toString(Severity);

// Where the UI should jump to: a point on a hall's floor.
struct Location {
    Id hall = kNoId;
    std::int64_t x_mm = 0;
    std::int64_t y_mm = 0;
    friend bool operator==(const Location &, const Location &) = default;
};

struct Finding {
    std::string code; // stable, e.g. "cable.reach"
    Severity severity = Severity::Error;
    std::string title; // translatable constant of the rule for this code
    std::string message; // one sentence with names and numbers
    std::vector<Id> objects; // involved object ids, most specific first
    std::optional<Location> location;
    friend bool operator==(const Finding &, const Finding &) = default;
};

using Findings = std::vector<Finding>;

struct CheckOptions {
    std::string phase; // a phase name; empty or "target": every object
    std::vector<std::string> only_codes; // empty: every rule; else codes or code prefixes ("airflow.")
    // Told before each rule provider (done of total providers, the provider's first code) and once
    // at the end (done == total, which cannot cancel); a cancel stops runChecks(), which then
    // throws Error("checks cancelled") (util/progress.h).
    Progress progress;
};

// Rule limits: the project's settings over ruleDefaults(). Every limit a rule reads is listed in
// ruleDefaults() (core/rules/defaults.cpp), the one place defaults live.
const RuleSettings &ruleDefaults();

class PortLinks; // rules/port_links.h
class CableColumns; // rules/cable_columns.h
class CablesAlong; // rules/cables_along.h
class FillSums; // rules/fill_sums.h
struct CableRow;
struct Touched; // rules/touched.h

// The cables of links as (link, cable), in link order and, within a link, in the project's order:
// a view of a RuleContext's cable columns, valid while the context is.
class CablesByLink {
public:
    using value_type = std::pair<Id, const Cable *>;
    CablesByLink() = default;
    CablesByLink(
        const Cable *cables, const CableRow *rows, const std::uint32_t *order, std::size_t from, std::size_t to)
        : m_cables(cables)
        , m_rows(rows)
        , m_order(order)
        , m_from(from)
        , m_to(to)
    {
    }
    std::size_t size() const { return m_to - m_from; }
    bool empty() const { return m_to == m_from; }
    value_type operator[](std::size_t i) const;
    value_type back() const { return (*this)[size() - 1]; }
    Id linkAt(std::size_t i) const;
    // The first element at or after `i` whose link is not below `link`.
    std::size_t lowerBound(Id link, std::size_t i = 0) const;
    CablesByLink ofLink(Id link) const; // the run of `link`'s cables

    class iterator {
    public:
        iterator(const CablesByLink *range, std::size_t i)
            : m_range(range)
            , m_i(i)
        {
        }
        value_type operator*() const { return (*m_range)[m_i]; }
        iterator &operator++()
        {
            ++m_i;
            return *this;
        }
        bool operator!=(const iterator &o) const { return m_i != o.m_i; }

    private:
        const CablesByLink *m_range;
        std::size_t m_i;
    };
    iterator begin() const { return { this, 0 }; }
    iterator end() const { return { this, size() }; }

private:
    std::size_t positionAt(std::size_t i) const { return m_order ? m_order[m_from + i] : m_from + i; }
    const Cable *m_cables = nullptr;
    const CableRow *m_rows = nullptr;
    const std::uint32_t *m_order = nullptr; // positions in link order; nullptr: the rows are in it
    std::size_t m_from = 0, m_to = 0;
};

// What a rule sees: the project, an index, the selected phase and the settings. Tables several
// providers need (links per port, the cable of a link) are built on first use, once whatever
// threads ask, and kept for the context's life; its const members may be called from several
// threads at once (the checks run providers in parallel).
class RuleContext {
public:
    RuleContext(const Project &project, const CheckOptions &options); // throws Error for an unknown phase
    // With an index of this very project made elsewhere (a reroute's, routing::RouteReport::index),
    // used when it describes the project (ProjectIndex::describes), else one is made.
    RuleContext(const Project &project, const CheckOptions &options, std::shared_ptr<const ProjectIndex> index);
    ~RuleContext();
    // Cable columns of this very project kept elsewhere (the check state's, updated by the
    // edits' change sets), used instead of a pass over the cables; set before any lookup.
    void useCableColumns(const CableColumns *columns) { m_columns = columns; }
    // Likewise the cables on each pathway (rules/cables_along.h), of this very project.
    void useCablesAlong(const CablesAlong *along) { m_along = along; }
    // Likewise the fill of every pathway segment (rules/fill_sums.h), every phase's: only for a
    // context of every phase (no CheckOptions::phase, or the last). With `remake`, the sums are
    // made again from the cables on first use (by the provider that asks, on its thread).
    void useFillSums(FillSums *sums, bool remake)
    {
        m_fill = sums;
        m_remakeFill = remake;
    }
    const FillSums *fillSums() const;
    // Likewise the links per port, made by an earlier context of this project whose links and
    // devices are as they were then (rules/port_links.h); bound to this context here.
    void usePortLinks(std::shared_ptr<PortLinks> kept);
    // The links per port if a provider asked for them (or they were given), else nullptr. Not
    // while providers run: another thread may be making them.
    std::shared_ptr<PortLinks> portLinksMade() const { return m_portLinks; }
    // Whether the links per port were given (usePortLinks): they are there without being made.
    bool portLinksGiven() const { return m_portLinksGiven; }

    const Project &project() const { return m_project; }
    const ProjectIndex &index() const { return *m_index; }
    // Whether an object added in `phase` exists in the selected phase (kNoId: always).
    bool inPhase(Id phase) const;
    // Whether every object is in the selected phase (none selected, or the last).
    bool everyPhase() const { return m_phaseLimit + 1 >= m_phaseOrder.size(); }
    // A limit by name: the project's value, else ruleDefaults()'s (throws std::out_of_range if neither).
    double setting(std::string_view name) const;

    // Convenience lookups used by several rules.
    const Device *deviceInPhase(Id id) const;
    std::optional<Location> rackLocation(Id rack) const;
    std::optional<Location> deviceLocation(Id device) const;
    std::optional<Location> pathwayLocation(Id pathway, int segment) const;

    // The links in the selected phase per port.
    const PortLinks &portLinks() const;
    // The cable of a link (of any phase; the last one when a link has several), or nullptr.
    const Cable *cableOfLink(Id link) const;
    // Every cable of a link (of any phase), in the project's order, as (link, cable).
    CablesByLink cablesOfLink(Id link) const;
    // Every cable as (link, cable), sorted by link (stable: the project's order within a link).
    CablesByLink cablesByLink() const;
    // The cable with this id, or nullptr; the first of several when the project's cable ids are not
    // unique (then cableIdsUnique() is false and a pass over the cables finds them all).
    const Cable *cable(Id id) const;
    bool cableIdsUnique() const;
    // The cords and trunks of channels through patch panels (the cables that are not a whole
    // link's), in the project's order.
    std::span<const Cable *const> cordsAndTrunks() const;
    // The checks' fields of every cable, in the project's order (rules/cable_columns.h): a scan
    // of these reads a few bytes per cable where a scan of Project::cables reads its cache lines.
    std::span<const CableRow> cableRows() const;
    // The positions of the cables with a route step or coiled slack on any of `pathways`,
    // ascending, when the context was given the cables along each pathway (useCablesAlong) and
    // the cable ids are unique; else nullopt (a pass over the routes finds them).
    std::optional<std::vector<std::size_t>> cablesOn(const IdSet &pathways) const;

    Finding finding(std::string_view code, Severity severity, std::string_view title, std::string message,
        std::vector<Id> objects, std::optional<Location> location) const;

private:
    const Project &m_project;
    std::shared_ptr<const ProjectIndex> m_index;
    std::size_t m_phaseLimit = 0; // index into phases; objects of later phases are excluded
    std::vector<std::pair<Id, std::size_t>> m_phaseOrder;
    mutable std::shared_ptr<PortLinks> m_portLinks;
    bool m_portLinksGiven = false;
    // The cables by link and by span, made on first use from the cable columns (cablesByLink,
    // cordsAndTrunks), and by id through the columns (cable); the columns are the check state's
    // or made here in one pass over the cables.
    const CableColumns *m_columns = nullptr;
    const CablesAlong *m_along = nullptr;
    FillSums *m_fill = nullptr;
    bool m_remakeFill = false;
    const CableColumns &columns() const;
    mutable std::unique_ptr<CableColumns> m_ownColumns;
    struct CableTables;
    const CableTables &cableTables() const;
    std::unique_ptr<CableTables> makeCableTables() const;
    mutable std::unique_ptr<CableTables> m_cables;
    struct Once; // made once by whichever thread asks first
    std::unique_ptr<Once> m_once;
};

class Rule {
public:
    virtual ~Rule() = default;
    // The codes this rule emits, each with its title (translatable constant).
    struct Code {
        const char *code;
        Severity severity;
        const char *title;
    };
    virtual std::vector<Code> codes() const = 0;
    virtual void check(const RuleContext &context, Findings &out) const = 0;

    // Incremental checks (rules/incremental_check.h): a provider each of whose findings belongs
    // to one owner (ownerOf: a rack, a link, or for Scope::Own any object) may recheck only some
    // of them: checkOnly() makes every finding check() makes whose owner is in `ids`, once, and
    // may make others (they are dropped). The owners rechecked are the touched racks or links
    // (rules/touched.h) or, for Scope::Own, ownersTouched(): every owner whose findings the change
    // sets can have changed, as the provider reads the project (nullopt: recheck whole); `last`
    // is the provider's findings of the project before the change sets (in no order).
    // Scope::None: the provider reruns whole.
    enum class Scope { None, Racks, Links, Own };
    virtual Scope scope() const { return Scope::None; }
    virtual std::optional<IdSet> ownersTouched(
        const RuleContext &context, const Touched &touched, const Findings &last) const
    {
        (void)context;
        (void)touched;
        (void)last;
        return std::nullopt;
    }
    virtual Id ownerOf(const Finding &finding) const
    {
        return finding.objects.empty() ? kNoId : finding.objects.front();
    }
    virtual void checkOnly(const RuleContext &context, const IdSet &ids, Findings &out) const
    {
        (void)ids;
        check(context, out); // Scope::None: never called with a part
    }
};

// The explicit registry, in documentation order.
const std::vector<std::unique_ptr<Rule>> &allRules();

// Runs every (selected) rule; findings sorted by severity, code, first object id, message.
Findings runChecks(const Project &project, const CheckOptions &options = {});

// The order runChecks() returns: severity, code, first object id, message, then the other fields
// (every object, title, location), so two findings that differ are never tied and the order is
// the same whatever order they come in (the incremental checks merge per-provider lists).
bool findingBefore(const Finding &a, const Finding &b);
void sortFindings(Findings &findings);

// Errors in `findings`.
std::size_t errorCount(const Findings &findings);

} // namespace plenum::rules
