// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave and recovery (DESIGN.md §8: "the GUI autosaves and offers recovery"). While the
// Document has unsaved edits, a copy is written every interval (60 s by default, QSettings
// "autosave/intervalSeconds") to `<file>.autosave`, or for an untitled document to a per-user
// file under QStandardPaths::AppDataLocation. Writes go through plenum::saveProject (atomic) on a
// worker thread. The autosave is removed once the document is saved or its edits discarded.
// After a project is opened, recoveryAvailable tells whether its autosave is newer than the file.
#pragma once

#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

namespace plenum::app {

class Document;

class AutosaveManager : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The application owns the AutosaveManager")
    Q_PROPERTY(int intervalSeconds READ intervalSeconds WRITE setIntervalSeconds NOTIFY intervalChanged)
    Q_PROPERTY(bool recoveryAvailable READ recoveryAvailable NOTIFY recoveryChanged)
    Q_PROPERTY(QString recoveryPath READ recoveryPath NOTIFY recoveryChanged)

public:
    static constexpr int kDefaultIntervalSeconds = 60;

    explicit AutosaveManager(Document *document, QObject *parent = nullptr);
    ~AutosaveManager() override;

    int intervalSeconds() const;
    void setIntervalSeconds(int seconds); // persisted; 0 turns autosave off
    void setIntervalMs(int ms); // for tests: not persisted

    // Where the open document's autosave goes.
    QString autosavePath() const;
    static QString autosavePathFor(const QString &filePath);
    bool recoveryAvailable() const { return !m_recoveryPath.isEmpty(); }
    QString recoveryPath() const { return m_recoveryPath; }

    // Writes the autosave now if there are unsaved edits not yet autosaved; returns false when
    // nothing was started. autosaved()/autosaveFailed() follow.
    Q_INVOKABLE bool autosaveNow();
    // Throws the unsaved edits away for good: removes the autosave.
    Q_INVOKABLE void discard();
    // Loads the newer autosave into the document (modified, under the original file name).
    Q_INVOKABLE bool recover();
    // Keeps the file as it is on disk and deletes the autosave offered for recovery.
    Q_INVOKABLE void declineRecovery();
    // Looks for a newer autosave of the open document (done on every open).
    Q_INVOKABLE void checkForRecovery();
    bool isWriting() const { return m_writing; }

signals:
    void intervalChanged();
    void recoveryChanged();
    void autosaved(const QString &path);
    void autosaveFailed(const QString &message);

private:
    void onEdited();
    void removeAutosave(const QString &path);
    void setRecoveryPath(const QString &path);

    Document *m_document;
    QTimer m_timer;
    bool m_pending = false; // edits since the last autosave
    bool m_writing = false;
    QString m_written; // the autosave file this session wrote, if any
    QString m_recoveryPath;
    bool m_recovering = false;
    int m_generation = 0; // bumped by save, discard and reset: late writes of older ones are dropped
    QThreadPool m_pool;
};

} // namespace plenum::app
