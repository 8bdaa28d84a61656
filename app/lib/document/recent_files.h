// SPDX-License-Identifier: GPL-3.0-or-later
// The projects the user opened or saved last, most recent first, kept in the application's
// settings (QSettings) so File ▸ Open Recent survives a restart. Files gone since (a test's or a
// screenshot run's temporary projects) are not offered. The Document owns one (document.recentFiles
// in QML) and adds to it when a file is opened or saved.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace plenum::app {

class RecentFiles : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The Document owns its RecentFiles")
    Q_PROPERTY(QStringList files READ files NOTIFY changed)

public:
    static constexpr int kMaxFiles = 8;

    explicit RecentFiles(QObject *parent = nullptr);

    QStringList files() const;
    // `path` becomes the first entry (an absolute path); the list keeps kMaxFiles.
    void add(const QString &path);
    Q_INVOKABLE void clear();
    // Off for a screenshot run (`plenum --grab`): opening a file there is no user's recent work.
    void setRecording(bool on) { m_recording = on; }

signals:
    void changed();

private:
    bool m_recording = true;
};

} // namespace plenum::app
