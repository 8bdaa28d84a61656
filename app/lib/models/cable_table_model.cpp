// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/cable_table_model.h"

#include "document/document.h"
#include "i18n/rule_titles.h"
#include "models/asbuilt_model.h"

#include <QCoreApplication>
#include <QPointer>

#include <set>
#include <utility>

namespace plenum::app {
namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString endText(const exporting::CableEnd &end)
{
    QString text = end.rack.empty() ? QString() : qs(end.rack) + QLatin1Char(' ');
    return text + qs(end.device) + QLatin1Char(':') + qs(end.port);
}

QString metres(std::int64_t mm)
{
    return QStringLiteral("%1 m").arg(mm / 1000.0, 0, 'f', 2);
}

QStringList sorted(const std::set<std::string> &values)
{
    QStringList list;
    for (const std::string &v : values)
        if (!v.empty())
            list.append(qs(v));
    return list;
}

} // namespace

CableTableModel::CableTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    connect(&m_loader, &BackgroundJob::stateChanged, this, &CableTableModel::loadingChanged);
}

void CableTableModel::setDocument(Document *document)
{
    if (!switchDocument(this, m_document, document))
        return;
    if (m_document) {
        connect(m_document, &Document::cablesChanged, this, &CableTableModel::rebuild);
        connect(m_document, &Document::findingsChanged, this, &CableTableModel::updateFindings);
        connect(m_document->selection(), &Selection::cableChanged, this, [this] {
            const int before = rowOfCable(m_selected);
            m_selected = m_document->selection()->cableId();
            for (int row : { before, rowOfCable(m_selected) })
                if (row >= 0)
                    emit dataChanged(index(row, 0), index(row, ColumnCount - 1), { SelectedRole });
        });
    }
    emit documentChanged();
    rebuild();
}

void CableTableModel::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    emit activeChanged();
    if (m_active && std::exchange(m_stale, false))
        rebuild();
}

void CableTableModel::rebuild()
{
    const int generation = ++m_generation;
    if (!m_active) {
        m_loader.cancel(); // a listing on its way would be of a project that is no more
        m_stale = true;
        return;
    }
    if (!m_document || m_document->cableCount() == 0) {
        m_loader.cancel();
        setRows({});
        return;
    }
    QPointer<CableTableModel> self(this);
    m_loader.start(tr("Listing cables"), [project = m_document->project(), self, generation](JobControl &) {
        auto rows = std::make_shared<std::vector<exporting::CableRow>>(exporting::cableScheduleRows(project));
        return BackgroundJob::Apply([self, rows, generation] {
            if (self && self->m_generation == generation)
                self->setRows(std::move(*rows));
        });
    });
}

void CableTableModel::setRows(std::vector<exporting::CableRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_rowOfCable.clear();
    std::set<std::string> racks, media, phases;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const exporting::CableRow &r = m_rows[i];
        m_rowOfCable.emplace(r.cable, int(i));
        racks.insert(r.from.rack);
        racks.insert(r.to.rack);
        media.insert(r.media);
        phases.insert(r.phase);
    }
    m_racks = sorted(racks);
    m_media = sorted(media);
    m_phases.clear();
    if (m_document) // phases in project order, not alphabetical
        for (const Phase &p : m_document->project().phases)
            if (phases.count(p.name))
                m_phases.append(qs(p.name));
    m_linkOfCable.clear();
    if (m_document)
        for (const Cable &c : m_document->project().cables)
            if (m_rowOfCable.count(c.id))
                m_linkOfCable.emplace(c.id, c.link);
    m_selected = m_document ? m_document->selection()->cableId() : 0;
    m_extra.assign(m_rows.size(), {});
    endResetModel();
    emit countChanged();
    updateFindings();
}

