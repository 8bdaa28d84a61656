# SPDX-License-Identifier: GPL-3.0-or-later
# Installation layout and packages. `cpack -G DEB` in the build tree builds the Debian package
# (tested by tests/package); installers/windows and installers/macos hold the NSIS/WiX and DMG
# settings, written but untested here (no Windows or macOS machine).
include(GNUInstallDirs)

install(TARGETS plenum plenum-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/org.plenum.Plenum.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/plenum.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/plenum-mime.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME plenum.xml)
# Help ▸ About links to the user guide and the command-line reference in this folder.
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/docs/user-guide.md ${PROJECT_SOURCE_DIR}/docs/cli.md
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
# Translations are compiled into the application's resources; nothing to install separately.

set(CPACK_PACKAGE_NAME "plenum")
set(CPACK_PACKAGE_VENDOR "Plenum")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Plan GPU clusters as they are really built")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "Plenum developers <dev@plenum.invalid>")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Plenum")
set(CPACK_RESOURCE_FILE_README ${PROJECT_SOURCE_DIR}/README.md)

set(CPACK_STRIP_FILES ON) # the package ships binaries without their debug information (~150 MB -> ~15 MB)
set(CPACK_DEBIAN_PACKAGE_SECTION "science")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON) # runtime library packages from dpkg-shlibdeps
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "qml6-module-qtqml, qml6-module-qtqml-models, qml6-module-qtqml-workerscript, qml6-module-qtquick, qml6-module-qtquick-templates, qml6-module-qtquick-controls, qml6-module-qtquick-layouts, qml6-module-qtquick-dialogs, qml6-module-qtquick-shapes, qml6-module-qtquick-window, qml6-module-qt-labs-settings, qml6-module-qt-labs-folderlistmodel, qml6-module-quick3d, qml6-module-quick3d-helpers, qml6-module-quick3d-effects, qt6-qpa-plugins, fonts-noto-cjk")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Plenum places racks, servers and switches on a floor plan, designs the network fabric for the cluster's target size, routes every cable through real trays with an orderable length, checks airflow, power and pathway fill, and exports BOM, cable schedules, labels and rack elevations.")

include(${CMAKE_CURRENT_LIST_DIR}/windows/nsis.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/macos/dmg.cmake)
include(CPack)
