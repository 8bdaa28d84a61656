// SPDX-License-Identifier: GPL-3.0-or-later
#include "asbuilt/iblinkinfo_parse.h"

#include "asbuilt/ib_plan.h"
#include "asbuilt/line_error.h"
#include "model/types.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>

namespace plenum::asbuilt {

namespace {

constexpr std::size_t kMaxLineBytes = 4096;
constexpr std::size_t kMaxNodes = 1'000'000;
constexpr int kMaxPorts = 255; // an IB node has at most 254 physical ports
constexpr std::size_t kMaxTextBytes = 256; // node descriptions

bool startsWith(std::string_view s, std::string_view p)
{
    return s.substr(0, p.size()) == p;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

// libibmad's per-lane signalling rates (mad_dump_linkspeed, infiniband-diags 44) -> the lane
// speeds of ib_plan.h (speedName: SDR 2 … NDR 100).
int laneGbpsOfSignalling(std::string_view gbps)
{
    static const std::map<std::string_view, int> rates = { { "2.5", 2 }, { "5.0", 5 }, { "10.0", 10 },
        { "14.0625", 14 }, { "25.78125", 25 }, { "53.125", 50 }, { "106.25", 100 }, { "212.5", 200 } };
    auto it = rates.find(gbps);
    return it == rates.end() ? 0 : it->second;
}

struct Cursor {
    std::string_view s;
    std::size_t i = 0;
    int line = 0;

    void spaces()
    {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            ++i;
    }
    bool eat(std::string_view t)
    {
        spaces();
        if (s.substr(i, t.size()) != t)
            return false;
        i += t.size();
        return true;
    }
    // A whole number, or -1 when there is none here.
    int number()
    {
        spaces();
        int v = 0;
        auto [p, ec] = std::from_chars(s.data() + i, s.data() + s.size(), v);
        if (ec != std::errc() || v < 0)
            return -1;
        i = std::size_t(p - s.data());
        return v;
    }
    // "<port>[<ext>]": the port number; fails the line otherwise.
    int port(const char *what)
    {
        const int p = number();
        if (p < 0 || p > kMaxPorts)
            fail(line, fmt::format("expected the {} (0 to {}): '{}'", what, kMaxPorts, shown(s)));
        if (!eat("["))
            fail(line, fmt::format("expected '[' after the {}: '{}'", what, shown(s)));
        const std::size_t close = s.find(']', i);
        if (close == std::string_view::npos)
            fail(line, fmt::format("the '[' after the {} is not closed: '{}'", what, shown(s)));
        i = close + 1;
        return p;
    }
};

struct Entry {
    std::string peer; // description
    int peer_port = 0;
    int line = 0;
};

} // namespace

bool looksLikeIblinkinfo(std::string_view text)
{
    std::size_t start = 0;
    for (int n = 0; n < 10000 && start < text.size(); ++n) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view l = trim(text.substr(start, end - start));
        start = end + 1;
        if (l.empty())
            continue;
        return (startsWith(l, "Switch: 0x") || startsWith(l, "CA: ")) && l.back() == ':';
    }
    return false;
}

DiscoveredFabric parseIblinkinfo(std::string_view text)
{
    DiscoveredFabric f;
    std::map<std::string, int> byDescription; // -> node
    std::map<std::string, int> headerLine; // description -> line of its record
    std::map<DiscoveredEnd, Entry> entries; // (node, port) -> the peer its line names
    std::vector<std::pair<DiscoveredEnd, DiscoveredLink>> ups; // each LinkUp port line, in order
    auto nodeOf = [&](const std::string &description, int line) {
        auto [it, added] = byDescription.emplace(description, int(f.nodes.size()));
        if (added) {
            if (f.nodes.size() >= kMaxNodes)
                fail(line, fmt::format("more than {} nodes", kMaxNodes));
            DiscoveredNode n;
            n.id = description;
            n.description = description;
            n.line = line;
            f.nodes.push_back(std::move(n));
        }
        return it->second;
    };
    auto checkText = [](const std::string &t, int line, const char *what) {
        if (t.empty() || t.size() > kMaxTextBytes)
            fail(line, fmt::format("the {} must be 1 to {} bytes long", what, kMaxTextBytes));
        for (char ch : t)
            if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f)
                fail(line, fmt::format("the {} holds a control character", what));
    };

