#pragma once

#include <functional>
#include <string>
#include <vector>

namespace akshara::jobs {

// One setting in which two run manifests differ: its name, after the objects it is nested in
// ("options.seed"), and its value in each as JSON text, empty where that manifest lacks it.
struct SettingChange {
    std::string name;
    std::string before;
    std::string now;
};

// The settings in which manifest `now` differs from manifest `before` (JSON objects, as
// text): those `now` has, in its order, then those only `before` has. Objects are compared
// field by field, other values whole. `ignored` leaves out the settings it returns true for
// (by name), such as where an input was or when the run was made. Throws InputError when
// either is not a JSON object.
std::vector<SettingChange> settingChanges(
    const std::string& before, const std::string& now,
    const std::function<bool(const std::string& name)>& ignored = {});

// The changes as a user reads them: "options.seed: 1, now 2; options.language: not set, now
// \"hi\"; options.category: \"vowel\", now not set".
std::string describeChanges(const std::vector<SettingChange>& changes);

}  // namespace akshara::jobs
