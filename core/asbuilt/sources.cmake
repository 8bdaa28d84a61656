# SPDX-License-Identifier: GPL-3.0-or-later
# Sources of core/asbuilt (plan against as-built, issue #19), included by core/CMakeLists.txt.
target_sources(plenum_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/diff.cpp
    ${CMAKE_CURRENT_LIST_DIR}/discovery.cpp
    ${CMAKE_CURRENT_LIST_DIR}/eth_plan.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fixlist.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ib_plan.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ibdm_topo.cpp
    ${CMAKE_CURRENT_LIST_DIR}/iblinkinfo_parse.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ibnetdiscover_parse.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ibnetdiscover_export.cpp
    ${CMAKE_CURRENT_LIST_DIR}/line_error.cpp
    ${CMAKE_CURRENT_LIST_DIR}/lldp_parse.cpp
    ${CMAKE_CURRENT_LIST_DIR}/name_map.cpp
    ${CMAKE_CURRENT_LIST_DIR}/netbox_cables.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ptm_dot.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ufm_p2p.cpp
)
