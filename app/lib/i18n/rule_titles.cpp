// SPDX-License-Identifier: GPL-3.0-or-later
// The titles of the rule checker's codes for lupdate: core/rules is Qt-free and keeps them as plain
// English constants; the checks panel translates them with the finding's code as the context
// (rules.h). test_translations checks that every code of rules::allRules() is listed here and
// translated, so a new rule cannot reach the panel untranslated.
#include "i18n/rule_titles.h"

#include <QCoreApplication>
#include <QtGlobal>

namespace plenum::app {

const std::vector<RuleTitle> &ruleTitles()
{
    static const std::vector<RuleTitle> titles = {
        { "cable.reach", QT_TRANSLATE_NOOP("cable.reach", "Cable beyond the reach of its media") },
        { "cable.passive-copper",
            QT_TRANSLATE_NOOP("cable.passive-copper", "Passive copper cable over its length limit") },
        { "cable.copper-channel", QT_TRANSLATE_NOOP("cable.copper-channel", "Copper channel over 100 m") },
        { "cable.slack", QT_TRANSLATE_NOOP("cable.slack", "Excessive cable slack") },
        { "cable.slack-exhaust", QT_TRANSLATE_NOOP("cable.slack-exhaust", "Slack stored in the exhaust zone") },
        { "cable.bend-radius", QT_TRANSLATE_NOOP("cable.bend-radius", "Bend radius violated at a port") },
        { "cable.detour", QT_TRANSLATE_NOOP("cable.detour", "Cable detours through the trays") },
        { "cable.connector-mismatch",
            QT_TRANSLATE_NOOP("cable.connector-mismatch", "Connector mismatch between cable and port") },
        { "cable.speed-mismatch", QT_TRANSLATE_NOOP("cable.speed-mismatch", "Speed mismatch between the two ends") },
        { "cable.protocol-mismatch",
            QT_TRANSLATE_NOOP("cable.protocol-mismatch", "Cable or port of the other protocol") },
        { "cable.unrouted", QT_TRANSLATE_NOOP("cable.unrouted", "Link without a cable") },
        { "pathway.fill", QT_TRANSLATE_NOOP("pathway.fill", "Pathway fill over the limit") },
        { "pathway.load", QT_TRANSLATE_NOOP("pathway.load", "Pathway load over its rating") },
        { "pathway.power-data", QT_TRANSLATE_NOOP("pathway.power-data", "Power and data share a pathway") },
        { "pathway.fibre-in-copper", QT_TRANSLATE_NOOP("pathway.fibre-in-copper", "Fibre in a copper tray") },
        { "pathway.unjoined", QT_TRANSLATE_NOOP("pathway.unjoined", "Pathways meet without joining") },
        { "airflow.rack-facing", QT_TRANSLATE_NOOP("airflow.rack-facing", "Rack facing the wrong way for its aisle") },
        { "airflow.intake", QT_TRANSLATE_NOOP("airflow.intake", "Device intake facing the hot aisle") },
        { "airflow.side-to-side",
            QT_TRANSLATE_NOOP("airflow.side-to-side", "Side-to-side airflow in a hot/cold-aisle rack") },
        { "airflow.switch-ports",
            QT_TRANSLATE_NOOP("airflow.switch-ports", "Switch airflow does not match a GPU rack") },
        { "airflow.switch-orientation",
            QT_TRANSLATE_NOOP("airflow.switch-orientation", "Switch ports on the cold side of a GPU rack") },
        { "airflow.blanking", QT_TRANSLATE_NOOP("airflow.blanking", "Missing blanking panels") },
        { "airflow.rack-heat", QT_TRANSLATE_NOOP("airflow.rack-heat", "Rack heat over its cooling capacity") },
        { "airflow.aisle-heat", QT_TRANSLATE_NOOP("airflow.aisle-heat", "Aisle heat over its cooling capacity") },
        { "airflow.hall-heat", QT_TRANSLATE_NOOP("airflow.hall-heat", "Hall heat over its cooling capacity") },
        { "power.rack-budget", QT_TRANSLATE_NOOP("power.rack-budget", "Rack over its power budget") },
        { "power.feed-split", QT_TRANSLATE_NOOP("power.feed-split", "PSUs not split across feeds A and B") },
        { "power.redundancy", QT_TRANSLATE_NOOP("power.redundancy", "PSU redundancy (N+M) not met") },
        { "power.feed-loss", QT_TRANSLATE_NOOP("power.feed-loss", "Losing a feed leaves devices below N PSUs") },
        { "power.failover", QT_TRANSLATE_NOOP("power.failover", "PDU over its continuous rating after losing a feed") },
        { "space.u-overlap", QT_TRANSLATE_NOOP("space.u-overlap", "Devices overlap in the rack") },
        { "space.depth", QT_TRANSLATE_NOOP("space.depth", "Device deeper than the rack") },
        { "rack.cable-manager", QT_TRANSLATE_NOOP("rack.cable-manager", "Rack cable managers over their fill") },
        { "space.outside-hall", QT_TRANSLATE_NOOP("space.outside-hall", "Rack outside the hall") },
        { "space.obstacle", QT_TRANSLATE_NOOP("space.obstacle", "Rack in an obstacle") },
        { "space.clearance", QT_TRANSLATE_NOOP("space.clearance", "Rack in an obstacle's clearance") },
        { "space.rack-overlap", QT_TRANSLATE_NOOP("space.rack-overlap", "Racks overlap") },
        { "space.rack-weight", QT_TRANSLATE_NOOP("space.rack-weight", "Rack over its weight rating") },
        { "space.floor-load", QT_TRANSLATE_NOOP("space.floor-load", "Floor load over its rating") },
        { "space.aisle-width", QT_TRANSLATE_NOOP("space.aisle-width", "Aisle narrower than its minimum") },
        { "space.reservation", QT_TRANSLATE_NOOP("space.reservation", "Object in space reserved for another phase") },
        { "fabric.unconnected", QT_TRANSLATE_NOOP("fabric.unconnected", "Required port unconnected") },
        { "fabric.manager-unconnected",
            QT_TRANSLATE_NOOP("fabric.manager-unconnected", "Fabric manager not connected to the fabric") },
        { "fabric.port-overuse", QT_TRANSLATE_NOOP("fabric.port-overuse", "Switch port over-used") },
        { "fabric.rail-misaligned", QT_TRANSLATE_NOOP("fabric.rail-misaligned", "Rail misalignment") },
        { "fabric.plane-crossing", QT_TRANSLATE_NOOP("fabric.plane-crossing", "Link between planes") },
        { "fabric.oversubscription", QT_TRANSLATE_NOOP("fabric.oversubscription", "Oversubscription above target") },
        { "resilience.shared-segment",
            QT_TRANSLATE_NOOP("resilience.shared-segment", "Redundant links share a pathway segment") },
        { "resilience.single-homed",
            QT_TRANSLATE_NOOP("resilience.single-homed", "Single-homed where redundancy is asked") },
    };
    return titles;
}

QString translatedRuleTitle(const std::string &code, const std::string &title)
{
    return QCoreApplication::translate(code.c_str(), title.c_str());
}

} // namespace plenum::app
