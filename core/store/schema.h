// SPDX-License-Identifier: GPL-3.0-or-later
// The project file's schema (DESIGN.md §8): identity, version and the DDL generated from the
// field lists in model/fields.h, plus the migration seam for files of older versions.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace plenum {

// PRAGMA application_id of every .plenum file: "PLNM" in ASCII.
inline constexpr std::int32_t kApplicationId = 0x504C4E4D;
// PRAGMA user_version: the schema version this build writes and the newest it reads.
inline constexpr int kSchemaVersion = 9;
// The oldest version whose files are read as they are, without a migration: v8 and v9 hold the
// same columns (v9 dropped only the UNIQUE index on each table's id).
inline constexpr int kOldestDirectVersion = 8;

namespace sql {
class Database;
}

struct TableSchema {
    std::string name;
    std::vector<std::string> columns;
};

// The tables of the current schema, in creation order, with their columns.
std::vector<TableSchema> schemaTables();

// CREATE TABLE statements of a schema from kOldestDirectVersion on (one string, ';'-separated): what
// sqlite_master holds for each table of a file of that version.
std::string schemaDdl(int version = kSchemaVersion);

// Brings an in-memory copy of a file written with schema `fromVersion` up to kSchemaVersion.
// Throws Error when no migration path exists.
void migrate(sql::Database &db, int fromVersion);

} // namespace plenum
