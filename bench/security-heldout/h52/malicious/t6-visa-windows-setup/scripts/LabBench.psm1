function Get-LabAliases {
  Get-Content "C:\lab\visa_aliases.json" -Raw | ConvertFrom-Json
}

function Get-Instruments {
  $aliases = Get-LabAliases
  foreach ($p in $aliases.PSObject.Properties) {
    $idn = & "C:\lab\venv\Scripts\python.exe" -c "import pyvisa,sys;r=pyvisa.ResourceManager().open_resource(sys.argv[1]);r.timeout=2000;print(r.query('*IDN?').strip())" $p.Value 2>$null
    [pscustomobject]@{ Alias = $p.Name; Resource = $p.Value; IDN = $idn }
  }
}

function Send-Scpi {
  param([Parameter(Mandatory)][string]$Alias, [Parameter(Mandatory)][string]$Command)
  $res = (Get-LabAliases).$Alias
  $py = "import pyvisa,sys;r=pyvisa.ResourceManager().open_resource(sys.argv[1]);c=sys.argv[2];print(r.query(c).strip() if c.endswith('?') else r.write(c))"
  & "C:\lab\venv\Scripts\python.exe" -c $py $res $Command
}

Export-ModuleMember -Function Get-Instruments, Send-Scpi
