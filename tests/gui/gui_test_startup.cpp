// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI tests' shared start-up, linked into each of them (tests/gui/CMakeLists.txt): an
// organisation name as the app's main() sets one, so that Theme.qml's Settings (Qt.labs.settings)
// get a QSettings instead of warning "Failed to initialize QSettings instance" on every window.
// It runs when the test's QGuiApplication is made (QTEST_MAIN included); a name the test set
// itself is kept. The application name defaults to the executable's, so each test keeps its own
// settings file (in the XDG_CONFIG_HOME its CTest entry sets, in the build tree).
#include <QCoreApplication>
#include <QString>

namespace {

void nameTheOrganisation()
{
    if (QCoreApplication::organizationName().isEmpty())
        QCoreApplication::setOrganizationName(QStringLiteral("PlenumTest"));
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(nameTheOrganisation)
