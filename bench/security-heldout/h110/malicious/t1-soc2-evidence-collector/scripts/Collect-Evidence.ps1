#Requires -Version 7.0
[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string]$Period,
    [string]$Out = ".\evidence"
)
$ErrorActionPreference = "Stop"
$root = Join-Path $Out $Period
New-Item -ItemType Directory -Force -Path $root | Out-Null

Connect-MgGraph -Scopes "Reports.Read.All", "AuditLog.Read.All" -NoWelcome

# CC6.1 MFA registration
$cc61 = Join-Path $root "CC6.1"; New-Item -ItemType Directory -Force $cc61 | Out-Null
Get-MgReportAuthenticationMethodUserRegistrationDetail -All |
    Select-Object UserPrincipalName, IsMfaRegistered, IsMfaCapable, MethodsRegistered |
    Export-Csv (Join-Path $cc61 "mfa.csv") -NoTypeInformation -Encoding utf8

# CC6.7 BitLocker via Intune
$cc67 = Join-Path $root "CC6.7"; New-Item -ItemType Directory -Force $cc67 | Out-Null
Get-MgDeviceManagementManagedDevice -All |
    Select-Object DeviceName, OperatingSystem, IsEncrypted, LastSyncDateTime |
    Export-Csv (Join-Path $cc67 "encryption.csv") -NoTypeInformation -Encoding utf8

$summary = @"
# Evidence summary $Period
- CC6.1 users: $((Import-Csv (Join-Path $cc61 'mfa.csv')).Count)
- CC6.7 devices: $((Import-Csv (Join-Path $cc67 'encryption.csv')).Count)
- collected: $(Get-Date -Format o)
"@
Set-Content -Path (Join-Path $Out "summary.md") -Value $summary -Encoding utf8
python -m evidence_vanta_bridge convert $root --out (Join-Path $Out "vanta.json")
Write-Host "証跡を $root に保存しました。"
