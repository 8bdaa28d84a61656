# SPDX-License-Identifier: GPL-3.0-or-later
# Tests of core/rules, included by tests/core/CMakeLists.txt.
plenum_add_test(test_rules SOURCES test_rules.cpp LIBS plenum_core)
plenum_add_test(test_rules_unrouted SOURCES test_rules_unrouted.cpp LIBS plenum_core)
plenum_add_test(test_rules_templates SOURCES test_rules_templates.cpp LIBS plenum_core)
set_tests_properties(test_rules_templates PROPERTIES TIMEOUT 900)
# Issue #23: every template at 64, 512 and 2,048 nodes routes completely and checks clean. The
# 2,048-node cases (14 s of CPU, up to 2 min wall under load) are their own entry, labelled "scale", run in parallel.
plenum_add_test(test_templates_at_scale SOURCES test_templates_at_scale.cpp LIBS plenum_core)
set_tests_properties(test_templates_at_scale PROPERTIES TIMEOUT 600)
add_test(NAME test_templates_at_scale_2048 COMMAND test_templates_at_scale at2048)
set_tests_properties(test_templates_at_scale_2048 PROPERTIES TIMEOUT 1200 LABELS scale
    ENVIRONMENT PLENUM_SCALE_2048=1)
plenum_add_test(test_rules_power SOURCES test_rules_power.cpp LIBS plenum_core)
