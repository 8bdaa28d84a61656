// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/phase_list_model.h"

#include "document/document.h"

namespace plenum::app {

int PhaseListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant PhaseListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return row.name;
    case PhaseIdRole:
        return row.id;
    default:
        return {};
    }
}

QHash<int, QByteArray> PhaseListModel::roleNames() const
{
    return { { PhaseIdRole, "phaseId" }, { NameRole, "name" } };
}

int PhaseListModel::indexOfPhase(qint64 phaseId) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].id == phaseId)
            return int(i);
    return -1;
}

void PhaseListModel::rebuild()
{
    m_rows.clear();
    if (!document())
        return;
    for (const Phase &p : document()->project().phases)
        m_rows.push_back({ p.id, QString::fromStdString(p.name) });
}

} // namespace plenum::app
