// SPDX-License-Identifier: GPL-3.0-or-later
// The .plenum project file: round trips, atomic saves, and defensive opening of hostile files.
#include "routing/router.h"
#include "store/atomic_file.h"
#include "store/project_file.h"
#include "store/schema.h"
#include "templates/templates.h"
#include "json/project_json.h"

#include <fmt/format.h>

#include <QtTest>

#include <sqlite3.h>

#include <csignal>
#include <cstdlib>
#include <filesystem>

#include <fstream>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace plenum;
namespace fs = std::filesystem;

// A current save made into a v7 file: the columns schema v8 added (structured cabling) dropped.
#define DROP_CHANNEL_COLUMNS                                                                                           \
    "ALTER TABLE link DROP COLUMN patch_a_device; ALTER TABLE link DROP COLUMN patch_a_port; "                         \
    "ALTER TABLE link DROP COLUMN patch_b_device; ALTER TABLE link DROP COLUMN patch_b_port; "                         \
    "ALTER TABLE cable DROP COLUMN span; ALTER TABLE cable DROP COLUMN end_a_device; "                                 \
    "ALTER TABLE cable DROP COLUMN end_a_port; ALTER TABLE cable DROP COLUMN end_b_device; "                           \
    "ALTER TABLE cable DROP COLUMN end_b_port;"
// A current save made into a v6 file: the column schema v7 added (a rack type's door clearance) and v8's dropped.
#define DROP_DOOR_COLUMN "ALTER TABLE rack_type DROP COLUMN door_clearance_mm; " DROP_CHANNEL_COLUMNS
// A current save made into a v5 file: the columns schema v6 added (the locks) and v7's dropped.
#define DROP_LOCK_COLUMNS                                                                                              \
    "ALTER TABLE rack DROP COLUMN locked; ALTER TABLE obstacle DROP COLUMN locked; " DROP_DOOR_COLUMN

namespace {

std::string bytesOf(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

void execSql(const std::string &path, const std::string &sql)
{
    sqlite3 *db = nullptr;
    QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    char *err = nullptr;
    const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &err);
    const std::string message = err ? err : "";
    sqlite3_free(err);
    sqlite3_close(db);
    QVERIFY2(rc == SQLITE_OK, message.c_str());
}

// The JSON dump's version member as this build writes it.
std::string currentSchemaMember()
{
    return "\"schema\": " + std::to_string(kSchemaVersion);
}

// The indexes of the model's tables (meta and setting are keyed by name).
std::int64_t countIndexes(const std::string &path)
{
    sqlite3 *db = nullptr;
    sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
    sqlite3_stmt *s = nullptr;
    sqlite3_prepare_v2(db,
        "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND tbl_name NOT IN ('meta', 'setting')", -1, &s,
        nullptr);
    const std::int64_t n = s && sqlite3_step(s) == SQLITE_ROW ? sqlite3_column_int64(s, 0) : -1;
    sqlite3_finalize(s);
    sqlite3_close(db);
    return n;
}

} // namespace

class TestStore : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string path(const char *name) const { return (fs::path(m_dir.path().toStdString()) / name).string(); }

    // Saves the starter project, applies `damage` and checks that opening it fails with a
    // message containing `expected` and that the file's bytes are unchanged by the attempt.
    void expectRefused(const std::function<void(const std::string &)> &damage, const QString &expected)
    {
        const std::string file = path("hostile.plenum");
        fs::remove(file);
        saveProject(projectFromTemplate("starter", {}), file);
        damage(file);
        const std::string before = bytesOf(file);
        try {
            openProject(file);
            QFAIL("a hostile file was opened");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(expected), e.what());
            QVERIFY2(QString::fromUtf8(e.what()).contains(QString::fromStdString(file)), e.what());
        }
        QVERIFY(bytesOf(file) == before);
    }

