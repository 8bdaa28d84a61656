// SPDX-License-Identifier: GPL-3.0-or-later
// Every plenum-cli subcommand in one list: name, synopsis, summary and the function that runs it
// (declared in commands.h, one file each). `plenum-cli` without arguments prints them in this order.
#include "cli/commands.h"
#include "cli/cli.h"

namespace plenum::cli {

const std::vector<Command> &commands()
{
    static const std::vector<Command> list = {
        { "templates", "templates [--json]", "list the built-in project templates", commandTemplates },
        { "new",
            "new OUT.plenum --template NAME [--nodes N] [--target-nodes M] [--tiers 2|3] [--hall WxD] "
            "[--strategy row-end|row-middle] [--cross-ladder-every RACKS] [--cabling point-to-point|structured] "
            "[--compare-strategies] [--name TEXT] "
            "[--force] | new OUT.plenum --from-dxf FILE.dxf --outline-layer L [--column-layer L] [--crah-layer L] "
            "[--cdu-layer L] [--door-layer L] [--nogo-layer L] [--units mm|cm|m|in|ft] [--tile MM] [--keep-origin] "
            "[--no-underlay] "
            "[--name TEXT] [--force] | new OUT.plenum --extend EXISTING.plenum --target-nodes M [--phase NAME] "
            "[--minutes-per-cable N] [--validation-hours N] [--gpu-hour-usd N] [--json] [--force]",
            "create a complete project (fabric, racks, pathways) from a template, an empty hall from a DXF drawing, "
            "or the extension of an installed cluster",
            commandNew },
        { "import-netbox-site",
            "import-netbox-site OUT.plenum --racks F.csv --devices F.csv --cables F.csv --positions F.csv "
            "[--interfaces F.csv] [--devicetypes DIR] [--hall WxD] [--force]",
            "an existing site from NetBox's CSV files, racks placed by the positions given, in phase 'existing'",
            commandImportNetboxSite },
        { "stats", "stats FILE.plenum [--json]", "count halls, racks, devices, ports, links, cables, pathways",
            commandStats },
        { "dump", "dump FILE.plenum [--out project.json [--force]]", "write the project as canonical JSON",
            commandDump },
        { "load", "load project.json OUT.plenum [--force]", "create a project file from canonical JSON", commandLoad },
        { "fabric", "fabric [--template NAME] [--nodes N | --endpoints N] [options] [--json]",
            "design a compute fabric for a target size (no file)", commandFabric },
        { "route", "route FILE.plenum [--json]",
            "route every link through the pathways as a cable with an orderable length, and save", commandRoute },
        { "pathway",
            "pathway list FILE [--json] | add FILE --name N --points x,y,z,... [--kind K] [--service S] [--width MM] "
            "[--depth MM] [--phase P] | move FILE PATHWAY --by dx,dy,dz | delete FILE PATHWAY",
            "list, add, move or delete trays, ladders and runways", commandPathway },
        { "edit",
            "edit FILE.plenum OP [--KEY VALUE ...] | edit FILE.plenum --script edits.json  [--route] [--check] "
            "[--json] "
            "[--out OUT.plenum [--force]]",
            "hand edits (racks, rows, devices, links, pathways), all or nothing; --route, --check: what changed "
            "(operations in docs/cli.md)",
            commandEdit },
        { "growth",
            "growth FILE.plenum [--json] [--minutes-per-cable M] [--validation-hours H] [--gpu-hour-usd X] "
            "[--target-nodes M]",
            "growth plan: what each phase adds, cables to move, reservations, built-for-target vs grown; exit 1 when "
            "growing needs a maintenance window",
            commandGrowth },
        { "resilience", "resilience FILE.plenum [--json] [--component KIND:NAME | --all]",
            "single failures (switch, plane, pathway segment, feed, PDU, CDU): what goes down or loses bandwidth",
            commandResilience },
        { "reliability",
            "reliability [FILE.plenum [--phase P] | --gpus N [--nodes N] [--nics N] [--endpoints N] [--planes P]] "
            "[--rates R.json] [--checkpoint-minutes C] [--restart-minutes R] [--json] | reliability --print-rates",
            "interruptions per day, MTBF, Young/Daly checkpoint interval, goodput (Llama 3 rates by default)",
            commandReliability },
        { "storage",
            "storage [FILE.plenum [--domain node|rack] | --nodes N [--target-nodes M]] [--scheme K+M] [--spares S] "
            "[--min-parity M] [--max-parity M] [--max-data K] [--max-width-fraction F] [--json]",
            "erasure-coding advisor at day-one and target size; exit 1 when the day-one stripe is inefficient at "
            "target",
            commandStorage },
        { "cost", "cost FILE.plenum [--json]",
            "cost per GPU and per endpoint by phase; 2-tier / 3-tier / multi-plane at this size", commandCost },
        { "review",
            "review FILE.plenum [--out review.md|review.pdf [--force]] [--paper a4|letter|a3] [--date TEXT] "
            "[--checkpoint-minutes C] [--restart-minutes R] [--gpu-hour-usd X]",
            "design review answering Network, Storage, Orchestration, Resilience, Metrics (Markdown or PDF)",
            commandReview },
        { "catalog", "catalog [FILE.plenum] [--json]",
            "list device, rack and cable types (built-in, plus the project's own)", commandCatalog },
        { "import-devicetypes", "import-devicetypes FILE.plenum YAML...", "add NetBox device types to a project",
            commandImportDevicetypes },
        { "export-devicetypes", "export-devicetypes [FILE.plenum] [--slug S]... [--out DIR [--force]]",
            "write device types as NetBox YAML", commandExportDevicetypes },
        { "check", "check FILE.plenum [--json] [--phase NAME] [--only CODE,...]",
            "run the design rule checker; exit 1 when it finds errors", commandCheck },
        { "export",
            "export FILE.plenum --format F --out PATH [--phase NAME] [--paper a4|letter|a3] [--per-page N] [--dpi N] "
            "[--ca-name PATTERN] "
            "[--if-name PATTERN] [--slurm-grouping auto|leaf|su] [--dxf-routes] [--force]",
            "write BOM, cable schedule, pull sheets, labels, elevations, floor plan (PDF, PNG, DXF), NetBox, Slurm, "
            "ibnetdiscover or JSON "
            "(export --help lists the formats)",
            commandExport },
        { "verify",
            "verify FILE.plenum --discovered FILE|FOLDER [--format auto|ibnetdiscover|iblinkinfo|lldp|netbox] "
            "[--ca-name PATTERN] "
            "[--if-name PATTERN] [--name-map FILE] [--write-name-map FILE] [--ignore-speed] [--json | --fixlist "
            "csv|pdf --out FILE [--paper a4|letter|a3] [--force]]",
            "compare what ibnetdiscover, iblinkinfo, LLDP (lldpcli -f json) or a NetBox cables CSV found with the "
            "planned compute fabric: every missing, "
            "miswired, swapped, degraded, unknown or extra link with the crew's fix; exit 1 when the as-built differs; "
            "--fixlist writes the crew's fix list in walking order",
            commandVerify },
        { "dxf-layers", "dxf-layers FILE.dxf [--json]",
            "list a DXF drawing's layers and the entities on each (to choose the layers of new --from-dxf)",
            commandDxfLayers },
    };
    return list;
}

} // namespace plenum::cli
