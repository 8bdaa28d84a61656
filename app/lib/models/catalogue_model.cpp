// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/catalogue_model.h"

#include "catalog/catalog.h"
#include "document/document.h"

#include <set>

namespace plenum::app {
namespace {

QString origin(const std::string &source)
{
    return QString::fromStdString(source).contains(QLatin1String("NetBox"), Qt::CaseInsensitive)
        ? QStringLiteral("netbox")
        : QStringLiteral("project");
}

} // namespace

void CatalogueModel::setKind(const QString &kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    emit filterChanged();
    refresh();
}

void CatalogueModel::setSearch(const QString &search)
{
    if (search == m_search)
        return;
    m_search = search;
    emit filterChanged();
    refresh();
}

void CatalogueModel::setRole(const QString &role)
{
    if (role == m_role)
        return;
    m_role = role;
    emit filterChanged();
    refresh();
}

void CatalogueModel::rebuild()
{
    m_rows.clear();
    std::set<QString> roles;
    const Project empty;
    const Project &project = document() ? document()->project() : empty;
    const catalog::Catalog &builtin = catalog::builtinCatalog();
    const QString needle = m_search.trimmed();
    auto wanted = [&](const Row &row) {
        return (needle.isEmpty() || row.slug.contains(needle, Qt::CaseInsensitive)
                   || row.title.contains(needle, Qt::CaseInsensitive))
            && (m_role.isEmpty() || row.role == m_role);
    };
    std::set<std::string> slugs;
    if (m_kind == QLatin1String("device")) {
        auto add = [&](const DeviceType &t, const QString &from) {
            if (!slugs.insert(t.slug).second)
                return;
            Row row;
            row.slug = QString::fromStdString(t.slug);
            row.title = QString::fromStdString(t.manufacturer + " " + t.model).trimmed();
            row.kind = m_kind;
            row.role = QString::fromStdString(t.role);
            row.airflow = QString::fromUtf8(toString(t.airflow).data(), qsizetype(toString(t.airflow).size()));
            row.origin = from;
            row.uHeight = t.u_height;
            row.powerW = t.typical_power_w;
            row.weightKg = t.weight_kg;
            row.depthMm = t.depth_mm;
            row.priceUsd = t.price_usd;
            roles.insert(row.role);
            if (wanted(row))
                m_rows.push_back(row);
        };
        for (const DeviceType &t : project.device_types)
            add(t, origin(t.source));
        for (const catalog::CatalogDevice &d : builtin.devices)
            add(d.type, QStringLiteral("built-in"));
    } else {
        auto add = [&](const RackType &t, const QString &from) {
            if (!slugs.insert(t.slug).second)
                return;
            Row row;
            row.slug = QString::fromStdString(t.slug);
            row.title = QString::fromStdString(t.model);
            row.kind = m_kind;
            row.origin = from;
            row.uHeight = t.height_u;
            row.powerW = t.power_budget_w;
            row.weightKg = t.static_load_kg;
            row.depthMm = t.depth_mm;
            row.widthMm = t.width_mm;
            row.priceUsd = t.price_usd;
            if (wanted(row))
                m_rows.push_back(row);
        };
        for (const RackType &t : project.rack_types)
            add(t, origin(t.source));
        for (const catalog::CatalogRack &r : builtin.racks)
            add(r.type, QStringLiteral("built-in"));
    }
    m_roles = QStringList(roles.begin(), roles.end());
}

int CatalogueModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant CatalogueModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole:
        return row.title.isEmpty() ? row.slug : row.title;
    case SlugRole:
        return row.slug;
    case KindRole:
        return row.kind;
    case DeviceRoleRole:
        return row.role;
    case UHeightRole:
        return row.uHeight;
    case PowerWRole:
        return row.powerW;
    case WeightKgRole:
        return row.weightKg;
    case AirflowRole:
        return row.airflow;
    case DepthMmRole:
        return row.depthMm;
    case WidthMmRole:
        return row.widthMm;
    case PriceUsdRole:
        return row.priceUsd;
    case OriginRole:
        return row.origin;
    default:
        return {};
    }
}

QHash<int, QByteArray> CatalogueModel::roleNames() const
{
    return { { SlugRole, "slug" }, { TitleRole, "title" }, { KindRole, "kind" }, { DeviceRoleRole, "deviceRole" },
        { UHeightRole, "uHeight" }, { PowerWRole, "powerW" }, { WeightKgRole, "weightKg" }, { AirflowRole, "airflow" },
        { DepthMmRole, "depthMm" }, { WidthMmRole, "widthMm" }, { PriceUsdRole, "priceUsd" },
        { OriginRole, "origin" } };
}

int CatalogueModel::indexOfSlug(const QString &slug) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].slug == slug)
            return int(i);
    return -1;
}

} // namespace plenum::app
