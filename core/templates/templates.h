// SPDX-License-Identifier: GPL-3.0-or-later
// Built-in project templates for `plenum-cli new` and the new-project wizard.
#pragma once

#include "model/project.h"

#include <string>
#include <vector>

namespace plenum {

struct TemplateInfo {
    std::string name;
    std::string description;
    std::string source; // the public reference the template follows
};

struct TemplateOptions {
    std::string project_name;
};

std::vector<TemplateInfo> builtinTemplates();

// Builds a complete project from a template; throws Error for an unknown template name.
Project projectFromTemplate(const std::string &name, const TemplateOptions &options);

} // namespace plenum
