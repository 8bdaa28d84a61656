// SPDX-License-Identifier: GPL-3.0-or-later
// The QML list models over the Document (phases, the selected rack's devices, the inspector's
// rows) under QAbstractItemModelTester, and the Document's shared selection and viewed phase.
#include "document/document.h"
#include "models/catalogue_model.h"
#include "models/phase_list_model.h"
#include "models/rack_device_model.h"
#include "models/selection_properties_model.h"
#include "templates/templates.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace plenum::app;

namespace {

QString valueOf(const SelectionPropertiesModel &model, const QString &label)
{
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.index(r).data(SelectionPropertiesModel::LabelRole).toString() == label)
            return model.index(r).data(SelectionPropertiesModel::ValueRole).toString();
    return {};
}

} // namespace

class TestModels : public QObject {
    Q_OBJECT

private slots:
    void selectionFollowsDevicesAndRacks()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        const auto &p = doc.project();
        QCOMPARE(doc.selection()->viewPhaseId(), p.phases.front().id);
        QCOMPARE(doc.selection()->rackId(), 0);
        QSignalSpy changed(doc.selection(), &Selection::changed);

        const plenum::Device &dgx = p.devices.front();
        doc.selection()->setDeviceId(dgx.id);
        QCOMPARE(doc.selection()->deviceId(), dgx.id);
        QCOMPARE(doc.selection()->rackId(), dgx.rack); // a device selects its rack
        QCOMPARE(changed.count(), 1);
        doc.selection()->setRackId(dgx.rack); // same rack: nothing changes
        QCOMPARE(changed.count(), 1);
        doc.selection()->setRackId(p.racks[1].id); // another rack drops the device
        QCOMPARE(doc.selection()->deviceId(), 0);
        doc.selection()->setRackId(424242); // unknown ids clear
        QCOMPARE(doc.selection()->rackId(), 0);
        QCOMPARE(doc.firstRackWithDevices(), p.racks.front().id);