void CableTableModel::updateFindings()
{
    if (!m_active) {
        m_stale = true; // listed again, with the findings, when active
        return;
    }
    std::vector<Extra> extra(m_rows.size());
    std::set<std::string> codes;
    if (m_document && !m_rows.empty()) {
        const Project &project = m_document->project();
        std::unordered_map<Id, Id> cableOfLink;
        for (const Cable &c : project.cables)
            cableOfLink.emplace(c.link, c.id);
        for (const rules::Finding &f : *m_document->findings()) {
            std::set<int> rows; // a finding naming both a cable and its link counts once
            for (Id id : f.objects) {
                const auto link = cableOfLink.find(id);
                const auto row = m_rowOfCable.find(link != cableOfLink.end() ? link->second : id);
                if (row != m_rowOfCable.end())
                    rows.insert(row->second);
            }
            for (int row : rows) {
                Extra &e = extra[std::size_t(row)];
                if (!e.codes.contains(qs(f.code)))
                    e.codes.append(qs(f.code));
                // The rule's title in the UI language, then the core's English sentence.
                e.messages.append(translatedRuleTitle(f.code, f.title) + QStringLiteral(": ") + qs(f.message));
                codes.insert(f.code);
            }
        }
    }
    const QStringList ruleCodes = sorted(codes);
    const bool changed = extra.size() != m_extra.size()
        || !std::equal(extra.begin(), extra.end(), m_extra.begin(),
            [](const Extra &a, const Extra &b) { return a.codes == b.codes && a.messages == b.messages; });
    m_extra = std::move(extra);
    if (changed && !m_rows.empty())
        emit dataChanged(index(0, FindingsColumn), index(int(m_rows.size()) - 1, FindingsColumn));
    if (ruleCodes != m_ruleCodes) {
        m_ruleCodes = ruleCodes;
        emit ruleCodesChanged();
    }
}

int CableTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CableTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CableTableModel::cell(const exporting::CableRow &r, int column) const
{
    switch (column) {
    case CableColumn:
        return qs(r.label);
    case FromColumn:
        return endText(r.from);
    case ToColumn:
        return endText(r.to);
    case MediaColumn:
        return qs(r.media);
    case OrderedColumn:
        return metres(r.ordered_length_mm);
    case RequiredColumn:
        return metres(r.required_length_mm);
    case PhaseColumn:
        return qs(r.phase);
    default:
        return {};
    }
}

QVariant CableTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const exporting::CableRow &r = m_rows[std::size_t(index.row())];
    const Extra &e = m_extra[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == AsBuiltColumn)
            return asBuiltText(r.cable);
        return index.column() == FindingsColumn ? e.codes.join(QStringLiteral(", ")) : cell(r, index.column());
    case Qt::ToolTipRole:
        return index.column() == FindingsColumn ? e.messages.join(QLatin1Char('\n')) : QVariant();
    case SortRole:
        switch (index.column()) {
        case OrderedColumn:
            return qint64(r.ordered_length_mm);
        case RequiredColumn:
            return qint64(r.required_length_mm);
        case FindingsColumn:
            return int(e.messages.size());
        case AsBuiltColumn:
            return asBuiltText(r.cable);
        default:
            return cell(r, index.column());
        }
    case CableIdRole:
        return qint64(r.cable);
    case FromRackRole:
        return qs(r.from.rack);
    case ToRackRole:
        return qs(r.to.rack);
    case MediaRole:
        return qs(r.media);
    case PhaseRole:
        return qs(r.phase);
    case FindingCodesRole:
        return e.codes;
    case SelectedRole:
        return m_selected != 0 && r.cable == m_selected;
    default:
        return {};
    }
}

QVariant CableTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case CableColumn:
        return tr("Cable");
    case FromColumn:
        return tr("From");
    case ToColumn:
        return tr("To");
    case MediaColumn:
        return tr("Media");
    case OrderedColumn:
        return tr("Ordered");
    case RequiredColumn:
        return tr("Required");
    case PhaseColumn:
        return tr("Phase");
    case FindingsColumn:
        return tr("Findings");
    case AsBuiltColumn:
        return tr("As built");
    default:
        return {};
    }
}

