// SPDX-License-Identifier: GPL-3.0-or-later
// A QML warning is a test failure (issue #15): a dead menu item (TypeError), a binding loop or a
// missing module shows up only as a line on the console, so every GUI suite installs this guard,
// which counts the QML engine's warnings and errors and passes every message on as before. The
// suite's main() then fails when any was counted, naming them.
#pragma once

#include <QByteArray>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <cstdio>

namespace plenum::test {

class QmlWarningGuard {
public:
    // Installs the guard once; later calls only return it. Install it after QtTest has begun
    // logging (QtTest's own handler does not pass messages on), e.g. in the first test's setup.
    static QmlWarningGuard &install()
    {
        static QmlWarningGuard guard;
        if (!guard.m_previous)
            guard.m_previous = qInstallMessageHandler(&QmlWarningGuard::handle);
        return guard;
    }
    static QStringList &seen()
    {
        static QStringList list;
        return list;
    }
    // Whether `message` (of `category`) is the QML engine's: a QML/JS location, a QML category or
    // one of the engine's own phrasings.
    static bool isQmlMessage(const char *category, const QString &message)
    {
        static const QRegularExpression qml(QStringLiteral(
            R"(\.qml:\d+|^QML |TypeError|ReferenceError|Binding loop|is not installed|is not a type|Cannot assign|)"
            R"(Unable to assign|Cannot read property|Cannot call method|Failed to load|Cannot resolve)"));
        const QByteArray cat(category ? category : "");
        return cat == "qml" || cat == "js" || cat.startsWith("qt.qml") || cat.startsWith("qt.quick")
            || qml.match(message).hasMatch();
    }
    // Prints what was seen and returns the number of QML warnings (0: none).
    static int report()
    {
        for (const QString &line : seen())
            std::fprintf(stderr, "FAIL! QML warning: %s\n", qPrintable(line));
        if (!seen().isEmpty())
            std::fprintf(stderr, "FAIL! %lld QML warning(s): a QML warning is a test failure\n",
                static_cast<long long>(seen().size()));
        return int(seen().size());
    }

private:
    static void handle(QtMsgType type, const QMessageLogContext &context, const QString &message)
    {
        if (type != QtDebugMsg && type != QtInfoMsg && isQmlMessage(context.category, message))
            seen().append(message);
        if (install().m_previous)
            install().m_previous(type, context, message);
    }
    QtMessageHandler m_previous = nullptr;
};

} // namespace plenum::test
