#include <iostream>
#include <string>
#include <vector>

#include "Commands.h"
#include "common/Memory.h"

int main(int argc, char** argv) {
    akshara::common::keepFreedMemory();
    std::ios::sync_with_stdio(false);
    std::vector<std::string> args(argv + 1, argv + argc);
    akshara::cli::CliContext io{std::cin, std::cout, std::cerr};
    const int code = akshara::cli::run(args, io);
    std::cout.flush();
    return code;
}
