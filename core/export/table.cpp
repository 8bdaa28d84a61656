// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/table.h"

#include "model/types.h"
#include "store/atomic_file.h"

#include <fmt/format.h>
#include <xlsxwriter.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <random>
#include <system_error>

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

} // namespace

std::string csvField(const std::string &text)
{
    std::string out;
    appendCsvField(out, text);
    return out;
}

std::string toCsv(const Table &table)
{
    std::string out;
    std::size_t estimate = 0;
    for (std::size_t r = 0; r < table.rows.size() && r < 100; ++r)
        for (const Cell &c : table.rows[r])
            estimate += c.text.size() + 1;
    if (!table.rows.empty())
        out.reserve(estimate * table.rows.size() / std::min<std::size_t>(table.rows.size(), 100) * 11 / 10);
    auto line = [&](const auto &cells, auto text) {
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (i)
                out += ',';
            appendCsvField(out, text(cells[i]));
        }
        out += "\r\n";
    };
    line(table.header, [](const std::string &s) -> const std::string & { return s; });
    for (const auto &row : table.rows)
        line(row, [](const Cell &c) -> const std::string & { return c.text; });
    return out;
}

namespace {

std::string uniqueSuffix()
{
    std::random_device rd;
    return fmt::format("{:08x}", rd());
}

// A sibling temp path: same directory, so the final rename stays on one file system.
fs::path siblingTemp(const std::string &path)
{
    fs::path target(path);
    fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    return dir / fmt::format(".{}.tmp-{}", target.filename().string(), uniqueSuffix());
}

} // namespace

void writeXlsx(const std::vector<Table> &tables, const std::string &path)
{
    // libxlsxwriter writes to a named file only; build it in a private temp file, then hand the
    // bytes to writeFileAtomically so the target appears complete or not at all.
    const fs::path temp = fs::temp_directory_path() / fmt::format("plenum-{}.xlsx", uniqueSuffix());
    struct Cleanup {
        fs::path p;
        ~Cleanup()
        {
            std::error_code ec;
            fs::remove(p, ec);
        }
    } cleanup{temp};

    lxw_workbook *wb = workbook_new(temp.string().c_str());
    if (!wb)
        throw Error(fmt::format("cannot write '{}': no temporary workbook could be created in '{}'", path, temp.parent_path().string()));
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
            worksheet_set_column(ws, lxw_col_t(c), lxw_col_t(c), std::min(60.0, std::max(8.0, t.header[c].size() + 2.0)), nullptr);
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
    writeFileAtomically(path, readFile(temp.string()));
}

void writeFolderAtomically(const std::string &path, const std::vector<std::pair<std::string, std::string>> &files)
{
    fs::path target(path);
    if (target.filename().empty())
        target = target.parent_path();
    std::error_code ec;
    if (fs::exists(target, ec) && !fs::is_directory(target, ec))
        throw Error(fmt::format("cannot write folder '{}': a file of that name exists", target.string()));
    const fs::path parent = target.has_parent_path() ? target.parent_path() : fs::path(".");
    if (!fs::is_directory(parent, ec))
        throw Error(fmt::format("cannot write '{}': the folder '{}' does not exist", target.string(), parent.string()));
    const fs::path temp = siblingTemp(target.string());
    const fs::path old = siblingTemp(target.string() + ".old");
    try {
        if (!fs::create_directory(temp, ec) || ec)
            throw Error(fmt::format("cannot write '{}': {}", target.string(), ec ? ec.message() : "temporary folder exists"));
        for (const auto &[name, content] : files)
            writeFileAtomically((temp / name).string(), content);
        const bool replace = fs::exists(target, ec);
        if (replace) {
            fs::rename(target, old, ec);
            if (ec)
                throw Error(fmt::format("cannot replace folder '{}': {}", target.string(), ec.message()));
        }
        fs::rename(temp, target, ec);
        if (ec) {
            if (replace) {
                std::error_code ignore;
                fs::rename(old, target, ignore);
            }
            throw Error(fmt::format("cannot write folder '{}': {}", target.string(), ec.message()));
        }
        if (replace)
            fs::remove_all(old, ec);
    } catch (...) {
        std::error_code ignore;
        fs::remove_all(temp, ignore);
        throw;
    }
}

} // namespace plenum::exporting
