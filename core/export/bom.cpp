// SPDX-License-Identifier: GPL-3.0-or-later
// Bill of materials rows. Blanking panels are what the open U need: a phase buys only the panels
// beyond the most any earlier phase needed (panels taken out when a rack fills are reused).
#include "export/bom.h"

#include "catalog/catalog.h"
#include "model/index.h"
#include "model/phase_lookup.h"
#include "routing/plugs.h"

#include <fmt/format.h>

#include <cmath>
#include <map>
#include <set>
#include <tuple>

namespace plenum::exporting {

double pathwayPricePerMetreUsd(PathwayKind kind)
{
    // Class estimates for material plus supports, per metre of run (not from a public price list).
    switch (kind) {
    case PathwayKind::Ladder:
        return 90;
    case PathwayKind::Tray:
        return 70;
    case PathwayKind::Basket:
        return 45;
    case PathwayKind::FiberRunway:
        return 60;
    case PathwayKind::Underfloor:
        return 50;
    case PathwayKind::Riser:
        return 120;
    }
    return 0;
}

std::int64_t pathwayLengthMm(const Pathway &pathway)
{
    double total = 0;
    for (std::size_t i = 1; i < pathway.points.size(); ++i) {
        const auto &a = pathway.points[i - 1];
        const auto &b = pathway.points[i];
        total += std::sqrt(double(b.x_mm - a.x_mm) * double(b.x_mm - a.x_mm)
            + double(b.y_mm - a.y_mm) * double(b.y_mm - a.y_mm) + double(b.z_mm - a.z_mm) * double(b.z_mm - a.z_mm));
    }
    return std::llround(total);
}

namespace {

const std::vector<std::string> kCategories = { "Racks", "Devices", "Switches", "PDUs", "Blanking panels",
    "Transceivers", "Cables", "Power cords", "Pathways" };

int categoryOrder(const std::string &c)
{
    for (std::size_t i = 0; i < kCategories.size(); ++i)
        if (kCategories[i] == c)
            return int(i);
    return int(kCategories.size());
}

std::string deviceCategory(const std::string &role)
{
    static const std::set<std::string> switches = { "leaf", "spine", "core", "management", "nvlink-switch", "switch" };
    if (switches.count(role))
        return "Switches";
    if (role == "pdu")
        return "PDUs";
    if (role == "blanking")
        return "Blanking panels";
    return "Devices";
}

std::string metres(std::int64_t mm)
{
    return fmt::format("{:g} m", double(mm) / 1000.0);
}

class BomBuilder {
public:
    explicit BomBuilder(const Project &p)
        : m_p(p)
        , m_index(p)
    {
    }

    std::vector<BomRow> build()
    {
        const auto &cat = catalog::builtinCatalog();
        for (const Rack &r : m_p.racks)
            if (const RackType *t = m_index.rackType(r.rack_type))
                add(r.phase, "Racks", t->model, "", t->slug, "ea", 1, t->price_usd);
        for (const Device &d : m_p.devices)
            if (const DeviceType *t = m_index.deviceType(d.device_type))
                add(d.phase, deviceCategory(t->role), t->model, t->manufacturer, t->slug, "ea", 1, t->price_usd);
        addBlanking(cat);
        // One transceiver per occupied cage (a twin-port OSFP optic serves both ports of its cage)
        // and one cable per label (a twin-port cable serves two links): routing/plugs.h, which
        // the route report counts too.
        for (const routing::PluggedTransceiver &t : routing::pluggedTransceivers(m_p, m_index)) {
            const catalog::Transceiver *x = cat.findTransceiverBySku(t.sku);
            add(t.phase, "Transceivers", x ? x->name : t.sku, "", t.sku, "ea", 1, x ? x->price_usd : 0);
        }
        for (const Cable *cable : routing::physicalCables(m_p)) {
            const Cable &c = *cable;
            const catalog::CableType *type = cat.cableTypeFor(c.media, c.sku);
            const bool power = c.media.rfind("power", 0) == 0;
            const std::string name = fmt::format("{}, {}", type ? type->name : c.media, metres(c.ordered_length_mm));
            add(c.phase, power ? "Power cords" : "Cables", name, "", c.sku, "ea", 1,
                type ? type->priceUsd(c.ordered_length_mm) : 0);
        }
        for (const Pathway &pw : m_p.pathways) {
            const std::string item = fmt::format("{} {} mm ({})", toString(pw.kind), pw.width_mm, toString(pw.service));
            add(pw.phase, "Pathways", item, "", fmt::format("{}-{}", toString(pw.kind), pw.width_mm), "m",
                double(pathwayLengthMm(pw)) / 1000.0, pathwayPricePerMetreUsd(pw.kind));
        }
        return rows();
    }

private:
    struct Key {
        int phase;
        int category;
        std::string part;
        std::string item;
        auto operator<=>(const Key &) const = default;
    };
    struct Sum {
        std::string category, manufacturer, unit;
        double quantity = 0, unit_price = 0;
    };

