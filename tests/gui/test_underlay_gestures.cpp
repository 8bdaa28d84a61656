// SPDX-License-Identifier: GPL-3.0-or-later
// Underlays through the real window (issue #18): the starter project (hall 6.0 × 7.2 m, its
// north-west corner at (0, 7.2 m)) gets a 600 × 720 px PNG drawn here, which import lays over the
// hall's width: 10 mm per pixel, its top-left corner at (0, 7200). Pixels (100, 100) and
// (400, 500) — 500 px apart, a 3-4-5 triangle — then lie at (1000, 6200) and (4000, 2200) mm.
// Calibrate is clicked, those two points are clicked on the plan and "12" m typed: the scale
// becomes 12,000 / 500 = 24 mm per pixel (within the half screen pixel a click can miss by), one
// undo step. Bad files are refused with one sentence and nothing changed; a PDF page is drawn at
// 150 dpi; a DXF (written here through dxflib) is drawn as line art at its own coordinates. Any QML warning fails the
// run. With PLENUM_DOC_SCREENSHOTS set, the states are saved.
#include "app_shell.h"
#include "dxf_fixture.h"
#include "i18n/language_manager.h"
#include "qml_warning_guard.h"
#include "underlay/underlay_image.h"

#include <QDir>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QtQml/qqmlextensionplugin.h>

#include <memory>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

using plenum::app::AppShell;
using plenum::app::Document;

