// SPDX-License-Identifier: GPL-3.0-or-later
// plenum [FILE]                                  opens FILE in the editor
// plenum --grab OUT.png [--view floor|elevation|3d] [FILE]    renders FILE, saves a screenshot and exits
#include "autosave_manager.h"
#include "document.h"
#include "window_grabber.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("Plenum"));
    QGuiApplication::setApplicationName(QStringLiteral("Plenum"));
    QQuickStyle::setStyle(QStringLiteral("Fusion"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Plan GPU clusters as they are really built."));
    parser.addHelpOption();
    const QCommandLineOption grab(QStringLiteral("grab"), QStringLiteral("Save a screenshot to <png> and exit."),
                                  QStringLiteral("png"));
    const QCommandLineOption view(QStringLiteral("view"), QStringLiteral("View to show: floor, elevation, 3d."), QStringLiteral("view"),
                                  QStringLiteral("floor"));
    parser.addOptions({grab, view});
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("Project to open (.plenum)."), QStringLiteral("[FILE]"));
    parser.process(app);
    const bool grabbing = parser.isSet(grab);
    auto fail = [](const QString &message) {
        std::fprintf(stderr, "plenum: %s\n", qPrintable(message));
        return 2;
    };
    const QStringList views{QStringLiteral("floor"), QStringLiteral("elevation"), QStringLiteral("3d")};
    if (!views.contains(parser.value(view)))
        return fail(QStringLiteral("unknown view '%1' (known: %2)").arg(parser.value(view), views.join(QStringLiteral(", "))));

    plenum::app::Document document;
    plenum::app::AutosaveManager autosave(&document);
    if (grabbing)
        autosave.setIntervalMs(0); // a screenshot run never writes autosaves
    if (parser.positionalArguments().isEmpty())
        autosave.checkForRecovery(); // untitled work from a session that ended unexpectedly
    else if (!document.open(parser.positionalArguments().constFirst()) && grabbing)
        return fail(document.lastError());

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml")); // where qt_add_qml_module put Plenum's qmldir
    engine.setInitialProperties({{QStringLiteral("document"), QVariant::fromValue(&document)},
                                 {QStringLiteral("autosave"), QVariant::fromValue(&autosave)},
                                 {QStringLiteral("interactive"), !grabbing},
                                 {QStringLiteral("view"), parser.value(view)}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Plenum/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return fail(QStringLiteral("the user interface failed to load"));

    plenum::app::WindowGrabber grabber(qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst()),
                                       parser.value(grab));
    if (grabbing) {
        QObject::connect(&grabber, &plenum::app::WindowGrabber::finished, &app, &QCoreApplication::exit,
                         Qt::QueuedConnection);
        grabber.start();
    }
    return app.exec();
}
