// SPDX-License-Identifier: GPL-3.0-or-later
#include "asbuilt/diff.h"

#include "model/index.h"

#include <fmt/format.h>

#include <map>
#include <optional>

namespace plenum::asbuilt {

std::string_view toString(DiffKind k)
{
    switch (k) {
    case DiffKind::Missing:
        return "missing";
    case DiffKind::Miswired:
        return "miswired";
    case DiffKind::Swapped:
        return "swapped";
    case DiffKind::Degraded:
        return "degraded";
    case DiffKind::UnknownDevice:
        return "unknown-device";
    case DiffKind::Extra:
        return "extra";
    }
    return "?";
}

std::string Site::text() const
{
    const std::string at = rack.empty() ? "" : fmt::format("rack {} U{}", rack, u);
    if (planned && description != device) // a node's NIC: the crew finds it by the cage name
        return fmt::format("{} {} ({}{}{})", device, port_name, description, at.empty() ? "" : ", ", at);
    if (by_name) // "leaf-su01-r1 swp1s0 (rack G07 U1)": interfaces are known by name, not number
        return fmt::format("{} {}{}", device, port_name,
            at.empty() && planned
                ? ""
                : fmt::format(" ({}{}{})", at, !at.empty() && !planned ? ", " : "", planned ? "" : "not in the plan"));
    std::string where = port_name;
    if (!at.empty())
        where += (where.empty() ? "" : ", ") + at;
    if (!planned)
        where += std::string(where.empty() ? "" : ", ") + "not in the plan";
    return fmt::format("{} port {}{}", device, port, where.empty() ? "" : " (" + where + ")");
}

namespace {

// A found far end: a planned node's port, or a port of a node the plan does not have.
struct Far {
    bool known = false;
    IbEnd end; // when known
    DiscoveredEnd raw; // always
    std::size_t dlink = 0;
};

class Differ {
public:
    Differ(const Project &project, const IbPlan &plan, const DiscoveredFabric &found, const DiffOptions &options)
        : m_index(project)
        , m_plan(plan)
        , m_found(found)
        , m_options(options)
    {
        for (const Cable &c : project.cables)
            m_label[c.link] = c.label;
        std::map<std::string, int> byDescription;
        for (std::size_t i = 0; i < plan.nodes.size(); ++i)
            byDescription[plan.nodes[i].description] = int(i);
        m_planNode.assign(found.nodes.size(), -1);
        for (std::size_t i = 0; i < found.nodes.size(); ++i) {
            auto it = byDescription.find(found.nodes[i].description);
            if (it != byDescription.end())
                m_planNode[i] = it->second;
        }
        for (std::size_t i = 0; i < plan.links.size(); ++i) {
            m_planned[plan.links[i].a] = { i, plan.links[i].b };
            m_planned[plan.links[i].b] = { i, plan.links[i].a };
        }
        for (std::size_t d = 0; d < found.links.size(); ++d) {
            const DiscoveredLink &l = found.links[d];
            const Far fa = far(l.a, d), fb = far(l.b, d);
            if (fa.known)
                m_peer[fa.end] = fb;
            if (fb.known)
                m_peer[fb.end] = fa;
        }
        m_used.assign(found.links.size(), false);
    }

