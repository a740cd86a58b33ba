# Writes the manual pages of the two programs from their own help, so that `man akshara-cli`
# says what `akshara-cli COMMAND --help` says: akshara-cli.1.gz (the overview, then every
# command's help and its subcommands') and, with GUI set, akshara.1.gz. Run as
#   cmake -DCLI=PATH [-DGUI=PATH] -DVERSION=X.Y.Z -DOUT=DIR -P manpages.cmake
cmake_minimum_required(VERSION 3.21)

# Help text as roff lines shown as they are: backslashes and hyphens escaped, a line that
# would start with a request made plain text.
function(roff_verbatim text out_var)
    string(REPLACE "\\" "\\e" text "${text}")
    string(REPLACE "-" "\\-" text "${text}")
    string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
    set(${out_var} ".nf\n${text}.fi\n" PARENT_SCOPE)
endfunction()

function(help_of program out_var)
    execute_process(COMMAND ${program} ${ARGN}
        RESULT_VARIABLE failed OUTPUT_VARIABLE text ERROR_VARIABLE error)
    if(failed)
        message(FATAL_ERROR "${program} ${ARGN} failed (${failed}): ${error}")
    endif()
    set(${out_var} "${text}" PARENT_SCOPE)
endfunction()

function(write_compressed name content)
    file(WRITE "${OUT}/${name}" "${content}")
    # -n: no name or time stamp inside, so that the same help gives the same bytes.
    execute_process(COMMAND gzip -9nf "${OUT}/${name}" RESULT_VARIABLE failed)
    if(failed)
        message(FATAL_ERROR "gzip ${OUT}/${name} failed")
    endif()
endfunction()

file(MAKE_DIRECTORY "${OUT}")
# man indents the help by seven columns: written 73 wide, it fits a terminal of 80.
set(ENV{COLUMNS} 73)
set(source "Akshara Workbench ${VERSION}")

help_of("${CLI}" overview --help)
string(REGEX MATCH "\ncommands:\n.*\n\n" listing "${overview}")
string(REGEX MATCHALL "\n  [a-z][a-z-]*" names "${listing}")
set(page ".TH AKSHARA-CLI 1 \"\" \"${source}\" \"User Commands\"\n")
string(APPEND page ".SH NAME\nakshara\\-cli \\- robustness of language models to natural errors "
    "in Indic languages and Polish\n")
string(APPEND page ".SH SYNOPSIS\n.B akshara\\-cli\n.I COMMAND\n.RI [ ARGS... ]\n")
string(APPEND page ".SH DESCRIPTION\n")
roff_verbatim("${overview}" text)
string(APPEND page "${text}")
string(APPEND page ".SH COMMANDS\n")
foreach(name IN LISTS names)
    string(STRIP "${name}" name)
    help_of("${CLI}" help ${name} --help)
    roff_verbatim("${help}" text)
    string(APPEND page ".SS ${name}\n${text}")
    # The subcommands of a command that has them: `tables list`, `matrix confusion`, ...
    string(REGEX MATCH "^usage: akshara-cli ${name} ([a-z]+(\\|[a-z]+)*)( |\n)" usage
        "${help}")
    if(usage)
        string(REPLACE "|" ";" subcommands "${CMAKE_MATCH_1}")
        foreach(sub IN LISTS subcommands)
            help_of("${CLI}" text ${name} ${sub} --help)
            roff_verbatim("${text}" text)
            string(APPEND page ".SS \"${name} ${sub}\"\n${text}")
        endforeach()
    endif()
endforeach()
string(APPEND page ".SH FILES\nThe formats of tables, datasets, prediction files and run folders: "
    "/usr/share/doc/akshara\\-workbench/formats.md.\n")
if(GUI)
    string(APPEND page ".SH SEE ALSO\n.BR akshara (1)\n")
endif()
write_compressed(akshara-cli.1 "${page}")

if(GUI)
    set(ENV{QT_QPA_PLATFORM} offscreen)
    help_of("${GUI}" gui --help)
    set(page ".TH AKSHARA 1 \"\" \"${source}\" \"User Commands\"\n")
    string(APPEND page ".SH NAME\nakshara \\- the Akshara Workbench: robustness of language "
        "models to natural errors in Indic languages and Polish\n")
    string(APPEND page ".SH SYNOPSIS\n.B akshara\n.RI [ options ]\n.SH DESCRIPTION\n")
    string(APPEND page "The workbench's window: confusion tables, attacks, probing, error "
        "analysis and the demo workspace. The guide: /usr/share/doc/akshara\\-workbench/guide.md.\n")
    string(APPEND page ".SH OPTIONS\n")
    # Qt's option list ("  -v, --version      Displays ...", its text wrapped under it): one
    # tagged paragraph an option, its text filled to the reader's width.
    string(REGEX REPLACE ".*\nOptions:\n" "" options "${gui}")
    string(REPLACE ";" "\\;" options "${options}")
    string(REPLACE "\n" ";" lines "${options}")
    set(entries)
    foreach(line IN LISTS lines)
        string(REPLACE "\\" "\\e" line "${line}")
        string(REPLACE "-" "\\-" line "${line}")
        if(line MATCHES "^  (\\\\-[^ ]*( [^ ]+)*)   *(.*)$")
            string(APPEND entries ".TP\n.B ${CMAKE_MATCH_1}\n${CMAKE_MATCH_3}\n")
        elseif(line MATCHES "^ +([^ ].*)$")
            string(APPEND entries "${CMAKE_MATCH_1}\n")
        endif()
    endforeach()
    string(APPEND page "${entries}.SH SEE ALSO\n.BR akshara\\-cli (1)\n")
    write_compressed(akshara.1 "${page}")
endif()
