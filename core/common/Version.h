#pragma once

namespace akshara {

// The product's version, as written into run manifests and printed by --version.
inline constexpr const char* kVersion = "0.1.0";

}  // namespace akshara
