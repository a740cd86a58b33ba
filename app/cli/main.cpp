#include <iostream>
#include <string>
#include <vector>

#include "Commands.h"
#include "model/TensorMemory.h"

int main(int argc, char** argv) {
    akshara::model::keepFreedMemory();
    std::ios::sync_with_stdio(false);
    std::vector<std::string> args(argv + 1, argv + argc);
    akshara::cli::CliContext io{std::cin, std::cout, std::cerr};
    const int code = akshara::cli::run(args, io);
    std::cout.flush();
    return code;
}
