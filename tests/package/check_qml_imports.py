#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every QML module the app needs at run time is installed and comes from a Debian package that
installers/install-deps.sh installs and the .deb depends on (directly or through its dependencies).

"Needs" is found as Qt finds it: qmlimportscanner over qml/, then over the QML files of each module
found (Qt's own dialogs import Qt.labs.folderlistmodel), plus each module's run-time implementation
submodules (QtQuick.Dialogs loads QtQuick.Dialogs.quickimpl for its non-native dialogs), to a fixed
point. A module imported but not installed has no path: that fails, except the styles of other
platforms, which Qt's Controls list but never load here.

usage: check_qml_imports.py SOURCE_DIR QMLIMPORTSCANNER QML_IMPORT_DIR
"""
import json
import os
import re
import subprocess
import sys

OTHER_PLATFORMS = {"QtQuick.Controls.Windows", "QtQuick.Controls.macOS", "QtQuick.Controls.iOS"}
OWN = {"Plenum"}


def scan(scanner, root, import_dir):
    out = subprocess.run([scanner, "-rootPath", root, "-importPath", import_dir],
                         check=True, capture_output=True, text=True).stdout
    return [e for e in json.loads(out) if e.get("type") == "module"]


def needed_modules(source_dir, scanner, import_dir):
    found = {}  # name → path ("" when not installed)
    todo = [os.path.join(source_dir, "qml")]
    scanned = set()
    while todo:
        root = todo.pop()
        if root in scanned:
            continue
        scanned.add(root)
        for entry in scan(scanner, root, import_dir):
            name, path = entry["name"], entry.get("path", "")
            if name in found and found[name]:
                continue
            found[name] = path
            if path:
                todo.append(path)
                for impl in ("impl", "quickimpl"):
                    sub = os.path.join(path, impl)
                    if os.path.isfile(os.path.join(sub, "qmldir")):
                        found.setdefault(name + "." + impl, sub)
                        todo.append(sub)
    return found


def package_of(path):
    out = subprocess.run(["dpkg-query", "-S", path], capture_output=True, text=True)
    if out.returncode != 0:
        return None
    # "pkg1, pkg2: /path" — the owning package(s); architecture qualifiers dropped.
    owners = out.stdout.splitlines()[0].rsplit(":", 1)[0]
    return [p.strip().split(":")[0] for p in owners.split(",")]


def depends_closure(packages):
    seen, todo = set(), list(packages)
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        out = subprocess.run(["dpkg-query", "-W", "-f=${Depends}", p], capture_output=True, text=True)
        for alternative in re.split(r",\s*", out.stdout.strip()):
            if alternative:
                todo.append(alternative.split("|")[0].split()[0].split(":")[0])
    return seen


def main():
    source_dir, scanner, import_dir = sys.argv[1:4]
    with open(os.path.join(source_dir, "installers/install-deps.sh"), encoding="utf-8") as f:
        text = f.read()
    body = text[text.index("packages=("):]
    body = body[:body.index("\n)")]
    installed_by_script = {w for line in body.splitlines()[1:] for w in line.split("#")[0].split()}
    with open(os.path.join(source_dir, "installers/packaging.cmake"), encoding="utf-8") as f:
        m = re.search(r'CPACK_DEBIAN_PACKAGE_DEPENDS\s*"([^"]*)"', f.read())
    deb_depends = {p.strip().split()[0] for p in m.group(1).split(",")}

    problems = []
    found = needed_modules(source_dir, scanner, import_dir)
    script_closure = depends_closure(installed_by_script)
    deb_closure = depends_closure(deb_depends)
    for name, path in sorted(found.items()):
        if name in OWN or name in OTHER_PLATFORMS:
            continue
        if not path:
            problems.append(f"QML module {name} is imported but not installed")
            continue
        owners = package_of(path)
        if not owners:
            problems.append(f"QML module {name} ({path}) belongs to no Debian package")
            continue
        if not any(o in script_closure for o in owners):
            problems.append(f"QML module {name} comes from {'/'.join(owners)}, which install-deps.sh does not install")
        if not any(o in deb_closure for o in owners):
            problems.append(f"QML module {name} comes from {'/'.join(owners)}, which the .deb does not depend on")
    print(f"{len(found)} QML modules needed")
    for p in problems:
        print("FAIL:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
