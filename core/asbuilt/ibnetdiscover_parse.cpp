// SPDX-License-Identifier: GPL-3.0-or-later
#include "asbuilt/ibnetdiscover_parse.h"

#include "asbuilt/ib_plan.h"
#include "asbuilt/line_error.h"
#include "model/types.h"

#include <fmt/format.h>

#include <cctype>
#include <charconv>
#include <map>
#include <optional>

namespace plenum::asbuilt {

namespace {

constexpr std::size_t kMaxLineBytes = 4096;
constexpr std::size_t kMaxNodes = 1'000'000;
constexpr int kMaxPorts = 255; // an IB node has at most 254 physical ports
constexpr std::size_t kMaxTextBytes = 256; // node ids and descriptions

// A line as shown in an error: at most 80 bytes, control characters as '?'.
struct Cursor {
    std::string_view s;
    std::size_t i = 0;
    int line = 0;

    void spaces()
    {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            ++i;
    }
    bool eat(char c)
    {
        if (i < s.size() && s[i] == c) {
            ++i;
            return true;
        }
        return false;
    }
    bool eat(std::string_view t)
    {
        if (s.substr(i, t.size()) == t) {
            i += t.size();
            return true;
        }
        return false;
    }
    std::optional<long long> number(int base = 10)
    {
        long long v = 0;
        auto [end, ec] = std::from_chars(s.data() + i, s.data() + s.size(), v, base);
        if (ec != std::errc() || end == s.data() + i)
            return std::nullopt;
        i = std::size_t(end - s.data());
        return v;
    }
    // "[n]" with 0 <= n <= kMaxPorts
    int bracketPort(const char *what)
    {
        if (!eat('['))
            fail(line, fmt::format("expected '[' before the {} port number: '{}'", what, shown(s)));
        auto n = number();
        if (!n || !eat(']') || *n < 0 || *n > kMaxPorts)
            fail(line, fmt::format("bad {} port number (0 to {} in brackets): '{}'", what, kMaxPorts, shown(s)));
        return int(*n);
    }
    void optionalExt()
    {
        if (eat("[ext ")) {
            if (!number() || !eat(']'))
                fail(line, fmt::format("bad external port number: '{}'", shown(s)));
        }
    }
    void optionalGuid()
    {
        spaces();
        if (eat('(')) {
            if (!number(16) || !eat(')'))
                fail(line, fmt::format("bad port GUID in parentheses: '{}'", shown(s)));
        }
    }
    std::string quoted(const char *what)
    {
        spaces();
        if (!eat('"'))
            fail(line, fmt::format("expected the quoted {}: '{}'", what, shown(s)));
        const std::size_t end = s.find('"', i);
        if (end == std::string_view::npos)
            fail(line, fmt::format("the quoted {} is not closed: '{}'", what, shown(s)));
        std::string out(s.substr(i, end - i));
        i = end + 1;
        if (out.empty() || out.size() > kMaxTextBytes)
            fail(line, fmt::format("the {} must be 1 to {} bytes long", what, kMaxTextBytes));
        for (char ch : out)
            if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f)
                fail(line, fmt::format("the {} holds a control character", what));
        return out;
    }
};

bool startsWith(std::string_view s, std::string_view p)
{
    return s.substr(0, p.size()) == p;
}

// The description of a record header: the first quoted text after '#', else empty.
std::string headerDescription(Cursor &c)
{
    const std::size_t hash = c.s.find('#', c.i);
    if (hash == std::string_view::npos)
        return {};
    c.i = hash + 1;
    c.spaces();
    if (c.i >= c.s.size() || c.s[c.i] != '"')
        return {};
    return c.quoted("node description");
}

// The last "<width>x<SPEED>" token of a port line's comment ("4xNDR").
void rateOf(std::string_view comment, DiscoveredLink &link)
{
    std::size_t pos = 0;
    while (pos < comment.size()) {
        while (pos < comment.size() && std::isspace(static_cast<unsigned char>(comment[pos])))
            ++pos;
        std::size_t end = pos;
        while (end < comment.size() && !std::isspace(static_cast<unsigned char>(comment[end])))
            ++end;
        const std::string_view token = comment.substr(pos, end - pos);
        const std::size_t x = token.find('x');
        if (x != std::string_view::npos && x > 0 && x <= 2) {
            int width = 0;
            auto [p, ec] = std::from_chars(token.data(), token.data() + x, width);
            const int rate = laneGbpsOf(token.substr(x + 1));
            if (ec == std::errc() && p == token.data() + x && rate > 0) {
                link.width = width;
                link.lane_gbps = rate;
                link.rate = std::string(token);
            }
        }
        pos = end;
    }
}

struct PortEntry {
    std::string remote;
    int remote_port = 0;
    int line = 0;
    DiscoveredLink rate;
};

} // namespace

bool looksLikeIbnetdiscover(std::string_view text)
{
    std::size_t start = 0;
    for (int n = 0; n < 10000 && start < text.size(); ++n) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view l = text.substr(start, end - start);
        if ((startsWith(l, "Switch") || startsWith(l, "Ca\t") || startsWith(l, "Ca ") || startsWith(l, "Hca"))
            && l.find('"') != std::string_view::npos)
            return true;
        start = end + 1;
    }
    return false;
}