    int current = -1;
    int lineNo = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view raw = text.substr(start, end - start);
        start = end + 1;
        ++lineNo;
        if (raw.size() > kMaxLineBytes)
            fail(lineNo, fmt::format("longer than {} bytes", kMaxLineBytes));
        const std::string_view l = trim(raw);
        if (l.empty())
            continue;
        if (startsWith(l, "Switch:") || startsWith(l, "CA:")) { // a record: "Switch: 0x… desc:" / "CA: desc:"
            const bool sw = l[0] == 'S';
            if (l.back() != ':')
                fail(lineNo, fmt::format("a record header ends in ':': '{}'", shown(l)));
            std::string_view rest = trim(l.substr(sw ? 7 : 3, l.size() - (sw ? 7 : 3) - 1));
            if (sw) {
                if (!startsWith(rest, "0x"))
                    fail(lineNo, fmt::format("expected the switch's GUID (0x…): '{}'", shown(l)));
                const std::size_t sp = rest.find_first_of(" \t");
                if (sp == std::string_view::npos)
                    fail(lineNo, fmt::format("the switch has no description: '{}'", shown(l)));
                rest = trim(rest.substr(sp));
            }
            const std::string description(rest);
            checkText(description, lineNo, "node description");
            if (auto it = headerLine.find(description); it != headerLine.end())
                fail(lineNo,
                    fmt::format("a second node described '{}' (the first on line {}): iblinkinfo names the "
                                "peers by description, so they cannot be told apart",
                        description, it->second));
            headerLine.emplace(description, lineNo);
            current = nodeOf(description, lineNo);
            f.nodes[std::size_t(current)].is_switch = sw;
            f.nodes[std::size_t(current)].line = lineNo;
            continue;
        }
        if (current < 0)
            fail(lineNo, fmt::format("a port line before any Switch: or CA: record: '{}'", shown(l)));
        Cursor c { l, 0, lineNo };
        if (c.eat("0x")) { // a CA's port GUID
            while (c.i < l.size() && std::isxdigit(static_cast<unsigned char>(l[c.i])))
                ++c.i;
        }
        if (c.number() < 0)
            fail(lineNo, fmt::format("expected the port's LID: '{}'", shown(l)));
        const int port = c.port("port number");
        if (port < 1)
            fail(lineNo, "port 0 is the switch's management port, not a physical port");
        if (!c.eat("==("))
            fail(lineNo, fmt::format("expected '==(' after the port: '{}'", shown(l)));
        const std::size_t close = l.find(")==>", c.i);
        if (close == std::string_view::npos)
            fail(lineNo, fmt::format("expected ')==>' after the link state: '{}'", shown(l)));
        const std::string_view state = trim(l.substr(c.i, close - c.i));
        c.i = close + 4;
        DiscoveredNode &self = f.nodes[std::size_t(current)];
        self.ports = std::max(self.ports, port);
        const DiscoveredEnd here { current, port };
        if (entries.count(here))
            fail(lineNo,
                fmt::format(
                    "port {} of '{}' is listed twice (first on line {})", port, self.description, entries[here].line));
        const std::size_t slash = state.rfind('/');
        const std::string_view phys = slash == std::string_view::npos ? state : trim(state.substr(slash + 1));
        if (phys != "LinkUp") { // Down/ Polling, Disabled, Sleep, …: no link here
            entries[here] = Entry { std::string(), 0, lineNo };
            continue;
        }
        // "<width>X <rate> Gbps <state>/ LinkUp"
        DiscoveredLink link;
        link.line = lineNo;
        {
            Cursor s { state, 0, lineNo };
            const int width = s.number();
            if (width < 1 || width > 12 || !s.eat("X"))
                fail(lineNo, fmt::format("expected the link's width (1X … 12X): '{}'", shown(l)));
            s.spaces();
            const std::size_t sp = state.find_first_of(" \t", s.i);
            const std::string_view gbps = state.substr(s.i, sp == std::string_view::npos ? 0 : sp - s.i);
            const int lane = laneGbpsOfSignalling(gbps);
            s.i = sp == std::string_view::npos ? state.size() : sp;
            if (lane == 0 || !s.eat("Gbps"))
                fail(lineNo, fmt::format("expected a lane speed libibmad prints (2.5 … 106.25 Gbps): '{}'", shown(l)));
            link.width = width;
            link.lane_gbps = lane;
            link.rate = fmt::format("{}x{}", width, speedName(lane));
        }
        if (c.number() < 0)
            fail(lineNo, fmt::format("expected the peer's LID: '{}'", shown(l)));
        const int peerPort = c.port("peer's port number");
        if (peerPort < 1)
            fail(lineNo, "the peer's port must be a physical port (1 or more)");
        c.spaces();
        if (!c.eat("\""))
            fail(lineNo, fmt::format("expected the peer's quoted description: '{}'", shown(l)));
        const std::size_t q = l.find('"', c.i);
        if (q == std::string_view::npos)
            fail(lineNo, fmt::format("the peer's description is not closed: '{}'", shown(l)));
        const std::string peer(l.substr(c.i, q - c.i));
        checkText(peer, lineNo, "peer's description");
        entries[here] = Entry { peer, peerPort, lineNo };
        ups.push_back({ here, link });
    }
    // Peers: every named peer is a node (a record of its own, or only named: a CA when iblinkinfo
    // listed switches only); each link once, both listings agreeing.
    std::vector<std::pair<DiscoveredEnd, DiscoveredLink>> resolved;
    for (auto &[here, link] : ups) {
        const Entry &e = entries[here];
        const int peer = nodeOf(e.peer, e.line);
        DiscoveredNode &p = f.nodes[std::size_t(peer)];
        if (!headerLine.count(e.peer))
            p.ports = std::max(p.ports, e.peer_port);
        const DiscoveredEnd there { peer, e.peer_port };
        if (there == here)
            fail(e.line, "a port linked to itself");
        if (auto back = entries.find(there); back != entries.end()) {
            const Entry &b = back->second;
            if (b.peer.empty() || byDescription[b.peer] != here.node || b.peer_port != here.port)
                fail(e.line,
                    fmt::format("'{}' port {} reaches '{}' port {}, but line {} says that port {}",
                        f.nodes[std::size_t(here.node)].description, here.port, e.peer, e.peer_port, b.line,
                        b.peer.empty() ? std::string("has no link")
                                       : fmt::format("reaches '{}' port {}", b.peer, b.peer_port)));
            if (there < here)
                continue; // listed at the other end first
        } else if (headerLine.count(e.peer) && e.peer_port <= kMaxPorts) {
            fail(e.line,
                fmt::format("'{}' port {} reaches '{}' port {}, which its record does not list",
                    f.nodes[std::size_t(here.node)].description, here.port, e.peer, e.peer_port));
        }
        link.a = here;
        link.b = there;
        resolved.push_back({ here, link });
    }
    // A port named by two peers (only possible for a peer without a record).
    std::map<DiscoveredEnd, int> claimed;
    for (const auto &[here, link] : resolved) {
        auto [it, added] = claimed.emplace(link.b, link.line);
        if (!added)
            fail(link.line,
                fmt::format("'{}' port {} is named as the peer of two ports (also on line {})",
                    f.nodes[std::size_t(link.b.node)].description, link.b.port, it->second));
        f.links.push_back(link);
    }
    return f;
}

} // namespace plenum::asbuilt
