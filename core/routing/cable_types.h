// SPDX-License-Identifier: GPL-3.0-or-later
// The catalogue's type of each cable, looked up once per (media, SKU) for one pass over a table
// (Catalog::cableTypeFor scans). Cables come in runs of one type: the last answer is tried first.
// The keys view the cables' strings: a memo lives only as long as one pass over an unchanged table.
#pragma once

#include "catalog/catalog.h"
#include "model/project.h"

#include <map>
#include <string_view>
#include <utility>

namespace plenum::routing {

class CableTypeMemo {
public:
    explicit CableTypeMemo(const catalog::Catalog &catalog)
        : m_catalog(catalog)
    {
    }
    const catalog::CableType *of(const Cable &c)
    {
        if (!m_last || c.media != m_last->media || c.sku != m_last->sku) {
            auto [known, fresh] = m_types.try_emplace({ c.media, c.sku }, nullptr);
            if (fresh)
                known->second = m_catalog.cableTypeFor(c.media, c.sku);
            m_last = &c;
            m_lastType = known->second;
        }
        return m_lastType;
    }

private:
    const catalog::Catalog &m_catalog;
    std::map<std::pair<std::string_view, std::string_view>, const catalog::CableType *> m_types;
    const Cable *m_last = nullptr;
    const catalog::CableType *m_lastType = nullptr;
};

// A twin-port cable: one cable for two links (its ends' two ports each), listed once per link
// under one label; it fills a tray once.
inline bool twinPort(const catalog::CableType *type)
{
    return type && type->links > 1 && type->breakout == 1;
}

} // namespace plenum::routing
