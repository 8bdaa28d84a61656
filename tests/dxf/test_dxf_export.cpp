// SPDX-License-Identifier: GPL-3.0-or-later
// The floor plan as DXF (issue #21): a routed 31-node DGX H100 SuperPOD is exported, then read back
// by dxflib (core/dxf) and by a second, independent reader, Debian's python3-ezdxf, whose audit
// must report no errors. Each layer's entity count is compared with the count of that kind of
// object in the model: halls, obstacles, racks (a footprint and a name each), pathway segments
// by service, routed cables, and the title block (a frame and four lines of text).
#include "dxf/dxf_drawing.h"
#include "dxf/floorplan_dxf.h"
#include "routing/router.h"
#include "templates/templates.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace plenum;

namespace {

struct Expected {
    std::map<std::string, std::map<std::string, std::int64_t>> counts; // layer → type → entities
};

// What each layer should hold, counted from the model.
Expected expectedCounts(const Project &p)
{
    Expected e;
    e.counts[dxf::kLayerOutline]["LWPOLYLINE"] = std::int64_t(p.halls.size());
    if (!p.obstacles.empty())
        e.counts[dxf::kLayerObstacles]["LWPOLYLINE"] = std::int64_t(p.obstacles.size());
    e.counts[dxf::kLayerRacks]["LWPOLYLINE"] = std::int64_t(p.racks.size());
    e.counts[dxf::kLayerRackNames]["TEXT"] = std::int64_t(p.racks.size());
    for (const auto &pw : p.pathways)
        e.counts[dxf::trayLayer(pw.service)]["LWPOLYLINE"] += std::int64_t(pw.points.size()) - 1;
    std::int64_t routed = 0;
    for (const auto &c : p.cables)
        routed += c.route.empty() ? 0 : 1;
    if (routed > 0)
        e.counts[dxf::kLayerRoutes]["LWPOLYLINE"] = routed;
    e.counts[dxf::kLayerTitle]["LWPOLYLINE"] = 1;
    e.counts[dxf::kLayerTitle]["TEXT"] = 4;
    return e;
}

Project routedSuperPod()
{
    TemplateOptions o;
    o.nodes = 31;
    Project p = projectFromTemplate("dgx-h100-superpod", o);
    routing::routeProject(p);
    return p;
}

} // namespace

class TestDxfExport : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    Project m_project;
    std::string m_file;

