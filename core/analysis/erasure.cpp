// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/erasure.h"
#include "model/types.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace plenum::analysis {
namespace {

int maxWidth(int domains, const ErasureOptions &o)
{
    const int fraction = int(std::floor(o.max_width_fraction * domains + 1e-9));
    return std::min(domains - o.spares, std::max(o.small_cluster_width, fraction));
}

int minParity(int domains, const ErasureOptions &o)
{
    return domains >= o.large_cluster_domains ? std::max(o.min_parity, o.large_cluster_min_parity) : o.min_parity;
}

bool better(const ErasureScheme &a, const ErasureScheme &b)
{
    // a.k/(a.k+a.m) > b.k/(b.k+b.m), compared exactly in integers.
    const long lhs = long(a.k) * (b.k + b.m), rhs = long(b.k) * (a.k + a.m);
    if (lhs != rhs)
        return lhs > rhs;
    if (a.m != b.m)
        return a.m > b.m;
    return a.k + a.m < b.k + b.m;
}

std::string percent(double f)
{
    return fmt::format("{:.1f} %", f * 100);
}

} // namespace

std::string ErasureScheme::name() const
{
    return fmt::format("{}+{}", k, m);
}

ErasureScheme parseErasureScheme(const std::string &text)
{
    const auto plus = text.find('+');
    ErasureScheme s;
    auto number = [&](std::string_view part, int &out) {
        auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), out);
        return ec == std::errc() && end == part.data() + part.size() && out > 0;
    };
    if (plus == std::string::npos || !number(std::string_view(text).substr(0, plus), s.k)
        || !number(std::string_view(text).substr(plus + 1), s.m))
        throw Error(fmt::format("an erasure-coding stripe is written k+m, e.g. 4+2 (got '{}')", text));
    return s;
}

std::string erasureMisfit(const ErasureScheme &s, int domains, const ErasureOptions &o)
{
    if (s.k + s.m + o.spares > domains)
        return fmt::format(
            "{} needs {} failure domains plus {} spare, there are {}", s.name(), s.k + s.m, o.spares, domains);
    if (s.k + s.m > maxWidth(domains, o))
        return fmt::format("{} is wider than the {} domains allowed at this size (about {:.0f} % of the cluster)",
            s.name(), maxWidth(domains, o), o.max_width_fraction * 100);
    if (s.m < minParity(domains, o))
        return fmt::format(
            "{} has {} parity; {} domains ask for at least {}", s.name(), s.m, domains, minParity(domains, o));
    if (s.k <= s.m)
        return fmt::format("{} has no more data than parity", s.name());
    return {};
}

ErasureAdvice adviseErasure(int domains, const ErasureOptions &o)
{
    ErasureAdvice a;
    a.domains = domains;
    a.max_width = std::max(0, maxWidth(domains, o));
    a.min_parity = minParity(domains, o);
    for (int m = a.min_parity; m <= o.max_parity; ++m)
        for (int k = m + 1; k <= o.max_data && k + m <= a.max_width; ++k)
            a.feasible.push_back({ k, m });
    std::sort(a.feasible.begin(), a.feasible.end(), better);
    if (!a.feasible.empty())
        a.best = a.feasible.front();
    return a;
}

ErasureLockIn erasureLockIn(
    int dayOneDomains, int targetDomains, std::optional<ErasureScheme> dayOneScheme, const ErasureOptions &o)
{
    ErasureLockIn r;
    r.day_one = adviseErasure(dayOneDomains, o);
    r.target = adviseErasure(targetDomains, o);
    r.locked = dayOneScheme ? dayOneScheme : r.day_one.best;
    if (!r.locked) {
        r.message = fmt::format("{} failure domains are too few for any erasure-coded stripe with {} parity and {} "
                                "spare: use replication until the cluster grows",
            dayOneDomains, o.min_parity, o.spares);
        return r;
    }
    r.locked_misfit_at_target = erasureMisfit(*r.locked, targetDomains, o);
    if (!r.target.best) {
        r.message = fmt::format("{} domains at target allow no erasure-coded stripe", targetDomains);
        return r;
    }
    const double locked = r.locked->efficiency(), best = r.target.best->efficiency();
    r.efficiency_loss = std::max(0.0, best - locked);
    r.raw_capacity_factor = locked > 0 ? best / locked : 1;
    r.inefficient = r.efficiency_loss >= o.flag_threshold - 1e-12 || !r.locked_misfit_at_target.empty();
    if (r.inefficient)
        r.message = fmt::format(
            "{} chosen at {} domains stores {} of raw capacity as data; at {} domains {} would store {}: the locked-in "
            "stripe needs {:.2f} × the raw capacity for the same data{}. Choose the target's stripe before the first "
            "pool is created (an erasure-code profile cannot be changed later)",
            r.locked->name(), dayOneDomains, percent(locked), targetDomains, r.target.best->name(), percent(best),
            r.raw_capacity_factor,
            r.locked_misfit_at_target.empty() ? "" : fmt::format(", and {}", r.locked_misfit_at_target));
    else
        r.message = fmt::format("{} ({}) stays within {:.0f} points of the best stripe at {} domains ({}, {})",
            r.locked->name(), percent(locked), o.flag_threshold * 100, targetDomains, r.target.best->name(),
            percent(best));
    return r;
}

} // namespace plenum::analysis
