// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n/language_manager.h"

#include <QCoreApplication>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>

namespace plenum::app {

namespace {

const QString kLanguageKey = QStringLiteral("ui/language");

// Han glyphs differ between the Chinese, Japanese and Korean variants of one font: name the
// Simplified Chinese face first so fallback does not pick the Japanese forms.
QStringList fontFamiliesFor(const QString &code)
{
    if (code == QLatin1String("zh_CN"))
        return { QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Source Han Sans SC"),
            QStringLiteral("WenQuanYi Micro Hei") };
    return {};
}

} // namespace

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
    , m_language(QSettings().value(kLanguageKey).toString())
{
    if (!supportedLanguages().contains(m_language))
        m_language.clear();
    apply(m_language.isEmpty() ? resolve(QLocale::system().name()) : m_language);
}

QStringList LanguageManager::supportedLanguages()
{
    return { QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN") };
}

QString LanguageManager::resolve(const QString &locale)
{
    const QLocale l(locale);
    if (l.language() == QLocale::German)
        return QStringLiteral("de");
    if (l.language() == QLocale::Chinese && l.script() != QLocale::TraditionalChineseScript)
        return QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

void LanguageManager::setLanguage(const QString &code)
{
    if (!code.isEmpty() && !supportedLanguages().contains(code))
        return;
    m_override.clear(); // a choice made in the app replaces --lang
    QSettings().setValue(kLanguageKey, code);
    if (code == m_language && m_effective == (code.isEmpty() ? resolve(QLocale::system().name()) : code))
        return;
    m_language = code;
    apply(code.isEmpty() ? resolve(QLocale::system().name()) : code);
}

bool LanguageManager::setOverride(const QString &code)
{
    if (!supportedLanguages().contains(code))
        return false;
    m_override = code;
    apply(code);
    return true;
}

void LanguageManager::setEngine(QQmlEngine *engine)
{
    m_engine = engine;
    if (engine)
        engine->setUiLanguage(m_effective);
}

QVariantList LanguageManager::languages() const
{
    auto entry = [](const QString &code, const QString &name) {
        return QVariantMap { { QStringLiteral("code"), code }, { QStringLiteral("name"), name } };
    };
    return { entry(QString(), tr("System default")), entry(QStringLiteral("en"), QStringLiteral("English")),
        entry(QStringLiteral("de"), QStringLiteral("Deutsch")),
        entry(QStringLiteral("zh_CN"), QStringLiteral("简体中文")) };
}

void LanguageManager::apply(const QString &code)
{
    QCoreApplication::removeTranslator(&m_translator);
    if (code != QLatin1String("en") && m_translator.load(QStringLiteral(":/i18n/plenum_%1.qm").arg(code)))
        QCoreApplication::installTranslator(&m_translator);
    QLocale::setDefault(QLocale(code));

    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        QFont font = QGuiApplication::font();
        QStringList families = font.families();
        if (families.isEmpty())
            families = { font.family() };
        for (const QString &f : fontFamiliesFor(QStringLiteral("zh_CN")))
            families.removeAll(f);
        families.append(fontFamiliesFor(code)); // after the Latin face: Latin text keeps its look
        font.setFamilies(families);
        QGuiApplication::setFont(font);
    }

    m_effective = code;
    emit languageChanged();
    QQmlEngine *engine = m_engine ? m_engine.data() : qmlEngine(this);
    if (engine) {
        engine->setUiLanguage(code); // Qt.uiLanguage: what the views say about texts left in English
        engine->retranslate();
    }
}

} // namespace plenum::app
