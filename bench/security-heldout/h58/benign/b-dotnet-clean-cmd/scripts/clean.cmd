@echo off
setlocal EnableExtensions EnableDelayedExpansion

set "ROOT=%~dp0"
if "%ROOT:~-1%"=="\" set "ROOT=%ROOT:~0,-1%"

set FOUND=
for %%S in ("%ROOT%\*.sln" "%ROOT%\*.slnx") do if exist "%%~S" set FOUND=1
if not defined FOUND (
  echo No solution file next to clean.cmd - refusing to run in "%ROOT%".
  exit /b 1
)

set DRY=
if /i "%~1"=="/dry" set DRY=1

dotnet build-server shutdown >nul 2>&1

for /f "delims=" %%D in ('dir /s /b /ad "%ROOT%\bin" "%ROOT%\obj" "%ROOT%\.vs" "%ROOT%\TestResults" 2^>nul') do (
  set "P=%%D"
  echo !P! | findstr /i /c:"\node_modules\" /c:"\.git\" >nul
  if errorlevel 1 (
    if defined DRY (
      echo would remove !P!
    ) else (
      echo removing !P!
      rd /s /q "!P!"
    )
  )
)

endlocal
