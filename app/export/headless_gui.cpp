// SPDX-License-Identifier: GPL-3.0-or-later
#include "headless_gui.h"

#include <cstdio>

namespace plenum::app {
namespace {

void quietStartup(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type != QtFatalMsg && message.startsWith(QLatin1String("QStandardPaths:")))
        return;
    std::fprintf(stderr, "%s\n", qPrintable(message));
}

} // namespace

std::unique_ptr<QGuiApplication> headlessGui()
{
    if (QCoreApplication::instance())
        return nullptr;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qInstallMessageHandler(quietStartup);
    static int argc = 1;
    static char name[] = "plenum-cli";
    static char *argv[] = { name, nullptr };
    return std::make_unique<QGuiApplication>(argc, argv);
}

} // namespace plenum::app
