// SPDX-License-Identifier: GPL-3.0-or-later
// The one progress-and-cancel reporter of the core's long jobs: routing (RouteOptions::progress),
// checks (CheckOptions::progress) and exports (Exporter::write). A job tells it how far it has got
// (done of total, rising, ending at done == total) and what it is doing; when the callback returns
// false the job stops at that report by throwing Error("<job> cancelled"), leaving its inputs as
// they were and writing nothing. The last report, once the job's result exists, cannot cancel.
// An empty Progress reports nothing and never cancels.
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>
#include <type_traits>
#include <utility>

namespace plenum {

class Progress {
public:
    // done of total and what the job is doing; false: stop.
    using Callback = std::function<bool(std::int64_t done, std::int64_t total, std::string_view what)>;

    Progress() = default;
    // Implicit, so that a callback (a lambda) can be given wherever a Progress is taken.
    template <typename F>
    requires(!std::is_same_v<std::decay_t<F>,
                 Progress> && std::is_invocable_r_v<bool, F &, std::int64_t, std::int64_t, std::string_view>)
        Progress(F &&callback)
        : m_callback(std::forward<F>(callback))
    {
    }

    explicit operator bool() const { return bool(m_callback); }

    // Tells the callback; throws Error("{job} cancelled") when it asks to stop.
    void report(std::int64_t done, std::int64_t total, std::string_view what, std::string_view job) const;
    // The job is complete: tells the callback, whose answer no longer matters.
    void finish(std::int64_t total, std::string_view what) const;

private:
    Callback m_callback;
};

} // namespace plenum
