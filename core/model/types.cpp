// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/types.h"

#include <array>
#include <utility>

namespace plenum {
namespace {

template <typename E, std::size_t N> using Names = std::array<std::pair<E, std::string_view>, N>;

constexpr Names<Airflow, 10> kAirflow { {
    { Airflow::FrontToRear, "front-to-rear" },
    { Airflow::RearToFront, "rear-to-front" },
    { Airflow::LeftToRight, "left-to-right" },
    { Airflow::RightToLeft, "right-to-left" },
    { Airflow::SideToRear, "side-to-rear" },
    { Airflow::RearToSide, "rear-to-side" },
    { Airflow::BottomToTop, "bottom-to-top" },
    { Airflow::TopToBottom, "top-to-bottom" },
    { Airflow::Passive, "passive" },
    { Airflow::Mixed, "mixed" },
} };
constexpr Names<Face, 2> kFace { { { Face::Front, "front" }, { Face::Rear, "rear" } } };
constexpr Names<Containment, 3> kContainment { { { Containment::None, "none" }, { Containment::HotAisle, "hot-aisle" },
    { Containment::ColdAisle, "cold-aisle" } } };
constexpr Names<Fabric, 5> kFabric { { { Fabric::Compute, "compute" }, { Fabric::Storage, "storage" },
    { Fabric::InBand, "in-band" }, { Fabric::OutOfBand, "out-of-band" }, { Fabric::Power, "power" } } };
constexpr Names<Tier, 5> kTier { { { Tier::NodeLeaf, "node-leaf" }, { Tier::LeafSpine, "leaf-spine" },
    { Tier::SpineCore, "spine-core" }, { Tier::Management, "management" }, { Tier::Power, "power" } } };
constexpr Names<PathwayKind, 6> kPathwayKind { { { PathwayKind::Ladder, "ladder" }, { PathwayKind::Tray, "tray" },
    { PathwayKind::Basket, "basket" }, { PathwayKind::FiberRunway, "fiber-runway" },
    { PathwayKind::Underfloor, "underfloor" }, { PathwayKind::Riser, "riser" } } };
constexpr Names<Service, 3> kService { { { Service::Data, "data" }, { Service::Fiber, "fiber" },
    { Service::Power, "power" } } };
constexpr Names<ObstacleKind, 5> kObstacleKind { { { ObstacleKind::Column, "column" }, { ObstacleKind::Crah, "crah" },
    { ObstacleKind::Cdu, "cdu" }, { ObstacleKind::Door, "door" }, { ObstacleKind::Other, "other" } } };
constexpr Names<UnderlayFormat, 3> kUnderlayFormat { { { UnderlayFormat::Png, "png" }, { UnderlayFormat::Jpeg, "jpeg" },
    { UnderlayFormat::Pdf, "pdf" } } };
constexpr Names<Protocol, 3> kProtocol { { { Protocol::Unspecified, "unspecified" },
    { Protocol::InfiniBand, "infiniband" }, { Protocol::Ethernet, "ethernet" } } };
constexpr Names<CableSpan, 4> kCableSpan { { { CableSpan::Link, "link" }, { CableSpan::CordA, "cord-a" },
    { CableSpan::CordB, "cord-b" }, { CableSpan::Trunk, "trunk" } } };

template <typename E, std::size_t N> std::string_view nameOf(const Names<E, N> &names, E value)
{
    for (const auto &[v, n] : names)
        if (v == value)
            return n;
    return "?";
}

template <typename E, std::size_t N> std::optional<E> valueOf(const Names<E, N> &names, std::string_view text)
{
    for (const auto &[v, n] : names)
        if (n == text)
            return v;
    return std::nullopt;
}

} // namespace

std::string_view toString(Airflow v)
{
    return nameOf(kAirflow, v);
}
std::string_view toString(Face v)
{
    return nameOf(kFace, v);
}
std::string_view toString(Containment v)
{
    return nameOf(kContainment, v);
}
std::string_view toString(Fabric v)
{
    return nameOf(kFabric, v);
}
std::string_view toString(Tier v)
{
    return nameOf(kTier, v);
}
std::string_view toString(PathwayKind v)
{
    return nameOf(kPathwayKind, v);
}
std::string_view toString(Service v)
{
    return nameOf(kService, v);
}
std::string_view toString(ObstacleKind v)
{
    return nameOf(kObstacleKind, v);
}
std::string_view toString(UnderlayFormat v)
{
    return nameOf(kUnderlayFormat, v);
}
std::string_view toString(Protocol v)
{
    return nameOf(kProtocol, v);
}
std::string_view toString(CableSpan v)
{
    return nameOf(kCableSpan, v);
}

template <> std::optional<Airflow> fromString<Airflow>(std::string_view t)
{
    return valueOf(kAirflow, t);
}
template <> std::optional<Face> fromString<Face>(std::string_view t)
{
    return valueOf(kFace, t);
}
template <> std::optional<Containment> fromString<Containment>(std::string_view t)
{
    return valueOf(kContainment, t);
}
template <> std::optional<Fabric> fromString<Fabric>(std::string_view t)
{
    return valueOf(kFabric, t);
}
template <> std::optional<Tier> fromString<Tier>(std::string_view t)
{
    return valueOf(kTier, t);
}
template <> std::optional<PathwayKind> fromString<PathwayKind>(std::string_view t)
{
    return valueOf(kPathwayKind, t);
}
template <> std::optional<Service> fromString<Service>(std::string_view t)
{
    return valueOf(kService, t);
}
template <> std::optional<ObstacleKind> fromString<ObstacleKind>(std::string_view t)
{
    return valueOf(kObstacleKind, t);
}
template <> std::optional<UnderlayFormat> fromString<UnderlayFormat>(std::string_view t)
{
    return valueOf(kUnderlayFormat, t);
}
template <> std::optional<Protocol> fromString<Protocol>(std::string_view t)
{
    return valueOf(kProtocol, t);
}
template <> std::optional<CableSpan> fromString<CableSpan>(std::string_view t)
{
    return valueOf(kCableSpan, t);
}

} // namespace plenum
