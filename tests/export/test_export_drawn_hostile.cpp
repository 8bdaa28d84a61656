// SPDX-License-Identifier: GPL-3.0-or-later
// The drawn exports (PDF sheets and the PNG floor plan) with names from hostile alphabets
// (issue 22: the libFuzzer targets cover the text exports; QPdfWriter needs Qt, so these run here,
// deterministically). Every name the loader accepts (requireInputLimits) goes into the project,
// rack, device, pathway and cable labels; each export then either writes a valid file (pdfinfo
// reads it, QImage loads the PNG) or fails with plenum::Error, and leaves nothing else behind.
#include "export/export_job.h"
#include "readers.h"
#include "routing/router.h"
#include "store/input_limits.h"
#include "templates/templates.h"

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include <cstdint>
#include <string>
#include <vector>

using namespace plenum;
using namespace exporttest;

namespace {

// Spreadsheet formula starts, format specifiers, markup, paths, right-to-left and combining text,
// CJK, characters outside the BMP, lone spaces, a bidi override (a format character, not a control).
const std::vector<std::string> kPieces = {
    "=cmd|' /C calc'!A0",
    "+1",
    "-2",
    "@SUM(1)",
    "%s%n%x",
    "{} {0} {:>9999}",
    "<b>bold</b>&amp;",
    "\\\\server\\share",
    "../../etc/passwd",
    "a/b",
    "A_B",
    "名字机柜",
    "שלום",
    "\u202Egnp.exe",
    "e\u0301\u0301\u0301",
    "🔌⚡",
    "   ",
    "\"'`",
    "Ω≈ç√",
    "W",
    "%PDF-1.4",
    ")\\) Tj ET",
    "\xEF\xBB\xBF",
};

// Deterministic: a fixed linear congruential sequence.
struct Draw {
    std::uint64_t state = 0x9E3779B97F4A7C15ull;
    std::size_t next(std::size_t n)
    {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return std::size_t(state >> 33) % n;
    }
};

// Cuts `s` to at most `max` bytes on a UTF-8 character boundary.
std::string cutUtf8(std::string s, std::size_t max)
{
    if (s.size() <= max)
        return s;
    std::size_t n = max;
    while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80)
        --n;
    return s.substr(0, n);
}

const std::vector<std::string> kFormats
    = { "pullsheets-pdf", "elevations-pdf", "labels-pdf", "floorplan-pdf", "floorplan-png" };

} // namespace

class TestExportDrawnHostile : public QObject {
    Q_OBJECT

    Project m_routed;
    QTemporaryDir m_dir;

    std::vector<std::string> names()
    {
        std::vector<std::string> out = kPieces;
        out.push_back(std::string(limits::kMaxTextBytes, 'M')); // the longest name the loader takes
        std::string wide;
        while (wide.size() + 3 <= limits::kMaxTextBytes)
            wide += "機";
        out.push_back(wide);
        Draw draw;
        for (int i = 0; i < 12; ++i) {
            std::string name;
            const std::size_t parts = 1 + draw.next(4);
            for (std::size_t p = 0; p < parts; ++p)
                name += kPieces[draw.next(kPieces.size())];
            out.push_back(cutUtf8(name, limits::kMaxTextBytes));
        }
        return out;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_routed = projectFromTemplate("starter", {});
        routing::routeProject(m_routed);
        QVERIFY(!m_routed.cables.empty());
    }

    void drawnExportsTakeHostileNames()
    {
        int exported = 0, refused = 0, index = 0;
        for (const std::string &name : names()) {
            ++index;
            if (!limits::textProblem(name).empty())
                continue; // the loader refuses it: it never reaches an exporter
            Project p = m_routed;
            p.name = name;
            p.racks.front().name = name;
            for (Device &d : p.devices)
                if (d.rack == p.racks.front().id)
                    d.name = name + " " + std::to_string(d.id); // names stay unique
            if (!p.pathways.empty())
                p.pathways.front().name = name;
            p.cables.front().label = name;
            p.cables.front().label_a = name;
            try {
                requireInputLimits(p);
            } catch (const Error &) {
                continue; // e.g. a device name over the limit once its id is appended
            }
            const QString folder = m_dir.filePath(QStringLiteral("case-%1").arg(index));
            QVERIFY(QDir().mkpath(folder));
            qsizetype written = 0;
            for (const std::string &format : kFormats) {
                const bool png = format == "floorplan-png";
                const QString file = folder + QStringLiteral("/out-") + QString::fromStdString(format)
                    + (png ? QStringLiteral(".png") : QStringLiteral(".pdf"));
                exporting::ExportOptions options;
                options.png_dpi = 50;
                try {
                    app::runExport(p, format, file.toStdString(), options);
                } catch (const Error &e) {
                    QVERIFY2(std::string(e.what()).size() > 10, e.what());
                    QVERIFY2(!QFileInfo::exists(file), qPrintable(file));
                    ++refused;
                    continue;
                }
                ++exported;
                ++written;
                const std::string context = format + " with name #" + std::to_string(index);
                if (png) {
                    const QImage image(file);
                    QVERIFY2(!image.isNull() && image.width() > 100, context.c_str());
                } else {
                    QVERIFY2(pdfPages(file) >= 1, context.c_str());
                }
            }
            // Only the outputs: no temporary file left behind.
            QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).size(), written);
            // A short printable ASCII name is readable on the elevation sheet as given.
            const bool ascii = std::all_of(name.begin(), name.end(), [](char c) { return c > ' ' && c < 0x7f; });
            if (ascii && name.size() <= 16 && written == qsizetype(kFormats.size()))
                QVERIFY2(
                    pdfText(folder + QStringLiteral("/out-elevations-pdf.pdf")).contains(QString::fromStdString(name)),
                    name.c_str());
        }
        QVERIFY(exported > 100);
        qInfo("%d drawn exports written, %d refused with a reason", exported, refused);
    }
};

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TestExportDrawnHostile test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_export_drawn_hostile.moc"
