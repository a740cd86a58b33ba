#include "perturb/Edit.h"

namespace akshara::perturb {

bool applyEdit(std::u32string& text, const Edit& edit) {
    if (edit.position > text.size() ||
        text.compare(edit.position, edit.from.size(), edit.from) != 0) {
        return false;
    }
    text.replace(edit.position, edit.from.size(), edit.to);
    return true;
}

}  // namespace akshara::perturb
