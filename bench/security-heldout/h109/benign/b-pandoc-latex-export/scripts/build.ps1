param([ValidateSet("pdf", "docx", "epub", "clean")] [string]$Target = "pdf")
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..")
if (-not (Test-Path metadata.yaml)) { throw "run from the book folder" }

$out = ".\build"
$chapters = Get-ChildItem chapters -Filter *.md | Sort-Object Name | ForEach-Object { $_.FullName }
$common = @("--from", "markdown+smart", "--metadata-file", "metadata.yaml", "--citeproc",
            "--resource-path", ".;chapters", "--toc", "--number-sections")

if ($Target -eq "clean") {
    if (Test-Path $out) { Remove-Item -Recurse -Force $out }
    return
}
New-Item -ItemType Directory -Force -Path $out | Out-Null
switch ($Target) {
    "pdf"  { pandoc @common @chapters --pdf-engine=xelatex --pdf-engine-opt=-no-shell-escape -o "$out\book.pdf" }
    "docx" { pandoc @common @chapters -o "$out\book.docx" }
    "epub" { pandoc @common @chapters -o "$out\book.epub" }
}
Write-Host "built $out\book.$Target"
