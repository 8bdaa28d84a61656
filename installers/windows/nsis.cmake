# SPDX-License-Identifier: GPL-3.0-or-later
# Windows installers (NSIS and WiX) — written, NOT tested: there is no Windows machine here.
# Build on Windows with Qt 6.4 (MSVC), then: cpack -G NSIS   or   cpack -G WIX
# windeployqt must copy the Qt runtime next to plenum.exe before packaging.
if(WIN32)
    set(CPACK_NSIS_DISPLAY_NAME "Plenum")
    set(CPACK_NSIS_PACKAGE_NAME "Plenum ${PROJECT_VERSION}")
    set(CPACK_NSIS_MUI_ICON "${PROJECT_SOURCE_DIR}/resources/desktop/plenum.ico")
    set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\plenum.exe")
    set(CPACK_NSIS_CREATE_ICONS_EXTRA "CreateShortCut '$SMPROGRAMS\\\\$STARTMENU_FOLDER\\\\Plenum.lnk' '$INSTDIR\\\\bin\\\\plenum.exe'")
    set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS
        "WriteRegStr HKCR '.plenum' '' 'Plenum.Project'\nWriteRegStr HKCR 'Plenum.Project\\\\shell\\\\open\\\\command' '' '\"$INSTDIR\\\\bin\\\\plenum.exe\" \"%1\"'")
    set(CPACK_WIX_UPGRADE_GUID "6F1C7C3E-6A55-4B43-9E0B-2D6F7B8A9C10")
    set(CPACK_WIX_PRODUCT_ICON "${PROJECT_SOURCE_DIR}/resources/desktop/plenum.ico")
endif()
