// SPDX-License-Identifier: GPL-3.0-or-later
// lldpcli -f json documents as a fabric's switches would print them, written for the tests
// independently of the parser.
#pragma once

#include <fmt/format.h>

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace asbuilttest {

struct End {
    std::string host, port;
};

// LLDP as the fabric's switches see it: for every (switch end, far end) one entry, written as
// one -f json document per switch inside an object of host -> output.
inline std::string switchSideLldp(const std::vector<std::pair<End, End>> &links)
{
    std::map<std::string, std::vector<std::pair<std::string, End>>> bySwitch;
    for (const auto &[sw, far] : links)
        bySwitch[sw.host].push_back({ sw.port, far });
    std::string out = "{";
    bool firstHost = true;
    for (const auto &[host, entries] : bySwitch) {
        out += fmt::format("{}\"{}\": {{\"lldp\": {{\"interface\": [", firstHost ? "" : ",", host);
        firstHost = false;
        for (std::size_t i = 0; i < entries.size(); ++i)
            out += fmt::format("{}{{\"{}\": {{\"via\": \"LLDP\", \"chassis\": {{\"{}\": {{\"id\": {{\"type\": \"mac\", "
                               "\"value\": \"00:00:00:00:00:01\"}}}}}}, \"port\": {{\"id\": {{\"type\": \"ifname\", "
                               "\"value\": \"{}\"}}}}}}}}",
                i ? "," : "", entries[i].first, entries[i].second.host, entries[i].second.port);
        out += "]}}";
    }
    return out + "}";
}

} // namespace asbuilttest
