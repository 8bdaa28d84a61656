// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/document_file.h"

#include "document/document.h"
#include "document/error_text.h"
#include "store/project_file.h"

#include <QFile>
#include <QFileInfo>
#include <QUrl>

namespace plenum::app {

DocumentFile::DocumentFile(Document &document)
    : QObject(&document)
    , m_document(document)
{
}

QString DocumentFile::displayName() const
{
    if (!m_path.isEmpty())
        return QFileInfo(m_path).fileName();
    const std::string &name = m_document.project().name;
    return name.empty() ? tr("Untitled") : QString::fromStdString(name);
}

QString DocumentFile::toLocalPath(const QString &pathOrUrl)
{
    if (pathOrUrl.startsWith(QLatin1String("file:")))
        return QUrl(pathOrUrl).toLocalFile();
    return pathOrUrl;
}

void DocumentFile::setPath(const QString &path)
{
    m_path = path;
    emit pathChanged();
}

bool DocumentFile::open(const QString &pathOrUrl)
{
    const QString path = toLocalPath(pathOrUrl);
    try {
        Project loaded = openProject(QFile::encodeName(path).toStdString());
        m_document.replaceProject(std::move(loaded), QFileInfo(path).absoluteFilePath());
        m_document.recentFiles()->add(m_path);
        return true;
    } catch (const std::exception &e) {
        m_document.reportError(tr("Cannot open %1: %2").arg(QFileInfo(path).fileName(), shownError(e)));
        return false;
    }
}

bool DocumentFile::openRecovered(const QString &autosavePath, const QString &filePath)
{
    const QString path = toLocalPath(autosavePath);
    try {
        Project loaded = openProject(QFile::encodeName(path).toStdString());
        const QString target = toLocalPath(filePath);
        m_document.replaceProject(
            std::move(loaded), target.isEmpty() ? QString() : QFileInfo(target).absoluteFilePath());
        m_document.setUnsavedContent();
        return true;
    } catch (const std::exception &e) {
        m_document.reportError(tr("Cannot recover %1: %2").arg(QFileInfo(path).fileName(), shownError(e)));
        return false;
    }
}

bool DocumentFile::save()
{
    if (m_path.isEmpty()) {
        m_document.reportError(tr("The project has no file name yet; use Save As."));
        return false;
    }
    return saveAs(m_path);
}

bool DocumentFile::saveAs(const QString &pathOrUrl)
{
    QString path = toLocalPath(pathOrUrl);
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1String(".plenum");
    try {
        saveProject(m_document.project(), QFile::encodeName(path).toStdString());
    } catch (const std::exception &e) {
        m_document.reportError(tr("Cannot save %1: %2").arg(QFileInfo(path).fileName(), shownError(e)));
        return false;
    }
    m_document.setSaved();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != m_path)
        setPath(absolute);
    m_document.recentFiles()->add(m_path);
    emit saved();
    return true;
}

} // namespace plenum::app
