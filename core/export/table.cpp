// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/table.h"

#include "model/types.h"
#include "store/atomic_file.h"

#include <fmt/format.h>
#include <xlsxwriter.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <random>
#include <set>
#include <sstream>
#include <system_error>

#include <sys/stat.h>
#include <unistd.h>

namespace plenum::exporting {

namespace fs = std::filesystem;

Cell Cell::integer(std::int64_t v)
{
    Cell c(fmt::format("{}", v));
    c.number = double(v);
    return c;
}

Cell Cell::decimal(double v, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    const double rounded = std::round(v * scale) / scale;
    Cell c(fmt::format("{:.{}f}", rounded, decimals));
    c.number = rounded;
    return c;
}

namespace {

// Appends one RFC 4180 field: quoted when it holds a comma, quote or line break.
void appendCsvField(std::string &out, const std::string &text)
{
    if (text.find_first_of(",\"\r\n") == std::string::npos) {
        out += text;
        return;
    }
    out += '"';
    for (char ch : text) {
        if (ch == '"')
            out += '"';
        out += ch;
    }
    out += '"';
}

// A value quoted in an error message: at most 80 bytes, control characters shown as '?'.
std::string shortened(const std::string &text)
{
    std::string s = text.size() > 80 ? text.substr(0, 77) + "..." : text;
    for (char &c : s)
        if (static_cast<unsigned char>(c) < 0x20)
            c = '?';
    return s;
}

} // namespace

std::string csvField(const std::string &text)
{
    std::string out;
    appendCsvField(out, text);
    return out;
}

bool looksLikeFormula(const std::string &text)
{
    return !text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string_view::npos;
}

namespace {

void appendCsvHeader(std::string &out, const std::vector<std::string> &header)
{
    for (std::size_t i = 0; i < header.size(); ++i) {
        if (i)
            out += ',';
        appendCsvField(out, header[i]);
    }
    out += "\r\n";
}

// One row (`index` counts from 0) of table `name`, its text cells neutralised or refused for `reader`.
void appendCsvRow(std::string &out, const std::vector<Cell> &row, std::size_t index, const std::string &name,
    const std::vector<std::string> &header, CsvReader reader, std::string &neutral)
{
    for (std::size_t i = 0; i < row.size(); ++i) {
        if (i)
            out += ',';
        const Cell &cell = row[i];
        if (cell.number || !looksLikeFormula(cell.text)) {
            appendCsvField(out, cell.text);
        } else if (reader == CsvReader::Spreadsheet) {
            neutral = "'" + cell.text;
            appendCsvField(out, neutral);
        } else {
            const std::string column = i < header.size() ? header[i] : std::to_string(i + 1);
            throw Error(fmt::format("{} row {}, column '{}': '{}' starts with '{}', which a spreadsheet runs as a "
                                    "formula; rename it (the importer would take it as is)",
                name, index + 1, column, shortened(cell.text),
                cell.text.front() == '\t'       ? "TAB"
                    : cell.text.front() == '\r' ? "CR"
                                                : cell.text.substr(0, 1)));
        }
    }
    out += "\r\n";
}

constexpr std::size_t kCsvBlock = std::size_t(4) << 20;

} // namespace

std::string toCsv(const Table &table, CsvReader reader)
{
    std::string out;
    std::size_t estimate = 0;
    for (std::size_t r = 0; r < table.rows.size() && r < 100; ++r)
        for (const Cell &c : table.rows[r])
            estimate += c.text.size() + 1;
    if (!table.rows.empty())
        out.reserve(estimate * table.rows.size() / std::min<std::size_t>(table.rows.size(), 100) * 11 / 10);
    appendCsvHeader(out, table.header);
    std::string neutral;
    for (std::size_t r = 0; r < table.rows.size(); ++r)
        appendCsvRow(out, table.rows[r], r, table.name, table.header, reader, neutral);
    return out;
}

CsvWriter::CsvWriter(AtomicFile &file, CsvReader reader)
    : m_file(file)
    , m_reader(reader)
{
    m_buffer.reserve(kCsvBlock + (std::size_t(64) << 10));
}

void CsvWriter::header(std::string tableName, std::vector<std::string> header)
{
    m_name = std::move(tableName);
    m_header = std::move(header);
    appendCsvHeader(m_buffer, m_header);
}

void CsvWriter::row(const std::vector<Cell> &cells)
{
    appendCsvRow(m_buffer, cells, m_rows++, m_name, m_header, m_reader, m_neutral);
    if (m_buffer.size() >= kCsvBlock)
        flush();
}

void CsvWriter::finish()
{
    flush();
}

void CsvWriter::flush()
{
    m_file.write(m_buffer);
    m_buffer.clear();
}

void writeXlsx(const std::vector<Table> &tables, const std::string &path, const OutputRules &rules)
{
    AtomicFile out(path, rules);
    // libxlsxwriter writes to a named file only: it is given our exclusive temporary file through
    // its descriptor, so no second temporary file (and no predictable name) is involved.
    const std::string viaFd = fmt::format("/proc/self/fd/{}", out.fd());
    lxw_workbook *wb = workbook_new(viaFd.c_str());
    if (!wb)
        throw Error(fmt::format("cannot write '{}': the workbook could not be created", path));
    lxw_format *bold = workbook_add_format(wb);
    format_set_bold(bold);
    for (const Table &t : tables) {
        std::string sheetName = t.name.substr(0, 31);
        lxw_worksheet *ws = workbook_add_worksheet(wb, sheetName.c_str());
        if (!ws) {
            workbook_close(wb);
            throw Error(fmt::format("cannot write '{}': sheet '{}' could not be added", path, sheetName));
        }
        for (std::size_t c = 0; c < t.header.size(); ++c) {
            worksheet_write_string(ws, 0, lxw_col_t(c), t.header[c].c_str(), bold);
            worksheet_set_column(
                ws, lxw_col_t(c), lxw_col_t(c), std::min(60.0, std::max(8.0, t.header[c].size() + 2.0)), nullptr);
        }
        worksheet_freeze_panes(ws, 1, 0);
        for (std::size_t r = 0; r < t.rows.size(); ++r)
            for (std::size_t c = 0; c < t.rows[r].size(); ++c) {
                const Cell &cell = t.rows[r][c];
                const auto row = lxw_row_t(r + 1);
                const auto col = lxw_col_t(c);
                if (cell.number)
                    worksheet_write_number(ws, row, col, *cell.number, nullptr);
                else if (!cell.text.empty())
                    worksheet_write_string(ws, row, col, cell.text.c_str(), nullptr);
            }
        if (!t.rows.empty())
            worksheet_autofilter(ws, 0, 0, lxw_row_t(t.rows.size()), lxw_col_t(t.header.size() - 1));
    }
    const lxw_error err = workbook_close(wb);
    if (err != LXW_NO_ERROR)
        throw Error(fmt::format("cannot write '{}': {}", path, lxw_strerror(err)));
    out.commit();
}

namespace {

// A name Plenum writes or removes inside an export folder: one plain component, never a path.
bool plainName(const std::string &name)
{
    return !name.empty() && name != "." && name != ".."
        && name.find_first_of(std::string("/\0", 2)) == std::string::npos;
}

// The files an earlier export listed in its marker (only plain names are believed: the marker is
// as untrusted as the folder). nullopt: the folder holds no marker.
std::optional<std::vector<std::string>> earlierExport(const fs::path &folder)
{
    const fs::path marker = folder / kExportFolderMarker;
    struct stat st { };
    if (::lstat(marker.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
        return std::nullopt;
    std::vector<std::string> names;
    std::istringstream in(readFile(marker.string(), 1 << 20));
    std::string line;
    std::getline(in, line); // the title line
    while (std::getline(in, line))
        if (plainName(line) && line != kExportFolderMarker)
            names.push_back(line);
    return names;
}

std::string markerText(const std::vector<std::pair<std::string, std::string>> &files)
{
    std::string text
        = "Plenum export folder: the files below were written by Plenum and are replaced by its next export\n";
    for (const auto &f : files)
        text += f.first + "\n";
    return text;
}

// The temporary folders of exports to `filename` that were killed (".NAME.plenum-PID-….tmp" of a
// process that is gone) are removed — only what Plenum wrote there: the files their marker lists
// (the marker is written first) and those files' temporary files, then the marker and the folder
// itself if nothing else is left in it. Never recursively.
void sweepStaleFolders(const fs::path &parent, const std::string &filename)
{
    const std::string prefix = "." + filename + ".plenum-";
    std::error_code ec;
    for (const auto &entry : fs::directory_iterator(parent, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(prefix, 0) != 0 || name.size() < 4 || name.substr(name.size() - 4) != ".tmp")
            continue;
        const std::string rest = name.substr(prefix.size());
        const std::size_t digits = std::min(rest.find_first_not_of("0123456789"), rest.size());
        struct stat st { };
        if (digits == 0 || digits > 9 || ::lstat(entry.path().c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
            continue;
        const pid_t pid = pid_t(std::stol(rest.substr(0, digits)));
        if (pid == ::getpid() || ::kill(pid, 0) == 0 || errno != ESRCH)
            continue;
        const auto listed = earlierExport(entry.path());
        if (!listed)
            continue; // not recognisably Plenum's: left alone
        for (const auto &inside : fs::directory_iterator(entry.path(), ec)) {
            const std::string file = inside.path().filename().string();
            struct stat f { };
            if (::lstat(inside.path().c_str(), &f) != 0 || !S_ISREG(f.st_mode))
                continue;
            for (const std::string &mine : *listed)
                if (file == mine || file.rfind("." + mine + ".plenum-", 0) == 0)
                    ::unlink(inside.path().c_str());
        }
        ::unlink((entry.path() / kExportFolderMarker).c_str());
        ::rmdir(entry.path().c_str());
    }
}

} // namespace

bool isForeignFolder(const std::string &path)
{
    if (path.empty())
        return false;
    fs::path target = fs::absolute(fs::path(path));
    if (target.filename().empty())
        target = target.parent_path();
    struct stat st { };
    if (::lstat(target.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || earlierExport(target))
        return false;
    std::error_code ec;
    return fs::directory_iterator(target, ec) != fs::directory_iterator() || ec;
}

void writeExportFolder(
    const std::string &path, const std::vector<std::pair<std::string, std::string>> &given, const OutputRules &rules)
{
    if (path.empty())
        throw Error("no output folder given");
    fs::path target = fs::absolute(fs::path(path));
    if (target.filename().empty())
        target = target.parent_path();
    // In a folder that exists the marker is renamed into place last; a new folder is built with the
    // marker first, so a killed export's temporary folder says what in it is Plenum's.
    std::vector<std::pair<std::string, std::string>> files = given;
    files.push_back({ kExportFolderMarker, markerText(given) });
    std::set<std::string> names;
    for (const auto &f : files)
        if (!plainName(f.first) || !names.insert(f.first).second)
            throw Error(
                fmt::format("cannot write folder '{}': the file name '{}' is not a plain, unique name", path, f.first));

    struct stat st { };
    if (::lstat(target.c_str(), &st) != 0) {
        if (errno != ENOENT)
            throw Error(fmt::format("cannot write folder '{}': {}", path, std::strerror(errno)));
        // A new folder: built beside it and renamed into place whole.
        std::error_code ec;
        if (!fs::is_directory(target.parent_path(), ec))
            throw Error(
                fmt::format("cannot write '{}': the folder '{}' does not exist", path, target.parent_path().string()));
        sweepStaleFolders(target.parent_path(), target.filename().string());
        std::random_device random;
        const fs::path temp = target.parent_path()
            / fmt::format(".{}.plenum-{}-{:08x}.tmp", target.filename().string(), ::getpid(), random());
        if (::mkdir(temp.c_str(), 0777) != 0)
            throw Error(fmt::format("cannot write folder '{}': {}", path, std::strerror(errno)));
        std::vector<std::string> written;
        try {
            std::rotate(files.begin(), files.end() - 1, files.end()); // the marker first
            for (const auto &[name, content] : files) {
                writeFileAtomically((temp / name).string(), content, OutputRules {});
                written.push_back(name);
            }
            if (::rename(temp.c_str(), target.c_str()) != 0)
                throw Error(fmt::format("cannot write folder '{}': {}", path, std::strerror(errno)));
        } catch (...) {
            for (const std::string &name : written) // only what was written here, never recursively
                ::unlink((temp / name).c_str());
            ::rmdir(temp.c_str());
            throw;
        }
        return;
    }
    if (S_ISLNK(st.st_mode))
        throw Error(fmt::format("cannot write folder '{}': it is a symbolic link (give the folder itself)", path));
    if (!S_ISDIR(st.st_mode))
        throw Error(fmt::format("cannot write folder '{}': a file of that name exists", path));

    const std::optional<std::vector<std::string>> earlier = earlierExport(target);
    if (!rules.replace && isForeignFolder(target.string()))
        throw Error(fmt::format("'{}' is a folder that is not empty and not an earlier Plenum export; choose a new or "
                                "empty folder, or use --force to write the export's files into it (nothing else in it "
                                "is changed)",
            path));
    // Every file first goes to its temporary file; only when all are complete are they renamed.
    OutputRules inside;
    inside.replace = true;
    inside.inputs = rules.inputs;
    std::vector<std::unique_ptr<AtomicFile>> pending;
    for (const auto &[name, content] : files) {
        pending.push_back(std::make_unique<AtomicFile>((target / name).string(), inside));
        pending.back()->write(content);
    }
    for (auto &file : pending)
        file->commit();
    if (earlier)
        for (const std::string &name : *earlier) {
            struct stat old { };
            const fs::path stale = target / name;
            if (!names.count(name) && ::lstat(stale.c_str(), &old) == 0 && S_ISREG(old.st_mode))
                ::unlink(stale.c_str());
        }
}

} // namespace plenum::exporting