    DiffReport run()
    {
        DiffReport r;
        r.planned_links = m_plan.links.size();
        r.discovered_links = m_found.links.size();
        std::vector<int> pending;
        for (std::size_t i = 0; i < m_plan.links.size(); ++i) {
            const IbLink &l = m_plan.links[i];
            const auto fa = peer(l.a), fb = peer(l.b);
            if (fa && fa->known && fa->end == l.b) {
                m_used[fa->dlink] = true;
                if (auto d = degraded(i, *fa))
                    m_out.push_back(std::move(*d));
                else
                    ++r.ok;
            } else if (!fa && !fb) {
                missing(i, "");
            } else {
                pending.push_back(int(i));
            }
        }
        std::vector<bool> done(m_plan.links.size(), false);
        for (int i : pending)
            if (!done[std::size_t(i)])
                findSwap(std::size_t(i), done);
        // A misplaced cable reaching the ends of two planned links is counted for the link whose lower
        // end (nearer the nodes) it sits in: crews run cables up from the nodes, the far end strays.
        for (int i : pending)
            if (!done[std::size_t(i)] && freePeer(lowerEnd(std::size_t(i)))) {
                done[std::size_t(i)] = true;
                miswired(std::size_t(i));
            }
        for (int i : pending)
            if (!done[std::size_t(i)])
                miswired(std::size_t(i));
        leftovers();
        r.differences = std::move(m_out);
        return r;
    }

private:
    Far far(const DiscoveredEnd &e, std::size_t d) const
    {
        Far f;
        f.raw = e;
        f.dlink = d;
        const int n = m_planNode[std::size_t(e.node)];
        if (n >= 0) {
            f.known = true;
            f.end = IbEnd { n, e.port };
        }
        return f;
    }
    std::optional<Far> peer(const IbEnd &e) const
    {
        auto it = m_peer.find(e);
        return it == m_peer.end() ? std::nullopt : std::optional<Far>(it->second);
    }
    IbEnd lowerEnd(std::size_t i) const
    {
        const IbLink &l = m_plan.links[i];
        return m_plan.nodes[std::size_t(l.b.node)].level < m_plan.nodes[std::size_t(l.a.node)].level ? l.b : l.a;
    }
    std::optional<Far> freePeer(const IbEnd &e) const
    {
        auto p = peer(e);
        return p && !m_used[p->dlink] ? p : std::nullopt;
    }

    Site site(const IbEnd &e) const
    {
        const IbNode &n = m_plan.nodes[std::size_t(e.node)];
        Site s;
        s.description = n.description;
        s.port = e.port;
        if (const Device *d = m_index.device(n.device)) {
            s.device = d->name;
            s.u = d->u_position;
            if (const Rack *r = m_index.rack(d->rack))
                s.rack = r->name;
            const DeviceType *t = m_index.typeOfDevice(d->id);
            const std::size_t k = std::size_t(e.port - 1); // a CA's one port is port 1
            if (k < n.port_names.size()) { // an interface name (Ethernet): the crew reads it on the switch
                s.port_name = n.port_names[k];
                s.by_name = true;
            } else if (t && k < n.port_template.size()) {
                s.port_name = t->ports[std::size_t(n.port_template[k])].name;
            }
        }
        return s;
    }
    Site site(const Far &f) const
    {
        if (f.known)
            return site(f.end);
        const DiscoveredNode &n = m_found.nodes[std::size_t(f.raw.node)];
        Site s;
        s.device = n.description;
        s.description = n.description;
        s.port = f.raw.port;
        if (auto it = n.port_names.find(f.raw.port); it != n.port_names.end()) {
            s.port_name = it->second;
            s.by_name = true;
        }
        s.planned = false;
        return s;
    }
    std::string label(std::size_t link) const
    {
        auto it = m_label.find(m_plan.links[link].link);
        return it == m_label.end() ? std::string() : it->second;
    }
    std::string cableName(std::size_t link) const
    {
        const std::string l = label(link);
        return l.empty() ? fmt::format("the cable of link {}", m_plan.links[link].link)
                         : fmt::format("the cable labelled {}", l);
    }
    Difference start(DiffKind kind, std::initializer_list<std::size_t> links) const
    {
        Difference d;
        d.kind = kind;
        for (std::size_t i : links) {
            d.links.push_back(m_plan.links[i].link);
            d.cables.push_back(label(i));
            d.planned.push_back({ site(m_plan.links[i].a), site(m_plan.links[i].b) });
        }
        return d;
    }
    void addFound(Difference &d, const Far &x, const Far &y) const
    {
        d.found.push_back({ site(x), site(y) });
        d.lines.push_back(m_found.links[x.dlink].line);
    }

