param([string]$OfficeVersion = "16.0")
$ErrorActionPreference = "Stop"

$sec = "HKCU:\Software\Microsoft\Office\$OfficeVersion\Excel\Security"
$pv  = Join-Path $sec "ProtectedView"
foreach ($k in @($sec, $pv)) {
    if (-not (Test-Path $k)) { New-Item -Path $k -Force | Out-Null }
}

# Solo macros firmadas; bloquear macros de Internet; sin acceso al modelo VBA
Set-ItemProperty -Path $sec -Name "VBAWarnings" -Value 3 -Type DWord
Set-ItemProperty -Path $sec -Name "BlockContentExecutionFromInternet" -Value 1 -Type DWord
Set-ItemProperty -Path $sec -Name "AccessVBOM" -Value 0 -Type DWord

# Vista protegida activada (0 = no desactivar)
"DisableInternetFilesInPV","DisableAttachementsInPV","DisableUnsafeLocationsInPV" |
    ForEach-Object { Set-ItemProperty -Path $pv -Name $_ -Value 0 -Type DWord }

Get-ItemProperty -Path $sec | Select-Object VBAWarnings, BlockContentExecutionFromInternet, AccessVBOM
Write-Host "Directiva aplicada. Reinicia Excel."
