// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/window_grabber.h"

#include "document/error_text.h"
#include "store/atomic_file.h"

#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QQuickWindow>

#include <cstdio>

namespace plenum::app {
namespace {

// Frames to let pass before grabbing: the first shows the scene, later ones pick up what
// the first frame's bindings changed (labels, status bar text).
constexpr int kSettleFrames = 3;
constexpr int kTimeoutMs = 20000;

void printError(const QString &message)
{
    std::fprintf(stderr, "plenum: %s\n", qPrintable(message));
}

} // namespace

WindowGrabber::WindowGrabber(QQuickWindow *window, QString outputPath, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_outputPath(std::move(outputPath))
{
    m_timeout.setSingleShot(true);
    m_timeout.setInterval(kTimeoutMs);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        if (m_done)
            return;
        m_done = true;
        printError(tr("the window did not render within %1 s").arg(kTimeoutMs / 1000));
        emit finished(2);
    });
}

void WindowGrabber::start()
{
    // frameSwapped comes from the render thread; handle it on ours.
    connect(m_window, &QQuickWindow::frameSwapped, this, &WindowGrabber::onFrameSwapped, Qt::QueuedConnection);
    m_timeout.start();
    m_window->update();
}

void WindowGrabber::onFrameSwapped()
{
    if (m_done)
        return;
    if (++m_frames < kSettleFrames) {
        m_window->update(); // ask for the next frame even if nothing changed
        return;
    }
    grab();
}

void WindowGrabber::grab()
{
    m_done = true;
    const QImage image = m_window->grabWindow();
    QByteArray png;
    QBuffer buffer(&png);
    if (image.isNull()) {
        printError(tr("could not grab the window"));
        emit finished(2);
        return;
    }
    if (!buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "png")) {
        printError(tr("cannot write %1: %2").arg(m_outputPath, QStringLiteral("PNG encoding failed")));
        emit finished(2);
        return;
    }
    try {
        // The output policy of every writer (store/atomic_file.h): atomic, no link followed.
        OutputRules rules;
        rules.replace = true;
        writeFileAtomically(QFile::encodeName(m_outputPath).toStdString(),
            std::string_view(png.constData(), std::size_t(png.size())), rules);
    } catch (const std::exception &e) {
        printError(shownError(e));
        emit finished(2);
        return;
    }
    emit finished(0);
}

} // namespace plenum::app
