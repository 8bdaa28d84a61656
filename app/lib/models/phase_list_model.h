// SPDX-License-Identifier: GPL-3.0-or-later
// The project's phases in order (day-one … target), for the phase selector.
#pragma once

#include "models/document_list_model.h"

#include <QtQml/qqmlregistration.h>

#include <vector>

namespace plenum::app {

class PhaseListModel : public DocumentListModel {
    Q_OBJECT
    QML_ELEMENT

public:
    enum Role { PhaseIdRole = Qt::UserRole + 1, NameRole };
    using DocumentListModel::DocumentListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    // Row of a phase id, or -1.
    Q_INVOKABLE int indexOfPhase(qint64 phaseId) const;

protected:
    void rebuild() override;
    bool followsSelection() const override { return false; }

private:
    struct Row {
        qint64 id;
        QString name;
    };
    std::vector<Row> m_rows;
};

} // namespace plenum::app
