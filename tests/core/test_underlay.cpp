// SPDX-License-Identifier: GPL-3.0-or-later
// Underlays (issue #18): the placement arithmetic against hand-computed points, the edits and
// their undo, the project file (round trip, the v4 → v5 migration, refusing an oversize or
// malformed image) and the JSON dump (base64 against RFC 4648's test vectors).
#include "edit/underlay_edit.h"
#include "store/input_limits.h"
#include "store/project_file.h"
#include "store/schema.h"
#include "templates/templates.h"
#include "json/base64.h"
#include "json/project_json.h"

#include <QtTest>

#include <sqlite3.h>

#include <filesystem>

using namespace plenum;
namespace fs = std::filesystem;

namespace {

// The PNG signature (ISO/IEC 15948 §5.2) followed by every byte value, zeros included: the store
// must keep binary bytes exactly. Core never decodes the picture (the app does).
std::shared_ptr<const std::string> pngLike(std::size_t size)
{
    std::string s("\x89PNG\r\n\x1a\n", 8);
    for (std::size_t i = s.size(); i < size; ++i)
        s += char(i * 7 % 256);
    return std::make_shared<const std::string>(std::move(s));
}

void execSql(const std::string &path, const std::string &sql, const std::string &blob = {})
{
    sqlite3 *db = nullptr;
    QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    sqlite3_stmt *s = nullptr;
    QCOMPARE(sqlite3_prepare_v2(db, sql.c_str(), -1, &s, nullptr), SQLITE_OK);
    if (!blob.empty())
        sqlite3_bind_blob64(s, 1, blob.data(), blob.size(), SQLITE_TRANSIENT);
    const int rc = sqlite3_step(s);
    sqlite3_finalize(s);
    sqlite3_close(db);
    QCOMPARE(rc, SQLITE_DONE);
}

edit::UnderlaySpec spec(const char *name, std::size_t bytes = 1000)
{
    edit::UnderlaySpec s;
    s.name = name;
    s.bytes = pngLike(bytes);
    s.x_mm = 1000;
    s.y_mm = 2000;
    s.mm_per_px = 10;
    s.opacity = 0.4;
    return s;
}

} // namespace

class TestUnderlay : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::string path(const char *name) const { return (fs::path(m_dir.path().toStdString()) / name).string(); }

