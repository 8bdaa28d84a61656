# SPDX-License-Identifier: GPL-3.0-or-later
# Renders a DXF drawing to PNG for the documentation (issue #21): Debian's python3-ezdxf reads it
# and its drawing add-on paints it with python3-matplotlib (both from installers/install-deps.sh).
# Not used by the tests.
#
#   /usr/bin/python3 docs/tools/render_dxf.py plan.dxf docs/screenshots/floorplan-dxf.png
import sys

import ezdxf
from ezdxf.addons.drawing import matplotlib as drawing

if len(sys.argv) != 3:
    sys.exit("usage: render_dxf.py DRAWING.dxf OUT.png")
doc = ezdxf.readfile(sys.argv[1])
# Dark, as CAD programs show model space: layer colour 7 (outline, names, title) is then white.
drawing.qsave(doc.modelspace(), sys.argv[2], bg="#1e1e1e", dpi=150, size_inches=(12, 7))
