// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: iblinkinfo output read by `plenum-cli verify` (issue #19), compared with the
// starter project's planned InfiniBand fabric (the seeds: what the real iblinkinfo printed for one
// plane of it under ibsim, and a hand-written record with a down port and a narrow link, so
// mutations still name planned nodes). Any text is either refused with plenum::Error or read into
// a fabric whose promises hold (fabric_promises.h):
// - every link joins two described nodes at ports inside their port counts, each port used once;
// - the diff accounts for every planned link exactly once (ok, or in one difference).
#include "asbuilt/ib_plan.h"
#include "asbuilt/iblinkinfo_parse.h"
#include "fabric_promises.h"
#include "seed_projects.h"

using namespace plenum;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const Project &project = fuzz::starterProject();
    static const asbuilt::IbPlan plan = asbuilt::planInfiniband(project);
    asbuilt::DiscoveredFabric found;
    try {
        found = asbuilt::parseIblinkinfo(fuzz::textOf(data, size));
    } catch (const Error &) {
        return 0;
    }
    fuzz::checkFabric(found);
    fuzz::checkDiffWithAndWithoutSpeed(project, plan, found);
    return 0;
}
