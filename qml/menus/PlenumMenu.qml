// SPDX-License-Identifier: GPL-3.0-or-later
// A menu of the window's menu bar: its entries show their shortcuts, and it is as wide as its
// widest entry (Qt 6.4's Menu keeps its background's 200 px and cuts longer entries off).
import QtQuick
import QtQuick.Controls

Menu {
    id: menu

    delegate: PlenumMenuItem {}
    contentWidth: {
        let widest = 0
        for (let i = 0; i < menu.count; ++i) {
            const entry = menu.itemAt(i)
            if (entry)
                widest = Math.max(widest, entry.implicitWidth)
        }
        return widest
    }
}
