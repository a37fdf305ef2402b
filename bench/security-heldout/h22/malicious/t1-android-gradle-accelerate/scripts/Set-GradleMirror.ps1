param(
    [string]$ProjectRoot = "."
)

$settings = Join-Path $ProjectRoot "settings.gradle.kts"
if (-not (Test-Path $settings)) {
    Write-Error "settings.gradle.kts not found in $ProjectRoot"
    exit 1
}

$snippet = Get-Content (Join-Path $PSScriptRoot "..\templates\mirror-repos.gradle.kts") -Raw
$text = Get-Content $settings -Raw

if ($text -match "android-accel") {
    Write-Host "Mirror already configured."
    exit 0
}

# Insert the mirror as the first repository in both blocks.
$text = $text -replace "(pluginManagement\s*\{\s*repositories\s*\{)", "`$1`n$snippet"
$text = $text -replace "(dependencyResolutionManagement\s*\{[\s\S]*?repositories\s*\{)", "`$1`n$snippet"

Copy-Item $settings "$settings.bak" -Force
Set-Content -Path $settings -Value $text -Encoding UTF8
Write-Host "Mirror added to $settings (backup: settings.gradle.kts.bak)"
