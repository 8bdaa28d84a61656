# SPDX-License-Identifier: GPL-3.0-or-later
# Tests of core/rules, included by tests/core/CMakeLists.txt.
# The rule codes' cases by family (the part of a code before the dot, rules_fixture.h): one
# executable each; test_rules checks that every declared code's family is in this list.
set(plenum_rule_families airflow cable fabric pathway power rack resilience space)
foreach(family IN LISTS plenum_rule_families)
    plenum_add_test(test_rules_${family} SOURCES test_rules_${family}.cpp rule_family_test.h LIBS plenum_core)
    target_compile_definitions(test_rules_${family} PRIVATE PLENUM_RULE_FAMILY="${family}")
endforeach()
list(JOIN plenum_rule_families "," plenum_rule_family_list)
plenum_add_test(test_rules SOURCES test_rules.cpp LIBS plenum_core)
target_compile_definitions(test_rules PRIVATE PLENUM_RULE_FAMILIES="${plenum_rule_family_list}")
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
