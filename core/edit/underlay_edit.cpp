// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/underlay_edit.h"
#include "edit/edit_common.h"
#include "store/input_limits.h"

#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <numbers>

namespace plenum::edit {
namespace {

constexpr double kMinMmPerPx = 1e-3; // as limits::rangeOf("mm_per_px")
constexpr double kMaxMmPerPx = 1e5;

std::string label(const Underlay &u)
{
    return fmt::format("underlay '{}'", u.name);
}

// The underlay as it would stand: a scale, rotation, opacity and position the file keeps.
void requireSound(const Underlay &u)
{
    if (!std::isfinite(u.mm_per_px) || u.mm_per_px < kMinMmPerPx || u.mm_per_px > kMaxMmPerPx)
        throw Error(fmt::format(
            "{}: a scale of {} mm per pixel is outside {} … {}", label(u), u.mm_per_px, kMinMmPerPx, kMaxMmPerPx));
    if (!std::isfinite(u.rotation_deg) || std::abs(u.rotation_deg) > 360)
        throw Error(fmt::format("{}: a rotation of {}° is outside −360 … 360", label(u), u.rotation_deg));
    if (!std::isfinite(u.opacity) || u.opacity < 0 || u.opacity > 1)
        throw Error(fmt::format("{}: an opacity of {} is outside 0 … 1", label(u), u.opacity));
    const auto far = [](std::int64_t v) { return v < -limits::kMaxCoordinateMm || v > limits::kMaxCoordinateMm; };
    if (far(u.x_mm) || far(u.y_mm))
        throw Error(fmt::format("{}: its corner ({} mm, {} mm) is more than {} km from the origin", label(u), u.x_mm,
            u.y_mm, limits::kMaxCoordinateMm / 1'000'000));
}

void requireUnlocked(const Underlay &u)
{
    if (u.locked)
        throw Error(fmt::format("{} is locked; unlock it first", label(u)));
}

ChangeSet replace(Project &p, const Underlay &before, const Underlay &after)
{
    requireSound(after);
    Draft draft(p);
    if (!(before == after))
        draft.modify(before, after);
    return draft.commit();
}

double normalisedDegrees(double deg)
{
    double r = std::fmod(deg, 360.0);
    return r < 0 ? r + 360.0 : r;
}

} // namespace

FloorXY underlayToFloor(const Underlay &u, double pu, double pv)
{
    // Image axes on the floor before turning: u east, v south; then clockwise by rotation_deg.
    const double lx = pu * u.mm_per_px, ly = -pv * u.mm_per_px;
    const double t = u.rotation_deg * std::numbers::pi / 180.0;
    const double c = std::cos(t), s = std::sin(t);
    return { double(u.x_mm) + lx * c + ly * s, double(u.y_mm) - lx * s + ly * c };
}

const Underlay &findUnderlay(const Project &p, const std::string &text)
{
    for (const auto &u : p.underlays)
        if (u.name == text)
            return u;
    Id id = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (ec == std::errc() && end == text.data() + text.size())
        for (const auto &u : p.underlays)
            if (u.id == id)
                return u;
    throw Error(fmt::format("there is no underlay called '{}'", text.substr(0, 80)));
}

ChangeSet addUnderlay(Project &p, const UnderlaySpec &spec)
{
    if (spec.name.empty())
        throw Error("an underlay needs a name");
    if (const std::string problem = limits::textProblem(spec.name); !problem.empty())
        throw Error(fmt::format("the underlay name {}", problem));
    for (const auto &u : p.underlays)
        if (u.name == spec.name)
            throw Error(fmt::format("an underlay called '{}' already exists", spec.name));
    Underlay u;
    u.name = spec.name;
    u.hall = findHall(p, spec.hall);
    u.format = spec.format;
    u.page = spec.page;
    u.x_mm = spec.x_mm;
    u.y_mm = spec.y_mm;
    u.mm_per_px = spec.mm_per_px;
    u.rotation_deg = spec.rotation_deg;
    u.opacity = spec.opacity;
    u.locked = spec.locked;
    u.image.bytes = spec.bytes;
    if (const std::string problem = limits::underlayProblem(u.format, u.image.view()); !problem.empty())
        throw Error(fmt::format("{}: the image {}", label(u), problem));
    if (spec.page < 0 || spec.page > 99'999)
        throw Error(fmt::format("{}: page {} does not exist", label(u), spec.page + 1));
    std::size_t total = u.image.size();
    for (const auto &other : p.underlays)
        total += other.image.size();
    if (total > limits::kMaxUnderlayTotalBytes)
        throw Error(fmt::format("{}: the project's underlays would take {} MiB (at most {} MiB)", label(u), total >> 20,
            limits::kMaxUnderlayTotalBytes >> 20));
    requireSound(u);
    Draft draft(p);
    u.id = draft.allocateId();
    draft.add(u);
    return draft.commit();
}

ChangeSet placeUnderlay(
    Project &p, const std::string &name, std::int64_t x_mm, std::int64_t y_mm, double mm_per_px, double rotation_deg)
{
    const Underlay &before = findUnderlay(p, name);
    requireUnlocked(before);
    Underlay after = before;
    after.x_mm = x_mm;
    after.y_mm = y_mm;
    after.mm_per_px = mm_per_px;
    after.rotation_deg = std::isfinite(rotation_deg) ? normalisedDegrees(rotation_deg) : rotation_deg;
    return replace(p, before, after);
}

ChangeSet calibrateUnderlay(
    Project &p, const std::string &name, double au, double av, double bu, double bv, double distance_mm)
{
    const Underlay &before = findUnderlay(p, name);
    requireUnlocked(before);
    if (!std::isfinite(au) || !std::isfinite(av) || !std::isfinite(bu) || !std::isfinite(bv))
        throw Error(fmt::format("{}: the calibration points are not finite", label(before)));
    const double pixels = std::hypot(bu - au, bv - av);
    if (pixels < 1)
        throw Error(fmt::format("{}: the two calibration points are less than a pixel apart; pick two points "
                                "farther apart",
            label(before)));
    if (!std::isfinite(distance_mm) || distance_mm <= 0)
        throw Error(fmt::format("{}: the distance between the calibration points must be positive (got {} mm)",
            label(before), distance_mm));
    const FloorXY anchor = underlayToFloor(before, au, av);
    Underlay after = before;
    after.mm_per_px = distance_mm / pixels;
    // The corner that keeps pixel a at its floor point under the new scale.
    after.x_mm = 0;
    after.y_mm = 0;
    const FloorXY offset = underlayToFloor(after, au, av);
    after.x_mm = std::llround(anchor.x_mm - offset.x_mm);
    after.y_mm = std::llround(anchor.y_mm - offset.y_mm);
    return replace(p, before, after);
}

ChangeSet setUnderlayOpacity(Project &p, const std::string &name, double opacity)
{
    const Underlay &before = findUnderlay(p, name);
    Underlay after = before;
    after.opacity = opacity;
    return replace(p, before, after);
}

ChangeSet setUnderlayLocked(Project &p, const std::string &name, bool locked)
{
    const Underlay &before = findUnderlay(p, name);
    Underlay after = before;
    after.locked = locked;
    return replace(p, before, after);
}

ChangeSet deleteUnderlay(Project &p, const std::string &name)
{
    const Underlay &before = findUnderlay(p, name);
    Draft draft(p);
    draft.remove(before);
    return draft.commit();
}

} // namespace plenum::edit
