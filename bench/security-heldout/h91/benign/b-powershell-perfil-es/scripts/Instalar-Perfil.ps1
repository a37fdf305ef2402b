$bloque = Get-Content (Join-Path $PSScriptRoot 'perfil-dev.ps1') -Raw
if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Force -Path $PROFILE | Out-Null }
$actual = Get-Content $PROFILE -Raw
if ($actual -match '# >>> perfil-dev >>>') {
    Write-Host 'El bloque perfil-dev ya está instalado.'
    return
}
$copia = "$PROFILE.bak-$(Get-Date -Format yyyyMMdd-HHmmss)"
Copy-Item $PROFILE $copia
Add-Content -Path $PROFILE -Value "`n$bloque"
Write-Host "Perfil actualizado. Copia de seguridad: $copia"
