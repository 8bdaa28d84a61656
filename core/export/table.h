// SPDX-License-Identifier: GPL-3.0-or-later
// A plain table (header + rows of text or number cells), the one shape every tabular output is
// formatted from: CSV (RFC 4180), XLSX sheets and JSON.
#pragma once

#include "store/atomic_file.h"

#include <optional>
#include <string>
#include <vector>

namespace plenum::exporting {

struct Cell {
    std::string text;
    std::optional<double> number; // set: a numeric cell (text holds its CSV spelling)

    Cell() = default;
    Cell(std::string s)
        : text(std::move(s))
    {
    }
    Cell(const char *s)
        : text(s)
    {
    }
    static Cell integer(std::int64_t v);
    static Cell decimal(double v, int decimals); // "12.50" in CSV, 12.5 in XLSX
};

struct Table {
    std::string name; // sheet name / file stem
    std::vector<std::string> header;
    std::vector<std::vector<Cell>> rows;
};

// Who reads a CSV file. A spreadsheet runs a cell that starts with = + - @ TAB or CR as a formula
// (CSV injection, OWASP).
enum class CsvReader {
    Spreadsheet, // such a text cell gets a leading ' (OWASP's neutralisation); numbers stay numbers
    Import, // an importer (NetBox) takes the text as is: such a text cell is refused (Error)
};

// True when a spreadsheet would run `text` as a formula.
bool looksLikeFormula(const std::string &text);

// RFC 4180: fields with a comma, quote, CR or LF are quoted, quotes doubled, lines end in CRLF.
// Text cells are neutralised or refused for `reader` (above); the Error names the table, row,
// column and value.
std::string toCsv(const Table &table, CsvReader reader = CsvReader::Spreadsheet);
std::string csvField(const std::string &text);

// The same CSV written a row at a time into an AtomicFile, in blocks of about 4 MiB, so that a large
// table (a ~100k-GPU cable schedule is 570,000 rows, 226 MB of text) never exists whole in memory:
// header() first, then row() per row, then finish() before the file's commit(). The bytes and the
// errors are toCsv's; a failure leaves the caller's AtomicFile uncommitted.
class CsvWriter {
public:
    explicit CsvWriter(AtomicFile &file, CsvReader reader = CsvReader::Spreadsheet);
    void header(std::string tableName, std::vector<std::string> header);
    void row(const std::vector<Cell> &cells);
    void finish();

private:
    void flush();

    AtomicFile &m_file;
    CsvReader m_reader;
    std::string m_name;
    std::vector<std::string> m_header;
    std::string m_buffer, m_neutral;
    std::size_t m_rows = 0;
};

// Writes the tables as the sheets of one XLSX workbook (libxlsxwriter) under the output policy
// of store/atomic_file.h: built in the exclusive temporary file, then moved into place. Throws
// Error on failure, leaving the target as it was.
void writeXlsx(const std::vector<Table> &tables, const std::string &path, const OutputRules &rules);

// The file in an export folder that marks it as Plenum's and lists the files Plenum wrote there.
inline constexpr const char *kExportFolderMarker = ".plenum-export";

// Writes `files` (plain names → content) as the export folder `path`:
// - a new path: built in a temporary folder beside it and renamed into place (all or nothing);
// - an empty folder, or an earlier Plenum export (it holds kExportFolderMarker): the files are
//   written beside each other as temporary files, then renamed into place together; files that the
//   earlier export listed and this one does not write are removed — nothing else;
// - any other non-empty folder is refused unless rules.replace (--force), which writes the files
//   into it the same way and leaves everything else there untouched.
// Nothing is ever removed recursively. Throws Error naming the path and the reason; a failure
// before the renames leaves the folder as it was.
// True when writeExportFolder(path, …) without rules.replace would refuse `path` as a folder of
// other files: it exists, is a folder (not a link to one), is not empty and is not an earlier
// Plenum export. The GUI asks the user before writing into such a folder.
bool isForeignFolder(const std::string &path);

void writeExportFolder(
    const std::string &path, const std::vector<std::pair<std::string, std::string>> &files, const OutputRules &rules);

} // namespace plenum::exporting
