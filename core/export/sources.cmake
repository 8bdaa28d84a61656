# SPDX-License-Identifier: GPL-3.0-or-later
# Sources of core/export (table exports), included by core/CMakeLists.txt.
find_package(PkgConfig REQUIRED)
pkg_check_modules(XLSXWRITER REQUIRED IMPORTED_TARGET xlsxwriter)
target_sources(plenum_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/bom.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cable_schedule.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core_exporters.cpp
    ${CMAKE_CURRENT_LIST_DIR}/json_topology.cpp
    ${CMAKE_CURRENT_LIST_DIR}/markdown_table.cpp
    ${CMAKE_CURRENT_LIST_DIR}/netbox_tables.cpp
    ${CMAKE_CURRENT_LIST_DIR}/phase_scope.cpp
    ${CMAKE_CURRENT_LIST_DIR}/slurm_topology.cpp
    ${CMAKE_CURRENT_LIST_DIR}/table.cpp
)
target_link_libraries(plenum_core PRIVATE PkgConfig::XLSXWRITER)