private slots:
    // Pixel (100, 50) of an image whose corner is at (1000, 2000) mm at 10 mm per pixel: 1000 mm
    // east and 500 mm south of the corner. Turned 90° clockwise, the image's rows run west and its
    // columns south: 1000 mm south and 500 mm west.
    void floorPointsByHand()
    {
        Underlay u;
        u.x_mm = 1000;
        u.y_mm = 2000;
        u.mm_per_px = 10;
        auto p = edit::underlayToFloor(u, 100, 50);
        QCOMPARE(p.x_mm, 2000.0);
        QCOMPARE(p.y_mm, 1500.0);
        u.rotation_deg = 90;
        p = edit::underlayToFloor(u, 100, 50);
        QVERIFY(std::abs(p.x_mm - 500) < 1e-9);
        QVERIFY(std::abs(p.y_mm - 1000) < 1e-9);
    }

    // Pixels (100, 100) and (400, 500) are 500 px apart (a 3-4-5 triangle); typed 12 m, the scale
    // becomes 24 mm/px. Pixel a stays at its floor point (1000 + 1000, 2000 − 1000) = (2000,
    // 1000), so the corner moves to (2000 − 2400, 1000 + 2400) = (−400, 3400).
    void calibrationByHand()
    {
        Project p = projectFromTemplate("starter", {});
        edit::addUnderlay(p, spec("plan"));
        const Project before = p;
        auto cs = edit::calibrateUnderlay(p, "plan", 100, 100, 400, 500, 12000);
        const Underlay &u = p.underlays.at(0);
        QCOMPARE(u.mm_per_px, 24.0);
        QCOMPARE(u.x_mm, std::int64_t(-400));
        QCOMPARE(u.y_mm, std::int64_t(3400));
        const auto b = edit::underlayToFloor(u, 400, 500);
        QCOMPARE(std::hypot(b.x_mm - 2000, b.y_mm - 1000), 12000.0);
        edit::apply(p, cs.inverted());
        QVERIFY(p == before);
    }

    void editsRefuseAndChangeNothing_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("message");
        QTest::addRow("same point") << 0 << "less than a pixel apart";
        QTest::addRow("zero distance") << 1 << "must be positive (got 0 mm)";
        QTest::addRow("locked") << 2 << "underlay 'plan' is locked";
        QTest::addRow("opacity") << 3 << "an opacity of 1.5 is outside 0 … 1";
        QTest::addRow("scale") << 4 << "a scale of 0 mm per pixel";
        QTest::addRow("duplicate name") << 5 << "an underlay called 'plan' already exists";
        QTest::addRow("not a PNG") << 6 << "underlay 'fake': the image is not a PNG file";
        QTest::addRow("oversize") << 7 << "is 32.0 MiB (at most 32 MiB)";
        QTest::addRow("unknown") << 8 << "there is no underlay called 'nope'";
    }

    void editsRefuseAndChangeNothing()
    {
        QFETCH(int, which);
        QFETCH(QString, message);
        Project p = projectFromTemplate("starter", {});
        edit::addUnderlay(p, spec("plan"));
        if (which == 2)
            edit::setUnderlayLocked(p, "plan", true);
        const Project before = p;
        try {
            switch (which) {
            case 0:
                edit::calibrateUnderlay(p, "plan", 10, 10, 10.5, 10, 1000);
                break;
            case 1:
                edit::calibrateUnderlay(p, "plan", 10, 10, 100, 10, 0);
                break;
            case 2:
                edit::placeUnderlay(p, "plan", 0, 0, 5, 0);
                break;
            case 3:
                edit::setUnderlayOpacity(p, "plan", 1.5);
                break;
            case 4:
                edit::placeUnderlay(p, "plan", 0, 0, 0, 0);
                break;
            case 5:
                edit::addUnderlay(p, spec("plan"));
                break;
            case 6: {
                auto s = spec("fake");
                s.bytes = std::make_shared<const std::string>("GIF89a....");
                edit::addUnderlay(p, s);
                break;
            }
            case 7:
                edit::addUnderlay(p, spec("huge", limits::kMaxUnderlayBytes + 1));
                break;
            case 8:
                edit::deleteUnderlay(p, "nope");
                break;
            }
            QFAIL("the edit was accepted");
        } catch (const Error &e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        }
        QVERIFY(p == before);
    }

    // A 5 MiB image (more than the 4 MiB any other value may take) saves and reopens byte for
    // byte, with every placement field; the undo of its import removes it again.
    void storeRoundTrip()
    {
        Project p = projectFromTemplate("starter", {});
        const Project empty = p;
        auto added = edit::addUnderlay(p, spec("plan", 5u << 20));
        edit::calibrateUnderlay(p, "plan", 0, 0, 300, 400, 5000);
        edit::setUnderlayOpacity(p, "plan", 0.25);
        edit::setUnderlayLocked(p, "plan", true);
        const std::string file = path("round.plenum");
        saveProject(p, file);
        const Project back = openProject(file);
        QVERIFY(back == p);
        QCOMPARE(back.underlays.at(0).image.size(), std::size_t(5u << 20));
        QCOMPARE(back.underlays.at(0).mm_per_px, 10.0);
        QCOMPARE(back.underlays.at(0).opacity, 0.25);
        QVERIFY(back.underlays.at(0).locked);
        QVERIFY(back.underlays.at(0).image.bytes != p.underlays.at(0).image.bytes); // read, not shared

        Project undone = p;
        edit::deleteUnderlay(undone, "plan");
        QVERIFY(undone.underlays.empty());
        Project q = empty;
        edit::apply(q, added);
        edit::apply(q, added.inverted());
        QVERIFY(q == empty);
    }

    // A schema-v4 file (a current save without the underlay table) opens through the migration
    // with no underlays, and the file itself is not written.
    void migratesSchemaV4()
    {
        const Project p = projectFromTemplate("starter", {});
        const std::string file = path("v4.plenum");
        saveProject(p, file);
        execSql(file, "DROP TABLE underlay"); // one statement per call
        execSql(file, "ALTER TABLE rack DROP COLUMN locked"); // and the v6 columns
        execSql(file, "ALTER TABLE obstacle DROP COLUMN locked");
        execSql(file, "ALTER TABLE rack_type DROP COLUMN door_clearance_mm"); // and v7's
        for (const char *column : { "link DROP COLUMN patch_a_device", "link DROP COLUMN patch_a_port",
                 "link DROP COLUMN patch_b_device", "link DROP COLUMN patch_b_port", "cable DROP COLUMN span",
                 "cable DROP COLUMN end_a_device", "cable DROP COLUMN end_a_port", "cable DROP COLUMN end_b_device",
                 "cable DROP COLUMN end_b_port" }) // and v8's
            execSql(file, std::string("ALTER TABLE ") + column);
        execSql(file, "PRAGMA user_version=4");
        const Project back = openProject(file);
        QVERIFY(back.underlays.empty());
        QVERIFY(back == p);

        // And a v4 JSON dump (no "underlays" member) loads the same way.
        std::string json = projectToJson(p);
        const std::string current = "\"schema\": " + std::to_string(kSchemaVersion);
        const auto at = json.find(current);
        QVERIFY(at != std::string::npos);
        json.replace(at, current.size(), "\"schema\": 4");
        const auto member = json.find(",\n  \"underlays\": []");
        QVERIFY(member != std::string::npos);
        json.erase(member, std::string(",\n  \"underlays\": []").size());
        QVERIFY(projectFromJson(json) == p);
    }

    void refusesBadImagesInTheFile_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("message");
        QTest::addRow("not a PNG") << 0 << "the image of underlay 'plan' is not a PNG file";
        QTest::addRow("oversize") << 1 << "'image': is 33554433 bytes (at most 33554432)";
        QTest::addRow("text, not bytes") << 2 << "column 'image' has the wrong type";
        QTest::addRow("scale") << 3 << "'mm_per_px': -2 is outside";
        QTest::addRow("no hall") << 4 << "refers to hall 999999, which does not exist";
    }

    void refusesBadImagesInTheFile()
    {
        QFETCH(int, which);
        QFETCH(QString, message);
        Project p = projectFromTemplate("starter", {});
        edit::addUnderlay(p, spec("plan"));
        const std::string file = path("bad.plenum");
        fs::remove(file);
        saveProject(p, file);
        switch (which) {
        case 0:
            execSql(file, "UPDATE underlay SET image = ?", std::string("\x00\x01\x02\x03", 4));
            break;
        case 1:
            execSql(file, "UPDATE underlay SET image = ?", *pngLike(limits::kMaxUnderlayBytes + 1));
            break;
        case 2:
            execSql(file, "UPDATE underlay SET image = 'not bytes'");
            break;
        case 3:
            execSql(file, "UPDATE underlay SET mm_per_px = -2");
            break;
        case 4:
            execSql(file, "UPDATE underlay SET hall = 999999");
            break;
        }
        try {
            openProject(file);
            QFAIL("the file was opened");
        } catch (const Error &e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
        }
    }

    // RFC 4648 §10 test vectors; a JSON dump keeps the image's bytes in 1024-character pieces.
    void base64AndJson()
    {
        const std::pair<const char *, const char *> vectors[] = { { "", "" }, { "f", "Zg==" }, { "fo", "Zm8=" },
            { "foo", "Zm9v" }, { "foob", "Zm9vYg==" }, { "fooba", "Zm9vYmE=" }, { "foobar", "Zm9vYmFy" } };
        for (const auto &[plain, coded] : vectors) {
            QCOMPARE(json::base64Encode(plain), std::string(coded));
            QCOMPARE(json::base64Decode(coded, "x"), std::string(plain));
        }
        for (const char *bad : { "Zg=", "Z===", "Zh==", "Zm9*" })
            QVERIFY_THROWS_EXCEPTION(Error, json::base64Decode(bad, "x"));

        Project p = projectFromTemplate("starter", {});
        edit::addUnderlay(p, spec("plan", 4000));
        const std::string json = projectToJson(p);
        QVERIFY(projectFromJson(json) == p);
        // 4000 bytes → 5336 base64 characters → 5 pieces of 1024 and one of 216.
        QVERIFY(json.find(std::string(json::base64Encode(pngLike(4000)->substr(0, 768)))) != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestUnderlay)
#include "test_underlay.moc"
