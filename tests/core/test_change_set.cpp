// SPDX-License-Identifier: GPL-3.0-or-later
// Change sets (core/edit/change_set.h): applying one returns its inverse, and applying that gives
// back the very same project — same ids, same order, same next_id; a change set that does not fit
// the project is refused without changing anything.
#include "edit/change_set.h"
#include "edit/table_moves.h"
#include "templates/templates.h"

#include <QtTest>

#include <random>

using namespace plenum;
using namespace plenum::edit;

class TestChangeSet : public QObject {
    Q_OBJECT

private:
    static Project starter() { return projectFromTemplate("starter", {}); }

private slots:
    void addRemoveModifyRoundTrip()
    {
        Project p = starter();
        const Project original = p;
        ChangeSet cs;
        cs.next_id_before = p.next_id;
        cs.next_id_after = p.next_id + 1;
        Rack added = p.racks.front();
        added.id = p.next_id;
        added.name = "Z99";
        cs.changes.push_back({ std::nullopt, Entity(added), Change::kAppend });
        // Remove two devices from the middle of the table and modify a rack.
        cs.changes.push_back({ Entity(p.devices[3]), std::nullopt, Change::kAppend });
        cs.changes.push_back({ Entity(p.devices[7]), std::nullopt, Change::kAppend });
        Rack moved = p.racks[1];
        moved.position.x_mm += 100;
        cs.changes.push_back({ Entity(p.racks[1]), Entity(moved), Change::kAppend });

        const ChangeSet inverse = apply(p, cs);
        QCOMPARE(p.racks.size(), original.racks.size() + 1);
        QCOMPARE(p.racks.back().name, std::string("Z99"));
        QCOMPARE(p.racks[1].position.x_mm, original.racks[1].position.x_mm + 100);
        QCOMPARE(p.devices.size(), original.devices.size() - 2);
        QCOMPARE(p.next_id, original.next_id + 1);
        QCOMPARE(inverse.touchedKinds(), (std::vector<std::string> { "racks", "devices" }));
        QCOMPARE(inverse.removed(EntityKind::Rack), std::vector<Id> { added.id });
        QCOMPARE(inverse.added(EntityKind::Device).size(), std::size_t(2));

        const Project edited = p;
        const ChangeSet redo = apply(p, inverse);
        QVERIFY(p == original); // order and next_id included
        // The inverse of the inverse is the change set with exact positions: it redoes the edit.
        apply(p, redo);
        QVERIFY(p == edited);
        // inverted() of an exact change set equals what apply() returns.
        Project q = edited;
        apply(q, inverse);
        QVERIFY(q == original);
        apply(q, inverse.inverted());
        QVERIFY(q == edited);
    }

    void additionsAtPositions()
    {
        Project p = starter();
        const Project original = p;
        // Remove the first, a middle and the last device at once; the inverse puts each back where it was.
        ChangeSet cs;
        for (std::size_t i : { std::size_t(0), p.devices.size() / 2, p.devices.size() - 1 })
            cs.changes.push_back({ Entity(p.devices[i]), std::nullopt, Change::kAppend });
        const ChangeSet inverse = apply(p, cs);
        QCOMPARE(p.devices.size(), original.devices.size() - 3);
        for (const Change &c : inverse.changes)
            QVERIFY(c.added() && c.index != Change::kAppend);
        apply(p, inverse);
        QVERIFY(p == original);
    }

