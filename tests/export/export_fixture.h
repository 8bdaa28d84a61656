// SPDX-License-Identifier: GPL-3.0-or-later
// The project every export test writes and reads back: a 64-node DGX H100 SuperPOD plan (32 nodes
// on day one), routed, with a temporary folder for the files. A test class derives from QObject and
// ExportFixture, calls makeProject() in its initTestCase(), and ends with
// PLENUM_EXPORT_TEST_MAIN(Class) (a QGuiApplication, offscreen unless QT_QPA_PLATFORM says otherwise:
// the PDF and PNG exporters paint with QtGui).
#pragma once

#include "export/export_job.h"
#include "model/index.h"
#include "readers.h"
#include "routing/router.h"
#include "store/atomic_file.h"
#include "templates/templates.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <set>
#include <string>

namespace exporttest {

inline std::string slurp(const QString &path)
{
    return plenum::readFile(path.toStdString());
}

class ExportFixture {
protected:
    plenum::Project m_project;
    QTemporaryDir m_dir;

    void makeProject()
    {
        using namespace plenum;
        QVERIFY(m_dir.isValid());
        TemplateOptions o;
        o.project_name = "Export test, \"SuperPOD\"";
        o.nodes = 32;
        o.target_nodes = 64;
        m_project = projectFromTemplate("dgx-h100-superpod", o);
        routing::routeProject(m_project);
        QVERIFY(m_project.cables.size() > 100);
        QCOMPARE(m_project.phases.size(), std::size_t(2));
    }
    QString path(const QString &name) const { return m_dir.filePath(name); }
    void exportTo(const std::string &format, const QString &file, plenum::exporting::ExportOptions options = {})
    {
        plenum::app::runExport(m_project, format, file.toStdString(), options);
        QVERIFY2(QFileInfo::exists(file), qPrintable(file));
    }
    std::set<std::string> gpuNodes() const
    {
        using namespace plenum;
        ProjectIndex index(m_project);
        std::set<std::string> out;
        for (const Device &d : m_project.devices)
            if (const DeviceType *t = index.deviceType(d.device_type); t && t->role == "gpu-node")
                out.insert(d.name);
        return out;
    }
};

} // namespace exporttest

#define PLENUM_EXPORT_TEST_MAIN(TestClass)                                                                             \
    int main(int argc, char **argv)                                                                                    \
    {                                                                                                                  \
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))                                                            \
            qputenv("QT_QPA_PLATFORM", "offscreen");                                                                   \
        QGuiApplication app(argc, argv);                                                                               \
        TestClass test;                                                                                                \
        return QTest::qExec(&test, argc, argv);                                                                        \
    }
