// SPDX-License-Identifier: GPL-3.0-or-later
// Reads a .plenum file defensively: project files from others are untrusted input.
#include "store/input_limits.h"
#include "store/project_file.h"
#include "store/schema.h"
#include "store/sqlite.h"
#include "json/codec.h"

#include <fmt/format.h>

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <thread>
#include <type_traits>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace plenum {
namespace {

namespace fs = std::filesystem;

// The longest legitimate values: an underlay's image (limits::kMaxUnderlayBytes); texts are ~100 kB
// at most (routes, ports) and are held to their own limits after reading.
constexpr int kMaxValueBytes = int(limits::kMaxUnderlayBytes) + 1024;

void checkHeader(const std::string &path)
{
    // O_NONBLOCK: a FIFO must not hang the open; only a regular file is read.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        if (errno == ENOENT)
            throw Error(fmt::format("'{}' does not exist", path));
        throw Error(fmt::format("cannot read '{}': {}", path, std::strerror(errno)));
    }
    struct stat st { };
    const bool statted = ::fstat(fd, &st) == 0;
    char header[100] = {};
    const ssize_t got = statted && S_ISREG(st.st_mode) ? ::pread(fd, header, sizeof header, 0) : 0;
    ::close(fd);
    if (statted && S_ISDIR(st.st_mode))
        throw Error(fmt::format("'{}' is a folder, not a project file", path));
    if (!statted || !S_ISREG(st.st_mode))
        throw Error(fmt::format("'{}' is not a Plenum project: it is not a regular file", path));
    if (got < ssize_t(sizeof header) || std::memcmp(header, "SQLite format 3", 16) != 0)
        throw Error(fmt::format("'{}' is not a Plenum project: it is not an SQLite database", path));
}

// A write-ahead log or rollback journal beside the file holds changes another program made to it
// and never finished: the file alone is not the project that program saw, and trusting a foreign
// sidecar would let it change what is shown. Plenum's own saves never leave one.
void refuseSidecars(const std::string &path)
{
    for (const char *suffix : { "-wal", "-journal" }) {
        const std::string sidecar = path + suffix;
        struct stat st { };
        if (::lstat(sidecar.c_str(), &st) != 0 || (S_ISREG(st.st_mode) && st.st_size == 0))
            continue;
        throw Error(fmt::format("'{}' was refused: '{}' beside it holds unfinished SQLite changes; open it once with "
                                "sqlite3 to finish them (or remove that file if it does not belong to this project)",
            path, sidecar));
    }
}

// A read-only, immutable URI: SQLite then reads the main file alone, takes no locks and creates no
// -shm or -wal beside it.
std::string immutableUri(const std::string &path)
{
    static const char *hex = "0123456789ABCDEF";
    std::string uri = "file:";
    for (unsigned char c : fs::absolute(fs::path(path)).string()) {
        if (std::isalnum(c) || c == '/' || c == '-' || c == '_' || c == '.' || c == '~') {
            uri += char(c);
        } else {
            uri += '%';
            uri += hex[c >> 4];
            uri += hex[c & 15];
        }
    }
    return uri + "?immutable=1";
}

void hardenConnection(sql::Database &db)
{
    sqlite3 *h = db.handle();
    int ignored = 0;
    sqlite3_db_config(h, SQLITE_DBCONFIG_DEFENSIVE, 1, &ignored);
    sqlite3_db_config(h, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, &ignored);
    sqlite3_db_config(h, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, &ignored);
    sqlite3_db_config(h, SQLITE_DBCONFIG_ENABLE_VIEW, 0, &ignored);
    sqlite3_db_config(h, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, &ignored);
    sqlite3_limit(h, SQLITE_LIMIT_LENGTH, kMaxValueBytes);
    sqlite3_limit(h, SQLITE_LIMIT_ATTACHED, 0);
}

// The CREATE TABLE statement of each table of schema `version` (≥ kOldestDirectVersion), as
// sqlite_master keeps it.
std::map<std::string, std::string> declarations(int version)
{
    std::map<std::string, std::string> out;
    const std::string ddl = schemaDdl(version);
    std::size_t start = 0;
    while (start < ddl.size()) {
        const std::size_t end = ddl.find(";\n", start);
        const std::string statement = ddl.substr(start, end - start);
        const std::size_t open = statement.find('"');
        out[statement.substr(open + 1, statement.find('"', open + 1) - open - 1)] = statement;
        if (end == std::string::npos)
            break;
        start = end + 2;
    }
    return out;
}

