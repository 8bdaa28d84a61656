# SPDX-License-Identifier: GPL-3.0-or-later
# Sources of core/export (table exports), included by core/CMakeLists.txt.
