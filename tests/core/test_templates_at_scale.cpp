// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #23: every template, generated at 64, 512 and 2,048 nodes (GB200 NVL72 at the same GPU
// counts: 128, 1,024 and 4,096 four-GPU trays) and routed, has every link as a cable and checks
// without errors — as `plenum-cli new`, `route` and `check` run it: no error is allowed (the NVL72
// racks, 126.8 kW with the power shelves' loss, are within their 132 kW budget since issue #16).
//
// The 2,048-node cases take about 14 s of CPU (48 to 121 s wall on the shared, loaded 2-core
// machine, 300 MB): they run as their own ctest entry
// (test_templates_at_scale_2048, label "scale", PLENUM_SCALE_2048=1), in parallel with the others.
#include "routing/router.h"
#include "rules/rules.h"
#include "templates/templates.h"

#include <QtTest>

#include <cstdlib>
#include <set>

using namespace plenum;

namespace {

void addRows(int nodes)
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("nodes");
    for (const auto &t : builtinTemplates()) {
        if (t.fixed_size)
            continue;
        const int n = t.name == "gb200-nvl72-superpod" ? 2 * nodes : nodes; // 4 GPUs per tray, 8 per node
        QTest::addRow("%s %d", t.name.c_str(), n) << QString::fromStdString(t.name) << n;
    }
}

void routeAndCheck(const QString &name, int nodes)
{
    TemplateOptions options;
    options.nodes = nodes;
    Project p = projectFromTemplate(name.toStdString(), options);
    const routing::RouteReport report = routing::routeProject(p);
    QVERIFY2(report.unrouted.empty(),
        qPrintable(
            QStringLiteral("%1 unrouted, first: %2")
                .arg(report.unrouted.size())
                .arg(report.unrouted.empty() ? QString() : QString::fromStdString(report.unrouted.front().reason))));
    QCOMPARE(p.cables.size(), p.links.size());
    QVERIFY2(report.overflows.empty(),
        qPrintable(
            QStringLiteral("%1 overflowing segments, first %2")
                .arg(report.overflows.size())
                .arg(report.overflows.empty() ? QString() : QString::fromStdString(report.overflows.front().name))));
    std::map<std::string, int> errors;
    std::string first;
    for (const auto &f : rules::runChecks(p))
        if (f.severity == rules::Severity::Error) {
            ++errors[f.code];
            if (first.empty())
                first = f.code + ": " + f.message;
        }
    QVERIFY2(errors.empty(), first.c_str());
}

} // namespace

class TestTemplatesAtScale : public QObject {
    Q_OBJECT
private slots:
    void at64_data() { addRows(64); }
    void at64()
    {
        QFETCH(QString, name);
        QFETCH(int, nodes);
        routeAndCheck(name, nodes);
    }

    void at512_data() { addRows(512); }
    void at512()
    {
        QFETCH(QString, name);
        QFETCH(int, nodes);
        routeAndCheck(name, nodes);
    }

    void at2048_data() { addRows(2048); }
    void at2048()
    {
        if (!std::getenv("PLENUM_SCALE_2048"))
            QSKIP("the 2,048-node cases run as test_templates_at_scale_2048");
        QFETCH(QString, name);
        QFETCH(int, nodes);
        routeAndCheck(name, nodes);
    }
};

QTEST_GUILESS_MAIN(TestTemplatesAtScale)
#include "test_templates_at_scale.moc"
