// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/yaml_reader.h"

#include <fmt/format.h>

#include <charconv>
#include <cmath>

namespace plenum::catalog {

YamlReader::YamlReader(std::string fileName, std::string_view text)
    : m_file(std::move(fileName))
{
    try {
        m_root = YAML::Load(std::string(text));
    } catch (const YAML::Exception &e) {
        throw Error(fmt::format(
            "{}: malformed YAML at line {}, column {}: {}", m_file, e.mark.line + 1, e.mark.column + 1, e.msg));
    }
    if (!m_root.IsMap())
        throw Error(fmt::format("{}: expected a mapping of keys at the top level", m_file));
}

void YamlReader::fail(const std::string &key, const std::string &message) const
{
    if (key.empty())
        throw Error(fmt::format("{}: {}", m_file, message));
    throw Error(fmt::format("{}: key '{}': {}", m_file, key, message));
}

std::string YamlReader::join(const std::string &where, const char *key)
{
    return where.empty() ? std::string(key) : where + "." + key;
}

bool YamlReader::has(const YAML::Node &node, const char *key) const
{
    if (!node.IsMap())
        return false;
    const YAML::Node v = node[key];
    return v.IsDefined() && !v.IsNull();
}

std::string YamlReader::scalar(const YAML::Node &value, const std::string &key) const
{
    if (!value.IsScalar())
        fail(key, "expected a single value, got a list or mapping");
    return value.Scalar();
}

std::string YamlReader::string(const YAML::Node &node, const char *key, const std::string &where) const
{
    if (!has(node, key))
        fail(join(where, key), "missing required key");
    std::string s = scalar(node[key], join(where, key));
    if (s.empty())
        fail(join(where, key), "must not be empty");
    return s;
}

std::string YamlReader::string(
    const YAML::Node &node, const char *key, const std::string &fallback, const std::string &where) const
{
    return has(node, key) ? scalar(node[key], join(where, key)) : fallback;
}

double YamlReader::number(const YAML::Node &node, const char *key, const std::string &where) const
{
    if (!has(node, key))
        fail(join(where, key), "missing required key");
    const std::string k = join(where, key);
    const std::string s = scalar(node[key], k);
    double v = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v))
        fail(k, fmt::format("expected a number, got '{}'", s));
    return v;
}

double YamlReader::number(const YAML::Node &node, const char *key, double fallback, const std::string &where) const
{
    return has(node, key) ? number(node, key, where) : fallback;
}

std::int64_t YamlReader::integer(const YAML::Node &node, const char *key, const std::string &where) const
{
    const double v = number(node, key, where);
    if (v != std::floor(v) || std::fabs(v) > 1e15)
        fail(join(where, key), fmt::format("expected a whole number, got {}", v));
    return std::int64_t(v);
}

std::int64_t YamlReader::integer(
    const YAML::Node &node, const char *key, std::int64_t fallback, const std::string &where) const
{
    return has(node, key) ? integer(node, key, where) : fallback;
}

bool YamlReader::boolean(const YAML::Node &node, const char *key, bool fallback, const std::string &where) const
{
    if (!has(node, key))
        return fallback;
    const std::string s = scalar(node[key], join(where, key));
    if (s == "true" || s == "True" || s == "yes")
        return true;
    if (s == "false" || s == "False" || s == "no")
        return false;
    fail(join(where, key), fmt::format("expected true or false, got '{}'", s));
}

YAML::Node YamlReader::sequence(const YAML::Node &node, const char *key, bool required, const std::string &where) const
{
    if (!has(node, key)) {
        if (required)
            fail(join(where, key), "missing required key");
        return YAML::Node(YAML::NodeType::Sequence);
    }
    const YAML::Node v = node[key];
    if (!v.IsSequence())
        fail(join(where, key), "expected a list");
    return v;
}

YAML::Node YamlReader::map(const YAML::Node &node, const char *key, bool required, const std::string &where) const
{
    if (!has(node, key)) {
        if (required)
            fail(join(where, key), "missing required key");
        return YAML::Node(YAML::NodeType::Map);
    }
    const YAML::Node v = node[key];
    if (!v.IsMap())
        fail(join(where, key), "expected a mapping");
    return v;
}

std::vector<std::string> YamlReader::strings(const YAML::Node &node, const char *key, const std::string &where) const
{
    std::vector<std::string> out;
    const YAML::Node seq = sequence(node, key, true, where);
    for (std::size_t i = 0; i < seq.size(); ++i)
        out.push_back(scalar(seq[i], fmt::format("{}[{}]", join(where, key), i)));
    return out;
}

} // namespace plenum::catalog
