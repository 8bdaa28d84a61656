// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/recent_files.h"

#include <QFileInfo>
#include <QSettings>

namespace plenum::app {
namespace {

const QString kRecentFilesKey = QStringLiteral("recentFiles");

} // namespace

RecentFiles::RecentFiles(QObject *parent)
    : QObject(parent)
{
}

QStringList RecentFiles::files() const
{
    QStringList files = QSettings().value(kRecentFilesKey).toStringList();
    files.removeIf([](const QString &file) { return !QFileInfo::exists(file); });
    return files;
}

void RecentFiles::add(const QString &path)
{
    if (!m_recording)
        return;
    QSettings settings;
    QStringList files = settings.value(kRecentFilesKey).toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxFiles)
        files.removeLast();
    settings.setValue(kRecentFilesKey, files);
    emit changed();
}

void RecentFiles::clear()
{
    QSettings().remove(kRecentFilesKey);
    emit changed();
}

} // namespace plenum::app
