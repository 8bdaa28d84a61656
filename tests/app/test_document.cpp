// SPDX-License-Identifier: GPL-3.0-or-later
// Document: rack moves through the undo stack, merging of one drag, save/open round trip, and
// bad files that must leave the open document untouched.
#include "document/document.h"
#include "document/error_text.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using plenum::Point;
using plenum::app::Document;
using plenum::app::RecentFiles;

class TestDocument : public QObject {
    Q_OBJECT

private:
    static const plenum::Rack &firstRack(const Document &doc) { return doc.project().racks.front(); }
    QTemporaryDir m_dir;
    QString path(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PlenumTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_document"));
        QVERIFY(m_dir.isValid());
        Document().recentFiles()->clear();
    }

    void moveUndoRedo()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        QVERIFY(!doc.isModified());
        const plenum::Rack rack = firstRack(doc);
        QSignalSpy changed(&doc, &Document::rackChanged);

        QVERIFY(doc.moveRack(rack.id, rack.position.x_mm + 600, rack.position.y_mm - 300));
        QCOMPARE(firstRack(doc).position, (Point { rack.position.x_mm + 600, rack.position.y_mm - 300 }));
        QVERIFY(doc.isModified());
        QVERIFY(doc.canUndo());
        QCOMPARE(doc.undoText(), QStringLiteral("Move rack %1").arg(QString::fromStdString(rack.name)));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.constFirst().constFirst().toLongLong(), rack.id);

        doc.undo();
        QCOMPARE(firstRack(doc).position, rack.position);
        QVERIFY(!doc.isModified());
        QVERIFY(doc.canRedo());
        QCOMPARE(doc.redoText(), doc.undoStack()->text(0));

        doc.redo();
        QCOMPARE(firstRack(doc).position.x_mm, rack.position.x_mm + 600);
        QVERIFY(doc.isModified());
        QCOMPARE(changed.count(), 3);
    }

    void mergeMoves_data()
    {
        QTest::addColumn<bool>("sameGesture");
        QTest::addColumn<bool>("noGesture");
        QTest::addColumn<int>("entries");
        QTest::addRow("one drag is one entry") << true << false << 1;
        QTest::addRow("two drags are two entries") << false << false << 2;
        QTest::addRow("moves outside a drag never merge") << false << true << 3;
    }

    void mergeMoves()
    {
        QFETCH(bool, sameGesture);
        QFETCH(bool, noGesture);
        QFETCH(int, entries);
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        const plenum::Rack rack = firstRack(doc);
        const int first = noGesture ? 0 : doc.beginGesture();
        doc.moveRack(rack.id, rack.position.x_mm + 300, rack.position.y_mm, first);
        doc.moveRack(rack.id, rack.position.x_mm + 600, rack.position.y_mm, first);
        const int second = noGesture ? 0 : sameGesture ? first : doc.beginGesture();
        doc.moveRack(rack.id, rack.position.x_mm + 900, rack.position.y_mm + 300, second);

        QCOMPARE(doc.undoStack()->count(), entries);
        QCOMPARE(firstRack(doc).position, (Point { rack.position.x_mm + 900, rack.position.y_mm + 300 }));
        while (doc.canUndo())
            doc.undo();
        QCOMPARE(firstRack(doc).position, rack.position);
        QVERIFY(!doc.isModified());
    }

    void dragBackToStartLeavesNoEntry()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        const plenum::Rack rack = firstRack(doc);
        const int gesture = doc.beginGesture();
        doc.moveRack(rack.id, rack.position.x_mm + 300, rack.position.y_mm, gesture);
        doc.moveRack(rack.id, rack.position.x_mm, rack.position.y_mm, gesture);
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isModified());
    }

    void moveUnknownRackFails()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        QSignalSpy errors(&doc, &Document::errorOccurred);
        QVERIFY(!doc.moveRack(999999, 0, 0));
        QCOMPARE(errors.count(), 1);
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void saveOpenRoundTrip()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        const plenum::Rack rack = firstRack(doc);
        doc.moveRack(rack.id, rack.position.x_mm - 300, rack.position.y_mm + 600);
        const QString file = path("round-trip.plenum");
        QVERIFY(doc.file()->saveAs(QUrl::fromLocalFile(file).toString())); // as a QML file dialog passes it
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.file()->path(), file);
        QCOMPARE(doc.file()->displayName(), QStringLiteral("round-trip.plenum"));
        QCOMPARE(doc.recentFiles()->files().value(0), file);

        Document reopened;
        QVERIFY2(reopened.file()->open(file), qPrintable(reopened.lastError()));
        QCOMPARE(firstRack(reopened).position, (Point { rack.position.x_mm - 300, rack.position.y_mm + 600 }));
        QVERIFY(reopened.project() == doc.project());
        QVERIFY(!reopened.isModified());
        QVERIFY(!reopened.canUndo());
    }

    void openBadFileKeepsDocument_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("create");
        QTest::addRow("not a project") << QByteArray("this is not a plenum project\n") << true;
        QTest::addRow("empty file") << QByteArray() << true;
        QTest::addRow("missing file") << QByteArray() << false;
    }

    void openBadFileKeepsDocument()
    {
        QFETCH(QByteArray, content);
        QFETCH(bool, create);
        const QString bad = path("bad.plenum");
        QFile::remove(bad);
        if (create) {
            QFile file(bad);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(content);
        }
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        const plenum::Rack rack = firstRack(doc);
        doc.moveRack(rack.id, rack.position.x_mm + 600, rack.position.y_mm);
        const plenum::Project before = doc.project();
        QSignalSpy errors(&doc, &Document::errorOccurred);
        QSignalSpy reset(&doc, &Document::projectReset);

        QVERIFY(!doc.file()->open(bad));
        QVERIFY(doc.project() == before);
        QVERIFY(doc.isModified());
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(errors.count(), 1);
        QVERIFY2(doc.lastError().contains(QStringLiteral("bad.plenum")), qPrintable(doc.lastError()));
        QVERIFY(!doc.recentFiles()->files().contains(bad));
    }

    // A core error quoting a value from an untrusted file can be megabytes long (issue 22 item 10):
    // the GUI shows at most kMaxShownErrorChars characters, never half of a character.
    void shownErrorsAreCapped()
    {
        using plenum::app::kMaxShownErrorChars;
        using plenum::app::shownError;
        QCOMPARE(shownError(QStringLiteral("short")), QStringLiteral("short"));
        const QString huge = QStringLiteral("name '") + QString(60'000'000 / 64, QLatin1Char('x')) + QLatin1Char('\'');
        const QString shown = shownError(std::runtime_error(huge.toStdString()));
        QCOMPARE(shown.size(), kMaxShownErrorChars + 1);
        QVERIFY(shown.startsWith(QStringLiteral("name 'xxx")));
        QCOMPARE(shown.back(), QChar(0x2026));
        // A character outside the BMP (two UTF-16 units) straddling the cut is left out whole.
        const QString emoji = QString(kMaxShownErrorChars - 1, QLatin1Char('a')) + QString::fromUtf8("\xF0\x9F\x94\x8C")
            + QStringLiteral("tail");
        const QString cut = shownError(emoji);
        QCOMPARE(cut.size(), kMaxShownErrorChars);
        QVERIFY(!cut.at(cut.size() - 2).isHighSurrogate());
        QVERIFY(cut.toUtf8().isValidUtf8());
    }

    void saveWithoutPathReportsError()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        QVERIFY(!doc.file()->save());
        QVERIFY(!doc.lastError().isEmpty());
        doc.clearLastError();
        QVERIFY(doc.lastError().isEmpty());
    }

    void unknownTemplateReportsError()
    {
        Document doc;
        QVERIFY(!doc.newFromTemplate(QStringLiteral("no-such-template")));
        QVERIFY(!doc.lastError().isEmpty());
    }

    void recentFilesKeepEightNewestFirst()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        for (int i = 0; i < 10; ++i)
            QVERIFY(doc.file()->saveAs(path("recent-%1.plenum").replace(QStringLiteral("%1"), QString::number(i))));
        const QStringList recent = doc.recentFiles()->files();
        QCOMPARE(recent.size(), RecentFiles::kMaxFiles);
        QCOMPARE(recent.constFirst(), path("recent-9.plenum"));
        QVERIFY(!recent.contains(path("recent-1.plenum")));
    }

    // Regression (issue 15, point 9): File ▸ Open Recent listed temporary files long deleted.
    void recentFilesForgetFilesThatAreGone()
    {
        Document doc;
        QVERIFY(doc.newFromTemplate(QStringLiteral("starter")));
        QVERIFY(doc.file()->saveAs(path("kept.plenum")));
        QVERIFY(doc.file()->saveAs(path("gone.plenum")));
        QCOMPARE(doc.recentFiles()->files().value(0), path("gone.plenum"));
        QVERIFY(QFile::remove(path("gone.plenum")));
        QVERIFY(!doc.recentFiles()->files().contains(path("gone.plenum")));
        QCOMPARE(doc.recentFiles()->files().value(0), path("kept.plenum"));
    }
};

QTEST_GUILESS_MAIN(TestDocument)
#include "test_document.moc"
