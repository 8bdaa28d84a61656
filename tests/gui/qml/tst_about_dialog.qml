// SPDX-License-Identifier: GPL-3.0-or-later
// Help ▸ About names the guides it links to; the folder they live in (a build tree's, when the app
// runs from one) is not shown (issue 15, point 9).
import QtQuick
import QtTest
import Plenum

Item {
    width: 800
    height: 600

    AboutDialog {
        id: about
        docsUrl: "file:///work/build-tree/docs"
    }

    TestCase {
        name: "AboutDialog"
        when: windowShown

        function test_linksTheGuidesByName() {
            about.open()
            tryCompare(about, "opened", true)
            const docs = findChild(about.contentItem, "docs")
            verify(docs.visible)
            verify(docs.text.indexOf("href=\"file:///work/build-tree/docs/user-guide.md\"") >= 0, docs.text)
            verify(docs.text.indexOf("href=\"file:///work/build-tree/docs/cli.md\"") >= 0, docs.text)
            // What is read: the guides' names, never the path.
            const shown = docs.text.replace(/<[^>]*>/g, "")
            verify(shown.indexOf("/work") < 0, shown)
            verify(shown.indexOf("user guide") >= 0, shown)
            about.close()
            tryCompare(about, "visible", false)
        }
    }
}
