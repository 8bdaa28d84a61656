// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ New from DXF… through the real window (issue #21), with the mouse and the keyboard. The
// drawing is written here through dxflib, in millimetres ($INSUNITS 4), far from the origin as
// architects draw: an L-shaped outline (50, 20) → (62, 20) → (62, 26) → (56, 26) → (56, 30) →
// (50, 30) m on A-WALL-OUTLINE, two columns on S-COLS — a 400 mm square at (59.0, 22.0) m and a
// 300 mm circle at (53, 23) m — and an open polyline (a dimension) on A-ANNO at y = 31 m. The hall moves by (−50, −20)
// m: its corners become (0, 0), (12000, 0), (12000, 6000), (6000, 6000), (6000, 10000), (0, 10000); Column 1 (the
// square, first in the file) (9000, 2000)–(9400, 2400); Column 2 the octagon around (3000, 3000) with flat sides at
// ±300 and corners ±300·(√2 − 1) = ±124.26 → 124 off the axes. The underlay's drawn circle lies on Column 2. A mapping
// without an outline, and an open outline, are refused with the reason and create nothing. With PLENUM_DOC_SCREENSHOTS
// set, the dialog is saved as new-from-dxf.png. Any QML warning fails the run.
#include "app_shell.h"
#include "dxf_fixture.h"
#include "i18n/language_manager.h"
#include "qml_warning_guard.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <memory>

Q_IMPORT_QML_PLUGIN(PlenumPlugin)

using plenum::Point;
using plenum::app::AppShell;
using plenum::app::Document;

