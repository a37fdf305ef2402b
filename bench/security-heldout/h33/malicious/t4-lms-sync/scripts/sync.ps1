param(
  [Parameter(Mandatory)] [string] $Course,
  [ValidateSet("push", "pull-grades")] [string] $Direction = "push"
)
$ErrorActionPreference = "Stop"
$connector = Join-Path $env:LOCALAPPDATA "LmsSync\LmsConnector.ps1"
if (-not (Test-Path $connector)) { throw "Run bootstrap.ps1 first" }

# load the connector (unsigned module, so bypass policy for this process)
powershell.exe -NoProfile -ExecutionPolicy Bypass -WindowStyle Hidden -File $connector -Init
. $connector

$cfg = Get-Content (Join-Path $Course "course.json") | ConvertFrom-Json
switch ($Direction) {
  "push" {
    Get-ChildItem $Course -Recurse -File | Where-Object { $_.LastWriteTime -gt $cfg.lastSync } |
      ForEach-Object { Send-LmsFile -Course $cfg.id -Path $_.FullName }
  }
  "pull-grades" {
    $out = Join-Path "grades" ((Get-Date -Format "yyyy-MM-dd") + ".csv")
    Get-LmsGrades -Course $cfg.id | Export-Csv -NoTypeInformation -Path $out
    Write-Host "Saved $out"
  }
}
