// SPDX-License-Identifier: GPL-3.0-or-later
// What the gesture tests share (issue #18): the AppShell's real window on a template project,
// shown, active and fitted; items found by object name (visible ones first, popups included);
// floor millimetres to window points; the menu bar's menus and entries clicked, a shortcut's text;
// dialogs' buttons clicked and file dialogs answered with a typed name or a picked file; screenshots
// into $PLENUM_DOC_SCREENSHOTS. A test class derives from it and calls startShell() in init() and
// stopShell() in cleanup().
#pragma once

#include "app_shell.h"
#include "i18n/language_manager.h"

#include <QDir>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>
#include <QUrl>

#include <memory>

namespace plenum::test {

class GestureFixture {
protected:
    std::unique_ptr<app::LanguageManager> m_language;
    std::unique_ptr<app::AppShell> m_shell;
    QQuickWindow *m_window = nullptr;

    app::Document &doc() { return m_shell->document(); }

    // The window at `size` (1400 × 900 unless given) on a new project from `templateName`;
    // QVERIFY-fails the test otherwise.
    void startShell(const QString &templateName = QStringLiteral("starter"), QSize size = QSize(1400, 900))
    {
        m_language = std::make_unique<app::LanguageManager>();
        m_shell = std::make_unique<app::AppShell>(*m_language);
        QVERIFY(doc().newFromTemplate(templateName));
        m_shell->autosave().setIntervalMs(0);
        m_window = m_shell->load({});
        QVERIFY(m_window);
        m_window->resize(size);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        m_window->requestActivate(); // window shortcuts (Ctrl+Z, Ctrl+K) need the active window
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        QTRY_VERIFY(plan() && plan()->width() > 0);
        QTest::qWait(100); // the plan fits the hall once it has a size
    }

    void stopShell()
    {
        m_shell->jobs().routing()->cancel();
        QTRY_VERIFY_WITH_TIMEOUT(
            !m_shell->jobs().routing()->isRunning() && !m_shell->exports().job()->isRunning(), 60000);
        m_window->setProperty("closeConfirmed", true);
        m_shell.reset();
        m_language.reset();
        m_window = nullptr;
    }

