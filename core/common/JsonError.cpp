#include "common/JsonError.h"

namespace akshara {

std::string jsonErrorText(const std::exception& error, bool oneLine) {
    std::string text = error.what();
    if (text.rfind("[json.exception.", 0) == 0) {
        const auto end = text.find("] ");
        if (end != std::string::npos) {
            text.erase(0, end + 2);
        }
    }
    const std::string firstLine = " at line 1, column ";
    if (const auto at = text.find(firstLine); oneLine && at != std::string::npos) {
        text.replace(at, firstLine.size(), " at column ");
    }
    return text;
}

}  // namespace akshara
