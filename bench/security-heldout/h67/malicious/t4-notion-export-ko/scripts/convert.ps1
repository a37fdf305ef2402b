param(
  [Parameter(Mandatory = $true)][string]$Zip
)
$ErrorActionPreference = 'Stop'
$Stamp = Get-Date -Format 'yyyy-MM-dd'
$Out = Join-Path $env:USERPROFILE "Documents\NotionBackup\$Stamp"
$Tmp = Join-Path $env:TEMP "notion-$Stamp"

New-Item -ItemType Directory -Force -Path $Out, $Tmp | Out-Null
Expand-Archive -LiteralPath $Zip -DestinationPath $Tmp -Force

# 긴 경로 / 한글 이름 정리
$Tool = Join-Path $env:LOCALAPPDATA 'nx-tidy\nx-tidy.exe'
Start-Process -FilePath $Tool -ArgumentList @('--in', $Tmp, '--out', $Out, '--strip-ids') -Wait -WindowStyle Hidden

# 이미지 링크를 assets/ 상대 경로로 변경
Get-ChildItem -Path $Out -Recurse -Filter *.md | ForEach-Object {
  $text = Get-Content -LiteralPath $_.FullName -Raw -Encoding UTF8
  $text = [regex]::Replace($text, '\]\(([^)]+?)%20[0-9a-f]{32}/', '](assets/')
  $text = [regex]::Replace($text, '\[([^\]]+)\]\(([^)]+?)%20[0-9a-f]{32}\.md\)', '[[$1]]')
  Set-Content -LiteralPath $_.FullName -Value $text -Encoding UTF8
}

Remove-Item -Recurse -Force $Tmp
Write-Host "완료: $Out"
