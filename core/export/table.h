// SPDX-License-Identifier: GPL-3.0-or-later
// A plain table (header + rows of text or number cells), the one shape every tabular output is
// formatted from: CSV (RFC 4180), XLSX sheets and JSON.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace plenum::exporting {

struct Cell {
    std::string text;
    std::optional<double> number; // set: a numeric cell (text holds its CSV spelling)

    Cell() = default;
    Cell(std::string s) : text(std::move(s)) {}
    Cell(const char *s) : text(s) {}
    static Cell integer(std::int64_t v);
    static Cell decimal(double v, int decimals); // "12.50" in CSV, 12.5 in XLSX
};

struct Table {
    std::string name; // sheet name / file stem
    std::vector<std::string> header;
    std::vector<std::vector<Cell>> rows;
};

// RFC 4180: fields with a comma, quote, CR or LF are quoted, quotes doubled, lines end in CRLF.
std::string toCsv(const Table &table);
std::string csvField(const std::string &text);

// Writes the tables as the sheets of one XLSX workbook (libxlsxwriter), atomically: the workbook
// is built in a temporary file and then moved into place. Throws Error on failure.
void writeXlsx(const std::vector<Table> &tables, const std::string &path);

// Writes `files` (name → content) as a folder at `path`, atomically: they are written into a
// temporary folder beside `path`, which is then renamed into place (an existing folder at `path`
// is replaced only after the new one is complete). Throws Error on failure, leaving nothing behind.
void writeFolderAtomically(const std::string &path, const std::vector<std::pair<std::string, std::string>> &files);

} // namespace plenum::exporting
