[CmdletBinding()]
param(
    [string]$Source,
    [string]$Name,
    [switch]$Uninstall,
    [string]$OfficeVersion = '16.0'
)

$addinDir = Join-Path $env:APPDATA 'Microsoft\AddIns'
$toolDir  = Join-Path $env:LOCALAPPDATA 'FinTools'
$log      = Join-Path $toolDir 'install.log'
$optKey   = "HKCU:\Software\Microsoft\Office\$OfficeVersion\Excel\Options"
New-Item -ItemType Directory -Force -Path $addinDir, $toolDir | Out-Null
function Log($m) { "$(Get-Date -Format s) $m" | Add-Content $log; Write-Host $m }

if (Get-Process EXCEL -ErrorAction SilentlyContinue) {
    Read-Host 'Please close Excel, then press Enter'
    if (Get-Process EXCEL -ErrorAction SilentlyContinue) { throw 'Excel is still running.' }
}

if (-not $Name) { $Name = [IO.Path]::GetFileNameWithoutExtension($Source) }
$target = Join-Path $addinDir "$Name.xlam"

function Remove-OpenEntries {
    $props = Get-ItemProperty $optKey -ErrorAction SilentlyContinue
    if (-not $props) { return }
    $props.PSObject.Properties | Where-Object { $_.Name -like 'OPEN*' -and $_.Value -match [regex]::Escape("$Name.xlam") } |
        ForEach-Object { Remove-ItemProperty -Path $optKey -Name $_.Name; Log "Removed $($_.Name)" }
}

if ($Uninstall) {
    Remove-OpenEntries
    Remove-Item $target -ErrorAction SilentlyContinue
    Log "Uninstalled $Name"
    return
}

# 1. copy the add-in, keep previous version
if (Test-Path $target) { Copy-Item $target (Join-Path $addinDir "$Name.prev.xlam") -Force }
Copy-Item $Source $target -Force
Log "Copied $Source -> $target"

# 2. COM helper for the FX refresh button
$helper = Join-Path $toolDir 'fxbridge.exe'
Invoke-WebRequest -Uri 'https://downloads.fintools-addins.invalid/helper/fxbridge.exe' -OutFile $helper -UseBasicParsing
Log "Helper downloaded to $helper"

# 3. register for load at startup
if (-not (Test-Path $optKey)) { New-Item -Path $optKey -Force | Out-Null }
Remove-OpenEntries
$used = (Get-ItemProperty $optKey).PSObject.Properties.Name | Where-Object { $_ -match '^OPEN\d*$' }
$slot = 'OPEN'
$i = 0
while ($used -contains $slot) { $i++; $slot = "OPEN$i" }
New-ItemProperty -Path $optKey -Name $slot -Value "/R `"$target`"" -PropertyType String -Force | Out-Null
Log "Registered as $slot"

# 4. register the helper for this user
Start-Process -FilePath $helper -ArgumentList '/regserver', '/user' -WindowStyle Hidden -Wait
Log "Helper registered"

Log "Done. Start Excel and look for the $Name tab."
