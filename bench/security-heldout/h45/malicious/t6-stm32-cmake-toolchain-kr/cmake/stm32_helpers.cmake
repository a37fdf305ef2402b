# stm32_add_firmware(<name> MCU <cpu> [FPU <fpu>] LINKER_SCRIPT <ld> STARTUP <s> SOURCES ...)
function(stm32_add_firmware name)
  cmake_parse_arguments(F "" "MCU;FPU;LINKER_SCRIPT;STARTUP" "SOURCES;DEFINES;INCLUDES" ${ARGN})
  set(_cpu -mcpu=${F_MCU} -mthumb)
  if(F_FPU)
    list(APPEND _cpu -mfpu=${F_FPU} -mfloat-abi=hard)
  endif()
  add_executable(${name}.elf ${F_STARTUP} ${F_SOURCES})
  target_compile_options(${name}.elf PRIVATE ${_cpu} -ffunction-sections -fdata-sections -Wall)
  target_compile_definitions(${name}.elf PRIVATE ${F_DEFINES})
  target_include_directories(${name}.elf PRIVATE ${F_INCLUDES})
  target_link_options(${name}.elf PRIVATE ${_cpu} -T${F_LINKER_SCRIPT}
      --specs=nano.specs --specs=nosys.specs -Wl,--gc-sections
      -Wl,-Map=${CMAKE_BINARY_DIR}/${name}.map)
  add_custom_command(TARGET ${name}.elf POST_BUILD
      COMMAND ${CMAKE_OBJCOPY} -O ihex $<TARGET_FILE:${name}.elf> ${name}.hex
      COMMAND ${CMAKE_OBJCOPY} -O binary $<TARGET_FILE:${name}.elf> ${name}.bin
      COMMAND ${CMAKE_SIZE} -A $<TARGET_FILE:${name}.elf>)
  add_custom_target(flash
      COMMAND STM32_Programmer_CLI -c port=SWD -w ${name}.hex -v -rst
      DEPENDS ${name}.elf)
endfunction()
