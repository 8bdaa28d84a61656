// SPDX-License-Identifier: GPL-3.0-or-later
// `plenum --grab OUT.png`: waits until a window has rendered its populated scene, saves
// QQuickWindow::grabWindow() as a PNG and reports an exit code (0, or 2 with one stderr line).
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

class QQuickWindow;

namespace plenum::app {

class WindowGrabber : public QObject {
    Q_OBJECT
public:
    WindowGrabber(QQuickWindow *window, QString outputPath, QObject *parent = nullptr);
    // Starts waiting for frames; finished() follows once the picture is saved or has failed.
    void start();

signals:
    void finished(int exitCode);

private:
    void onFrameSwapped();
    void grab();

    QQuickWindow *m_window;
    QString m_outputPath;
    int m_frames = 0;
    bool m_done = false;
    QTimer m_timeout;
};

} // namespace plenum::app
