// SPDX-License-Identifier: GPL-3.0-or-later
#include "json/base64.h"

#include "model/types.h"

#include <fmt/format.h>

#include <array>

namespace plenum::json {
namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

constexpr std::array<int, 256> decodeTable()
{
    std::array<int, 256> t {};
    for (int &v : t)
        v = -1;
    for (std::size_t i = 0; i < kAlphabet.size(); ++i)
        t[static_cast<unsigned char>(kAlphabet[i])] = int(i);
    return t;
}

} // namespace

std::string base64Encode(std::string_view bytes)
{
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    std::size_t i = 0;
    for (; i + 3 <= bytes.size(); i += 3) {
        const unsigned n = unsigned(static_cast<unsigned char>(bytes[i])) << 16
            | unsigned(static_cast<unsigned char>(bytes[i + 1])) << 8 | static_cast<unsigned char>(bytes[i + 2]);
        for (int shift : { 18, 12, 6, 0 })
            out += kAlphabet[(n >> shift) & 63];
    }
    const std::size_t rest = bytes.size() - i;
    if (rest > 0) {
        unsigned n = unsigned(static_cast<unsigned char>(bytes[i])) << 16;
        if (rest == 2)
            n |= unsigned(static_cast<unsigned char>(bytes[i + 1])) << 8;
        out += kAlphabet[(n >> 18) & 63];
        out += kAlphabet[(n >> 12) & 63];
        out += rest == 2 ? kAlphabet[(n >> 6) & 63] : '=';
        out += '=';
    }
    return out;
}

std::string base64Decode(std::string_view text, std::string_view what)
{
    static constexpr std::array<int, 256> table = decodeTable();
    if (text.size() % 4 != 0)
        throw Error(fmt::format("{} is not base64: its length {} is not a multiple of 4", what, text.size()));
    std::string out;
    out.reserve(text.size() / 4 * 3);
    for (std::size_t i = 0; i < text.size(); i += 4) {
        const bool last = i + 4 == text.size();
        const int pad = last ? (text[i + 3] == '=') + (text[i + 2] == '=' && text[i + 3] == '=') : 0;
        unsigned n = 0;
        for (std::size_t k = 0; k < 4; ++k) {
            const int v = k >= 4 - std::size_t(pad) ? 0 : table[static_cast<unsigned char>(text[i + k])];
            if (v < 0)
                throw Error(fmt::format("{} is not base64: character {} is not a base64 letter", what, i + k + 1));
            n = n << 6 | unsigned(v);
        }
        out += char((n >> 16) & 255);
        if (pad < 2)
            out += char((n >> 8) & 255);
        if (pad < 1)
            out += char(n & 255);
        // Canonical form: the bits a padded group leaves over are zero.
        if ((pad == 1 && (n & 255) != 0) || (pad == 2 && (n & 0xffff) != 0))
            throw Error(fmt::format("{} is not canonical base64 at its end", what));
    }
    return out;
}

} // namespace plenum::json
