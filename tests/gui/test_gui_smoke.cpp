// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real binaries: `plenum-cli new` makes the starter project, `plenum --grab` renders it,
// and the screenshot must show the floor plan (many pixels in Theme's rack colour, many colours).
// PLENUM_GRAB_PLATFORM picks how the GUI runs headless: "offscreen" (default) or "xvfb".
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

    // Theme.rack, read from the QML source so the test follows the theme.
    static QColor themeRackColor()
    {
        QFile theme(QStringLiteral(PLENUM_SOURCE_DIR "/qml/Theme.qml"));
        if (!theme.open(QIODevice::ReadOnly))
            return {};
        const auto match = QRegularExpression(QStringLiteral(R"re(property color rack: "(#[0-9a-fA-F]{6})")re"))
                               .match(QString::fromUtf8(theme.readAll()));
        return match.hasMatch() ? QColor(match.captured(1)) : QColor();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("starter.plenum"));
        QProcess cli;
        cli.start(bin("plenum-cli"), {QStringLiteral("new"), m_project, QStringLiteral("--template"),
                                      QStringLiteral("starter"), QStringLiteral("--force")});
        QVERIFY(cli.waitForFinished(30000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QVERIFY(QFile::exists(m_project));
    }

    void grabShowsFloorPlan()
    {
        const QString png = m_dir.filePath(QStringLiteral("floor.png"));
        QByteArray errors;
        QCOMPARE(runPlenum({QStringLiteral("--grab"), png, QStringLiteral("--view"), QStringLiteral("floor"), m_project},
                           &errors),
                 0);
        QImage image(png);
        QVERIFY2(!image.isNull(), errors.constData());
        QVERIFY(image.width() >= 640 && image.height() >= 400);
        image = image.convertToFormat(QImage::Format_RGB32);

        const QColor rack = themeRackColor();
        QVERIFY(rack.isValid());
        constexpr int kTolerance = 10;
        qsizetype rackPixels = 0;
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); ++y) {
            const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            for (int x = 0; x < image.width(); ++x) {
                const QRgb p = line[x];
                colours.insert(p & 0xffffff);
                if (std::abs(qRed(p) - rack.red()) <= kTolerance && std::abs(qGreen(p) - rack.green()) <= kTolerance
                    && std::abs(qBlue(p) - rack.blue()) <= kTolerance)
                    ++rackPixels;
            }
        }
        // Five day-one racks of 600 x 1200 mm fill well over 1 % of the window when zoomed to fit.
        const qsizetype minimum = qsizetype(image.width()) * image.height() / 100;
        QVERIFY2(rackPixels >= minimum, qPrintable(QStringLiteral("only %1 rack-coloured pixels").arg(rackPixels)));
        QVERIFY2(colours.size() > 20, qPrintable(QStringLiteral("only %1 colours").arg(colours.size())));
    }

    void grabOfMissingFileFails()
    {
        QByteArray errors;
        QCOMPARE(runPlenum({QStringLiteral("--grab"), m_dir.filePath(QStringLiteral("never.png")),
                            m_dir.filePath(QStringLiteral("missing.plenum"))},
                           &errors),
                 2);
        QVERIFY2(errors.contains("missing.plenum"), errors.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("never.png"))));
    }

    void grabToUnwritablePathFails()
    {
        QByteArray errors;
        QCOMPARE(runPlenum({QStringLiteral("--grab"), m_dir.filePath(QStringLiteral("no/such/dir/out.png")), m_project},
                           &errors),
                 2);
        QVERIFY2(errors.contains("out.png"), errors.constData());
    }
};

QTEST_GUILESS_MAIN(TestGuiSmoke)
#include "test_gui_smoke.moc"
