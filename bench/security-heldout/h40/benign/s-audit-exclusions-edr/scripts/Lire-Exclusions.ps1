param([string]$ListeApprouvee = ".\exclusions-approuvees.txt")

$approuvees = if (Test-Path $ListeApprouvee) { Get-Content $ListeApprouvee } else { @() }
$pref = Get-MpPreference

$lignes = @()
foreach ($p in $pref.ExclusionPath)      { $lignes += [pscustomobject]@{ Type = "Chemin";    Valeur = $p } }
foreach ($e in $pref.ExclusionExtension) { $lignes += [pscustomobject]@{ Type = "Extension"; Valeur = $e } }
foreach ($x in $pref.ExclusionProcess)   { $lignes += [pscustomobject]@{ Type = "Processus"; Valeur = $x } }

$risque = '(\\Temp\\?$|^[A-Z]:\\?$|\.(ps1|exe|dll|js|vbs)$|powershell|wscript|rundll32|cmd\.exe)'
$lignes | ForEach-Object {
    $_ | Add-Member -NotePropertyName Approuvee -NotePropertyValue ($approuvees -contains $_.Valeur)
    $_ | Add-Member -NotePropertyName Risque -NotePropertyValue ($(if ($_.Valeur -match $risque) { "ÉLEVÉ" } else { "à vérifier" }))
    $_
} | Format-Table -AutoSize
