// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/atomic_file.h"
#include "model/types.h"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace plenum {

namespace fs = std::filesystem;

namespace {

constexpr int kMaxLinkDepth = 40; // as the kernel's ELOOP limit

std::string errnoText(int e)
{
    return std::strerror(e);
}

// The process umask without changing it (umask(2) would race with other threads).
mode_t currentUmask()
{
    static const mode_t mask = [] {
        std::ifstream status("/proc/self/status");
        std::string line;
        while (std::getline(status, line))
            if (line.rfind("Umask:", 0) == 0)
                return mode_t(std::stoul(line.substr(6), nullptr, 8) & 0777);
        return mode_t(022);
    }();
    return mask;
}

// `path` with every symbolic link at its last component followed (the link's target, made
// absolute); the path itself when it is not a link. A loop of links is an Error.
fs::path followLinks(fs::path path)
{
    for (int depth = 0; depth < kMaxLinkDepth; ++depth) {
        struct stat st { };
        if (::lstat(path.c_str(), &st) != 0 || !S_ISLNK(st.st_mode))
            return path;
        std::error_code ec;
        const fs::path next = fs::read_symlink(path, ec);
        if (ec)
            throw Error(fmt::format("cannot follow the link '{}': {}", path.string(), ec.message()));
        path = next.is_absolute() ? next : path.parent_path() / next;
    }
    throw Error(fmt::format("cannot write '{}': too many levels of symbolic links", path.string()));
}

bool sameFile(const struct stat &a, const struct stat &b)
{
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

// Temporary files: ".NAME.plenum-PID-RANDOM.tmp" beside the target.
std::string tempPrefix(const std::string &filename)
{
    return "." + filename + ".plenum-";
}

// Removes the temporary files that writers of `filename` left in `dir` when they were killed
// (their process is gone), including those of Plenum versions before this policy
// (".NAME.saving-PID", ".NAME.writing-PID"). Files only, never recursively.
void sweepStaleTemps(const fs::path &dir, const std::string &filename)
{
    const std::string prefixes[] = { tempPrefix(filename), "." + filename + ".saving-", "." + filename + ".writing-" };
    std::error_code ec;
    for (const auto &entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        for (const std::string &prefix : prefixes) {
            if (name.rfind(prefix, 0) != 0)
                continue;
            const std::string rest = name.substr(prefix.size());
            const std::size_t digits = std::min(rest.find_first_not_of("0123456789"), rest.size());
            if (digits == 0 || digits > 9)
                continue;
            const pid_t pid = pid_t(std::stol(rest.substr(0, digits)));
            struct stat st { };
            if (pid != ::getpid() && ::kill(pid, 0) != 0 && errno == ESRCH && ::lstat(entry.path().c_str(), &st) == 0
                && S_ISREG(st.st_mode))
                ::unlink(entry.path().c_str());
        }
    }
}

void syncFolder(const fs::path &dir)
{
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return; // best effort: some file systems refuse to open or sync folders
    ::fsync(fd);
    ::close(fd);
}

} // namespace

OutputRules saveInPlace()
{
    OutputRules rules;
    rules.replace = true;
    rules.follow_link = true;
    return rules;
}

std::string checkOutput(const std::string &path, const OutputRules &rules)
{
    if (path.empty())
        throw Error("no output path given");
    const fs::path given = fs::absolute(fs::path(path));
    if (given.filename().empty() || given.filename() == "." || given.filename() == "..")
        throw Error(fmt::format("cannot write '{}': it is a folder", path));
    struct stat out { };
    const bool reachable = ::stat(given.c_str(), &out) == 0; // through links
    for (const std::string &input : rules.inputs) {
        struct stat in { };
        if (reachable && ::stat(input.c_str(), &in) == 0 && sameFile(in, out))
            throw Error(
                fmt::format("refusing to write '{}': it is the input '{}' (choose another output)", path, input));
    }
    const fs::path target = rules.follow_link ? followLinks(given) : given;
    struct stat st { };
    if (::lstat(target.c_str(), &st) == 0) {
        if (S_ISDIR(st.st_mode))
            throw Error(fmt::format("cannot write '{}': it is a folder", path));
        if (!S_ISREG(st.st_mode) && !S_ISLNK(st.st_mode))
            throw Error(fmt::format("cannot write '{}': it is not a regular file", path));
        if (!rules.replace)
            throw Error(fmt::format("'{}' already exists (use --force to replace it)", path));
        if (S_ISREG(st.st_mode)
            && ((st.st_mode & 0222) == 0 || ::faccessat(AT_FDCWD, target.c_str(), W_OK, AT_EACCESS) != 0))
            throw Error(fmt::format("cannot write '{}': it is read-only (make it writable to replace it)", path));
    } else if (errno != ENOENT) {
        throw Error(fmt::format("cannot write '{}': {}", path, errnoText(errno)));
    }
    std::error_code ec;
    if (!fs::is_directory(target.parent_path(), ec))
        throw Error(
            fmt::format("cannot write '{}': the folder '{}' does not exist", path, target.parent_path().string()));
    return target.string();
}

AtomicFile::AtomicFile(const std::string &path, const OutputRules &rules)
    : m_path(path)
    , m_target(checkOutput(path, rules))
{
    const fs::path target(m_target);
    struct stat st { };
    if (::lstat(target.c_str(), &st) == 0 && S_ISREG(st.st_mode)) {
        m_existed = true;
        m_mode = unsigned(st.st_mode & 07777);
        m_uid = st.st_uid;
        m_gid = st.st_gid;
    }
    sweepStaleTemps(target.parent_path(), target.filename().string());
    std::random_device random;
    for (int attempt = 0; attempt < 16 && m_fd < 0; ++attempt) {
        m_temp = (target.parent_path()
            / fmt::format("{}{}-{:08x}.tmp", tempPrefix(target.filename().string()), ::getpid(), random()))
                     .string();
        m_fd = ::open(m_temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (m_fd < 0 && errno != EEXIST)
            throw Error(fmt::format("cannot write '{}': {}", path, errnoText(errno)));
    }
    if (m_fd < 0)
        throw Error(fmt::format("cannot write '{}': no temporary file could be created beside it", path));
}

AtomicFile::~AtomicFile()
{
    discard();
}

void AtomicFile::discard()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    if (!m_temp.empty())
        ::unlink(m_temp.c_str());
    m_temp.clear();
}

void AtomicFile::write(std::string_view content)
{
    if (m_fd < 0)
        throw Error(fmt::format("cannot write '{}': the file is closed", m_path));
    std::size_t done = 0;
    while (done < content.size()) {
        const ssize_t n = ::write(m_fd, content.data() + done, content.size() - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            const int e = errno;
            discard();
            throw Error(fmt::format("cannot write '{}': {}", m_path, errnoText(e)));
        }
        done += std::size_t(n);
    }
}

void AtomicFile::commit()
{
    if (m_fd < 0)
        throw Error(fmt::format("cannot write '{}': the file is closed", m_path));
    auto fail = [&](const std::string &why) {
        discard();
        throw Error(fmt::format("cannot write '{}': {}", m_path, why));
    };
    if (m_existed && (uid_t(m_uid) != ::geteuid() || gid_t(m_gid) != ::getegid())
        && ::fchown(m_fd, uid_t(m_uid), gid_t(m_gid)) != 0) {
        // Not allowed to give the file its owner (only root may); the group may still be kept.
        if (uid_t(m_uid) != ::geteuid())
            fail(fmt::format("it belongs to another user (uid {}) and a replacement would not", m_uid));
        if (::fchown(m_fd, uid_t(-1), gid_t(m_gid)) != 0)
            fail(fmt::format("its group (gid {}) cannot be kept: {}", m_gid, errnoText(errno)));
    }
    const mode_t mode = m_existed ? mode_t(m_mode) : mode_t(0666 & ~currentUmask());
    if (::fchmod(m_fd, mode) != 0)
        fail(errnoText(errno));
    if (::fsync(m_fd) != 0)
        fail(errnoText(errno));
    const int fd = m_fd;
    m_fd = -1;
    if (::close(fd) != 0)
        fail(errnoText(errno));
    if (::rename(m_temp.c_str(), m_target.c_str()) != 0)
        fail(errnoText(errno));
    m_temp.clear();
    syncFolder(fs::path(m_target).parent_path());
}

void writeFileAtomically(const std::string &path, std::string_view content, const OutputRules &rules)
{
    AtomicFile file(path, rules);
    file.write(content);
    file.commit();
}

std::string readFile(const std::string &path, std::size_t maxBytes)
{
    // O_NONBLOCK: opening a FIFO must not wait for a writer; the type is checked before reading.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        throw Error(fmt::format("cannot read '{}': {}", path, errnoText(errno)));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer { fd };
    struct stat st { };
    if (::fstat(fd, &st) != 0)
        throw Error(fmt::format("cannot read '{}': {}", path, errnoText(errno)));
    if (S_ISDIR(st.st_mode))
        throw Error(fmt::format("'{}' is a folder, not a file", path));
    if (!S_ISREG(st.st_mode))
        throw Error(fmt::format("cannot read '{}': it is not a regular file", path));
    if (std::uint64_t(st.st_size) > maxBytes)
        throw Error(
            fmt::format("cannot read '{}': it is too large ({} bytes, at most {})", path, st.st_size, maxBytes));
    std::string content;
    content.resize(std::size_t(st.st_size));
    std::size_t done = 0;
    while (done < content.size()) {
        const ssize_t n = ::read(fd, content.data() + done, content.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            throw Error(fmt::format("cannot read '{}': {}", path, errnoText(errno)));
        if (n == 0)
            break; // the file shrank while being read
        done += std::size_t(n);
    }
    content.resize(done);
    return content;
}

} // namespace plenum
