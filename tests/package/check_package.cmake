# SPDX-License-Identifier: GPL-3.0-or-later
# cpack -G DEB → dpkg-deb -x → the extracted tree holds the binaries, desktop entry, icon and MIME
# type, and its plenum-cli runs: --version, new, route, check, stats on a small SuperPOD.
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

function(run)
    execute_process(COMMAND ${ARGN} WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                    ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}\n${err}")
    endif()
    set(last_output "${out}" PARENT_SCOPE)
endfunction()

run(cpack -G DEB --config ${BINARY_DIR}/CPackConfig.cmake -B ${WORK_DIR}/out)
file(GLOB debs ${WORK_DIR}/out/*.deb)
list(LENGTH debs count)
if(NOT count EQUAL 1)
    message(FATAL_ERROR "expected one .deb, found: ${debs}")
endif()
run(dpkg-deb --info ${debs})
if(NOT last_output MATCHES "Package: plenum" OR NOT last_output MATCHES "Depends:")
    message(FATAL_ERROR "package control data incomplete:\n${last_output}")
endif()
run(dpkg-deb -x ${debs} ${WORK_DIR}/root)

set(root ${WORK_DIR}/root/usr)
foreach(f bin/plenum bin/plenum-cli share/applications/org.plenum.Plenum.desktop
          share/icons/hicolor/scalable/apps/plenum.svg share/mime/packages/plenum.xml)
    if(NOT EXISTS ${root}/${f})
        message(FATAL_ERROR "the package lacks /usr/${f}")
    endif()
endforeach()

run(${root}/bin/plenum-cli --version)
if(NOT last_output MATCHES "^plenum-cli [0-9]+\\.[0-9]+\\.[0-9]+")
    message(FATAL_ERROR "unexpected --version output: ${last_output}")
endif()
run(${root}/bin/plenum-cli new ${WORK_DIR}/su.plenum --template dgx-h100-superpod --nodes 32)
run(${root}/bin/plenum-cli route ${WORK_DIR}/su.plenum --json)
if(NOT last_output MATCHES "\"unrouted\": \\[\\]")
    message(FATAL_ERROR "routing the packaged sample left links unrouted:\n${last_output}")
endif()
# check: 0 (clean) or 1 (errors found) are answers; 2 would be a failure to check.
execute_process(COMMAND ${root}/bin/plenum-cli check ${WORK_DIR}/su.plenum --json RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT (rc EQUAL 0 OR rc EQUAL 1) OR NOT out MATCHES "\"findings\"")
    message(FATAL_ERROR "the packaged plenum-cli check failed (${rc}):\n${out}")
endif()
run(${root}/bin/plenum-cli stats ${WORK_DIR}/su.plenum --json)
if(NOT last_output MATCHES "\"gpus\": 256")
    message(FATAL_ERROR "unexpected stats from the packaged plenum-cli:\n${last_output}")
endif()
message(STATUS "package ${debs} installs and runs")
