// SPDX-License-Identifier: GPL-3.0-or-later
// The field lists of core's reports (issue 20) through the one encoder (json/report_json.h): each
// report built by hand, encoded, and compared with the JSON text written out by hand here — the
// documents `plenum-cli route | check | new --extend | verify | dxf-layers --json` print
// (docs/cli.md), down to the rounding of derived fields and null for what is absent.
#include "asbuilt/diff.h"
#include "dxf/dxf_drawing.h"
#include "dxf/hall_import.h"
#include "layout/extend.h"
#include "routing/route_report.h"
#include "rules/check_report.h"
#include "json/report_json.h"

#include <QTest>

#include <string>

using namespace plenum;

class TestReportFields : public QObject {
    Q_OBJECT

private slots:
    // Media by name with their lengths, the tier ratio to thousandths, the mean slack to whole mm,
    // an overflow's areas to whole mm² and its fill to a tenth of a percent.
    void routeSummary()
    {
        routing::RouteSummary s;
        routing::RouteReport &r = s.report;
        r.links = 3;
        r.cables = 2;
        r.cable_assemblies = 2;
        r.transceivers = 4;
        r.routed = 2;
        r.iterations = 1;
        r.media["aoc"] = { 2, 10000, 8700, { { 7000, 1 }, { 3000, 1 } } };
        r.max_slack_mm = 800;
        r.mean_slack_mm = 650.5;
        r.overflows = { { 12, "Tray A", 1, 1234.6, 1000, 2, 0.3 } };
        r.fills = r.overflows; // not listed
        r.unrouted = { { 9, "no pathway reaches rack B01" } };
        r.shared = { { 1, 12, 1, 2 } };
        s.tiers = { { Fabric::Compute, Tier::LeafSpine, 2, 10000, 8700 } };
        const std::string expected = R"({
  "links": 3,
  "cables": 2,
  "channels": 0,
  "trunks": 0,
  "cable_assemblies": 2,
  "transceivers": 4,
  "routed": 2,
  "iterations": 1,
  "media": [
    {
      "media": "aoc",
      "cables": 2,
      "ordered_length_mm": 10000,
      "required_length_mm": 8700,
      "lengths": [
        {"length_mm": 3000, "cables": 1},
        {"length_mm": 7000, "cables": 1}
      ]
    }
  ],
  "tiers": [
    {
      "fabric": "compute",
      "tier": "leaf-spine",
      "cables": 2,
      "ordered_length_mm": 10000,
      "required_length_mm": 8700,
      "ordered_per_required": 1.149
    }
  ],
  "slack": {"max_mm": 800, "mean_mm": 651},
  "overflows": [
    {
      "pathway": 12,
      "name": "Tray A",
      "segment": 1,
      "cables": 2,
      "used_mm2": 1235,
      "capacity_mm2": 1000,
      "fill_percent": 123.5
    }
  ],
  "unrouted": [
    {"link": 9, "reason": "no pathway reaches rack B01"}
  ],
  "shared_segments": [
    {"group": 1, "pathway": 12, "segment": 1, "links": 2}
  ]
}
)";
        QCOMPARE(json::writeReport(s), expected);
    }

    // A run that routed nothing: empty lists, and a tier without required length has ratio 0.
    void routeSummaryEmpty()
    {
        routing::RouteSummary s;
        s.tiers = { { Fabric::Storage, Tier::NodeLeaf, 0, 0, 0 } };
        const std::string expected = R"({
  "links": 0,
  "cables": 0,
  "channels": 0,
  "trunks": 0,
  "cable_assemblies": 0,
  "transceivers": 0,
  "routed": 0,
  "iterations": 0,
  "media": [],
  "tiers": [
    {
      "fabric": "storage",
      "tier": "node-leaf",
      "cables": 0,
      "ordered_length_mm": 0,
      "required_length_mm": 0,
      "ordered_per_required": 0
    }
  ],
  "slack": {"max_mm": 0, "mean_mm": 0},
  "overflows": [],
  "unrouted": [],
  "shared_segments": []
}
)";
        QCOMPARE(json::writeReport(s), expected);
    }

    // Counts per severity, severities by name, a missing location as null.
    void checkReport()
    {
        rules::CheckReport r;
        r.file = "pod.plenum";
        r.phase = "target";
        r.findings = {
            { "power.redundancy", rules::Severity::Error, "Power redundancy", "rack A01 has no PDU", { 5 },
                rules::Location { 1, 3000, -600 } },
            { "cable.reach", rules::Severity::Warning, "Cable reach", "cable 7 is longer than its reach", { 7, 8 },
                std::nullopt },
        };
        const std::string expected = R"({
  "file": "pod.plenum",
  "phase": "target",
  "errors": 1,
  "warnings": 1,
  "infos": 0,
  "findings": [
    {
      "code": "power.redundancy",
      "severity": "error",
      "title": "Power redundancy",
      "message": "rack A01 has no PDU",
      "objects": [5],
      "location": {"hall": 1, "x_mm": 3000, "y_mm": -600}
    },
    {
      "code": "cable.reach",
      "severity": "warning",
      "title": "Cable reach",
      "message": "cable 7 is longer than its reach",
      "objects": [7, 8],
      "location": null
    }
  ]
}
)";
        QCOMPARE(json::writeReport(r), expected);
    }

    // The command's file names first, the added racks counted from their names, the extension plan
    // nested.
    void extendReport()
    {
        layout::ExtendReport r;
        r.phase = "extension";
        r.racks = { "B01", "B02" };
        r.rows = { "B" };
        r.devices = 10;
        r.nodes = 4;
        r.leaves = 2;
        r.spines = 1;
        r.node_links = 32;
        r.uplinks = 16;
        r.deferred_uplinks = 2;
        r.rack_links = 20;
        r.side_leaves = 2;
        r.side_node_links = 8;
        r.side_uplinks = 4;
        r.oob_uplinks = 2;
        r.deferred_side_uplinks = 1;
        r.deferred_oob_uplinks = 0;
        r.unconnected_side_ports = 8;
        r.pathways = 3;
        analysis::ExtensionPlan &x = r.plan;
        x.fabric_template = "dgx-h100-superpod";
        x.installed_nodes = 32;
        x.target_nodes = 64;
        x.installed_leaves = 8;
        x.target_leaves = 16;
        x.installed_spines = 4;
        x.target_spines = 8;
        x.uplinks_per_leaf = 32;
        x.links_per_pair = 4;
        x.new_node_links = 256;
        x.kept_uplinks = 128;
        x.moved_uplinks = 2;
        x.new_uplinks = 384;
        x.moves = { { "leaf-su01-r1", "spine-01", 2 } };
        x.affected_nodes = 4;
        x.window_hours = 1.5;
        x.downtime_usd = 12000.5;
        x.hardware_usd = 250000;
        const std::string text = json::writeReport(fields::group([&](auto &&f) {
            f("file", std::string("big.plenum"));
            f("extends", std::string("pod.plenum"));
            visitReport(r, f);
        }));
        const std::string expected = R"({
  "file": "big.plenum",
  "extends": "pod.plenum",
  "phase": "extension",
  "racks": ["B01", "B02"],
  "rows": ["B"],
  "added": {
    "racks": 2,
    "devices": 10,
    "nodes": 4,
    "leaves": 2,
    "spines": 1,
    "node_links": 32,
    "uplinks": 16,
    "rack_links": 20,
    "side_leaves": 2,
    "side_node_links": 8,
    "side_uplinks": 4,
    "oob_uplinks": 2,
    "pathways": 3
  },
  "deferred_uplinks": 2,
  "deferred_node_links": 0,
  "deferred_side_uplinks": 1,
  "deferred_oob_uplinks": 0,
  "unconnected_side_ports": 8,
  "extension": {
    "fabric_template": "dgx-h100-superpod",
    "installed_nodes": 32,
    "target_nodes": 64,
    "installed_leaves": 8,
    "target_leaves": 16,
    "installed_spines": 4,
    "target_spines": 8,
    "uplinks_per_leaf": 32,
    "links_per_pair": 4,
    "new_node_links": 256,
    "kept_uplinks": 128,
    "moved_uplinks": 2,
    "new_uplinks": 384,
    "moves": [
      {"leaf": "leaf-su01-r1", "spine": "spine-01", "links": 2}
    ],
    "affected_nodes": 4,
    "window_hours": 1.5,
    "downtime_usd": 12000.5,
    "hardware_usd": 250000
  }
}
)";
        QCOMPARE(text, expected);
    }

    // A count for every kind (zeros too), `matches` from the differences, sites without by_name and
    // a difference without its `at`.
    void verifyReport()
    {
        asbuilt::VerifyReport v;
        v.file = "pod.plenum";
        v.discovered = "found.txt";
        v.format = "ibnetdiscover";
        v.renamed = 1;
        v.diff.planned_links = 2;
        v.diff.discovered_links = 2;
        v.diff.ok = 1;
        const asbuilt::Site node { "node01", "node01 mlx5_0", "A01", 3, "OSFP1P1", 1, true, false };
        const asbuilt::Site planned { "leaf01", "leaf01", "A02", 40, "OSFP1P1", 1, true, false };
        const asbuilt::Site found { "leaf01", "leaf01", "A02", 40, "", 3, false, true };
        asbuilt::Difference d;
        d.kind = asbuilt::DiffKind::Miswired;
        d.links = { 41 };
        d.cables = { "C-0041" };
        d.planned = { { node, planned } };
        d.found = { { node, found } };
        d.message = "node01 reaches leaf01 port 3";
        d.action = "move the cable to port 1";
        d.at = node;
        d.lines = { 12 };
        v.diff.differences = { d };
        const std::string expected = R"({
  "file": "pod.plenum",
  "discovered": "found.txt",
  "format": "ibnetdiscover",
  "planned_links": 2,
  "discovered_links": 2,
  "ok": 1,
  "renamed": 1,
  "matches": false,
  "counts": {"missing": 0, "miswired": 1, "swapped": 0, "degraded": 0, "unknown-device": 0, "extra": 0},
  "differences": [
    {
      "kind": "miswired",
      "links": [41],
      "cables": ["C-0041"],
      "planned": [
        {
          "a": {
            "device": "node01",
            "description": "node01 mlx5_0",
            "rack": "A01",
            "u": 3,
            "port": 1,
            "port_name": "OSFP1P1",
            "planned": true
          },
          "b": {
            "device": "leaf01",
            "description": "leaf01",
            "rack": "A02",
            "u": 40,
            "port": 1,
            "port_name": "OSFP1P1",
            "planned": true
          }
        }
      ],
      "found": [
        {
          "a": {
            "device": "node01",
            "description": "node01 mlx5_0",
            "rack": "A01",
            "u": 3,
            "port": 1,
            "port_name": "OSFP1P1",
            "planned": true
          },
          "b": {
            "device": "leaf01",
            "description": "leaf01",
            "rack": "A02",
            "u": 40,
            "port": 3,
            "port_name": "",
            "planned": false
          }
        }
      ],
      "message": "node01 reaches leaf01 port 3",
      "action": "move the cable to port 1",
      "lines": [12]
    }
  ]
}
)";
        QCOMPARE(json::writeReport(v), expected);
        v.diff.differences.clear();
        QVERIFY(json::writeReport(v).find("\"matches\": true,\n  \"counts\": {\"missing\": 0, \"miswired\": 0,")
            != std::string::npos);
    }

    // Names shown safely, a member per entity type, $INSUNITS with its unit or both null.
    void dxfDrawing()
    {
        dxf::Drawing d;
        d.insunits = 4;
        d.entities = 5;
        d.block_entities = 2;
        d.paper_entities = 1;
        d.layers = { { "WALLS", { { "LWPOLYLINE", 1 } }, 1 }, { "COL\x01", { { "INSERT", 1 }, { "CIRCLE", 3 } }, 4 },
            { "EMPTY", {}, 0 } };
        d.shapes.resize(3); // not listed
        const std::string expected = R"({
  "insunits": 4,
  "unit": "mm",
  "entities": 5,
  "block_entities": 2,
  "paper_space_entities": 1,
  "layers": [
    {
      "name": "WALLS",
      "entities": 1,
      "counts": {"LWPOLYLINE": 1}
    },
    {
      "name": "COL?",
      "entities": 4,
      "counts": {"CIRCLE": 3, "INSERT": 1}
    },
    {
      "name": "EMPTY",
      "entities": 0,
      "counts": {}
    }
  ]
}
)";
        QCOMPARE(json::writeReport(d), expected);
        d.insunits.reset();
        QVERIFY(json::writeReport(d).find("{\n  \"insunits\": null,\n  \"unit\": null,\n") == 0);
        d.insunits = 0; // unitless: no unit read
        QVERIFY(json::writeReport(d).find("{\n  \"insunits\": 0,\n  \"unit\": null,\n") == 0);
    }
};

QTEST_GUILESS_MAIN(TestReportFields)
#include "test_report_fields.moc"
