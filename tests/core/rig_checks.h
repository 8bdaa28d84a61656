// SPDX-License-Identifier: GPL-3.0-or-later
// The edit tests' checks (with rig.h): an edit refused with a message naming what is wrong and the
// project left as it was; undo and redo through a change set exact. Include it after the core
// headers: QtTest defines `slots`, a name core/routing/cage_plan.h uses.
#pragma once

#include "edit/change_set.h"
#include "model/project.h"

#include <QString>
#include <QStringList>
#include <QtTest>

#include <functional>

namespace plenum::rig {

// The edit must throw Error containing every needle and leave the project as it was.
inline void expectRefusal(Project &p, const std::function<void(Project &)> &edit, const QStringList &needles)
{
    const Project before = p;
    try {
        edit(p);
        QFAIL("the edit was accepted");
    } catch (const Error &e) {
        for (const QString &n : needles)
            QVERIFY2(QString::fromUtf8(e.what()).contains(n), e.what());
    }
    QVERIFY(p == before);
}

// One needle: a QString, or text (UTF-8), so that `{ "a" }` is one needle without ambiguity.
inline void expectRefusal(Project &p, const std::function<void(Project &)> &edit, const QString &needle)
{
    expectRefusal(p, edit, QStringList { needle });
}
inline void expectRefusal(Project &p, const std::function<void(Project &)> &edit, const char *needle)
{
    expectRefusal(p, edit, QStringList { QString::fromUtf8(needle) });
}

// Undo and redo through the change set land exactly on the states before and after.
inline void expectUndoRedo(Project &p, const Project &before, const edit::ChangeSet &cs)
{
    const Project after = p;
    edit::apply(p, cs.inverted());
    QVERIFY(p == before);
    edit::apply(p, cs);
    QVERIFY(p == after);
    QVERIFY(checkInvariants(p).empty());
}

} // namespace plenum::rig
