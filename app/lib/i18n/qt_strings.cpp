// SPDX-License-Identifier: GPL-3.0-or-later
// Texts that Qt itself shows in Plenum's dialogs (standard buttons), listed here so lupdate puts
// them in Plenum's .ts files: the distribution's Qt translations (qt6-translations-l10n) are
// optional, and without them a German or Chinese dialog would still say "Close".
#include <QtGlobal>

namespace plenum::app {

[[maybe_unused]] static const char *const kQtStrings[] = {
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Don't Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
};

} // namespace plenum::app