    std::optional<Difference> degraded(std::size_t i, const Far &f) const
    {
        const IbLink &l = m_plan.links[i];
        const DiscoveredLink &dl = m_found.links[f.dlink];
        const bool narrow = m_options.compare_width && dl.width > 0 && dl.width < l.width;
        const bool slow = m_options.compare_speed && dl.lane_gbps > 0 && dl.lane_gbps < l.lane_gbps;
        if (!narrow && !slow)
            return std::nullopt;
        Difference d = start(DiffKind::Degraded, { i });
        addFound(d, Far { true, l.a, {}, f.dlink }, f);
        const Connection &c = d.planned.front();
        d.message = fmt::format("{} - {} is up at {}, planned {}{}", c.a.text(), c.b.text(), dl.rate,
            widthName(l.width), speedName(l.lane_gbps));
        d.action = fmt::format("reseat {} at both ends ({} and {}); replace it or a transceiver if it stays at {}",
            cableName(i), c.a.text(), c.b.text(), dl.rate);
        d.at = site(lowerEnd(i));
        return d;
    }

    void missing(std::size_t i, const std::string &note)
    {
        Difference d = start(DiffKind::Missing, { i });
        const Connection &c = d.planned.front();
        d.message = fmt::format("no link between {} and {}{}", c.a.text(), c.b.text(), note);
        d.action = fmt::format("connect {} from {} to {} ({})", cableName(i), c.a.text(), c.b.text(),
            note.empty() ? "or check that it is seated at both ends" : "once the misplaced cable there has been moved");
        d.at = site(lowerEnd(i)); // crews run cables up from the nodes
        m_out.push_back(std::move(d));
    }

    // Two planned links x-y and q-p found as x-p and q-y: exchanging two plugs fixes both.
    void findSwap(std::size_t i, std::vector<bool> &done)
    {
        const IbLink &l = m_plan.links[i];
        for (const auto &[x, y] : { std::pair { l.a, l.b }, std::pair { l.b, l.a } }) {
            const auto px = freePeer(x);
            if (!px || !px->known)
                continue;
            auto other = m_planned.find(px->end);
            if (other == m_planned.end() || other->second.first == i || done[other->second.first])
                continue;
            const std::size_t j = other->second.first;
            const IbEnd q = other->second.second;
            const auto pq = freePeer(q);
            if (!pq || !pq->known || pq->end != y)
                continue;
            done[i] = done[j] = true;
            m_used[px->dlink] = m_used[pq->dlink] = true;
            Difference d = start(DiffKind::Swapped, { i, j });
            addFound(d, Far { true, x, {}, px->dlink }, *px);
            addFound(d, Far { true, q, {}, pq->dlink }, *pq);
            // Swap the two plugs that sit on one device when there is such a pair.
            const bool nearSide = m_plan.nodes[std::size_t(x.node)].device == m_plan.nodes[std::size_t(q.node)].device;
            const bool farSide
                = m_plan.nodes[std::size_t(y.node)].device == m_plan.nodes[std::size_t(px->end.node)].device;
            const Site s1 = site(!nearSide && farSide ? y : x), s2 = site(!nearSide && farSide ? px->end : q);
            d.message = fmt::format("{} and {} are swapped: {} reaches {} and {} reaches {}", cableName(i),
                cableName(j), site(x).text(), site(px->end).text(), site(q).text(), site(y).text());
            d.action = fmt::format("swap {} and {} at {} and {}", cableName(i), cableName(j), s1.text(), s2.text());
            d.at = s1;
            m_out.push_back(std::move(d));
            return;
        }
    }

