// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/cable_filter_model.h"

#include "models/cable_table_model.h"

namespace plenum::app {

CableFilterModel::CableFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(CableTableModel::SortRole);
    setDynamicSortFilter(true);
    for (auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved })
        connect(this, signal, this, &CableFilterModel::countChanged);
    connect(this, &QAbstractItemModel::modelReset, this, &CableFilterModel::countChanged);
    connect(this, &QAbstractItemModel::layoutChanged, this, &CableFilterModel::countChanged);
}

void CableFilterModel::setFilter(QString &field, const QString &value)
{
    if (field == value)
        return;
    field = value;
    invalidateRowsFilter();
    emit filtersChanged();
    emit countChanged();
}

bool CableFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *source = sourceModel();
    const QModelIndex cell = source->index(sourceRow, 0, sourceParent);
    if (!m_rack.isEmpty() && cell.data(CableTableModel::FromRackRole).toString() != m_rack
        && cell.data(CableTableModel::ToRackRole).toString() != m_rack)
        return false;
    if (!m_media.isEmpty() && cell.data(CableTableModel::MediaRole).toString() != m_media)
        return false;
    if (!m_phase.isEmpty() && cell.data(CableTableModel::PhaseRole).toString() != m_phase)
        return false;
    if (!m_rule.isEmpty() && !cell.data(CableTableModel::FindingCodesRole).toStringList().contains(m_rule))
        return false;
    if (!m_text.isEmpty()) {
        for (int column : { CableTableModel::CableColumn, CableTableModel::FromColumn, CableTableModel::ToColumn })
            if (source->index(sourceRow, column, sourceParent).data().toString().contains(m_text, Qt::CaseInsensitive))
                return true;
        return false;
    }
    return true;
}

void CableFilterModel::sortBy(int column)
{
    const Qt::SortOrder order
        = sortColumn() == column && sortOrder() == Qt::AscendingOrder ? Qt::DescendingOrder : Qt::AscendingOrder;
    sort(column, order);
    emit sortChanged();
}

qint64 CableFilterModel::cableIdAt(int row) const
{
    return index(row, 0).data(CableTableModel::CableIdRole).toLongLong();
}

int CableFilterModel::rowOfCable(qint64 cableId) const
{
    const auto *source = qobject_cast<const CableTableModel *>(sourceModel());
    if (!source)
        return -1;
    const int sourceRow = source->rowOfCable(cableId);
    return sourceRow < 0 ? -1 : mapFromSource(source->index(sourceRow, 0)).row();
}

} // namespace plenum::app
