// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON topology export (core/export/json_topology.cpp) read back with the project's JSON parser
// and counted against the project.
// The project: export_fixture.h.
#include "export_fixture.h"
#include "json/json.h"

using namespace plenum;
using namespace exporttest;

class TestExportJson : public QObject, private ExportFixture {
    Q_OBJECT

private slots:
    void initTestCase() { makeProject(); }

    void json()
    {
        exportTo("json", path("topology.json"));
        const json::Value v = json::parse(slurp(path("topology.json")));
        QCOMPARE(v.find("format")->asString("format"), std::string("plenum-topology"));
        QCOMPARE(v.find("racks")->asArray("racks").size(), m_project.racks.size());
        QCOMPARE(v.find("devices")->asArray("devices").size(), m_project.devices.size());
        const auto &links = v.find("links")->asArray("links");
        QCOMPARE(links.size(), m_project.links.size());
        std::size_t cabled = 0;
        for (const auto &l : links)
            cabled += !l.find("cable")->isNull();
        QCOMPARE(cabled, m_project.cables.size());
        QCOMPARE(v.find("pathways")->asArray("pathways").size(), m_project.pathways.size());
    }
};

PLENUM_EXPORT_TEST_MAIN(TestExportJson)
#include "test_export_json.moc"
