// SPDX-License-Identifier: GPL-3.0-or-later
#include "json/json.h"
#include "model/types.h"

#include <fmt/format.h>

#include <charconv>
#include <cmath>

namespace plenum::json {
namespace {

constexpr int kMaxDepth = 64;

[[noreturn]] void typeError(std::string_view what, std::string_view expected)
{
    throw Error(fmt::format("{} must be {}", what, expected));
}

} // namespace

bool Value::asBool(std::string_view what) const
{
    if (!isBool())
        typeError(what, "true or false");
    return std::get<bool>(m_v);
}

std::int64_t Value::asInt(std::string_view what) const
{
    if (!isInt())
        typeError(what, "an integer");
    return std::get<std::int64_t>(m_v);
}

double Value::asDouble(std::string_view what) const
{
    if (isInt())
        return double(std::get<std::int64_t>(m_v));
    if (!std::holds_alternative<double>(m_v))
        typeError(what, "a number");
    return std::get<double>(m_v);
}

const std::string &Value::asString(std::string_view what) const
{
    if (!isString())
        typeError(what, "a string");
    return std::get<std::string>(m_v);
}

const Array &Value::asArray(std::string_view what) const
{
    if (!isArray())
        typeError(what, "an array");
    return std::get<Array>(m_v);
}

const Object &Value::asObject(std::string_view what) const
{
    if (!isObject())
        typeError(what, "an object");
    return std::get<Object>(m_v);
}

Array &Value::array()
{
    if (!isArray())
        m_v = Array {};
    return std::get<Array>(m_v);
}

Object &Value::object()
{
    if (!isObject())
        m_v = Object {};
    return std::get<Object>(m_v);
}

const Value *Value::find(std::string_view key) const
{
    if (!isObject())
        return nullptr;
    for (const auto &[k, v] : std::get<Object>(m_v))
        if (k == key)
            return &v;
    return nullptr;
}

Value &Value::set(std::string key, Value value)
{
    auto &o = object();
    for (auto &[k, v] : o)
        if (k == key)
            return v = std::move(value);
    o.emplace_back(std::move(key), std::move(value));
    return o.back().second;
}

// ---------------------------------------------------------------- parser

namespace {

class Parser {
public:
    Parser(std::string_view text, const ParseLimits &limits)
        : m_text(text)
        , m_limits(limits)
    {
    }

