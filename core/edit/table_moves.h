// SPDX-License-Identifier: GPL-3.0-or-later
// Passes over a whole project table for change sets (edit/change_set.cpp) and edits: finding the
// entities an edit names, closing the gaps of those removed, opening places for those added. At
// ~100k GPUs the cable table holds ~570,000 cables of ~500 bytes: every pass over it is bound by
// memory (~10–30 ms on one core), so a large table is read, or grown, in two halves at once, each
// on its own core, with the same result as one pass in order.
#pragma once

#include "util/parallel.h"

#include <array>
#include <cstddef>
#include <utility>
#include <vector>

namespace plenum::edit {

// Tables shorter than this are passed over on the calling thread alone.
inline constexpr std::size_t kParallelTableFrom = 65536;

// The positions of the items for which match(item) holds, ascending. `match` must only read.
template <typename T, typename Match>
std::vector<std::size_t> positionsWhere(
    const std::vector<T> &items, const Match &match, std::size_t parallelFrom = kParallelTableFrom)
{
    std::array<std::vector<std::size_t>, 2> found;
    const std::size_t half = items.size() >= parallelFrom && items.size() >= 2 ? items.size() / 2 : items.size();
    auto scan = [&](std::size_t part, std::size_t from, std::size_t to) {
        for (std::size_t i = from; i < to; ++i)
            if (match(items[i]))
                found[part].push_back(i);
    };
    if (half < items.size()) {
        BackgroundTask second([&] { scan(1, half, items.size()); });
        scan(0, 0, half);
        second.wait();
    } else {
        scan(0, 0, items.size());
    }
    found[0].insert(found[0].end(), found[1].begin(), found[1].end());
    return std::move(found[0]);
}

// Removes the items at `gone` (ascending, distinct, each < items.size()); the others keep their
// order, each moved once. On the calling thread: two halves at once were no quicker (the moves are
// bound by memory both ways, where a removal is read and written close together).
template <typename T> void removeAt(std::vector<T> &items, const std::vector<std::size_t> &gone)
{
    if (gone.empty())
        return;
    std::size_t k = 0, out = gone.front();
    for (std::size_t i = gone.front(); i < items.size(); ++i) {
        if (k < gone.size() && gone[k] == i) {
            ++k;
            continue;
        }
        items[out++] = std::move(items[i]);
    }
    items.resize(out);
}

// Inserts values[k] at final position at[k] (ascending, distinct, the last < the final size); the
// items already there keep their order. In two halves at once from the back (half the time of one
// pass for the cables at ~100k GPUs): the second places
// values from the middle one on and the items after them, the first the rest; the few items the
// second moves from where the first writes are taken aside before either starts.
template <typename T>
void insertAt(std::vector<T> &items, std::vector<T> &&values, const std::vector<std::size_t> &at,
    std::size_t parallelFrom = kParallelTableFrom)
{
    if (values.empty())
        return;
    const std::size_t n = items.size();
    items.resize(n + values.size());
    // Fills final positions (to … down to the place of values[from]) from the back: values[k] for
    // k in [from, to) and the items before them, read through `source(old position)`.
    auto fill = [&](std::size_t from, std::size_t to, std::size_t src, std::size_t dst, const auto &source) {
        for (std::size_t k = to; k-- > from;) {
            while (dst > at[k] + 1)
                items[--dst] = std::move(source(--src));
            items[--dst] = std::move(values[k]);
        }
    };
    auto old = [&](std::size_t s) -> T & { return items[s]; };
    const std::size_t K = values.size();
    if (K < 2 || n - std::min(n, at.front()) < parallelFrom) {
        fill(0, K, n, n + K, old);
        return;
    }
    const std::size_t m = K / 2, split = at[m] - m; // the second half's items are those from `split` on
    std::vector<T> aside; // the old items in [split, at[m]), which the first half overwrites
    for (std::size_t s = split; s < std::min(at[m], n); ++s)
        aside.push_back(std::move(items[s]));
    {
        BackgroundTask task([&] {
            fill(m, K, n, n + K, [&](std::size_t s) -> T & { return s < at[m] ? aside[s - split] : items[s]; });
        });
        fill(0, m, split, at[m], old);
        task.wait();
    }
}

} // namespace plenum::edit
