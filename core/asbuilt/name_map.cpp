// SPDX-License-Identifier: GPL-3.0-or-later
#include "asbuilt/name_map.h"
#include "asbuilt/line_error.h"

#include "model/types.h"

#include <fmt/format.h>

#include <charconv>
#include <vector>

namespace plenum::asbuilt {

namespace {

constexpr std::size_t kMaxLineBytes = 4096;
constexpr std::size_t kMaxNameBytes = 256;

std::optional<std::uint64_t> number(std::string_view s)
{
    int base = 10;
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        s.remove_prefix(2);
        base = 16;
    }
    std::uint64_t v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v, base);
    if (s.empty() || ec != std::errc() || p != s.data() + s.size())
        return std::nullopt;
    return v;
}

} // namespace

std::optional<std::uint64_t> guidOfNodeId(std::string_view id)
{
    if (id.size() < 3 || id[1] != '-' || (id[0] != 'S' && id[0] != 'H' && id[0] != 'R') || id.size() > 2 + 16)
        return std::nullopt;
    std::uint64_t v = 0;
    auto [p, ec] = std::from_chars(id.data() + 2, id.data() + id.size(), v, 16);
    if (ec != std::errc() || p != id.data() + id.size())
        return std::nullopt;
    return v;
}

NodeNameMap parseNodeNameMap(std::string_view text)
{
    NodeNameMap map;
    std::map<std::uint64_t, int> lineOf;
    int lineNo = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        std::string_view l = text.substr(start, end - start);
        start = end + 1;
        ++lineNo;
        if (l.size() > kMaxLineBytes)
            fail(lineNo, fmt::format("longer than {} bytes", kMaxLineBytes));
        if (!l.empty() && l.back() == '\r')
            l.remove_suffix(1);
        std::size_t i = l.find_first_not_of(" \t");
        if (i == std::string_view::npos || l[i] == '#')
            continue;
        const std::size_t guidEnd = l.find_first_of(" \t", i);
        const std::string_view guidText = l.substr(i, guidEnd == std::string_view::npos ? l.npos : guidEnd - i);
        const auto guid = number(guidText);
        if (!guid)
            fail(lineNo,
                fmt::format(
                    "expected a GUID (0x… or a decimal number) first, got '{}'", std::string(guidText.substr(0, 40))));
        i = guidEnd == std::string_view::npos ? l.size() : l.find_first_not_of(" \t", guidEnd);
        if (i == std::string_view::npos || i >= l.size() || l[i] != '"')
            fail(lineNo, "expected the quoted name after the GUID");
        const std::size_t close = l.find('"', i + 1);
        if (close == std::string_view::npos)
            fail(lineNo, "the quoted name is not closed");
        const std::string name(l.substr(i + 1, close - i - 1));
        if (name.empty() || name.size() > kMaxNameBytes)
            fail(lineNo, fmt::format("the name must be 1 to {} bytes long", kMaxNameBytes));
        for (char c : name)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
                fail(lineNo, "the name holds a control character");
        const std::size_t rest = l.find_first_not_of(" \t", close + 1);
        if (rest != std::string_view::npos && l[rest] != '#')
            fail(lineNo, "text after the quoted name");
        if (auto [it, added] = lineOf.emplace(*guid, lineNo); !added)
            fail(lineNo, fmt::format("GUID 0x{:016x} is listed twice (first on line {})", *guid, it->second));
        map.emplace(*guid, name);
    }
    return map;
}

std::size_t applyNameMap(DiscoveredFabric &fabric, const NodeNameMap &map)
{
    std::size_t n = 0;
    for (DiscoveredNode &node : fabric.nodes)
        if (const auto guid = guidOfNodeId(node.id))
            if (auto it = map.find(*guid); it != map.end()) {
                node.description = it->second;
                ++n;
            }
    return n;
}

std::string nodeNameMapText(const DiscoveredFabric &fabric, const std::map<std::string, bool> &descriptions)
{
    std::map<std::string, std::uint64_t> byName;
    for (const DiscoveredNode &node : fabric.nodes)
        if (descriptions.count(node.description))
            if (const auto guid = guidOfNodeId(node.id))
                byName.emplace(node.description, *guid);
    std::string out = "# node-name-map written by Plenum: the GUIDs a discovery found for the planned nodes\n";
    for (const auto &[name, guid] : byName)
        out += fmt::format("0x{:016x} \"{}\"\n", guid, name);
    return out;
}

} // namespace plenum::asbuilt
