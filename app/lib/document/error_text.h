// SPDX-License-Identifier: GPL-3.0-or-later
// The one way the GUI turns an exception into the sentence it shows: core errors quote the values
// they name, and a value from an untrusted file may be megabytes long; a dialog shows at most
// kMaxShownErrorChars characters of it, cut on a character boundary and marked with "…".
#pragma once

#include <QString>

#include <exception>

namespace plenum::app {

inline constexpr qsizetype kMaxShownErrorChars = 600;

inline QString shownError(const QString &text)
{
    if (text.size() <= kMaxShownErrorChars)
        return text;
    qsizetype cut = kMaxShownErrorChars;
    if (text.at(cut - 1).isHighSurrogate())
        --cut; // never split a surrogate pair
    return text.left(cut) + QChar(0x2026);
}

inline QString shownError(const std::exception &e)
{
    return shownError(QString::fromUtf8(e.what()));
}

} // namespace plenum::app
