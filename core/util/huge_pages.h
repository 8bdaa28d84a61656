// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace plenum::util {

// Large projects touch gigabytes of fresh memory (a ~100k-GPU route builds ~1.7 GiB), and on Linux
// each 4 KiB page touched for the first time costs a page fault: at that size the faults take as long
// as the work. glibc's malloc backs its heap with transparent huge pages (2 MiB, one fault each) when
// its tunable `glibc.malloc.hugetlb=1` is set, and a tunable is read only when a program starts. So
// the programs' `main` calls restartWithHugePages() first: it runs the same program again, in the same
// process (same pid, arguments and environment), with the tunable added to GLIBC_TUNABLES.
//
// It does nothing when the kernel has transparent huge pages off (`[never]`), when GLIBC_TUNABLES
// already names `glibc.malloc.hugetlb` (the user's own setting wins, and the restarted program stops
// here), when PLENUM_HUGE_PAGES=0, or where the exec fails (the program then goes on as it is).
void restartWithHugePages(char **argv);

// The decision, apart from the process, for tests: the GLIBC_TUNABLES value to restart with, or none.
// `tunables` and `optOut` are the environment's GLIBC_TUNABLES and PLENUM_HUGE_PAGES (null when
// unset); `thpEnabled` is /sys/kernel/mm/transparent_hugepage/enabled ("" when unreadable).
std::optional<std::string> hugePageTunables(const char *tunables, const char *optOut, std::string_view thpEnabled);

} // namespace plenum::util
