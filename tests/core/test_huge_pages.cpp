// SPDX-License-Identifier: GPL-3.0-or-later
// When the programs restart themselves with glibc's malloc on transparent huge pages
// (util/huge_pages.h): only when the kernel offers them, never over the user's own setting of the
// tunable (which is also what stops the restarted program from restarting again), never when
// PLENUM_HUGE_PAGES=0, and keeping every other tunable the user set.
#include "util/huge_pages.h"

#include <QTest>

using namespace plenum;

class TestHugePages : public QObject {
    Q_OBJECT

private slots:
    void addsTheTunableWhenTheKernelOffersHugePages()
    {
        QCOMPARE(util::hugePageTunables(nullptr, nullptr, "always [madvise] never\n").value_or("none"),
            std::string("glibc.malloc.hugetlb=1"));
        QCOMPARE(util::hugePageTunables(nullptr, nullptr, "[always] madvise never\n").value_or("none"),
            std::string("glibc.malloc.hugetlb=1"));
        // An empty variable is as if unset.
        QCOMPARE(util::hugePageTunables("", nullptr, "always [madvise] never\n").value_or("none"),
            std::string("glibc.malloc.hugetlb=1"));
    }

    void keepsTheUsersOtherTunables()
    {
        QCOMPARE(util::hugePageTunables("glibc.malloc.arena_max=2", nullptr, "always [madvise] never").value_or("none"),
            std::string("glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1"));
    }

    void leavesTheUsersOwnHugePageSettingAlone()
    {
        // Their choice, whatever it is; and the restarted program sees its own setting and stays.
        QVERIFY(!util::hugePageTunables("glibc.malloc.hugetlb=0", nullptr, "always [madvise] never"));
        QVERIFY(!util::hugePageTunables(
            "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1", nullptr, "always [madvise] never"));
    }

    void staysWhenTheKernelHasNoHugePages()
    {
        QVERIFY(!util::hugePageTunables(nullptr, nullptr, "always madvise [never]\n"));
        QVERIFY(!util::hugePageTunables(nullptr, nullptr, "")); // no such file
    }

    void staysWhenTheUserSaysNo()
    {
        QVERIFY(!util::hugePageTunables(nullptr, "0", "always [madvise] never"));
        // Any other value is not a no.
        QVERIFY(util::hugePageTunables(nullptr, "1", "always [madvise] never").has_value());
    }
};

QTEST_APPLESS_MAIN(TestHugePages)
#include "test_huge_pages.moc"
