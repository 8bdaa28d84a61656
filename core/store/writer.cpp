// SPDX-License-Identifier: GPL-3.0-or-later
// Writes a whole project into a fresh SQLite file and moves it into place atomically.
#include "store/atomic_file.h"
#include "store/input_limits.h"
#include "store/project_file.h"
#include "store/schema.h"
#include "store/sqlite.h"
#include "json/codec.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <exception>
#include <filesystem>
#include <thread>
#include <type_traits>

#include <sys/stat.h>
#include <unistd.h>

namespace plenum {
namespace {

namespace fs = std::filesystem;

class Binder {
public:
    explicit Binder(sqlite3_stmt *stmt)
        : m_stmt(stmt)
    {
    }

    template <typename T> void operator()(const char *, const T &value)
    {
        ++m_index;
        if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, int> || std::is_same_v<T, std::int64_t>) {
            sqlite3_bind_int64(m_stmt, m_index, std::int64_t(value));
        } else if constexpr (std::is_same_v<T, double>) {
            sqlite3_bind_double(m_stmt, m_index, value);
        } else if constexpr (std::is_same_v<T, Blob>) {
            const std::string_view bytes = value.view();
            sqlite3_bind_blob64(m_stmt, m_index, bytes.data(), bytes.size(), SQLITE_STATIC);
        } else if constexpr (std::is_same_v<T, std::string>) {
            // The item's own string, unchanged until the row is stepped: SQLite reads it in place.
            sqlite3_bind_text(m_stmt, m_index, value.data(), int(value.size()), SQLITE_STATIC);
        } else if constexpr (std::is_enum_v<T>) {
            auto name = toString(value);
            sqlite3_bind_text(m_stmt, m_index, name.data(), int(name.size()), SQLITE_STATIC);
        } else if constexpr (std::is_same_v<T, std::vector<RouteStep>>) {
            m_route = json::routeText(value); // as writeCompact, without a JSON tree; kept until the step
            sqlite3_bind_text(m_stmt, m_index, m_route.data(), int(m_route.size()), SQLITE_STATIC);
        } else {
            std::string text = json::writeCompact(json::encode(value));
            text.pop_back(); // newline
            sqlite3_bind_text(m_stmt, m_index, text.data(), int(text.size()), SQLITE_TRANSIENT);
        }
    }

private:
    sqlite3_stmt *m_stmt;
    int m_index = 0;
    std::string m_route; // the one route of a row (a cable's)
};

template <typename T> void insertAll(sql::Database &db, const char *table, const std::vector<T> &items)
{
    if (items.empty())
        return;
    std::string cols, params;
    T probe {};
    fields::visit(probe, [&](const char *name, auto &) {
        cols += (cols.empty() ? "\"" : ", \"") + std::string(name) + "\"";
        params += params.empty() ? "?" : ", ?";
    });
    sql::Statement insert(db, fmt::format("INSERT INTO \"{}\" ({}) VALUES ({})", table, cols, params));
    for (const auto &item : items) {
        Binder binder(insert.handle());
        fields::visit(const_cast<T &>(item), binder);
        insert.step();
        insert.reset();
    }
}

void writeFile(const Project &project, const std::string &path)
{
    sql::Database db(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW);
    // A fresh temporary file: no journal needed; durability comes from fsync + rename below.
    db.exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA page_size=65536; PRAGMA cache_size=-65536;");
    db.exec(fmt::format("PRAGMA application_id={}; PRAGMA user_version={};", kApplicationId, kSchemaVersion));
    db.exec("BEGIN");
    db.exec(schemaDdl());
    {
        sql::Statement meta(db, "INSERT INTO \"meta\" (\"key\", \"value\") VALUES (?, ?)");
        auto put = [&](const char *key, const std::string &value) {
            sqlite3_bind_text(meta.handle(), 1, key, -1, SQLITE_STATIC);
            sqlite3_bind_text(meta.handle(), 2, value.data(), int(value.size()), SQLITE_TRANSIENT);
            meta.step();
            meta.reset();
        };
        put("name", project.name);
        put("next_id", std::to_string(project.next_id));
        sql::Statement setting(db, "INSERT INTO \"setting\" (\"key\", \"value\") VALUES (?, ?)");
        for (const auto &[key, value] : project.settings) {
            sqlite3_bind_text(setting.handle(), 1, key.data(), int(key.size()), SQLITE_TRANSIENT);
            sqlite3_bind_double(setting.handle(), 2, value);
            setting.step();
            setting.reset();
        }
    }
    fields::tables(const_cast<Project &>(project),
        [&](const char *table, const char *, const auto &items) { insertAll(db, table, items); });
    db.exec("COMMIT");
}

// The rollback journal, write-ahead log and shared memory of the file being replaced describe that
// file, not the new one: left beside it, SQLite would play a hot journal or a WAL into the new
// file. They go before the new file takes its place (files and links only, never recursively).
void removeSqliteSidecars(const std::string &target)
{
    for (const char *suffix : { "-journal", "-wal", "-shm" }) {
        const std::string sidecar = target + suffix;
        struct stat st { };
        if (::lstat(sidecar.c_str(), &st) == 0 && (S_ISREG(st.st_mode) || S_ISLNK(st.st_mode))
            && ::unlink(sidecar.c_str()) != 0)
            throw Error(fmt::format(
                "cannot save '{}': the stale '{}' cannot be removed: {}", target, sidecar, std::strerror(errno)));
    }
}

} // namespace

void saveProject(const Project &project, const std::string &path)
{
    saveProject(project, path, saveInPlace());
}

void saveProject(const Project &project, const std::string &path, const OutputRules &rules)
{
    // The input limits (never write a file that opening would refuse) and the invariants are checked
    // on a second thread while this one writes: a project that fails them is never committed (its
    // temporary file goes), and their error is the one reported, as when they ran before anything.
    std::exception_ptr refused;
    std::jthread checks([&] {
        try {
            try {
                requireInputLimits(project);
            } catch (const Error &e) {
                throw Error(fmt::format("refusing to save '{}': {}", path, e.what()));
            }
            requireInvariants(project, "refusing to save an inconsistent project");
        } catch (...) {
            refused = std::current_exception();
        }
    });
    auto checked = [&] {
        if (checks.joinable())
            checks.join();
        if (refused)
            std::rethrow_exception(refused);
    };
    try {
        AtomicFile file(path, rules);
        // SQLite writes the fresh database into the (empty, exclusively created) temporary file.
        writeFile(project, file.tempPath());
        checked();
        removeSqliteSidecars(file.targetPath());
        file.commit();
    } catch (...) {
        checked(); // the checks' error first
        throw;
    }
}

} // namespace plenum
