// SPDX-License-Identifier: GPL-3.0-or-later
// Writes a whole project into a fresh SQLite file and moves it into place atomically.
#include "json/codec.h"
#include "store/project_file.h"
#include "store/schema.h"
#include "store/sqlite.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <type_traits>

#include <csignal>

#include <fcntl.h>
#include <unistd.h>

namespace plenum {
namespace {

namespace fs = std::filesystem;

class Binder {
public:
    explicit Binder(sqlite3_stmt *stmt) : m_stmt(stmt) {}

    template <typename T> void operator()(const char *, const T &value)
    {
        ++m_index;
        if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, int> || std::is_same_v<T, std::int64_t>) {
            sqlite3_bind_int64(m_stmt, m_index, std::int64_t(value));
        } else if constexpr (std::is_same_v<T, double>) {
            sqlite3_bind_double(m_stmt, m_index, value);
        } else if constexpr (std::is_same_v<T, std::string>) {
            sqlite3_bind_text(m_stmt, m_index, value.data(), int(value.size()), SQLITE_TRANSIENT);
        } else if constexpr (std::is_enum_v<T>) {
            auto name = toString(value);
            sqlite3_bind_text(m_stmt, m_index, name.data(), int(name.size()), SQLITE_STATIC);
        } else {
            std::string text = json::writeCompact(json::encode(value));
            text.pop_back(); // newline
            sqlite3_bind_text(m_stmt, m_index, text.data(), int(text.size()), SQLITE_TRANSIENT);
        }
    }

private:
    sqlite3_stmt *m_stmt;
    int m_index = 0;
};

template <typename T> void insertAll(sql::Database &db, const char *table, const std::vector<T> &items)
{
    if (items.empty())
        return;
    std::string cols, params;
    T probe{};
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

void syncPath(const fs::path &path, bool directory)
{
    int fd = ::open(path.c_str(), directory ? O_RDONLY | O_DIRECTORY : O_RDONLY);
    if (fd < 0)
        return; // best effort for directories on file systems that refuse it
    int rc = ::fsync(fd);
    ::close(fd);
    if (rc != 0 && !directory)
        throw Error(fmt::format("cannot sync '{}': {}", path.string(), std::strerror(errno)));
}

// Temp files of saves that were killed midway (".NAME.saving-PID" of a process that is gone) are
// garbage: the target was never replaced by them. Remove them so they do not pile up.
void removeStaleTempFiles(const fs::path &dir, const std::string &filename)
{
    const std::string prefix = "." + filename + ".saving-";
    std::error_code ec;
    for (const auto &entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(prefix, 0) != 0)
            continue;
        const std::string digits = name.substr(prefix.size());
        if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos)
            continue;
        const pid_t pid = pid_t(std::stol(digits));
        if (pid != ::getpid() && ::kill(pid, 0) != 0 && errno == ESRCH)
            fs::remove(entry.path(), ec);
    }
}

void writeFile(const Project &project, const std::string &path)
{
    sql::Database db(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX);
    // A fresh temporary file: no journal needed; durability comes from fsync + rename below.
    db.exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;");
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

} // namespace

void saveProject(const Project &project, const std::string &path)
{
    requireInvariants(project, "refusing to save an inconsistent project");
    const fs::path target = fs::absolute(fs::path(path));
    const fs::path dir = target.parent_path();
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        throw Error(fmt::format("cannot save '{}': the folder '{}' does not exist", path, dir.string()));
    if (fs::is_directory(target, ec))
        throw Error(fmt::format("cannot save '{}': it is a folder", path));
    const fs::path temp = dir / fmt::format(".{}.saving-{}", target.filename().string(), ::getpid());
    fs::remove(temp, ec);
    removeStaleTempFiles(dir, target.filename().string());
    try {
        writeFile(project, temp.string());
        syncPath(temp, false);
        fs::rename(temp, target);
    } catch (const fs::filesystem_error &e) {
        fs::remove(temp, ec);
        throw Error(fmt::format("cannot save '{}': {}", path, e.code().message()));
    } catch (...) {
        fs::remove(temp, ec);
        throw;
    }
    syncPath(dir, true);
}

} // namespace plenum
