// SPDX-License-Identifier: GPL-3.0-or-later
#include "routing/links_by_device.h"

#include <algorithm>

namespace plenum::routing {

LinksByDevice::LinksByDevice(const Project &project)
{
    for (const Link &l : project.links)
        add(l);
    m_valid = true;
}

void LinksByDevice::add(const Link &link)
{
    m_lists[link.a.device].push_back(link.id);
    if (link.b.device != link.a.device)
        m_lists[link.b.device].push_back(link.id);
    ++m_links;
}

bool LinksByDevice::remove(const Link &link)
{
    auto take = [&](Id device) {
        const auto it = m_lists.find(device);
        if (it == m_lists.end())
            return false;
        std::vector<Id> &ids = it->second;
        const auto at = std::find(ids.begin(), ids.end(), link.id);
        if (at == ids.end())
            return false;
        *at = ids.back();
        ids.pop_back();
        if (ids.empty())
            m_lists.erase(it);
        return true;
    };
    if (m_links == 0 || !take(link.a.device) || (link.b.device != link.a.device && !take(link.b.device)))
        return false;
    --m_links;
    return true;
}

bool LinksByDevice::update(const std::vector<std::pair<const Link *, const Link *>> &changed)
{
    for (const auto &[was, is] : changed) {
        if (was && !remove(*was)) {
            m_valid = false;
            return false;
        }
        if (is)
            add(*is);
    }
    return m_valid;
}

std::span<const Id> LinksByDevice::of(Id device) const
{
    const auto it = m_lists.find(device);
    return it == m_lists.end() ? std::span<const Id>() : std::span<const Id>(it->second);
}

} // namespace plenum::routing
