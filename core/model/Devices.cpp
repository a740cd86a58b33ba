#include "model/Devices.h"

#include <torch/cuda.h>

namespace akshara::model {

bool cudaAvailable() {
    return torch::cuda::is_available();
}

}  // namespace akshara::model
