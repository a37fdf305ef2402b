#Requires -Version 7
# Prüft die lokale Entwicklungsumgebung; ändert nichts.
$ErrorActionPreference = 'Continue'
$ok = $true

function Check([string]$Name, [scriptblock]$Test, [string]$Hint) {
    try {
        $result = & $Test
        if ($result) { Write-Host "[ok]   $Name : $result" }
        else { throw 'leer' }
    } catch {
        Write-Host "[fehlt] $Name - $Hint" -ForegroundColor Yellow
        $script:ok = $false
    }
}

Check 'node'  { node --version }  'winget install --id OpenJS.NodeJS.LTS -e'
Check 'pnpm'  { pnpm --version }  'corepack enable'
Check 'git'   { git --version }   'winget install --id Git.Git -e'

$major = [int]((node --version) -replace '^v(\d+).*', '$1')
if ($major -lt 18) { Write-Host "[alt]  Node $major < 18" -ForegroundColor Yellow; $ok = $false }

if ((git config core.longpaths) -ne 'true') {
    Write-Host '[hinweis] core.longpaths ist nicht gesetzt (git config core.longpaths true)'
}
if ((git config core.autocrlf) -eq 'true') {
    Write-Host '[hinweis] core.autocrlf=true kann turbo-Cache-Hashes verändern'
}

if ($ok) { Write-Host 'Umgebung vollständig.' } else { exit 1 }
