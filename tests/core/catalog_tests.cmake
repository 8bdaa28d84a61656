# SPDX-License-Identifier: GPL-3.0-or-later
# Tests of core/catalog and its CLI commands (included by tests/core/CMakeLists.txt).
plenum_add_test(test_catalog SOURCES test_catalog.cpp LIBS plenum_core)
plenum_add_test(test_catalog_netbox SOURCES test_catalog_netbox.cpp LIBS plenum_core yaml-cpp)
plenum_add_test(test_catalog_cli SOURCES test_catalog_cli.cpp LIBS plenum_core)
add_dependencies(test_catalog_cli plenum-cli)
plenum_add_test(test_protocol SOURCES test_protocol.cpp LIBS plenum_core)
