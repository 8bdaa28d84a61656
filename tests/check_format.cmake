# SPDX-License-Identifier: GPL-3.0-or-later
# Fails, naming the files, when a C++ source under core/, app/ or tests/ differs from what
# clang-format makes of it with the repository's .clang-format. Run as
#   cmake -DCLANG_FORMAT=clang-format-14 -DSOURCE_DIR=<repo> -P check_format.cmake
foreach(var CLANG_FORMAT SOURCE_DIR)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "check_format.cmake: ${var} is not set")
    endif()
endforeach()

file(GLOB_RECURSE sources
    "${SOURCE_DIR}/core/*.cpp" "${SOURCE_DIR}/core/*.h"
    "${SOURCE_DIR}/app/*.cpp" "${SOURCE_DIR}/app/*.h"
    "${SOURCE_DIR}/tests/*.cpp" "${SOURCE_DIR}/tests/*.h")
list(LENGTH sources count)
if(count LESS 100)
    message(FATAL_ERROR "check_format.cmake: only ${count} sources found under ${SOURCE_DIR}")
endif()

# One clang-format process for all files; it names each differing file in its diagnostics.
execute_process(COMMAND "${CLANG_FORMAT}" --dry-run --Werror --style=file ${sources}
    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE diagnostics)
set(differing "")
if(NOT rc EQUAL 0)
    string(REGEX MATCHALL "[^\n]*:[0-9]+:[0-9]+: error:" hits "${diagnostics}")
    foreach(hit IN LISTS hits)
        string(REGEX REPLACE ":[0-9]+:[0-9]+: error:$" "" path "${hit}")
        file(RELATIVE_PATH rel "${SOURCE_DIR}" "${path}")
        list(APPEND differing "${rel}")
    endforeach()
    list(REMOVE_DUPLICATES differing)
    if(NOT differing)
        message(FATAL_ERROR "clang-format failed (${rc}):\n${diagnostics}")
    endif()
endif()

if(differing)
    list(LENGTH differing n)
    list(JOIN differing "\n  " listed)
    message(FATAL_ERROR "${n} of ${count} C++ files differ from .clang-format "
        "(fix with clang-format -i):\n  ${listed}")
endif()
message(STATUS "${count} C++ files match .clang-format")
