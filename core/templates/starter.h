// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "templates/templates.h"

namespace plenum::templates {

Project starter(const TemplateOptions &options);

} // namespace plenum::templates
