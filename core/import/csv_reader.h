// SPDX-License-Identifier: GPL-3.0-or-later
// Reading CSV files that another tool wrote (RFC 4180: fields separated by commas, quoted with
// double quotes, a quote inside a quoted field doubled, records ending in CRLF or LF; a UTF-8 byte
// order mark is skipped). The first record is the header; columns are found by name, so the order
// of columns and any extra ones do not matter. Every error names the file and the line.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace plenum::importing {

struct CsvRow {
    int line = 0; // the line the record starts on (the header is line 1)
    std::vector<std::string> cells; // as many as the header has columns
};

class CsvTable {
public:
    // Throws Error("FILE line N: …") for an unterminated quote, a character after a closing quote,
    // a record with another number of fields than the header, an empty header or a header naming a
    // column twice; "FILE: …" for an empty file or more than kMaxRows records.
    CsvTable(std::string_view text, std::string file);

    static constexpr std::size_t kMaxRows = 2'000'000;

    const std::string &file() const { return m_file; }
    const std::vector<CsvRow> &rows() const { return m_rows; }
    // The index of the first column called one of `names` (compared trimmed and ignoring ASCII case),
    // or -1.
    int column(std::initializer_list<std::string_view> names) const;
    // The same, throwing Error("FILE: missing column 'NAME'") naming the first of `names`.
    int required(std::initializer_list<std::string_view> names) const;
    // The trimmed cell of `row` in `column`; "" for column -1.
    static std::string cell(const CsvRow &row, int column);

private:
    std::string m_file;
    std::vector<std::string> m_header; // trimmed, lower case
    std::vector<CsvRow> m_rows;
};

} // namespace plenum::importing
