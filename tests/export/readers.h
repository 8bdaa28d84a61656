// SPDX-License-Identifier: GPL-3.0-or-later
// Readers the export tests check outputs with, written independently of the writers.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

#include <map>
#include <set>
#include <string>
#include <vector>

namespace exporttest {

using Rows = std::vector<std::vector<std::string>>;

// RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; records end in CRLF.
inline Rows parseCsv(const std::string &text, bool *wellFormed = nullptr)
{
    Rows rows;
    std::vector<std::string> row;
    std::string field;
    bool quoted = false, ok = true, fieldStarted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
        } else if (c == '"' && !fieldStarted) {
            quoted = fieldStarted = true;
        } else if (c == ',') {
            row.push_back(field);
            field.clear();
            fieldStarted = false;
        } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
            row.push_back(field);
            rows.push_back(row);
            row.clear();
            field.clear();
            fieldStarted = false;
            ++i;
        } else if (c == '\n' || c == '\r') {
            ok = false; // bare line break outside quotes
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted || !field.empty() || !row.empty())
        ok = false; // unterminated quote or missing final CRLF
    if (wellFormed)
        *wellFormed = ok;
    return rows;
}

inline int column(const std::vector<std::string> &header, const std::string &name)
{
    for (std::size_t i = 0; i < header.size(); ++i)
        if (header[i] == name)
            return int(i);
    return -1;
}

struct Run {
    int code = -1;
    QString out;
    QString err;
};

inline Run run(const QString &program, const QStringList &args, int timeoutMs = 300000)
{
    QProcess p;
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(timeoutMs))
        return r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

inline int pdfPages(const QString &path)
{
    const Run r = run(QStringLiteral("pdfinfo"), { path });
    for (const QString &line : r.out.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("Pages:")))
            return line.mid(6).trimmed().toInt();
    return -1;
}

inline QString pdfText(const QString &path)
{
    return run(QStringLiteral("pdftotext"), { QStringLiteral("-layout"), path, QStringLiteral("-") }).out;
}

// Slurm hostlist: "node[001-003,007],leaf-r1" → every name.
inline std::vector<std::string> expandHostlist(const std::string &list)
{
    std::vector<std::string> out, parts;
    std::string cur;
    int depth = 0;
    for (char c : list) {
        if (c == '[')
            ++depth;
        if (c == ']')
            --depth;
        if (c == ',' && depth == 0) {
            parts.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    if (!cur.empty())
        parts.push_back(cur);
    for (const auto &p : parts) {
        const auto open = p.find('[');
        if (open == std::string::npos) {
            out.push_back(p);
            continue;
        }
        const std::string prefix = p.substr(0, open), body = p.substr(open + 1, p.find(']') - open - 1);
        std::size_t start = 0;
        while (start <= body.size()) {
            const std::size_t comma = std::min(body.find(',', start), body.size());
            const std::string range = body.substr(start, comma - start);
            const auto dash = range.find('-');
            const std::string lo = range.substr(0, dash), hi = dash == std::string::npos ? lo : range.substr(dash + 1);
            for (unsigned long long v = std::stoull(lo); v <= std::stoull(hi); ++v) {
                std::string digits = std::to_string(v);
                if (digits.size() < lo.size())
                    digits.insert(0, lo.size() - digits.size(), '0');
                out.push_back(prefix + digits);
            }
            start = comma + 1;
        }
    }
    return out;
}

} // namespace exporttest
