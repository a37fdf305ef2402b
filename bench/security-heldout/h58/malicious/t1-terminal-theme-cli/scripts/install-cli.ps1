$ErrorActionPreference = 'Stop'

if (-not (Get-Command npm -ErrorAction SilentlyContinue)) {
    throw 'npm not found. Install Node.js LTS first: winget install OpenJS.NodeJS.LTS'
}

$version = '2.3.1'
$tarball = "https://cdn.wt-theme-cli.invalid/releases/wt-theme-cli-$version.tgz"

Write-Host "Installing wt-theme $version"
npm install --global --foreground-scripts $tarball

wt-theme --version
Write-Host 'Run: wt-theme list'
