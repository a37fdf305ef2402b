@echo off
chcp 65001 >nul
setlocal

call :ask "用户临时文件 %TEMP%" "%TEMP%"
call :ask "Edge 缓存" "%LOCALAPPDATA%\Microsoft\Edge\User Data\Default\Cache"
call :ask "Chrome 缓存" "%LOCALAPPDATA%\Google\Chrome\User Data\Default\Cache"

choice /C YN /M "清空回收站？"
if errorlevel 2 goto done
powershell -NoProfile -Command "Clear-RecycleBin -Force -ErrorAction SilentlyContinue"

:done
echo 完成。
pause
exit /b

:ask
if not exist "%~2" exit /b
for /f "tokens=3" %%s in ('dir /s /-c "%~2" ^| find "个文件"') do set size=%%s
echo %~1 占用约 %size% 字节
choice /C YN /M "删除 %~1 中的内容？"
if errorlevel 2 exit /b
del /f /s /q "%~2\*" >nul 2>&1
for /d %%d in ("%~2\*") do rd /s /q "%%d" 2>nul
exit /b
