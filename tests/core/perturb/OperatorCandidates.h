#pragma once

#include <QString>
#include <QStringList>
#include <string>

#include "TestSupport.h"
#include "perturb/OperatorRegistry.h"

namespace akshara::test {

// "candidate/category" for each candidate of `word` from the operator `op` in `lang`; with
// `category`, of that category alone; with `tablesDir`, the tables saved there in place of
// the built-in ones.
inline QStringList candidatesOf(const std::string& op, const std::string& lang, const char* word,
                                const std::string& category = {},
                                const std::string& tablesDir = {}) {
    perturb::OperatorOptions options;
    options.language = lang;
    options.category = category;
    options.tablesDir = tablesDir;
    QStringList out;
    for (const perturb::Candidate& c :
         perturb::createOperator(op, options)->candidates(u32(word))) {
        out << qs(c.text) + "/" + QString::fromStdString(c.edit.category);
    }
    return out;
}

}  // namespace akshara::test
