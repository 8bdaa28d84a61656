// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/check_tree_model.h"

#include "document/document.h"
#include "i18n/rule_titles.h"

#include <QCoreApplication>

#include <map>
#include <utility>

namespace plenum::app {
namespace {

constexpr quintptr kGroupId = 0; // internalId of a top row; a finding's is its group index + 1

} // namespace

QString severityName(rules::Severity severity)
{
    const std::string_view s = rules::toString(severity);
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}

CheckTreeModel::CheckTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void CheckTreeModel::setDocument(Document *document)
{
    if (!switchDocument(this, m_document, document))
        return;
    m_names.reset();
    if (m_document) {
        // The names are looked up in the project as it is: any change drops them.
        for (auto changed : { &Document::revisionChanged, &Document::cablesChanged, &Document::contentChanged,
                 &Document::projectReset })
            connect(m_document, changed, this, [this] { m_names.reset(); });
        connect(m_document, &Document::findingsChanged, this, [this] {
            const auto findings = m_document->findings();
            if (findings == m_findings)
                return;
            if (!m_active) {
                m_stale = true;
                count(*findings);
                emit countsChanged();
                return;
            }
            if (m_findings && *findings == *m_findings) { // rerun after an edit, same result: keep the tree
                m_findings = findings;
                return;
            }
            refresh();
        });
    }
    emit documentChanged();
    refresh();
}

void CheckTreeModel::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    emit activeChanged();
    if (m_active && std::exchange(m_stale, false))
        refresh();
}

void CheckTreeModel::count(const rules::Findings &findings)
{
    m_count = int(findings.size());
    m_errors = m_warnings = 0;
    for (const rules::Finding &f : findings) {
        m_errors += f.severity == rules::Severity::Error;
        m_warnings += f.severity == rules::Severity::Warning;
    }
}

void CheckTreeModel::refresh()
{
    beginResetModel();
    m_groups.clear();
    m_names.reset();
    m_findings = m_document ? m_document->findings() : nullptr;
    count(m_findings ? *m_findings : rules::Findings {});
    if (m_findings && !m_findings->empty()) {
        std::map<std::string, std::size_t> groupOf;
        std::size_t last = 0; // the group of the finding before (a rule's findings mostly follow each other)
        for (std::size_t i = 0; i < m_findings->size(); ++i) {
            const rules::Finding &f = (*m_findings)[i];
            if (m_groups.empty() || m_groups[last].code != f.code) {
                auto [it, added] = groupOf.emplace(f.code, m_groups.size());
                if (added)
                    // rules.h: the finding's code is the translation context of its title.
                    m_groups.push_back({ f.code, f.severity, translatedRuleTitle(f.code, f.title), {} });
                last = it->second;
            }
            Group &g = m_groups[last];
            g.severity = std::min(g.severity, f.severity);
            g.findings.push_back(i);
        }
    }
    endResetModel();
    emit countsChanged();
}

QModelIndex CheckTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column != 0)
        return {};
    if (!parent.isValid())
        return row < int(m_groups.size()) ? createIndex(row, 0, kGroupId) : QModelIndex();
    if (parent.internalId() != kGroupId || parent.row() >= int(m_groups.size()))
        return {};
    if (row >= int(m_groups[std::size_t(parent.row())].findings.size()))
        return {};
    return createIndex(row, 0, quintptr(parent.row()) + 1);
}

QModelIndex CheckTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kGroupId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kGroupId);
}

int CheckTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.column() != 0 || parent.internalId() != kGroupId)
        return 0;
    return int(m_groups[std::size_t(parent.row())].findings.size());
}

int CheckTreeModel::columnCount(const QModelIndex &) const
{
    return 1;
}

const rules::Finding *CheckTreeModel::findingAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == kGroupId)
        return nullptr;
    const Group &g = m_groups[std::size_t(index.internalId() - 1)];
    return &(*m_findings)[g.findings[std::size_t(index.row())]];
}

QVariant CheckTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const bool group = index.internalId() == kGroupId;
    const Group &g = m_groups[std::size_t(group ? index.row() : int(index.internalId() - 1))];
    const rules::Finding *f = findingAt(index);
    switch (role) {
    case Qt::DisplayRole:
        return group
            ? QStringLiteral("%1 — %2 (%3)").arg(QString::fromStdString(g.code), g.title).arg(g.findings.size())
            : QString::fromStdString(f->message);
    case CodeRole:
        return QString::fromStdString(g.code);
    case TitleRole:
        return g.title;
    case SeverityRole:
        return severityName(group ? g.severity : f->severity);
    case MessageRole:
        return group ? g.title : QString::fromStdString(f->message);
    case ObjectIdsRole:
        return objectIds(index);
    case ObjectNamesRole:
        return group || !m_document ? QString() : names().join(f->objects);
    case CountRole:
        return group ? int(g.findings.size()) : 1;
    case IsGroupRole:
        return group;
    case KeyRole:
        return group
            ? QString::fromStdString(g.code)
            : QStringLiteral("%1#%2").arg(QString::fromStdString(g.code)).arg(g.findings[std::size_t(index.row())]);
    default:
        return {};
    }
}

const ObjectNames &CheckTreeModel::names() const
{
    if (!m_names)
        m_names = std::make_unique<ObjectNames>(m_document->project());
    return *m_names;
}

QVariantList CheckTreeModel::objectIds(const QModelIndex &index) const
{
    QVariantList ids;
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return ids;
    auto add = [&ids](const rules::Finding &f) {
        for (Id id : f.objects)
            ids.append(qint64(id));
    };
    if (const rules::Finding *f = findingAt(index)) {
        add(*f);
    } else {
        for (std::size_t i : m_groups[std::size_t(index.row())].findings)
            add((*m_findings)[i]);
    }
    return ids;
}

QHash<int, QByteArray> CheckTreeModel::roleNames() const
{
    return { { Qt::DisplayRole, "display" }, { CodeRole, "code" }, { TitleRole, "title" }, { SeverityRole, "severity" },
        { MessageRole, "message" }, { ObjectIdsRole, "objectIds" }, { ObjectNamesRole, "objectNames" },
        { CountRole, "count" }, { IsGroupRole, "isGroup" }, { KeyRole, "key" } };
}

} // namespace plenum::app
