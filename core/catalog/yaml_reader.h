// SPDX-License-Identifier: GPL-3.0-or-later
// Strict, typed access to a parsed YAML document (yaml-cpp) for catalogue files and NetBox
// device types: every error is a plenum::Error naming the file and the key, e.g.
// "QM8790.yaml: key 'u_height': expected a number, got 'one'".
#pragma once

#include "model/types.h"

#include <yaml-cpp/yaml.h>

#include <string>
#include <string_view>
#include <vector>

namespace plenum::catalog {

class YamlReader {
public:
    // Parses `text`; malformed YAML throws Error("FILE: malformed YAML at line L, column C: …").
    YamlReader(std::string fileName, std::string_view text);

    const YAML::Node &root() const { return m_root; }
    const std::string &fileName() const { return m_file; }

    [[noreturn]] void fail(const std::string &key, const std::string &message) const;

    // `where` names the node in messages ("interfaces[3]"); empty for the document root.
    bool has(const YAML::Node &node, const char *key) const;
    std::string string(const YAML::Node &node, const char *key, const std::string &where = {}) const;
    std::string string(
        const YAML::Node &node, const char *key, const std::string &fallback, const std::string &where) const;
    double number(const YAML::Node &node, const char *key, const std::string &where = {}) const;
    double number(const YAML::Node &node, const char *key, double fallback, const std::string &where) const;
    std::int64_t integer(const YAML::Node &node, const char *key, const std::string &where = {}) const;
    std::int64_t integer(
        const YAML::Node &node, const char *key, std::int64_t fallback, const std::string &where) const;
    bool boolean(const YAML::Node &node, const char *key, bool fallback, const std::string &where = {}) const;
    // A sequence (empty when absent and not required); anything else is an error.
    YAML::Node sequence(const YAML::Node &node, const char *key, bool required, const std::string &where = {}) const;
    YAML::Node map(const YAML::Node &node, const char *key, bool required, const std::string &where = {}) const;
    std::vector<std::string> strings(const YAML::Node &node, const char *key, const std::string &where = {}) const;

    static std::string join(const std::string &where, const char *key);

private:
    std::string scalar(const YAML::Node &value, const std::string &key) const;
    std::string m_file;
    YAML::Node m_root;
};

} // namespace plenum::catalog
