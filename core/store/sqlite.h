// SPDX-License-Identifier: GPL-3.0-or-later
// Minimal RAII around the SQLite C API for the project store. Every failure becomes an Error
// carrying SQLite's own message.
#pragma once

#include "model/types.h"

#include <sqlite3.h>

#include <string>
#include <string_view>

namespace plenum::sql {

class Database {
public:
    Database() = default;
    // `shown` names the file in errors when `path` is a URI (default: `path`).
    Database(const std::string &path, int flags, const std::string &shown = {});
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    sqlite3 *handle() const { return m_db; }
    void exec(const std::string &sql);
    // The first column of the first row of `sql` as text ("" when there is no row).
    std::string scalarText(const std::string &sql);
    std::int64_t scalarInt(const std::string &sql);
    [[noreturn]] void fail(std::string_view context) const;

private:
    sqlite3 *m_db = nullptr;
};

class Statement {
public:
    Statement(Database &db, const std::string &sql);
    ~Statement();
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    sqlite3_stmt *handle() const { return m_stmt; }
    // Steps once; true when a row is available, false when done.
    bool step();
    void reset();

private:
    Database &m_db;
    sqlite3_stmt *m_stmt = nullptr;
};

} // namespace plenum::sql
