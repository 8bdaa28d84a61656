# SPDX-License-Identifier: GPL-3.0-or-later
# core/dxf (issue #21): the hall from an architect's DXF drawing and the floor plan as DXF, read
# and written by dxflib (Debian's libdxflib-dev, GPL-2+). Its own library, so that no other part of
# core includes a dxflib header; included by core/CMakeLists.txt.
find_package(PkgConfig REQUIRED)
pkg_check_modules(DXFLIB REQUIRED IMPORTED_TARGET GLOBAL dxflib)
add_library(plenum_dxf STATIC
    ${CMAKE_CURRENT_LIST_DIR}/arc_flatten.cpp
    ${CMAKE_CURRENT_LIST_DIR}/block_expand.cpp
    ${CMAKE_CURRENT_LIST_DIR}/dxf_drawing.cpp
    ${CMAKE_CURRENT_LIST_DIR}/floorplan_dxf.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hall_import.cpp
)
target_link_libraries(plenum_dxf PUBLIC plenum_core PRIVATE PkgConfig::DXFLIB)
target_compile_options(plenum_dxf PRIVATE -Wall -Wextra -Wpedantic)
set_target_properties(plenum_dxf PROPERTIES POSITION_INDEPENDENT_CODE ON)
