// SPDX-License-Identifier: GPL-3.0-or-later
// Basic value types of the Plenum model: ids, integer-millimetre points and the enumerations
// that are stored in project files by their stable string names.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace plenum {

// Every object in a project has a stable id, unique across all kinds of objects of that project.
using Id = std::int64_t;
inline constexpr Id kNoId = 0;

// Thrown for bad input (malformed file, impossible spec, unknown reference): the message is one
// clear sentence naming what is wrong, meant to be shown to the user as it is.
class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Floor coordinates in millimetres: x east, y north, z up from the finished floor.
struct Point {
    std::int64_t x_mm = 0;
    std::int64_t y_mm = 0;
    friend bool operator==(const Point &, const Point &) = default;
};

struct Point3 {
    std::int64_t x_mm = 0;
    std::int64_t y_mm = 0;
    std::int64_t z_mm = 0;
    friend bool operator==(const Point3 &, const Point3 &) = default;
};

// One rack unit (EIA-310): 44.45 mm, kept exact as 4445 / 100.
inline constexpr std::int64_t rackUnitsToMm(int units)
{
    return (std::int64_t(units) * 4445 + 50) / 100;
}

// NetBox's airflow vocabulary (dcim.choices.DeviceAirflowChoices).
enum class Airflow {
    FrontToRear,
    RearToFront,
    LeftToRight,
    RightToLeft,
    SideToRear,
    RearToSide,
    BottomToTop,
    TopToBottom,
    Passive,
    Mixed
};
enum class Face { Front, Rear };
enum class Containment { None, HotAisle, ColdAisle };
enum class Fabric { Compute, Storage, InBand, OutOfBand, Power };
enum class Tier { NodeLeaf, LeafSpine, SpineCore, Management, Power };
enum class PathwayKind { Ladder, Tray, Basket, FiberRunway, Underfloor, Riser };
enum class Service { Data, Fiber, Power };
enum class ObstacleKind { Column, Crah, Cdu, Door, Other };
enum class UnderlayFormat { Png, Jpeg, Pdf }; // an underlay's bytes (a DXF is stored drawn, as PNG)
// The link-layer protocol a port, cable or transceiver speaks (issue #16). Unspecified: not stated
// (a VPI adapter that runs either, or a port template stored before the member existed); it is
// compatible with both.
enum class Protocol { Unspecified, InfiniBand, Ethernet };
// What part of its link a cable is (issue #16, model/channel.h): the whole link, or in a channel
// through two fibre panels the cord at end a, the cord at end b, or the trunk between the panels.
enum class CableSpan { Link, CordA, CordB, Trunk };

// Stable names used in project files, JSON and the CLI.
std::string_view toString(Airflow);
std::string_view toString(Face);
std::string_view toString(Containment);
std::string_view toString(Fabric);
std::string_view toString(Tier);
std::string_view toString(PathwayKind);
std::string_view toString(Service);
std::string_view toString(ObstacleKind);
std::string_view toString(UnderlayFormat);
std::string_view toString(Protocol); // "unspecified", "infiniband", "ethernet"
std::string_view toString(CableSpan); // "link", "cord-a", "cord-b", "trunk"

// Parse a stable name; nullopt when the name is unknown.
template <typename E> std::optional<E> fromString(std::string_view);

// Parse a stable name or throw Error naming `what` and the unknown value.
template <typename E> E parseEnum(std::string_view text, std::string_view what)
{
    if (auto v = fromString<E>(text))
        return *v;
    throw Error(std::string("unknown ") + std::string(what) + " '" + std::string(text) + "'");
}

} // namespace plenum
