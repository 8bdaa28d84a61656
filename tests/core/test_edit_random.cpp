// SPDX-License-Identifier: GPL-3.0-or-later
// Property test of the edit layer: random sequences of edits of every family (racks, rows,
// devices, links, pathways, hall, obstacles, phases, reservations, the generic setter) with random — often invalid —
// arguments. After every edit: a refused one changed nothing; an accepted one leaves a sound project, its inverse gives
// back exactly the project before (ids, order, next_id) and applying it again gives exactly the project after. Every so
// often the project is routed and saved and reopened, and must come back identical.
#include "random_edits.h"
#include "store/project_file.h"

#include <QtTest>

using namespace plenum;
using namespace plenum::edit;
using plenum::testing::RandomEdits;
using plenum::testing::startingPod;

class TestEditRandom : public QObject {
    Q_OBJECT

private slots:
    void inverseRestoresAndSavesRoundTrip_data()
    {
        QTest::addColumn<unsigned>("seed");
        for (unsigned seed : { 1u, 17u, 2026u })
            QTest::addRow("seed %u", seed) << seed;
    }

    void inverseRestoresAndSavesRoundTrip()
    {
        QFETCH(unsigned, seed);
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("p.plenum")).toStdString();
        Project p = startingPod();
        QVERIFY(checkInvariants(p).empty());
        RandomEdits edits(seed);
        std::map<std::string, std::pair<int, int>> tally; // op → (accepted, refused)
        for (int step = 0; step < 1000; ++step) {
            const auto [op, edit] = edits.next(p);
            const Project before = p;
            ChangeSet cs;
            try {
                cs = edit(p);
            } catch (const Error &e) {
                ++tally[op].second;
                QVERIFY2(p == before,
                    qPrintable(QStringLiteral("step %1 %2 refused but changed the project: %3")
                                   .arg(step)
                                   .arg(QString::fromStdString(op), e.what())));
                QVERIFY(std::string(e.what()).size() > 10);
                continue;
            }
            ++tally[op].first;
            const auto problems = checkInvariants(p);
            QVERIFY2(problems.empty(),
                qPrintable(QStringLiteral("step %1 %2: %3")
                               .arg(step)
                               .arg(QString::fromStdString(op),
                                   QString::fromStdString(problems.empty() ? "" : problems.front()))));
            const Project after = p;
            const ChangeSet undo = apply(p, cs.inverted());
            QVERIFY2(p == before,
                qPrintable(QStringLiteral("step %1 %2: undo differs").arg(step).arg(QString::fromStdString(op))));
            apply(p, undo); // the inverse of the undo is the redo
            QVERIFY2(p == after,
                qPrintable(QStringLiteral("step %1 %2: redo differs").arg(step).arg(QString::fromStdString(op))));
            if (step % 50 == 49) {
                routing::routeProject(p);
                saveProject(p, file);
                const Project reopened = openProject(file);
                QVERIFY2(reopened == p, qPrintable(QStringLiteral("step %1: save and reopen differ").arg(step)));
            }
        }
        if (seed == 1) {
            QString counts;
            for (const auto &[op, n] : tally)
                counts += QStringLiteral("%1 %2/%3  ").arg(QString::fromStdString(op)).arg(n.first).arg(n.second);
            qInfo("accepted/refused: %s; %zu racks, %zu devices, %zu links, %zu cables at the end", qPrintable(counts),
                p.racks.size(), p.devices.size(), p.links.size(), p.cables.size());
        }
        // Every family was exercised both ways.
        for (const char *op : { "add-rack", "move-rack", "rotate-rack", "duplicate-rack", "set-rack", "add-row",
                 "mount", "move-device", "set-device", "add-link", "delete-link", "move-pathway", "add-pathway" }) {
            QVERIFY2(tally[op].first > 0, op);
            QVERIFY2(tally[op].second > 0, op);
        }
        for (const char *op : { "set-hall", "add-obstacle", "add-phase", "rename-phase", "move-phase", "assign-phase",
                 "reserve", "set" }) {
            QVERIFY2(tally[op].first > 0, op);
            QVERIFY2(tally[op].second > 0, op);
        }
        for (const char *op : { "delete-rack", "delete-row", "unmount", "delete-device", "add-links", "delete-pathway",
                 "move-obstacle", "reshape-obstacle", "delete-obstacle", "delete-reservation" })
            QVERIFY2(tally[op].first + tally[op].second > 0, op);
    }
};

QTEST_APPLESS_MAIN(TestEditRandom)
#include "test_edit_random.moc"