// Everything in sqlite_master must be one of our tables (or SQLite's own automatic indexes); in
// a file read as it is (kOldestDirectVersion on) each table must be declared exactly as Plenum declares it (no
// generated or extra columns, no changed types or defaults). A table a later schema added (the
// migration creates it) may be missing from an older file.
void checkObjects(sql::Database &db, const std::string &path, int version)
{
    const bool direct = version >= kOldestDirectVersion;
    std::set<std::string> expected;
    for (const auto &t : schemaTables())
        if (!(t.name == "reservation" && version < 4) && !(t.name == "underlay" && version < 5)) // added by v4, v5
            expected.insert(t.name);
    std::map<std::string, std::string> ddl;
    if (direct)
        ddl = declarations(version);
    sql::Statement s(db, "SELECT type, name, sql FROM sqlite_master");
    std::set<std::string> found;
    while (s.step()) {
        std::string type = reinterpret_cast<const char *>(sqlite3_column_text(s.handle(), 0));
        const unsigned char *n = sqlite3_column_text(s.handle(), 1);
        std::string name = n ? reinterpret_cast<const char *>(n) : "";
        if (type == "index" && name.rfind("sqlite_autoindex_", 0) == 0)
            continue;
        if (type == "table" && expected.count(name)) {
            const unsigned char *q = sqlite3_column_text(s.handle(), 2);
            const auto want = ddl.find(name);
            if (direct && (!q || want == ddl.end() || want->second != reinterpret_cast<const char *>(q)))
                throw Error(
                    fmt::format("'{}' was refused: its table '{}' is not declared as Plenum declares it", path, name));
            found.insert(name);
            continue;
        }
        throw Error(fmt::format(
            "'{}' was refused: it contains a {} '{}', which Plenum project files never do", path, type, name));
    }
    for (const auto &name : expected)
        if (!found.count(name))
            throw Error(fmt::format("'{}' is not a complete Plenum project: table '{}' is missing", path, name));
}

class ColumnReader {
public:
    // `table` and `row` name the place in error messages (formatted only when one is raised).
    ColumnReader(sqlite3_stmt *stmt, const char *table, std::size_t row)
        : m_stmt(stmt)
        , m_table(table)
        , m_row(row)
    {
    }

    template <typename T> void operator()(const char *name, T &value)
    {
        const int col = m_index++;
        const int type = sqlite3_column_type(m_stmt, col);
        auto wrongType = [&] { return Error(fmt::format("{}: column '{}' has the wrong type", where(), name)); };
        if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, int> || std::is_same_v<T, std::int64_t>) {
            if (type != SQLITE_INTEGER)
                throw wrongType();
            std::int64_t v = sqlite3_column_int64(m_stmt, col);
            if constexpr (std::is_same_v<T, bool>) {
                if (v != 0 && v != 1)
                    throw wrongType();
                value = v != 0;
            } else if constexpr (std::is_same_v<T, int>) {
                if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max())
                    throw Error(fmt::format("{}: column '{}' is out of range", where(), name));
                value = int(v);
            } else {
                value = v;
            }
        } else if constexpr (std::is_same_v<T, Blob>) {
            if (type != SQLITE_BLOB)
                throw wrongType();
            const auto *data = static_cast<const char *>(sqlite3_column_blob(m_stmt, col));
            const int size = sqlite3_column_bytes(m_stmt, col);
            value.bytes
                = std::make_shared<const std::string>(data ? std::string(data, std::size_t(size)) : std::string());
        } else if constexpr (std::is_same_v<T, double>) {
            if (type != SQLITE_FLOAT && type != SQLITE_INTEGER)
                throw wrongType();
            value = sqlite3_column_double(m_stmt, col);
            if (!std::isfinite(value))
                throw Error(fmt::format("{}: column '{}' is not a finite number", where(), name));
        } else {
            if (type != SQLITE_TEXT)
                throw wrongType();
            const char *text = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, col));
            std::string_view sv(text, std::size_t(sqlite3_column_bytes(m_stmt, col)));
            if constexpr (std::is_same_v<T, std::string>) {
                value.assign(sv);
            } else if constexpr (std::is_enum_v<T>) {
                if (auto v = fromString<T>(sv))
                    value = *v;
                else
                    throw Error(fmt::format("{}: column '{}': unknown value '{}'", where(), name, sv.substr(0, 80)));
            } else {
                if constexpr (std::is_same_v<T, std::vector<RouteStep>>)
                    if (json::parseRouteText(sv, value))
                        return; // the common case, without a JSON tree
                try {
                    json::decode(json::parse(sv), value, name);
                } catch (const Error &e) {
                    throw Error(fmt::format("{}: column '{}': {}", where(), name, e.what()));
                }
            }
        }
    }

private:
    std::string where() const { return fmt::format("table '{}', row {}", m_table, m_row); }

    sqlite3_stmt *m_stmt;
    const char *m_table;
    std::size_t m_row;
    int m_index = 0;
};

