// SPDX-License-Identifier: GPL-3.0-or-later
// What the gesture tests share (issue #18): the AppShell's real window on a template project,
// shown, active and fitted; items found by object name (visible ones first, popups included);
// floor millimetres to window points; menu entries and their shortcut text, the menu bar's entries; screenshots into
// $PLENUM_DOC_SCREENSHOTS. A test class derives from it and calls startShell() in init() and
// stopShell() in cleanup().
#pragma once

#include "app_shell.h"
#include "i18n/language_manager.h"

#include <QDir>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

#include <memory>

namespace plenum::test {

class GestureFixture {
protected:
    std::unique_ptr<app::LanguageManager> m_language;
    std::unique_ptr<app::AppShell> m_shell;
    QQuickWindow *m_window = nullptr;

    app::Document &doc() { return m_shell->document(); }

    // The window at 1400 × 900 on a new project from `templateName`; QVERIFY-fails the test otherwise.
    void startShell(const QString &templateName = QStringLiteral("starter"))
    {
        m_language = std::make_unique<app::LanguageManager>();
        m_shell = std::make_unique<app::AppShell>(*m_language);
        QVERIFY(doc().newFromTemplate(templateName));
        m_shell->autosave().setIntervalMs(0);
        m_window = m_shell->load({});
        QVERIFY(m_window);
        m_window->resize(1400, 900);
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
        QTRY_VERIFY_WITH_TIMEOUT(!m_shell->jobs().routing()->isRunning(), 60000);
        m_window->setProperty("closeConfirmed", true);
        m_shell.reset();
        m_language.reset();
        m_window = nullptr;
    }

    // A visible item of the window by object name (popups and list delegates included), else a
    // hidden one (the cable schedule has a floor plan of its own).
    QQuickItem *item(const QString &name)
    {
        QQuickItem *hidden = nullptr;
        QList<QQuickItem *> todo { m_window->contentItem()->parentItem() ? m_window->contentItem()->parentItem()
                                                                         : m_window->contentItem() };
        while (!todo.isEmpty()) {
            QQuickItem *i = todo.takeLast();
            if (i->objectName() == name) {
                if (i->isVisible())
                    return i;
                hidden = hidden ? hidden : i;
            }
            todo.append(i->childItems());
        }
        return hidden;
    }
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
    // Clicks the title of the menu bar's menu number `index`, then its entry `text` (without the
    // '&'); false when either is not there.
    bool clickMenuEntry(int index, const QString &text)
    {
        auto *bar = m_window->findChild<QQuickItem *>(QStringLiteral("menuBar"));
        QQuickItem *title = nullptr;
        if (!bar || !QMetaObject::invokeMethod(bar, "itemAt", Q_RETURN_ARG(QQuickItem *, title), Q_ARG(int, index))
            || !title)
            return false;
        QObject *menu = title->property("menu").value<QObject *>();
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(title));
        if (!menu || !QTest::qWaitFor([menu] { return menu->property("opened").toBool(); }, 3000))
            return false;
        const int count = menu->property("count").toInt();
        for (int i = 0; i < count; ++i) {
            QQuickItem *entry = nullptr;
            QMetaObject::invokeMethod(menu, "itemAt", Q_RETURN_ARG(QQuickItem *, entry), Q_ARG(int, i));
            if (entry && entry->property("text").toString().remove(QLatin1Char('&')) == text) {
                QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(entry));
                return true;
            }
        }
        return false;
    }
    void showView(const QString &view)
    {
        QMetaObject::invokeMethod(m_window, "showView", Q_ARG(QVariant, view));
        QTest::qWait(100);
    }
};

} // namespace plenum::test
