// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/markdown_table.h"

#include <cctype>

namespace plenum::exporting {
namespace {

bool figure(const Cell &cell)
{
    if (cell.number)
        return true;
    const std::string &t = cell.text;
    return !t.empty() && (std::isdigit(static_cast<unsigned char>(t[0])) || t[0] == '$' || t[0] == '-');
}

bool figuresOnly(const Table &table, std::size_t column)
{
    for (const auto &row : table.rows)
        if (column >= row.size() || !figure(row[column]))
            return false;
    return true;
}

} // namespace

std::string toMarkdown(const Table &table)
{
    std::string out = "|";
    for (const auto &h : table.header)
        out += " " + h + " |";
    out += "\n|";
    for (std::size_t i = 0; i < table.header.size(); ++i)
        out += i > 0 && figuresOnly(table, i) ? "--:|" : "---|";
    out += "\n";
    for (const auto &row : table.rows) {
        out += "|";
        for (const auto &cell : row)
            out += " " + cell.text + " |";
        out += "\n";
    }
    return out + "\n";
}

} // namespace plenum::exporting
