// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/background_job.h"

#include "document/error_text.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <exception>

namespace plenum::app {

void JobControl::setProgress(std::int64_t done, std::int64_t total)
{
    m_permille.store(total <= 0 ? -1 : int(std::clamp<std::int64_t>(done * 1000 / total, 0, 1000)));
}

// Shared by the job and the worker: plain data, so whichever lets go last may free it on its thread.
struct BackgroundJob::Run {
    JobControl control;
    Apply apply;
    QString error;
};

BackgroundJob::BackgroundJob(QObject *parent)
    : QObject(parent)
{
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (m_current) {
            const int permille = m_current->control.m_permille.load();
            setProgressValue(permille < 0 ? -1.0 : permille / 1000.0);
        }
    });
}

BackgroundJob::~BackgroundJob()
{
    if (m_current) // the pool finishes the work; its result goes nowhere
        m_current->control.m_cancelled = true;
}

void BackgroundJob::start(const QString &title, Work work)
{
    if (m_current)
        m_current->control.m_cancelled = true;
    auto run = std::make_shared<Run>();
    m_current = run;
    m_title = title;
    m_running = true;
    m_error.clear();
    setProgressValue(-1);
    auto *watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcher<void>::finished, this, [this, run, watcher] {
        watcher->deleteLater();
        onFinished(run);
    });
    // The lambda keeps `run` alive until the work is done, even if the job moved on.
    watcher->setFuture(QtConcurrent::run([run, work = std::move(work)] {
        try {
            run->apply = work(run->control);
        } catch (const std::exception &e) {
            run->error = shownError(e);
        } catch (...) {
            run->error = QStringLiteral("unexpected failure");
        }
    }));
    m_poll.start();
    emit stateChanged();
}

void BackgroundJob::cancel()
{
    if (!m_current)
        return;
    m_current->control.m_cancelled = true;
    m_current.reset();
    m_running = false;
    m_poll.stop();
    setProgressValue(-1);
    emit stateChanged();
    emit cancelled();
}

void BackgroundJob::onFinished(const std::shared_ptr<Run> &run)
{
    if (run != m_current)
        return;
    m_current.reset();
    m_poll.stop();
    m_running = false;
    if (run->control.cancelled()) {
        emit stateChanged();
        return;
    }
    m_error = run->error;
    if (m_error.isEmpty() && run->apply)
        run->apply();
    run->apply = nullptr; // what it holds (an engine state, say) goes now, not when the watcher does
    setProgressValue(1);
    emit stateChanged();
    if (!m_error.isEmpty()) {
        emit failed(m_error);
        return;
    }
    ++m_runs;
    emit finished();
}

bool BackgroundJob::waitForFinished(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (m_running && timer.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !m_running;
}

void BackgroundJob::setProgressValue(double value)
{
    if (value == m_progress)
        return;
    m_progress = value;
    emit progressChanged();
}

} // namespace plenum::app
