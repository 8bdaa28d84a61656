// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"
#include "util/huge_pages.h"

#include <iostream>

int main(int argc, char **argv)
{
    plenum::util::restartWithHugePages(argv);
    plenum::cli::Io io { std::cout, std::cerr };
    return plenum::cli::run(argc, argv, io);
}
