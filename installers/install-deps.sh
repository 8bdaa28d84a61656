#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs exactly the Debian 12 packages Plenum needs to build, run and test that are missing.
# Idempotent: a second run installs nothing. Needs root (or sudo) only when something is missing.
set -euo pipefail

packages=(
  # toolchain
  g++ cmake ninja-build make pkg-config ccache
  # fuzzing (libFuzzer) and sanitizers
  clang-14 libclang-rt-14-dev
  # source formatting: make test fails when a file differs from .clang-format
  clang-format-14
  # core libraries
  libboost-dev libfmt-dev libsqlite3-dev libyaml-cpp-dev libxlsxwriter-dev
  # Qt 6.4 (base, declarative, quick3d + shadertools, svg, linguist tools)
  qt6-base-dev qt6-base-dev-tools qt6-declarative-dev qt6-declarative-dev-tools
  qt6-quick3d-dev qt6-quick3d-dev-tools qt6-shadertools-dev qt6-svg-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libxkbcommon-dev libgl-dev libvulkan-dev
  # PDF underlays (issue #18): Qt PDF renders a page of the architect's drawing (QPdfDocument::render)
  qt6-pdf-dev
  # QML runtime modules
  qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript qml6-module-qtcore
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates
  qml6-module-qtquick-layouts qml6-module-qtquick-shapes qml6-module-qtquick-dialogs
  qml6-module-qtquick-window qml6-module-qt-labs-settings qml6-module-qt-labs-platform
  qml6-module-qt-labs-qmlmodels qml6-module-qt-labs-folderlistmodel qml6-module-quick3d qml6-module-quick3d-helpers qml6-module-quick3d-effects qml6-module-qttest
  qt6-qpa-plugins
  # fonts (DejaVu for Latin, Noto CJK for Simplified Chinese)
  fonts-dejavu-core fonts-noto-cjk
  # test tools: headless display, Mesa, PDF, SQLite and XLSX (zip) readers
  xvfb xauth libgl1-mesa-dri poppler-utils sqlite3 unzip
  # packaging test: dpkg-shlibdeps
  dpkg-dev
  # as-built test: ibsim simulates the exported fabric, the real ibnetdiscover reads it
  ibsim-utils infiniband-diags
  # IBDM topology test: ibutils' ibdmchk reads, routes and checks the exported fabric.topo
  ibutils
  # PTM topology test: graphviz's gc reads the exported topology.dot
  graphviz
  # Slurm test: the real slurmctld (and munge for its authentication) reads the exported topology.conf
  slurmctld slurm-client munge
  # DXF import and export of the floor plan (issue #21): dxflib reads and writes DXF in core/dxf
  # (GPL-2+, compatible with GPL-3.0-or-later); python3-ezdxf is the second, independent reader
  # the export test opens the written DXF with (ezdxf's audit must find no errors)
  libdxflib-dev python3-ezdxf
  # docs/tools/render_dxf.py (the rendered DXF in docs/screenshots): ezdxf's drawing add-on paints
  # with matplotlib; no test uses it
  python3-matplotlib
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "plenum: installing ${#missing[@]} missing Debian package(s): ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  sudo_cmd=()
elif command -v sudo >/dev/null 2>&1; then
  sudo_cmd=(sudo)
else
  echo "plenum: these packages are missing and I am not root (and there is no sudo):" >&2
  echo "  apt-get install ${missing[*]}" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
