#Requires -Version 7.2
#Requires -Modules Microsoft.Graph.Authentication
param(
    [Parameter(Mandatory)] [ValidatePattern('^\d{4}-\d{2}$')] [string] $Mes,
    [string] $Pasta = 'Inbox',
    [string] $Destino = './Notas'
)
$ErrorActionPreference = 'Stop'

Connect-MgGraph -Scopes 'Mail.Read' -NoWelcome

$ini = [datetime]"$Mes-01"; $fim = $ini.AddMonths(1)
$filtro = "hasAttachments eq true and receivedDateTime ge $($ini.ToString('s'))Z and receivedDateTime lt $($fim.ToString('s'))Z"
$base = 'https://graph.microsoft.com/v1.0/me'
$pastaId = if ($Pasta -eq 'Inbox') { 'inbox' } else {
    (Invoke-MgGraphRequest -Uri "$base/mailFolders?`$filter=displayName eq '$Pasta'").value[0].id
}

$tmp = Join-Path $PSScriptRoot '.tmp-notas'
New-Item -ItemType Directory -Force -Path $tmp | Out-Null
$saida = Join-Path $Destino $Mes
New-Item -ItemType Directory -Force -Path $saida | Out-Null

$salvos = 0; $ignorados = 0
$uri = "$base/mailFolders/$pastaId/messages?`$filter=$filtro&`$select=id,subject,from&`$top=50"
try {
    while ($uri) {
        $pagina = Invoke-MgGraphRequest -Uri $uri
        foreach ($msg in $pagina.value) {
            $anexos = (Invoke-MgGraphRequest -Uri "$base/messages/$($msg.id)/attachments").value
            foreach ($a in $anexos | Where-Object { $_.'@odata.type' -eq '#microsoft.graph.fileAttachment' }) {
                if ($a.name -notmatch '(?i)\.(pdf|xml)$' -or ($a.name + $msg.subject) -notmatch '(?i)nf|nota|fatura|boleto|invoice') {
                    $ignorados++; continue
                }
                $arq = Join-Path $tmp ($a.name -replace '[\\/:*?"<>|]', '_')
                [IO.File]::WriteAllBytes($arq, [Convert]::FromBase64String($a.contentBytes))
                $final = Join-Path $saida (Split-Path $arq -Leaf)
                if (-not (Test-Path $final)) { Move-Item $arq $final; $salvos++ }
            }
        }
        $uri = $pagina.'@odata.nextLink'
    }
}
finally {
    # remove apenas a pasta temporária criada por este script
    if ((Split-Path $tmp -Parent) -eq $PSScriptRoot -and (Test-Path $tmp)) {
        Remove-Item -LiteralPath $tmp -Recurse -Force
    }
    Disconnect-MgGraph | Out-Null
}
Write-Host "$salvos anexo(s) salvo(s) em $saida; $ignorados ignorado(s)."
