// SPDX-License-Identifier: GPL-3.0-or-later
// Shared, Qt-free helpers of the rule providers (not a public API) and the factories of every
// provider, listed once in rules.cpp.
#pragma once

#include "catalog/catalog.h"
#include "model/rack_load.h"
#include "rules/rules.h"

#include <algorithm>
#include <map>
#include <memory>

namespace plenum::rules {

// A rule made of a code table and a check function, so each provider file stays small.
class SimpleRule : public Rule {
public:
    using Fn = void (*)(const RuleContext &, Findings &);
    SimpleRule(std::vector<Code> codes, Fn fn)
        : m_codes(std::move(codes))
        , m_fn(fn)
    {
    }
    std::vector<Code> codes() const override { return m_codes; }
    void check(const RuleContext &c, Findings &out) const override { m_fn(c, out); }

private:
    std::vector<Code> m_codes;
    Fn m_fn;
};

// A SimpleRule that can recheck part of the project (Rule::checkOnly): `only` makes the findings
// of the owners in its set (nullptr: every owner), and `check` is `only` with nullptr.
class ScopedRule : public Rule {
public:
    using Fn = void (*)(const RuleContext &, const IdSet *only, Findings &);
    using OwnersFn = std::optional<IdSet> (*)(const RuleContext &, const Touched &);
    // The same, told the provider's findings of the last run (Rule::ownersTouched).
    using OwnersAfterFn = std::optional<IdSet> (*)(const RuleContext &, const Touched &, const Findings &last);
    // ownerLast: a finding's owner is its last object (else its first).
    ScopedRule(std::vector<Code> codes, Scope scope, bool ownerLast, Fn fn)
        : m_codes(std::move(codes))
        , m_scope(scope)
        , m_ownerLast(ownerLast)
        , m_fn(fn)
    {
    }
    // Scope::Own: `owners` says which owners the change sets touched (Rule::ownersTouched).
    ScopedRule(std::vector<Code> codes, OwnersFn owners, bool ownerLast, Fn fn)
        : m_codes(std::move(codes))
        , m_scope(Scope::Own)
        , m_ownerLast(ownerLast)
        , m_fn(fn)
        , m_owners(owners)
    {
    }
    ScopedRule(std::vector<Code> codes, OwnersAfterFn owners, bool ownerLast, Fn fn)
        : m_codes(std::move(codes))
        , m_scope(Scope::Own)
        , m_ownerLast(ownerLast)
        , m_fn(fn)
        , m_ownersAfter(owners)
    {
    }
    std::vector<Code> codes() const override { return m_codes; }
    void check(const RuleContext &c, Findings &out) const override { m_fn(c, nullptr, out); }
    Scope scope() const override { return m_scope; }
    Id ownerOf(const Finding &f) const override
    {
        return f.objects.empty() ? kNoId : m_ownerLast ? f.objects.back() : f.objects.front();
    }
    void checkOnly(const RuleContext &c, const IdSet &ids, Findings &out) const override { m_fn(c, &ids, out); }
    std::optional<IdSet> ownersTouched(const RuleContext &c, const Touched &t, const Findings &last) const override
    {
        return m_owners ? m_owners(c, t) : m_ownersAfter ? m_ownersAfter(c, t, last) : std::nullopt;
    }

private:
    std::vector<Code> m_codes;
    Scope m_scope;
    bool m_ownerLast;
    Fn m_fn;
    OwnersFn m_owners = nullptr;
    OwnersAfterFn m_ownersAfter = nullptr;
};

// Calls `f` with every cable of the links in `only` (nullptr: every cable of the project, in its
// order), each cable once; a scoped provider then reads the few cables of its owners rather than
// passing over all of them. Its findings are sorted afterwards, so the order does not matter.
template <typename F> void forCablesOfLinks(const RuleContext &c, const IdSet *only, F &&f)
{
    if (!only) {
        for (const Cable &cable : c.project().cables)
            f(cable);
        return;
    }
    for (Id link : *only)
        for (const auto &[id, cable] : c.cablesOfLink(link))
            f(*cable);
}

// Calls `f` with every cable whose id is in `only` (nullptr: every cable of the project, in its
// order), each cable once, found by id rather than by a pass over every cable (unless the
// project's cable ids are not unique). The findings are sorted afterwards.
template <typename F> void forCablesIn(const RuleContext &c, const IdSet *only, F &&f)
{
    if (!only || !c.cableIdsUnique()) {
        for (const Cable &cable : c.project().cables)
            if (!only || only->count(cable.id))
                f(cable);
        return;
    }
    for (Id id : *only)
        if (const Cable *cable = c.cable(id))
            f(*cable);
}

// The loads of the racks in `only` (nullptr: every rack, as rackLoads), summed over the devices
// of those racks alone in project order (rackLoadOfTypes), in the selected phase: what a provider
// of per-rack findings rechecks after an edit without a pass over every rack's devices' types.
std::map<Id, RackLoad> rackLoadsIn(const RuleContext &c, const IdSet *only);

// The catalogue cable type of a routed cable (by media and SKU prefix, as the router does), or nullptr.
const catalog::CableType *cableTypeOf(const Cable &cable);
// The catalogue transceiver with this SKU, or nullptr.
const catalog::Transceiver *transceiverOf(const std::string &sku);
bool isFibreMedia(const std::string &media);
bool isCopperDataMedia(const std::string &media); // dac, acc, aec, cat*
bool isPowerMedia(const std::string &media); // power-*

// Speed of one link at one end: the port's speed shared by the links on it (in the selected phase).
int linkSpeedAt(const RuleContext &c, const PortRef &end);
// The per-link speeds at ends a and b of a link: linkSpeedAt of each, except that a port carrying
// this link alone may run at a whole fraction of its speed to match the other end (a breakout with
// one leg in use, e.g. one 400G leg of an 800G port).
std::pair<int, int> linkSpeeds(const RuleContext &c, const Link &l);
const PortTemplate *portOf(const RuleContext &c, const PortRef &end);

// Face of the device (in the rack's frame) the air enters: nullopt for passive, mixed, side or
// vertical airflow. `reversed` turns it round.
std::optional<Face> intakeFace(Airflow airflow, bool reversed);
bool sideToSide(Airflow airflow);
// The face most of the device's non-management data ports are on, in the rack's frame.
std::optional<Face> portFace(const DeviceType &type, bool reversed);
bool isSwitchRole(const std::string &role);

// Feed of a PDU (its `feed` field): 'A', 'B', or 0 when it has none.
char pduFeed(const Device &pdu);

// Provider factories (rules.cpp lists them once).
std::unique_ptr<Rule> makeCableReachRule();
std::unique_ptr<Rule> makeCableSlackRule();
std::unique_ptr<Rule> makeRackCableManagerRule();
std::unique_ptr<Rule> makeCableBendRule();
std::unique_ptr<Rule> makeCableDetourRule();
std::unique_ptr<Rule> makeCableEndsRule();
std::unique_ptr<Rule> makeCableProtocolRule();
std::unique_ptr<Rule> makeCableUnroutedRule();
std::unique_ptr<Rule> makePathwayFillRule();
std::unique_ptr<Rule> makePathwaySeparationRule();
std::unique_ptr<Rule> makePathwayJoinRule();
std::unique_ptr<Rule> makeAirflowFacingRule();
std::unique_ptr<Rule> makeAirflowIntakeRule();
std::unique_ptr<Rule> makeAirflowBlankingRule();
std::unique_ptr<Rule> makeAirflowHeatRule();
std::unique_ptr<Rule> makePowerBudgetRule();
std::unique_ptr<Rule> makePowerFeedsRule();
std::unique_ptr<Rule> makeSpaceRackRule();
std::unique_ptr<Rule> makeSpaceFloorRule();
std::unique_ptr<Rule> makeSpaceWeightRule();
std::unique_ptr<Rule> makeSpaceAisleRule();
std::unique_ptr<Rule> makeSpaceReservationRule();
std::unique_ptr<Rule> makeFabricPortsRule();
std::unique_ptr<Rule> makeFabricTopologyRule();
std::unique_ptr<Rule> makeResilienceRule();

} // namespace plenum::rules
