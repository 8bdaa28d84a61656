// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/helpers.h"

#include "rules/port_links.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace plenum::rules {

const catalog::CableType *cableTypeOf(const Cable &cable)
{
    // The built-in catalogue does not change while the program runs, and a project has few
    // distinct (media, SKU) pairs: remember each answer (per thread, so no locking).
    thread_local std::unordered_map<std::string, const catalog::CableType *> known;
    thread_local std::string key;
    key.assign(cable.media);
    key.push_back('\n');
    key.append(cable.sku);
    if (auto it = known.find(key); it != known.end())
        return it->second;
    const catalog::CableType *type = catalog::builtinCatalog().cableTypeFor(cable.media, cable.sku);
    known.emplace(key, type);
    return type;
}

const catalog::Transceiver *transceiverOf(const std::string &sku)
{
    if (sku.empty())
        return nullptr;
    thread_local std::unordered_map<std::string, const catalog::Transceiver *> known; // as cableTypeOf
    if (auto it = known.find(sku); it != known.end())
        return it->second;
    const catalog::Transceiver *t = catalog::builtinCatalog().findTransceiverBySku(sku);
    known.emplace(sku, t);
    return t;
}

bool isFibreMedia(const std::string &m)
{
    return m == "aoc" || m.rfind("mmf", 0) == 0 || m.rfind("smf", 0) == 0;
}

bool isCopperDataMedia(const std::string &m)
{
    return m == "dac" || m == "acc" || m == "aec" || m.rfind("cat", 0) == 0;
}

bool isPowerMedia(const std::string &m)
{
    return m.rfind("power", 0) == 0;
}

const PortTemplate *portOf(const RuleContext &c, const PortRef &end)
{
    const DeviceType *t = c.index().typeOfDevice(end.device);
    if (!t || end.port < 0 || std::size_t(end.port) >= t->ports.size())
        return nullptr;
    return &t->ports[std::size_t(end.port)];
}

int linkSpeedAt(const RuleContext &c, const PortRef &end)
{
    const PortTemplate *p = portOf(c, end);
    if (!p)
        return 0;
    return p->speed_gbps / std::max(1, c.portLinks().uses(end));
}

std::pair<int, int> linkSpeeds(const RuleContext &c, const Link &l)
{
    int sa = linkSpeedAt(c, l.a), sb = linkSpeedAt(c, l.b);
    auto alone = [&](const PortRef &end) { return c.portLinks().uses(end) <= 1; };
    if (sa > sb && sb > 0 && sa % sb == 0 && alone(l.a))
        sa = sb;
    else if (sb > sa && sa > 0 && sb % sa == 0 && alone(l.b))
        sb = sa;
    return { sa, sb };
}

std::optional<Face> intakeFace(Airflow airflow, bool reversed)
{
    std::optional<Face> f;
    if (airflow == Airflow::FrontToRear)
        f = Face::Front;
    else if (airflow == Airflow::RearToFront || airflow == Airflow::RearToSide)
        f = Face::Rear;
    if (f && reversed)
        f = *f == Face::Front ? Face::Rear : Face::Front;
    return f;
}

bool sideToSide(Airflow a)
{
    return a == Airflow::LeftToRight || a == Airflow::RightToLeft;
}

std::optional<Face> portFace(const DeviceType &type, bool reversed)
{
    int front = 0, rear = 0;
    for (const auto &p : type.ports)
        if (!p.management && p.speed_gbps > 0)
            (p.face == Face::Front ? front : rear)++;
    if (front == 0 && rear == 0)
        return std::nullopt;
    Face f = front >= rear ? Face::Front : Face::Rear;
    if (reversed)
        f = f == Face::Front ? Face::Rear : Face::Front;
    return f;
}

bool isSwitchRole(const std::string &role)
{
    return role == "leaf" || role == "spine" || role == "core" || role == "management" || role == "switch";
}

char pduFeed(const Device &pdu)
{
    return pdu.feed == "A" ? 'A' : pdu.feed == "B" ? 'B' : 0;
}

