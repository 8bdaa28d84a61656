// SPDX-License-Identifier: GPL-3.0-or-later
// The checks panel's model: the Document's latest findings as a two-level tree, one top row per
// rule code (worst severity, translated title, number of findings) with one child per finding
// (severity, message, the names and ids of the objects involved). Rebuilt whenever new findings
// arrive; rule groups keep the engine's order (errors first, then by code).
#pragma once

#include "models/object_names.h"
#include "rules/rules.h"

#include <QAbstractItemModel>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

namespace plenum::app {

class Document;

class CheckTreeModel : public QAbstractItemModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(plenum::app::Document *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(int findingCount READ findingCount NOTIFY countsChanged)
    Q_PROPERTY(int errorCount READ errorCount NOTIFY countsChanged)
    Q_PROPERTY(int warningCount READ warningCount NOTIFY countsChanged)
    Q_PROPERTY(int ruleCount READ ruleCount NOTIFY countsChanged)
    // While false (its view hidden), new findings update the counts alone (the Checks tab shows the
    // errors) and the tree keeps the rows it had until it is true again: grouping and naming every
    // finding (~135,000 at ~100k GPUs) takes ~200 ms, which an edit on the floor plan should not wait for.
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged)

public:
    enum Role {
        CodeRole = Qt::UserRole + 1,
        TitleRole, // the rule's title, translated
        SeverityRole, // "error", "warning", "info"
        MessageRole, // a finding's sentence; for a group, its title
        ObjectIdsRole, // list of ids, most specific first
        ObjectNamesRole,
        CountRole, // findings in the group (1 for a finding)
        IsGroupRole,
        KeyRole, // what the row shows, stable while the findings are: the code, or code#finding
    };
    Q_ENUM(Role)

    explicit CheckTreeModel(QObject *parent = nullptr);

    Document *document() const { return m_document; }
    void setDocument(Document *document);
    int findingCount() const { return m_count; }
    int errorCount() const { return m_errors; }
    int warningCount() const { return m_warnings; }
    int ruleCount() const { return int(m_groups.size()); }
    bool active() const { return m_active; }
    void setActive(bool active);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The object ids of the row at `index` (a finding's, or every finding's of a group).
    Q_INVOKABLE QVariantList objectIds(const QModelIndex &index) const;
    // Rebuilds texts after a language switch.
    Q_INVOKABLE void retranslate() { refresh(); }

signals:
    void documentChanged();
    void countsChanged();
    void activeChanged();

private:
    struct Group {
        std::string code;
        rules::Severity severity;
        QString title;
        std::vector<std::size_t> findings; // indices into *m_findings
    };
    void refresh();
    void count(const rules::Findings &findings); // m_count, m_errors, m_warnings
    const rules::Finding *findingAt(const QModelIndex &index) const;
    // The names of the project as it is, made at the first row that shows them (ObjectNames).
    const ObjectNames &names() const;

    Document *m_document = nullptr;
    std::shared_ptr<const rules::Findings> m_findings;
    std::vector<Group> m_groups;
    mutable std::unique_ptr<ObjectNames> m_names; // dropped when the project or the findings change
    int m_count = 0, m_errors = 0, m_warnings = 0;
    bool m_active = true;
    bool m_stale = false; // findings came while inactive: the tree is made again when active
};

// "error", "warning", "info".
QString severityName(rules::Severity severity);

} // namespace plenum::app
