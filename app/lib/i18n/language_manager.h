// SPDX-License-Identifier: GPL-3.0-or-later
// The user-interface language: English (the source strings), German or Simplified Chinese.
// The choice persists in QSettings "ui/language" ("" = follow the system locale). Applying a
// language installs Plenum's translator (compiled into the app as :/i18n/plenum_<code>.qm), sets
// a font that has the script's glyphs, and retranslates the QML engine, so a switch in the
// Settings dialog takes effect at once. `plenum --lang` overrides the setting for one run.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTranslator>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <QQmlEngine>

namespace plenum::app {

class LanguageManager : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The persisted choice: "", "en", "de" or "zh_CN".
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // The language shown now: the choice, the --lang override, or the system's if supported.
    Q_PROPERTY(QString effectiveLanguage READ effectiveLanguage NOTIFY languageChanged)
    // [{code, name}] for a chooser, each name in its own language; code "" is the system default.
    Q_PROPERTY(QVariantList languages READ languages NOTIFY languageChanged)

public:
    explicit LanguageManager(QObject *parent = nullptr);

    // Codes with a translation, plus "en".
    static QStringList supportedLanguages();
    // The supported language closest to `locale` (e.g. "de_AT" → "de", "zh_Hans_CN" → "zh_CN").
    static QString resolve(const QString &locale);

    QString language() const { return m_language; }
    void setLanguage(const QString &code); // persisted; applied at once
    QString effectiveLanguage() const { return m_effective; }
    QVariantList languages() const;

    // Shows `code` for this run without changing the setting (plenum --lang). False if unknown.
    bool setOverride(const QString &code);
    // The engine to retranslate on a switch (objects created in QML find theirs themselves); its
    // Qt.uiLanguage follows the language shown.
    void setEngine(QQmlEngine *engine);

signals:
    void languageChanged();

private:
    void apply(const QString &code);

    QString m_language;
    QString m_override;
    QString m_effective;
    QTranslator m_translator;
    QPointer<QQmlEngine> m_engine;
};

} // namespace plenum::app
