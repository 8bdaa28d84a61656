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

    SelectionPropertiesModel {
        id: properties
        document: testDocument
    }

    SettingsDialog {
        id: settings
        autosave: testAutosave
        language: language
    }

    TestCase {
        name: "Language"
        when: windowShown

        function labels() {
            const result = []
            for (let i = 0; i < properties.rowCount(); ++i)
                result.push(properties.data(properties.index(i, 0), Qt.UserRole + 1)) // LabelRole
            return result
        }

        function test_switchRetranslatesAtOnce() {
            testDocument.selection.rackId = testDocument.firstRackWithDevices()
            tryCompare(properties, "kind", "rack")
            verify(labels().indexOf("Weight") >= 0, labels().join(", "))
            settings.open()
            tryCompare(settings, "opened", true)
            const box = findChild(settings.contentItem, "language")
            verify(box !== null && box.visible)
            compare(box.count, 4)
            box.currentIndex = box.indexOfValue("de")
            box.activated(box.currentIndex)
            compare(language.effectiveLanguage, "de")
            tryCompare(settings, "title", "Einstellungen")
            properties.retranslate() // what Main does on languageChanged
            verify(labels().indexOf("Gewicht") >= 0, labels().join(", "))
            box.currentIndex = box.indexOfValue("zh_CN")
            box.activated(box.currentIndex)
            tryCompare(settings, "title", "设置")
            box.currentIndex = box.indexOfValue("en")
            box.activated(box.currentIndex)
            tryCompare(settings, "title", "Settings")
            language.language = ""
            settings.close()
        }

        // Regression (issue 15, point 9): the language box opened blank.
        function test_languageBoxShowsTheChoice_data() {
            return [{ tag: "system", code: "", name: "System default" }, { tag: "de", code: "de", name: "Deutsch" },
                    { tag: "en", code: "en", name: "English" }]
        }

        function test_languageBoxShowsTheChoice(data) {
            language.language = data.code
            settings.open()
            tryCompare(settings, "opened", true)
            const box = findChild(settings.contentItem, "language")
            compare(box.currentValue, data.code)
            compare(box.displayText, data.name)
            settings.close()
            tryCompare(settings, "visible", false)
            language.language = ""
        }
    }
}