void CableTableModel::setAsbuilt(AsbuiltModel *model)
{
    if (model == m_asbuilt)
        return;
    if (m_asbuilt)
        disconnect(m_asbuilt, nullptr, this, nullptr);
    m_asbuilt = model;
    auto refresh = [this] {
        if (!m_rows.empty())
            emit dataChanged(
                index(0, AsBuiltColumn), index(int(m_rows.size()) - 1, AsBuiltColumn), { Qt::DisplayRole, SortRole });
    };
    if (m_asbuilt) {
        connect(m_asbuilt, &AsbuiltModel::reportChanged, this, refresh);
        connect(m_asbuilt, &QObject::destroyed, this, [this] { setAsbuilt(nullptr); });
    }
    emit asbuiltChanged();
    refresh();
}

QString CableTableModel::asBuiltText(Id cable) const
{
    if (!m_asbuilt)
        return {};
    const auto it = m_linkOfCable.find(cable);
    return it == m_linkOfCable.end() ? QString() : m_asbuilt->linkStateTitle(it->second);
}

QHash<int, QByteArray> CableTableModel::roleNames() const
{
    return { { Qt::DisplayRole, "display" }, { Qt::ToolTipRole, "toolTip" }, { SortRole, "sortValue" },
        { CableIdRole, "cableId" }, { FromRackRole, "fromRack" }, { ToRackRole, "toRack" }, { MediaRole, "media" },
        { PhaseRole, "phase" }, { FindingCodesRole, "findingCodes" }, { SelectedRole, "selected" } };
}

int CableTableModel::rowOfCable(qint64 cableId) const
{
    const auto it = m_rowOfCable.find(cableId);
    return it == m_rowOfCable.end() ? -1 : it->second;
}

QVariantMap CableTableModel::details(qint64 cableId) const
{
    const int row = rowOfCable(cableId);
    const Cable *cable = m_document ? m_document->cable(cableId) : nullptr;
    if (row < 0 || !cable)
        return {};
    const exporting::CableRow &r = m_rows[std::size_t(row)];
    const LengthBreakdown &b = cable->breakdown;
    QVariantList terms;
    auto term = [&terms](const QString &name, std::int64_t mm) {
        terms.append(QVariantMap { { QStringLiteral("name"), name }, { QStringLiteral("mm"), qint64(mm) } });
    };
    term(tr("In rack A"), b.in_rack_a_mm);
    term(tr("Drop A"), b.drop_a_mm);
    term(tr("Pathway"), b.pathway_mm);
    term(tr("Drop B"), b.drop_b_mm);
    term(tr("In rack B"), b.in_rack_b_mm);
    term(tr("Bends"), b.bends_mm);
    term(tr("Service loops"), b.service_loops_mm);
    QVariantList findings;
    for (const QString &m : m_extra[std::size_t(row)].messages)
        findings.append(m);
    return { { QStringLiteral("cableId"), cableId }, { QStringLiteral("label"), qs(r.label) },
        { QStringLiteral("from"), endText(r.from) }, { QStringLiteral("to"), endText(r.to) },
        { QStringLiteral("media"), qs(r.media) }, { QStringLiteral("sku"), qs(r.sku) },
        { QStringLiteral("terms"), terms }, { QStringLiteral("requiredMm"), qint64(r.required_length_mm) },
        { QStringLiteral("orderedMm"), qint64(r.ordered_length_mm) }, { QStringLiteral("slackMm"), qint64(r.slack_mm) },
        { QStringLiteral("slackLocation"), qs(r.slack_location) }, { QStringLiteral("route"), qs(r.route) },
        { QStringLiteral("findings"), findings } };
}

void CableTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    updateFindings(); // their rule titles
}

} // namespace plenum::app
