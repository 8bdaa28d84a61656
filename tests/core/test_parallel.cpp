// SPDX-License-Identifier: GPL-3.0-or-later
// Parallel tasks (util/parallel.h): every task runs once whatever the thread count, two threads
// really run at once, a task's error stops the run and the lowest-numbered one is rethrown, a
// cancel from the calling thread's report starts no further task, a background task runs beside
// the caller and is waited for, and PLENUM_THREADS is read as documented.
#include "model/types.h"
#include "util/parallel.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

using namespace plenum;

namespace {

// Sets PLENUM_THREADS for one scope.
struct Threads {
    explicit Threads(const char *value) { setenv("PLENUM_THREADS", value, 1); }
    ~Threads() { unsetenv("PLENUM_THREADS"); }
};

} // namespace

class TestParallel : public QObject {
    Q_OBJECT

private slots:
    void everyTaskRunsOnce_data()
    {
        QTest::addColumn<QByteArray>("threads");
        QTest::addRow("1 thread") << QByteArray("1");
        QTest::addRow("2 threads") << QByteArray("2");
        QTest::addRow("7 threads") << QByteArray("7");
    }
    void everyTaskRunsOnce()
    {
        QFETCH(QByteArray, threads);
        const Threads set(threads.constData());
        std::vector<std::atomic<int>> runs(1000);
        std::vector<std::size_t> reported;
        runParallel(
            runs.size(), [&](std::size_t i) { ++runs[i]; }, [&](std::size_t done) { reported.push_back(done); });
        for (const auto &r : runs)
            QCOMPARE(r.load(), 1);
        // The calling thread reports after each of its tasks (on one thread, every task), never
        // more done than there are.
        if (threads == "1")
            QCOMPARE(reported.size(), runs.size());
        for (std::size_t k = 0; k < reported.size(); ++k) {
            QVERIFY(reported[k] >= 1 && reported[k] <= runs.size());
            QVERIFY(k == 0 || reported[k] >= reported[k - 1]);
        }
        runParallel(0, [&](std::size_t) { QFAIL("no task"); }); // nothing to do
    }

    // Task 0 waits for task 1 to start: only a second thread can start it (one thread would
    // wait out the guard's 20 s and fail).
    void twoThreadsRunAtOnce()
    {
        const Threads set("2");
        std::mutex m;
        std::condition_variable cv;
        bool secondStarted = false, sawIt = false;
        runParallel(2, [&](std::size_t i) {
            std::unique_lock lock(m);
            if (i == 1) {
                secondStarted = true;
                cv.notify_all();
            } else {
                sawIt = cv.wait_for(lock, std::chrono::seconds(20), [&] { return secondStarted; });
            }
        });
        QVERIFY(sawIt);
    }

    // Odd tasks throw: task 1 is taken before any error stops the run, so its error is the one
    // rethrown, whatever else ran.
    void lowestFailingTaskIsRethrown_data() { everyTaskRunsOnce_data(); }
    void lowestFailingTaskIsRethrown()
    {
        QFETCH(QByteArray, threads);
        const Threads set(threads.constData());
        std::atomic<int> ran { 0 };
        try {
            runParallel(100, [&](std::size_t i) {
                ++ran;
                if (i % 2 == 1)
                    throw Error("task " + std::to_string(i));
            });
            QFAIL("no error");
        } catch (const Error &e) {
            QCOMPARE(QString::fromUtf8(e.what()), QStringLiteral("task 1"));
        }
        QVERIFY(ran.load() < 100); // the run stopped
        if (threads == "1")
            QCOMPARE(ran.load(), 2); // tasks 0 and 1, nothing after the error
    }

    // A report that throws (a cancel) starts no further task; the cancel is rethrown.
    void cancelStartsNoFurtherTask()
    {
        const Threads set("1");
        int ran = 0;
        try {
            runParallel(
                10, [&](std::size_t) { ++ran; },
                [&](std::size_t done) {
                    if (done == 3)
                        throw Error("checks cancelled");
                });
            QFAIL("not cancelled");
        } catch (const Error &e) {
            QCOMPARE(QString::fromUtf8(e.what()), QStringLiteral("checks cancelled"));
        }
        QCOMPARE(ran, 3);
    }

    // A background task runs on another thread when there are two, at once on the calling
    // thread when there is one; wait() rethrows its error, once.
    void backgroundTaskRunsBeside()
    {
        const auto caller = std::this_thread::get_id();
        for (const char *threads : { "1", "2" }) {
            const Threads set(threads);
            std::thread::id ranOn;
            BackgroundTask task([&] { ranOn = std::this_thread::get_id(); });
            task.wait();
            QVERIFY((ranOn == caller) == (std::string(threads) == "1"));
            BackgroundTask failing([] { throw Error("no such cable type"); });
            try {
                failing.wait();
                QFAIL("no error");
            } catch (const Error &e) {
                QCOMPARE(QString::fromUtf8(e.what()), QStringLiteral("no such cable type"));
            }
            failing.wait(); // told once
        }
        {
            const Threads set("2");
            std::atomic<bool> done { false };
            {
                BackgroundTask unwaited([&] {
                    std::this_thread::sleep_for(std::chrono::milliseconds(50));
                    done = true;
                });
            } // the destructor waits
            QVERIFY(done.load());
        }
    }

    void threadCountFromTheEnvironment()
    {
        const int machine = std::clamp(int(std::thread::hardware_concurrency()), 1, 16);
        {
            const Threads set("3");
            QCOMPARE(workerThreads(), 3);
        }
        {
            const Threads set("99");
            QCOMPARE(workerThreads(), 16);
        }
        for (const char *bad : { "0", "-2", "two", "3x" }) {
            const Threads set(bad);
            QCOMPARE(workerThreads(), machine);
        }
        QCOMPARE(workerThreads(), machine); // unset
    }
};

QTEST_GUILESS_MAIN(TestParallel)
#include "test_parallel.moc"
