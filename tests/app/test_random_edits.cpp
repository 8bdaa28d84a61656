// SPDX-License-Identifier: GPL-3.0-or-later
// No data loss under a long random session: 10,000 steps of rack moves, drags (merged into one undo
// entry), routing, undo and redo on a Document. After every step the project must equal the state
// an independent model of the undo history expects and keep every model invariant; every 500 steps
// it is saved, reopened and compared, and at the end everything is undone back to the start and
// redone to the end.
#include "document/document.h"
#include "model/project.h"
#include "routing/router.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using plenum::Point;
using plenum::Project;
using plenum::app::Document;

class TestRandomEdits : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PlenumTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_random_edits"));
    }

    void tenThousandSteps()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        QVERIFY(!doc.project().racks.empty());

        // The model: states[0..at] are what undo walks back through, states[at+1..] what redo
        // replays; a new edit drops the redo part, as QUndoStack does.
        std::vector<Project> states { doc.project() };
        std::size_t at = 0;
        auto pushState = [&] {
            states.resize(at + 1);
            states.push_back(doc.project());
            ++at;
        };

        std::mt19937 rng(20261129); // fixed seed: a failure reproduces
        auto pick = [&](int n) { return int(std::uniform_int_distribution<int>(0, n - 1)(rng)); };
        auto randomRack = [&] { return doc.project().racks[std::size_t(pick(int(doc.project().racks.size())))]; };
        auto offset = [&] { return std::int64_t(pick(21) - 10) * 300; }; // ±3 m in 300 mm steps
        int moves = 0, drags = 0, routings = 0, undos = 0, redos = 0, roundTrips = 0;

        for (int step = 1; step <= 10000; ++step) {
            const int op = pick(100);
            if (op < 40) { // one move
                const plenum::Rack r = randomRack();
                const Point to { r.position.x_mm + offset(), r.position.y_mm + offset() };
                QVERIFY(doc.moveRack(r.id, to.x_mm, to.y_mm));
                if (to != r.position) {
                    pushState();
                    ++moves;
                }
            } else if (op < 55) { // a drag: several moves of one rack in one gesture, one undo entry
                const plenum::Rack r = randomRack();
                const Project before = doc.project();
                const int gesture = doc.beginGesture();
                Point to = r.position;
                bool pushed = false;
                for (int i = 0, n = 1 + pick(5); i < n; ++i) {
                    to = pick(4) == 0 ? r.position : Point { to.x_mm + offset(), to.y_mm + offset() };
                    const Point current = doc.rack(r.id)->position;
                    QVERIFY(doc.moveRack(r.id, to.x_mm, to.y_mm, gesture));
                    pushed = pushed || to != current; // the first real move pushes (and drops redo)
                }
                if (pushed) {
                    states.resize(at + 1);
                    if (!(doc.project() == before)) { // a drag back to its start leaves no entry
                        states.push_back(doc.project());
                        ++at;
                    }
                    ++drags;
                }
            } else if (op < 60) { // route every cable (Tools ▸ Route cables), or a moved rack's only
                Project copy = doc.project();
                plenum::routing::RouteOptions options;
                if (pick(2) == 0)
                    options.only_racks = { randomRack().id };
                plenum::routing::routeProject(copy, options);
                QVERIFY(doc.applyRouting(copy.cables, copy.next_id, doc.revision()));
                pushState();
                ++routings;
            } else if (op < 82) {
                QCOMPARE(doc.canUndo(), at > 0);
                if (at > 0) {
                    doc.undo();
                    --at;
                    ++undos;
                }
            } else {
                QCOMPARE(doc.canRedo(), at + 1 < states.size());
                if (at + 1 < states.size()) {
                    doc.redo();
                    ++at;
                    ++redos;
                }
            }

            const auto problems = plenum::checkInvariants(doc.project());
            QVERIFY2(problems.empty(),
                qPrintable(QStringLiteral("step %1: %2")
                               .arg(step)
                               .arg(QString::fromStdString(problems.empty() ? "" : problems.front()))));
            QVERIFY2(
                doc.project() == states[at], qPrintable(QStringLiteral("step %1 differs from the model").arg(step)));

            if (step % 500 == 0) { // save, reopen, compare: nothing lost on disk
                const QString file = dir.filePath(QStringLiteral("session-%1.plenum").arg(step));
                QVERIFY2(doc.file()->saveAs(file), qPrintable(doc.lastError()));
                Document reopened;
                QVERIFY2(reopened.file()->open(file), qPrintable(reopened.lastError()));
                QVERIFY(reopened.project() == doc.project());
                ++roundTrips;
            }
        }
        qInfo("%d moves, %d drags, %d routings, %d undos, %d redos", moves, drags, routings, undos, redos);
        // Every kind of step happened often enough to matter.
        QVERIFY(moves > 1000 && drags > 500 && routings > 100 && undos > 1000 && redos > 300);
        QCOMPARE(roundTrips, 20);

        // Undo everything, then redo everything.
        while (doc.canUndo())
            doc.undo();
        QVERIFY(doc.project() == states.front());
        while (doc.canRedo())
            doc.redo();
        QVERIFY(doc.project() == states.back());
        QVERIFY(plenum::checkInvariants(doc.project()).empty());
    }
};

QTEST_GUILESS_MAIN(TestRandomEdits)
#include "test_random_edits.moc"
