// SPDX-License-Identifier: GPL-3.0-or-later
// Erasure-coding advisor (REFERENCE.md "Storage"): which k+m stripe a storage cluster of N failure
// domains (nodes or racks) can run, and whether the stripe chosen at day one is still a good one
// at the target size. A Ceph pool's erasure-code profile cannot be changed after creation, so a
// stripe picked for 7 nodes stays when the cluster has grown to 50.
//
// Constraints (each a default the user can change):
// - k + m + spares <= domains: a k+m stripe needs k+m domains, one more to rebuild after a loss
//   (Ceph documentation).
// - k > m (WEKA: data drives must outnumber parity), k <= max_data (16: WEKA's widest is 16+4),
//   min_parity <= m <= max_parity (2..4); from large_cluster_domains (100) on, m >= 4 (WEKA: N+4
//   for 100+ backends).
// - Stripe width k + m <= max(small_cluster_width, floor(max_width_fraction × domains)): WEKA keeps
//   the width under ~25 % of a large cluster; small clusters (where 25 % is less than a 4+2
//   stripe) are allowed up to small_cluster_width (6) [estimate].
// The best stripe has the highest efficiency k/(k+m); ties go to more parity, then the narrower.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace plenum::analysis {

struct ErasureOptions {
    int spares = 1;
    int min_parity = 2;
    int max_parity = 4;
    int max_data = 16;
    double max_width_fraction = 0.25;
    int small_cluster_width = 6;
    int large_cluster_domains = 100;
    int large_cluster_min_parity = 4;
    double flag_threshold = 0.05; // efficiency points below the best at target that get flagged
};

struct ErasureScheme {
    int k = 0, m = 0;
    double efficiency() const { return k + m ? double(k) / double(k + m) : 0; }
    std::string name() const; // "4+2"
    friend bool operator==(const ErasureScheme &, const ErasureScheme &) = default;
};

// "8+2" → {8, 2}; throws Error for anything else.
ErasureScheme parseErasureScheme(const std::string &text);

struct ErasureAdvice {
    int domains = 0;
    int max_width = 0; // widest stripe allowed
    int min_parity = 0; // parity this size asks for
    std::optional<ErasureScheme> best;
    std::vector<ErasureScheme> feasible; // best first
};

// The fields of the advice as `plenum-cli storage --json` lists them (json/report_json.h): the best
// stripe (null when only replication fits) and up to eight alternatives, best first.
template <typename F> void visitReport(const ErasureAdvice &a, F &&f)
{
    f("domains", a.domains);
    f("max_width", a.max_width);
    f("min_parity", a.min_parity);
    f("best", a.best ? std::optional<std::string>(a.best->name()) : std::nullopt);
    f("efficiency", a.best ? std::optional<double>(a.best->efficiency()) : std::nullopt);
    std::vector<std::string> alternatives;
    for (std::size_t i = 0; i < a.feasible.size() && i < 8; ++i)
        alternatives.push_back(a.feasible[i].name());
    f("alternatives", alternatives);
}

ErasureAdvice adviseErasure(int domains, const ErasureOptions &options = {});
// Why `scheme` does not fit `domains` (empty when it does).
std::string erasureMisfit(const ErasureScheme &scheme, int domains, const ErasureOptions &options = {});

struct ErasureLockIn {
    ErasureAdvice day_one, target;
    std::optional<ErasureScheme> locked; // the day-one stripe (given or day one's best)
    std::string locked_misfit_at_target; // non-empty when the locked stripe breaks a rule at target
    bool inefficient = false; // locked stripe >= flag_threshold below target's best, or misfit
    double efficiency_loss = 0; // target best − locked, in efficiency (0..1)
    double raw_capacity_factor = 1; // raw capacity the locked stripe needs per raw capacity of the best
    std::string message; // one sentence a CTO can act on
};

template <typename F> void visitReport(const ErasureLockIn &r, F &&f)
{
    f("day_one", r.day_one);
    f("target", r.target);
    f("locked", r.locked ? std::optional<std::string>(r.locked->name()) : std::nullopt);
    f("locked_efficiency", r.locked ? std::optional<double>(r.locked->efficiency()) : std::nullopt);
    f("locked_misfit_at_target", r.locked_misfit_at_target);
    f("inefficient", r.inefficient);
    f("efficiency_loss", r.efficiency_loss);
    f("raw_capacity_factor", r.raw_capacity_factor);
    f("message", r.message);
}

// `dayOneScheme`: the stripe chosen at day one; nullopt: day one's best.
ErasureLockIn erasureLockIn(int dayOneDomains, int targetDomains, std::optional<ErasureScheme> dayOneScheme = {},
    const ErasureOptions &options = {});

} // namespace plenum::analysis
