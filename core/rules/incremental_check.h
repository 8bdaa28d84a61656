// SPDX-License-Identifier: GPL-3.0-or-later
// Incremental checks (DESIGN.md §12, issue #17): after an edit (and its reroute), rerun only the
// rule providers whose inputs changed and keep the others' findings from the last run; the result
// is identical to runChecks() of the project (every phase, every code).
//
// Scope: per provider, the entity kinds it reads (incremental_check.cpp, by its codes' area:
// cable.*, pathway.*, airflow.*, …); a provider whose kinds were touched by the edit's or the
// reroute's change set reruns — whole over the project, or, for a provider whose findings each
// belong to one owner (Rule::scope), over the owners the change sets touch (rules/touched.h), its
// other findings kept: racks (rack.cable-manager), links (cable.connector-, speed- and
// protocol-mismatch, cable.reach) or owners the provider names itself (Scope::Own: cable.slack's
// links, pathway.fill's pathways, pathway.power-data's cables, power.feed-split's devices, racks
// and PDUs, resilience.shared-segment's redundancy groups, fabric.unconnected's devices,
// fabric.rail-misaligned's links and leaves). A change of a phase or a hall reruns every provider
// whole (phase order and hall geometry reach most rules through the context), and so does a change
// of a row or a type for a scoped one.
//
// The providers to run are independent (each reads the project and the shared context, and writes
// its own findings): they run on the machine's cores (util/parallel.h), the slowest of the last run
// first, and the result does not depend on which thread ran which.
//
// The state also keeps the checks' columns of the cables (rules/cable_columns.h), brought to the
// project by the same change sets, so that no provider of an incremental check needs a pass over
// Project::cables to find a cable by id or link, or a coil by rack or tray, and the cables on each
// pathway (rules/cables_along.h), so that none reads every route to find those on a few pathways,
// and what they put on each pathway segment (rules/fill_sums.h), so that pathway.fill sums none.
#pragma once

#include "edit/change_set.h"
#include "rules/cable_columns.h"
#include "rules/cables_along.h"
#include "rules/fill_sums.h"
#include "rules/rules.h"

#include <memory>
#include <vector>

namespace plenum::rules {

struct CheckState {
    bool valid = false;
    // Per provider (allRules() order), its findings: sorted by findingBefore (rules.h) unless
    // `unsorted` says otherwise — a scoped run takes its owners' findings out and appends theirs
    // (in order, at ~100k GPUs, cable.slack's ~126,000 were each moved twice per run); a run over
    // a provider's whole list, or a merge of every list, sorts it first.
    std::vector<Findings> per_rule;
    std::vector<char> unsorted;
    // Per scoped provider, per finding of its list: Rule::ownerOf it (a scoped run reads these
    // instead of every finding's objects; empty: not known, found again).
    std::vector<std::vector<Id>> owners;
    // Every provider's findings merged (the last report's list): the next run patches it with what
    // appeared and cleared — in place when no report holds it any more, else in a copy.
    std::shared_ptr<Findings> merged;
    CableColumns cables; // of the project last checked, updated by the change sets since
    CablesAlong along; // the cables on each pathway, likewise
    FillSums fill; // what they put on each pathway segment, likewise
    std::vector<float> cost_ms; // per provider: how long its last run took (the slowest start first)
    // The links per port of the last run (rules/port_links.h), patched by the next run's change
    // sets unless they touch a device type or a phase (a full run makes them again).
    std::shared_ptr<PortLinks> port_links;
};

struct CheckReport {
    // Sorted as runChecks() sorts; shared with the state (no copy of ~135,000 findings at ~100k
    // GPUs per run): drop it before the next run, or that run patches a copy.
    std::shared_ptr<const Findings> findings;
    std::size_t rerun = 0; // providers run
    std::size_t scoped = 0; // of them, those run over the touched owners only (Rule::scope)
    std::size_t providers = 0; // of
    Findings appeared, cleared; // against the previous findings (a multiset difference)
};

// Every provider; (re)builds `state`. `progress` is told before each provider (done of total
// providers, as runChecks() tells it); a cancel throws Error("checks cancelled") and leaves `state`
// invalid (the next run rebuilds it).
CheckReport checkAll(const Project &project, CheckState &state, const Progress &progress = {});

// After change sets `changes` (the edit's, the reroute's): the providers whose kinds they touched.
CheckReport checkIncremental(const Project &project, CheckState &state,
    const std::vector<const edit::ChangeSet *> &changes, const Progress &progress = {});
// The same, with an index of the project made by the reroute after the same edit
// (routing::RouteReport::index): the check makes none of its own (~4 ms at ~100k GPUs). One that
// does not describe the project (ProjectIndex::describes) is not used.
CheckReport checkIncremental(const Project &project, CheckState &state,
    const std::vector<const edit::ChangeSet *> &changes, std::shared_ptr<const ProjectIndex> index,
    const Progress &progress = {});

} // namespace plenum::rules