DiscoveredFabric parseIbnetdiscover(std::string_view text)
{
    DiscoveredFabric fabric;
    std::map<std::string, int> byId;
    std::vector<std::map<int, PortEntry>> ports; // per node: port -> entry
    int current = -1; // node whose record is open
    int lineNo = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t nl = text.find('\n', start);
        std::string_view line = text.substr(start, (nl == std::string_view::npos ? text.size() : nl) - start);
        start = nl == std::string_view::npos ? text.size() : nl + 1;
        ++lineNo;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.size() > kMaxLineBytes)
            fail(lineNo, fmt::format("longer than {} bytes", kMaxLineBytes));
        Cursor c { line, 0, lineNo };
        c.spaces();
        if (c.i == line.size()) { // blank: ends a record
            current = -1;
            continue;
        }
        if (line[c.i] == '#')
            continue;
        if (line[0] == '[') {
            if (current < 0)
                fail(lineNo, fmt::format("a port line outside a Switch or Ca record: '{}'", shown(line)));
            const DiscoveredNode &node = fabric.nodes[std::size_t(current)];
            const int port = c.bracketPort("local");
            if (port < 1 || port > node.ports)
                fail(lineNo,
                    fmt::format("port {} of '{}', which has ports 1 to {}", port, node.description, node.ports));
            c.optionalExt();
            c.optionalGuid();
            PortEntry e;
            e.line = lineNo;
            e.remote = c.quoted("remote node id");
            e.remote_port = c.bracketPort("remote");
            c.optionalExt();
            c.optionalGuid();
            c.spaces();
            if (c.i < line.size() && line[c.i] != '#' && !std::isalpha(static_cast<unsigned char>(line[c.i])))
                fail(lineNo, fmt::format("unexpected text after the remote port: '{}'", shown(line)));
            rateOf(line.substr(c.i), e.rate);
            if (!ports[std::size_t(current)].emplace(port, std::move(e)).second)
                fail(lineNo, fmt::format("port {} of '{}' is listed twice", port, node.description));
            continue;
        }
        const bool isSwitch = startsWith(line, "Switch");
        const std::size_t kw = isSwitch                        ? 6
            : startsWith(line, "Hca")                          ? 3
            : startsWith(line, "Ca") || startsWith(line, "Rt") ? 2
                                                               : 0;
        if (kw > 0 && kw < line.size() && (line[kw] == ' ' || line[kw] == '\t')) {
            c.i = kw;
            c.spaces();
            const auto count = c.number();
            if (!count || *count < 1 || *count > kMaxPorts)
                fail(lineNo, fmt::format("bad port count (1 to {}): '{}'", kMaxPorts, shown(line)));
            DiscoveredNode node;
            node.is_switch = isSwitch;
            node.ports = int(*count);
            node.line = lineNo;
            node.id = c.quoted("node id");
            node.description = headerDescription(c);
            if (node.description.empty())
                node.description = node.id;
            if (fabric.nodes.size() >= kMaxNodes)
                fail(lineNo, fmt::format("more than {} nodes", kMaxNodes));
            if (!byId.emplace(node.id, int(fabric.nodes.size())).second)
                fail(lineNo, fmt::format("the node id '{}' is described twice", shown(node.id)));
            current = int(fabric.nodes.size());
            fabric.nodes.push_back(std::move(node));
            ports.emplace_back();
            continue;
        }
        // Identity lines ibnetdiscover prints before each record, and its chassis notes.
        static const std::string_view known[]
            = { "vendid=", "devid=", "sysimgguid=", "switchguid=", "caguid=", "rtguid=", "hcaguids=", "Chassis ",
                  "Hostname:" };
        bool ok = false;
        for (std::string_view k : known)
            ok = ok || startsWith(line, k);
        if (!ok)
            fail(lineNo, fmt::format("not a line of ibnetdiscover output: '{}'", shown(line)));
        current = startsWith(line, "Chassis ") || startsWith(line, "Hostname:") ? -1 : current;
    }
    // Resolve the far ends and check that both ends tell the same story.
    for (std::size_t n = 0; n < ports.size(); ++n)
        for (const auto &[port, e] : ports[n]) {
            auto it = byId.find(e.remote);
            if (it == byId.end())
                fail(e.line,
                    fmt::format("port {} of '{}' reaches '{}', which the file does not describe", port,
                        fabric.nodes[n].description, shown(e.remote)));
            const DiscoveredNode &far = fabric.nodes[std::size_t(it->second)];
            if (e.remote_port < 1 || e.remote_port > far.ports)
                fail(e.line,
                    fmt::format("port {} of '{}' reaches port {} of '{}', which has ports 1 to {}", port,
                        fabric.nodes[n].description, e.remote_port, far.description, far.ports));
            const auto back = ports[std::size_t(it->second)].find(e.remote_port);
            if (back == ports[std::size_t(it->second)].end())
                fail(e.line,
                    fmt::format("port {} of '{}' reaches port {} of '{}', but that node's record (line {}) does "
                                "not list the port",
                        port, fabric.nodes[n].description, e.remote_port, far.description, far.line));
            if (back->second.remote != fabric.nodes[n].id || back->second.remote_port != port)
                fail(e.line,
                    fmt::format("port {} of '{}' reaches port {} of '{}', but line {} says that port reaches "
                                "'{}' port {}",
                        port, fabric.nodes[n].description, e.remote_port, far.description, back->second.line,
                        shown(back->second.remote), back->second.remote_port));
            const DiscoveredEnd a { int(n), port }, b { it->second, e.remote_port };
            if (b < a)
                continue; // listed from the other end as well: keep one
            DiscoveredLink link = e.rate;
            if (link.rate.empty())
                link = back->second.rate;
            link.a = a;
            link.b = b;
            link.line = std::min(e.line, back->second.line);
            fabric.links.push_back(std::move(link));
        }
    return fabric;
}

} // namespace plenum::asbuilt
