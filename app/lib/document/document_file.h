// SPDX-License-Identifier: GPL-3.0-or-later
// The file the open project lives in: opening it, saving it (Save, Save As), recovering an
// autosave in its place, and the name the title bar shows. The Document keeps the model, the undo
// history and the edits; it owns one DocumentFile (document.file in QML), which hands it each
// project it opens. Paths may be local paths or file: URLs, as QML's file dialogs give them.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace plenum::app {

class Document;

class DocumentFile : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The Document owns its DocumentFile")
    Q_PROPERTY(QString path READ path NOTIFY pathChanged)
    Q_PROPERTY(QString displayName READ displayName NOTIFY pathChanged)

public:
    explicit DocumentFile(Document &document);

    // The absolute path of the project's file; empty while it is untitled.
    QString path() const { return m_path; }
    // The file's name, or for untitled work its project's name (typed in File ▸ New), or "Untitled".
    QString displayName() const;

    // Each returns false and reports the Document's errorOccurred() on failure, leaving the
    // document as it was.
    Q_INVOKABLE bool open(const QString &pathOrUrl);
    // Loads `autosavePath` (an autosave of `filePath`) as the open project: it takes filePath as
    // its file and counts as modified until saved.
    Q_INVOKABLE bool openRecovered(const QString &autosavePath, const QString &filePath);
    Q_INVOKABLE bool save(); // refused while untitled
    // Writes the project to `pathOrUrl` (".plenum" added when it has no suffix), which becomes its file.
    Q_INVOKABLE bool saveAs(const QString &pathOrUrl);

    static QString toLocalPath(const QString &pathOrUrl);

    // For the Document: the project now lives at `path` ("" untitled). Always notifies: a new
    // untitled project shows its own name.
    void setPath(const QString &path);

signals:
    void pathChanged(); // and displayName
    void saved(); // the project was written to path()

private:
    Document &m_document;
    QString m_path;
};

} // namespace plenum::app
