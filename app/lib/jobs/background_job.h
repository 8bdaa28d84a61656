// SPDX-License-Identifier: GPL-3.0-or-later
// One kind of background work (routing, checks, an export, a new project) as QML sees it: running,
// progress, what it is doing, cancel. The work runs on Qt's thread pool on its own copy of the
// project; when it finishes, the closure it returns is run on the GUI thread to apply the result
// (through the Document). Starting again while running cancels the earlier run, whose result is
// then dropped. Cancel is cooperative: the work reads JobControl::cancelled() at its steps
// (routing, checks and exports through their progress hooks) and stops there; its result, or
// error, is discarded, so the window never waits for it.
#pragma once

#include "util/progress.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>

namespace plenum::app {

// What the work sees on its thread.
class JobControl {
public:
    bool cancelled() const { return m_cancelled.load(); }
    // done of total steps; total 0: unknown (indeterminate progress).
    void setProgress(std::int64_t done, std::int64_t total);
    // The core's progress reporter (routing, checks, exports) for this job: its reports fill the
    // job's bar, from `before` of `span` onwards when the job has other steps too, and it stops once
    // the job is cancelled (the core then throws, and the cancelled run's error goes nowhere).
    Progress progress(std::int64_t before = 0, std::int64_t span = 1)
    {
        return [this, before, span](std::int64_t done, std::int64_t total, std::string_view) {
            setProgress(before * total + done, span * total);
            return !cancelled();
        };
    }

private:
    friend class BackgroundJob;
    std::atomic<bool> m_cancelled = false;
    std::atomic<int> m_permille = -1; // -1: indeterminate
};

class BackgroundJob : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Jobs are owned by the C++ side")
    Q_PROPERTY(QString title READ title NOTIFY stateChanged)
    Q_PROPERTY(bool running READ isRunning NOTIFY stateChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged) // 0…1, or -1 when unknown
    Q_PROPERTY(QString error READ error NOTIFY stateChanged) // of the last run; "" if none
    Q_PROPERTY(int runs READ runs NOTIFY finished) // runs that finished and applied

public:
    // Runs on the GUI thread with the work's result; empty: nothing to apply.
    using Apply = std::function<void()>;
    using Work = std::function<Apply(JobControl &)>;

    explicit BackgroundJob(QObject *parent = nullptr);
    ~BackgroundJob() override;

    QString title() const { return m_title; }
    bool isRunning() const { return m_running; }
    double progress() const { return m_progress; }
    QString error() const { return m_error; }
    int runs() const { return m_runs; }

    // Starts `work` on the thread pool (cancelling a run still going). Exceptions thrown by the work
    // become error().
    void start(const QString &title, Work work);
    Q_INVOKABLE void cancel();
    // Blocks until the current run finished and was applied (tests, command-line grabs). Returns
    // false on timeout.
    bool waitForFinished(int timeoutMs = 60000);

signals:
    void stateChanged();
    void progressChanged();
    void finished(); // a run ended and its result was applied
    void failed(const QString &error);
    void cancelled();

private:
    struct Run;
    void onFinished(const std::shared_ptr<Run> &run);
    void setProgressValue(double value);

    QString m_title;
    bool m_running = false;
    double m_progress = -1;
    QString m_error;
    int m_runs = 0;
    std::shared_ptr<Run> m_current;
    QTimer m_poll; // reads the worker's progress a few times a second
};

} // namespace plenum::app
