// SPDX-License-Identifier: GPL-3.0-or-later
// The Document's hand edits (DESIGN.md §12): every gesture of the floor plan, the rack elevation
// and the connect dialog runs a core/edit function on the project, which validates first and
// returns its change set; the set becomes one EditCommand (one undo step), the views hear what
// changed, and the racks whose cables it touched are rerouted in the background (ProjectJobs).
#include "document/document.h"

#include "catalog/catalog.h"
#include "commands/edit_command.h"
#include "document/error_text.h"
#include "edit/device_edit.h"
#include "edit/edit_common.h"
#include "edit/link_edit.h"
#include "edit/rack_edit.h"
#include "model/index.h"
#include "rules/placement.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <unordered_set>

namespace plenum::app {
namespace {

using edit::ChangeSet;
using edit::EntityKind;

std::string idText(qint64 id)
{
    return std::to_string(id);
}

bool nameTaken(const std::vector<Rack> &racks, const std::string &name)
{
    return std::any_of(racks.begin(), racks.end(), [&](const Rack &r) { return r.name == name; });
}

// The next free name after `name` counting up its trailing number (A05 → A06, keeping the width),
// else `name` with "-2", "-3", … appended.
template <class Taken> std::string nextFreeName(const std::string &name, const Taken &taken)
{
    std::size_t digits = name.size();
    while (digits > 0 && std::isdigit(static_cast<unsigned char>(name[digits - 1])))
        --digits;
    const std::string stem = digits < name.size() ? name.substr(0, digits) : name + "-";
    const std::size_t width = name.size() - digits;
    long long n = digits < name.size() ? std::stoll(name.substr(digits)) : 1;
    for (int tries = 0; tries < 100000; ++tries) {
        std::string number = std::to_string(++n);
        if (number.size() < width)
            number.insert(0, width - number.size(), '0');
        if (!taken(stem + number))
            return stem + number;
    }
    throw Error("no free name after " + name);
}

// The name of a rack placed from the palette: R01, else the next free R number.
std::string newRackName(const Project &p)
{
    const auto taken = [&](const std::string &n) { return nameTaken(p.racks, n); };
    return taken("R01") ? nextFreeName("R01", taken) : "R01";
}

const RackType *findRackType(const Project &p, const std::string &slug)
{
    for (const RackType &t : p.rack_types)
        if (t.slug == slug)
            return &t;
    const catalog::CatalogRack *entry = catalog::builtinCatalog().findRack(slug);
    return entry ? &entry->type : nullptr;
}

const DeviceType *findDeviceType(const Project &p, const std::string &slug)
{
    for (const DeviceType &t : p.device_types)
        if (t.slug == slug)
            return &t;
    const catalog::CatalogDevice *entry = catalog::builtinCatalog().findDevice(slug);
    return entry ? &entry->type : nullptr;
}

// The name a device mounted from the palette gets: <rack>-u<U>, else that with its type's slug and
// the next free number.
std::string newDeviceName(const Project &p, const Rack &rack, const DeviceType &type, int u)
{
    std::unordered_set<std::string> names;
    for (const Device &d : p.devices)
        names.insert(d.name);
    const std::string plain = rack.name + "-u" + std::to_string(u);
    if (!names.count(plain))
        return plain;
    return nextFreeName(plain + "-" + type.slug, [&](const std::string &n) { return names.count(n) > 0; });
}

} // namespace

bool Document::runEdit(
    const QString &text, const QString &done, const std::function<ChangeSet(Project &)> &edit, int gesture, Id mergeKey)
{
    return runEdits(
        text, done, [&](Project &p) { return std::vector<ChangeSet> { edit(p) }; }, gesture, mergeKey);
}

bool Document::runEdits(const QString &text, const QString &done,
    const std::function<std::vector<ChangeSet>(Project &)> &edits, int gesture, Id mergeKey)
{
    std::vector<ChangeSet> sets;
    try {
        sets = edits(m_project);
    } catch (const std::exception &e) {
        reportError(tr("%1: %2").arg(text, shownError(e)));
        return false;
    }
    std::erase_if(sets, [](const ChangeSet &s) { return s.empty(); });
    if (sets.empty())
        return true;
    std::vector<Id> racks;
    for (const ChangeSet &set : sets) {
        for (Id id : racksToReroute(set))
            if (std::find(racks.begin(), racks.end(), id) == racks.end())
                racks.push_back(id);
        afterChange(set);
    }
    m_undoStack.push(new EditCommand(this, text, std::move(sets), racks, gesture, mergeKey));
    m_lastChange = done;
    emit edited(done);
    for (Id rack : racks)
        emit rackEdited(rack);
    return true;
}

void Document::applyChangeSet(const ChangeSet &changes)
{
    edit::apply(m_project, changes);
    afterChange(changes);
}

void Document::afterChange(const ChangeSet &changes)
{
    const bool content = changes.touches(EntityKind::Device) || changes.touches(EntityKind::Link)
        || changes.touches(EntityKind::DeviceType) || changes.touches(EntityKind::RackType)
        || !changes.added(EntityKind::Rack).empty() || !changes.removed(EntityKind::Rack).empty()
        || changes.touches(EntityKind::Hall) || changes.touches(EntityKind::Obstacle)
        || changes.touches(EntityKind::Pathway); // the floor plan draws these anew
    rebuildRackIndex();
    const bool cables = changes.touches(EntityKind::Cable);
    if (cables)
        dropCableIndex();
    m_selection->prune();
    bumpRevision(&changes);
    for (Id id : changes.modified(EntityKind::Rack))
        emit rackChanged(id);
    if (content)
        emit contentChanged();
    if (cables)
        emit cablesChanged();
    if (changes.touches(EntityKind::Underlay))
        emit underlaysChanged();
}

std::vector<Id> Document::racksToReroute(const ChangeSet &changes) const
{
    // Racks that stand somewhere new or hold new or changed devices or new links; removals take
    // their cables with them and need no routing.
    std::vector<Id> racks;
    auto add = [&racks](Id id) {
        if (id != kNoId && std::find(racks.begin(), racks.end(), id) == racks.end())
            racks.push_back(id);
    };
    for (Id id : changes.modified(EntityKind::Rack))
        add(id);
    for (Id id : changes.added(EntityKind::Rack))
        add(id);
    std::unordered_set<Id> devices;
    for (Id id : changes.added(EntityKind::Device))
        devices.insert(id);
    for (Id id : changes.modified(EntityKind::Device))
        devices.insert(id);
    std::unordered_set<Id> newLinks;
    for (Id id : changes.added(EntityKind::Link))
        newLinks.insert(id);
    if (!newLinks.empty())
        for (const Link &l : m_project.links)
            if (newLinks.count(l.id)) {
                devices.insert(l.a.device);
                devices.insert(l.b.device);
            }
    if (!devices.empty())
        for (const Device &d : m_project.devices)
            if (devices.count(d.id))
                add(d.rack);
    return racks;
}

bool Document::addRack(const QString &rackTypeSlug, qint64 xMm, qint64 yMm, int rotationDeg)
{
    edit::RackSpec spec;
    spec.rack_type = rackTypeSlug.toStdString();
    spec.position = { xMm, yMm };
    spec.rotation_deg = rotationDeg;
    spec.name = newRackName(m_project);
    const QString name = QString::fromStdString(spec.name);
    return runEdit(tr("Add rack %1").arg(name), tr("Added rack %1 (%2).").arg(name, rackTypeSlug),
        [&](Project &p) { return edit::addRack(p, spec); });
}

QVariantMap Document::rackTypeSize(const QString &rackTypeSlug) const
{
    const RackType *type = findRackType(m_project, rackTypeSlug.toStdString());
    if (!type)
        return {};
    return { { QStringLiteral("widthMm"), type->width_mm }, { QStringLiteral("depthMm"), type->depth_mm } };
}

QString Document::rackPlacementProblem(const QString &rackTypeSlug, qint64 xMm, qint64 yMm, int rotationDeg) const
{
    const RackType *type = findRackType(m_project, rackTypeSlug.toStdString());
    if (!type)
        return tr("rack type '%1' is not in the project or the catalogue").arg(rackTypeSlug);
    if (m_project.halls.empty())
        return tr("the project has no hall");
    Rack rack;
    rack.name = newRackName(m_project); // the name addRack() would give it
    rack.hall = m_project.halls.front().id;
    rack.position = { xMm, yMm };
    rack.rotation_deg = ((rotationDeg % 360) + 360) % 360;
    const auto problem = rules::rackPlacementProblem(m_project, rack, *type);
    return problem ? QString::fromStdString(*problem) : QString();
}

bool Document::rotateRack(qint64 rackId, int quarterTurns)
{
    const Rack *r = rack(rackId);
    if (!r)
        return false;
    const std::string name = r->name;
    const int to = r->rotation_deg + 90 * quarterTurns;
    const QString shown = QString::fromStdString(name);
    return runEdit(tr("Rotate rack %1").arg(shown),
        tr("Rotated rack %1 to %2°.").arg(shown).arg(((to % 360) + 360) % 360),
        [&](Project &p) { return edit::rotateRack(p, name, to); });
}

bool Document::rotateRacks(const QVariantList &rackIds, int quarterTurns)
{
    if (rackIds.size() == 1)
        return rotateRack(rackIds.front().toLongLong(), quarterTurns);
    std::vector<std::string> names;
    QStringList shown;
    for (const QVariant &v : rackIds)
        if (const Rack *r = rack(v.toLongLong())) {
            names.push_back(r->name);
            shown << QString::fromStdString(r->name);
        }
    if (names.empty())
        return false;
    const QString list = shown.join(QStringLiteral(", "));
    return runEdits(
        tr("Rotate %1").arg(list), tr("Rotated %1 by %2°.").arg(list).arg(90 * quarterTurns), [&](Project &p) {
            std::vector<ChangeSet> sets;
            try {
                for (const std::string &n : names)
                    sets.push_back(edit::rotateRack(p, n, edit::findRack(p, n).rotation_deg + 90 * quarterTurns));
            } catch (...) { // all or nothing
                for (auto it = sets.rbegin(); it != sets.rend(); ++it)
                    edit::apply(p, it->inverted());
                throw;
            }
            return sets;
        });
}

bool Document::deleteRacks(const QVariantList &rackIds)
{
    std::vector<std::string> names;
    for (const QVariant &v : rackIds)
        if (const Rack *r = rack(v.toLongLong()))
            names.push_back(r->name);
    if (names.empty())
        return false;
    QStringList shown;
    for (const std::string &n : names)
        shown << QString::fromStdString(n);
    const QString list = shown.join(QStringLiteral(", "));
    // One change set per rack, composed into one: each later set is computed on the project the
    // earlier ones left, and the composition is their concatenation (undone backwards).
    return runEdits(
        tr("Delete %1").arg(list), tr("Deleted %1 with their devices and links.").arg(list), [&](Project &p) {
            std::vector<ChangeSet> sets;
            try {
                for (const std::string &n : names)
                    sets.push_back(edit::deleteRack(p, n));
            } catch (...) { // all or nothing
                for (auto it = sets.rbegin(); it != sets.rend(); ++it)
                    edit::apply(p, it->inverted());
                throw;
            }
            return sets;
        });
}

bool Document::duplicateRack(qint64 rackId)
{
    const Rack *r = rack(rackId);
    if (!r)
        return false;
    const Rack source = *r;
    const RackType *type = nullptr;
    for (const RackType &t : m_project.rack_types)
        if (t.id == source.rack_type)
            type = &t;
    if (!type)
        return false;
    const std::string name
        = nextFreeName(source.name, [&](const std::string &n) { return nameTaken(m_project.racks, n); });
    // The next free place along the rack's row (its width axis), nearest first, right before left.
    const double rad = source.rotation_deg * M_PI / 180.0;
    const double ux = std::cos(rad), uy = -std::sin(rad); // the rack's "right" seen from the front
    std::optional<Point> place;
    for (int k = 1; k <= 64 && !place; ++k)
        for (int side : { 1, -1 }) {
            Rack copy = source;
            copy.id = kNoId;
            copy.name = name;
            copy.position = { source.position.x_mm + std::llround(side * k * type->width_mm * ux),
                source.position.y_mm + std::llround(side * k * type->width_mm * uy) };
            if (!rules::rackPlacementProblem(m_project, copy, *type)) {
                place = copy.position;
                break;
            }
        }
    const QString shown = QString::fromStdString(source.name);
    if (!place) {
        reportError(tr("Duplicate rack %1: there is no free place in its row within 64 racks.").arg(shown));
        return false;
    }
    const QString copyName = QString::fromStdString(name);
    const bool ok = runEdit(tr("Duplicate rack %1").arg(shown), tr("Duplicated rack %1 as %2.").arg(shown, copyName),
        [&](Project &p) { return edit::duplicateRack(p, source.name, name, *place); });
    if (ok)
        m_selection->setRackId(qint64(m_project.racks.back().id));
    return ok;
}

bool Document::mountDevice(qint64 rackId, const QString &deviceTypeSlug, int u, bool rear)
{
    const Rack *r = rack(rackId);
    const DeviceType *type = findDeviceType(m_project, deviceTypeSlug.toStdString());
    if (!r || !type) {
        reportError(tr("Mount: %1").arg(deviceSlotProblem(rackId, deviceTypeSlug, u)));
        return false;
    }
    edit::DeviceSpec spec;
    spec.name = newDeviceName(m_project, *r, *type, u);
    spec.device_type = type->slug;
    spec.rack = idText(r->id);
    spec.u = u;
    spec.face = rear ? Face::Rear : Face::Front;
    if (type->role == "pdu")
        spec.feed = "A";
    const QString name = QString::fromStdString(spec.name);
    const QString rackName = QString::fromStdString(r->name);
    return runEdit(tr("Mount %1 in %2").arg(deviceTypeSlug, rackName),
        tr("Mounted %1 as %2 in %3 at U%4.").arg(deviceTypeSlug, name, rackName).arg(u),
        [&](Project &p) { return edit::mountDevice(p, spec); });
}

QString Document::deviceSlotProblem(qint64 rackId, const QString &deviceTypeSlug, int u) const
{
    const Rack *r = rack(rackId);
    if (!r)
        return tr("there is no rack with id %1").arg(rackId);
    const DeviceType *type = findDeviceType(m_project, deviceTypeSlug.toStdString());
    if (!type)
        return tr("device type '%1' is not in the project or the catalogue").arg(deviceTypeSlug);
    const RackType *rackType = nullptr;
    for (const RackType &t : m_project.rack_types)
        if (t.id == r->rack_type)
            rackType = &t;
    if (!rackType)
        return tr("rack %1 has no rack type").arg(QString::fromStdString(r->name));
    Device d;
    d.name = newDeviceName(m_project, *r, *type, u);
    d.rack = r->id;
    d.u_position = u;
    if (auto problem = edit::mountProblem(m_project, d, *type, *r, true))
        return QString::fromStdString(*problem);
    return {};
}

bool Document::deleteDevice(qint64 deviceId)
{
    const auto it = std::find_if(
        m_project.devices.begin(), m_project.devices.end(), [&](const Device &d) { return d.id == deviceId; });
    if (it == m_project.devices.end())
        return false;
    const QString name = QString::fromStdString(it->name);
    return runEdit(tr("Delete device %1").arg(name), tr("Deleted device %1 with its links.").arg(name),
        [&](Project &p) { return edit::deleteDevice(p, idText(deviceId)); });
}

bool Document::reverseDevice(qint64 deviceId)
{
    const auto it = std::find_if(
        m_project.devices.begin(), m_project.devices.end(), [&](const Device &d) { return d.id == deviceId; });
    if (it == m_project.devices.end())
        return false;
    const bool reversed = !it->reversed;
    const QString name = QString::fromStdString(it->name);
    return runEdit(tr("Reverse device %1").arg(name),
        reversed ? tr("%1 now faces the rear.").arg(name) : tr("%1 now faces the front.").arg(name),
        [&](Project &p) { return edit::setDeviceReversed(p, idText(deviceId), reversed); });
}

bool Document::renameDevice(qint64 deviceId, const QString &name)
{
    const auto it = std::find_if(
        m_project.devices.begin(), m_project.devices.end(), [&](const Device &d) { return d.id == deviceId; });
    if (it == m_project.devices.end())
        return false;
    const QString old = QString::fromStdString(it->name);
    if (old == name)
        return true;
    return runEdit(tr("Rename device %1").arg(old), tr("Renamed %1 to %2.").arg(old, name),
        [&](Project &p) { return edit::setDeviceName(p, idText(deviceId), name.trimmed().toStdString()); });
}

QStringList Document::deviceNames() const
{
    QStringList names;
    for (const Device &d : m_project.devices)
        names << QString::fromStdString(d.name);
    return names;
}

QStringList Document::portNames(const QString &device) const
{
    const std::string wanted = device.toStdString();
    const auto it = std::find_if(
        m_project.devices.begin(), m_project.devices.end(), [&](const Device &d) { return d.name == wanted; });
    if (it == m_project.devices.end())
        return {};
    QStringList names;
    for (const DeviceType &t : m_project.device_types)
        if (t.id == it->device_type)
            for (const PortTemplate &port : t.ports)
                names << QString::fromStdString(port.name);
    return names;
}

int Document::connectPorts(const QString &aDevice, const QString &aPorts, const QString &bDevice, const QString &bPorts)
{
    const QString text = tr("Connect %1 to %2").arg(aDevice, bDevice);
    std::vector<std::string> aEnds, bEnds;
    try {
        aEnds = edit::expandEnds(aDevice.trimmed().toStdString() + ":" + aPorts.trimmed().toStdString());
        bEnds = edit::expandEnds(bDevice.trimmed().toStdString() + ":" + bPorts.trimmed().toStdString());
    } catch (const std::exception &e) {
        reportError(tr("%1: %2").arg(text, shownError(e)));
        return 0;
    }
    // Ports already carrying a link are skipped (by name, as "device:port").
    const ProjectIndex index(m_project);
    auto endName = [&](const PortRef &ref) {
        const Device *d = index.device(ref.device);
        const DeviceType *t = d ? index.deviceType(d->device_type) : nullptr;
        return d && t && ref.port >= 0 && ref.port < int(t->ports.size())
            ? d->name + ":" + t->ports[std::size_t(ref.port)].name
            : std::string();
    };
    std::unordered_set<std::string> used;
    for (const Link &l : m_project.links) {
        used.insert(endName(l.a));
        used.insert(endName(l.b));
    }
    auto free = [&](std::vector<std::string> ends) {
        std::erase_if(ends, [&](const std::string &e) { return used.count(e) > 0; });
        return ends;
    };
    aEnds = free(std::move(aEnds));
    bEnds = free(std::move(bEnds));
    const std::size_t n = std::min(aEnds.size(), bEnds.size());
    if (n == 0) {
        reportError(tr("%1: no free port pair; every port in one of the ranges already carries a link.").arg(text));
        return 0;
    }
    std::vector<edit::LinkSpec> specs(n);
    for (std::size_t i = 0; i < n; ++i) {
        specs[i].a = aEnds[i];
        specs[i].b = bEnds[i];
    }
    const QString done = n == 1
        ? tr("Connected %1 to %2.").arg(QString::fromStdString(aEnds[0]), QString::fromStdString(bEnds[0]))
        : tr("Connected %1 port pairs of %2 and %3.").arg(n).arg(aDevice, bDevice);
    return runEdit(text, done, [&](Project &p) { return edit::addLinks(p, specs); }) ? int(n) : 0;
}

} // namespace plenum::app
