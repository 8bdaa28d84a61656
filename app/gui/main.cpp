// SPDX-License-Identifier: GPL-3.0-or-later
// plenum [FILE]                                  opens FILE in the editor
// plenum --grab OUT.png [--view floor|elevation|3d|checks|cables|review] [FILE]    renders FILE (after its
//                                                checks ran), saves a screenshot and exits
// plenum --lang de|zh_CN|en                      shows the UI in that language for this run
#include "app_shell.h"
#include "i18n/language_manager.h"
#include "model/types.h"
#include "store/atomic_file.h"
#include "tools/window_grabber.h"
#include "util/huge_pages.h"

#include <QCommandLineParser>
#include <QFile>
#include <QGuiApplication>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QThreadPool>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

int main(int argc, char *argv[])
{
    plenum::util::restartWithHugePages(argv);
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("Plenum"));
    QGuiApplication::setApplicationName(QStringLiteral("Plenum"));
    QGuiApplication::setApplicationVersion(QStringLiteral(PLENUM_VERSION_STRING));
    QQuickStyle::setStyle(QStringLiteral("Fusion"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Plan GPU clusters as they are really built."));
    parser.addHelpOption();
    const QCommandLineOption grab(
        QStringLiteral("grab"), QStringLiteral("Save a screenshot to <png> and exit."), QStringLiteral("png"));
    const QCommandLineOption view(QStringLiteral("view"),
        QStringLiteral("View to show: floor, elevation, 3d, checks, cables, review."), QStringLiteral("view"),
        QStringLiteral("floor"));
    const QCommandLineOption theme(QStringLiteral("theme"),
        QStringLiteral("Colour theme: light or dark (saved as the setting)."), QStringLiteral("theme"));
    const QCommandLineOption lang(QStringLiteral("lang"),
        QStringLiteral("Language for this run: en, de or zh_CN (not saved)."), QStringLiteral("lang"));
    const QCommandLineOption select(QStringLiteral("select"),
        QStringLiteral("Select a cable by label, or mark a rack or device by name."), QStringLiteral("name"));
    parser.addOptions({ grab, view, theme, lang, select });
    parser.addPositionalArgument(
        QStringLiteral("file"), QStringLiteral("Project to open (.plenum)."), QStringLiteral("[FILE]"));
    parser.process(app);
    const bool grabbing = parser.isSet(grab);
    auto fail = [](const QString &message) {
        std::fprintf(stderr, "plenum: %s\n", qPrintable(message));
        return 2;
    };
    const QStringList views { QStringLiteral("floor"), QStringLiteral("elevation"), QStringLiteral("3d"),
        QStringLiteral("checks"), QStringLiteral("cables"), QStringLiteral("review") };
    if (!views.contains(parser.value(view)))
        return fail(
            QStringLiteral("unknown view '%1' (known: %2)").arg(parser.value(view), views.join(QStringLiteral(", "))));

    plenum::app::LanguageManager language; // before anything translatable is created
    if (parser.isSet(lang) && !language.setOverride(parser.value(lang)))
        return fail(QStringLiteral("unknown language '%1' (known: %2)")
                        .arg(parser.value(lang),
                            plenum::app::LanguageManager::supportedLanguages().join(QStringLiteral(", "))));

    if (grabbing && !parser.positionalArguments().isEmpty()) {
        // The screenshot is an output like any other: never written onto the project it shows.
        plenum::OutputRules rules;
        rules.replace = true;
        rules.inputs = { QFile::encodeName(parser.positionalArguments().constFirst()).toStdString() };
        try {
            plenum::checkOutput(QFile::encodeName(parser.value(grab)).toStdString(), rules);
        } catch (const plenum::Error &e) {
            return fail(QString::fromUtf8(e.what()));
        }
    }

    plenum::app::AppShell shell(language);
    plenum::app::Document &document = shell.document();
    plenum::app::ProjectJobs &jobs = shell.jobs();
    if (grabbing) {
        shell.autosave().setIntervalMs(0); // a screenshot run never writes autosaves
        document.recentFiles()->setRecording(false); // nor adds to Open Recent
    }
    if (parser.positionalArguments().isEmpty())
        shell.autosave().checkForRecovery(); // untitled work from a session that ended unexpectedly
    else if (!document.file()->open(parser.positionalArguments().constFirst()) && grabbing)
        return fail(document.lastError());
    if (parser.isSet(select) && !document.selection()->selectByName(parser.value(select)))
        return fail(QStringLiteral("nothing is called '%1'").arg(parser.value(select)));

    plenum::app::AppShell::Options options;
    options.view = parser.value(view);
    options.theme = parser.value(theme);
    options.interactive = !grabbing;
    QQuickWindow *window = shell.load(options);
    if (!window)
        return fail(QStringLiteral("the user interface failed to load"));

    plenum::app::WindowGrabber grabber(window, parser.value(grab));
    if (grabbing) {
        QObject::connect(
            &grabber, &plenum::app::WindowGrabber::finished, &app, &QCoreApplication::exit, Qt::QueuedConnection);
        // The picture shows the findings, the cable rows and the review: grab once no background
        // work is left (the checks run first, then the thread pool is idle).
        QTimer *idle = new QTimer(&grabber);
        QObject::connect(idle, &QTimer::timeout, &grabber, [&, idle, polls = 0]() mutable {
            const bool busy = jobs.checks()->isRunning() || jobs.review()->isRunning()
                || QThreadPool::globalInstance()->activeThreadCount() > 0;
            if (busy && ++polls < 1200) // at most a minute
                return;
            idle->stop();
            grabber.start();
        });
        idle->start(50);
        jobs.runChecks();
    }
    return app.exec();
}
