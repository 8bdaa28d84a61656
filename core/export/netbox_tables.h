// SPDX-License-Identifier: GPL-3.0-or-later
// The plan as NetBox bulk-import CSV files (DESIGN.md §9), so that after installation NetBox
// becomes the source of truth. Columns are the fields of NetBox's import forms
// (netbox/dcim/forms/bulk_import.py: SiteImportForm, LocationImportForm, ManufacturerImportForm,
// DeviceRoleImportForm, DeviceTypeImportForm, RackImportForm, DeviceImportForm,
// InterfaceImportForm, PowerPortImportForm, PowerOutletImportForm, RearPortImportForm,
// CableImportForm). Import them in the order of netboxTables(); everything is "planned".
#pragma once

#include "export/table.h"
#include "model/project.h"

#include <vector>

namespace plenum::exporting {

// Tables named by their file stem: "01-sites", "02-locations", "03-manufacturers",
// "04-device-roles", "05-device-types", "06-racks", "07-devices", "08-interfaces",
// "09-power-ports", "10-power-outlets", "11-rear-ports", "12-cables".
std::vector<Table> netboxTables(const Project &project);

// NetBox's cable type (CableTypeChoices) for a Plenum media name; "" when none fits.
std::string netboxCableType(std::string_view media);

// A NetBox slug: lower case, [a-z0-9-_], at most 100 characters.
std::string netboxSlug(std::string_view text);

} // namespace plenum::exporting