template <typename T> std::string columnsOf()
{
    std::string cols;
    T probe {};
    fields::visit(
        probe, [&](const char *name, auto &) { cols += (cols.empty() ? "\"" : ", \"") + std::string(name) + "\""; });
    return cols;
}

// The number of rows of `table`, counted first: a file of a billion rows is refused before they are
// read into memory.
std::size_t rowCount(sql::Database &db, const char *table)
{
    const std::int64_t rows = db.scalarInt(fmt::format("SELECT count(*) FROM \"{}\"", table));
    if (rows > std::int64_t(limits::kMaxObjects))
        throw Error(fmt::format("table '{}' has {} rows (at most {})", table, rows, limits::kMaxObjects));
    return std::size_t(rows);
}

// Rows [first, first + items.size()) of `table` in rowid order, read into `items` in place.
template <typename T> void readRows(sql::Database &db, const char *table, std::size_t first, std::span<T> items)
{
    sql::Statement select(db,
        fmt::format(
            "SELECT {} FROM \"{}\" ORDER BY rowid LIMIT {} OFFSET {}", columnsOf<T>(), table, items.size(), first));
    std::size_t read = 0;
    while (read < items.size() && select.step()) {
        fields::visit(items[read], ColumnReader(select.handle(), table, first + read + 1));
        ++read;
    }
    if (read != items.size())
        throw Error(fmt::format("table '{}' has fewer rows than it counted", table));
}

template <typename T> void readAll(sql::Database &db, const char *table, std::vector<T> &items)
{
    const std::size_t rows = rowCount(db, table);
    sql::Statement select(db, fmt::format("SELECT {} FROM \"{}\" ORDER BY rowid", columnsOf<T>(), table));
    items.clear();
    items.reserve(rows); // one allocation: a cable is copied once, not at every doubling
    while (select.step()) { // read in place: a cable is ~500 bytes, and a hall has 570,000
        const std::size_t row = items.size() + 1;
        fields::visit(items.emplace_back(), ColumnReader(select.handle(), table, row));
    }
}

// The cable table read in two parts at once (a large project's largest table: ~60 % of opening
// one at ~100k GPUs): the first rows by a second connection on a thread of its own, the rest by
// the caller's connection after it has read every other table.
class CableReader {
public:
    // Below this many cables one thread reads them all (a thread and a connection cost more).
    static constexpr std::size_t kParallelFrom = 20000;

    // Starts the second connection on the first part (none for a small table). Called before the
    // file's integrity is checked, so an error here is kept until the check has passed.
    void start(sql::Database &db, const std::string &uri, const std::string &shown)
    {
        try {
            m_rows = rowCount(db, "cable");
        } catch (...) {
            m_error = std::current_exception();
            return;
        }
        if (m_rows < kParallelFrom)
            return;
        m_cables.resize(m_rows);
        // Its share: the caller first checks the file and reads the other tables (about a third
        // of the cables' time at ~100k GPUs).
        m_split = m_rows * 3 / 4;
        m_thread = std::jthread([this, uri, shown] {
            try {
                sql::Database db(uri, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, shown);
                hardenConnection(db);
                readRows(db, "cable", 0, std::span<Cable>(m_cables.data(), m_split));
            } catch (...) {
                m_error = std::current_exception();
            }
        });
    }

    // The caller's part; then every cable, once the thread has finished (its error rethrown).
    std::vector<Cable> finish(sql::Database &db)
    {
        if (!m_thread.joinable()) {
            if (m_error)
                std::rethrow_exception(m_error);
            readAll(db, "cable", m_cables);
            return std::move(m_cables);
        }
        std::exception_ptr mine;
        try {
            readRows(db, "cable", m_split, std::span<Cable>(m_cables.data() + m_split, m_rows - m_split));
        } catch (...) {
            mine = std::current_exception();
        }
        join();
        if (m_error)
            std::rethrow_exception(m_error); // the lower rows' error first, as one reader would
        if (mine)
            std::rethrow_exception(mine);
        return std::move(m_cables);
    }

    void join()
    {
        if (m_thread.joinable())
            m_thread.join();
    }

private:
    std::size_t m_rows = 0, m_split = 0;
    std::vector<Cable> m_cables;
    std::jthread m_thread; // joined by its destructor on every path out
    std::exception_ptr m_error;
};

