// SPDX-License-Identifier: GPL-3.0-or-later
#include "import/csv_reader.h"

#include "model/types.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace plenum::importing {
namespace {

std::string trimmed(std::string_view s)
{
    auto space = [](char c) { return c == ' ' || c == '\t'; };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return std::string(s);
}

std::string lower(std::string s)
{
    for (char &c : s)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string shown(std::string_view s)
{
    std::string out;
    for (char c : s.substr(0, 60))
        out += static_cast<unsigned char>(c) < 0x20 ? '?' : c;
    return out;
}

} // namespace

CsvTable::CsvTable(std::string_view text, std::string file)
    : m_file(std::move(file))
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    std::vector<std::vector<std::string>> records;
    std::vector<int> lines;
    std::size_t i = 0;
    int line = 1;
    while (i < text.size()) {
        // One record.
        const int start = line;
        std::vector<std::string> fields;
        std::string field;
        bool endOfRecord = false;
        while (!endOfRecord) {
            field.clear();
            if (i < text.size() && text[i] == '"') {
                ++i;
                for (;;) {
                    if (i >= text.size())
                        throw Error(fmt::format("{} line {}: a quoted field is not closed", m_file, start));
                    const char c = text[i++];
                    if (c == '"') {
                        if (i < text.size() && text[i] == '"') {
                            field += '"';
                            ++i;
                            continue;
                        }
                        break;
                    }
                    if (c == '\n')
                        ++line;
                    field += c;
                }
                if (i < text.size() && text[i] != ',' && text[i] != '\r' && text[i] != '\n')
                    throw Error(fmt::format(
                        "{} line {}: '{}' after the closing quote of a field", m_file, line, shown(text.substr(i, 1))));
            } else {
                while (i < text.size() && text[i] != ',' && text[i] != '\r' && text[i] != '\n') {
                    if (text[i] == '"')
                        throw Error(fmt::format("{} line {}: a quote inside an unquoted field", m_file, line));
                    field += text[i++];
                }
            }
            fields.push_back(field);
            if (i >= text.size()) {
                endOfRecord = true;
            } else if (text[i] == ',') {
                ++i;
            } else { // CR LF, LF or a lone CR
                if (text[i] == '\r')
                    ++i;
                if (i < text.size() && text[i] == '\n')
                    ++i;
                ++line;
                endOfRecord = true;
            }
        }
        if (fields.size() == 1 && trimmed(fields.front()).empty())
            continue; // an empty line
        if (records.size() > kMaxRows)
            throw Error(fmt::format("{}: more than {} records", m_file, kMaxRows));
        records.push_back(std::move(fields));
        lines.push_back(start);
    }
    if (records.empty())
        throw Error(fmt::format("{}: the file is empty (expected a header line)", m_file));
    for (const auto &h : records.front()) {
        std::string name = lower(trimmed(h));
        if (name.empty())
            throw Error(fmt::format("{} line {}: the header has an empty column name", m_file, lines.front()));
        if (std::find(m_header.begin(), m_header.end(), name) != m_header.end())
            throw Error(
                fmt::format("{} line {}: the header names column '{}' twice", m_file, lines.front(), shown(name)));
        m_header.push_back(std::move(name));
    }
    for (std::size_t r = 1; r < records.size(); ++r) {
        if (records[r].size() != m_header.size())
            throw Error(fmt::format(
                "{} line {}: {} fields, the header has {}", m_file, lines[r], records[r].size(), m_header.size()));
        m_rows.push_back({ lines[r], std::move(records[r]) });
    }
}

int CsvTable::column(std::initializer_list<std::string_view> names) const
{
    for (std::string_view n : names)
        for (std::size_t i = 0; i < m_header.size(); ++i)
            if (m_header[i] == lower(std::string(n)))
                return int(i);
    return -1;
}

int CsvTable::required(std::initializer_list<std::string_view> names) const
{
    const int c = column(names);
    if (c < 0)
        throw Error(fmt::format("{}: missing column '{}'", m_file, *names.begin()));
    return c;
}

std::string CsvTable::cell(const CsvRow &row, int column)
{
    return column < 0 ? std::string() : trimmed(row.cells[std::size_t(column)]);
}

} // namespace plenum::importing
