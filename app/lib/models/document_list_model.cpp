// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/document_list_model.h"

#include "document/document.h"

namespace plenum::app {

void DocumentListModel::setDocument(Document *document)
{
    if (!switchDocument(this, m_document, document))
        return;
    if (m_document) {
        connect(m_document, &Document::projectReset, this, &DocumentListModel::refresh);
        connect(m_document, &Document::contentChanged, this, &DocumentListModel::refresh);
        if (followsSelection()) {
            connect(m_document->selection(), &Selection::changed, this, &DocumentListModel::refresh);
            connect(m_document->selection(), &Selection::viewPhaseChanged, this, &DocumentListModel::refresh);
            connect(m_document, &Document::rackChanged, this, &DocumentListModel::refresh);
        }
    }
    emit documentChanged();
    refresh();
}

void DocumentListModel::refresh()
{
    const int before = rowCount();
    beginResetModel();
    rebuild();
    endResetModel();
    if (rowCount() != before)
        emit countChanged();
}

} // namespace plenum::app
