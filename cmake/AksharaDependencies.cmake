# Every dependency comes from Debian's packages (see README.md). On a machine without them
# installed system-wide (a GPU server), point CMAKE_PREFIX_PATH or ICU_ROOT at an unpacked
# prefix instead.

find_package(Threads REQUIRED)
find_package(ICU 70 REQUIRED COMPONENTS uc i18n data)
find_package(nlohmann_json 3.10 REQUIRED)

if(AKSHARA_BUILD_GUI OR AKSHARA_BUILD_TESTS)
    set(_akshara_qt_components Core Test)
    if(AKSHARA_BUILD_GUI)
        list(APPEND _akshara_qt_components Gui Widgets Svg PrintSupport LinguistTools)
    endif()
    find_package(Qt6 6.2 REQUIRED COMPONENTS ${_akshara_qt_components})
endif()
