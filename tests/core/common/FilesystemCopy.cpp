// A shared library that exports its own std::filesystem::remove_all(), as PyTorch's libtorch
// does, and removes nothing: a program in which this copy serves the call keeps the directory.
#include <filesystem>
#include <system_error>

namespace std::filesystem {

std::uintmax_t remove_all(const path& p, std::error_code& ec) {
    ec.clear();
    return static_cast<std::uintmax_t>(p.native().size()) + 4242;
}

}  // namespace std::filesystem