        doc.selection()->setViewPhaseId(p.phases.back().id);
        QCOMPARE(doc.selection()->viewPhaseId(), p.phases.back().id);
        doc.selection()->setViewPhaseId(999999); // unknown: back to the first phase
        QCOMPARE(doc.selection()->viewPhaseId(), p.phases.front().id);
    }

    void phaseListModel()
    {
        Document doc;
        PhaseListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setDocument(&doc);
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0).data(PhaseListModel::NameRole).toString(), QStringLiteral("day-one"));
        QCOMPARE(model.index(1).data().toString(), QStringLiteral("target"));
        QCOMPARE(model.indexOfPhase(doc.project().phases.back().id), 1);
        QCOMPARE(model.indexOfPhase(12345), -1);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        doc.selection()->setRackId(doc.project().racks.front().id);
        QCOMPARE(reset.count(), 0); // selection does not disturb the phase selector
    }

    // The palette: the starter project's rack type (from the catalogue, so the same slug) first as
    // "project", then the other five of resources/catalog/racks.yaml; search and role filters.
    void catalogueModel()
    {
        Document doc;
        plenum::app::CatalogueModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&doc);
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        using M = plenum::app::CatalogueModel;
        QCOMPARE(model.rowCount(), 6); // racks.yaml has six rack types; the project's one hides its twin
        QCOMPARE(model.index(0).data(M::SlugRole).toString(), QStringLiteral("rack-600x1200-48u"));
        QCOMPARE(model.index(0).data(M::OriginRole).toString(), QStringLiteral("project"));
        QCOMPARE(model.index(0).data(M::UHeightRole).toInt(), 48);
        QCOMPARE(model.index(0).data(M::PowerWRole).toLongLong(), 45000); // racks.yaml (estimate)
        QCOMPARE(model.index(0).data(M::WidthMmRole).toInt(), 600);
        QCOMPARE(model.index(1).data(M::OriginRole).toString(), QStringLiteral("built-in"));
        model.setSearch(QStringLiteral("800x"));
        QCOMPARE(model.rowCount(), 2); // rack-800x1200-48u and -52u
        model.setSearch(QString());
        model.setKind(QStringLiteral("device"));
        QCOMPARE(model.index(0).data(M::SlugRole).toString(), QStringLiteral("nvidia-dgx-h100")); // the project's first
        QCOMPARE(model.index(0).data(M::PowerWRole).toLongLong(), 8500);
        QCOMPARE(model.index(0).data(M::AirflowRole).toString(), QStringLiteral("front-to-rear"));
        QVERIFY(model.roles().contains(QStringLiteral("leaf")));
        model.setRole(QStringLiteral("leaf"));
        // The four switches of resources/catalog/devices/ with role leaf, the project's QM9700 first.
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.index(0).data(M::SlugRole).toString(), QStringLiteral("nvidia-qm9700"));
        QCOMPARE(model.indexOfSlug(QStringLiteral("nvidia-sn5600")) >= 0, true);
        QCOMPARE(model.indexOfSlug(QStringLiteral("nvidia-dgx-h100")), -1);
    }

    void rackDeviceModel()
    {
        Document doc;
        RackDeviceModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&doc);
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        QCOMPARE(model.rowCount(), 0);
        const auto &p = doc.project();
        doc.selection()->setRackId(p.racks.front().id);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.index(0).data(RackDeviceModel::UPositionRole).toInt(), 33); // top U first
        QCOMPARE(model.index(3).data(RackDeviceModel::UnitsRole).toString(), QStringLiteral("U3–U10"));
        QCOMPARE(model.index(3).data(RackDeviceModel::ModelRole).toString(), QStringLiteral("DGX H100"));
        QCOMPARE(model.index(3).data(RackDeviceModel::RoleRole).toString(), QStringLiteral("gpu-node"));
        QVERIFY(!model.index(3).data(RackDeviceModel::LaterRole).toBool());
        doc.selection()->setDeviceId(p.devices.front().id);
        QVERIFY(model.index(3).data(RackDeviceModel::SelectedRole).toBool());
        QVERIFY(!model.index(0).data(RackDeviceModel::SelectedRole).toBool());
        doc.selection()->setRackId(p.racks.back().id); // a target-phase rack with no devices
        QCOMPARE(model.rowCount(), 0);
    }

    void selectionPropertiesModel()
    {
        Document doc;
        SelectionPropertiesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDocument(&doc);
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        QCOMPARE(model.kind(), QString());
        const auto &p = doc.project();

        doc.selection()->setRackId(p.racks.front().id);
        QCOMPARE(model.kind(), QStringLiteral("rack"));
        QCOMPARE(model.title(), QStringLiteral("A01"));
        QCOMPARE(valueOf(model, QStringLiteral("Position")), QStringLiteral("x 0.90 m, y 2.40 m"));
        QCOMPARE(valueOf(model, QStringLiteral("Row")), QStringLiteral("A"));
        QCOMPARE(valueOf(model, QStringLiteral("Phase")), QStringLiteral("day-one"));
        QCOMPARE(valueOf(model, QStringLiteral("Devices")), QStringLiteral("4"));
        QCOMPARE(valueOf(model, QStringLiteral("Power")), QStringLiteral("34.0 kW typical, 40.8 kW max of 45.0 kW"));
        QCOMPARE(valueOf(model, QStringLiteral("Locked")), QStringLiteral("no"));
        QVERIFY(doc.setLocked({ qint64(p.racks.front().id) }, {}, true)); // the inspector follows a lock
        QCOMPARE(valueOf(model, QStringLiteral("Locked")),
            QStringLiteral("yes: not moved, turned or deleted until unlocked"));
        doc.undo();
        QCOMPARE(valueOf(model, QStringLiteral("Locked")), QStringLiteral("no"));

        doc.selection()->setDeviceId(p.devices.front().id);
        QCOMPARE(model.kind(), QStringLiteral("device"));
        QCOMPARE(model.title(), QStringLiteral("dgx01"));
        QCOMPARE(valueOf(model, QStringLiteral("Type")), QStringLiteral("NVIDIA DGX H100"));
        QCOMPARE(valueOf(model, QStringLiteral("Position")), QStringLiteral("U3–U10 (8 U)"));
        QCOMPARE(valueOf(model, QStringLiteral("Airflow")), QStringLiteral("front-to-rear"));
        QCOMPARE(valueOf(model, QStringLiteral("Ports")), QStringLiteral("21 (3 management)")); // catalogue DGX H100
        QCOMPARE(valueOf(model, QStringLiteral("Power")), QStringLiteral("8.5 kW typical, 10.2 kW max"));
    }

    // Regression (issue 15, point 9): a 0U PDU read "U1 (1 U)" in the inspector.
    void zeroUDeviceIsInNoU()
    {
        plenum::Project project = plenum::projectFromTemplate("starter", {});
        plenum::DeviceType pdu;
        pdu.id = project.allocateId();
        pdu.slug = "pdu-0u";
        pdu.model = "0U PDU";
        pdu.role = "pdu";
        pdu.u_height = 0;
        project.device_types.push_back(pdu);
        plenum::Device device;
        device.id = project.allocateId();
        device.name = "A01-pdu-A1";
        device.device_type = pdu.id;
        device.rack = project.racks.front().id;
        device.u_position = 1;
        device.phase = project.phases.front().id;
        project.devices.push_back(device);
        Document doc;
        doc.adoptProject(std::move(project));
        RackDeviceModel devices;
        devices.setDocument(&doc);
        SelectionPropertiesModel properties;
        properties.setDocument(&doc);
        doc.selection()->setDeviceId(device.id);
        QCOMPARE(
            valueOf(properties, QStringLiteral("Position")), QStringLiteral("0U, in the rack's rear side channel"));
        bool listed = false;
        for (int r = 0; r < devices.rowCount(); ++r)
            if (devices.index(r).data(RackDeviceModel::NameRole).toString() == QLatin1String("A01-pdu-A1")) {
                QCOMPARE(devices.index(r).data(RackDeviceModel::UnitsRole).toString(), QStringLiteral("0U"));
                listed = true;
            }
        QVERIFY(listed);
    }

    void selectionShowsOnlyTheFabricCoordinatesADeviceHas_data()
    {
        QTest::addColumn<int>("su");
        QTest::addColumn<int>("rail");
        QTest::addColumn<int>("plane");
        QTest::addColumn<QString>("fabric");
        QTest::addRow("node in an SU") << 0 << -1 << -1 << QStringLiteral("SU 0");
        QTest::addRow("rail leaf") << 0 << 3 << -1 << QStringLiteral("SU 0 · rail 3");
        QTest::addRow("plane spine") << -1 << -1 << 1 << QStringLiteral("plane 1");
        QTest::addRow("all three") << 2 << 7 << 0 << QStringLiteral("SU 2 · rail 7 · plane 0");
        QTest::addRow("none (a PDU)") << -1 << -1 << -1 << QString();
    }

    // Regression (issue 15, point 9): the inspector showed "rail -1 · plane -1" for devices
    // without a rail.
    void selectionShowsOnlyTheFabricCoordinatesADeviceHas()
    {
        QFETCH(int, su);
        QFETCH(int, rail);
        QFETCH(int, plane);
        QFETCH(QString, fabric);
        plenum::Project project = plenum::projectFromTemplate("starter", {});
        plenum::Device &device = project.devices.front();
        device.su = su;
        device.rail = rail;
        device.plane = plane;
        const plenum::Id id = device.id;
        Document doc;
        doc.adoptProject(std::move(project));
        SelectionPropertiesModel model;
        model.setDocument(&doc);
        doc.selection()->setDeviceId(id);
        QCOMPARE(model.kind(), QStringLiteral("device"));
        QCOMPARE(valueOf(model, QStringLiteral("Fabric")), fabric);
        for (int r = 0; r < model.rowCount(); ++r)
            QVERIFY(!model.index(r).data(SelectionPropertiesModel::ValueRole).toString().contains(QLatin1String("-1")));
    }
};

QTEST_GUILESS_MAIN(TestModels)
#include "test_models.moc"
