// SPDX-License-Identifier: GPL-3.0-or-later
// The one output policy every writer of Plenum goes through (docs/cli.md, "Output rules"):
//
// - An output is never one of the run's inputs (same file, also through a link): refused.
// - An existing output is replaced only when the caller allows it (`--force`, or saving the project
//   that was opened); a read-only file is never replaced.
// - The content goes to a temporary file beside the target, created exclusively and without
//   following links (O_CREAT|O_EXCL|O_NOFOLLOW, mode 0600), synced, then renamed over the target:
//   the target appears complete or not at all. The temporary file is removed on every failure, and
//   the temporary files of writers that were killed are swept by the next write to that target.
// - A replaced file keeps its mode, group and owner (refused if the owner cannot be kept); a new
//   file gets 0666 less the umask.
// - A symbolic link at the target is written through (its target is replaced, the link stays) when
//   `follow_link` is set — saving a project in place — and otherwise is itself replaced.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace plenum {

struct OutputRules {
    bool replace = false; // an existing file may be replaced; else refused ("use --force")
    bool follow_link = false; // a symlink at the path is written through instead of replaced
    std::vector<std::string> inputs; // files this run reads: writing onto one of them is refused
};

// The rules for saving the project one has open (route, import-devicetypes, the GUI's Save):
// replace, through a link.
OutputRules saveInPlace();

// The path an output with these rules ends up replacing (a followed link's final target, made
// absolute). Throws Error with one sentence naming the path when the rules refuse it: an input,
// an existing file without `replace`, a folder, a read-only file, a missing parent folder.
std::string checkOutput(const std::string &path, const OutputRules &rules);

// One atomic write. Construct (checks the rules, creates the temporary file), write or hand fd()
// to a library, then commit(); destroyed without commit() the temporary file is removed.
class AtomicFile {
public:
    AtomicFile(const std::string &path, const OutputRules &rules);
    ~AtomicFile();
    AtomicFile(const AtomicFile &) = delete;
    AtomicFile &operator=(const AtomicFile &) = delete;

    int fd() const { return m_fd; }
    const std::string &tempPath() const { return m_temp; }
    const std::string &targetPath() const { return m_target; } // the file that commit() replaces
    void write(std::string_view content);
    // Syncs, gives the file its mode and owner, removes stale SQLite sidecars of the target
    // (-journal, -wal, -shm: they belong to the file being replaced) and renames it into place.
    void commit();
    // Removes the temporary file now (also done by the destructor).
    void discard();

private:
    std::string m_path, m_target, m_temp;
    int m_fd = -1;
    bool m_existed = false;
    unsigned m_mode = 0;
    long long m_uid = -1, m_gid = -1;
};

// writeFileAtomically(path, content, rules): AtomicFile + write + commit.
void writeFileAtomically(const std::string &path, std::string_view content, const OutputRules &rules);

// Reads a whole regular file; throws Error naming the path when it cannot be read, is not a
// regular file (a folder, FIFO or device is refused without blocking) or exceeds maxBytes.
std::string readFile(const std::string &path, std::size_t maxBytes = std::size_t(1) << 30);

} // namespace plenum
