// SPDX-License-Identifier: GPL-3.0-or-later
// iblinkinfo's output read (issue #19), without a simulator: a hand-written two-record fabric in the
// shape infiniband-diags prints (the real output under ibsim is read in test_asbuilt_ibsim) — a
// switch with an NDR link at 4X, an HDR link at 2X and a Down/ Polling port, a CA listing its
// end of the first link, a CA only named as a peer — and broken input refused whole, naming the line.
#include "asbuilt/iblinkinfo_parse.h"
#include "model/types.h"

#include <QTest>

#include <map>

using namespace plenum;
using namespace plenum::asbuilt;

namespace {

const char kFabric[]
    = "Switch: 0x0000000200000000 leaf-r0:\n"
      "           7    1[  ] ==( 4X         106.25 Gbps Active/  LinkUp)==>      12    1[  ] \"dgx01 mlx5_7\" ( )\n"
      "           7    2[  ] ==(                Down/ Polling)==>             [  ] \"\" ( )\n"
      "           7    3[  ] ==( 2X          53.125 Gbps Active/  LinkUp)==>      14    1[  ] \"dgx03 mlx5_7\" ( )\n"
      "CA: dgx01 mlx5_7:\n"
      "      0x000000010000000f     12    1[  ] ==( 4X         106.25 Gbps Active/  LinkUp)==>       7    1[  ] "
      "\"leaf-r0\" ( )\n";

} // namespace

class TestAsbuiltIblinkinfo : public QObject {
    Q_OBJECT

private slots:
    void readsTheShape()
    {
        QVERIFY(looksLikeIblinkinfo(kFabric));
        QVERIFY(!looksLikeIblinkinfo("Switch\t64 \"S-1\"\t\t# \"leaf\"\n"));
        const DiscoveredFabric f = parseIblinkinfo(kFabric);
        QCOMPARE(f.nodes.size(), std::size_t(3)); // leaf-r0, dgx01 mlx5_7, dgx03 mlx5_7 (named only)
        QCOMPARE(f.links.size(), std::size_t(2)); // the down port is no link; dgx01's listed twice, once
        std::map<std::string, const DiscoveredLink *> byPeer;
        for (const DiscoveredLink &l : f.links)
            byPeer[f.nodes[std::size_t(l.b.node)].description] = &l;
        QCOMPARE(f.nodes[std::size_t(byPeer["dgx01 mlx5_7"]->a.node)].description, std::string("leaf-r0"));
        QCOMPARE(byPeer["dgx01 mlx5_7"]->a.port, 1);
        QCOMPARE(byPeer["dgx01 mlx5_7"]->width, 4);
        QCOMPARE(byPeer["dgx01 mlx5_7"]->lane_gbps, 100); // 106.25 Gbps signalling: NDR
        QCOMPARE(byPeer["dgx01 mlx5_7"]->rate, std::string("4xNDR"));
        QCOMPARE(byPeer["dgx03 mlx5_7"]->a.port, 3);
        QCOMPARE(byPeer["dgx03 mlx5_7"]->width, 2);
        QCOMPARE(byPeer["dgx03 mlx5_7"]->lane_gbps, 50); // 53.125 Gbps: HDR
        QCOMPARE(byPeer["dgx03 mlx5_7"]->line, 4);
        for (const DiscoveredNode &n : f.nodes)
            if (n.description == "leaf-r0")
                QVERIFY(n.is_switch && n.ports == 3);
    }

    void refusesBrokenInput_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        const QString sw = QStringLiteral("Switch: 0x02 leaf-r0:\n");
        QTest::newRow("port before record")
            << QStringLiteral("   7 1[ ] ==( Down/ Polling)==> [ ] \"\" ( )\n") << "line 1: a port line before any";
        QTest::newRow("no arrow") << sw + QStringLiteral("   7 1[ ] ==( 4X 2.5 Gbps Active/ LinkUp) \"x\"\n")
                                  << "line 2: expected ')==>'";
        QTest::newRow("unknown speed") << sw
                + QStringLiteral("   7 1[ ] ==( 4X 3.0 Gbps Active/ LinkUp)==> 1 1[ ] \"x\" ( )\n")
                                       << "line 2: expected a lane speed";
        QTest::newRow("bad width") << sw
                + QStringLiteral("   7 1[ ] ==( 16X 2.5 Gbps Active/ LinkUp)==> 1 1[ ] \"x\" ( )\n")
                                   << "line 2: expected the link's width";
        QTest::newRow("port twice") << sw
                + QStringLiteral(
                    "   7 1[ ] ==( Down/ Polling)==> [ ] \"\" ( )\n   7 1[ ] ==( Down/ Polling)==> [ ] \"\" ( )\n")
                                    << "line 3: port 1 of 'leaf-r0' is listed twice (first on line 2)";
        QTest::newRow("two records one name")
            << sw + QStringLiteral("Switch: 0x03 leaf-r0:\n") << "line 2: a second node described 'leaf-r0'";
        QTest::newRow("ends disagree") << sw
                + QStringLiteral("   7 1[ ] ==( 4X 2.5 Gbps Active/ LinkUp)==> 9 1[ ] \"n1\" ( )\n"
                                 "CA: n1:\n   0x01 9 1[ ] ==( 4X 2.5 Gbps Active/ LinkUp)==> 7 5[ ] \"leaf-r0\" ( )\n")
                                       << "reaches 'n1' port 1, but line 4 says that port reaches 'leaf-r0' port 5";
        QTest::newRow("peer port unlisted")
            << sw
                + QStringLiteral("   7 1[ ] ==( 4X 2.5 Gbps Active/ LinkUp)==> 9 2[ ] \"n1\" ( )\n"
                                 "CA: n1:\n   0x01 9 1[ ] ==( Down/ Polling)==> [ ] \"\" ( )\n")
            << "line 2: 'leaf-r0' port 1 reaches 'n1' port 2, which its record does not list";
        QTest::newRow("one peer port claimed twice")
            << sw
                + QStringLiteral("   7 1[ ] ==( 4X 2.5 Gbps Active/ LinkUp)==> 9 1[ ] \"n1\" ( )\n"
                                 "   7 2[ ] ==( 4X 2.5 Gbps Active/ LinkUp)==> 9 1[ ] \"n1\" ( )\n")
            << "line 3: 'n1' port 1 is named as the peer of two ports (also on line 2)";
        QTest::newRow("header without colon") << QStringLiteral("CA: n1\n") << "line 1: a record header ends in ':'";
    }
    void refusesBrokenInput()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        try {
            parseIblinkinfo(text.toStdString());
            QFAIL("accepted");
        } catch (const Error &e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(says), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestAsbuiltIblinkinfo)
#include "test_asbuilt_iblinkinfo.moc"
