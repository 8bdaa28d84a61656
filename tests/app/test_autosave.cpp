// SPDX-License-Identifier: GPL-3.0-or-later
// No data loss: unsaved edits are autosaved atomically beside the file (or per user when
// untitled), the autosave goes away on save, discard or undo to the saved state, and opening a
// file whose autosave is newer offers recovery that restores the edits under the file's name.
#include "document/autosave_manager.h"
#include "document/document.h"
#include "store/project_file.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using plenum::app::AutosaveManager;
using plenum::app::Document;

class TestAutosave : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;

    // Opens the saved starter project and moves its first rack 600 mm east.
    static plenum::Rack edit(Document &doc)
    {
        const plenum::Rack rack = doc.project().racks.front();
        doc.moveRack(rack.id, rack.position.x_mm + 600, rack.position.y_mm);
        return rack;
    }

    static bool autosave(AutosaveManager &manager)
    {
        QSignalSpy done(&manager, &AutosaveManager::autosaved);
        return manager.autosaveNow() && done.wait(10000);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PlenumTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_autosave"));
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_file = m_dir.filePath(QStringLiteral("hall.plenum"));
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        QVERIFY(doc.file()->saveAs(m_file));
        QFile::remove(AutosaveManager::autosavePathFor(m_file));
        QFile::remove(AutosaveManager::autosavePathFor(QString()));
    }

    void writesUnsavedEditsBesideTheFile()
    {
        Document doc;
        AutosaveManager manager(&doc);
        QVERIFY(doc.file()->open(m_file));
        QVERIFY(!manager.autosaveNow()); // nothing to keep yet
        const plenum::Rack rack = edit(doc);
        QVERIFY(autosave(manager));
        const QString path = m_file + QStringLiteral(".autosave");
        QCOMPARE(manager.autosavePath(), path);
        QVERIFY(QFile::exists(path));
        const plenum::Project saved = plenum::openProject(QFile::encodeName(path).toStdString());
        QCOMPARE(saved.racks.front().position.x_mm, rack.position.x_mm + 600);
        QVERIFY(!manager.autosaveNow()); // no new edits since
        QVERIFY(QFile::exists(m_file)); // the project file itself is untouched
        QCOMPARE(plenum::openProject(QFile::encodeName(m_file).toStdString()).racks.front().position, rack.position);
    }

    void timerAutosaves()
    {
        Document doc;
        AutosaveManager manager(&doc);
        QCOMPARE(manager.intervalSeconds(), AutosaveManager::kDefaultIntervalSeconds);
        manager.setIntervalMs(50);
        QVERIFY(doc.file()->open(m_file));
        QSignalSpy done(&manager, &AutosaveManager::autosaved);
        edit(doc);
        QVERIFY(done.wait(5000));
        QVERIFY(QFile::exists(manager.autosavePath()));
    }

    void saveDiscardAndUndoRemoveTheAutosave_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addRow("save") << QStringLiteral("save");
        QTest::addRow("discard") << QStringLiteral("discard");
        QTest::addRow("undo to the saved state") << QStringLiteral("undo");
    }

    void saveDiscardAndUndoRemoveTheAutosave()
    {
        QFETCH(QString, how);
        Document doc;
        AutosaveManager manager(&doc);
        QVERIFY(doc.file()->open(m_file));
        edit(doc);
        QVERIFY(autosave(manager));
        QVERIFY(QFile::exists(manager.autosavePath()));
        if (how == QLatin1String("save"))
            QVERIFY(doc.file()->save());
        else if (how == QLatin1String("discard"))
            manager.discard();
        else
            doc.undo();
        QVERIFY(!QFile::exists(m_file + QStringLiteral(".autosave")));
    }

    void untitledDocumentsAutosavePerUser()
    {
        Document doc;
        AutosaveManager manager(&doc);
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        edit(doc);
        QVERIFY(autosave(manager));
        const QString path = manager.autosavePath();
        QVERIFY2(path.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)), qPrintable(path));
        QVERIFY(QFile::exists(path));
        // Saving it under a name removes the per-user autosave.
        QVERIFY(doc.file()->saveAs(m_dir.filePath(QStringLiteral("named.plenum"))));
        QVERIFY(!QFile::exists(path));
    }

    void offersRecoveryOfANewerAutosave()
    {
        plenum::Rack rack;
        {
            Document doc;
            AutosaveManager manager(&doc);
            QVERIFY(doc.file()->open(m_file));
            rack = edit(doc);
            QVERIFY(autosave(manager));
        } // "crash": the edits were never saved
        QFile autosaveFile(m_file + QStringLiteral(".autosave"));
        QVERIFY(autosaveFile.open(QIODevice::ReadWrite));
        QVERIFY(autosaveFile.setFileTime(QDateTime::currentDateTime().addSecs(5), QFileDevice::FileModificationTime));
        autosaveFile.close();

        Document doc;
        AutosaveManager manager(&doc);
        QSignalSpy offered(&manager, &AutosaveManager::recoveryChanged);
        QVERIFY(doc.file()->open(m_file));
        QVERIFY(manager.recoveryAvailable());
        QCOMPARE(offered.count(), 1);
        QVERIFY(!doc.isModified());
        QVERIFY(manager.recover());
        QVERIFY(!manager.recoveryAvailable());
        QVERIFY(doc.isModified());
        QCOMPARE(doc.file()->path(), QFileInfo(m_file).absoluteFilePath());
        QCOMPARE(doc.project().racks.front().position.x_mm, rack.position.x_mm + 600);
        QVERIFY(QFile::exists(m_file + QStringLiteral(".autosave"))); // kept until saved
        QVERIFY(doc.file()->save());
        QVERIFY(!doc.isModified());
        QVERIFY(!QFile::exists(m_file + QStringLiteral(".autosave")));
        QCOMPARE(plenum::openProject(QFile::encodeName(m_file).toStdString()).racks.front().position.x_mm,
            rack.position.x_mm + 600);
    }

    void olderAutosaveIsNotOffered()
    {
        QFile::copy(m_file, m_file + QStringLiteral(".autosave"));
        QFile autosaveFile(m_file + QStringLiteral(".autosave"));
        QVERIFY(autosaveFile.open(QIODevice::ReadWrite));
        QVERIFY(
            autosaveFile.setFileTime(QDateTime::currentDateTime().addSecs(-3600), QFileDevice::FileModificationTime));
        autosaveFile.close();
        Document doc;
        AutosaveManager manager(&doc);
        QVERIFY(doc.file()->open(m_file));
        QVERIFY(!manager.recoveryAvailable());
    }

    void declinedRecoveryDeletesTheAutosave()
    {
        {
            Document doc;
            AutosaveManager manager(&doc);
            QVERIFY(doc.file()->open(m_file));
            edit(doc);
            QVERIFY(autosave(manager));
        }
        QFile autosaveFile(m_file + QStringLiteral(".autosave"));
        QVERIFY(autosaveFile.open(QIODevice::ReadWrite));
        QVERIFY(autosaveFile.setFileTime(QDateTime::currentDateTime().addSecs(5), QFileDevice::FileModificationTime));
        autosaveFile.close();
        Document doc;
        AutosaveManager manager(&doc);
        QVERIFY(doc.file()->open(m_file));
        QVERIFY(manager.recoveryAvailable());
        manager.declineRecovery();
        QVERIFY(!manager.recoveryAvailable());
        QVERIFY(!QFile::exists(m_file + QStringLiteral(".autosave")));
    }
};

QTEST_GUILESS_MAIN(TestAutosave)
#include "test_autosave.moc"