    void add(Id phase, const std::string &category, const std::string &item, const std::string &manufacturer,
        const std::string &part, const std::string &unit, double quantity, double unitPrice)
    {
        Sum &s = m_sums[{ phaseIndex(m_p, phase), categoryOrder(category), part, item }];
        s.category = category;
        s.manufacturer = manufacturer;
        s.unit = unit;
        s.quantity += quantity;
        s.unit_price = unitPrice;
    }

    void addBlanking(const catalog::Catalog &cat)
    {
        const catalog::CatalogDevice *panel = cat.findDevice("blanking-panel-1u");
        const double price = panel ? panel->type.price_usd : 0;
        const std::string model = panel ? panel->type.model : "Blanking panel 1U";
        const std::string maker = panel ? panel->type.manufacturer : "";
        const std::size_t phases = std::max<std::size_t>(1, m_p.phases.size());
        std::int64_t most = 0;
        for (std::size_t ph = 0; ph < phases; ++ph) {
            std::map<Id, int> used;
            for (const Device &d : m_p.devices)
                if (d.rack != kNoId && phaseIndex(m_p, d.phase) <= int(ph))
                    if (const DeviceType *t = m_index.deviceType(d.device_type))
                        used[d.rack] += t->u_height;
            std::int64_t open = 0;
            for (const Rack &r : m_p.racks)
                if (phaseIndex(m_p, r.phase) <= int(ph))
                    if (const RackType *t = m_index.rackType(r.rack_type))
                        open += std::max(0, t->height_u - used[r.id]);
            if (open > most) {
                const Id phaseId = m_p.phases.empty() ? kNoId : m_p.phases[ph].id;
                add(phaseId, "Blanking panels", model, maker, "blanking-panel-1u", "ea", double(open - most), price);
                most = open;
            }
        }
    }

    std::vector<BomRow> rows() const
    {
        std::vector<BomRow> out;
        std::map<std::tuple<int, std::string, std::string>, BomRow> total;
        double grand = 0;
        int current = -1;
        double subtotal = 0;
        auto closePhase = [&] {
            if (current >= 0)
                out.push_back({ phaseName(current), "Subtotal", "", "", "", "", 0, 0, subtotal });
        };
        for (const auto &[key, s] : m_sums) {
            if (key.phase != current) {
                closePhase();
                current = key.phase;
                subtotal = 0;
            }
            const double ext = std::round(s.quantity * s.unit_price * 100) / 100;
            out.push_back({ phaseName(key.phase), s.category, key.item, s.manufacturer, key.part, s.unit, s.quantity,
                s.unit_price, ext });
            subtotal += ext;
            grand += ext;
            BomRow &t = total[{ key.category, key.part, key.item }];
            t.phase = "total";
            t.category = s.category;
            t.item = key.item;
            t.manufacturer = s.manufacturer;
            t.part = key.part;
            t.unit = s.unit;
            t.quantity += s.quantity;
            t.unit_price_usd = s.unit_price;
            t.extended_usd += ext;
        }
        closePhase();
        for (auto &[key, row] : total)
            out.push_back(row);
        out.push_back({ "total", "Total", "", "", "", "", 0, 0, grand });
        return out;
    }

    std::string phaseName(int index) const
    {
        return m_p.phases.empty() ? std::string("all") : m_p.phases[std::size_t(index)].name;
    }

    const Project &m_p;
    ProjectIndex m_index;
    std::map<Key, Sum> m_sums;
};

} // namespace

std::vector<BomRow> bomRows(const Project &project)
{
    return BomBuilder(project).build();
}

Table bomTable(const std::vector<BomRow> &rows)
{
    Table t;
    t.name = "BOM";
    t.header = { "phase", "category", "item", "manufacturer", "part", "unit", "quantity", "unit_price_usd",
        "extended_price_usd" };
    for (const BomRow &r : rows) {
        const bool sum = r.category == "Subtotal" || r.category == "Total";
        Cell qty
            = sum ? Cell() : (r.unit == "m" ? Cell::decimal(r.quantity, 1) : Cell::integer(std::llround(r.quantity)));
        t.rows.push_back({ r.phase, r.category, r.item, r.manufacturer, r.part, r.unit, qty,
            sum ? Cell() : Cell::decimal(r.unit_price_usd, 2), Cell::decimal(r.extended_usd, 2) });
    }
    return t;
}

} // namespace plenum::exporting
