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
foreach(target json project_file netbox netbox_site exporters ibnetdiscover iblinkinfo lldp dxf)
    set(corpus ${SOURCE_DIR}/corpus/${target})
    if(target STREQUAL "project_file")
        set(corpus ${SOURCE_DIR}/corpus/project)
    endif()
    set(scratch ${BINARY_DIR}/scratch/${target})
    file(MAKE_DIRECTORY ${scratch})
    message(STATUS "fuzzing ${target} for ${SECONDS} s")
    execute_process(
        COMMAND ${BINARY_DIR}/fuzz_${target} -max_total_time=${SECONDS} -max_len=262144 -timeout=10 -rss_limit_mb=2048
                -print_final_stats=1 ${scratch} ${corpus}
        WORKING_DIRECTORY ${BINARY_DIR}
        RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "fuzz_${target} found a failure (see the crash file in ${BINARY_DIR})")
    endif()
endforeach()
