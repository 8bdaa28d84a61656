// SPDX-License-Identifier: GPL-3.0-or-later
// Independent tasks on the machine's cores: the calling thread and up to workerThreads() - 1 more
// take the tasks in the order given, one at a time, until none is left. Used where the tasks read
// shared inputs and each writes only its own outputs (the checks' rule providers), so that the
// result is the same whatever thread ran which task and in whatever order they finished.
#pragma once

#include <cstddef>
#include <functional>

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

} // namespace plenum
