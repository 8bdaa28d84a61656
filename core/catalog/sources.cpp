// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/sources.h"
#include "catalog/catalog.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

namespace plenum::catalog {

std::map<std::string, std::string> readSources(const YamlReader &reader, const YAML::Node &node,
    const std::string &where, const std::vector<std::string> &figures,
    const std::map<std::string, std::vector<std::string>> &aliases)
{
    const std::string key = YamlReader::join(where, "sources");
    const YAML::Node block = reader.map(node, "sources", true, where);
    std::map<std::string, std::string> out;
    for (const auto &entry : block) {
        const std::string document = entry.first.Scalar();
        if (document.empty())
            reader.fail(key, "a source must name a document or 'estimate'");
        if (!entry.second.IsSequence())
            reader.fail(key + "." + document, "expected a list of figure names");
        for (const auto &item : entry.second) {
            const std::string figure = item.Scalar();
            std::vector<std::string> expanded { figure };
            if (auto a = aliases.find(figure); a != aliases.end())
                expanded = a->second;
            for (const auto &f : expanded) {
                if (std::find(figures.begin(), figures.end(), f) == figures.end())
                    reader.fail(key + "." + document, fmt::format("unknown figure '{}'", f));
                if (out.count(f))
                    reader.fail(key, fmt::format("figure '{}' has two sources", f));
                out[f] = document;
            }
        }
    }
    for (const auto &f : figures)
        if (!out.count(f))
            reader.fail(key, fmt::format("figure '{}' has no source (name a document or 'estimate')", f));
    return out;
}

std::string sourceSummary(const std::map<std::string, std::string> &sources)
{
    std::vector<std::string> documents;
    std::vector<std::string> estimates;
    for (const auto &[figure, document] : sources) {
        if (document == kEstimate)
            estimates.push_back(figure);
        else if (std::find(documents.begin(), documents.end(), document) == documents.end())
            documents.push_back(document);
    }
    std::sort(documents.begin(), documents.end());
    std::string text;
    for (const auto &d : documents)
        text += (text.empty() ? "" : "; ") + d;
    if (!estimates.empty()) {
        if (documents.empty())
            return std::string(kEstimate);
        text += "; estimates: ";
        for (std::size_t i = 0; i < estimates.size(); ++i)
            text += (i ? ", " : "") + estimates[i];
    }
    return text;
}

} // namespace plenum::catalog
