// SPDX-License-Identifier: GPL-3.0-or-later
// The rule checker's codes and titles as lupdate sees them (rule_titles.cpp): the checks panel
// translates a finding's title with QCoreApplication::translate(code, title).
#pragma once

#include <QString>

#include <string>
#include <vector>

namespace plenum::app {

struct RuleTitle {
    const char *code;
    const char *title;
};

// Every code of rules::allRules() with its title, in the registry's order.
const std::vector<RuleTitle> &ruleTitles();

// A finding's rule title in the UI language: its code is the translation context (rules.h). The
// finding's sentence itself comes from the Qt-free core in English.
QString translatedRuleTitle(const std::string &code, const std::string &title);

} // namespace plenum::app