private slots:
    void initTestCase()
    {
        m_project = routedSuperPod();
        QVERIFY(m_project.racks.size() > 4);
        QVERIFY(!m_project.cables.empty());
        // Two columns in the corner, so the obstacle layer is exported and counted too.
        m_project.obstacles.push_back({ m_project.allocateId(), m_project.halls.front().id, "C1", ObstacleKind::Column,
            { { 100, 100 }, { 600, 100 }, { 600, 600 }, { 100, 600 } } });
        m_project.obstacles.push_back({ m_project.allocateId(), m_project.halls.front().id, "C2", ObstacleKind::Column,
            { { 1100, 100 }, { 1600, 100 }, { 1600, 600 }, { 1100, 600 } } });
        m_file = (m_dir.path() + QStringLiteral("/plan.dxf")).toStdString();
        dxf::FloorplanDxfOptions o;
        o.routes = true;
        o.date = "2026-12-01";
        dxf::writeFloorplanDxf(m_project, m_file, o, {});
    }

    void dxflibReadsTheLayersBack()
    {
        const dxf::Drawing d = dxf::readDrawing(m_file);
        QCOMPARE(d.insunits.value_or(-1), 4); // millimetres
        const Expected e = expectedCounts(m_project);
        std::int64_t total = 0;
        for (const auto &[layer, types] : e.counts) {
            const dxf::Layer *found = nullptr;
            for (const auto &l : d.layers)
                if (l.name == layer)
                    found = &l;
            QVERIFY2(found, layer.c_str());
            for (const auto &[type, n] : types) {
                const auto it = found->counts.find(type);
                QVERIFY2(it != found->counts.end(), (layer + " " + type).c_str());
                QCOMPARE(it->second, n);
                total += n;
            }
        }
        QCOMPARE(d.entities, total); // nothing else in model space
        // Trays of all three services are in the template (data, fibre, power).
        for (const char *layer : { dxf::kLayerTrayData, dxf::kLayerTrayFibre, dxf::kLayerTrayPower })
            QVERIFY2(e.counts.count(layer), layer);
    }

    void rackFootprintsToScale()
    {
        // The first rack's footprint: its bounding box is the rack type's width × depth (along x
        // and y at 0° or 180°, swapped at 90° or 270°) about the rack's position, in millimetres.
        const dxf::Drawing d = dxf::readDrawing(m_file);
        const Rack &rack = m_project.racks.front();
        const RackType *type = nullptr;
        for (const auto &t : m_project.rack_types)
            if (t.id == rack.rack_type)
                type = &t;
        QVERIFY(type);
        const bool turned = rack.rotation_deg % 180 != 0;
        const double w = turned ? type->depth_mm : type->width_mm, h = turned ? type->width_mm : type->depth_mm;
        const dxf::Shape *first = nullptr;
        for (const auto &s : d.shapes)
            if (s.layer == dxf::kLayerRacks && !first)
                first = &s;
        QVERIFY(first);
        QVERIFY(first->closed);
        double minX = 1e18, maxX = -1e18, minY = 1e18, maxY = -1e18;
        for (const auto &v : first->vertices) {
            minX = std::min(minX, v.x), maxX = std::max(maxX, v.x);
            minY = std::min(minY, v.y), maxY = std::max(maxY, v.y);
        }
        QCOMPARE(maxX - minX, w);
        QCOMPARE(maxY - minY, h);
        QCOMPARE((minX + maxX) / 2, double(rack.position.x_mm));
        QCOMPARE((minY + maxY) / 2, double(rack.position.y_mm));
        // The hall outline is drawn with the model's corners.
        const dxf::Shape *outline = nullptr;
        for (const auto &s : d.shapes)
            if (s.layer == dxf::kLayerOutline)
                outline = &s;
        QVERIFY(outline);
        QCOMPARE(outline->vertices.size(), m_project.halls.front().outline.size());
        for (std::size_t i = 0; i < outline->vertices.size(); ++i) {
            QCOMPARE(outline->vertices[i].x, double(m_project.halls.front().outline[i].x_mm));
            QCOMPARE(outline->vertices[i].y, double(m_project.halls.front().outline[i].y_mm));
        }
    }

    void ezdxfAuditsWithoutErrors()
    {
        // Debian's python3-ezdxf (installers/install-deps.sh) under the system Python.
        const QString python = QStringLiteral("/usr/bin/python3");
        QVERIFY2(QFileInfo(python).isExecutable(), "/usr/bin/python3 is needed: installers/install-deps.sh");
        QProcess proc;
        proc.start(
            python, { QStringLiteral(PLENUM_SOURCE_DIR "/tests/dxf/ezdxf_audit.py"), QString::fromStdString(m_file) });
        QVERIFY(proc.waitForFinished(120000));
        const QByteArray err = proc.readAllStandardError();
        QVERIFY2(proc.exitStatus() == QProcess::NormalExit && proc.exitCode() == 0,
            qPrintable(QStringLiteral("ezdxf (python3-ezdxf, installers/install-deps.sh) failed: ") + err));
        const QJsonObject r = QJsonDocument::fromJson(proc.readAllStandardOutput()).object();
        QVERIFY2(!r.isEmpty(), err.constData());
        QVERIFY2(r.value(QStringLiteral("errors")).toArray().isEmpty(),
            QJsonDocument(r.value(QStringLiteral("errors")).toArray()).toJson().constData());
        QCOMPARE(r.value(QStringLiteral("insunits")).toInt(), 4);
        // Each layer in its own colour (floorplan_dxf.cpp): an AutoCAD Color Index and no true
        // colour over it (a true colour 0 would draw every layer black).
        const QJsonObject colours = r.value(QStringLiteral("colours")).toObject();
        const std::pair<const char *, int> aci[] = { { dxf::kLayerRacks, 4 }, { dxf::kLayerTrayData, 3 },
            { dxf::kLayerTrayFibre, 2 }, { dxf::kLayerTrayPower, 1 } };
        for (const auto &[layer, colour] : aci) {
            const QJsonArray c = colours.value(QLatin1String(layer)).toArray();
            QCOMPARE(c.at(0).toInt(), colour);
            QVERIFY2(c.at(1).isNull(), layer);
        }
        const QJsonObject counts = r.value(QStringLiteral("counts")).toObject();
        const Expected e = expectedCounts(m_project);
        QCOMPARE(std::size_t(counts.size()), e.counts.size());
        for (const auto &[layer, types] : e.counts) {
            const QJsonObject got = counts.value(QString::fromStdString(layer)).toObject();
            QCOMPARE(std::size_t(got.size()), types.size());
            for (const auto &[type, n] : types)
                QCOMPARE(std::int64_t(got.value(QString::fromStdString(type)).toInt(-1)), n);
        }
    }

    void textBeyondAscii()
    {
        // R2000 TEXT is not UTF-8: other characters are written as \U+XXXX.
        QCOMPARE(QString::fromStdString(dxf::dxfText("Rack Ä1 €")), QStringLiteral("Rack \\U+00C41 \\U+20AC"));
        QCOMPARE(QString::fromStdString(dxf::dxfText("a\nb")), QStringLiteral("a?b"));
    }
};

QTEST_GUILESS_MAIN(TestDxfExport)
#include "test_dxf_export.moc"
