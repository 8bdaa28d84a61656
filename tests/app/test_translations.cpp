// SPDX-License-Identifier: GPL-3.0-or-later
// The German and Chinese translations: every .ts entry is finished and keeps the source's
// placeholders, the compiled .qm files inside the app translate known strings, the
// LanguageManager switches and persists languages, and no QML text is left untranslated.
#include "i18n/language_manager.h"
#include "i18n/rule_titles.h"
#include "rules/rules.h"

#include <QDirIterator>
#include <QFile>
#include <QQmlEngine>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using plenum::app::LanguageManager;

class TestTranslations : public QObject {
    Q_OBJECT

private:
    static QString tsPath(const QString &lang)
    {
        return QStringLiteral(PLENUM_SOURCE_DIR "/translations/plenum_%1.ts").arg(lang);
    }

    static QSet<QString> placeholders(const QString &text)
    {
        QSet<QString> found;
        auto it = QRegularExpression(QStringLiteral("%\\d")).globalMatch(text);
        while (it.hasNext())
            found.insert(it.next().captured());
        return found;
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void tsFileIsComplete_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addRow("de") << QStringLiteral("de");
        QTest::addRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void tsFileIsComplete()
    {
        QFETCH(QString, lang);
        QFile file(tsPath(lang));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QXmlStreamReader xml(&file);
        int messages = 0;
        QString source;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1String("TS")) {
                const QString language = xml.attributes().value(QLatin1String("language")).toString();
                QVERIFY2(language == lang || language.startsWith(lang + QLatin1Char('_')), qPrintable(language));
            } else if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                ++messages;
                QVERIFY2(type.isEmpty(), qPrintable(QStringLiteral("%1 translation of \"%2\"").arg(type, source)));
                QVERIFY2(
                    !text.trimmed().isEmpty(), qPrintable(QStringLiteral("empty translation of \"%1\"").arg(source)));
                QVERIFY2(placeholders(text) == placeholders(source),
                    qPrintable(QStringLiteral("placeholders differ: \"%1\" → \"%2\"").arg(source, text)));
                QVERIFY2(source.contains(QLatin1Char('&')) == text.contains(QLatin1Char('&')),
                    qPrintable(QStringLiteral("mnemonic lost or added: \"%1\" → \"%2\"").arg(source, text)));
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 100);
    }

    void qmTranslatesKnownStrings_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");
        QTest::addRow("de rack") << QStringLiteral("de") << QStringLiteral("plenum::app::SelectionPropertiesModel")
                                 << QStringLiteral("Rack") << QStringLiteral("Rack");
        QTest::addRow("de hot aisle") << QStringLiteral("de") << QStringLiteral("Legend") << QStringLiteral("Hot aisle")
                                      << QStringLiteral("Warmgang");
        QTest::addRow("de pathway") << QStringLiteral("de") << QStringLiteral("Legend")
                                    << QStringLiteral("Cable pathway") << QStringLiteral("Kabelweg");
        QTest::addRow("de elevation") << QStringLiteral("de") << QStringLiteral("ViewBar")
                                      << QStringLiteral("Rack elevation") << QStringLiteral("Rackansicht");
        QTest::addRow("de file menu") << QStringLiteral("de") << QStringLiteral("FileMenu") << QStringLiteral("&File")
                                      << QStringLiteral("&Datei");
        QTest::addRow("de close button") << QStringLiteral("de") << QStringLiteral("QPlatformTheme")
                                         << QStringLiteral("Close") << QStringLiteral("Schließen");
        QTest::addRow("de renderer") << QStringLiteral("de") << QStringLiteral("ElevationRenderer")
                                     << QStringLiteral("FRONT") << QStringLiteral("VORNE");
        QTest::addRow("zh rack") << QStringLiteral("zh_CN") << QStringLiteral("plenum::app::SelectionPropertiesModel")
                                 << QStringLiteral("Rack") << QStringLiteral("机柜");
        QTest::addRow("zh cold aisle") << QStringLiteral("zh_CN") << QStringLiteral("Legend")
                                       << QStringLiteral("Cold aisle") << QStringLiteral("冷通道");
        QTest::addRow("zh phase") << QStringLiteral("zh_CN") << QStringLiteral("PhaseSelector")
                                  << QStringLiteral("Phase") << QStringLiteral("阶段");
        QTest::addRow("zh elevation") << QStringLiteral("zh_CN") << QStringLiteral("ViewBar")
                                      << QStringLiteral("Rack elevation") << QStringLiteral("机柜立面图");
        QTest::addRow("zh untitled") << QStringLiteral("zh_CN") << QStringLiteral("plenum::app::DocumentFile")
                                     << QStringLiteral("Untitled") << QStringLiteral("未命名");
    }

    void qmTranslatesKnownStrings()
    {
        QFETCH(QString, lang);
        QFETCH(QString, context);
        QFETCH(QString, source);
        QFETCH(QString, expected);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/plenum_%1.qm").arg(lang)));
        QCOMPARE(translator.translate(context.toUtf8().constData(), source.toUtf8().constData()), expected);
    }

    // Rule titles come from the Qt-free core; the checks panel translates them with the code as the
    // context. Every code of the registry is listed for lupdate (with its very title) and translated.
    void ruleTitlesAreListedAndTranslated_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addRow("de") << QStringLiteral("de");
        QTest::addRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void ruleTitlesAreListedAndTranslated()
    {
        QFETCH(QString, lang);
        QStringList registry, listed;
        for (const auto &rule : plenum::rules::allRules())
            for (const auto &code : rule->codes())
                registry << QStringLiteral("%1: %2").arg(QLatin1String(code.code), QLatin1String(code.title));
        for (const plenum::app::RuleTitle &t : plenum::app::ruleTitles())
            listed << QStringLiteral("%1: %2").arg(QLatin1String(t.code), QLatin1String(t.title));
        QCOMPARE(listed, registry);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/plenum_%1.qm").arg(lang)));
        for (const plenum::app::RuleTitle &t : plenum::app::ruleTitles()) {
            const QString translated = translator.translate(t.code, t.title);
            QVERIFY2(!translated.isEmpty() && translated != QLatin1String(t.title), t.code);
        }
    }

    void resolvesSystemLocales_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        QTest::addRow("de_DE") << QStringLiteral("de_DE") << QStringLiteral("de");
        QTest::addRow("de_AT") << QStringLiteral("de_AT") << QStringLiteral("de");
        QTest::addRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("zh_CN");
        QTest::addRow("zh_SG") << QStringLiteral("zh_SG") << QStringLiteral("zh_CN");
        QTest::addRow("zh_TW falls back") << QStringLiteral("zh_TW") << QStringLiteral("en");
        QTest::addRow("fr_FR falls back") << QStringLiteral("fr_FR") << QStringLiteral("en");
        QTest::addRow("C") << QStringLiteral("C") << QStringLiteral("en");
    }

    void resolvesSystemLocales()
    {
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        QCOMPARE(LanguageManager::resolve(locale), expected);
    }

    void switchingInstallsAndPersists()
    {
        QSettings().remove(QStringLiteral("ui/language"));
        LanguageManager manager;
        QCOMPARE(manager.language(), QString());
        manager.setLanguage(QStringLiteral("de"));
        QCOMPARE(manager.effectiveLanguage(), QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("Legend", "Cold aisle"), QStringLiteral("Kaltgang"));
        manager.setLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(QCoreApplication::translate("Legend", "Cold aisle"), QStringLiteral("冷通道"));
        {
            LanguageManager restarted; // the next start shows the saved language
            QCOMPARE(restarted.language(), QStringLiteral("zh_CN"));
        }
        QVERIFY(!manager.setOverride(QStringLiteral("fr")));
        QVERIFY(manager.setOverride(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("Legend", "Cold aisle"), QStringLiteral("Cold aisle"));
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("zh_CN")); // not saved
        manager.setLanguage(QString());
        QCOMPARE(manager.effectiveLanguage(), LanguageManager::resolve(QLocale::system().name()));
    }

    // Qt.uiLanguage tells the views the language shown (the review says it is in English), from
    // the start (plenum --lang de) and after each switch.
    void engineKnowsTheLanguageShown()
    {
        LanguageManager manager;
        QVERIFY(manager.setOverride(QStringLiteral("de")));
        QQmlEngine engine;
        manager.setEngine(&engine);
        QCOMPARE(engine.uiLanguage(), QStringLiteral("de"));
        QVERIFY(manager.setOverride(QStringLiteral("zh_CN")));
        QCOMPARE(engine.uiLanguage(), QStringLiteral("zh_CN"));
        QVERIFY(manager.setOverride(QStringLiteral("en")));
    }

    // A lint: user-visible QML properties take qsTr(...), not bare string literals.
    void qmlHasNoUntranslatedTexts()
    {
        const QRegularExpression literal(
            QStringLiteral("^\\s*(text|title|label|placeholderText|ToolTip\\.text)\\s*:\\s*\"[^\"]*[A-Za-z]{2}"));
        QStringList offenders;
        QDirIterator it(QStringLiteral(PLENUM_SOURCE_DIR "/qml"), { QStringLiteral("*.qml") }, QDir::Files,
            QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            int line = 0;
            for (const QByteArray &text : file.readAll().split('\n')) {
                ++line;
                if (literal.match(QString::fromUtf8(text)).hasMatch() && !text.contains("\"Plenum\""))
                    offenders << QStringLiteral("%1:%2").arg(it.fileName()).arg(line);
            }
        }
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QStringLiteral(", "))));
    }
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
