// SPDX-License-Identifier: GPL-3.0-or-later
#include "asbuilt/netbox_cables.h"
#include "asbuilt/line_error.h"

#include "model/types.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <initializer_list>

namespace plenum::asbuilt {

namespace {

constexpr std::size_t kMaxFieldBytes = 4096;
constexpr std::size_t kMaxRecords = 10'000'000;

struct Record {
    std::vector<std::string> fields;
    int line = 0; // where it starts
};

// RFC 4180 (CRLF or LF), quoted fields with doubled quotes and line breaks.
std::vector<Record> readCsv(std::string_view text)
{
    std::vector<Record> out;
    Record rec;
    std::string field;
    int line = 1;
    rec.line = 1;
    bool quoted = false, started = false, any = false;
    std::size_t i = 0;
    if (text.substr(0, 3) == "\xEF\xBB\xBF") // a spreadsheet's byte order mark
        i = 3;
    auto endField = [&] {
        rec.fields.push_back(std::move(field));
        field.clear();
        started = false;
    };
    auto endRecord = [&] {
        endField();
        const bool blank = rec.fields.size() == 1 && rec.fields[0].empty();
        if (!blank) {
            if (out.size() >= kMaxRecords)
                fail(rec.line, fmt::format("more than {} records", kMaxRecords));
            out.push_back(std::move(rec));
        }
        rec = Record {};
        rec.line = line;
        any = false;
    };
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    quoted = false;
                    if (i + 1 < text.size() && text[i + 1] != ',' && text[i + 1] != '\n' && text[i + 1] != '\r')
                        fail(line, "text after a quoted field's closing quote");
                }
            } else {
                if (c == '\n')
                    ++line;
                field += c;
            }
        } else if (c == '"') {
            if (started)
                fail(line, "a quote inside an unquoted field");
            quoted = started = any = true;
        } else if (c == ',') {
            endField();
            any = true;
        } else if (c == '\r' || c == '\n') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            ++line;
            endRecord();
        } else {
            field += c;
            started = any = true;
        }
        if (field.size() > kMaxFieldBytes)
            fail(line, fmt::format("a field longer than {} bytes", kMaxFieldBytes));
    }
    if (quoted)
        fail(rec.line, "a quoted field is not closed");
    if (any || !field.empty() || !rec.fields.empty())
        endRecord();
    return out;
}

int columnOf(const std::vector<std::string> &header, std::initializer_list<const char *> names)
{
    for (const char *n : names)
        for (std::size_t i = 0; i < header.size(); ++i)
            if (header[i] == n)
                return int(i);
    return -1;
}

std::string trimmed(const std::string &s)
{
    const std::size_t a = s.find_first_not_of(" \t");
    if (a == std::string::npos)
        return {};
    return s.substr(a, s.find_last_not_of(" \t") - a + 1);
}

} // namespace

bool looksLikeNetboxCables(std::string_view text)
{
    const std::string_view first = text.substr(0, std::min(text.find('\n'), text.size()));
    return (first.find("side_a_device") != std::string_view::npos
               && first.find("side_b_name") != std::string_view::npos)
        || (first.find("Termination A") != std::string_view::npos
            && first.find("Termination B") != std::string_view::npos);
}

std::vector<LldpNeighbor> parseNetboxCablesCsv(std::string_view text)
{
    const std::vector<Record> records = readCsv(text);
    if (records.empty())
        fail(1, "the file is empty: expected a header with NetBox's cable columns");
    const std::vector<std::string> &h = records.front().fields;
    const int da = columnOf(h, { "side_a_device", "Device A", "Side A" });
    const int ta = columnOf(h, { "side_a_name", "Termination A" });
    const int db = columnOf(h, { "side_b_device", "Device B", "Side B" });
    const int tb = columnOf(h, { "side_b_name", "Termination B" });
    const int st = columnOf(h, { "status", "Status" });
    if (da < 0 || ta < 0 || db < 0 || tb < 0)
        fail(records.front().line,
            "the header lacks a cable column: expected side_a_device, side_a_name, side_b_device "
            "and side_b_name (NetBox's import) or Side A, Termination A, Side B and Termination B "
            "(its cable list export)");
    std::vector<LldpNeighbor> out;
    for (std::size_t r = 1; r < records.size(); ++r) {
        const Record &rec = records[r];
        if (rec.fields.size() != h.size())
            fail(rec.line, fmt::format("{} fields, the header has {}", rec.fields.size(), h.size()));
        if (st >= 0) {
            std::string status = trimmed(rec.fields[std::size_t(st)]);
            std::transform(
                status.begin(), status.end(), status.begin(), [](unsigned char c) { return char(std::tolower(c)); });
            if (status != "connected")
                continue; // planned, decommissioning: not installed
        }
        LldpNeighbor n;
        n.local_host = trimmed(rec.fields[std::size_t(da)]);
        n.local_port = trimmed(rec.fields[std::size_t(ta)]);
        n.remote_host = trimmed(rec.fields[std::size_t(db)]);
        n.remote_port = trimmed(rec.fields[std::size_t(tb)]);
        for (const std::string *s : { &n.local_host, &n.local_port, &n.remote_host, &n.remote_port }) {
            if (s->empty())
                fail(rec.line, "a connected cable without a device or interface at one end");
            if ((s == &n.local_port || s == &n.remote_port) && s->find(',') != std::string::npos)
                fail(rec.line,
                    fmt::format("'{}': a cable with several terminations on one side (the plan has one "
                                "link per cable)",
                        *s));
            for (char c : *s)
                if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
                    fail(rec.line, "a device or interface name with a control character");
        }
        out.push_back(std::move(n));
    }
    return out;
}

} // namespace plenum::asbuilt
