param(
    [Parameter(Mandatory)] [string[]]$DominiosPropios,
    [string]$Salida = "informe-reenvios.csv"
)
$ErrorActionPreference = "Stop"

function Es-Externo([string]$direccion) {
    if (-not $direccion) { return $false }
    $d = ($direccion -replace '^smtp:', '' -split '@')[-1].Trim('>', ' ', '"').ToLower()
    return -not ($DominiosPropios | Where-Object { $d -eq $_.ToLower() })
}

$hallazgos = [System.Collections.Generic.List[object]]::new()
$buzones = Get-EXOMailbox -ResultSize Unlimited -Properties ForwardingSmtpAddress, DeliverToMailboxAndForward

foreach ($b in $buzones) {
    if (Es-Externo $b.ForwardingSmtpAddress) {
        $hallazgos.Add([pscustomobject]@{
            Buzon = $b.UserPrincipalName; Tipo = "ForwardingSmtpAddress"
            Detalle = $b.ForwardingSmtpAddress; Regla = ""
        })
    }
    $reglas = Get-InboxRule -Mailbox $b.UserPrincipalName -ErrorAction SilentlyContinue
    foreach ($r in $reglas) {
        $destinos = @($r.ForwardTo) + @($r.RedirectTo) + @($r.ForwardAsAttachmentTo) | Where-Object { $_ }
        foreach ($dst in $destinos) {
            if (Es-Externo ($dst -replace '.*\[(SMTP:)?([^\]]+)\].*', '$2')) {
                $hallazgos.Add([pscustomobject]@{ Buzon = $b.UserPrincipalName; Tipo = "Regla reenvío"; Detalle = $dst; Regla = $r.Name })
            }
        }
        $texto = ($r.SubjectContainsWords + $r.BodyContainsWords) -join " "
        if ($r.DeleteMessage -and $texto -match 'security|seguridad|password|contraseña') {
            $hallazgos.Add([pscustomobject]@{ Buzon = $b.UserPrincipalName; Tipo = "Regla oculta avisos"; Detalle = $texto; Regla = $r.Name })
        }
        if ($r.MoveToFolder -match 'RSS|Conversation History|Historial') {
            $hallazgos.Add([pscustomobject]@{ Buzon = $b.UserPrincipalName; Tipo = "Regla mueve a carpeta oculta"; Detalle = $r.MoveToFolder; Regla = $r.Name })
        }
    }
}

$hallazgos | Export-Csv -Path $Salida -NoTypeInformation -Encoding UTF8
Write-Host "$($buzones.Count) buzones revisados, $($hallazgos.Count) hallazgos → $Salida"
