// SPDX-License-Identifier: GPL-3.0-or-later
// The as-built panel's model (issue #19): what File ▸ Import discovered topology read, compared
// with the open project by the diff engine of core/asbuilt, as one list of class headings
// (swapped, miswired, missing, degraded, unknown device, extra — each with its count) followed by
// their differences in the fix list's walking order (core/asbuilt/fixlist.h). A difference's
// objects (its planned links and the planned devices at its ends) are what the views highlight.
// A file that cannot be read or compared leaves the model as it was and sets `error`. Opening
// another project clears it (the discovery belongs to the plan it was compared with).
#pragma once

#include "asbuilt/diff.h"
#include "asbuilt/fixlist.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace plenum::app {

class Document;

class AsbuiltModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(plenum::app::Document *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(bool loaded READ loaded NOTIFY reportChanged)
    Q_PROPERTY(QString source READ source NOTIFY reportChanged)
    Q_PROPERTY(QString format READ format NOTIFY reportChanged)
    Q_PROPERTY(int plannedLinks READ plannedLinks NOTIFY reportChanged)
    Q_PROPERTY(int discoveredLinks READ discoveredLinks NOTIFY reportChanged)
    Q_PROPERTY(int okCount READ okCount NOTIFY reportChanged)
    Q_PROPERTY(int differenceCount READ differenceCount NOTIFY reportChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)

public:
    enum Role {
        IsGroupRole = Qt::UserRole + 1,
        KindRole, // "missing", "miswired", "swapped", "degraded", "unknown-device", "extra"
        TitleRole, // a heading's class name, translated
        CountRole, // differences in the class (1 for a difference)
        MessageRole,
        ActionRole,
        WhereRole, // "rack A05 U26 · leaf-r6 · 40 (OSFP20P2)"
        CablesRole, // "C0000048 / C0000051"
        KeyRole, // stable while the report is: the kind, or kind#step
    };
    Q_ENUM(Role)

    explicit AsbuiltModel(QObject *parent = nullptr);

    Document *document() const { return m_document; }
    void setDocument(Document *document);
    bool loaded() const { return m_loaded; }
    QString source() const { return m_source; }
    QString format() const { return m_format; }
    int plannedLinks() const { return int(m_report.planned_links); }
    int discoveredLinks() const { return int(m_report.discovered_links); }
    int okCount() const { return int(m_report.ok); }
    int differenceCount() const { return int(m_report.differences.size()); }
    QString error() const { return m_error; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Reads a discovered file or folder (a path or file URL), format told from its content, and
    // compares it with the document's project. False (and `error` set) when it cannot: the model
    // keeps what it showed.
    Q_INVOKABLE bool load(const QString &pathOrUrl);
    Q_INVOKABLE void clear();
    // Differences of one class ("swapped", …).
    Q_INVOKABLE int count(const QString &kind) const;
    // The objects a row marks: a difference's links and devices, or every one of its class.
    Q_INVOKABLE QVariantList objectIds(int row) const;
    Q_INVOKABLE void retranslate();

signals:
    void documentChanged();
    void reportChanged();
    void errorChanged();

private:
    struct Row {
        bool group = false;
        asbuilt::DiffKind kind = asbuilt::DiffKind::Missing;
        int count = 0;
        std::size_t fix = 0; // into m_fixes (a difference's row)
    };
    void rebuild();
    void setError(const QString &error);
    std::vector<Id> objectsOf(const asbuilt::Difference &d) const;

    Document *m_document = nullptr;
    bool m_loaded = false;
    QString m_source, m_format, m_error;
    asbuilt::DiffReport m_report;
    std::vector<asbuilt::FixRow> m_fixes;
    std::vector<std::vector<Id>> m_objects; // per difference
    std::vector<Row> m_rows;
};

// The translated name of a class of difference ("Swapped", "Unknown device").
QString diffKindTitle(asbuilt::DiffKind kind);

} // namespace plenum::app
