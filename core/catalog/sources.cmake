# SPDX-License-Identifier: GPL-3.0-or-later
# Sources, dependencies and data of core/catalog, included by core/CMakeLists.txt.
find_package(yaml-cpp REQUIRED)

# The built-in catalogue (resources/catalog/**/*.yaml) is compiled into the library.
set(_catalog_data_dir ${CMAKE_CURRENT_SOURCE_DIR}/../resources/catalog)
file(GLOB_RECURSE _catalog_data CONFIGURE_DEPENDS ${_catalog_data_dir}/*.yaml)
set(_catalog_embedded ${CMAKE_CURRENT_BINARY_DIR}/generated/catalog_embedded.cpp)
add_custom_command(
    OUTPUT ${_catalog_embedded}
    COMMAND ${CMAKE_COMMAND} -DRESOURCE_DIR=${_catalog_data_dir} -DOUTPUT=${_catalog_embedded}
            -P ${CMAKE_CURRENT_SOURCE_DIR}/catalog/embed.cmake
    DEPENDS ${_catalog_data} ${CMAKE_CURRENT_SOURCE_DIR}/catalog/embed.cmake
    COMMENT "Embedding the built-in catalogue"
    VERBATIM)

target_sources(plenum_core PRIVATE
    catalog/catalog.cpp
    catalog/load_device.cpp
    catalog/load_media.cpp
    catalog/netbox_export.cpp
    catalog/netbox_import.cpp
    catalog/netbox_types.cpp
    catalog/protocol.cpp
    catalog/sources.cpp
    catalog/yaml_reader.cpp
    ${_catalog_embedded})
target_link_libraries(plenum_core PRIVATE yaml-cpp)
