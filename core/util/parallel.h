// SPDX-License-Identifier: GPL-3.0-or-later
// Independent tasks on the machine's cores: the calling thread and up to workerThreads() - 1 more
// take the tasks in the order given, one at a time, until none is left. Used where the tasks read
// shared inputs and each writes only its own outputs (the checks' rule providers), so that the
// result is the same whatever thread ran which task and in whatever order they finished.
#pragma once

#include <cstddef>
#include <exception>
#include <functional>
#include <thread>

namespace plenum {

// The threads a parallel run uses: PLENUM_THREADS when set (1 runs everything on the calling
// thread), else the hardware's concurrency; at least 1, at most 16.
int workerThreads();

// Runs task(0) … task(n - 1). `between` runs on the calling thread after each task it ran, with the
// number of tasks finished so far (progress, cancel): when it throws, no further task starts.
// When tasks throw, the others started finish, none more start, and the exception of the
// lowest-numbered task that threw is rethrown (or between's, when no task threw).
void runParallel(std::size_t n, const std::function<void(std::size_t)> &task,
    const std::function<void(std::size_t done)> &between = {});

// One task run beside the calling thread's own work: started on another thread when
// workerThreads() > 1 and a thread can be had, else run at once on the calling thread. wait()
// returns once it is done and rethrows its error; the destructor waits too (so that what the
// task reads outlives it).
class BackgroundTask {
public:
    explicit BackgroundTask(std::function<void()> task);
    ~BackgroundTask();
    BackgroundTask(const BackgroundTask &) = delete;
    BackgroundTask &operator=(const BackgroundTask &) = delete;
    void wait();

private:
    std::function<void()> m_task;
    std::thread m_thread;
    std::exception_ptr m_error;
};

} // namespace plenum
