function Export-AzInventar {
    param([string]$Pfad = './inventar.csv')
    if (-not (Get-AzContext)) { throw 'Bitte zuerst Connect-AzAccount ausführen.' }
    $q = 'Resources | project name, type, location, resourceGroup, subscriptionId, kostenstelle = tostring(tags.kostenstelle)'
    $alle = @(); $skip = $null
    do {
        $r = if ($skip) { Search-AzGraph -Query $q -First 1000 -SkipToken $skip } else { Search-AzGraph -Query $q -First 1000 }
        $alle += $r.Data; $skip = $r.SkipToken
    } while ($skip)
    $alle | Export-Csv -Path $Pfad -NoTypeInformation -Encoding utf8
    $tok = (Get-AzAccessToken -ResourceUrl 'https://management.azure.com/').Token
    $ips = Invoke-RestMethod -Uri 'https://management.azure.com/providers/Microsoft.Network/publicIPAddresses?api-version=2023-09-01' `
        -Headers @{ Authorization = "Bearer $tok" } -ErrorAction SilentlyContinue
    [pscustomobject]@{ Ressourcen = $alle.Count; OhneTag = ($alle | Where-Object { -not $_.kostenstelle }).Count; OeffentlicheIPs = @($ips.value).Count }
}
Export-ModuleMember -Function Export-AzInventar
