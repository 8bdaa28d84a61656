// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/autosave_manager.h"

#include "document/document.h"
#include "document/error_text.h"
#include "store/project_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace plenum::app {
namespace {

const QString kIntervalKey = QStringLiteral("autosave/intervalSeconds");
const QString kSuffix = QStringLiteral(".autosave");

} // namespace

AutosaveManager::AutosaveManager(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
{
    m_pool.setMaxThreadCount(1);
    connect(&m_timer, &QTimer::timeout, this, &AutosaveManager::autosaveNow);
    setIntervalMs(intervalSeconds() * 1000);
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &AutosaveManager::onEdited);
    connect(m_document->file(), &DocumentFile::saved, this, [this] {
        ++m_generation;
        m_pending = false;
        removeAutosave(m_written);
        removeAutosave(autosavePathFor(QString())); // an untitled document saved for the first time
        removeAutosave(autosavePath());
        m_written.clear();
        setRecoveryPath(QString());
    });
    connect(m_document, &Document::projectReset, this, [this] {
        ++m_generation;
        m_pending = false;
        m_written.clear();
        if (!m_recovering)
            checkForRecovery();
    });
}

AutosaveManager::~AutosaveManager()
{
    m_pool.waitForDone();
}

int AutosaveManager::intervalSeconds() const
{
    return QSettings().value(kIntervalKey, kDefaultIntervalSeconds).toInt();
}

void AutosaveManager::setIntervalSeconds(int seconds)
{
    seconds = std::max(0, seconds);
    QSettings().setValue(kIntervalKey, seconds);
    setIntervalMs(seconds * 1000);
    emit intervalChanged();
}

void AutosaveManager::setIntervalMs(int ms)
{
    m_timer.stop();
    if (ms <= 0)
        return;
    m_timer.setInterval(ms);
    m_timer.start();
}

QString AutosaveManager::autosavePathFor(const QString &filePath)
{
    if (!filePath.isEmpty())
        return filePath + kSuffix;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
    return dir + QStringLiteral("/untitled.plenum") + kSuffix;
}

QString AutosaveManager::autosavePath() const
{
    return autosavePathFor(m_document->file()->path());
}

void AutosaveManager::onEdited()
{
    m_pending = true;
    if (!m_document->isModified()) { // undone back to the saved state: the autosave is stale
        ++m_generation;
        m_pending = false;
        removeAutosave(m_written);
        m_written.clear();
    }
}

bool AutosaveManager::autosaveNow()
{
    if (m_writing || !m_pending || !m_document->isModified())
        return false;
    const QString path = autosavePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    m_writing = true;
    m_pending = false;
    const int generation = m_generation;
    m_pool.start([this, project = m_document->project(), path, generation] {
        QString error;
        try {
            saveProject(project, QFile::encodeName(path).toStdString());
        } catch (const std::exception &e) {
            error = shownError(e);
        }
        QMetaObject::invokeMethod(
            this,
            [this, path, error, generation] {
                m_writing = false;
                if (!error.isEmpty()) {
                    emit autosaveFailed(tr("Autosave failed: %1").arg(error));
                    return;
                }
                if (generation != m_generation) { // saved or discarded meanwhile: this copy is stale
                    removeAutosave(path);
                    return;
                }
                m_written = path;
                emit autosaved(path);
            },
            Qt::QueuedConnection);
    });
    return true;
}

void AutosaveManager::discard()
{
    ++m_generation;
    m_pending = false;
    removeAutosave(m_written);
    removeAutosave(autosavePath());
    m_written.clear();
}

void AutosaveManager::checkForRecovery()
{
    const QString path = autosavePath();
    const QFileInfo autosave(path);
    const QFileInfo file(m_document->file()->path());
    const bool newer = autosave.exists()
        && (m_document->file()->path().isEmpty() || !file.exists() || autosave.lastModified() > file.lastModified());
    setRecoveryPath(newer ? path : QString());
}

bool AutosaveManager::recover()
{
    if (m_recoveryPath.isEmpty())
        return false;
    const QString path = m_recoveryPath;
    m_recovering = true;
    const bool ok = m_document->file()->openRecovered(path, m_document->file()->path());
    m_recovering = false;
    if (ok)
        m_written = path; // stays until the recovered project is saved or discarded
    setRecoveryPath(QString());
    return ok;
}

void AutosaveManager::declineRecovery()
{
    removeAutosave(m_recoveryPath);
    setRecoveryPath(QString());
}

void AutosaveManager::removeAutosave(const QString &path)
{
    if (!path.isEmpty() && path.endsWith(kSuffix))
        QFile::remove(path);
}

void AutosaveManager::setRecoveryPath(const QString &path)
{
    if (path == m_recoveryPath)
        return;
    m_recoveryPath = path;
    emit recoveryChanged();
}

} // namespace plenum::app
