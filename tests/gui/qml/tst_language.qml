// SPDX-License-Identifier: GPL-3.0-or-later
// Choosing a language in the Settings dialog retranslates the open UI at once.
import QtQuick
import QtTest
import Plenum

Item {
    width: 800
    height: 600

    LanguageManager {
        id: language
    }

    SettingsDialog {
        id: settings
        autosave: testAutosave
        language: language
    }

    TestCase {
        name: "Language"
        when: windowShown

        function test_switchRetranslatesAtOnce() {
            settings.open()
            tryCompare(settings, "opened", true)
            const box = findChild(settings.contentItem, "language")
            verify(box !== null && box.visible)
            compare(box.count, 4)
            box.currentIndex = box.indexOfValue("de")
            box.activated(box.currentIndex)
            compare(language.effectiveLanguage, "de")
            tryCompare(settings, "title", "Einstellungen")
            box.currentIndex = box.indexOfValue("zh_CN")
            box.activated(box.currentIndex)
            tryCompare(settings, "title", "设置")
            box.currentIndex = box.indexOfValue("en")
            box.activated(box.currentIndex)
            tryCompare(settings, "title", "Settings")
            language.language = ""
            settings.close()
        }
    }
}
