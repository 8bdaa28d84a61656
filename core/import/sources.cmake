# SPDX-License-Identifier: GPL-3.0-or-later
# Sources of core/import (sites from other tools: NetBox CSV), included by core/CMakeLists.txt.
target_sources(plenum_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/csv_reader.cpp
    ${CMAKE_CURRENT_LIST_DIR}/netbox_site.cpp
    ${CMAKE_CURRENT_LIST_DIR}/site_links.cpp
)