    // A removal's or a modification's index is where the entity is (apply() takes it without a
    // search when the entity there has that id): a wrong one — another entity's place, one past the
    // table — is found by id as kAppend is. The inverse of a modification names its place when its
    // table lost and gained nothing (then its inverse's place is exact too).
    void placesOfRemovalsAreHints()
    {
        for (const std::size_t hint : { std::size_t(3), std::size_t(0), std::size_t(1000000), Change::kAppend }) {
            Project p = starter();
            const Project original = p;
            const std::size_t gone = 3, changed = 5;
            Device renamed = p.devices[changed];
            renamed.name = "renamed";
            ChangeSet cs;
            cs.changes.push_back({ Entity(p.devices[gone]), std::nullopt, hint });
            cs.changes.push_back({ Entity(p.devices[changed]), Entity(renamed), hint });
            const ChangeSet inverse = apply(p, cs);
            QCOMPARE(p.devices.size(), original.devices.size() - 1);
            QVERIFY(std::none_of(p.devices.begin(), p.devices.end(),
                [&](const Device &d) { return d.id == original.devices[gone].id; }));
            QCOMPARE(p.devices[changed - 1].name, std::string("renamed"));
            apply(p, inverse);
            QVERIFY(p == original);
        }
        Project p = starter();
        const Project original = p;
        Device renamed = p.devices[5];
        renamed.name = "renamed";
        const ChangeSet inverse
            = apply(p, ChangeSet { { { Entity(p.devices[5]), Entity(renamed), Change::kAppend } } });
        QCOMPARE(int(inverse.changes.size()), 1);
        QCOMPARE(inverse.changes.front().index, std::size_t(5));
        QCOMPARE(apply(p, inverse).changes.front().index, std::size_t(5));
        QVERIFY(p == original);
    }

    // Two entities added at one place (a change set made by hand may name it twice): the first
    // takes it, the second the next, ahead of the entity that was there — at the front too.
    void additionsAtOnePlace()
    {
        for (const std::size_t place : { std::size_t(0), std::size_t(2) }) {
            Project p = starter();
            const Project original = p;
            Device x = p.devices.front(), y = p.devices.front();
            x.id = p.next_id;
            y.id = p.next_id + 1;
            x.name = "X";
            y.name = "Y";
            ChangeSet cs;
            cs.next_id_before = p.next_id;
            cs.next_id_after = p.next_id + 2;
            cs.changes.push_back({ std::nullopt, Entity(x), place });
            cs.changes.push_back({ std::nullopt, Entity(y), place });
            apply(p, cs);
            QCOMPARE(p.devices.size(), original.devices.size() + 2);
            QCOMPARE(p.devices[place].name, std::string("X"));
            QCOMPARE(p.devices[place + 1].name, std::string("Y"));
            QCOMPARE(p.devices[place + 2].id, original.devices[place].id);
            QCOMPARE(p.devices.back().id, original.devices.back().id);
            for (std::size_t i = 0; i < place; ++i)
                QCOMPARE(p.devices[i].id, original.devices[i].id);
        }
    }