// `cables`: reads the cable table (else readAll does).
Project readProject(sql::Database &db, CableReader *cables = nullptr)
{
    Project p;
    {
        sql::Statement meta(db, "SELECT \"key\", \"value\" FROM \"meta\"");
        bool haveName = false, haveNextId = false;
        while (meta.step()) {
            if (sqlite3_column_type(meta.handle(), 0) != SQLITE_TEXT
                || sqlite3_column_type(meta.handle(), 1) != SQLITE_TEXT)
                throw Error("table 'meta' has a value of the wrong type");
            std::string key = reinterpret_cast<const char *>(sqlite3_column_text(meta.handle(), 0));
            std::string value = reinterpret_cast<const char *>(sqlite3_column_text(meta.handle(), 1));
            if (key == "name") {
                p.name = value;
                haveName = true;
            } else if (key == "next_id") {
                try {
                    std::size_t used = 0;
                    p.next_id = std::stoll(value, &used);
                    haveNextId = used == value.size();
                } catch (const std::exception &) {
                }
            }
        }
        if (!haveName || !haveNextId)
            throw Error("table 'meta' lacks a valid project name or next id");
        p.settings.clear();
        sql::Statement setting(db, "SELECT \"key\", \"value\" FROM \"setting\"");
        while (setting.step()) {
            int vt = sqlite3_column_type(setting.handle(), 1);
            if (sqlite3_column_type(setting.handle(), 0) != SQLITE_TEXT || (vt != SQLITE_FLOAT && vt != SQLITE_INTEGER))
                throw Error("table 'setting' has a value of the wrong type");
            const double value = sqlite3_column_double(setting.handle(), 1);
            if (!std::isfinite(value))
                throw Error("table 'setting' has a value that is not a finite number");
            p.settings[reinterpret_cast<const char *>(sqlite3_column_text(setting.handle(), 0))] = value;
        }
    }
    fields::tables(p, [&](const char *table, const char *, auto &items) {
        if constexpr (std::is_same_v<std::decay_t<decltype(items)>, std::vector<Cable>>)
            if (cables)
                return; // read by `cables`, below
        readAll(db, table, items);
    });
    if (cables)
        p.cables = cables->finish(db);
    return p;
}

} // namespace

Project openProject(const std::string &path)
{
    checkHeader(path);
    refuseSidecars(path);
    try {
        sql::Database file(immutableUri(path), SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, path);
        hardenConnection(file);
        const std::int64_t appId = file.scalarInt("PRAGMA application_id");
        if (appId != kApplicationId)
            throw Error(fmt::format("'{}' is not a Plenum project (its SQLite application_id is {:#x}, not {:#x})",
                path, appId, kApplicationId));
        const std::int64_t version = file.scalarInt("PRAGMA user_version");
        if (version > kSchemaVersion)
            throw Error(
                fmt::format("'{}' was written by a newer Plenum (schema v{}); this version reads up to schema v{}",
                    path, version, kSchemaVersion));
        // The declarations first: the integrity check would evaluate a planted generated column.
        checkObjects(file, path, int(version));
        // A large current-schema file has its cables read on a second thread while this one checks
        // the file and reads the rest; an error of that read is reported only after the check's.
        std::optional<CableReader> cables;
        if (version >= kOldestDirectVersion) {
            cables.emplace();
            cables->start(file, immutableUri(path), path);
        }
        // quick_check: every page and record well formed, in O(N); integrity_check also compares
        // each UNIQUE index with its table (twice the time at ~100k GPUs), which the reader does
        // not need — it reads the tables by rowid and checks the ids itself (checkInvariants).
        const std::string integrity = file.scalarText("PRAGMA quick_check(1)");
        if (integrity != "ok") {
            std::string oneLine = integrity;
            for (char &c : oneLine)
                if (c == '\n')
                    c = ' ';
            if (cables)
                cables->join(); // its error, if any, is this damage's
            throw Error(fmt::format("'{}' is damaged: {}", path, oneLine));
        }

        Project p;
        if (version < kOldestDirectVersion) {
            // Migrate a private in-memory copy; the file itself is never written.
            sql::Database memory(":memory:", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            sqlite3_backup *b = sqlite3_backup_init(memory.handle(), "main", file.handle(), "main");
            if (!b || sqlite3_backup_step(b, -1) != SQLITE_DONE) {
                sqlite3_backup_finish(b);
                memory.fail("cannot copy the project for migration");
            }
            sqlite3_backup_finish(b);
            migrate(memory, int(version));
            p = readProject(memory);
        } else {
            p = readProject(file, cables ? &*cables : nullptr);
        }
        requireInputLimits(p); // first: the invariants' arithmetic then stays far from overflow
        requireInvariants(p, fmt::format("'{}' is inconsistent", path));
        return p;
    } catch (const Error &e) {
        std::string what = e.what();
        if (what.find(path) != std::string::npos)
            throw;
        throw Error(fmt::format("cannot open '{}': {}", path, what));
    }
}

} // namespace plenum
