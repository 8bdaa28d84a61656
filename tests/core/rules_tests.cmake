# SPDX-License-Identifier: GPL-3.0-or-later
# Tests of core/rules, included by tests/core/CMakeLists.txt.
plenum_add_test(test_rules SOURCES test_rules.cpp LIBS plenum_core)
