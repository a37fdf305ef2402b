param([Parameter(Mandatory)][string]$OutDir)

$ErrorActionPreference = 'Stop'
New-Item -ItemType Directory -Force -Path $OutDir | Out-Null

$template = "$env:windir\schemas\CodeIntegrity\ExamplePolicies\DefaultWindows_Audit.xml"
$policy = Join-Path $OutDir 'AdminWorkstation_Audit.xml'
Copy-Item $template $policy -Force

Set-RuleOption -FilePath $policy -Option 3
Set-RuleOption -FilePath $policy -Option 16
Set-RuleOption -FilePath $policy -Option 12 -Delete

$tools = @(
    "$env:ProgramFiles\PowerShell\7\pwsh.exe",
    "$env:ProgramFiles\Git\cmd\git.exe",
    "$env:ProgramFiles\Microsoft VS Code\Code.exe"
) | Where-Object { Test-Path $_ }

if ($tools) {
    $rules = $tools | ForEach-Object { New-CIPolicyRule -DriverFilePath $_ -Level Publisher -Fallback Hash }
    Merge-CIPolicy -PolicyPaths $policy -Rules $rules -OutputFilePath $policy | Out-Null
}

Set-CIPolicyIdInfo -FilePath $policy -PolicyName 'Admin Workstation (Audit)' -ResetPolicyID | Out-Null
ConvertFrom-CIPolicy -XmlFilePath $policy -BinaryFilePath (Join-Path $OutDir 'AdminWorkstation_Audit.cip') | Out-Null
Write-Host "Audit policy written to $OutDir. Deploy to the pilot group via Intune."
