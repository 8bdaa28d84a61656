// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/schema.h"
#include "model/fields.h"
#include "store/sqlite.h"

#include <fmt/format.h>

#include <type_traits>

namespace plenum {
namespace {

template <typename T> const char *columnType()
{
    if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, int> || std::is_same_v<T, std::int64_t>)
        return "INTEGER NOT NULL";
    else if constexpr (std::is_same_v<T, double>)
        return "REAL NOT NULL";
    else if constexpr (std::is_same_v<T, Blob>)
        return "BLOB NOT NULL"; // an underlay's image
    else
        return "TEXT NOT NULL"; // strings, enum names, nested lists as JSON text
}

struct Migration {
    int from;
    const char *sql;
};

// Version n → n+1 steps (json/project_json.cpp migrates JSON dumps the same way).
// v1 → v2: a PDU's feed becomes a device field; v1 had it only in the layout's names
// ("<rack>-pdu-A1" is on feed A), which is where it is taken from.
// v2 → v3: every cable's slack has a place (Cable::slack); cables of an older file have none
// until rerouted.
// v3 → v4: space held for a later phase (Reservation), a new table that older files leave empty.
// v4 → v5: the architect's drawing under the floor plan (Underlay), a new table that older files
// leave empty; its image is the one BLOB column of the file.
// v5 → v6: racks and obstacles can be locked against moves (edit/lock_edit.h); an older file
// opens with nothing locked.
// v6 → v7: a rack type's door clearance (RackType::door_clearance_mm); an older file's rack types
// have 0, the project's setting rack.door_clearance_mm, as before.
// v7 → v8: structured cabling (model/channel.h): a link's patch panel ports, a cable's span and a
// trunk's ends; an older file's links are point to point and its cables whole links.
// v8 → v9: the ids are no longer indexed (`"id" INTEGER NOT NULL UNIQUE` became `NOT NULL`): the
// index cost a third of a save and of the file's pages at ~100k GPUs, and the reader never used it
// (it reads by rowid and checks the ids itself, checkInvariants). The columns are v8's, so a v8 file
// is read as it is (kOldestDirectVersion); an older one migrated up to v8 keeps its indexes in the
// in-memory copy, which is harmless.
constexpr Migration kMigrations[] = {
    { 1,
        "ALTER TABLE \"device\" ADD COLUMN \"feed\" TEXT NOT NULL DEFAULT '';\n"
        "UPDATE \"device\" SET \"feed\" = CASE WHEN instr(\"name\", '-pdu-A') > 0 THEN 'A' ELSE 'B' END\n"
        "  WHERE (instr(\"name\", '-pdu-A') > 0 OR instr(\"name\", '-pdu-B') > 0)\n"
        "    AND \"device_type\" IN (SELECT \"id\" FROM \"device_type\" WHERE \"role\" = 'pdu');" },
    { 2,
        "ALTER TABLE \"cable\" ADD COLUMN \"slack_rack\" INTEGER NOT NULL DEFAULT 0;"
        "ALTER TABLE \"cable\" ADD COLUMN \"slack_side\" TEXT NOT NULL DEFAULT 'front';"
        "ALTER TABLE \"cable\" ADD COLUMN \"slack_z_low_mm\" INTEGER NOT NULL DEFAULT 0;"
        "ALTER TABLE \"cable\" ADD COLUMN \"slack_z_high_mm\" INTEGER NOT NULL DEFAULT 0;"
        "ALTER TABLE \"cable\" ADD COLUMN \"slack_pathway\" INTEGER NOT NULL DEFAULT 0;"
        "ALTER TABLE \"cable\" ADD COLUMN \"slack_segment\" INTEGER NOT NULL DEFAULT 0;" },
    { 3,
        "CREATE TABLE \"reservation\" (\"id\" INTEGER NOT NULL UNIQUE, \"name\" TEXT NOT NULL, "
        "\"phase\" INTEGER NOT NULL, \"hall\" INTEGER NOT NULL, \"outline\" TEXT NOT NULL, "
        "\"rack\" INTEGER NOT NULL, \"u_low\" INTEGER NOT NULL, \"u_height\" INTEGER NOT NULL);" },
    { 4,
        "CREATE TABLE \"underlay\" (\"id\" INTEGER NOT NULL UNIQUE, \"hall\" INTEGER NOT NULL, "
        "\"name\" TEXT NOT NULL, \"format\" TEXT NOT NULL, \"page\" INTEGER NOT NULL, \"x_mm\" INTEGER NOT NULL, "
        "\"y_mm\" INTEGER NOT NULL, \"mm_per_px\" REAL NOT NULL, \"rotation_deg\" REAL NOT NULL, "
        "\"opacity\" REAL NOT NULL, \"locked\" INTEGER NOT NULL, \"image\" BLOB NOT NULL);" },
    { 5,
        "ALTER TABLE \"rack\" ADD COLUMN \"locked\" INTEGER NOT NULL DEFAULT 0;"
        "ALTER TABLE \"obstacle\" ADD COLUMN \"locked\" INTEGER NOT NULL DEFAULT 0;" },
    { 6, "ALTER TABLE \"rack_type\" ADD COLUMN \"door_clearance_mm\" INTEGER NOT NULL DEFAULT 0;" },
    { 7,
        "ALTER TABLE \"link\" ADD COLUMN \"patch_a_device\" INTEGER NOT NULL DEFAULT 0;"
        "ALTER TABLE \"link\" ADD COLUMN \"patch_a_port\" INTEGER NOT NULL DEFAULT -1;"
        "ALTER TABLE \"link\" ADD COLUMN \"patch_b_device\" INTEGER NOT NULL DEFAULT 0;"
        "ALTER TABLE \"link\" ADD COLUMN \"patch_b_port\" INTEGER NOT NULL DEFAULT -1;"
        "ALTER TABLE \"cable\" ADD COLUMN \"span\" TEXT NOT NULL DEFAULT 'link';"
        "ALTER TABLE \"cable\" ADD COLUMN \"end_a_device\" INTEGER NOT NULL DEFAULT 0;"
        "ALTER TABLE \"cable\" ADD COLUMN \"end_a_port\" INTEGER NOT NULL DEFAULT -1;"
        "ALTER TABLE \"cable\" ADD COLUMN \"end_b_device\" INTEGER NOT NULL DEFAULT 0;"
        "ALTER TABLE \"cable\" ADD COLUMN \"end_b_port\" INTEGER NOT NULL DEFAULT -1;" },
    { 8, "" },
};

} // namespace

