// SPDX-License-Identifier: GPL-3.0-or-later
// In-rack switches of the generated layouts (issue #16, airflow): every switch in a rack with GPU
// nodes is mounted with its ports on the side where the nodes' ports are (the DGX SuperPOD RAs'
// in-rack management switch sits ports-to-rear with the nodes' BMC ports), and with the airflow
// variant that still draws from the cold aisle so mounted (port-side exhaust, P2C, when its ports
// face the hot aisle). The catalogue's switch airflow agrees with the variant its sources name.
#include "catalog/catalog.h"
#include "model/index.h"
#include "rules/helpers.h"
#include "rules/rules.h"
#include "templates/templates.h"

#include <QtTest>

using namespace plenum;

namespace {

// Face (in the rack's frame) of the most ports of `type` mounted `reversed`, management ports
// (`management`) or data ports; nullopt when it has none.
std::optional<Face> sideOf(const DeviceType &type, bool reversed, bool management)
{
    int front = 0, rear = 0;
    for (const auto &p : type.ports)
        if (p.management == management && p.speed_gbps > 0)
            (p.face == Face::Front ? front : rear)++;
    if (front == 0 && rear == 0)
        return std::nullopt;
    Face f = front >= rear ? Face::Front : Face::Rear;
    if (reversed)
        f = f == Face::Front ? Face::Rear : Face::Front;
    return f;
}

// Every switch in a GPU rack of `p`: the problems found, empty when each is mounted right.
std::vector<std::string> inRackSwitchProblems(const Project &p)
{
    const ProjectIndex index(p);
    std::map<Id, std::optional<Face>> bmcSide; // GPU rack → side of its nodes' BMC ports
    for (const auto &d : p.devices) {
        const DeviceType *t = index.typeOfDevice(d.id);
        if (t && d.rack != kNoId && (t->role == "gpu-node" || t->gpus > 0))
            bmcSide[d.rack] = sideOf(*t, d.reversed, true);
    }
    std::vector<std::string> problems;
    for (const auto &d : p.devices) {
        const DeviceType *t = index.typeOfDevice(d.id);
        if (!t || d.rack == kNoId || !rules::isSwitchRole(t->role))
            continue;
        const auto gpu = bmcSide.find(d.rack);
        if (gpu == bmcSide.end())
            continue;
        // The OOB switch serves the BMC ports; a data switch the data ports.
        const bool oob = t->role == "management";
        const auto ports = oob ? sideOf(*t, d.reversed, false) : rules::portFace(*t, d.reversed);
        if (gpu->second && ports && *ports != *gpu->second)
            problems.push_back(d.name + ": ports on the other side from the nodes' ports");
        if (rules::intakeFace(t->airflow, d.reversed) != Face::Front)
            problems.push_back(d.name + ": draws its air from the hot aisle");
    }
    return problems;
}

} // namespace

class TestLayoutAirflow : public QObject {
    Q_OBJECT
private slots:
    void inRackSwitches_data()
    {
        QTest::addColumn<QString>("name");
        for (const auto &t : builtinTemplates())
            if (!t.fixed_size)
                QTest::addRow("%s", t.name.c_str()) << QString::fromStdString(t.name);
    }
    void inRackSwitches()
    {
        QFETCH(QString, name);
        TemplateOptions options;
        options.nodes = name == "gb200-nvl72-superpod" ? 36 : 16;
        Project p = projectFromTemplate(name.toStdString(), options);
        const auto problems = inRackSwitchProblems(p);
        QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
        // And the checker agrees: no switch in a GPU rack draws hot air or faces away.
        for (const auto &f :
            rules::runChecks(p, { {}, { "airflow.intake", "airflow.switch-ports", "airflow.switch-orientation" } }))
            QFAIL((f.code + ": " + f.message).c_str());
    }

    // The test can fail: the DGX H100 hall's OOB switch turned round (ports to the cold side,
    // intake into the hot aisle) is found, as is a C2P switch mounted ports-to-rear.
    void wrongMountingIsFound()
    {
        TemplateOptions options;
        options.nodes = 16;
        Project p = projectFromTemplate("dgx-h100-superpod", options);
        const ProjectIndex index(p);
        Device *oob = nullptr;
        for (auto &d : p.devices)
            if (d.name.size() > 4 && d.name.compare(d.name.size() - 4, 4, "-oob") == 0) {
                const DeviceType *t = index.typeOfDevice(d.id);
                bool gpuRack = false;
                for (const auto &n : p.devices)
                    if (n.rack == d.rack && index.typeOfDevice(n.id)->role == "gpu-node")
                        gpuRack = true;
                if (t && gpuRack) {
                    oob = &d;
                    break;
                }
            }
        QVERIFY(oob);
        QVERIFY(oob->reversed);
        oob->reversed = false;
        const auto problems = inRackSwitchProblems(p);
        QCOMPARE(problems.size(), std::size_t(2));
        QVERIFY(problems[0].find("ports on the other side") != std::string::npos);
        QVERIFY(problems[1].find("hot aisle") != std::string::npos);
    }

    // The in-rack OOB switch is the P2C variant (NVIDIA H100 RA): port side front, air from rear
    // to front; the QM9700 leaf the C2P one (datasheet): ports front, air from front to rear.
    void catalogueAirflowVariants()
    {
        const auto &c = catalog::builtinCatalog();
        const auto *sn2201 = c.findDevice("nvidia-sn2201");
        const auto *qm9700 = c.findDevice("nvidia-qm9700");
        QVERIFY(sn2201 && qm9700);
        QCOMPARE(sideOf(sn2201->type, false, false), std::optional<Face>(Face::Front));
        QVERIFY(sn2201->type.airflow == Airflow::RearToFront);
        QCOMPARE(rules::portFace(qm9700->type, false), std::optional<Face>(Face::Front));
        QVERIFY(qm9700->type.airflow == Airflow::FrontToRear);
        // Every air-cooled switch of the catalogue breathes front-to-back one way or the other, so
        // that a mounting side decides its intake (no side-to-side switch in a hot/cold-aisle hall).
        for (const auto &d : c.devices)
            if (rules::isSwitchRole(d.type.role) && !d.type.liquid_cooled)
                QVERIFY2(d.type.airflow == Airflow::FrontToRear || d.type.airflow == Airflow::RearToFront,
                    d.type.slug.c_str());
    }
};

QTEST_GUILESS_MAIN(TestLayoutAirflow)
#include "test_layout_airflow.moc"