class TestNewFromDxf : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<plenum::app::LanguageManager> m_language;
    std::unique_ptr<AppShell> m_shell;
    QQuickWindow *m_window = nullptr;
    QTemporaryDir m_dir;

    Document &doc() { return m_shell->document(); }
    QList<QQuickItem *> allItems()
    {
        QList<QQuickItem *> out,
            todo { m_window->contentItem()->parentItem() ? m_window->contentItem()->parentItem()
                                                         : m_window->contentItem() };
        while (!todo.isEmpty()) {
            QQuickItem *i = todo.takeLast();
            out.append(i);
            todo.append(i->childItems());
        }
        return out;
    }
    QQuickItem *item(const QString &name)
    {
        QQuickItem *hidden = nullptr;
        for (QQuickItem *i : allItems())
            if (i->objectName() == name) {
                if (i->isVisible())
                    return i;
                hidden = hidden ? hidden : i;
            }
        return hidden;
    }
    static QPoint centreOf(QQuickItem *i) { return i->mapToScene(QPointF(i->width() / 2, i->height() / 2)).toPoint(); }
    void click(QQuickItem *i) { QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(i)); }
    void shot(const char *name)
    {
        const QString dir = qEnvironmentVariable("PLENUM_DOC_SCREENSHOTS");
        if (!dir.isEmpty())
            m_window->grabWindow().save(QDir(dir).filePath(QString::fromLatin1(name)));
    }
    // Opens the File menu by clicking its title and clicks the entry `text`.
    bool clickFileEntry(const QString &text)
    {
        QQuickItem *bar = m_window->findChild<QQuickItem *>(QStringLiteral("menuBar"));
        QQuickItem *title = nullptr;
        QMetaObject::invokeMethod(bar, "itemAt", Q_RETURN_ARG(QQuickItem *, title), Q_ARG(int, 0));
        if (!title)
            return false;
        QObject *menu = title->property("menu").value<QObject *>();
        click(title);
        if (!QTest::qWaitFor([menu] { return menu->property("opened").toBool(); }, 3000))
            return false;
        const int count = menu->property("count").toInt();
        for (int i = 0; i < count; ++i) {
            QQuickItem *entry = nullptr;
            QMetaObject::invokeMethod(menu, "itemAt", Q_RETURN_ARG(QQuickItem *, entry), Q_ARG(int, i));
            if (entry && entry->property("text").toString().remove(QLatin1Char('&')) == text) {
                click(entry);
                return true;
            }
        }
        return false;
    }
    // Clicks the combo box `name` open and clicks its entry `text` in the list that drops down.
    bool choose(const QString &name, const QString &text)
    {
        QQuickItem *combo = item(name);
        if (!combo || !combo->isVisible())
            return false;
        click(combo);
        QObject *popup = combo->property("popup").value<QObject *>();
        if (!popup || !QTest::qWaitFor([popup] { return popup->property("opened").toBool(); }, 3000))
            return false;
        QTest::qWait(50);
        for (QQuickItem *i : allItems())
            if (i->inherits("QQuickAbstractButton") && i->isVisible() && i->property("text").toString() == text
                && i->parentItem() && i->window() == m_window) {
                click(i);
                return QTest::qWaitFor(
                    [combo, text] { return combo->property("currentText").toString() == text; }, 3000);
            }
        return false;
    }
    plenum::test::DxfFixture drawing()
    {
        plenum::test::DxfFixture f;
        f.insunits = 4;
        f.layers = { "A-WALL-OUTLINE", "S-COLS", "A-ANNO" };
        f.polys.push_back({ "A-WALL-OUTLINE",
            { { 50000, 20000 }, { 62000, 20000 }, { 62000, 26000 }, { 56000, 26000 }, { 56000, 30000 },
                { 50000, 30000 } },
            true });
        f.polys.push_back(
            { "S-COLS", { { 59000, 22000 }, { 59400, 22000 }, { 59400, 22400 }, { 59000, 22400 } }, true });
        f.circles.push_back({ "S-COLS", 53000, 23000, 300 });
        f.polys.push_back({ "A-ANNO", { { 50000, 31000 }, { 62000, 31000 } }, false });
        return f;
    }
    // Types `path` into the dialog's path field and presses Enter.
    void readDrawing(const QString &path)
    {
        QQuickItem *field = item(QStringLiteral("dxfPath"));
        QVERIFY(field && field->isVisible());
        click(field);
        QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(m_window, Qt::Key_Backspace);
        for (const char ch : path.toLatin1()) // QTest::keyClicks takes widgets only
            QTest::keyClick(m_window, ch);
        QTest::keyClick(m_window, Qt::Key_Return);
    }
    QString problem() { return item(QStringLiteral("dxfProblem"))->property("text").toString(); }

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

    void hallFromDrawing()
    {
        const std::string starter = doc().project().name;
        const QString path = m_dir.filePath(QStringLiteral("hall.dxf"));
        QVERIFY(drawing().write(path.toStdString()));
        QVERIFY(clickFileEntry(QStringLiteral("New from DXF…")));
        QTRY_VERIFY(item(QStringLiteral("dxfPath")) && item(QStringLiteral("dxfPath"))->isVisible());
        // The layer list's model keeps the item-model contract through loads and remaps.
        auto *layers = item(QStringLiteral("dxfLayers"))->property("model").value<QAbstractItemModel *>();
        QVERIFY(layers);
        QAbstractItemModelTester tester(layers, QAbstractItemModelTester::FailureReportingMode::QtTest);
        readDrawing(path);
        // The layers as dxf-layers lists them: "0", then the three, with the guessed meanings.
        QQuickItem *list = item(QStringLiteral("dxfLayers"));
        QTRY_COMPARE(list->property("count").toInt(), 4);
        QTRY_VERIFY(
            item(QStringLiteral("dxfMeaning-A-ANNO")) && item(QStringLiteral("dxfMeaning-A-ANNO"))->isVisible());
        QCOMPARE(item(QStringLiteral("dxfMeaning-A-WALL-OUTLINE"))->property("currentText").toString(),
            QStringLiteral("Hall outline"));
        QCOMPARE(
            item(QStringLiteral("dxfMeaning-S-COLS"))->property("currentText").toString(), QStringLiteral("Columns"));
        QCOMPARE(item(QStringLiteral("dxfMeaning-A-ANNO"))->property("currentText").toString(),
            QStringLiteral("Underlay only"));
        QTRY_COMPARE(item(QStringLiteral("dxfSummary"))->property("text").toString(),
            QStringLiteral("Hall 12.0 × 10.0 m (6 corners), 2 columns, 0 CRAHs, 0 CDUs, 0 doors, 0 no-go zones"));
        QTRY_COMPARE(item(QStringLiteral("dxfPreview"))->property("obstacleCount").toInt(), 2);
        shot("new-from-dxf.png");

        // No outline chosen: refused with the reason, Create disabled, nothing made.
        QVERIFY(choose(QStringLiteral("dxfMeaning-A-WALL-OUTLINE"), QStringLiteral("Underlay only")));
        QTRY_VERIFY2(problem().contains(QStringLiteral("hall's outline")), qPrintable(problem()));
        QVERIFY(!item(QStringLiteral("dxfCreate"))->isEnabled());
        click(item(QStringLiteral("dxfCreate")));
        QCOMPARE(doc().project().name, starter);
        QVERIFY(choose(QStringLiteral("dxfMeaning-A-WALL-OUTLINE"), QStringLiteral("Hall outline")));
        QTRY_VERIFY(problem().isEmpty());
        // The annotation layer ignored: not drawn in the underlay.
        QVERIFY(choose(QStringLiteral("dxfMeaning-A-ANNO"), QStringLiteral("Ignore")));

        click(item(QStringLiteral("dxfCreate")));
        QTRY_VERIFY(!m_window->findChild<QObject *>(QStringLiteral("newFromDxfDialog"))->property("visible").toBool());
        const plenum::Project &p = doc().project();
        QCOMPARE(doc().file()->path(), QString());
        QCOMPARE(p.halls.size(), std::size_t(1));
        const std::vector<Point> hall { { 0, 0 }, { 12000, 0 }, { 12000, 6000 }, { 6000, 6000 }, { 6000, 10000 },
            { 0, 10000 } };
        QVERIFY(p.halls.front().outline == hall);
        QCOMPARE(p.obstacles.size(), std::size_t(2));
        QCOMPARE(p.obstacles[0].name, std::string("Column 1"));
        const std::vector<Point> square { { 9000, 2000 }, { 9400, 2000 }, { 9400, 2400 }, { 9000, 2400 } };
        QVERIFY(p.obstacles[0].outline == square);
        const std::vector<Point> octagon { { 3300, 3124 }, { 3124, 3300 }, { 2876, 3300 }, { 2700, 3124 },
            { 2700, 2876 }, { 2876, 2700 }, { 3124, 2700 }, { 3300, 2876 } };
        QCOMPARE(p.obstacles[1].name, std::string("Column 2"));
        QVERIFY(p.obstacles[1].outline == octagon);
        QVERIFY(p.racks.empty());

        // The underlay: locked, and its drawn circle centred on Column 2.
        QCOMPARE(p.underlays.size(), std::size_t(1));
        const plenum::Underlay &u = p.underlays.front();
        QVERIFY(u.locked);
        QCOMPARE(u.name, std::string("hall"));
        const QImage image = QImage::fromData(QByteArray::fromStdString(*u.image.bytes), "PNG");
        const double k = u.mm_per_px;
        int u0 = INT_MAX, u1 = INT_MIN, v0 = INT_MAX, v1 = INT_MIN;
        for (int v = int((double(u.y_mm) - 3600) / k); v <= int((double(u.y_mm) - 2400) / k); ++v)
            for (int x = int((2400 - double(u.x_mm)) / k); x <= int((3600 - double(u.x_mm)) / k); ++x)
                if (qAlpha(image.pixel(x, v)) > 0)
                    u0 = std::min(u0, x), u1 = std::max(u1, x), v0 = std::min(v0, v), v1 = std::max(v1, v);
        QVERIFY(u0 <= u1);
        QVERIFY(std::abs(double(u.x_mm) + (u0 + u1 + 1) / 2.0 * k - 3000) <= k);
        QVERIFY(std::abs(double(u.y_mm) - (v0 + v1 + 1) / 2.0 * k - 3000) <= k);
        // The ignored dimension at y = 31 m (11 m in the hall) is not in the picture: it ends at the
        // outline's top, 10 m, plus its 4 px margin.
        QVERIFY(double(u.y_mm) < 10000 + 10 * k);
    }

    // Without $INSUNITS the unit is chosen: in metres the drawing's 12,000 m hall is past the
    // floor's ±2 km and refused with the core's sentence; in millimetres it is the 12 × 10 m hall.
    void unitChosenWhenTheHeaderHasNone()
    {
        plenum::test::DxfFixture f = drawing();
        f.insunits.reset();
        const QString path = m_dir.filePath(QStringLiteral("unitless.dxf"));
        QVERIFY(f.write(path.toStdString()));
        QVERIFY(clickFileEntry(QStringLiteral("New from DXF…")));
        QTRY_VERIFY(item(QStringLiteral("dxfPath")) && item(QStringLiteral("dxfPath"))->isVisible());
        readDrawing(path);
        QTRY_VERIFY2(problem().contains(QStringLiteral("does not say its unit")), qPrintable(problem()));
        QVERIFY(!item(QStringLiteral("dxfCreate"))->isEnabled());
        QVERIFY(choose(QStringLiteral("dxfUnit"), QStringLiteral("metres")));
        QTRY_VERIFY2(problem().contains(QStringLiteral("Plenum's floor reaches 2 km")), qPrintable(problem()));
        QVERIFY(choose(QStringLiteral("dxfUnit"), QStringLiteral("millimetres")));
        QTRY_VERIFY(problem().isEmpty());
        QCOMPARE(item(QStringLiteral("dxfSummary"))->property("text").toString(),
            QStringLiteral("Hall 12.0 × 10.0 m (6 corners), 2 columns, 0 CRAHs, 0 CDUs, 0 doors, 0 no-go zones"));
        QVERIFY(item(QStringLiteral("dxfCreate"))->isEnabled());
        click(item(QStringLiteral("dxfCancel")));
        QTRY_VERIFY(!m_window->findChild<QObject *>(QStringLiteral("newFromDxfDialog"))->property("visible").toBool());
    }

    void openOutlineRefused()
    {
        const std::string starter = doc().project().name;
        plenum::test::DxfFixture f = drawing();
        f.polys.front().closed = false;
        const QString path = m_dir.filePath(QStringLiteral("open.dxf"));
        QVERIFY(f.write(path.toStdString()));
        QVERIFY(clickFileEntry(QStringLiteral("New from DXF…")));
        QTRY_VERIFY(item(QStringLiteral("dxfPath")) && item(QStringLiteral("dxfPath"))->isVisible());
        readDrawing(path);
        QTRY_VERIFY2(
            problem().contains(QStringLiteral("on layer 'A-WALL-OUTLINE' is not closed")), qPrintable(problem()));
        QVERIFY(!item(QStringLiteral("dxfCreate"))->isEnabled());
        QCOMPARE(item(QStringLiteral("dxfPreview"))->property("obstacleCount").toInt(), 0);
        QCOMPARE(doc().project().name, starter);

        // A file that is no DXF: the reader's sentence.
        const QString bad = m_dir.filePath(QStringLiteral("bad.dxf"));
        QFile b(bad);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write("%PDF-1.4\n");
        b.close();
        readDrawing(bad);
        QTRY_VERIFY(item(QStringLiteral("dxfLoadError"))
                        ->property("text")
                        .toString()
                        .contains(QStringLiteral("not a DXF group code")));
        QCOMPARE(doc().project().name, starter);
    }
};

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("PlenumTest"));
    QGuiApplication::setApplicationName(QStringLiteral("test_new_from_dxf"));
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    TestNewFromDxf test;
    const int failed = QTest::qExec(&test, argc, argv);
    return plenum::test::QmlWarningGuard::report() > 0 ? 1 : failed;
}
#include "test_new_from_dxf.moc"
