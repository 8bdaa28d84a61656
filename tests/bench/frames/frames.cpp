// SPDX-License-Identifier: GPL-3.0-or-later
// `make bench` (second part): frame times of the floor plan and the 3D hall on the 16,384-GPU
// project (multiplane-8x400, 2048 nodes, routed; or FILE). Each view is shown in a 1280 × 800
// window, then every frame pans and zooms the plan (selects another rack, drags a rack type's preview
// across it, or orbits the 3D camera) and the time between
// frames is recorded with the swap interval off. Prints view, frames, mean and 95th percentile in ms
// (DESIGN.md §11: ≤ 16 ms), after an empty window's frames as the renderer's own floor. Measurements
// only; nothing is asserted. Needs a display for 3D (run it
// under xvfb-run); without OpenGL the floor plan falls back to the software renderer and 3D is skipped.
//
//   plenum-bench-frames [--views empty,plan,select,drag,3d,edit,edit-checks] [FILE]
//
// `edit` times the window's own edit path after the views (windowEdits below), made on the floor
// plan; `edit-checks` the same with the Checks view shown (its tree follows every edit).
//
// The drag (issue #18) is split three ways: `floor drag` as the app previews a palette drag (the
// plan cached as a texture while the preview shows, FloorView.cachePlan), `drag uncached` the same
// with that cache off (the whole plan redrawn every frame), and `drag no check` the cached drag with
// the preview moved without its placement check; after the table, the time of one previewRack()
// call (snap, check, preview) and of the check alone (Document::rackPlacementProblem) at the
// places the drag visits.
#include "document/document.h"
#include "jobs/project_jobs.h"
#include "models/cable_table_model.h"
#include "models/check_tree_model.h"
#include "routing/router.h"
#include "store/project_file.h"
#include "templates/templates.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlComponent>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QSurfaceFormat>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <fmt/format.h>

#include <QVector3D>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>
#include <numeric>
#include <vector>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

namespace {

constexpr int kWarmupFrames = 10;
constexpr int kFrames = 240;

struct Result {
    QString view;
    std::vector<double> frameMs;
    QString note;
};

// Shows `qml` (a window around one view) and records kFrames frame intervals while `step(i)` changes
// the view before each frame.
Result measure(QQmlEngine &engine, const QString &name, const QByteArray &qml,
    const std::function<void(QObject *root, int frame)> &step)
{
    Result result { name, {}, {} };
    QQmlComponent component(&engine);
    component.setData(qml,
        QUrl(QStringLiteral("file:///plenum-bench/%1.qml")
                 .arg(QString(name).replace(QLatin1Char(' '), QLatin1Char('-')))));
    std::unique_ptr<QObject> root(component.create());
    auto *window = qobject_cast<QQuickWindow *>(root.get());
    if (!window) {
        result.note = component.errorString().trimmed();
        return result;
    }
    QElapsedTimer clock;
    QElapsedTimer startup;
    startup.start();
    int frame = 0;
    qint64 last = 0;
    QEventLoop loop;
    QObject::connect(
        window, &QQuickWindow::frameSwapped, &loop,
        [&] {
            const qint64 now = clock.nsecsElapsed();
            if (frame == 0)
                result.note = QStringLiteral("first frame after %1 ms").arg(startup.elapsed());
            if (frame >= kWarmupFrames)
                result.frameMs.push_back(double(now - last) / 1e6);
            last = now;
            if (++frame >= kWarmupFrames + kFrames + 1) {
                loop.quit();
                return;
            }
            step(root.get(), frame);
            window->update();
        },
        Qt::QueuedConnection);
    QTimer::singleShot(180000, &loop, &QEventLoop::quit); // never hang a bench run
    clock.start();
    window->show();
    loop.exec();
    if (!result.frameMs.empty())
        result.frameMs.erase(result.frameMs.begin()); // the interval that straddles the first update
    if (window->rendererInterface()->graphicsApi() == QSGRendererInterface::Software)
        result.note += QStringLiteral(", software renderer");
    return result;
}

void print(const std::vector<Result> &results, const QString &project)
{
    std::printf("\nFrame times, %s (1280 x 800 window)\n", qPrintable(project));
    std::printf("%-12s %7s %9s %9s %9s  %s\n", "view", "frames", "mean ms", "p95 ms", "max ms", "note");
    for (const Result &r : results) {
        std::vector<double> ms = r.frameMs;
        if (ms.empty()) {
            std::printf("%-12s %7d %9s %9s %9s  %s\n", qPrintable(r.view), 0, "-", "-", "-", qPrintable(r.note));
            continue;
        }
        std::sort(ms.begin(), ms.end());
        const double mean = std::accumulate(ms.begin(), ms.end(), 0.0) / double(ms.size());
        const double p95 = ms[std::min(ms.size() - 1, std::size_t(double(ms.size()) * 0.95))];
        std::printf("%-12s %7zu %9.2f %9.2f %9.2f  %s\n", qPrintable(r.view), ms.size(), mean, p95, ms.back(),
            qPrintable(r.note));
    }
}

} // namespace