class TestUnderlayGestures : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<plenum::app::LanguageManager> m_language;
    std::unique_ptr<AppShell> m_shell;
    QQuickWindow *m_window = nullptr;
    QTemporaryDir m_dir;

    Document &doc() { return m_shell->document(); }
    QQuickItem *item(const QString &name)
    {
        QQuickItem *hidden = nullptr;
        QList<QQuickItem *> todo { m_window->contentItem()->parentItem() ? m_window->contentItem()->parentItem()
                                                                         : m_window->contentItem() };
        while (!todo.isEmpty()) {
            QQuickItem *i = todo.takeLast();
            if (i->objectName() == name) {
                if (i->isVisible())
                    return i;
                hidden = hidden ? hidden : i;
            }
            todo.append(i->childItems());
        }
        return hidden;
    }
    static QPoint centreOf(QQuickItem *i) { return i->mapToScene(QPointF(i->width() / 2, i->height() / 2)).toPoint(); }
    QPoint floorPoint(double xMm, double yMm)
    {
        QQuickItem *plan = item(QStringLiteral("floorPlan"));
        QPointF p;
        QMetaObject::invokeMethod(plan, "mapFromWorld", Q_RETURN_ARG(QPointF, p), Q_ARG(QPointF, QPointF(xMm, yMm)));
        return plan->mapToScene(p).toPoint();
    }
    void shot(const char *name)
    {
        const QString dir = qEnvironmentVariable("PLENUM_DOC_SCREENSHOTS");
        if (!dir.isEmpty())
            m_window->grabWindow().save(QDir(dir).filePath(QString::fromLatin1(name)));
    }
    // An architect's drawing of the hall, 600 × 720 px: walls, a column grid, and the two marks.
    QString drawingPng()
    {
        QImage image(600, 720, QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter p(&image);
        p.setPen(QPen(Qt::black, 6));
        p.drawRect(3, 3, 594, 714);
        p.setPen(QPen(QColor(90, 90, 90), 2));
        for (int x = 150; x < 600; x += 150)
            p.drawLine(x, 0, x, 720);
        for (int y = 180; y < 720; y += 180)
            p.drawLine(0, y, 600, y);
        p.setPen(QPen(Qt::red, 3));
        for (QPoint mark : { QPoint(100, 100), QPoint(400, 500) }) {
            p.drawLine(mark - QPoint(12, 0), mark + QPoint(12, 0));
            p.drawLine(mark - QPoint(0, 12), mark + QPoint(0, 12));
        }
        p.drawLine(100, 100, 400, 500);
        p.drawText(QRect(260, 280, 120, 30), Qt::AlignCenter, QStringLiteral("12.00 m"));
        p.end();
        const QString path = m_dir.filePath(QStringLiteral("drawing.png"));
        image.save(path);
        return path;
    }

private slots:
    void initTestCase() { plenum::test::QmlWarningGuard::install(); }

    void init()
    {
        m_language = std::make_unique<plenum::app::LanguageManager>();
        m_shell = std::make_unique<AppShell>(*m_language);
        QVERIFY(doc().newFromTemplate(QStringLiteral("starter")));
        m_shell->autosave().setIntervalMs(0);
        m_window = m_shell->load({});
        QVERIFY(m_window);
        m_window->resize(1400, 900);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        m_window->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        QTRY_VERIFY(item(QStringLiteral("floorPlan")) && item(QStringLiteral("floorPlan"))->width() > 0);
        QTest::qWait(100);
    }

    void cleanup()
    {
        m_shell->jobs().routing()->cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!m_shell->jobs().routing()->isRunning(), 60000);
        m_window->setProperty("closeConfirmed", true);
        m_shell.reset();
        m_language.reset();
        m_window = nullptr;
    }

    void importAndCalibrateWithClicks()
    {
        QVERIFY(doc().importUnderlay(drawingPng()));
        QCOMPARE(doc().undoStack()->count(), 1);
        QCOMPARE(doc().project().underlays.size(), std::size_t(1));
        const plenum::Id id = doc().project().underlays[0].id;
        QCOMPARE(doc().underlay(id)->mm_per_px, 10.0);
        QCOMPARE(doc().underlay(id)->x_mm, std::int64_t(0));
        QCOMPARE(doc().underlay(id)->y_mm, std::int64_t(7200));
        QTRY_COMPARE(item(QStringLiteral("underlays"))->property("drawnCount").toInt(), 1);

        QQuickItem *calibrate = item(QStringLiteral("underlayCalibrate"));
        QVERIFY(calibrate && calibrate->isVisible());
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(calibrate));
        QTRY_VERIFY(item(QStringLiteral("calibration"))->isVisible());
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(1000, 6200));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, floorPoint(4000, 2200));
        QQuickItem *distance = item(QStringLiteral("calibrateDistance"));
        QTRY_VERIFY(distance && distance->isVisible() && distance->hasActiveFocus());
        QTest::keyClick(m_window, '1');
        QTest::keyClick(m_window, '2');
        QTest::keyClick(m_window, Qt::Key_Return);
        QTRY_COMPARE(doc().undoStack()->count(), 2);
        const plenum::Underlay &u = *doc().underlay(id);
        QVERIFY2(std::abs(u.mm_per_px - 24.0) < 0.1, qPrintable(QString::number(u.mm_per_px)));
        // Pixel (100, 100) stayed where it was clicked: (1000, 6200) within a screen pixel's 15 mm.
        const double k = u.mm_per_px;
        QVERIFY(std::abs(double(u.x_mm) + 100 * k - 1000) < 30);
        QVERIFY(std::abs(double(u.y_mm) - 100 * k - 6200) < 30);
        QVERIFY(!item(QStringLiteral("calibration"))->isVisible());
        shot("underlay-calibrated.png");

        // Lock: the calibrate button is disabled; Ctrl+Z twice restores 10 mm per pixel.
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item(QStringLiteral("underlayLocked"))));
        QTRY_VERIFY(doc().underlay(id)->locked);
        QVERIFY(!calibrate->isEnabled());
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc().underlay(id)->mm_per_px, 10.0);
        QVERIFY(!doc().underlay(id)->locked);
    }

    void badFilesRefused()
    {
        const plenum::Project before = doc().project();
        const QString fake = m_dir.filePath(QStringLiteral("fake.png"));
        QFile f(fake);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("GIF89a not a drawing");
        f.close();
        QVERIFY(!doc().importUnderlay(fake));
        QVERIFY2(
            doc().lastError().contains(QStringLiteral("not a PNG, JPEG or PDF file")), qPrintable(doc().lastError()));
        // A PNG cut after its first 200 bytes: the signature is right, the picture does not decode.
        QFile good(drawingPng());
        QVERIFY(good.open(QIODevice::ReadOnly));
        const QByteArray head = good.read(200);
        const QString cut = m_dir.filePath(QStringLiteral("cut.png"));
        QFile c(cut);
        QVERIFY(c.open(QIODevice::WriteOnly));
        c.write(head);
        c.close();
        QVERIFY(!doc().importUnderlay(cut));
        QVERIFY2(doc().lastError().contains(QStringLiteral("cannot be decoded")), qPrintable(doc().lastError()));
        QVERIFY(doc().project() == before);
        QCOMPARE(doc().undoStack()->count(), 0);
    }

    // A 6 × 7.2 m hall outline in millimetres ($INSUNITS 4) with a column: the longer side, 7200 mm,
    // spans 4096 − 2 × 4 px of margin, so 7200 / 4088 = 1.7613 mm per pixel; the picture's corner is
    // 4 px outside the drawing's top-left (0, 7200): (−7, 7207) mm rounded; it is 6000 / 1.7613 →
    // 3407 + 8 = 3415 px wide.
    void dxfDrawing()
    {
        plenum::test::DxfFixture dxf;
        dxf.insunits = 4;
        dxf.layers = { "A-WALL", "S-COLS" };
        dxf.polys.push_back({ "A-WALL", { { 0, 0 }, { 6000, 0 }, { 6000, 7200 }, { 0, 7200 } }, true });
        dxf.circles.push_back({ "S-COLS", 4800, 3600, 300 });
        const QString path = m_dir.filePath(QStringLiteral("hall.dxf"));
        QVERIFY(dxf.write(path.toStdString()));
        QVERIFY2(doc().importUnderlay(path), qPrintable(doc().lastError()));
        const plenum::Underlay &u = doc().project().underlays.back();
        QVERIFY(u.format == plenum::UnderlayFormat::Png);
        QCOMPARE(u.mm_per_px, 7200.0 / 4088);
        QCOMPARE(u.x_mm, std::int64_t(-7));
        QCOMPARE(u.y_mm, std::int64_t(7207));
        const QImage image = QImage::fromData(QByteArray::fromStdString(*u.image.bytes), "PNG");
        QCOMPARE(image.width(), 3415);
        QCOMPARE(image.height(), 4096);
        // The column's edge, 300 mm east of its centre: pixel ((5100 + 7) / k, (7207 − 3600) / k).
        const double k = u.mm_per_px;
        QVERIFY(qAlpha(image.pixel(int(std::lround((5100 + 7) / k)), int(std::lround((7207 - 3600) / k)))) > 0);
        // Its centre is empty.
        QCOMPARE(qAlpha(image.pixel(int(std::lround((4800 + 7) / k)), int(std::lround((7207 - 3600) / k)))), 0);
        QTRY_COMPARE(item(QStringLiteral("underlays"))->property("drawnCount").toInt(), 1);
        shot("underlay-dxf.png");

        // A drawing without a unit is refused with the reason.
        dxf.insunits.reset();
        const QString unitless = m_dir.filePath(QStringLiteral("unitless.dxf"));
        QVERIFY(dxf.write(unitless.toStdString()));
        QVERIFY(!doc().importUnderlay(unitless));
        QVERIFY2(doc().lastError().contains(QStringLiteral("does not say its unit")), qPrintable(doc().lastError()));
    }

    // A 200 × 100 mm PDF page drawn at 150 dpi is 200 / 25.4 × 150 = 1181.1 → 1181 px wide.
    void pdfPage()
    {
        const QString path = m_dir.filePath(QStringLiteral("drawing.pdf"));
        {
            QPdfWriter writer(path);
            writer.setPageSize(QPageSize(QSizeF(200, 100), QPageSize::Millimeter));
            writer.setPageMargins(QMarginsF(0, 0, 0, 0));
            QPainter p(&writer);
            p.drawRect(QRect(100, 100, 2000, 1000));
        }
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto decoded = plenum::app::decodeUnderlay(plenum::UnderlayFormat::Pdf, f.readAll(), 0);
        QVERIFY2(!decoded.image.isNull(), qPrintable(decoded.error));
        QCOMPARE(decoded.image.width(), 1181);
        QVERIFY(doc().importUnderlay(path));
        QVERIFY(doc().project().underlays.back().format == plenum::UnderlayFormat::Pdf);
        QCOMPARE(doc().project().underlays.back().mm_per_px, 6000.0 / 1181);
        QVERIFY(!doc().importUnderlay(path, 3));
        QVERIFY2(doc().lastError().contains(QStringLiteral("page 4 does not exist")), qPrintable(doc().lastError()));
    }

    // Move on, a drag on the plan from (1, 3) m to (2.2, 2.4) m shifts the drawing by (1.2, −0.6) m:
    // its corner from (0, 7.2) m to (1.2, 6.6) m, within a screen pixel, in one undo step. Typed,
    // X 1.5 m and a scale of 12.5 mm/px are exact. Locked, it may not be placed.
    void placeByDragAndTyped()
    {
        QVERIFY(doc().importUnderlay(drawingPng()));
        const plenum::Id id = doc().project().underlays[0].id;
        QQuickItem *move = item(QStringLiteral("underlayMove"));
        QVERIFY(move && move->isVisible() && move->isEnabled());
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(move));
        QTRY_VERIFY(item(QStringLiteral("underlayDragArea"))->isVisible());
        const QPoint from = floorPoint(1000, 3000), to = floorPoint(2200, 2400);
        QTest::mousePress(m_window, Qt::LeftButton, {}, from);
        for (int i = 1; i <= 8; ++i)
            QTest::mouseMove(m_window, from + (to - from) * i / 8);
        QTRY_COMPARE(item(QStringLiteral("underlays"))->property("previewId").toLongLong(), qint64(id));
        QTest::qWait(30);
        QCOMPARE(doc().underlay(id)->x_mm, std::int64_t(0)); // a preview only, until the release
        const QPointF offset = item(QStringLiteral("underlays"))->property("previewOffsetMm").toPointF();
        QVERIFY2(std::abs(offset.x() - 1200) < 50 && std::abs(offset.y() + 600) < 50,
            qPrintable(QStringLiteral("%1, %2").arg(offset.x()).arg(offset.y())));
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, to);
        QTRY_VERIFY2(doc().undoStack()->count() == 2, qPrintable(doc().lastError()));
        const double mmPerScreenPx = 1000.0 / item(QStringLiteral("floorPlan"))->property("pixelsPerMetre").toDouble();
        QVERIFY2(std::abs(double(doc().underlay(id)->x_mm) - 1200) <= 2 * mmPerScreenPx,
            qPrintable(QString::number(doc().underlay(id)->x_mm)));
        QVERIFY2(std::abs(double(doc().underlay(id)->y_mm) - 6600) <= 2 * mmPerScreenPx,
            qPrintable(QString::number(doc().underlay(id)->y_mm)));
        QCOMPARE(item(QStringLiteral("underlays"))->property("previewId").toLongLong(), qint64(0));
        doc().undo();
        QCOMPARE(doc().underlay(id)->x_mm, std::int64_t(0));
        QCOMPARE(doc().underlay(id)->y_mm, std::int64_t(7200));
        auto type = [&](const char *field, const char *text) {
            QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item(QLatin1String(field))));
            QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
            for (const char *ch = text; *ch; ++ch)
                QTest::keyClick(m_window, *ch);
            QTest::keyClick(m_window, Qt::Key_Return);
        };
        type("underlayXInput", "1.5");
        QCOMPARE(doc().underlay(id)->x_mm, std::int64_t(1500));
        QCOMPARE(doc().underlay(id)->y_mm, std::int64_t(7200));
        type("underlayScaleInput", "12.5");
        QCOMPARE(doc().underlay(id)->mm_per_px, 12.5);
        QCOMPARE(doc().underlay(id)->x_mm, std::int64_t(1500));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(move)); // Move off
        QTRY_VERIFY(!item(QStringLiteral("underlayDragArea"))->isVisible());

        QVERIFY(doc().setUnderlayLocked(id, true));
        QTRY_VERIFY(!move->isEnabled());
        const int steps = doc().undoStack()->count();
        QVERIFY(!doc().placeUnderlay(id, 0, 0, 10, 0));
        QVERIFY2(doc().lastError().contains(QStringLiteral("locked")), qPrintable(doc().lastError()));
        QCOMPARE(doc().undoStack()->count(), steps);
    }

    // A PDF of three pages: the import asks which; page 2 typed and Import lays that page.
    void pdfPageChosen()
    {
        const QString path = m_dir.filePath(QStringLiteral("three.pdf"));
        {
            QPdfWriter writer(path);
            writer.setPageSize(QPageSize(QSizeF(200, 100), QPageSize::Millimeter));
            QPainter p(&writer);
            for (int page = 0; page < 3; ++page) {
                if (page > 0)
                    writer.newPage();
                p.drawRect(QRect(100, 100, 500 * (page + 1), 500));
            }
        }
        QCOMPARE(doc().underlayPageCount(path), 3);
        QCOMPARE(doc().underlayPageCount(drawingPng()), 1);
        QObject *dialog = m_window->findChild<QObject *>(QStringLiteral("underlayPageDialog"));
        if (!dialog)
            dialog = m_window->contentItem()->findChild<QObject *>(QStringLiteral("underlayPageDialog"));
        QVERIFY(dialog);
        QMetaObject::invokeMethod(
            dialog, "ask", Q_ARG(QVariant, QUrl::fromLocalFile(path).toString()), Q_ARG(QVariant, 3));
        QQuickItem *page = item(QStringLiteral("underlayPage"));
        QTRY_VERIFY(page && page->isVisible());
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(page));
        QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(m_window, '2');
        QTest::keyClick(m_window, Qt::Key_Tab);
        QCOMPARE(page->property("value").toInt(), 2);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item(QStringLiteral("underlayPageImport"))));
        QTRY_COMPARE(doc().project().underlays.size(), std::size_t(1));
        QCOMPARE(doc().project().underlays[0].page, 1);
        QCOMPARE(doc().undoStack()->count(), 1);
    }
};

QTEST_MAIN(TestUnderlayGestures)
#include "test_underlay_gestures.moc"
