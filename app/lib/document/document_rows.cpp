// SPDX-License-Identifier: GPL-3.0-or-later
// The Document's rows in one gesture (issue #18): `count` racks of one rack type added as one row
// by edit::addRow (one change set, one undo step), named after the first free row letter, and the
// same edit's refusal for the floor plan's preview (edit::addRowProblem).
#include "document/document.h"

#include "edit/row_edit.h"

#include <algorithm>
#include <unordered_set>

namespace plenum::app {
namespace {

// The first of A … Z, then R1, R2, … that names no row and whose racks <name>01 … <name><count>
// are all free.
std::string newRowName(const Project &p, int count)
{
    std::unordered_set<std::string> rows, racks;
    for (const Row &r : p.rows)
        rows.insert(r.name);
    for (const Rack &r : p.racks)
        racks.insert(r.name);
    auto free = [&](const std::string &name) {
        if (rows.count(name))
            return false;
        for (int i = 1; i <= count; ++i)
            if (racks.count(name + (i < 10 ? "0" : "") + std::to_string(i)))
                return false;
        return true;
    };
    for (char letter = 'A'; letter <= 'Z'; ++letter)
        if (free(std::string(1, letter)))
            return std::string(1, letter);
    for (int n = 1;; ++n)
        if (free("R" + std::to_string(n)))
            return "R" + std::to_string(n);
}

edit::RowSpec rowSpec(const Project &p, const QString &slug, qint64 xMm, qint64 yMm, int count, int facingDeg)
{
    edit::RowSpec spec;
    spec.name = newRowName(p, std::clamp(count, 1, 1000));
    spec.rack_type = slug.toStdString();
    spec.first = { xMm, yMm };
    spec.count = count;
    spec.facing_deg = facingDeg;
    return spec;
}

} // namespace

bool Document::addRackRow(const QString &rackTypeSlug, qint64 xMm, qint64 yMm, int count, int facingDeg)
{
    const edit::RowSpec spec = rowSpec(m_project, rackTypeSlug, xMm, yMm, count, facingDeg);
    const QString name = QString::fromStdString(spec.name);
    return runEdit(tr("Add row %1").arg(name), tr("Added row %1: %2 × %3.").arg(name).arg(count).arg(rackTypeSlug),
        [&](Project &p) { return edit::addRow(p, spec); });
}

QString Document::rackRowProblem(const QString &rackTypeSlug, qint64 xMm, qint64 yMm, int count, int facingDeg) const
{
    const auto problem = edit::addRowProblem(m_project, rowSpec(m_project, rackTypeSlug, xMm, yMm, count, facingDeg));
    return problem ? QString::fromStdString(*problem) : QString();
}

} // namespace plenum::app
