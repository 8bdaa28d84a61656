# SPDX-License-Identifier: GPL-3.0-or-later
# Sources, dependencies and data of core/catalog, included by core/CMakeLists.txt.
