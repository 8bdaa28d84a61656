# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when an executable needs a Qt Quick or QML library (issue 20: plenum-cli links QtGui and no
# QML/Quick). Reads the ELF dynamic section's NEEDED entries with readelf, and the libraries the
# loader would resolve, transitively, with ldd when there is one. Run as
#   cmake -DREADELF=readelf -DBINARY=<file> -P check_no_quick.cmake
cmake_minimum_required(VERSION 3.25)
foreach(var READELF BINARY)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "check_no_quick.cmake: ${var} is not set")
    endif()
endforeach()

execute_process(COMMAND "${READELF}" -d "${BINARY}" RESULT_VARIABLE rc OUTPUT_VARIABLE dynamic ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${READELF} -d ${BINARY} failed (${rc}): ${err}")
endif()
string(REGEX MATCHALL "\\(NEEDED\\)[^\n]*\\[[^]\n]*\\]" needed "${dynamic}")
list(TRANSFORM needed REPLACE "^.*\\[(.*)\\]$" "\\1")
# The check reads the list it means to: a Qt program needs QtCore, and plenum-cli draws with QtGui.
if(NOT "libQt6Core.so.6" IN_LIST needed OR NOT "libQt6Gui.so.6" IN_LIST needed)
    message(FATAL_ERROR "${BINARY}: NEEDED does not list libQt6Core and libQt6Gui: ${needed}")
endif()
set(offending ${needed})
list(FILTER offending INCLUDE REGEX "^libQt6(Quick|Qml)")
if(offending)
    message(FATAL_ERROR "${BINARY} needs ${offending} (NEEDED: ${needed})")
endif()

find_program(LDD ldd)
if(LDD)
    execute_process(COMMAND "${LDD}" "${BINARY}" RESULT_VARIABLE rc OUTPUT_VARIABLE resolved)
    if(rc EQUAL 0 AND resolved MATCHES "libQt6(Quick|Qml)[^ \n]*")
        message(FATAL_ERROR "${BINARY} loads ${CMAKE_MATCH_0} through its libraries:\n${resolved}")
    endif()
endif()
message(STATUS "${BINARY} needs: ${needed}")
