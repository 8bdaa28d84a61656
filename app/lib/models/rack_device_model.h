// SPDX-License-Identifier: GPL-3.0-or-later
// The devices of the Document's selected rack, top U first (as a crew reads an elevation).
#pragma once

#include "models/document_list_model.h"

#include <QtQml/qqmlregistration.h>

#include <vector>

namespace plenum::app {

class RackDeviceModel : public DocumentListModel {
    Q_OBJECT
    QML_ELEMENT

public:
    enum Role {
        DeviceIdRole = Qt::UserRole + 1,
        NameRole,
        ModelRole, // device type model
        RoleRole, // device role ("gpu-node", …)
        UPositionRole,
        UHeightRole,
        UnitsRole, // "U3–U10"
        LaterRole, // added after the viewed phase
        SelectedRole,
    };
    using DocumentListModel::DocumentListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

protected:
    void rebuild() override;

private:
    struct Row {
        qint64 id;
        QString name, model, role;
        int u, height;
        bool later, selected;
    };
    std::vector<Row> m_rows;
};

} // namespace plenum::app
