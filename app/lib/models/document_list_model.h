// SPDX-License-Identifier: GPL-3.0-or-later
// Base of the list models that show part of a Document to QML: holds the document and rebuilds
// its rows (a model reset) whenever the project, the selection or the viewed phase changes.
#pragma once

#include <QAbstractListModel>

namespace plenum::app {

class Document;

class DocumentListModel : public QAbstractListModel {
    Q_OBJECT
    Q_PROPERTY(plenum::app::Document *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    using QAbstractListModel::QAbstractListModel;

    Document *document() const { return m_document; }
    void setDocument(Document *document);
    int count() const { return rowCount(); }
    // Rebuilds the rows after a language switch: their texts come from tr().
    Q_INVOKABLE void retranslate() { refresh(); }

signals:
    void documentChanged();
    void countChanged();

protected:
    // Rebuilds the rows from the document (which may be null) inside a model reset.
    virtual void rebuild() = 0;
    // False for models that change only with the project (then a selection change resets nothing).
    virtual bool followsSelection() const { return true; }
    void refresh();

private:
    Document *m_document = nullptr;
};

} // namespace plenum::app