private slots:
    void saveOpenRoundTrip()
    {
        const Project p = projectFromTemplate("starter", {});
        saveProject(p, path("a.plenum"));
        const Project back = openProject(path("a.plenum"));
        QVERIFY(back == p);
        QCOMPARE(projectToJson(back), projectToJson(p));
    }

    // A cable table of ≥ 20,000 rows is read in two parts at once (store/reader.cpp): the same
    // project comes back, and an error in either part names its row.
    void largeCableTableReadInTwoParts()
    {
        Project p = projectFromTemplate("starter", {});
        routing::routeProject(p);
        QVERIFY(!p.cables.empty());
        const std::vector<Cable> routed = p.cables;
        p.cables.clear();
        for (int i = 0; i < 30000; ++i) {
            Cable c = routed[std::size_t(i) % routed.size()];
            c.id = p.next_id++;
            c.label = fmt::format("X{:05}", i);
            p.cables.push_back(std::move(c));
        }
        const std::string file = path("large.plenum");
        saveProject(p, file);
        const Project back = openProject(file);
        QCOMPARE(back.cables.size(), p.cables.size());
        QVERIFY(back == p);
        for (int row : { 7, 29000 }) { // the second connection's part, the first connection's
            execSql(file, fmt::format("UPDATE cable SET ordered_length_mm = 'x' WHERE rowid = {}", row));
            const std::string expected = fmt::format("table 'cable', row {}: column 'ordered_length_mm'", row);
            try {
                openProject(file);
                QFAIL("a cable of the wrong type was read");
            } catch (const Error &e) {
                QVERIFY2(std::string(e.what()).find(expected) != std::string::npos, e.what());
            }
            saveProject(p, file);
        }
    }

    void roundTripKeepsEveryFieldKind()
    {
        Project p = projectFromTemplate("starter", {});
        Cable c;
        c.id = p.allocateId();
        c.link = p.links[0].id;
        c.label = "C000001";
        c.label_a = "A01-03:OSFP4P2";
        c.label_b = "A05-20:OSFP1P1";
        c.media = "dac";
        c.sku = "MCP4Y10-N002";
        c.ordered_length_mm = 2000;
        c.required_length_mm = 1734;
        c.breakdown = { 400, 300, 600, 0, 134, 0, 300 };
        c.route = { { p.pathways[0].id, 0 }, { p.pathways[0].id, 1 } };
        c.slack_location = "A05 right cable manager";
        c.slack = { p.racks[0].id, Face::Rear, 1200, 1350, kNoId, 0 };
        c.phase = p.phases[0].id;
        p.cables.push_back(c);
        p.device_types[0].weight_kg = 130.45;
        p.devices[0].reversed = true;
        p.name = "Ünïcode 集群 \"quoted\"";
        saveProject(p, path("b.plenum"));
        QVERIFY(openProject(path("b.plenum")) == p);
    }

    void saveReplacesAtomically()
    {
        const std::string file = path("c.plenum");
        Project p = projectFromTemplate("starter", {});
        saveProject(p, file);
        p.racks[0].position.x_mm += 600;
        saveProject(p, file);
        QCOMPARE(openProject(file).racks[0].position.x_mm, p.racks[0].position.x_mm);
        for (const auto &entry : fs::directory_iterator(m_dir.path().toStdString()))
            QVERIFY2(entry.path().filename().string().find(".plenum-") == std::string::npos, "temp file left behind");
    }

    void failedSaveKeepsOldFile()
    {
        const std::string file = path("d.plenum");
        Project p = projectFromTemplate("starter", {});
        saveProject(p, file);
        const std::string before = bytesOf(file);
        p.devices[0].rack = 424242; // inconsistent
        QVERIFY_THROWS_EXCEPTION(Error, saveProject(p, file));
        QVERIFY(bytesOf(file) == before);
        QVERIFY_THROWS_EXCEPTION(Error, saveProject(projectFromTemplate("starter", {}), path("no/such/dir/x.plenum")));
    }

    void fileIdentity()
    {
        saveProject(projectFromTemplate("starter", {}), path("e.plenum"));
        sqlite3 *db = nullptr;
        sqlite3_open(path("e.plenum").c_str(), &db);
        sqlite3_stmt *s = nullptr;
        sqlite3_prepare_v2(db, "PRAGMA application_id", -1, &s, nullptr);
        QCOMPARE(sqlite3_step(s), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int(s, 0), kApplicationId);
        sqlite3_finalize(s);
        sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &s, nullptr);
        QCOMPARE(sqlite3_step(s), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int(s, 0), kSchemaVersion);
        sqlite3_finalize(s);
        sqlite3_close(db);
    }

    void refusesNotSqlite()
    {
        writeFileAtomically(path("text.plenum"),
            "this is not a database, just text that is long enough........"
            "..........................................................\n",
            saveInPlace());
        QVERIFY_THROWS_EXCEPTION(Error, openProject(path("text.plenum")));
        try {
            openProject(path("text.plenum"));
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("not an SQLite database")), e.what());
        }
        try {
            openProject(path("missing.plenum"));
            QFAIL("opened a missing file");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("does not exist")), e.what());
        }
    }

    void refusesForeignApplicationId()
    {
        expectRefused([](const std::string &f) { execSql(f, "PRAGMA application_id=1234"); },
            QStringLiteral("not a Plenum project (its SQLite application_id is 0x4d2"));
    }

    void refusesNewerSchema()
    {
        expectRefused([](const std::string &f) { execSql(f, "PRAGMA user_version=10"); },
            QStringLiteral("newer Plenum (schema v10); this version reads up to schema v%1").arg(kSchemaVersion));
    }

    void refusesTrigger()
    {
        expectRefused(
            [](const std::string &f) {
                execSql(f,
                    "CREATE TABLE evil(x); CREATE TRIGGER t AFTER INSERT ON rack BEGIN INSERT INTO evil VALUES(1); "
                    "END;");
            },
            QStringLiteral("refused"));
        expectRefused(
            [](const std::string &f) { execSql(f, "CREATE TRIGGER t2 AFTER INSERT ON rack BEGIN SELECT 1; END;"); },
            QStringLiteral("trigger 't2'"));
    }

    void refusesView()
    {
        expectRefused([](const std::string &f) { execSql(f, "CREATE VIEW v AS SELECT * FROM rack"); },
            QStringLiteral("view 'v'"));
    }

    void refusesMissingTable()
    {
        expectRefused(
            [](const std::string &f) { execSql(f, "DROP TABLE cable"); }, QStringLiteral("table 'cable' is missing"));
    }

    void refusesWrongTypes()
    {
        expectRefused([](const std::string &f) { execSql(f, "UPDATE rack SET x_mm = 'far away' WHERE rowid = 1"); },
            QStringLiteral("table 'rack', row 1: column 'x_mm' has the wrong type"));
        expectRefused([](const std::string &f) { execSql(f, "UPDATE hall SET outline = '[[0,0],[1' WHERE rowid = 1"); },
            QStringLiteral("column 'outline'"));
        expectRefused([](const std::string &f) { execSql(f, "UPDATE device SET rack = 987654 WHERE rowid = 1"); },
            QStringLiteral("inconsistent"));
    }

    void refusesHugeValue()
    {
        expectRefused(
            [](const std::string &f) { execSql(f, "UPDATE rack SET name = zeroblob(80000000) WHERE rowid = 1"); },
            QStringLiteral("cannot open"));
    }

    // Issue 22 items 4 and 10: a column added or redeclared by someone else (a generated column
    // computing 60 MB per row passed the table-name check) and non-finite REALs are refused.
    void refusesRedeclaredTable()
    {
        expectRefused(
            [](const std::string &f) {
                execSql(
                    f, "ALTER TABLE rack ADD COLUMN evil TEXT GENERATED ALWAYS AS (hex(zeroblob(30000000))) VIRTUAL");
            },
            QStringLiteral("is not declared as Plenum declares it"));
    }

    void refusesNonFiniteReal()
    {
        expectRefused([](const std::string &f) { execSql(f, "UPDATE device_type SET weight_kg = 1e999"); },
            QStringLiteral("not a finite number"));
        expectRefused([](const std::string &f) { execSql(f, "UPDATE setting SET value = -1e999"); },
            QStringLiteral("not a finite number"));
    }

    void refusesTruncated()
    {
        expectRefused(
            [](const std::string &f) {
                const auto size = fs::file_size(f);
                fs::resize_file(f, size / 2);
            },
            QStringLiteral("cannot open"));
    }

    void refusesCorruptedPages()
    {
        expectRefused(
            [](const std::string &f) {
                std::fstream io(f, std::ios::in | std::ios::out | std::ios::binary);
                // Overwrite the second page (the first table's b-tree) with garbage; the page size
                // is the header's big-endian 16-bit value at offset 16 (1 means 65536).
                unsigned char size[2] = {};
                io.seekg(16);
                io.read(reinterpret_cast<char *>(size), 2);
                const int pageSize = size[0] == 0 && size[1] == 1 ? 65536 : size[0] << 8 | size[1];
                io.seekp(pageSize + 8);
                const std::string garbage(2000, '\x5a');
                io.write(garbage.data(), std::streamsize(garbage.size()));
            },
            QStringLiteral("is damaged"));
    }

    void killDuringSaveKeepsLastSavedFile()
    {
        // A child process saves versions of a large project over the same file again and again; the
        // parent kills it (SIGKILL) at a random moment. Whatever the moment, the file must open and
        // be one complete version (the last one saved), and no temp file may be taken for it.
        const std::string file = path("killed.plenum");
        plenum::TemplateOptions o;
        o.nodes = 256;
        Project base = projectFromTemplate("dgx-h100-superpod", o);
        saveProject(base, file);
        std::srand(12345);
        for (int round = 0; round < 12; ++round) {
            const pid_t child = ::fork();
            QVERIFY(child >= 0);
            if (child == 0) {
                for (int version = 1;; ++version) {
                    base.name = "version " + std::to_string(version);
                    saveProject(base, file);
                }
            }
            ::usleep(useconds_t(20000 + std::rand() % 400000));
            ::kill(child, SIGKILL);
            int status = 0;
            ::waitpid(child, &status, 0);
            const Project back = openProject(file);
            QVERIFY(back.name == "version 0" || back.name.rfind("version ", 0) == 0 || back.name == base.name);
            QCOMPARE(back.racks.size(), base.racks.size());
            QCOMPARE(back.links.size(), base.links.size());
        }
        // The next save clears the temp files the killed saves left behind.
        saveProject(base, file);
        for (const auto &entry : fs::directory_iterator(m_dir.path().toStdString()))
            QVERIFY2(entry.path().filename().string().find("killed.plenum.plenum-") == std::string::npos,
                entry.path().filename().c_str());
    }

    // Issue 22 item 7: a save keeps the file's mode and owner, refuses a read-only file and writes
    // through a symbolic link instead of replacing it.
    void saveKeepsModeAndOwner()
    {
        const std::string file = path("private.plenum");
        const Project p = projectFromTemplate("starter", {});
        saveProject(p, file);
        QCOMPARE(::chmod(file.c_str(), 0600), 0);
        const bool root = ::geteuid() == 0; // only root can give a file to another owner
        if (root)
            QCOMPARE(::chown(file.c_str(), 4321, 4322), 0);
        saveProject(p, file);
        struct stat st { };
        QCOMPARE(::stat(file.c_str(), &st), 0);
        QCOMPARE(int(st.st_mode & 07777), 0600);
        QCOMPARE(st.st_uid, root ? uid_t(4321) : ::geteuid());
        QCOMPARE(st.st_gid, root ? gid_t(4322) : ::getegid());
        QVERIFY(openProject(file) == p);
    }

    void saveRefusesReadOnlyFile()
    {
        const std::string file = path("readonly.plenum");
        Project p = projectFromTemplate("starter", {});
        saveProject(p, file);
        QCOMPARE(::chmod(file.c_str(), 0444), 0);
        const std::string before = bytesOf(file);
        p.name = "changed";
        try {
            saveProject(p, file);
            QFAIL("a read-only project was replaced");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("read-only") != std::string::npos, e.what());
        }
        QVERIFY(bytesOf(file) == before);
    }

    void saveWritesThroughSymlink()
    {
        const std::string real = path("real.plenum");
        const std::string link = path("link.plenum");
        Project p = projectFromTemplate("starter", {});
        saveProject(p, real);
        fs::create_symlink("real.plenum", link);
        p.name = "through the link";
        saveProject(p, link);
        QVERIFY(fs::is_symlink(link));
        QCOMPARE(openProject(real).name, std::string("through the link"));
        // A new output (new, load) without --force refuses the existing link; with it the link
        // itself is replaced and its target stays as it was.
        OutputRules fresh;
        QVERIFY_THROWS_EXCEPTION(Error, saveProject(p, link, fresh));
        fresh.replace = true;
        p.name = "replaced the link";
        saveProject(p, link, fresh);
        QVERIFY(!fs::is_symlink(link));
        QCOMPARE(openProject(real).name, std::string("through the link"));
    }

    // Issue 22 item 6: one temp-file policy. An output is never an input, an existing one needs
    // permission, and the temporary files of killed writers are swept by the next write.
    void outputPolicy()
    {
        const std::string input = path("input.plenum");
        saveProject(projectFromTemplate("starter", {}), input);
        const std::string before = bytesOf(input);
        OutputRules rules;
        rules.replace = true;
        rules.inputs = { input };
        for (const std::string &out : { input, path("./input.plenum") }) {
            try {
                writeFileAtomically(out, "bom", rules);
                QFAIL("wrote onto the input");
            } catch (const Error &e) {
                QVERIFY2(std::string(e.what()).find("it is the input") != std::string::npos, e.what());
            }
        }
        fs::create_symlink("input.plenum", path("alias.plenum"));
        QVERIFY_THROWS_EXCEPTION(Error, writeFileAtomically(path("alias.plenum"), "bom", rules));
        QVERIFY(bytesOf(input) == before);

        const std::string existing = path("existing.csv");
        writeFileAtomically(existing, "old", OutputRules {});
        try {
            writeFileAtomically(existing, "new", OutputRules {});
            QFAIL("replaced an existing output without --force");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("use --force") != std::string::npos, e.what());
        }
        QCOMPARE(bytesOf(existing), std::string("old"));
        QVERIFY_THROWS_EXCEPTION(Error, writeFileAtomically(path(""), "x", rules)); // the folder itself

        // A temporary file of a writer that no longer runs (pid above the kernel's pid_max) goes.
        const std::string stale = path(".existing.csv.plenum-4194305-0badf00d.tmp");
        const std::string oldStyle = path(".existing.csv.writing-4194305");
        writeFileAtomically(stale, "left by a killed export", OutputRules {});
        writeFileAtomically(oldStyle, "left by an older Plenum", OutputRules {});
        rules.inputs.clear();
        writeFileAtomically(existing, "new", rules);
        QCOMPARE(bytesOf(existing), std::string("new"));
        QVERIFY(!fs::exists(stale));
        QVERIFY(!fs::exists(oldStyle));
        for (const auto &entry : fs::directory_iterator(m_dir.path().toStdString()))
            QVERIFY2(entry.path().filename().string().find(".tmp") == std::string::npos, entry.path().c_str());
    }

    // readFile reads regular files only: a FIFO or a device is refused at once, never read without end.
    void readFileRefusesSpecialFiles()
    {
        const std::string fifo = path("fifo");
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        QVERIFY_THROWS_EXCEPTION(Error, readFile(fifo));
        QVERIFY_THROWS_EXCEPTION(Error, readFile("/dev/zero"));
        QVERIFY_THROWS_EXCEPTION(Error, openProject(fifo));
    }

    // Issue 22 item 2: SQLite sidecars. Opening never creates or trusts them; saving never leaves
    // the old file's ones beside the new file.
    void sidecarsNeitherTrustedNorLeft()
    {
        const std::string file = path("sidecars.plenum");
        const Project p = projectFromTemplate("starter", {});
        saveProject(p, file);
        // A foreign write-ahead log beside the file is refused, not read.
        writeFileAtomically(file + "-wal", std::string(4096, 'w'), OutputRules {});
        try {
            openProject(file);
            QFAIL("opened a project beside a foreign -wal");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("-wal") != std::string::npos, e.what());
        }
        // Saving removes the replaced file's journal, log and shared memory.
        writeFileAtomically(file + "-journal", std::string(512, 'j'), OutputRules {});
        writeFileAtomically(file + "-shm", std::string(512, 's'), OutputRules {});
        saveProject(p, file);
        for (const char *suffix : { "-wal", "-journal", "-shm" })
            QVERIFY2(!fs::exists(file + suffix), suffix);
        QVERIFY(openProject(file) == p);
        // A file in WAL mode (another tool converted it) opens without creating -shm or -wal.
        execSql(file, "PRAGMA journal_mode=WAL");
        QVERIFY(!fs::exists(file + "-wal"));
        QVERIFY(openProject(file) == p);
        QVERIFY(!fs::exists(file + "-shm"));
        QVERIFY(!fs::exists(file + "-wal"));
    }

    // A schema-v2 file (cables without a slack place) opens: the v3 migration gives every cable the
    // empty place and keeps the rest; the file itself is not written.
    void migratesSchemaV2()
    {
        Project p = projectFromTemplate("starter", {});
        Cable c;
        c.id = p.allocateId();
        c.link = p.links[0].id;
        c.label = "C1";
        c.media = "mmf-mpo";
        c.ordered_length_mm = 5000;
        c.required_length_mm = 4200;
        c.slack_location = "A01 right cable manager, front half";
        c.slack = { p.racks[0].id, Face::Front, 500, 600, kNoId, 0 };
        c.phase = p.phases[0].id;
        p.cables.push_back(c);
        const std::string file = path("v2.plenum");
        saveProject(p, file);
        execSql(file,
            "ALTER TABLE cable DROP COLUMN slack_rack; ALTER TABLE cable DROP COLUMN slack_side;"
            "ALTER TABLE cable DROP COLUMN slack_z_low_mm; ALTER TABLE cable DROP COLUMN slack_z_high_mm;"
            "ALTER TABLE cable DROP COLUMN slack_pathway; ALTER TABLE cable DROP COLUMN slack_segment;"
            "DROP TABLE reservation; DROP TABLE underlay; " DROP_LOCK_COLUMNS " PRAGMA user_version=2");
        const auto before = fs::last_write_time(file);
        const Project back = openProject(file);
        QCOMPARE(back.cables.size(), std::size_t(1));
        QVERIFY(!back.cables[0].slack.placed());
        QCOMPARE(back.cables[0].slack_location, c.slack_location);
        Project expected = p;
        expected.cables[0].slack = {};
        QVERIFY(back == expected);
        QVERIFY(fs::last_write_time(file) == before);
    }

    // Schema v3 → v4: reservations are a new table; a v3 file (a current save without it) opens
    // with none, and a saved reservation survives a round trip.
    void migratesSchemaV3()
    {
        Project p = projectFromTemplate("starter", {});
        Project held = p;
        held.reservations.push_back({ held.allocateId(), "growth", held.phases.back().id, held.halls[0].id,
            { { 100, 100 }, { 900, 100 }, { 900, 900 } }, kNoId, 0, 0 });
        held.reservations.push_back(
            { held.allocateId(), "top", held.phases.back().id, kNoId, {}, held.racks[0].id, 40, 2 });
        const std::string file = path("v3.plenum");
        fs::remove(file);
        saveProject(held, file);
        QVERIFY(openProject(file) == held);
        fs::remove(file);
        saveProject(p, file);
        execSql(file, "DROP TABLE reservation; DROP TABLE underlay; " DROP_LOCK_COLUMNS " PRAGMA user_version=3");
        const Project back = openProject(file);
        QVERIFY(back.reservations.empty());
        QVERIFY(back == p);
    }

    // Schema v1 → v2: a PDU's feed became a device field; a v1 file (here made from a current save
    // by dropping the columns later versions added) takes it from the layout's names and opens,
    // through the migrations, as the same project.
    void migratesV1PduFeedsFromNames()
    {
        TemplateOptions o;
        o.nodes = 32;
        const Project p = projectFromTemplate("dgx-h100-superpod", o);
        std::size_t a = 0, b = 0;
        for (const auto &d : p.devices) {
            a += d.feed == "A";
            b += d.feed == "B";
        }
        QVERIFY(a > 0 && a == b);
        const std::string file = path("v1.plenum");
        fs::remove(file);
        saveProject(p, file);
        execSql(file,
            "ALTER TABLE device DROP COLUMN feed;"
            "ALTER TABLE cable DROP COLUMN slack_rack; ALTER TABLE cable DROP COLUMN slack_side;"
            "ALTER TABLE cable DROP COLUMN slack_z_low_mm; ALTER TABLE cable DROP COLUMN slack_z_high_mm;"
            "ALTER TABLE cable DROP COLUMN slack_pathway; ALTER TABLE cable DROP COLUMN slack_segment;"
            "DROP TABLE reservation; DROP TABLE underlay; " DROP_LOCK_COLUMNS " PRAGMA user_version=1;");
        const std::string before = bytesOf(file);
        // The same project, except that a v1 file knows no rack type's door clearance (v7): its
        // network cabinets take the project's setting (0).
        Project expected = p;
        for (auto &t : expected.rack_types)
            t.door_clearance_mm = 0;
        QVERIFY(openProject(file) == expected);
        QCOMPARE(bytesOf(file), before); // migrated in memory, the file untouched
    }

    // Schema v5 → v6: racks and obstacles gained a lock. A locked rack and obstacle survive a round
    // trip; a v5 file (a current save without the columns) opens with nothing locked, and so does
    // a v5 JSON dump without the members, while a v6 dump without them is refused.
    void migratesSchemaV5Locks()
    {
        Project p = projectFromTemplate("starter", {});
        p.obstacles.push_back({ p.allocateId(), p.halls[0].id, "C1", ObstacleKind::Column,
            { { 100, 100 }, { 500, 100 }, { 500, 500 }, { 100, 500 } }, false });
        Project locked = p;
        locked.racks[0].locked = true;
        locked.obstacles[0].locked = true;
        const std::string file = path("v5.plenum");
        fs::remove(file);
        saveProject(locked, file);
        QVERIFY(openProject(file) == locked);
        execSql(file, DROP_LOCK_COLUMNS "PRAGMA user_version=5");
        QVERIFY(openProject(file) == p);

        std::string json = projectToJson(locked);
        QVERIFY(projectFromJson(json) == locked);
        std::size_t removed = 0;
        for (const char *member : { ",\n      \"locked\": true", ",\n      \"locked\": false" })
            for (auto at = json.find(member); at != std::string::npos; at = json.find(member)) {
                json.erase(at, std::string(member).size());
                ++removed;
            }
        QCOMPARE(removed, locked.racks.size() + locked.obstacles.size());
        QVERIFY_THROWS_EXCEPTION(Error, projectFromJson(json)); // v6 and later need them
        const auto schema = json.find(currentSchemaMember());
        QVERIFY(schema != std::string::npos);
        json.replace(schema, currentSchemaMember().size(), "\"schema\": 5");
        QVERIFY(projectFromJson(json) == p);
    }

    // Schema v6 → v7: rack types gained a door clearance (issue #16, cable.bend-radius). A rack type's
    // clearance survives a round trip; a v6 file (a current save without the column) opens with 0,
    // the project's setting, and so does a v6 JSON dump without the member, while a v7 dump without
    // it is refused.
    void migratesSchemaV6DoorClearance()
    {
        const Project p = projectFromTemplate("starter", {});
        QVERIFY(!p.rack_types.empty());
        for (const auto &t : p.rack_types)
            QCOMPARE(t.door_clearance_mm, 0); // the 600 mm cabinet has none of its own
        Project deep = p;
        deep.rack_types[0].door_clearance_mm = 180;
        const std::string file = path("v6.plenum");
        fs::remove(file);
        saveProject(deep, file);
        QVERIFY(openProject(file) == deep);
        execSql(file, DROP_DOOR_COLUMN "PRAGMA user_version=6");
        QVERIFY(openProject(file) == p);

        std::string json = projectToJson(deep);
        QVERIFY(projectFromJson(json) == deep);
        std::size_t removed = 0;
        for (const char *member : { ",\n      \"door_clearance_mm\": 180", ",\n      \"door_clearance_mm\": 0" })
            for (auto at = json.find(member); at != std::string::npos; at = json.find(member)) {
                json.erase(at, std::string(member).size());
                ++removed;
            }
        QCOMPARE(removed, deep.rack_types.size());
        QVERIFY_THROWS_EXCEPTION(Error, projectFromJson(json)); // v7 and later need it
        const auto schema = json.find(currentSchemaMember());
        QVERIFY(schema != std::string::npos);
        json.replace(schema, currentSchemaMember().size(), "\"schema\": 6");
        QVERIFY(projectFromJson(json) == p);
    }

    // Schema v7 → v8: structured cabling (model/channel.h). A v7 file (a current save without the
    // columns) opens with every link point to point and every cable a whole link, and so does a v7
    // JSON dump without the members; a v8 dump without them is refused.
    void migratesSchemaV7Channels()
    {
        Project p = projectFromTemplate("starter", {});
        routing::routeProject(p);
        QVERIFY(!p.links.empty() && !p.cables.empty());
        for (const auto &l : p.links)
            QVERIFY(!l.patched());
        for (const auto &c : p.cables)
            QVERIFY(c.span == CableSpan::Link && c.end_a == PortRef {});
        const std::string file = path("v7.plenum");
        fs::remove(file);
        saveProject(p, file);
        execSql(file, DROP_CHANNEL_COLUMNS "PRAGMA user_version=7");
        QVERIFY(openProject(file) == p);

        std::string json = projectToJson(p);
        std::size_t removed = 0;
        for (const char *member : { "patch_a_device", "patch_a_port", "patch_b_device", "patch_b_port", "span",
                 "end_a_device", "end_a_port", "end_b_device", "end_b_port" }) {
            const std::string prefix = fmt::format(",\n      \"{}\": ", member);
            for (auto at = json.find(prefix); at != std::string::npos; at = json.find(prefix)) {
                json.erase(at, json.find_first_of(",\n}", at + prefix.size()) - at);
                ++removed;
            }
        }
        QCOMPARE(removed, 4 * p.links.size() + 5 * p.cables.size());
        QVERIFY_THROWS_EXCEPTION(Error, projectFromJson(json)); // v8 needs them
        const auto schema = json.find(currentSchemaMember());
        QVERIFY(schema != std::string::npos);
        json.replace(schema, currentSchemaMember().size(), "\"schema\": 7");
        QVERIFY(projectFromJson(json) == p);
    }

    // Schema v8 → v9 dropped only the UNIQUE index on each table's id: a v9 file has no index, a
    // v8 file (its tables declared with the index, as v8 wrote them) opens as it is, and a table
    // declared otherwise than its version declares it is still refused.
    void readsSchemaV8AsItIs()
    {
        Project p = projectFromTemplate("starter", {});
        routing::routeProject(p);
        const std::string current = path("v9.plenum"), old = path("v8.plenum");
        fs::remove(current);
        fs::remove(old);
        saveProject(p, current);
        QCOMPARE(countIndexes(current), 0);

        std::string copy = "ATTACH '" + current + "' AS cur; ";
        for (const TableSchema &t : schemaTables())
            copy += fmt::format("INSERT INTO main.\"{0}\" SELECT * FROM cur.\"{0}\"; ", t.name);
        execSql(old,
            schemaDdl(8) + copy
                + fmt::format("DETACH cur; PRAGMA application_id={}; PRAGMA user_version=8;", kApplicationId));
        QCOMPARE(countIndexes(old), std::int64_t(schemaTables().size()) - 2); // one per id
        QVERIFY(openProject(old) == p);

        execSql(current, "PRAGMA user_version=8"); // v9's declarations under v8's number
        QVERIFY_THROWS_EXCEPTION(Error, openProject(current));
        try {
            openProject(current);
        } catch (const Error &e) {
            QVERIFY2(
                std::string(e.what()).find("is not declared as Plenum declares it") != std::string::npos, e.what());
        }
    }

    void migrationSeamRefusesUnknownOldVersion()
    {
        expectRefused(
            [](const std::string &f) {
                execSql(f, "DROP TABLE reservation; DROP TABLE underlay; " DROP_LOCK_COLUMNS " PRAGMA user_version=0");
            },
            QStringLiteral("older than any this Plenum can migrate"));
    }
};

QTEST_APPLESS_MAIN(TestStore)
#include "test_store.moc"