    Value document()
    {
        skipSpace();
        Value v = value(0);
        skipSpace();
        if (m_pos != m_text.size())
            fail("unexpected text after the end of the document");
        return v;
    }

private:
    [[noreturn]] void fail(std::string_view message) const
    {
        int line = 1, column = 1;
        for (std::size_t i = 0; i < m_pos && i < m_text.size(); ++i) {
            if (m_text[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        throw Error(fmt::format("line {}, column {}: {}", line, column, message));
    }

    void skipSpace()
    {
        while (m_pos < m_text.size()) {
            char c = m_text[m_pos];
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                break;
            ++m_pos;
        }
    }

    bool consume(std::string_view word)
    {
        if (m_text.substr(m_pos, word.size()) != word)
            return false;
        m_pos += word.size();
        return true;
    }

    Value value(int depth)
    {
        if (depth > kMaxDepth)
            fail("nesting is deeper than 64 levels");
        if (m_pos >= m_text.size())
            fail("unexpected end of the document");
        char c = m_text[m_pos];
        switch (c) {
        case '{':
            return object(depth);
        case '[':
            return array(depth);
        case '"':
            return Value(string());
        case 't':
            if (consume("true"))
                return Value(true);
            break;
        case 'f':
            if (consume("false"))
                return Value(false);
            break;
        case 'n':
            if (consume("null"))
                return Value();
            break;
        default:
            if (c == '-' || (c >= '0' && c <= '9'))
                return number();
        }
        fail(fmt::format("unexpected character '{}'", c));
    }

    Value object(int depth)
    {
        ++m_pos; // {
        Value result { Object {} };
        skipSpace();
        if (consume("}"))
            return result;
        for (;;) {
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != '"')
                fail("expected a quoted member name");
            std::string key = string();
            if (result.object().size() >= m_limits.max_members)
                fail(fmt::format("an object with more than {} members", m_limits.max_members));
            if (result.find(key))
                fail(fmt::format("member '{}' appears twice", key.substr(0, 80)));
            skipSpace();
            if (!consume(":"))
                fail("expected ':' after a member name");
            skipSpace();
            result.object().emplace_back(std::move(key), value(depth + 1)); // checked unique above
            skipSpace();
            if (consume("}"))
                return result;
            if (!consume(","))
                fail("expected ',' or '}' in an object");
        }
    }

    Value array(int depth)
    {
        ++m_pos; // [
        Value result { Array {} };
        skipSpace();
        if (consume("]"))
            return result;
        const std::size_t most = depth <= 1 ? m_limits.max_items : m_limits.max_nested_items;
        for (;;) {
            skipSpace();
            if (result.array().size() >= most)
                fail(fmt::format("an array with more than {} entries", most));
            result.array().push_back(value(depth + 1));
            skipSpace();
            if (consume("]"))
                return result;
            if (!consume(","))
                fail("expected ',' or ']' in an array");
        }
    }

    unsigned hex4()
    {
        if (m_pos + 4 > m_text.size())
            fail("truncated \\u escape");
        unsigned v = 0;
        for (int i = 0; i < 4; ++i) {
            char c = m_text[m_pos++];
            v <<= 4;
            if (c >= '0' && c <= '9')
                v |= unsigned(c - '0');
            else if (c >= 'a' && c <= 'f')
                v |= unsigned(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                v |= unsigned(c - 'A' + 10);
            else
                fail("bad hex digit in a \\u escape");
        }
        return v;
    }

    static void appendUtf8(std::string &out, unsigned cp)
    {
        if (cp < 0x80) {
            out += char(cp);
        } else if (cp < 0x800) {
            out += char(0xC0 | (cp >> 6));
            out += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += char(0xE0 | (cp >> 12));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        } else {
            out += char(0xF0 | (cp >> 18));
            out += char(0x80 | ((cp >> 12) & 0x3F));
            out += char(0x80 | ((cp >> 6) & 0x3F));
            out += char(0x80 | (cp & 0x3F));
        }
    }

    std::string string()
    {
        ++m_pos; // opening quote
        std::string out;
        for (;;) {
            if (m_pos >= m_text.size())
                fail("unterminated string");
            char c = m_text[m_pos++];
            if (c == '"')
                return out;
            if (out.size() >= m_limits.max_string_bytes)
                fail(fmt::format("a string longer than {} bytes", m_limits.max_string_bytes));
            if (static_cast<unsigned char>(c) < 0x20)
                fail("control character inside a string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (m_pos >= m_text.size())
                fail("unterminated escape");
            char e = m_text[m_pos++];
            switch (e) {
            case '"':
                out += '"';
                break;
            case '\\':
                out += '\\';
                break;
            case '/':
                out += '/';
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                unsigned cp = hex4();
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    if (!consume("\\u"))
                        fail("unpaired surrogate in a \\u escape");
                    unsigned lo = hex4();
                    if (lo < 0xDC00 || lo > 0xDFFF)
                        fail("unpaired surrogate in a \\u escape");
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    fail("unpaired surrogate in a \\u escape");
                }
                appendUtf8(out, cp);
                break;
            }
            default:
                fail(fmt::format("unknown escape '\\{}'", e));
            }
        }
    }

    Value number()
    {
        std::size_t start = m_pos;
        if (m_text[m_pos] == '-')
            ++m_pos;
        auto digits = [&] {
            std::size_t s = m_pos;
            while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9')
                ++m_pos;
            return m_pos - s;
        };
        std::size_t intStart = m_pos;
        if (digits() == 0)
            fail("malformed number");
        if (m_text[intStart] == '0' && m_pos - intStart > 1)
            fail("numbers may not have leading zeros");
        bool integral = true;
        if (m_pos < m_text.size() && m_text[m_pos] == '.') {
            ++m_pos;
            integral = false;
            if (digits() == 0)
                fail("malformed number");
        }
        if (m_pos < m_text.size() && (m_text[m_pos] == 'e' || m_text[m_pos] == 'E')) {
            ++m_pos;
            integral = false;
            if (m_pos < m_text.size() && (m_text[m_pos] == '+' || m_text[m_pos] == '-'))
                ++m_pos;
            if (digits() == 0)
                fail("malformed number");
        }
        const char *first = m_text.data() + start;
        const char *last = m_text.data() + m_pos;
        if (integral) {
            std::int64_t i = 0;
            auto r = std::from_chars(first, last, i);
            if (r.ec == std::errc() && r.ptr == last)
                return Value(i);
        }
        double d = 0;
        auto r = std::from_chars(first, last, d);
        if (r.ec != std::errc() || r.ptr != last || !std::isfinite(d))
            fail("number out of range");
        return Value(d);
    }

    std::string_view m_text;
    ParseLimits m_limits;
    std::size_t m_pos = 0;
};

void writeString(std::string &out, std::string_view s)
{
    out += '"';
    for (char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20)
                out += fmt::format("\\u{:04x}", unsigned(static_cast<unsigned char>(c)));
            else
                out += c;
        }
    }
    out += '"';
}

} // namespace

Value parse(std::string_view text, const ParseLimits &limits)
{
    return Parser(text, limits).document();
}

namespace {

bool isScalar(const Value &v)
{
    return !v.isArray() && !v.isObject();
}

} // namespace

void writeTo(std::string &out, const Value &v, int indent)
{
    // indent < 0: compact, one line.
    const auto &var = v.m_v;
    switch (var.index()) {
    case 0:
        out += "null";
        return;
    case 1:
        out += std::get<bool>(var) ? "true" : "false";
        return;
    case 2:
        out += fmt::format("{}", std::get<std::int64_t>(var));
        return;
    case 3: {
        double d = std::get<double>(var);
        if (!std::isfinite(d))
            throw Error("cannot write a non-finite number to JSON");
        out += fmt::format("{}", d);
        return;
    }
    case 4:
        writeString(out, std::get<std::string>(var));
        return;
    default:
        break;
    }

    const bool isArr = v.isArray();
    std::size_t count = isArr ? std::get<Array>(var).size() : std::get<Object>(var).size();
    if (count == 0) {
        out += isArr ? "[]" : "{}";
        return;
    }
    bool oneLine = indent < 0;
    if (!oneLine) {
        // Short arrays of scalars or of short arrays (points, routes) and short objects of
        // scalars stay on one line; anything holding an object breaks into lines.
        bool flat = true;
        if (isArr) {
            for (const auto &e : std::get<Array>(var))
                flat = flat && !e.isObject();
        } else {
            for (const auto &[k, e] : std::get<Object>(var))
                flat = flat && isScalar(e);
        }
        if (flat) {
            std::string line;
            writeTo(line, v, -1);
            if (line.size() + std::size_t(indent) <= 100) {
                out += line;
                return;
            }
        }
    }
    const std::string pad = oneLine ? "" : std::string(std::size_t(indent + 2), ' ');
    const char *sep = oneLine ? ", " : ",\n";
    out += isArr ? '[' : '{';
    if (!oneLine)
        out += '\n';
    std::size_t i = 0;
    auto child = [&](const Value &e) { writeTo(out, e, oneLine ? -1 : indent + 2); };
    if (isArr) {
        for (const auto &e : std::get<Array>(var)) {
            out += pad;
            child(e);
            if (++i < count)
                out += sep;
        }
    } else {
        for (const auto &[k, e] : std::get<Object>(var)) {
            out += pad;
            writeString(out, k);
            out += ": ";
            child(e);
            if (++i < count)
                out += sep;
        }
    }
    if (!oneLine) {
        out += '\n';
        out += std::string(std::size_t(indent), ' ');
    }
    out += isArr ? ']' : '}';
}

std::string write(const Value &value)
{
    std::string out;
    writeTo(out, value, 0);
    out += '\n';
    return out;
}

std::string writeCompact(const Value &value)
{
    std::string out;
    writeTo(out, value, -1);
    out += '\n';
    return out;
}

} // namespace plenum::json
