// SPDX-License-Identifier: GPL-3.0-or-later
#include "asbuilt/lldp_parse.h"

#include "json/json.h"

#include <fmt/format.h>

#include <map>
#include <set>

namespace plenum::asbuilt {

namespace {

const json::Value *member(const json::Value &v, std::string_view key)
{
    return v.isObject() ? v.find(key) : nullptr;
}

// json0 wraps every value in an array of objects: [{"value": "x"}] or [{"type": .., "value": ..}].
const json::Value *first(const json::Value *v)
{
    if (v && v->isArray())
        return v->asArray("").empty() ? nullptr : &v->asArray("").front();
    return v;
}

std::string text(const json::Value *v)
{
    if (!v)
        return {};
    if (v->isString())
        return v->asString("");
    if (const json::Value *value = member(*v, "value"); value && value->isString())
        return value->asString("");
    return {};
}

std::string printable(std::string s)
{
    if (s.size() > 80)
        s.resize(80);
    for (char &c : s)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = '?';
    return s;
}

// The neighbour's port: its name when the id is an interface name, else the description (which
// lldpd fills with the interface name for Linux hosts), else the id (a MAC address).
std::string portName(const json::Value &port)
{
    const json::Value *id = first(member(port, "id"));
    const std::string type = id ? text(member(*id, "type")) : std::string();
    const std::string value = id ? text(member(*id, "value")) : std::string();
    if (type == "ifname" && !value.empty())
        return value;
    if (std::string descr = text(first(member(port, "descr"))); !descr.empty())
        return descr;
    return value;
}

void readEntry(
    const std::string &host, const std::string &ifname, const json::Value &entry, std::vector<LldpNeighbor> &out)
{
    const std::string where = fmt::format("host '{}' interface '{}'", printable(host), printable(ifname));
    const json::Value *chassis = first(member(entry, "chassis"));
    const json::Value *port = first(member(entry, "port"));
    if (!chassis || !chassis->isObject() || !port || !port->isObject())
        throw Error(fmt::format("{}: the neighbour has no chassis or port", where));
    std::string name = text(first(member(*chassis, "name"))); // json0
    if (name.empty()) {
        // json: the chassis keyed by its name, or its members directly when it has none.
        const json::Object &members = chassis->asObject("chassis");
        if (members.size() == 1 && members.front().first != "id" && members.front().second.isObject())
            name = members.front().first;
        else if (const json::Value *id = member(*chassis, "id"))
            name = text(first(id));
    }
    LldpNeighbor n { host, ifname, name, portName(*port) };
    if (n.remote_host.empty() || n.remote_port.empty())
        throw Error(fmt::format("{}: the neighbour has no system name or port", where));
    out.push_back(std::move(n));
}

void readHost(const std::string &host, const json::Value &doc, std::vector<LldpNeighbor> &out)
{
    const json::Value *lldp = member(doc, "lldp");
    if (!lldp)
        throw Error(fmt::format(
            "host '{}': no \"lldp\" member (not the output of lldpcli -f json show neighbors)", printable(host)));
    if (lldp->isArray()) { // json0: [{"interface": [{"name": "eth0", ...}]}]
        for (const json::Value &block : lldp->asArray("lldp"))
            if (const json::Value *interfaces = member(block, "interface")) {
                if (!interfaces->isArray())
                    throw Error(fmt::format("host '{}': \"interface\" is not a list", printable(host)));
                for (const json::Value &i : interfaces->asArray("interface")) {
                    const std::string ifname = text(member(i, "name"));
                    if (ifname.empty())
                        throw Error(fmt::format("host '{}': an interface without a name", printable(host)));
                    readEntry(host, ifname, i, out);
                }
            }
        return;
    }
    const json::Value *interfaces = member(*lldp, "interface");
    if (!interfaces)
        return; // no neighbours
    auto readObject = [&](const json::Value &o) {
        if (!o.isObject())
            throw Error(fmt::format("host '{}': an interface entry is not an object", printable(host)));
        for (const auto &[ifname, entry] : o.asObject("interface"))
            readEntry(host, ifname, entry, out);
    };
    if (interfaces->isArray())
        for (const json::Value &o : interfaces->asArray("interface"))
            readObject(o);
    else
        readObject(*interfaces);
}

} // namespace

std::vector<LldpNeighbor> parseLldpJson(std::string_view text, const std::string &host)
{
    json::ParseLimits limits;
    limits.max_members = 100'000; // an object of hosts
    const json::Value doc = json::parse(text, limits);
    if (!doc.isObject())
        throw Error("the LLDP document is not a JSON object");
    std::vector<LldpNeighbor> out;
    if (!host.empty() && doc.find("lldp")) {
        readHost(host, doc, out);
        return out;
    }
    for (const auto &[name, output] : doc.asObject("document"))
        readHost(name, output, out);
    return out;
}

bool looksLikeLldpJson(std::string_view text)
{
    const std::size_t start = text.find_first_not_of(" \t\r\n");
    return start != std::string_view::npos && text[start] == '{' && text.find("\"lldp\"") != std::string_view::npos;
}

DiscoveredFabric fabricFromLldp(const std::vector<LldpNeighbor> &neighbors, const IbPlan &plan)
{
    std::map<std::string, int> planNode;
    for (std::size_t i = 0; i < plan.nodes.size(); ++i)
        planNode[plan.nodes[i].description] = int(i);
    std::set<IbEnd> computePorts;
    for (std::size_t i = 0; i < plan.nodes.size(); ++i)
        if (plan.nodes[i].is_switch)
            for (int p = 1; p <= plan.nodes[i].ports; ++p)
                computePorts.insert({ int(i), p });
    for (const IbLink &l : plan.links) {
        computePorts.insert(l.a);
        computePorts.insert(l.b);
    }

    DiscoveredFabric out;
    std::map<std::string, int> nodeOf;
    std::vector<std::map<std::string, int>> portOf; // per discovered node: name -> number
    auto node = [&](const std::string &host) {
        auto [it, added] = nodeOf.try_emplace(host, int(out.nodes.size()));
        if (added) {
            DiscoveredNode n;
            n.id = host;
            n.description = host;
            auto p = planNode.find(host);
            n.is_switch = p != planNode.end() && plan.nodes[std::size_t(p->second)].is_switch;
            n.ports = p != planNode.end() ? plan.nodes[std::size_t(p->second)].ports : 0;
            out.nodes.push_back(std::move(n));
            portOf.emplace_back();
            if (p != planNode.end()) {
                const IbNode &pn = plan.nodes[std::size_t(p->second)];
                for (std::size_t k = 0; k < pn.port_names.size(); ++k)
                    portOf.back()[pn.port_names[k]] = int(k) + 1;
            }
        }
        return it->second;
    };
    auto end = [&](const std::string &host, const std::string &port) {
        const int n = node(host);
        auto [it, added] = portOf[std::size_t(n)].try_emplace(port, 0);
        if (added) { // a name the plan does not know: a number above the plan's
            DiscoveredNode &dn = out.nodes[std::size_t(n)];
            it->second = ++dn.ports;
            dn.port_names[it->second] = port;
        }
        return DiscoveredEnd { n, it->second };
    };
    auto isCompute = [&](const DiscoveredEnd &e) {
        auto p = planNode.find(out.nodes[std::size_t(e.node)].description);
        return p != planNode.end() && computePorts.count(IbEnd { p->second, e.port });
    };
    std::map<DiscoveredEnd, std::pair<DiscoveredEnd, const LldpNeighbor *>> seen; // end -> (far end, who said)
    for (const LldpNeighbor &n : neighbors) {
        const DiscoveredEnd a = end(n.local_host, n.local_port), b = end(n.remote_host, n.remote_port);
        auto check = [&](const DiscoveredEnd &x, const DiscoveredEnd &y, const LldpNeighbor &said) {
            auto [it, fresh] = seen.try_emplace(x, y, &said);
            if (!fresh && !(it->second.first == y))
                throw Error(fmt::format("the discoveries disagree: {} {} sees {} {}, but {} {} sees {} {}",
                    printable(said.local_host), printable(said.local_port), printable(said.remote_host),
                    printable(said.remote_port), printable(it->second.second->local_host),
                    printable(it->second.second->local_port), printable(it->second.second->remote_host),
                    printable(it->second.second->remote_port)));
            return fresh;
        };
        const bool freshA = check(a, b, n);
        const bool freshB = check(b, a, n);
        if (!freshA && !freshB)
            continue; // the same link seen from its other end
        if (!isCompute(a) && !isCompute(b))
            continue; // another network's link
        out.links.push_back({ a, b, 0, 0, {}, 0 });
    }
    return out;
}

} // namespace plenum::asbuilt
