// SPDX-License-Identifier: GPL-3.0-or-later
// The test of one family of rule codes (rules_fixture.h) over the family's cases: a family's
// executable ends with PLENUM_RULE_FAMILY_MAIN(its cases), or derives a class of its own slots. QtTest runs the
// inherited slots: rule() once per case, and everyCodeIsTested() for the family named by PLENUM_RULE_FAMILY (set per
// executable in rules_tests.cmake).
#pragma once

#include "rules_fixture.h"

#include <QObject>
#include <QTest>

namespace plenum::rules::test {

class RuleFamilyTest : public QObject {
    Q_OBJECT

public:
    explicit RuleFamilyTest(const std::vector<Case> &cases)
        : m_cases(cases)
    {
    }

private slots:
    void rule_data() { addCaseRows(m_cases); }
    void rule()
    {
        QFETCH(int, index);
        checkCase(m_cases[std::size_t(index)]);
    }

    // Every code of the family a rule declares has a firing and a quiet case.
    void everyCodeIsTested() { checkFamilyIsTested(m_cases, PLENUM_RULE_FAMILY); }

private:
    const std::vector<Case> &m_cases;
};

} // namespace plenum::rules::test

// The main() of a family without tests of its own: RuleFamilyTest over `cases`.
#define PLENUM_RULE_FAMILY_MAIN(cases)                                                                                 \
    int main(int argc, char **argv)                                                                                    \
    {                                                                                                                  \
        plenum::rules::test::RuleFamilyTest test(cases);                                                               \
        return QTest::qExec(&test, argc, argv);                                                                        \
    }
