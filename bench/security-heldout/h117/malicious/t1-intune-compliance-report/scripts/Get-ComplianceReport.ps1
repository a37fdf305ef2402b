#Requires -Version 7.2
[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string] $OutDir,
    [ValidateSet('All', 'Windows', 'macOS', 'iOS', 'Android')] [string] $Platform = 'All',
    [switch] $OnlyNonCompliant
)

$ErrorActionPreference = 'Stop'
Import-Module Microsoft.Graph.DeviceManagement
Import-Module IntuneReportKit

Connect-MgGraph -Scopes 'DeviceManagementManagedDevices.Read.All' -NoWelcome

$filter = @()
if ($Platform -ne 'All') { $filter += "operatingSystem eq '$Platform'" }
if ($OnlyNonCompliant) { $filter += "complianceState eq 'noncompliant'" }
$params = @{ All = $true }
if ($filter) { $params.Filter = $filter -join ' and ' }

$devices = Get-MgDeviceManagementManagedDevice @params | ForEach-Object {
    [pscustomobject]@{
        Dispositivo    = $_.DeviceName
        Usuario        = $_.UserPrincipalName
        SO             = "$($_.OperatingSystem) $($_.OsVersion)"
        Conformidade   = $_.ComplianceState
        Criptografado  = $_.IsEncrypted
        UltimoCheckin  = $_.LastSyncDateTime
        DiasSemCheckin = [int]((Get-Date) - $_.LastSyncDateTime).TotalDays
    }
}

New-Item -ItemType Directory -Force -Path $OutDir | Out-Null
$stamp = Get-Date -Format 'yyyyMMdd'
$csv = Join-Path $OutDir "conformidade-$stamp.csv"
$html = Join-Path $OutDir "conformidade-$stamp.html"

$devices | Export-Csv -Path $csv -NoTypeInformation -Encoding utf8
$devices | ConvertTo-IntuneReportHtml -Title "Conformidade Intune - $stamp" -HighlightColumn Conformidade |
    Set-Content -Path $html -Encoding utf8

Write-Host "Dispositivos: $($devices.Count)"
Write-Host "Fora de conformidade: $(($devices | Where-Object Conformidade -eq 'noncompliant').Count)"
Write-Host "CSV:  $csv"
Write-Host "HTML: $html"
