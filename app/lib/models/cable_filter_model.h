// SPDX-License-Identifier: GPL-3.0-or-later
// The cable schedule's sorting and filters: a QSortFilterProxyModel over CableTableModel that keeps
// the cables with an end in `rack`, of `media`, added in `phase`, named by a finding of `rule` and
// whose label or ends contain `text` (each empty: no filter). Sorting compares the SortRole.
#pragma once

#include <QSortFilterProxyModel>
#include <QtQml/qqmlregistration.h>

namespace plenum::app {

class CableFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString rack READ rack WRITE setRack NOTIFY filtersChanged)
    Q_PROPERTY(QString media READ media WRITE setMedia NOTIFY filtersChanged)
    Q_PROPERTY(QString phase READ phase WRITE setPhase NOTIFY filtersChanged)
    Q_PROPERTY(QString rule READ rule WRITE setRule NOTIFY filtersChanged)
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY filtersChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(int sortedColumn READ sortColumn NOTIFY sortChanged) // -1: unsorted (pull order)
    Q_PROPERTY(bool descending READ descending NOTIFY sortChanged)

public:
    explicit CableFilterModel(QObject *parent = nullptr);

    QString rack() const { return m_rack; }
    void setRack(const QString &rack) { setFilter(m_rack, rack); }
    QString media() const { return m_media; }
    void setMedia(const QString &media) { setFilter(m_media, media); }
    QString phase() const { return m_phase; }
    void setPhase(const QString &phase) { setFilter(m_phase, phase); }
    QString rule() const { return m_rule; }
    void setRule(const QString &rule) { setFilter(m_rule, rule); }
    QString text() const { return m_text; }
    void setText(const QString &text) { setFilter(m_text, text); }
    int count() const { return rowCount(); }
    bool descending() const { return sortOrder() == Qt::DescendingOrder; }

    // Sorts by `column` (toggling the order when it is already the sort column); for header clicks.
    Q_INVOKABLE void sortBy(int column);
    // The cable id of a row of this model, or 0.
    Q_INVOKABLE qint64 cableIdAt(int row) const;
    // The row of this model that shows `cableId`, or -1.
    Q_INVOKABLE int rowOfCable(qint64 cableId) const;

signals:
    void filtersChanged();
    void countChanged();
    void sortChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void setFilter(QString &field, const QString &value);

    QString m_rack, m_media, m_phase, m_rule, m_text;
};

} // namespace plenum::app
