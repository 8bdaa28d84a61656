// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/asbuilt_model.h"

#include "asbuilt/discovery.h"
#include "document/document.h"

#include <QCoreApplication>

#include <map>
#include <set>

namespace plenum::app {
namespace {

// The panel's order: what the crew fixes by moving plugs first, then cables to add, then the rest.
constexpr asbuilt::DiffKind kOrder[]
    = { asbuilt::DiffKind::Swapped, asbuilt::DiffKind::Miswired, asbuilt::DiffKind::Missing,
          asbuilt::DiffKind::Degraded, asbuilt::DiffKind::UnknownDevice, asbuilt::DiffKind::Extra };

QString qstr(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

QString diffKindTitle(asbuilt::DiffKind kind)
{
    switch (kind) {
    case asbuilt::DiffKind::Missing:
        return AsbuiltModel::tr("Missing");
    case asbuilt::DiffKind::Miswired:
        return AsbuiltModel::tr("Miswired");
    case asbuilt::DiffKind::Swapped:
        return AsbuiltModel::tr("Swapped");
    case asbuilt::DiffKind::Degraded:
        return AsbuiltModel::tr("Degraded");
    case asbuilt::DiffKind::UnknownDevice:
        return AsbuiltModel::tr("Unknown device");
    case asbuilt::DiffKind::Extra:
        return AsbuiltModel::tr("Extra");
    }
    return {};
}

AsbuiltModel::AsbuiltModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void AsbuiltModel::setDocument(Document *document)
{
    if (!switchDocument(this, m_document, document))
        return;
    if (m_document)
        connect(m_document, &Document::projectReset, this, &AsbuiltModel::clear);
    emit documentChanged();
    clear();
}

void AsbuiltModel::setError(const QString &error)
{
    if (error == m_error)
        return;
    m_error = error;
    emit errorChanged();
}

bool AsbuiltModel::load(const QString &pathOrUrl)
{
    if (!m_document) {
        setError(tr("No project is open."));
        return false;
    }
    const QString path = DocumentFile::toLocalPath(pathOrUrl);
    const Project &project = m_document->project();
    asbuilt::Discovery discovery;
    asbuilt::DiffReport report;
    std::vector<asbuilt::FixRow> fixes;
    try {
        discovery = asbuilt::readDiscovery(project, path.toStdString(), {});
        asbuilt::DiffOptions options;
        report = asbuilt::compareWithDiscovery(project, discovery.plan, discovery.found, options);
        fixes = asbuilt::fixList(project, report);
    } catch (const std::exception &e) {
        setError(tr("Cannot import %1: %2").arg(path, QString::fromUtf8(e.what())));
        return false;
    }
    std::map<std::string, Id> deviceByName;
    for (const Device &d : project.devices)
        deviceByName.emplace(d.name, d.id);
    beginResetModel();
    m_report = std::move(report);
    m_fixes = std::move(fixes);
    m_objects.clear();
    for (const asbuilt::Difference &d : m_report.differences) {
        // Most specific first (the views select the first device): where the fix starts, the links,
        // then the other planned devices at their ends.
        std::vector<Id> ids;
        std::set<Id> seen;
        auto push = [&](Id id) {
            if (seen.insert(id).second)
                ids.push_back(id);
        };
        auto add = [&](const asbuilt::Site &s) {
            if (!s.planned)
                return;
            if (auto it = deviceByName.find(s.device); it != deviceByName.end())
                push(it->second);
        };
        add(d.at);
        for (Id link : d.links)
            push(link);
        for (const auto *list : { &d.planned, &d.found })
            for (const asbuilt::Connection &c : *list) {
                add(c.a);
                add(c.b);
            }
        m_objects.push_back(std::move(ids));
    }
    m_linkState.clear();
    for (const asbuilt::IbLink &l : discovery.plan.links)
        m_linkState.emplace(l.link, std::nullopt);
    for (const asbuilt::Difference &d : m_report.differences)
        for (Id link : d.links)
            if (auto it = m_linkState.find(link); it != m_linkState.end() && !it->second)
                it->second = d.kind; // the first difference that names it
    m_source = path;
    m_format = QString::fromStdString(discovery.format);
    m_loaded = true;
    rebuild();
    endResetModel();
    setError({});
    emit reportChanged();
    return true;
}

void AsbuiltModel::clear()
{
    beginResetModel();
    m_report = {};
    m_fixes.clear();
    m_objects.clear();
    m_rows.clear();
    m_linkState.clear();
    m_loaded = false;
    m_source.clear();
    m_format.clear();
    endResetModel();
    emit reportChanged();
}

void AsbuiltModel::rebuild()
{
    m_rows.clear();
    for (asbuilt::DiffKind k : kOrder) {
        const std::size_t head = m_rows.size();
        for (std::size_t i = 0; i < m_fixes.size(); ++i)
            if (m_fixes[i].kind == k) {
                if (m_rows.size() == head)
                    m_rows.push_back({ true, k, 0, 0 });
                m_rows.push_back({ false, k, 1, i });
                ++m_rows[head].count;
            }
    }
}

void AsbuiltModel::retranslate()
{
    if (!m_rows.empty())
        emit dataChanged(index(0), index(int(m_rows.size()) - 1), { TitleRole });
}

int AsbuiltModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant AsbuiltModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= int(m_rows.size()))
        return {};
    const Row &r = m_rows[std::size_t(index.row())];
    const asbuilt::FixRow *f = r.group ? nullptr : &m_fixes[r.fix];
    switch (role) {
    case IsGroupRole:
        return r.group;
    case KindRole:
        return qstr(asbuilt::toString(r.kind));
    case TitleRole:
    case Qt::DisplayRole:
        return diffKindTitle(r.kind);
    case CountRole:
        return r.count;
    case MessageRole:
        return f ? QString::fromStdString(f->problem) : QString();
    case ActionRole:
        return f ? QString::fromStdString(f->action) : QString();
    case CablesRole:
        return f ? QString::fromStdString(f->cables) : QString();
    case WhereRole: {
        if (!f)
            return QString();
        QStringList parts;
        if (!f->rack.empty())
            parts << tr("rack %1 U%2").arg(QString::fromStdString(f->rack)).arg(f->u);
        parts << QString::fromStdString(f->device) << QString::fromStdString(f->port);
        return parts.join(QStringLiteral(" · "));
    }
    case KeyRole:
        return qstr(asbuilt::toString(r.kind)) + (f ? QStringLiteral("#%1").arg(f->step) : QString());
    default:
        return {};
    }
}

QHash<int, QByteArray> AsbuiltModel::roleNames() const
{
    return { { IsGroupRole, "isGroup" }, { KindRole, "kind" }, { TitleRole, "title" }, { CountRole, "count" },
        { MessageRole, "message" }, { ActionRole, "action" }, { WhereRole, "where" }, { CablesRole, "cables" },
        { KeyRole, "key" } };
}

int AsbuiltModel::count(const QString &kind) const
{
    int n = 0;
    for (const asbuilt::Difference &d : m_report.differences)
        n += qstr(asbuilt::toString(d.kind)) == kind;
    return n;
}

QVariantList AsbuiltModel::objectIds(int row) const
{
    QVariantList out;
    if (row < 0 || row >= int(m_rows.size()))
        return out;
    const Row &r = m_rows[std::size_t(row)];
    std::set<Id> seen;
    for (std::size_t i = 0; i < m_fixes.size(); ++i)
        if (r.group ? m_fixes[i].kind == r.kind : i == r.fix)
            for (Id id : m_objects[m_fixes[i].difference])
                if (seen.insert(id).second)
                    out << QVariant::fromValue(qint64(id));
    return out;
}

QString AsbuiltModel::linkState(Id link) const
{
    const auto it = m_linkState.find(link);
    if (it == m_linkState.end())
        return {};
    return it->second ? qstr(asbuilt::toString(*it->second)) : QStringLiteral("ok");
}

QString AsbuiltModel::linkStateTitle(Id link) const
{
    const auto it = m_linkState.find(link);
    if (it == m_linkState.end())
        return {};
    return it->second ? diffKindTitle(*it->second) : tr("OK");
}

} // namespace plenum::app
