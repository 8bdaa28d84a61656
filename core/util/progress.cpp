// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/progress.h"

#include "model/types.h"

#include <fmt/format.h>

namespace plenum {

void Progress::report(std::int64_t done, std::int64_t total, std::string_view what, std::string_view job) const
{
    if (m_callback && !m_callback(done, total, what))
        throw Error(fmt::format("{} cancelled", job));
}

void Progress::finish(std::int64_t total, std::string_view what) const
{
    if (m_callback)
        m_callback(total, total, what);
}

} // namespace plenum
