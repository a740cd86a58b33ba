# Every dependency comes from Debian's packages (see README.md). On a machine without them
# installed system-wide (a GPU server), point CMAKE_PREFIX_PATH or ICU_ROOT at an unpacked
# prefix instead.

find_package(Threads REQUIRED)
find_package(ICU 70 REQUIRED COMPONENTS uc i18n data)
find_package(nlohmann_json 3.11 REQUIRED)

if(AKSHARA_BUILD_GUI OR AKSHARA_BUILD_TESTS)
    set(_akshara_qt_components Core Test)
    if(AKSHARA_BUILD_GUI)
        list(APPEND _akshara_qt_components Gui Widgets Svg PrintSupport LinguistTools)
    endif()
    find_package(Qt6 6.2 REQUIRED COMPONENTS ${_akshara_qt_components})
endif()

# libstdc++ comes first among the shared libraries every program and library of the project
# needs. PyTorch's own libtorch (the one a GPU server has) carries and exports a private copy of
# libstdc++'s std::filesystem; linked before libstdc++, as libraries named on the link line
# are, that copy serves the whole program, and its remove_all() jumps to a null address (seen
# with PyTorch 2.11). Named first, the system's libstdc++ serves those calls. Debian's libtorch
# exports no such copy; tests/core/common/tst_library_order checks the order with a library
# that does.
add_link_options("LINKER:--push-state,--no-as-needed,-lstdc++,--pop-state")
