# SPDX-License-Identifier: GPL-3.0-or-later
# The second, independent DXF reader of the export test (issue #21): Debian's python3-ezdxf opens
# the drawing, audits it, and prints one JSON object: the audit's errors and fixes, $INSUNITS, and
# the model-space entities per layer and type ({"PLENUM-RACKS": {"LWPOLYLINE": 32}, ...}), and each
# layer's colour: its AutoCAD Color Index and true colour (null when it has none).
import json
import sys

import ezdxf

doc = ezdxf.readfile(sys.argv[1])
auditor = doc.audit()
counts = {}
for e in doc.modelspace():
    layer = counts.setdefault(e.dxf.layer, {})
    layer[e.dxftype()] = layer.get(e.dxftype(), 0) + 1
print(json.dumps({
    "errors": [f"{e.code}: {e.message}" for e in auditor.errors],
    "fixes": len(auditor.fixes),
    "insunits": doc.header.get("$INSUNITS", None),
    "layers": sorted(layer.dxf.name for layer in doc.layers),
    "colours": {layer.dxf.name: [layer.color, layer.dxf.get("true_color")] for layer in doc.layers},
    "counts": counts,
}))