    void refusesWhatDoesNotFit_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("message");
        QTest::addRow("stale before") << 0 << "has changed since the change set was made";
        QTest::addRow("missing entity") << 1 << "rack 999999 is not in the project";
        QTest::addRow("id already present") << 2 << "is already in the project";
        QTest::addRow("next id moved on") << 3 << "next id was";
        QTest::addRow("same id twice") << 4 << "twice";
        QTest::addRow("kind changes") << 5 << "changes its kind or id";
        QTest::addRow("position beyond table") << 6 << "would be added at position";
    }

    void refusesWhatDoesNotFit()
    {
        QFETCH(int, which);
        QFETCH(QString, message);
        Project p = starter();
        const Project original = p;
        ChangeSet cs;
        // A valid change first, so a refusal must also undo nothing half-done.
        Rack moved = p.racks[0];
        moved.position.y_mm += 10;
        cs.changes.push_back({ Entity(p.racks[0]), Entity(moved), Change::kAppend });
        Rack other = p.racks[1];
        switch (which) {
        case 0:
            other.name = "not what is stored";
            cs.changes.push_back({ Entity(other), std::nullopt, Change::kAppend });
            break;
        case 1:
            other.id = 999999;
            cs.changes.push_back({ Entity(other), std::nullopt, Change::kAppend });
            break;
        case 2:
            cs.changes.push_back({ std::nullopt, Entity(other), Change::kAppend });
            break;
        case 3:
            cs.next_id_before = p.next_id - 1;
            cs.next_id_after = p.next_id + 5;
            break;
        case 4:
            cs.changes.push_back({ Entity(p.racks[0]), std::nullopt, Change::kAppend });
            break;
        case 5:
            cs.changes.push_back({ Entity(p.racks[1]), Entity(p.devices[0]), Change::kAppend });
            break;
        case 6:
            other.id = p.next_id;
            cs.next_id_before = p.next_id;
            cs.next_id_after = p.next_id + 1;
            cs.changes.push_back({ std::nullopt, Entity(other), p.racks.size() + 1 });
            break;
        }
        try {
            apply(p, cs);
            QFAIL("the change set was applied");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
        }
        QVERIFY(p == original);
    }

    void summaryCounts()
    {
        Project p = starter();
        ChangeSet cs;
        cs.changes.push_back({ Entity(p.links[0]), std::nullopt, Change::kAppend });
        cs.changes.push_back({ Entity(p.links[1]), std::nullopt, Change::kAppend });
        Rack r = p.racks[0];
        r.name = "A00";
        cs.changes.push_back({ Entity(p.racks[0]), Entity(r), Change::kAppend });
        QCOMPARE(summary(cs), std::string("racks ~1, links -2"));
        QVERIFY(cs.touches(EntityKind::Link));
        QVERIFY(!cs.touches(EntityKind::Cable));
        QVERIFY(ChangeSet {}.empty());
    }

    // The whole-table passes (edit/table_moves.h) in two halves at once give what one pass in order
    // gives: the matches ascending, the removals closed, the additions at their final places. Random
    // tables of short (in place) and long (allocated) strings, removals and additions anywhere
    // (the ends, runs, one alone), on one thread and split however small the table.
    void tableMovesInHalvesMatchOnePass()
    {
        std::mt19937 random(17);
        for (int round = 0; round < 400; ++round) {
            const std::size_t n = 1 + random() % 60;
            std::vector<std::string> items;
            for (std::size_t i = 0; i < n; ++i)
                items.push_back(std::to_string(i) + (random() % 2 ? std::string(40, 'x') : ""));
            std::vector<std::size_t> gone;
            for (std::size_t i = 0; i < n; ++i)
                if (random() % 4 == 0)
                    gone.push_back(i);
            std::vector<std::string> expected;
            for (std::size_t i = 0, k = 0; i < n; ++i)
                if (k < gone.size() && gone[k] == i)
                    ++k;
                else
                    expected.push_back(items[i]);
            for (std::size_t from : { std::size_t(0), std::size_t(1) << 30 }) {
                const auto matches = edit::positionsWhere(
                    items, [](const std::string &s) { return s.size() > 3; }, from);
                std::vector<std::size_t> longOnes;
                for (std::size_t i = 0; i < n; ++i)
                    if (items[i].size() > 3)
                        longOnes.push_back(i);
                QCOMPARE(matches, longOnes);
                std::vector<std::string> removed = items;
                edit::removeAt(removed, gone);
                QCOMPARE(removed, expected);
                // Additions: final places ascending and distinct, each below the final size.
                const std::size_t k = random() % 8, size = n + k;
                std::vector<std::size_t> at;
                for (std::size_t i = 0; i < size && at.size() < k; ++i)
                    if (random() % (size - i) < k - at.size())
                        at.push_back(i);
                std::vector<std::string> values, grown = items, reference;
                for (std::size_t j = 0; j < k; ++j)
                    values.push_back("new" + std::to_string(j) + (j % 2 ? std::string(30, 'y') : ""));
                for (std::size_t i = 0, j = 0, old = 0; i < size; ++i)
                    reference.push_back(j < k && at[j] == i ? values[j++] : items[old++]);
                edit::insertAt(grown, std::vector<std::string>(values), at, from);
                QCOMPARE(grown, reference);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestChangeSet)
#include "test_change_set.moc"
