# SPDX-License-Identifier: GPL-3.0-or-later
# macOS disk image — written, NOT tested: there is no macOS machine here.
# Build on macOS with Qt 6.4, run macdeployqt on the bundle, then: cpack -G DragNDrop
if(APPLE)
    set(CPACK_DMG_VOLUME_NAME "Plenum ${PROJECT_VERSION}")
    set(CPACK_DMG_FORMAT "UDZO")
    set(MACOSX_BUNDLE_BUNDLE_NAME "Plenum")
    set(MACOSX_BUNDLE_GUI_IDENTIFIER "org.plenum.Plenum")
    set(MACOSX_BUNDLE_ICON_FILE "plenum.icns")
endif()
