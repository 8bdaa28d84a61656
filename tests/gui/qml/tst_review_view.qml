// SPDX-License-Identifier: GPL-3.0-or-later
// The Review page: shown, it writes the design review in the background and renders its Markdown
// (headings and tables as formatted text, not raw); after an edit it is rewritten.
import QtQuick
import QtTest
import Plenum

Item {
    width: 1000
    height: 700

    LanguageManager {
        id: language
    }

    ReviewView {
        id: view
        anchors.fill: parent
        jobs: testJobs
        shown: true
    }

    TestCase {
        name: "ReviewView"
        when: windowShown

        function test_rendersAndFollowsEdits() {
            verify(testJobs.reviewShown)
            tryVerify(() => testJobs.reviewCurrent, 30000)
            verify(testJobs.reviewMarkdown.indexOf("# Design review") === 0)
            const body = findChild(view, "reviewText")
            const plain = body.getText(0, body.length)
            verify(plain.indexOf("Design review") >= 0)
            verify(plain.indexOf("## ") < 0) // headings are formatted, not shown as Markdown
            verify(plain.indexOf("|---") < 0) // so are the tables
            verify(body.length > 1000)

            const rack = testDocument.firstRackWithDevices()
            verify(testDocument.moveRack(rack, 0, 0))
            verify(!testJobs.reviewCurrent)
            tryVerify(() => testJobs.reviewCurrent, 30000) // rewritten by itself after the edit
            view.shown = false
            verify(!testJobs.reviewShown)
        }

        // The review is the core's English text: in another language the page says so.
        function test_saysItIsInEnglish() {
            const note = findChild(view, "englishNote")
            language.language = "de"
            verify(note.visible)
            compare(note.text, "Auf Englisch verfasst")
            language.language = "en"
            verify(!note.visible)
            language.language = ""
        }
    }
}
