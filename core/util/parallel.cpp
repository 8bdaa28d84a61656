// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/parallel.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <string>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

namespace plenum {

int workerThreads()
{
    if (const char *env = std::getenv("PLENUM_THREADS"); env && *env) {
        char *end = nullptr;
        const long n = std::strtol(env, &end, 10);
        if (end && *end == '\0' && n >= 1)
            return int(std::min(n, 16L));
    }
    return std::clamp(int(std::thread::hardware_concurrency()), 1, 16);
}

void runParallel(
    std::size_t n, const std::function<void(std::size_t)> &task, const std::function<void(std::size_t)> &between)
{
    std::atomic<std::size_t> next { 0 }, done { 0 };
    std::atomic<bool> stop { false };
    std::mutex failed; // guards the two below
    std::size_t failedTask = n;
    std::exception_ptr error;
    auto fail = [&](std::size_t at, std::exception_ptr e) {
        const std::lock_guard lock(failed);
        if (at < failedTask || !error) {
            failedTask = at;
            error = std::move(e);
        }
        stop = true;
    };
    // Takes tasks until none is left or one failed; true when it ran one.
    auto takeOne = [&]() {
        if (stop)
            return false;
        const std::size_t i = next++;
        if (i >= n)
            return false;
        try {
            task(i);
        } catch (...) {
            fail(i, std::current_exception());
        }
        ++done;
        return true;
    };
    const std::size_t helpers = std::min<std::size_t>(std::size_t(workerThreads() - 1), n > 0 ? n - 1 : 0);
    std::vector<std::thread> threads;
    threads.reserve(helpers);
    for (std::size_t t = 0; t < helpers; ++t) {
        try {
            threads.emplace_back([&] {
                while (takeOne()) { }
            });
        } catch (const std::system_error &) {
            break; // no thread to be had: the ones started and the calling thread do the work
        }
    }
    while (takeOne())
        if (between && !stop) {
            try {
                between(done);
            } catch (...) {
                fail(n, std::current_exception()); // after any task's own error
            }
        }
    for (std::thread &t : threads)
        t.join();
    if (error)
        std::rethrow_exception(error);
}

BackgroundTask::BackgroundTask(std::function<void()> task)
    : m_task(std::move(task))
{
    auto run = [this] {
        try {
            m_task();
        } catch (...) {
            m_error = std::current_exception();
        }
    };
    if (workerThreads() > 1) {
        try {
            m_thread = std::thread(run);
            return;
        } catch (const std::system_error &) {
            // no thread to be had: run it here
        }
    }
    run();
}

BackgroundTask::~BackgroundTask()
{
    if (m_thread.joinable())
        m_thread.join();
}

void BackgroundTask::wait()
{
    if (m_thread.joinable())
        m_thread.join();
    if (m_error)
        std::rethrow_exception(std::exchange(m_error, nullptr));
}

} // namespace plenum
