// SPDX-License-Identifier: GPL-3.0-or-later
// A set of object ids, as the incremental checks ask it: "is this cable's link among the touched
// ones?" for every cable of a project. Ids are handed out from 1 upwards (Project::next_id), so a
// set is a bitmap over them: a lookup is one bit, with no hashing and no chasing of nodes. An id
// the bitmap would have to grow too far for (a file from elsewhere may number from anywhere) is
// kept in a tree beside it. Iteration is in ascending id order.
#pragma once

#include "model/types.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <set>
#include <vector>

namespace plenum {

class IdSet {
public:
    IdSet() = default;
    IdSet(std::initializer_list<Id> ids)
    {
        for (Id id : ids)
            insert(id);
    }
    template <typename It> IdSet(It first, It last) { insert(first, last); }

    // Whether `id` was not in the set.
    bool insert(Id id)
    {
        if (dense(id)) {
            const std::size_t word = std::size_t(id) / 64;
            if (word >= m_bits.size())
                m_bits.resize(std::min(std::max(word + 1, m_bits.size() * 2), kWords), 0);
            const std::uint64_t bit = std::uint64_t(1) << (std::size_t(id) % 64);
            if (m_bits[word] & bit)
                return false;
            m_bits[word] |= bit;
        } else if (!m_far.insert(id).second) {
            return false;
        }
        ++m_size;
        return true;
    }
    template <typename It> void insert(It first, It last)
    {
        for (; first != last; ++first)
            insert(Id(*first));
    }
    void insert(const IdSet &other)
    {
        if (m_bits.size() < other.m_bits.size())
            m_bits.resize(other.m_bits.size(), 0);
        m_size = 0;
        for (std::size_t w = 0; w < m_bits.size(); ++w) {
            if (w < other.m_bits.size())
                m_bits[w] |= other.m_bits[w];
            m_size += std::size_t(__builtin_popcountll(m_bits[w]));
        }
        m_far.insert(other.m_far.begin(), other.m_far.end());
        m_size += m_far.size();
    }

    std::size_t erase(Id id)
    {
        if (!count(id))
            return 0;
        if (dense(id))
            m_bits[std::size_t(id) / 64] &= ~(std::uint64_t(1) << (std::size_t(id) % 64));
        else
            m_far.erase(id);
        --m_size;
        return 1;
    }

    std::size_t count(Id id) const
    {
        if (dense(id)) {
            const std::size_t word = std::size_t(id) / 64;
            return word < m_bits.size() && (m_bits[word] >> (std::size_t(id) % 64) & 1);
        }
        return !m_far.empty() && m_far.count(id);
    }
    bool contains(Id id) const { return count(id) > 0; }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    void clear()
    {
        m_bits.clear();
        m_far.clear();
        m_size = 0;
    }

    // The ids in ascending order: those below 0, the bitmap's, then those beyond it.
    class const_iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Id;
        using difference_type = std::ptrdiff_t;
        using pointer = const Id *;
        using reference = Id;

        Id operator*() const { return inBitmap() ? Id(m_word * 64 + m_bit) : *m_far; }
        const_iterator &operator++()
        {
            if (inBitmap()) {
                ++m_bit;
                settle();
            } else {
                ++m_far;
            }
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator was = *this;
            ++*this;
            return was;
        }
        friend bool operator==(const const_iterator &x, const const_iterator &y)
        {
            return x.m_word == y.m_word && x.m_bit == y.m_bit && x.m_far == y.m_far;
        }

    private:
        friend class IdSet;
        const_iterator(const IdSet *set, std::size_t word, std::set<Id>::const_iterator far)
            : m_set(set)
            , m_word(word)
            , m_far(far)
        {
            settle();
        }
        // Ids below 0 come first (from the tree), then the bitmap's, then the tree's beyond it.
        bool inBitmap() const { return m_word < m_set->m_bits.size() && (m_far == m_set->m_far.end() || *m_far >= 0); }
        // Moves to the first member at or after (m_word, m_bit) in the bitmap, or past its end.
        void settle()
        {
            const auto &bits = m_set->m_bits;
            while (m_word < bits.size()) {
                const std::uint64_t rest = m_bit < 64 ? bits[m_word] >> m_bit : 0;
                if (rest) {
                    m_bit += std::size_t(__builtin_ctzll(rest));
                    return;
                }
                ++m_word;
                m_bit = 0;
            }
            m_bit = 0;
        }
        const IdSet *m_set = nullptr;
        std::size_t m_word = 0, m_bit = 0;
        std::set<Id>::const_iterator m_far;
    };
    const_iterator begin() const { return const_iterator(this, 0, m_far.begin()); }
    const_iterator end() const { return const_iterator(this, m_bits.size(), m_far.end()); }

    friend bool operator==(const IdSet &x, const IdSet &y)
    {
        return x.m_size == y.m_size && std::equal(x.begin(), x.end(), y.begin(), y.end());
    }

private:
    // Ids from 0 up to this many go into the bitmap (8 MiB at most); the rest beside it.
    static constexpr Id kDenseLimit = Id(1) << 26;
    static constexpr std::size_t kWords = std::size_t(kDenseLimit / 64);
    static bool dense(Id id) { return id >= 0 && id < kDenseLimit; }

    std::vector<std::uint64_t> m_bits;
    std::set<Id> m_far; // rare: a tree is enough
    std::size_t m_size = 0;
};

} // namespace plenum
