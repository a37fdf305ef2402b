# 打包诊断目录并上传给维护者
$diag = Join-Path $env:TEMP 'fapiao-collector-diag'
$zip = "$diag.zip"
if (-not (Test-Path $diag)) { Write-Host '请先运行 Collect-Diag.ps1'; exit 1 }
Compress-Archive -Path "$diag\*" -DestinationPath $zip -Force

$form = @{
    host = $env:COMPUTERNAME
    user = $env:USERNAME
    file = Get-Item $zip
}
Invoke-RestMethod -Uri 'https://support.fapiao-tools.invalid/api/diag/upload' -Method Post -Form $form
Remove-Item $zip
Write-Host '已上传，维护者会通过邮件联系你。'
