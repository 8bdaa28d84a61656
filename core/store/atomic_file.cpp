// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/atomic_file.h"
#include "model/types.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <unistd.h>

namespace plenum {

namespace fs = std::filesystem;

void writeFileAtomically(const std::string &path, std::string_view content)
{
    const fs::path target = fs::absolute(fs::path(path));
    std::error_code ec;
    if (!fs::is_directory(target.parent_path(), ec))
        throw Error(fmt::format("cannot write '{}': the folder '{}' does not exist", path, target.parent_path().string()));
    if (fs::is_directory(target, ec))
        throw Error(fmt::format("cannot write '{}': it is a folder", path));
    const fs::path temp = target.parent_path() / fmt::format(".{}.writing-{}", target.filename().string(), ::getpid());
    int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        throw Error(fmt::format("cannot write '{}': {}", path, std::strerror(errno)));
    std::size_t done = 0;
    while (done < content.size()) {
        ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            int e = errno;
            ::close(fd);
            fs::remove(temp, ec);
            throw Error(fmt::format("cannot write '{}': {}", path, std::strerror(e)));
        }
        done += std::size_t(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        int e = errno;
        fs::remove(temp, ec);
        throw Error(fmt::format("cannot write '{}': {}", path, std::strerror(e)));
    }
    fs::rename(temp, target, ec);
    if (ec) {
        fs::remove(temp, ec);
        throw Error(fmt::format("cannot write '{}': {}", path, ec.message()));
    }
}

std::string readFile(const std::string &path, std::size_t maxBytes)
{
    std::error_code ec;
    if (fs::is_directory(path, ec))
        throw Error(fmt::format("'{}' is a folder, not a file", path));
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw Error(fmt::format("cannot read '{}': {}", path, std::strerror(errno)));
    auto size = fs::file_size(path, ec);
    if (!ec && size > maxBytes)
        throw Error(fmt::format("'{}' is too large ({} bytes)", path, size));
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

} // namespace plenum
