// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/sqlite.h"

#include <fmt/format.h>

namespace plenum::sql {

Database::Database(const std::string &path, int flags, const std::string &shown)
{
    int rc = sqlite3_open_v2(path.c_str(), &m_db, flags, nullptr);
    if (rc != SQLITE_OK) {
        std::string message = m_db ? sqlite3_errmsg(m_db) : sqlite3_errstr(rc);
        sqlite3_close(m_db);
        m_db = nullptr;
        throw Error(fmt::format("cannot open '{}': {}", shown.empty() ? path : shown, message));
    }
    sqlite3_extended_result_codes(m_db, 1);
}

Database::~Database()
{
    sqlite3_close(m_db);
}

void Database::fail(std::string_view context) const
{
    throw Error(fmt::format("{}: {}", context, sqlite3_errmsg(m_db)));
}

void Database::exec(const std::string &sql)
{
    char *err = nullptr;
    if (sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
        std::string message = err ? err : "unknown error";
        sqlite3_free(err);
        throw Error(message);
    }
}

std::string Database::scalarText(const std::string &sql)
{
    Statement s(*this, sql);
    if (!s.step())
        return {};
    const unsigned char *t = sqlite3_column_text(s.handle(), 0);
    return t ? reinterpret_cast<const char *>(t) : "";
}

std::int64_t Database::scalarInt(const std::string &sql)
{
    Statement s(*this, sql);
    return s.step() ? sqlite3_column_int64(s.handle(), 0) : 0;
}

Statement::Statement(Database &db, const std::string &sql)
    : m_db(db)
{
    if (sqlite3_prepare_v2(db.handle(), sql.c_str(), int(sql.size()), &m_stmt, nullptr) != SQLITE_OK)
        db.fail("SQL error");
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

bool Statement::step()
{
    int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    m_db.fail("database error");
}

void Statement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

} // namespace plenum::sql
