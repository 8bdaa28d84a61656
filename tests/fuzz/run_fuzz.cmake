# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the fuzz targets with clang and runs each for SECONDS seconds over the committed seeds.
# New inputs go to a scratch corpus in the build tree; the committed corpus is only read.
# Arguments: -DSOURCE_DIR=tests/fuzz -DBINARY_DIR=… -DSECONDS=…
execute_process(
    COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${BINARY_DIR} -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
            -DCMAKE_CXX_COMPILER=clang++-14
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "configuring the fuzz targets with clang++-14 failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BINARY_DIR} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "building the fuzz targets failed")
endif()
# A failure is also written to ${BINARY_DIR}/FAILURE.txt (the target, the end of its log and the
# input that failed, in hex), which `make test` prints last, so that the end of a CI log names it.
set(failure ${BINARY_DIR}/FAILURE.txt)
file(REMOVE ${failure})
foreach(target json project_file netbox netbox_site exporters ibnetdiscover iblinkinfo lldp netbox_cables name_map dxf)
    set(corpus ${SOURCE_DIR}/corpus/${target})
    if(target STREQUAL "project_file")
        set(corpus ${SOURCE_DIR}/corpus/project)
    endif()
    set(scratch ${BINARY_DIR}/scratch/${target})
    set(artifacts ${BINARY_DIR}/artifacts/${target})
    set(log ${BINARY_DIR}/fuzz_${target}.log)
    file(REMOVE_RECURSE ${artifacts})
    file(MAKE_DIRECTORY ${scratch} ${artifacts})
    message(STATUS "fuzzing ${target} for ${SECONDS} s")
    execute_process(
        COMMAND ${BINARY_DIR}/fuzz_${target} -max_total_time=${SECONDS} -max_len=262144 -timeout=10 -rss_limit_mb=2048
                -print_final_stats=1 -artifact_prefix=${artifacts}/ ${scratch} ${corpus}
        WORKING_DIRECTORY ${BINARY_DIR}
        OUTPUT_FILE ${log} ERROR_FILE ${log}
        RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        file(READ ${log} text)
        string(LENGTH "${text}" length)
        set(from 0)
        if(length GREATER 6000)
            math(EXPR from "${length} - 6000")
        endif()
        string(SUBSTRING "${text}" ${from} -1 tail)
        set(report "fuzz_${target} failed (exit ${rc}); the end of ${log}:\n${tail}\n")
        file(GLOB found ${artifacts}/*)
        foreach(input ${found})
            file(SIZE ${input} size)
            file(READ ${input} hex LIMIT 2048 HEX)
            get_filename_component(name ${input} NAME)
            string(APPEND report "input ${name}, ${size} bytes (hex of at most the first 2048):\n${hex}\n")
        endforeach()
        # The sanitizer's or libFuzzer's verdict last, where the tail of a log shows it.
        string(REGEX MATCHALL "[^\n]*(INFO: Seed: [0-9]+|ERROR: [^\n]*|SUMMARY: [^\n]*|runtime error: [^\n]*|#[0-9]+ 0x[0-9a-f]+ in plenum[^\n]*)" verdict "${text}")
        list(JOIN verdict "\n" verdict)
        string(APPEND report "fuzz_${target} failed (exit ${rc}):\n${verdict}\n")
        file(WRITE ${failure} "${report}")
        message(FATAL_ERROR "${report}")
    endif()
endforeach()
