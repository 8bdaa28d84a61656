// SPDX-License-Identifier: GPL-3.0-or-later
// A small JSON value with a strict parser and a canonical writer. Objects keep the order in
// which keys were inserted, so a serializer that inserts in a fixed order writes stable,
// diff-friendly files. The parser is meant for untrusted input: depth and size are bounded,
// and every error names the line and column.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace plenum::json {

class Value;
using Array = std::vector<Value>;
using Object = std::vector<std::pair<std::string, Value>>;

class Value {
public:
    Value() = default; // null
    Value(std::nullptr_t) { }
    Value(bool b)
        : m_v(b)
    {
    }
    Value(int i)
        : m_v(std::int64_t(i))
    {
    }
    Value(std::int64_t i)
        : m_v(i)
    {
    }
    Value(double d)
        : m_v(d)
    {
    }
    Value(const char *s)
        : m_v(std::string(s))
    {
    }
    Value(std::string s)
        : m_v(std::move(s))
    {
    }
    Value(std::string_view s)
        : m_v(std::string(s))
    {
    }
    Value(Array a)
        : m_v(std::move(a))
    {
    }
    Value(Object o)
        : m_v(std::move(o))
    {
    }

    bool isNull() const { return m_v.index() == 0; }
    bool isBool() const { return std::holds_alternative<bool>(m_v); }
    bool isInt() const { return std::holds_alternative<std::int64_t>(m_v); }
    bool isNumber() const { return isInt() || std::holds_alternative<double>(m_v); }
    bool isString() const { return std::holds_alternative<std::string>(m_v); }
    bool isArray() const { return std::holds_alternative<Array>(m_v); }
    bool isObject() const { return std::holds_alternative<Object>(m_v); }

    // Typed access; `what` names the value in the Error thrown on a type mismatch.
    bool asBool(std::string_view what) const;
    std::int64_t asInt(std::string_view what) const;
    double asDouble(std::string_view what) const; // accepts integers too
    const std::string &asString(std::string_view what) const;
    const Array &asArray(std::string_view what) const;
    const Object &asObject(std::string_view what) const;
    Array &array();
    Object &object();

    // Object member or nullptr.
    const Value *find(std::string_view key) const;
    // Sets an object member: replaces an existing key's value in place, else appends the member.
    Value &set(std::string key, Value value);

private:
    std::variant<std::nullptr_t, bool, std::int64_t, double, std::string, Array, Object> m_v;
    friend std::string write(const Value &);
    friend void writeTo(std::string &, const Value &, int);
};

// Bounds the parser applies while reading, so a hostile document fails before it costs memory or
// time (an object's members are looked up linearly: a million keys would take hours).
struct ParseLimits {
    std::size_t max_members = 10'000; // per object
    std::size_t max_string_bytes = 64 * 1024 * 1024; // per string (decoded), keys included
    std::size_t max_items = SIZE_MAX; // per array that is a member of the root object
    std::size_t max_nested_items = SIZE_MAX; // per array deeper down
};

// Parses a whole document; throws plenum::Error("line L, column C: …") on malformed input or
// input beyond `limits`.
Value parse(std::string_view text, const ParseLimits &limits = {});

// Canonical text: two-space indentation, members in insertion order; arrays and objects that hold
// only scalars and fit in one short line stay on one line. Ends with a newline.
std::string write(const Value &value);

// Compact single-line text for CLI output of small documents, also newline-terminated.
std::string writeCompact(const Value &value);

} // namespace plenum::json
