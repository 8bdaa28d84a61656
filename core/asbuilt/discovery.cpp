// SPDX-License-Identifier: GPL-3.0-or-later
#include "asbuilt/discovery.h"

#include "asbuilt/iblinkinfo_parse.h"
#include "asbuilt/lldp_parse.h"
#include "asbuilt/name_map.h"
#include "asbuilt/netbox_cables.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace plenum::asbuilt {

namespace {

constexpr std::streamoff kMaxDiscoveredBytes = 512LL * 1024 * 1024;

std::string readDiscovered(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw Error(fmt::format("cannot read the discovered file {}", path));
    in.seekg(0, std::ios::end);
    const std::streamoff size = in.tellg();
    if (size < 0 || size > kMaxDiscoveredBytes)
        throw Error(fmt::format("the discovered file {} is not a readable file of at most 512 MB", path));
    in.seekg(0);
    std::string text(std::size_t(size), '\0');
    in.read(text.data(), size);
    if (!in)
        throw Error(fmt::format("cannot read the discovered file {}", path));
    return text;
}

// LLDP neighbours from one host's file (the host is the file's name without .json), an object
// of host -> output, or a folder of such files (every *.json in it, in name order).
std::vector<LldpNeighbor> readLldp(const std::string &path)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    std::vector<fs::path> files;
    if (fs::is_directory(path, ec)) {
        for (const auto &entry : fs::directory_iterator(path, ec))
            if (entry.path().extension() == ".json")
                files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        if (files.empty())
            throw Error(fmt::format("the folder {} holds no .json file of lldpcli output", path));
    } else {
        files.push_back(path);
    }
    std::vector<LldpNeighbor> out;
    std::uintmax_t total = 0;
    for (const fs::path &f : files) {
        const std::string text = readDiscovered(f.string());
        total += text.size();
        if (total > std::uintmax_t(kMaxDiscoveredBytes))
            throw Error(fmt::format("the LLDP files in {} exceed 512 MB", path));
        try {
            auto part = parseLldpJson(text, f.stem().string());
            out.insert(out.end(), part.begin(), part.end());
        } catch (const Error &e) {
            throw Error(fmt::format("{}: {}", f.string(), e.what()));
        }
    }
    return out;
}

} // namespace

Discovery readDiscovery(const Project &project, const std::string &path, const DiscoveryOptions &options)
{
    Discovery d;
    d.format = options.format;
    if (d.format != "auto" && d.format != "ibnetdiscover" && d.format != "iblinkinfo" && d.format != "lldp"
        && d.format != "netbox")
        throw Error(
            fmt::format("unknown discovered format '{}' (auto, ibnetdiscover, iblinkinfo, lldp, netbox)", d.format));
    std::error_code ec;
    const bool folder = std::filesystem::is_directory(path, ec);
    std::string text;
    if (!folder)
        text = readDiscovered(path);
    if (d.format == "auto") {
        if (folder || looksLikeLldpJson(text))
            d.format = "lldp";
        else if (looksLikeNetboxCables(text))
            d.format = "netbox";
        else if (looksLikeIblinkinfo(text)) // before ibnetdiscover: "Switch:" starts like "Switch"
            d.format = "iblinkinfo";
        else if (looksLikeIbnetdiscover(text))
            d.format = "ibnetdiscover";
        else
            throw Error(fmt::format("{} does not look like ibnetdiscover or iblinkinfo output (no Switch or Ca "
                                    "record) or lldpcli JSON; name the format with --format",
                path));
    }
    if (d.format == "netbox") {
        if (folder)
            throw Error(fmt::format("{} is a folder; name NetBox's cables CSV file", path));
        d.plan = planEthernet(project, options.if_name); // interfaces by name, as NetBox holds them
        try {
            d.found = fabricFromLldp(parseNetboxCablesCsv(text), d.plan);
        } catch (const Error &e) {
            throw Error(fmt::format("{}: {}", path, e.what()));
        }
    } else if (d.format == "lldp") {
        d.plan = planEthernet(project, options.if_name);
        std::vector<LldpNeighbor> neighbors;
        if (folder) {
            neighbors = readLldp(path);
        } else {
            try {
                neighbors = parseLldpJson(text, std::filesystem::path(path).stem().string());
            } catch (const Error &e) {
                throw Error(fmt::format("{}: {}", path, e.what()));
            }
        }
        d.found = fabricFromLldp(neighbors, d.plan);
    } else {
        if (folder)
            throw Error(fmt::format("{} is a folder; {} output is one file", path, d.format));
        try {
            d.found = d.format == "iblinkinfo" ? parseIblinkinfo(text) : parseIbnetdiscover(text);
        } catch (const Error &e) {
            throw Error(fmt::format("{}: {}", path, e.what()));
        }
        d.plan = planInfiniband(project, options.ca_name);
    }
    if (!options.name_map.empty()) {
        if (d.format != "ibnetdiscover")
            throw Error(fmt::format("a node name map applies to ibnetdiscover output, which names nodes by GUID; {} "
                                    "names them by description",
                d.format));
        const std::string text = readDiscovered(options.name_map);
        try {
            d.renamed = applyNameMap(d.found, parseNodeNameMap(text));
        } catch (const Error &e) {
            throw Error(fmt::format("{}: {}", options.name_map, e.what()));
        }
    }
    return d;
}

} // namespace plenum::asbuilt