std::vector<Point> rackFootprint(const Rack &rack, const RackType &type)
{
    const double a = rack.rotation_deg * M_PI / 180.0;
    const double fx = std::sin(a), fy = std::cos(a); // front direction (0° = +y)
    const double rx = fy, ry = -fx; // right, seen from the front
    const double hw = type.width_mm / 2.0, hd = type.depth_mm / 2.0;
    std::vector<Point> out;
    for (auto [s, v] : { std::pair { -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, 1 } })
        out.push_back({ std::llround(double(rack.position.x_mm) + s * hw * rx + v * hd * fx),
            std::llround(double(rack.position.y_mm) + s * hw * ry + v * hd * fy) });
    return out;
}

bool pointInPolygon(double x, double y, const std::vector<Point> &poly)
{
    bool in = false;
    for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
        const double xi = double(poly[i].x_mm), yi = double(poly[i].y_mm);
        const double xj = double(poly[j].x_mm), yj = double(poly[j].y_mm);
        if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi)
            in = !in;
    }
    return in;
}

namespace {

double cross(double ax, double ay, double bx, double by)
{
    return ax * by - ay * bx;
}

bool segmentsCross(const Point &p1, const Point &p2, const Point &q1, const Point &q2)
{
    auto orient = [](const Point &a, const Point &b, const Point &c) {
        const double v
            = cross(double(b.x_mm - a.x_mm), double(b.y_mm - a.y_mm), double(c.x_mm - a.x_mm), double(c.y_mm - a.y_mm));
        return (v > 0) - (v < 0);
    };
    const int d1 = orient(q1, q2, p1), d2 = orient(q1, q2, p2), d3 = orient(p1, p2, q1), d4 = orient(p1, p2, q2);
    return d1 * d2 < 0 && d3 * d4 < 0; // proper crossings only: touching edges are allowed
}

double pointSegment(const Point &p, const Point &a, const Point &b)
{
    const double dx = double(b.x_mm - a.x_mm), dy = double(b.y_mm - a.y_mm);
    const double len2 = dx * dx + dy * dy;
    double t = len2 > 0 ? ((double(p.x_mm - a.x_mm)) * dx + double(p.y_mm - a.y_mm) * dy) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    return std::hypot(double(p.x_mm) - (double(a.x_mm) + t * dx), double(p.y_mm) - (double(a.y_mm) + t * dy));
}

bool strictlyInside(const Point &p, const std::vector<Point> &poly)
{
    for (std::size_t i = 0; i < poly.size(); ++i)
        if (pointSegment(p, poly[i], poly[(i + 1) % poly.size()]) < 0.5)
            return false; // on the boundary: touching, not overlapping
    return pointInPolygon(double(p.x_mm), double(p.y_mm), poly);
}

} // namespace

bool polygonsIntersect(const std::vector<Point> &a, const std::vector<Point> &b)
{
    if (a.size() < 3 || b.size() < 3)
        return false;
    for (const auto &p : a)
        if (strictlyInside(p, b))
            return true;
    for (const auto &p : b)
        if (strictlyInside(p, a))
            return true;
    // Congruent outlines (two racks dropped on one spot) share every corner and edge: no corner is
    // strictly inside and no edge crosses, but the centre of one lies inside the other.
    auto centre = [](const std::vector<Point> &poly) {
        double x = 0, y = 0;
        for (const auto &p : poly)
            x += double(p.x_mm), y += double(p.y_mm);
        return Point { std::llround(x / double(poly.size())), std::llround(y / double(poly.size())) };
    };
    if (strictlyInside(centre(a), b) || strictlyInside(centre(b), a))
        return true;
    for (std::size_t i = 0; i < a.size(); ++i)
        for (std::size_t j = 0; j < b.size(); ++j)
            if (segmentsCross(a[i], a[(i + 1) % a.size()], b[j], b[(j + 1) % b.size()]))
                return true;
    return false;
}

double polygonDistance(const std::vector<Point> &a, const std::vector<Point> &b)
{
    if (polygonsIntersect(a, b))
        return 0;
    double best = 1e18;
    for (std::size_t i = 0; i < a.size(); ++i)
        for (std::size_t j = 0; j < b.size(); ++j) {
            best = std::min(best, pointSegment(a[i], b[j], b[(j + 1) % b.size()]));
            best = std::min(best, pointSegment(b[j], a[i], a[(i + 1) % a.size()]));
        }
    return best;
}

} // namespace plenum::rules
