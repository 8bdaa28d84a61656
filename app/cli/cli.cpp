// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"
#include "version.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <ostream>

namespace plenum::cli {

Args::Args(const std::vector<std::string> &argv, const std::vector<std::string> &valueFlags,
    const std::vector<std::string> &switches)
{
    auto contains = [](const std::vector<std::string> &v, const std::string &s) {
        return std::find(v.begin(), v.end(), s) != v.end();
    };
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string &a = argv[i];
        if (a.size() < 2 || a.rfind("--", 0) != 0) {
            if (a.size() > 1 && a[0] == '-')
                throw Error(fmt::format("unknown option '{}'", a));
            m_positionals.push_back(a);
            continue;
        }
        std::string flag = a, value;
        bool inlineValue = false;
        if (auto eq = a.find('='); eq != std::string::npos) {
            flag = a.substr(0, eq);
            value = a.substr(eq + 1);
            inlineValue = true;
        }
        if (contains(switches, flag)) {
            if (inlineValue)
                throw Error(fmt::format("option '{}' takes no value", flag));
            m_values.insert_or_assign(flag, std::string(1, '1'));
        } else if (contains(valueFlags, flag)) {
            if (!inlineValue) {
                if (i + 1 >= argv.size())
                    throw Error(fmt::format("option '{}' needs a value", flag));
                value = argv[++i];
            }
            m_values[flag] = value;
        } else {
            throw Error(fmt::format("unknown option '{}'", flag));
        }
    }
}

std::string Args::value(const std::string &flag, const std::string &fallback) const
{
    auto it = m_values.find(flag);
    return it == m_values.end() ? fallback : it->second;
}

std::int64_t Args::integer(
    const std::string &flag, std::int64_t fallback, std::int64_t minimum, std::int64_t maximum) const
{
    if (!has(flag))
        return fallback;
    const std::string text = value(flag);
    std::int64_t v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    const bool whole = end == text.data() + text.size() && !text.empty();
    if (ec == std::errc::result_out_of_range && whole)
        throw Error(fmt::format("{} must be between {} and {} (got {})", flag, minimum, maximum, text));
    if (ec != std::errc() || !whole)
        throw Error(fmt::format("{} must be a whole number (got '{}')", flag, text.substr(0, 40)));
    if (v < minimum || v > maximum)
        throw Error(v < minimum && maximum == std::numeric_limits<int>::max()
                ? fmt::format("{} must be at least {} (got {})", flag, minimum, v)
                : fmt::format("{} must be between {} and {} (got {})", flag, minimum, maximum, v));
    return v;
}

double Args::number(const std::string &flag, double fallback, double minimum) const
{
    if (!has(flag))
        return fallback;
    const std::string text = value(flag);
    double v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v))
        throw Error(fmt::format("{} must be a number (got '{}')", flag, text));
    if (v < minimum)
        throw Error(fmt::format("{} must be at least {} (got {})", flag, minimum, text));
    return v;
}

void Args::expectPositionals(std::size_t count, const char *names) const
{
    if (m_positionals.size() < count)
        throw Error(fmt::format("missing argument: expected {}", names));
    if (m_positionals.size() > count)
        throw Error(fmt::format("unexpected argument '{}'", m_positionals[count]));
}

OutputRules outputRules(const Args &args, std::vector<std::string> inputs)
{
    OutputRules rules;
    rules.replace = args.has("--force");
    rules.inputs = std::move(inputs);
    return rules;
}

namespace {

void printUsage(std::ostream &out)
{
    out << "usage: plenum-cli COMMAND [ARGS]\n       plenum-cli --version\n\ncommands:\n";
    for (const auto &c : commands())
        out << fmt::format("  {}\n      {}\n", c.synopsis, c.summary);
    out << "\nexit codes: 0 success, 1 the check found errors, 2 bad input or usage\n";
}

constexpr std::size_t kMaxErrorBytes = 1000;

} // namespace

std::string oneLine(std::string text)
{
    if (text.size() > kMaxErrorBytes) {
        std::size_t cut = kMaxErrorBytes;
        while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
            --cut;
        text = text.substr(0, cut) + "...";
    }
    for (char &c : text)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = '?';
    return text;
}

int run(int argc, char **argv, Io &io)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
        printUsage(io.err);
        return kExitBadInput;
    }
    if (args[0] == "--version") {
        io.out << "plenum-cli " << kVersion << "\n";
        return kExitOk;
    }
    if (args[0] == "--help" || args[0] == "help") {
        printUsage(io.out);
        return kExitOk;
    }
    for (const auto &c : commands()) {
        if (args[0] != c.name)
            continue;
        std::vector<std::string> rest(args.begin() + 1, args.end());
        try {
            return c.run(rest, io);
        } catch (const Error &e) {
            io.err << "plenum-cli " << c.name << ": " << oneLine(e.what()) << "\n";
            return kExitBadInput;
        } catch (const std::exception &e) {
            io.err << "plenum-cli " << c.name << ": internal error: " << oneLine(e.what()) << "\n";
            return kExitBadInput;
        }
    }
    io.err << "plenum-cli: unknown command '" << oneLine(args[0].substr(0, 80)) << "' (try plenum-cli --help)\n";
    return kExitBadInput;
}

} // namespace plenum::cli
