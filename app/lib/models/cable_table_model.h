// SPDX-License-Identifier: GPL-3.0-or-later
// The cable schedule on screen: one row per cable of the Document (the rows of the cable-schedule
// export, core/export/cable_schedule.h) with the check findings that name the cable or its link.
// Columns: cable, from, to, media, ordered length, required length, phase, findings. Each cell's
// SortRole is what sorting compares (numbers for lengths). CableFilterModel sits on top in QML.
// The rows of a routed project are listed in the background (tens of thousands of cables take a
// few hundred milliseconds); `loading` is true meanwhile and the model resets when they arrive.
#pragma once

#include "export/cable_schedule.h"
#include "jobs/background_job.h"

#include <QAbstractTableModel>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <unordered_map>
#include <vector>

namespace plenum::app {

class AsbuiltModel;
class Document;

class CableTableModel : public QAbstractTableModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(plenum::app::Document *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_MOC_INCLUDE("models/asbuilt_model.h")
    Q_PROPERTY(plenum::app::AsbuiltModel *asbuilt READ asbuilt WRITE setAsbuilt NOTIFY asbuiltChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(bool loading READ loading NOTIFY loadingChanged)
    // The values the filters offer, sorted: racks at either end, media, phases, finding codes.
    Q_PROPERTY(QStringList racks READ racks NOTIFY countChanged)
    Q_PROPERTY(QStringList media READ media NOTIFY countChanged)
    Q_PROPERTY(QStringList phases READ phases NOTIFY countChanged)
    Q_PROPERTY(QStringList ruleCodes READ ruleCodes NOTIFY ruleCodesChanged)
    // While false (its view hidden), an edit leaves the rows as they were and they are listed again
    // once it is true: listing them copies the project (~1 s at ~100k GPUs) and reads every
    // cable and finding, which an edit on the floor plan should not wait for.
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged)

public:
    enum Column {
        CableColumn,
        FromColumn,
        ToColumn,
        MediaColumn,
        OrderedColumn,
        RequiredColumn,
        PhaseColumn,
        FindingsColumn,
        AsBuiltColumn, // an imported discovery's state of the cable's link (asbuilt_model.h); empty without one
        ColumnCount
    };
    Q_ENUM(Column)
    enum Role {
        SortRole = Qt::UserRole + 1,
        CableIdRole,
        FromRackRole,
        ToRackRole,
        MediaRole,
        PhaseRole,
        FindingCodesRole, // QStringList
        SelectedRole, // the Document's selected cable
    };
    Q_ENUM(Role)

    explicit CableTableModel(QObject *parent = nullptr);

    Document *document() const { return m_document; }
    void setDocument(Document *document);
    AsbuiltModel *asbuilt() const { return m_asbuilt; }
    void setAsbuilt(AsbuiltModel *model);
    int count() const { return int(m_rows.size()); }
    bool loading() const { return m_loader.isRunning(); }
    QStringList racks() const { return m_racks; }
    QStringList media() const { return m_media; }
    QStringList phases() const { return m_phases; }
    QStringList ruleCodes() const { return m_ruleCodes; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // One cable's length terms (DESIGN.md §5) for the detail panel: {label, from, to, media, sku,
    // terms: [{name, mm}] (in-rack A, drop A, pathway, drop B, in-rack B, bends, service loops),
    // requiredMm, orderedMm, slackMm, slackLocation, route, findings: [messages]}; {} if unknown.
    Q_INVOKABLE QVariantMap details(qint64 cableId) const;
    // The row of a cable, or -1.
    Q_INVOKABLE int rowOfCable(qint64 cableId) const;
    Q_INVOKABLE void retranslate();
    bool active() const { return m_active; }
    void setActive(bool active);

signals:
    void documentChanged();
    void countChanged();
    void loadingChanged();
    void ruleCodesChanged();
    void asbuiltChanged();
    void activeChanged();

private:
    struct Extra {
        QStringList codes;
        QStringList messages;
    };
    void rebuild();
    void setRows(std::vector<exporting::CableRow> rows);
    void updateFindings();
    QVariant cell(const exporting::CableRow &row, int column) const;
    QString asBuiltText(Id cable) const; // AsBuiltColumn

    Document *m_document = nullptr;
    AsbuiltModel *m_asbuilt = nullptr;
    std::unordered_map<Id, Id> m_linkOfCable; // of the rows' cables
    std::vector<exporting::CableRow> m_rows;
    std::unordered_map<Id, int> m_rowOfCable;
    std::vector<Extra> m_extra; // per row
    QStringList m_racks, m_media, m_phases, m_ruleCodes;
    qint64 m_selected = 0;
    BackgroundJob m_loader;
    int m_generation = 0; // of rebuild requests: a late result of an older one is dropped
    bool m_active = true;
    bool m_stale = false; // the document changed while inactive: rows (or their findings) to list again
};

} // namespace plenum::app