// The window's edit (issue #17 as a user meets it): a leaf switch deleted and the deletion undone,
// `repeats` times, each rerouted and rechecked by the window's engine (ProjectJobs with the
// document's states, the reroute without its delay), timed from the edit to the findings current.
// Everything runs on this thread, with the models of the checks view (shown when `checksShown`) and
// the (hidden) cable table attached: `longest` is the longest it was busy at once — the window frozen.
// An undo is rerouted with the next edit (the cables come back with it), so the next deletion's
// time includes replaying the undo.
void windowEdits(plenum::app::Document &document, int repeats, bool checksShown)
{
    using namespace plenum;
    app::ProjectJobs jobs;
    jobs.setAutoCheck(false); // checks run when asked, below, not on the timer
    jobs.setRerouteDelay(0);
    jobs.setDocument(&document);
    // The window's views listen to the document as in Main.qml: the edit is made on the floor plan
    // (the checks tree hidden keeps its counts, the cable table nothing), or with the Checks view
    // shown beside it.
    app::CheckTreeModel checkModel;
    checkModel.setActive(checksShown);
    checkModel.setDocument(&document);
    app::CableTableModel cableModel;
    cableModel.setActive(false);
    cableModel.setDocument(&document);
    auto until = [](const std::function<bool()> &done, double &longest) {
        QElapsedTimer all;
        all.start();
        while (!done() && all.elapsed() < 600000) {
            QElapsedTimer one;
            one.start();
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            longest = std::max(longest, double(one.nsecsElapsed()) / 1e6);
        }
        return done();
    };
    double ignored = 0;
    // The states: an opened or generated project's routing state is made in the background (when its
    // cables are what the router lays), the first check in a job.
    QElapsedTimer prepare;
    prepare.start();
    if (!until([&] { return bool(document.routingInput().state); }, ignored)) {
        std::printf("\nwindow edit: skipped — no routing state (the file's cables are not what the router lays)\n");
        return;
    }
    const double routeS = double(prepare.elapsed()) / 1000;
    prepare.restart();
    jobs.runChecks();
    until([&] { return document.findingsCurrent(); }, ignored);
    const double checkS = double(prepare.elapsed()) / 1000;
    qint64 leaf = 0;
    for (const Device &d : document.project().devices)
        for (const DeviceType &t : document.project().device_types)
            if (!leaf && t.id == d.device_type && t.role == "leaf")
                leaf = qint64(d.id);
    if (!leaf) {
        std::printf("\nwindow edit: skipped — no leaf switch\n");
        return;
    }
    const int routings = jobs.routing()->runs(), checks = jobs.checks()->runs();
    std::vector<double> del, undo, delBusy, undoBusy, delEdit, delRoute, undoEdit;
    auto rerouted = [&] {
        const auto in = document.routingInput();
        return in.state && in.changes.empty();
    };
    for (int k = 0; k < repeats; ++k) {
        double longest = 0;
        QElapsedTimer t;
        t.start();
        QElapsedTimer one;
        one.start();
        document.deleteDevice(leaf);
        longest = double(one.nsecsElapsed()) / 1e6;
        delEdit.push_back(longest);
        one.restart();
        until(rerouted, longest);
        delRoute.push_back(double(one.nsecsElapsed()) / 1e6);
        one.restart();
        jobs.runChecks();
        longest = std::max(longest, double(one.nsecsElapsed()) / 1e6);
        until([&] { return document.findingsCurrent(); }, longest);
        del.push_back(double(t.nsecsElapsed()) / 1e6);
        delBusy.push_back(longest);

        longest = 0;
        t.restart();
        one.restart();
        document.undo();
        undoEdit.push_back(double(one.nsecsElapsed()) / 1e6);
        jobs.runChecks();
        longest = double(one.nsecsElapsed()) / 1e6;
        until([&] { return document.findingsCurrent(); }, longest);
        undo.push_back(double(t.nsecsElapsed()) / 1e6);
        undoBusy.push_back(longest);
    }
    auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    std::printf("\nwindow edit%s (the states: routing %.1f s, first check %.1f s), median of %d:\n",
        checksShown ? ", the Checks view shown" : "", routeS, checkS, repeats);
    std::printf(
        "  delete a leaf switch  %7.0f ms to rerouted and rechecked (edit %.0f + reroute %.0f + check %.0f; the "
        "window busy at most %.0f ms at once)\n",
        median(del), median(delEdit), median(delRoute), median(del) - median(delEdit) - median(delRoute),
        median(delBusy));
    std::printf("  undo                  %7.0f ms to rechecked (undo %.0f + check %.0f; rerouted with the next edit)\n",
        median(undo), median(undoEdit), median(undo) - median(undoEdit));
    std::printf("  background jobs run meanwhile: %d routing, %d checks\n", jobs.routing()->runs() - routings,
        jobs.checks()->runs() - checks);
}

