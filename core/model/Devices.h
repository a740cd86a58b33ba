#pragma once

namespace akshara::model {

// Whether this machine has a CUDA device libtorch can run on (DeviceChoice::Auto takes it).
bool cudaAvailable();

}  // namespace akshara::model
