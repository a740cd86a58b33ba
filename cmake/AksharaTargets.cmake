# Helpers that give every target of the project the same warnings and naming.

# Compiler warnings for the project's own code (never for third-party headers).
function(akshara_set_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wno-unused-parameter)
endfunction()

# akshara_add_core_module(NAME SOURCES ... [PUBLIC_LIBS ...] [PRIVATE_LIBS ...])
# Adds the static library akshara_<NAME> with the alias Akshara::<Name>; headers are
# included as "<module>/Header.h" from core/.
function(akshara_add_core_module name)
    cmake_parse_arguments(ARG "" "ALIAS" "SOURCES;PUBLIC_LIBS;PRIVATE_LIBS" ${ARGN})
    add_library(akshara_${name} STATIC ${ARG_SOURCES})
    add_library(Akshara::${ARG_ALIAS} ALIAS akshara_${name})
    target_include_directories(akshara_${name} PUBLIC
        $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/core>)
    target_link_libraries(akshara_${name} PUBLIC ${ARG_PUBLIC_LIBS} PRIVATE ${ARG_PRIVATE_LIBS})
    set_target_properties(akshara_${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
    akshara_set_warnings(akshara_${name})
endfunction()

# akshara_add_qtest(NAME SOURCES ... LIBS ...)
# One Qt Test executable per unit, registered with CTest. Tests find ../shared through
# AKSHARA_SHARED_DIR (overridable at run time by the environment variable of that name) and
# the built command line through AKSHARA_CLI.
function(akshara_add_qtest name)
    cmake_parse_arguments(ARG "" "" "SOURCES;LIBS;LABELS" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    set_target_properties(${name} PROPERTIES AUTOMOC ON)
    target_link_libraries(${name} PRIVATE Qt6::Test akshara_testsupport ${ARG_LIBS})
    target_compile_definitions(${name} PRIVATE QT_NO_KEYWORDS)
    akshara_set_warnings(${name})
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;AKSHARA_CLI=$<TARGET_FILE:akshara-cli>"
        LABELS "${ARG_LABELS}")
endfunction()

# akshara_add_torch_test_library(NAME SOURCES ... LIBS ...)
# A static library of test helpers that use libtorch, linked by Qt tests that must not include
# libtorch's headers themselves: no translation unit includes both Qt and libtorch headers.
function(akshara_add_torch_test_library name)
    cmake_parse_arguments(ARG "" "" "SOURCES;LIBS" ${ARGN})
    find_package(Torch REQUIRED)
    add_library(${name} STATIC ${ARG_SOURCES})
    target_link_libraries(${name} PUBLIC ${ARG_LIBS} PRIVATE ${TORCH_LIBRARIES})
    target_include_directories(${name} SYSTEM PRIVATE ${TORCH_INCLUDE_DIRS})
    akshara_set_warnings(${name})
endfunction()
