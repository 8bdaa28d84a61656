# SPDX-License-Identifier: GPL-3.0-or-later
# Tests of core/rules, included by tests/core/CMakeLists.txt.
plenum_add_test(test_rules SOURCES test_rules.cpp LIBS plenum_core)
plenum_add_test(test_rules_unrouted SOURCES test_rules_unrouted.cpp LIBS plenum_core)
plenum_add_test(test_rules_templates SOURCES test_rules_templates.cpp LIBS plenum_core)
set_tests_properties(test_rules_templates PROPERTIES TIMEOUT 900)
