// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real binaries: `plenum-cli new` makes the starter project, `plenum --grab` renders it,
// and each view's screenshot must show its content (many pixels of a distinctive colour, many colours).
// PLENUM_GRAB_PLATFORM picks how the GUI runs headless: "offscreen" (default) or "xvfb".
#include "tools/colors.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TestGuiSmoke : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_project;

    static QString bin(const char *name) { return QStringLiteral(PLENUM_BIN_DIR "/") + QLatin1String(name); }

    // Runs `plenum` headless; returns the exit code, stderr in `errors`.
    static int runPlenum(const QStringList &arguments, QByteArray *errors = nullptr)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        QString program = bin("plenum");
        QStringList args = arguments;
        if (env.value(QStringLiteral("PLENUM_GRAB_PLATFORM")) == QLatin1String("xvfb")) {
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
            args.prepend(program);
            args.prepend(QStringLiteral("-a"));
            program = env.value(QStringLiteral("PLENUM_XVFB_RUN"), QStringLiteral("xvfb-run"));
        } else {
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        }
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), QDir::tempPath() + QStringLiteral("/plenum-gui-smoke-config"));
        process.setProcessEnvironment(env);
        process.start(program, args);
        if (!process.waitForFinished(90000)) {
            process.kill();
            return -1;
        }
        if (errors)
            *errors = process.readAllStandardError();
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    }

    // A colour of the Theme singleton, read from the QML source.
    // The colour Theme.qml gives `name`: its own literal, or the palette's (render/palette.h)
    // that Theme.qml takes as Colors.<name>.
    static QColor themeColor(const char *name)
    {
        QFile theme(QStringLiteral(PLENUM_SOURCE_DIR "/qml/Theme.qml"));
        if (!theme.open(QIODevice::ReadOnly))
            return {};
        const QString text = QString::fromUtf8(theme.readAll());
        const QString literal = QStringLiteral("property color %1: \"(#[0-9a-fA-F]{6})\"").arg(QLatin1String(name));
        if (const auto match = QRegularExpression(literal).match(text); match.hasMatch())
            return QColor(match.captured(1));
        const QString shared = QStringLiteral("property color %1: Colors\\.(\\w+)").arg(QLatin1String(name));
        const auto match = QRegularExpression(shared).match(text);
        if (!match.hasMatch())
            return {};
        return plenum::app::Colors().property(match.captured(1).toLatin1().constData()).value<QColor>();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("starter.plenum"));
        QProcess cli;
        cli.start(bin("plenum-cli"),
            { QStringLiteral("new"), m_project, QStringLiteral("--template"), QStringLiteral("starter"),
                QStringLiteral("--force") });
        QVERIFY(cli.waitForFinished(30000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QVERIFY(QFile::exists(m_project));
        cli.start(bin("plenum-cli"), { QStringLiteral("route"), m_project }); // the cable schedule has rows
        QVERIFY(cli.waitForFinished(30000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    }

    void grabShowsView_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QColor>("colour"); // many pixels of this colour prove the view drew its content
        QTest::addColumn<bool>("needsGpu");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("minimumPerMille"); // of the window's pixels
        // The starter's day-one racks are mostly GPU racks (coloured by role).
        QTest::addRow("floor") << QStringLiteral("floor") << themeColor("rackGpu") << false << QStringList() << 10;
        // Four DGX H100 (role gpu-node) in rack A01, on front and rear.
        QTest::addRow("elevation") << QStringLiteral("elevation") << QColor(0x2e7d4f) << false << QStringList() << 10;
        // Racks in their role colours, as on the floor plan (issue #15: GPU racks were blue in 3D). Lit
        // racks vary in brightness: 3D pixels match the GPU colour's hue, not its value.
        QTest::addRow("3d") << QStringLiteral("3d") << themeColor("rackGpu") << true << QStringList() << 10;
        // The checks show the floor plan beside the findings (smaller: half the share).
        QTest::addRow("checks") << QStringLiteral("checks") << themeColor("rackGpu") << false << QStringList() << 5;
        // The cable schedule with a cable selected: its length terms as bars and its route, in the
        // route colour.
        QTest::addRow("cables") << QStringLiteral("cables") << themeColor("route") << false
                                << QStringList { QStringLiteral("--select"), QStringLiteral("C0000044") } << 3;
    }

    void grabShowsView()
    {
        QFETCH(QString, view);
        QFETCH(QColor, colour);
        QFETCH(bool, needsGpu);
        QFETCH(QStringList, extra);
        QFETCH(int, minimumPerMille);
        if (needsGpu && qEnvironmentVariable("PLENUM_GRAB_PLATFORM") != QLatin1String("xvfb"))
            QSKIP("Qt Quick 3D renders only with OpenGL (xvfb-run), not on the offscreen platform");
        const QString png = m_dir.filePath(view + QStringLiteral(".png"));
        QByteArray errors;
        QCOMPARE(runPlenum(QStringList { QStringLiteral("--grab"), png, QStringLiteral("--view"), view } + extra
                         + QStringList { m_project },
                     &errors),
            0);
        QImage image(png);
        QVERIFY2(!image.isNull(), errors.constData());
        QVERIFY(image.width() >= 640 && image.height() >= 400);
        image = image.convertToFormat(QImage::Format_RGB32);

        QVERIFY(colour.isValid());
        constexpr int kTolerance = 10;
        qsizetype matching = 0;
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); ++y) {
            const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            for (int x = 0; x < image.width(); ++x) {
                const QRgb p = line[x];
                colours.insert(p & 0xffffff);
                if (needsGpu) {
                    const QColor c(p);
                    if (c.hsvSaturation() > 120 && std::abs(c.hsvHue() - colour.hsvHue()) <= 8)
                        ++matching;
                } else if (std::abs(qRed(p) - colour.red()) <= kTolerance
                    && std::abs(qGreen(p) - colour.green()) <= kTolerance
                    && std::abs(qBlue(p) - colour.blue()) <= kTolerance) {
                    ++matching;
                }
            }
        }
        // The distinctive content (racks, GPU nodes, a cable's route) fills a good share of the window.
        const qsizetype minimum = qsizetype(image.width()) * image.height() * minimumPerMille / 1000;
        QVERIFY2(
            matching >= minimum, qPrintable(QStringLiteral("only %1 pixels of %2").arg(matching).arg(colour.name())));
        QVERIFY2(colours.size() > 20, qPrintable(QStringLiteral("only %1 colours").arg(colours.size())));
    }

    // The UI in Chinese (and German) renders: the floor plan with its racks, and many more
    // colours than a blank or tofu-only window (the CJK text is anti-aliased in many greys).
    void grabInLanguage_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::addRow("de") << QStringLiteral("de");
    }

    void grabInLanguage()
    {
        QFETCH(QString, lang);
        const QString png = m_dir.filePath(QStringLiteral("floor-%1.png").arg(lang));
        QByteArray errors;
        QCOMPARE(runPlenum({ QStringLiteral("--grab"), png, QStringLiteral("--lang"), lang, m_project }, &errors), 0);
        QImage image(png);
        QVERIFY2(!image.isNull(), errors.constData());
        image = image.convertToFormat(QImage::Format_RGB32);
        const QColor rack = themeColor("rackGpu");
        qsizetype rackPixels = 0;
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); ++y) {
            const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            for (int x = 0; x < image.width(); ++x) {
                colours.insert(line[x] & 0xffffff);
                if (QColor(line[x]) == rack)
                    ++rackPixels;
            }
        }
        QVERIFY2(
            rackPixels >= qsizetype(image.width()) * image.height() / 100, qPrintable(QString::number(rackPixels)));
        QVERIFY2(colours.size() > 50, qPrintable(QStringLiteral("only %1 colours").arg(colours.size())));
        QVERIFY2(!errors.contains("QFont") && !errors.contains("translat"), errors.constData());
    }

    void unknownLanguageFails()
    {
        QByteArray errors;
        QCOMPARE(runPlenum({ QStringLiteral("--grab"), m_dir.filePath(QStringLiteral("x.png")),
                               QStringLiteral("--lang"), QStringLiteral("tlh"), m_project },
                     &errors),
            2);
        QVERIFY2(errors.contains("tlh"), errors.constData());
    }

    void unknownViewFails()
    {
        QByteArray errors;
        QCOMPARE(runPlenum({ QStringLiteral("--grab"), m_dir.filePath(QStringLiteral("x.png")),
                               QStringLiteral("--view"), QStringLiteral("sideways"), m_project },
                     &errors),
            2);
        QVERIFY2(errors.contains("sideways"), errors.constData());
    }

    void unknownSelectionFails()
    {
        QByteArray errors;
        QCOMPARE(runPlenum({ QStringLiteral("--grab"), m_dir.filePath(QStringLiteral("x.png")),
                               QStringLiteral("--select"), QStringLiteral("Z99"), m_project },
                     &errors),
            2);
        QVERIFY2(errors.contains("Z99"), errors.constData());
    }

    void grabOfMissingFileFails()
    {
        QByteArray errors;
        QCOMPARE(runPlenum({ QStringLiteral("--grab"), m_dir.filePath(QStringLiteral("never.png")),
                               m_dir.filePath(QStringLiteral("missing.plenum")) },
                     &errors),
            2);
        QVERIFY2(errors.contains("missing.plenum"), errors.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("never.png"))));
    }

    // Issue 22 item 6: the screenshot is never written onto the project it shows (it replaced it).
    void grabOntoProjectFails()
    {
        QFile f(m_project);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        QByteArray errors;
        QCOMPARE(runPlenum({ QStringLiteral("--grab"), m_project, m_project }, &errors), 2);
        QVERIFY2(errors.contains("it is the input"), errors.constData());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }

    void grabToUnwritablePathFails()
    {
        QByteArray errors;
        QCOMPARE(
            runPlenum({ QStringLiteral("--grab"), m_dir.filePath(QStringLiteral("no/such/dir/out.png")), m_project },
                &errors),
            2);
        QVERIFY2(errors.contains("out.png"), errors.constData());
    }
};

QTEST_GUILESS_MAIN(TestGuiSmoke)
#include "test_gui_smoke.moc"