int main(int argc, char *argv[])
{
    qputenv("QSG_RENDER_LOOP", "basic"); // frames on this thread: frameSwapped timing is the frame's cost
    QSurfaceFormat format = QSurfaceFormat::defaultFormat();
    format.setSwapInterval(0); // not throttled to the display's refresh
    QSurfaceFormat::setDefaultFormat(format);
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("Plenum"));
    QGuiApplication::setApplicationName(QStringLiteral("plenum-bench-frames"));
    QQuickStyle::setStyle(QStringLiteral("Fusion"));

    const QStringList allViews { QStringLiteral("empty"), QStringLiteral("plan"), QStringLiteral("select"),
        QStringLiteral("drag"), QStringLiteral("3d"), QStringLiteral("edit"), QStringLiteral("edit-checks") };
    QStringList views = allViews;
    QString file;
    const QStringList args = QGuiApplication::arguments().mid(1);
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--views") && i + 1 < args.size()) {
            views = args[++i].split(QLatin1Char(','), Qt::SkipEmptyParts);
            for (const QString &v : views)
                if (!allViews.contains(v)) {
                    std::fprintf(stderr, "plenum-bench-frames: unknown view '%s' (views: %s)\n", qPrintable(v),
                        qPrintable(allViews.join(QLatin1Char(','))));
                    return 2;
                }
        } else if (args[i].startsWith(QLatin1Char('-')) || !file.isEmpty()) {
            std::fprintf(stderr, "usage: plenum-bench-frames [--views %s] [FILE.plenum]\n",
                qPrintable(allViews.join(QLatin1Char(','))));
            return 2;
        } else {
            file = args[i];
        }
    }

    plenum::app::Document document;
    QString projectName;
    if (!file.isEmpty()) {
        if (!document.file()->open(file)) {
            std::fprintf(stderr, "plenum-bench-frames: %s\n", qPrintable(document.lastError()));
            return 2;
        }
        projectName = file;
    } else {
        std::printf("generating and routing the 16,384-GPU project (multiplane-8x400, 2048 nodes)…\n");
        std::fflush(stdout);
        plenum::TemplateOptions options;
        options.nodes = 2048;
        plenum::Project project = plenum::projectFromTemplate("multiplane-8x400", options);
        plenum::routing::routeProject(project);
        document.adoptProject(std::move(project));
        projectName = QStringLiteral("16,384 GPUs, multiplane-8x400");
    }
    projectName += QStringLiteral(": %1 racks, %2 devices, %3 cables")
                       .arg(document.rackCount())
                       .arg(document.deviceCount())
                       .arg(document.cableCount());

    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.rootContext()->setContextProperty(QStringLiteral("benchDocument"), &document);
    std::vector<Result> results;

    // What the renderer costs with nothing to draw (under xvfb-run: Mesa's software OpenGL).
    if (views.contains(QLatin1String("empty")))
        results.push_back(measure(engine, QStringLiteral("empty window"),
            "import QtQuick\nWindow { width: 1280; height: 800; color: \"white\" }", [](QObject *root, int frame) {
                root->setProperty("color", frame % 2 ? QColor(Qt::white) : QColor(0xfefefe));
            }));

    const QByteArray floorQml = R"(
        import QtQuick
        import Plenum
        Window {
            width: 1280; height: 800
            property alias plan: view.plan
            property alias floorView: view
            FloorView { id: view; anchors.fill: parent; document: benchDocument }
        })";
    // Pan and zoom: a slow zoom in and out around the centre with a sideways drift.
    if (views.contains(QLatin1String("plan")))
        results.push_back(measure(engine, QStringLiteral("floor plan"), floorQml, [](QObject *root, int frame) {
            QObject *plan = root->property("plan").value<QObject *>();
            const double factor = (frame / 60) % 2 == 0 ? 1.02 : 1 / 1.02;
            QMetaObject::invokeMethod(plan, "zoomBy", Q_ARG(double, factor));
        }));

    if (views.contains(QLatin1String("select"))) {
        document.selection()->setRackId(document.firstRackWithDevices());
        results.push_back(measure(engine, QStringLiteral("floor select"), floorQml, [&document](QObject *, int frame) {
            const auto &racks = document.project().racks;
            document.selection()->setRackId(racks[std::size_t(frame) % racks.size()].id); // a click on another rack
        }));
    }

    // Drag (issue #18: ≥ 30 frames/s): a rack type from the palette moved across the plan, 7 px
    // right and 3 px down each frame (wrapping), previewed where it would stand as a drag from the
    // palette does — snapped to the tile grid, with the placement check (FloorView.previewRack).
    document.selection()->setRackId(0);
    std::vector<double> previewMs, checkMs;
    int refused = 0;
    if (views.contains(QLatin1String("drag")) && !document.project().rack_types.empty()) {
        const plenum::RackType &type = document.project().rack_types.front();
        const QString slug = QString::fromStdString(type.slug);
        const QVariantMap entry { { QStringLiteral("slug"), slug }, { QStringLiteral("widthMm"), type.width_mm },
            { QStringLiteral("depthMm"), type.depth_mm } };
        auto dragPoint = [](int frame) { return QPointF(100 + (frame * 7) % 1080, 100 + (frame * 3) % 600); };
        // As the palette does; the call and, again, the check alone at the place it snapped to are
        // timed apart from the frame (the frame times include the call).
        auto drag = [&, entry](QObject *root, int frame) {
            QObject *view = root->property("floorView").value<QObject *>();
            QElapsedTimer call;
            call.start();
            QMetaObject::invokeMethod(
                view, "previewRack", Q_ARG(QVariant, entry), Q_ARG(QVariant, dragPoint(frame)), Q_ARG(QVariant, false));
            previewMs.push_back(double(call.nsecsElapsed()) / 1e6);
            const QVariantMap placing = view->property("ghost").value<QObject *>()->property("placing").toMap();
            QElapsedTimer check;
            check.start();
            const QString problem
                = document.rackPlacementProblem(slug, qint64(placing.value(QStringLiteral("x")).toDouble()),
                    qint64(placing.value(QStringLiteral("y")).toDouble()), 0);
            checkMs.push_back(double(check.nsecsElapsed()) / 1e6);
            refused += problem.isEmpty() ? 0 : 1;
        };
        results.push_back(measure(engine, QStringLiteral("floor drag"), floorQml, drag));
        const std::vector<double> cachedPreviewMs = previewMs, cachedCheckMs = checkMs;
        const int cachedRefused = refused;
        // The same with the plan redrawn every frame (before issue #18's cache).
        results.push_back(measure(engine, QStringLiteral("drag uncached"), floorQml, [&](QObject *root, int frame) {
            root->property("floorView").value<QObject *>()->setProperty("cachePlan", false);
            drag(root, frame);
        }));
        previewMs = cachedPreviewMs, checkMs = cachedCheckMs, refused = cachedRefused;
        // The preview moved the same way but not checked: snapped by the plan, shown as free.
        results.push_back(
            measure(engine, QStringLiteral("drag no check"), floorQml, [&, entry](QObject *root, int frame) {
                QObject *view = root->property("floorView").value<QObject *>();
                QObject *plan = root->property("plan").value<QObject *>();
                QPointF world;
                QMetaObject::invokeMethod(
                    plan, "mapToWorld", Q_RETURN_ARG(QPointF, world), Q_ARG(QPointF, dragPoint(frame)));
                QPointF snapped;
                QMetaObject::invokeMethod(
                    plan, "snapWorld", Q_RETURN_ARG(QPointF, snapped), Q_ARG(QPointF, world), Q_ARG(bool, false));
                QVariantMap placing = entry;
                placing.insert(QStringLiteral("x"), snapped.x());
                placing.insert(QStringLiteral("y"), snapped.y());
                placing.insert(QStringLiteral("rotation"), 0);
                placing.insert(QStringLiteral("problem"), QString());
                view->property("ghost").value<QObject *>()->setProperty("placing", placing);
            }));
    }

    const bool gpu = QGuiApplication::platformName() != QLatin1String("offscreen");
    if (!views.contains(QLatin1String("3d"))) {
    } else if (gpu) {
        const QByteArray hallQml = R"(
            import QtQuick
            import Plenum
            Window {
                width: 1280; height: 800
                Hall3DView { id: view; anchors.fill: parent; document: benchDocument }
            })";
        results.push_back(measure(engine, QStringLiteral("3d hall"), hallQml, [](QObject *root, int) {
            QObject *orbit = root->findChild<QObject *>(QStringLiteral("orbitOrigin"));
            if (!orbit)
                return;
            QVector3D euler = orbit->property("eulerRotation").value<QVector3D>();
            euler.setY(euler.y() + 1.5f); // orbit around the hall
            orbit->setProperty("eulerRotation", euler);
        }));
    } else {
        results.push_back({ QStringLiteral("3d hall"), {}, QStringLiteral("skipped: no OpenGL (run under xvfb-run)") });
    }
    print(results, projectName);
    if (!checkMs.empty()) {
        auto line = [](const char *what, std::vector<double> ms) {
            std::sort(ms.begin(), ms.end());
            const double mean = std::accumulate(ms.begin(), ms.end(), 0.0) / double(ms.size());
            std::printf("%-44s %7zu calls, mean %.3f ms, median %.3f ms, max %.3f ms\n", what, ms.size(), mean,
                ms[ms.size() / 2], ms.back());
        };
        std::printf("\nDrag preview (floor drag), per frame, apart from the frame:\n");
        line("FloorView.previewRack (snap, check, preview)", previewMs);
        line("Document::rackPlacementProblem alone", checkMs);
        std::printf("%d of %zu previews refused (red)\n", refused, checkMs.size());
    }
    if (views.contains(QLatin1String("edit")))
        windowEdits(document, 10, false);
    if (views.contains(QLatin1String("edit-checks")))
        windowEdits(document, 10, true);
    return 0;
}
