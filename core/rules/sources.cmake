# SPDX-License-Identifier: GPL-3.0-or-later
# Sources of core/rules (the design rule checker), included by core/CMakeLists.txt.