std::vector<TableSchema> schemaTables()
{
    std::vector<TableSchema> result;
    result.push_back({ "meta", { "key", "value" } });
    result.push_back({ "setting", { "key", "value" } });
    Project p;
    fields::tables(p, [&](const char *table, const char *, auto &items) {
        using T = typename std::decay_t<decltype(items)>::value_type;
        T item {};
        TableSchema t { table, {} };
        fields::visit(item, [&](const char *name, auto &) { t.columns.push_back(name); });
        result.push_back(std::move(t));
    });
    return result;
}

std::string schemaDdl(int version)
{
    std::string ddl = "CREATE TABLE \"meta\" (\"key\" TEXT PRIMARY KEY NOT NULL, \"value\" TEXT NOT NULL);\n"
                      "CREATE TABLE \"setting\" (\"key\" TEXT PRIMARY KEY NOT NULL, \"value\" REAL NOT NULL);\n";
    Project p;
    fields::tables(p, [&](const char *table, const char *, auto &items) {
        using T = typename std::decay_t<decltype(items)>::value_type;
        T item {};
        std::string cols;
        fields::visit(item, [&](const char *name, auto &field) {
            using F = std::decay_t<decltype(field)>;
            if (!cols.empty())
                cols += ", ";
            cols += fmt::format("\"{}\" {}", name, columnType<F>());
            if (version < 9 && std::string_view(name) == "id")
                cols += " UNIQUE";
        });
        ddl += fmt::format("CREATE TABLE \"{}\" ({});\n", table, cols);
    });
    return ddl;
}

void migrate(sql::Database &db, int fromVersion)
{
    for (int v = fromVersion; v < kSchemaVersion; ++v) {
        const Migration *step = nullptr;
        for (const auto &m : kMigrations)
            if (m.sql && m.from == v)
                step = &m;
        if (!step)
            throw Error(
                fmt::format("schema v{} is older than any this Plenum can migrate (it reads v{})", v, kSchemaVersion));
        db.exec(step->sql);
    }
}

} // namespace plenum
