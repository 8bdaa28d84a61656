// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/huge_pages.h"

#include <cstdlib>
#include <fstream>
#include <iterator>

#if defined(__linux__) && defined(__GLIBC__)
#include <unistd.h>
#define PLENUM_HUGE_PAGES_SUPPORTED 1
#endif

namespace plenum::util {

std::optional<std::string> hugePageTunables(const char *tunables, const char *optOut, std::string_view thpEnabled)
{
    if (optOut && std::string_view(optOut) == "0")
        return std::nullopt;
    // "always [madvise] never": the bracketed word is the mode; madvise and always both honour the
    // allocator's request, never (or no such file: no THP in this kernel) does not.
    if (thpEnabled.find("[always]") == std::string_view::npos && thpEnabled.find("[madvise]") == std::string_view::npos)
        return std::nullopt;
    const std::string_view current = tunables ? tunables : "";
    if (current.find("glibc.malloc.hugetlb") != std::string_view::npos)
        return std::nullopt;
    std::string next(current);
    if (!next.empty())
        next += ':';
    next += "glibc.malloc.hugetlb=1";
    return next;
}

void restartWithHugePages(char **argv)
{
#ifdef PLENUM_HUGE_PAGES_SUPPORTED
    if (!argv || !argv[0])
        return;
    std::ifstream in("/sys/kernel/mm/transparent_hugepage/enabled");
    const std::string thp((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto next = hugePageTunables(std::getenv("GLIBC_TUNABLES"), std::getenv("PLENUM_HUGE_PAGES"), thp);
    if (!next)
        return;
    if (setenv("GLIBC_TUNABLES", next->c_str(), 1) != 0)
        return;
    execv("/proc/self/exe", argv);
    // Only reached when the exec failed (no /proc, say): go on without huge pages. The variable stays
    // set, which is harmless: it names the tunable, so nothing tries again.
#else
    (void)argv;
#endif
}

} // namespace plenum::util
