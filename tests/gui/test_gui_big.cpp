// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI on a frontier-scale project, under xvfb-run: plenum-cli makes the 16,384-GPU multi-plane
// template (multiplane-8x400, 2048 nodes) and routes it, then `plenum --grab` renders every view —
// floor plan, rack elevation, 3D hall, checks, cable schedule, design review — each within the time limit, each
// picture full of content. The pictures are kept in PLENUM_SCREENSHOT_DIR when set (CTest sets it
// to tests/gui/screenshots-16k/ in the build tree).
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TestGuiBig : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_project;

    static QString bin(const char *name) { return QStringLiteral(PLENUM_BIN_DIR "/") + QLatin1String(name); }

    static QByteArray runCli(const QStringList &arguments, int *exitCode)
    {
        QProcess cli;
        cli.start(bin("plenum-cli"), arguments);
        if (!cli.waitForFinished(300000)) {
            cli.kill();
            *exitCode = -1;
            return "timed out";
        }
        *exitCode = cli.exitCode();
        return cli.readAllStandardOutput() + cli.readAllStandardError();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("16k.plenum"));
        int code = 0;
        QByteArray out = runCli(
            { QStringLiteral("new"), m_project, QStringLiteral("--template"), QStringLiteral("multiplane-8x400"),
                QStringLiteral("--nodes"), QStringLiteral("2048"), QStringLiteral("--name"),
                QStringLiteral("16,384 GPUs: multi-plane 8 x 400G"), QStringLiteral("--force") },
            &code);
        QVERIFY2(code == 0, out.constData());
        QVERIFY2(out.contains("16384 GPUs"), out.constData());
        out = runCli({ QStringLiteral("route"), m_project }, &code);
        QVERIFY2(code == 0, out.constData());
    }

    void everyView_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QStringList>("extra");
        QTest::addRow("floor") << QStringLiteral("floor") << QStringList();
        QTest::addRow("elevation") << QStringLiteral("elevation") << QStringList();
        QTest::addRow("3d") << QStringLiteral("3d") << QStringList();
        QTest::addRow("checks") << QStringLiteral("checks") << QStringList();
        QTest::addRow("cables") << QStringLiteral("cables") << QStringList();
        QTest::addRow("review") << QStringLiteral("review") << QStringList();
    }

    void everyView()
    {
        QFETCH(QString, view);
        QFETCH(QStringList, extra);
        const QString png = m_dir.filePath(view + QStringLiteral(".png"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        QProcess plenum;
        plenum.setProcessEnvironment(env);
        QElapsedTimer timer;
        timer.start();
        plenum.start(qEnvironmentVariable("PLENUM_XVFB_RUN", QStringLiteral("xvfb-run")),
            QStringList { QStringLiteral("-a"), QStringLiteral("-s"), QStringLiteral("-screen 0 1600x1000x24"),
                bin("plenum"), QStringLiteral("--grab"), png, QStringLiteral("--view"), view }
                + extra + QStringList { m_project });
        QVERIFY(plenum.waitForFinished(300000));
        const QByteArray errors = plenum.readAllStandardError();
        QVERIFY2(plenum.exitCode() == 0, errors.constData());
        qInfo("%s: opened, checked and rendered in %.1f s", qPrintable(view), double(timer.elapsed()) / 1000);

        QImage image(png);
        QVERIFY2(!image.isNull(), errors.constData());
        image = image.convertToFormat(QImage::Format_RGB32);
        QSet<QRgb> colours;
        qsizetype background = 0;
        const QRgb corner = image.pixel(image.width() / 2, image.height() / 2);
        for (int y = 0; y < image.height(); ++y) {
            const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            for (int x = 0; x < image.width(); ++x) {
                colours.insert(line[x] & 0xffffff);
                background += line[x] == corner;
            }
        }
        QVERIFY2(colours.size() > 60, qPrintable(QStringLiteral("only %1 colours").arg(colours.size())));
        QVERIFY2(background < qsizetype(image.width()) * image.height() * 0.9, "the picture is mostly one colour");

        const QString keep = qEnvironmentVariable("PLENUM_SCREENSHOT_DIR");
        if (!keep.isEmpty()) {
            QDir().mkpath(keep);
            const QString target = QDir(keep).filePath(QStringLiteral("16k-%1.png").arg(view));
            QFile::remove(target);
            QVERIFY(QFile::copy(png, target));
        }
    }
};

QTEST_GUILESS_MAIN(TestGuiBig)
#include "test_gui_big.moc"
