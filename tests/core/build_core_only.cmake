# SPDX-License-Identifier: GPL-3.0-or-later
# Configures and builds core/ alone with every Qt package hidden from find_package.
execute_process(
    COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${BINARY_DIR} -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
            -DCMAKE_DISABLE_FIND_PACKAGE_Qt6=ON -DCMAKE_DISABLE_FIND_PACKAGE_Qt5=ON
            -DCMAKE_CXX_COMPILER_LAUNCHER=ccache
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "configuring core/ without Qt failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BINARY_DIR} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "building core/ without Qt failed")
endif()
