// SPDX-License-Identifier: GPL-3.0-or-later
// The one start-up of Qt for painting from a command-line tool (PDF and PNG exports, the review
// PDF): a QGuiApplication on the "offscreen" platform unless QT_QPA_PLATFORM says otherwise, with
// Qt's start-up chatter about XDG_RUNTIME_DIR kept off the terminal.
#pragma once

#include <QGuiApplication>

#include <memory>

namespace plenum::app {

// A QGuiApplication for the caller's scope; nullptr when an application object exists already.
std::unique_ptr<QGuiApplication> headlessGui();

} // namespace plenum::app
