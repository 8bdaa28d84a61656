// SPDX-License-Identifier: GPL-3.0-or-later
// plenum-cli: one subcommand per file (command_<name>.cpp), each parsing its flags into a plain
// options struct and calling a job function shared with the GUI. Exit codes (DESIGN.md §10):
// 0 success, 1 a check found errors, 2 bad input or usage (one clear line on stderr).
#pragma once

#include "model/types.h"
#include "store/atomic_file.h"

#include <iosfwd>
#include <limits>
#include <map>
#include <string>
#include <vector>

namespace plenum::cli {

enum ExitCode { kExitOk = 0, kExitFindings = 1, kExitBadInput = 2 };

struct Io {
    std::ostream &out;
    std::ostream &err;
};

// Parsed command line of one subcommand: positionals and --flags (value or switch).
class Args {
public:
    // `valueFlags` take a value (`--out F` or `--out=F`), `switches` take none; anything else is a
    // usage error naming the flag.
    Args(const std::vector<std::string> &argv, const std::vector<std::string> &valueFlags,
        const std::vector<std::string> &switches);

    const std::vector<std::string> &positionals() const { return m_positionals; }
    bool has(const std::string &flag) const { return m_values.count(flag) > 0; }
    std::string value(const std::string &flag, const std::string &fallback = {}) const;
    // A whole number in [minimum, maximum], parsed to the full width (usage error naming the flag
    // and the range otherwise; the default maximum fits an int); fallback when absent.
    std::int64_t integer(const std::string &flag, std::int64_t fallback, std::int64_t minimum = 1,
        std::int64_t maximum = std::numeric_limits<int>::max()) const;
    // A finite number >= minimum; fallback when absent.
    double number(const std::string &flag, double fallback, double minimum = 0) const;
    // Requires exactly `count` positionals, naming them in the error.
    void expectPositionals(std::size_t count, const char *names) const;

private:
    std::vector<std::string> m_positionals;
    std::map<std::string, std::string> m_values;
};

// The output rules of a command writing a new output (docs/cli.md, "Output rules"): an existing
// output is replaced only with --force (the command must accept that switch), never one of `inputs`.
OutputRules outputRules(const Args &args, std::vector<std::string> inputs);

struct Command {
    const char *name;
    const char *synopsis;
    const char *summary;
    int (*run)(const std::vector<std::string> &args, Io &io);
};

// Every subcommand, in the order `plenum-cli` prints them (commands.cpp; the functions in commands.h).
const std::vector<Command> &commands();

// An error message as the one line exit code 2 promises: control characters (a newline or an
// escape sequence from a hostile value) shown as '?', at most 1000 bytes (cut at a UTF-8 boundary).
std::string oneLine(std::string text);

// Entry point behind main(): dispatches, turns Error into exit code 2 with one line on stderr.
int run(int argc, char **argv, Io &io);

} // namespace plenum::cli