    void miswired(std::size_t i)
    {
        const IbLink &l = m_plan.links[i];
        const auto fa = freePeer(l.a), fb = freePeer(l.b);
        if (!fa && !fb) { // each end holds a cable already counted for another link
            const auto pa = peer(l.a), pb = peer(l.b);
            const Far &taken = pa ? *pa : *pb;
            missing(i,
                fmt::format("; {} holds the cable that reaches {}", site(pa ? l.a : l.b).text(), site(taken).text()));
            return;
        }
        const bool fromA = fa && (!fb || lowerEnd(i) == l.a); // the end whose cable strayed from the other
        const IbEnd &right = fromA ? l.a : l.b, &wrong = fromA ? l.b : l.a;
        const Far &f = fromA ? *fa : *fb;
        const bool unknown = (fa && !fa->known) || (fb && !fb->known);
        Difference d = start(unknown ? DiffKind::UnknownDevice : DiffKind::Miswired, { i });
        for (const auto &[end, p] : { std::pair { l.a, fa }, std::pair { l.b, fb } })
            if (p) {
                m_used[p->dlink] = true;
                addFound(d, Far { true, end, {}, p->dlink }, *p);
            }
        const Site r = site(right), w = site(wrong), got = site(f);
        if (unknown) {
            const Far &u = fa && !fa->known ? *fa : *fb;
            const IbEnd at = fa && !fa->known ? l.a : l.b, expected = fa && !fa->known ? l.b : l.a;
            const DiscoveredNode &stranger = m_found.nodes[std::size_t(u.raw.node)];
            auto named = stranger.port_names.find(u.raw.port);
            d.message = fmt::format("{} reaches '{}' {}, a node the plan does not have; the plan expects {} there",
                site(at).text(), stranger.description,
                named != stranger.port_names.end() ? named->second : fmt::format("port {}", u.raw.port),
                site(expected).description);
            d.action
                = fmt::format("check the node description (hostname) of '{}' at the far end of {} from {}: the plan "
                              "expects '{}'",
                    m_found.nodes[std::size_t(u.raw.node)].description, cableName(i), site(at).text(),
                    site(expected).description);
            d.at = site(at);
        } else {
            d.message = fmt::format("{} reaches {} instead of {}", r.text(), got.text(), w.text());
            if (fa && fb)
                d.message += fmt::format(", and {} reaches {}", w.text(), site(fromA ? *fb : *fa).text());
            d.action = fmt::format("move {} at {} to {}", cableName(i), got.text(), w.text());
            d.at = got;
        }
        m_out.push_back(std::move(d));
    }

    void leftovers()
    {
        std::map<int, Difference> unknownNodes; // discovered node -> its difference
        for (std::size_t k = 0; k < m_found.links.size(); ++k) {
            if (m_used[k])
                continue;
            const DiscoveredLink &l = m_found.links[k];
            const Far a = far(l.a, k), b = far(l.b, k);
            if (a.known && b.known) {
                Difference d;
                d.kind = DiffKind::Extra;
                addFound(d, a, b);
                d.message = fmt::format(
                    "found a link between {} and {}, which the plan does not have", site(a).text(), site(b).text());
                d.action = fmt::format(
                    "remove the cable between {} and {} (or add the link to the plan)", site(a).text(), site(b).text());
                d.at = site(a);
                m_out.push_back(std::move(d));
                continue;
            }
            const Far &u = a.known ? b : a, &other = a.known ? a : b;
            Difference &d = unknownNodes[u.raw.node];
            d.kind = DiffKind::UnknownDevice;
            addFound(d, u, other);
        }
        for (auto &[node, d] : unknownNodes) {
            const std::string &name = m_found.nodes[std::size_t(node)].description;
            d.message = fmt::format("found '{}' (line {}), a node the plan does not have, with {} link{}", name,
                m_found.nodes[std::size_t(node)].line, d.found.size(), d.found.size() == 1 ? "" : "s");
            d.action = fmt::format("check the node description (hostname) of '{}', or remove its cables at {}", name,
                d.found.front().b.text());
            d.at = d.found.front().b;
            m_out.push_back(std::move(d));
        }
    }

    ProjectIndex m_index;
    const IbPlan &m_plan;
    const DiscoveredFabric &m_found;
    DiffOptions m_options;
    std::map<Id, std::string> m_label;
    std::vector<int> m_planNode; // discovered node -> plan node or -1
    std::map<IbEnd, std::pair<std::size_t, IbEnd>> m_planned; // end -> (plan link, other end)
    std::map<IbEnd, Far> m_peer; // planned end -> what was found there
    std::vector<bool> m_used; // discovered link accounted for
    std::vector<Difference> m_out;
};

} // namespace

DiffReport compareWithDiscovery(
    const Project &project, const IbPlan &plan, const DiscoveredFabric &found, const DiffOptions &options)
{
    return Differ(project, plan, found, options).run();
}

} // namespace plenum::asbuilt
