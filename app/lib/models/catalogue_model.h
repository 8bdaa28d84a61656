// SPDX-License-Identifier: GPL-3.0-or-later
// The palette's catalogue (issue #18): rack types and device types one can place, from the project
// (its own and imported NetBox types) and the built-in catalogue (a type of the same slug in the
// project hides the catalogue's), filtered by kind, a search text (slug, manufacturer, model) and a
// role. Each row carries what a designer weighs: U, power, weight, airflow, depth, price.
#pragma once

#include "models/document_list_model.h"

#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace plenum::app {

class CatalogueModel : public DocumentListModel {
    Q_OBJECT
    QML_ELEMENT
    // "rack" or "device".
    Q_PROPERTY(QString kind READ kind WRITE setKind NOTIFY filterChanged)
    Q_PROPERTY(QString search READ search WRITE setSearch NOTIFY filterChanged)
    // A device role ("gpu-node", "leaf", …); empty: every role.
    Q_PROPERTY(QString role READ role WRITE setRole NOTIFY filterChanged)
    // The roles of the device types there are, for the role filter.
    Q_PROPERTY(QStringList roles READ roles NOTIFY countChanged)

public:
    enum Role {
        SlugRole = Qt::UserRole + 1,
        TitleRole, // "NVIDIA DGX H100"
        KindRole,
        DeviceRoleRole,
        UHeightRole,
        PowerWRole, // typical; a rack type's power budget
        WeightKgRole, // a rack type's static load rating
        AirflowRole,
        DepthMmRole,
        WidthMmRole, // rack types
        PriceUsdRole,
        OriginRole, // "project", "netbox" (imported) or "built-in"
    };
    using DocumentListModel::DocumentListModel;

    QString kind() const { return m_kind; }
    void setKind(const QString &kind);
    QString search() const { return m_search; }
    void setSearch(const QString &search);
    QString role() const { return m_role; }
    void setRole(const QString &role);
    QStringList roles() const { return m_roles; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    // The row of a slug, or -1.
    Q_INVOKABLE int indexOfSlug(const QString &slug) const;

signals:
    void filterChanged();

protected:
    void rebuild() override;
    bool followsSelection() const override { return false; }

private:
    struct Row {
        QString slug, title, kind, role, airflow, origin;
        int uHeight = 0;
        qint64 powerW = 0;
        double weightKg = 0;
        int depthMm = 0;
        int widthMm = 0;
        double priceUsd = 0;
    };
    std::vector<Row> m_rows;
    QStringList m_roles;
    QString m_kind = QStringLiteral("rack");
    QString m_search;
    QString m_role;
};

} // namespace plenum::app
