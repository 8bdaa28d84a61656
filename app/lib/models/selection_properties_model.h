// SPDX-License-Identifier: GPL-3.0-or-later
// Label/value rows describing the Document's selection for the inspector: the selected device
// when there is one (type, U, power, airflow, ports), else the selected rack (type, position,
// rotation, row, phase, load).
#pragma once

#include "model/project.h"
#include "models/document_list_model.h"

#include <QtQml/qqmlregistration.h>

#include <vector>

namespace plenum::app {

class SelectionPropertiesModel : public DocumentListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString kind READ kind NOTIFY described) // "rack", "device" or ""
    Q_PROPERTY(QString title READ title NOTIFY described) // the object's name

public:
    enum Role { LabelRole = Qt::UserRole + 1, ValueRole };
    using DocumentListModel::DocumentListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    QString kind() const { return m_kind; }
    QString title() const { return m_title; }

signals:
    void described(); // kind and title changed with the rows

protected:
    void rebuild() override;

private:
    void describeRack(const Project &project, Id rack);
    void describeDevice(const Project &project, Id device);
    void add(const QString &label, const QString &value) { m_rows.push_back({ label, value }); }

    struct Row {
        QString label, value;
    };
    std::vector<Row> m_rows;
    QString m_kind, m_title;
};

} // namespace plenum::app
