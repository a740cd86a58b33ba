#include "jobs/SettingChanges.h"

#include <nlohmann/json.hpp>

#include "common/Error.h"
#include "common/JsonText.h"

namespace akshara::jobs {

namespace {

using Json = nlohmann::ordered_json;

Json parseObject(const std::string& text, const char* which) {
    Json value;
    try {
        value = parseJsonText<Json>(text);
    } catch (const Json::exception&) {
        throw InputError(std::string("the ") + which + " manifest is not JSON");
    }
    if (!value.is_object()) {
        throw InputError(std::string("the ") + which + " manifest is not a JSON object");
    }
    return value;
}

void compare(const Json& before, const Json& now, const std::string& prefix,
             const std::function<bool(const std::string&)>& ignored,
             std::vector<SettingChange>& changes) {
    for (const auto& [key, value] : now.items()) {
        const std::string name = prefix + key;
        if (ignored && ignored(name)) {
            continue;
        }
        const auto held = before.find(key);
        if (held == before.end()) {
            changes.push_back({name, {}, value.dump()});
        } else if (value.is_object() && held->is_object()) {
            compare(*held, value, name + ".", ignored, changes);
        } else if (*held != value) {
            changes.push_back({name, held->dump(), value.dump()});
        }
    }
    for (const auto& [key, value] : before.items()) {
        const std::string name = prefix + key;
        if (!now.contains(key) && !(ignored && ignored(name))) {
            changes.push_back({name, value.dump(), {}});
        }
    }
}

}  // namespace

std::vector<SettingChange> settingChanges(const std::string& before, const std::string& now,
                                          const std::function<bool(const std::string&)>& ignored) {
    std::vector<SettingChange> changes;
    compare(parseObject(before, "earlier"), parseObject(now, "new"), {}, ignored, changes);
    return changes;
}

std::string describeChanges(const std::vector<SettingChange>& changes) {
    std::string text;
    for (const auto& change : changes) {
        text += (text.empty() ? "" : "; ") + change.name + ": " +
                (change.before.empty() ? "not set" : change.before) + ", now " +
                (change.now.empty() ? "not set" : change.now);
    }
    return text;
}

}  // namespace akshara::jobs