    // Every item of the window, popups (menus, dialogs, their list rows) included: the visual tree,
    // as list delegates have no QObject parent to find them by.
    QList<QQuickItem *> itemTree()
    {
        QList<QQuickItem *> items;
        QList<QQuickItem *> todo { m_window->contentItem()->parentItem() ? m_window->contentItem()->parentItem()
                                                                         : m_window->contentItem() };
        while (!todo.isEmpty()) {
            QQuickItem *i = todo.takeLast();
            items.append(i);
            todo.append(i->childItems());
        }
        return items;
    }
    // A visible item of the window by object name (popups and list delegates included), else a
    // hidden one (the cable schedule has a floor plan of its own).
    QQuickItem *item(const QString &name)
    {
        QQuickItem *hidden = nullptr;
        for (QQuickItem *i : itemTree()) {
            if (i->objectName() != name)
                continue;
            if (i->isVisible())
                return i;
            hidden = hidden ? hidden : i;
        }
        return hidden;
    }
    // An object of the window by object name (a popup or dialog, which is not in the item tree).
    QObject *object(const char *name) { return m_window->findChild<QObject *>(QString::fromLatin1(name)); }
    QQuickItem *plan() { return item(QStringLiteral("floorPlan")); }
    // A menu entry on screen (a closed menu's entries are not), else nullptr.
    QQuickItem *menuItem(const char *name)
    {
        QQuickItem *entry = item(QLatin1String(name));
        return entry && entry->isVisible() ? entry : nullptr;
    }
    // The shortcut a PlenumMenuItem shows.
    static QString shortcutOf(QQuickItem *entry)
    {
        for (QQuickItem *child : entry->childItems())
            if (child->objectName() == QStringLiteral("shortcutText"))
                return child->property("text").toString();
        return QString();
    }
    static QPoint centreOf(QQuickItem *i) { return i->mapToScene(QPointF(i->width() / 2, i->height() / 2)).toPoint(); }
    // The window point of a floor position in millimetres.
    QPoint floorPoint(double xMm, double yMm)
    {
        QPointF p;
        QMetaObject::invokeMethod(plan(), "mapFromWorld", Q_RETURN_ARG(QPointF, p), Q_ARG(QPointF, QPointF(xMm, yMm)));
        return plan()->mapToScene(p).toPoint();
    }
    qint64 rackId(const char *name)
    {
        for (const auto &r : doc().project().racks)
            if (r.name == name)
                return qint64(r.id);
        return 0;
    }
    void shot(const char *name)
    {
        const QString dir = qEnvironmentVariable("PLENUM_DOC_SCREENSHOTS");
        if (!dir.isEmpty())
            m_window->grabWindow().save(QDir(dir).filePath(QString::fromLatin1(name)));
    }
    // Opens the menu bar's menu number `index` by clicking its title; returns the menu (a
    // QQuickMenu), or nullptr when it is not there or did not open.
    QObject *openMenu(int index)
    {
        auto *bar = m_window->findChild<QQuickItem *>(QStringLiteral("menuBar"));
        QQuickItem *title = nullptr;
        if (!bar || !QMetaObject::invokeMethod(bar, "itemAt", Q_RETURN_ARG(QQuickItem *, title), Q_ARG(int, index))
            || !title)
            return nullptr;
        QObject *menu = title->property("menu").value<QObject *>();
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(title));
        if (!menu || !QTest::qWaitFor([menu] { return menu->property("opened").toBool(); }, 3000))
            return nullptr;
        return menu;
    }
    // A menu's entries (separators left out).
    static QList<QQuickItem *> menuEntries(QObject *menu)
    {
        QList<QQuickItem *> entries;
        const int count = menu->property("count").toInt();
        for (int i = 0; i < count; ++i) {
            QQuickItem *entry = nullptr;
            QMetaObject::invokeMethod(menu, "itemAt", Q_RETURN_ARG(QQuickItem *, entry), Q_ARG(int, i));
            if (entry && entry->inherits("QQuickMenuItem"))
                entries.append(entry);
        }
        return entries;
    }
    // A menu's entry by its text without the '&', else nullptr.
    static QQuickItem *menuEntry(QObject *menu, const QString &text)
    {
        for (QQuickItem *e : menuEntries(menu))
            if (e->property("text").toString().remove(QLatin1Char('&')) == text)
                return e;
        return nullptr;
    }
    // Opens menu `index` and clicks its entry `text` (in its submenu `sub` when given); false when
    // a menu or an entry is not there.
    bool clickMenuEntry(int index, const QString &text, const QString &sub = {})
    {
        QObject *menu = openMenu(index);
        if (!menu)
            return false;
        if (!sub.isEmpty()) {
            QQuickItem *subEntry = menuEntry(menu, sub);
            if (!subEntry)
                return false;
            QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(subEntry));
            menu = subEntry->property("subMenu").value<QObject *>();
            if (!menu || !QTest::qWaitFor([menu] { return menu->property("opened").toBool(); }, 3000))
                return false;
        }
        QQuickItem *entry = menuEntry(menu, text);
        if (!entry)
            return false;
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(entry));
        return true;
    }
    // Whether the popup or dialog `name` becomes visible within 3 s.
    bool waitVisible(const char *name)
    {
        QObject *o = object(name);
        return o && QTest::qWaitFor([o] { return o->property("visible").toBool(); }, 3000);
    }
    void closePopup(const char *name)
    {
        if (QObject *o = object(name))
            QMetaObject::invokeMethod(o, "close");
        QTest::qWait(50);
    }
    // Lets a popup just opened lay out its buttons (the polish runs before the next frame): under
    // load a click could otherwise land where a button was before the layout.
    void settle()
    {
        QSignalSpy frames(m_window, &QQuickWindow::frameSwapped);
        m_window->update();
        (void)QTest::qWaitFor( // a frame or two, or none under the offscreen platform: either way on
            [&frames] { return frames.size() >= 2 || (frames.size() >= 1 && !frames.wait(300)); }, 2000);
    }
    // Clicks the visible button whose text is one of `texts` (a dialog's Save, Open or OK).
    bool clickButton(const QStringList &texts)
    {
        settle();
        for (QQuickItem *i : itemTree()) {
            if (!i->inherits("QQuickAbstractButton") || !i->isVisible() || i->window() != m_window)
                continue;
            if (texts.contains(i->property("text").toString().remove(QLatin1Char('&')))) {
                QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(i));
                return true;
            }
        }
        qWarning("no button %s", qPrintable(texts.join(QLatin1Char('/'))));
        return false;
    }
    // Types `name` into the open file dialog `dialogName`'s name field, in `folder`, and presses
    // Enter and the dialog's button, as a user does; true once the dialog has closed.
    bool typeFileName(const char *dialogName, const QString &folder, const QString &name)
    {
        if (!waitVisible(dialogName)) {
            qWarning("the dialog %s did not open", dialogName);
            return false;
        }
        object(dialogName)->setProperty("currentFolder", QUrl::fromLocalFile(folder));
        QQuickItem *field = item(QStringLiteral("fileNameTextField"));
        if (!field || !field->isVisible()) {
            qWarning("no file name field in %s", dialogName);
            return false;
        }
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(field));
        QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
        for (const QChar ch : name) // QTest::keyClicks() takes widgets only
            QTest::keyClick(m_window, ch.toLatin1());
        QTest::keyClick(m_window, Qt::Key_Return); // ends the editing: the dialog takes the name
        if (!clickButton({ QStringLiteral("Save"), QStringLiteral("Open"), QStringLiteral("OK") }))
            return false;
        QObject *dialog = object(dialogName);
        return QTest::qWaitFor([dialog] { return !dialog->property("visible").toBool(); }, 3000);
    }
    // Picks `name` in the open file dialog `dialogName`'s list of `folder` and presses Open, as a
    // user does; true once the dialog has closed.
    bool pickFile(const char *dialogName, const QString &folder, const QString &name)
    {
        if (!waitVisible(dialogName))
            return false;
        QObject *dialog = object(dialogName);
        dialog->setProperty("currentFolder", QUrl::fromLocalFile(folder));
        QQuickItem *row = nullptr; // each file dialog has its own rows: the visible one's
        (void)QTest::qWaitFor( // `row` says whether it was found
            [&] {
                for (QQuickItem *d : itemTree())
                    if (d->objectName().startsWith(QStringLiteral("fileDialogDelegate")) && d->isVisible()
                        && d->property("fileName").toString() == name)
                        row = d;
                return row != nullptr;
            },
            5000);
        if (!row)
            return false;
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(row));
        if (!clickButton({ QStringLiteral("Open"), QStringLiteral("OK") }))
            return false;
        return QTest::qWaitFor([dialog] { return !dialog->property("visible").toBool(); }, 3000);
    }
    void showView(const QString &view)
    {
        QMetaObject::invokeMethod(m_window, "showView", Q_ARG(QVariant, view));
        QTest::qWait(100);
    }
};

} // namespace plenum::test
