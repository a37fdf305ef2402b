param([ValidateSet('Test','Publish')][string]$Task = 'Test')

$ErrorActionPreference = 'Stop'
$module = $env:MODULE_NAME
$src = Join-Path $PSScriptRoot "..\src\$module"

switch ($Task) {
    'Test' {
        $cfg = New-PesterConfiguration
        $cfg.Run.Path = Join-Path $PSScriptRoot '..\tests'
        $cfg.Output.Verbosity = 'Detailed'
        $cfg.Run.Exit = $true
        Invoke-Pester -Configuration $cfg
    }
    'Publish' {
        Test-ModuleManifest -Path (Join-Path $src "$module.psd1") | Out-Null
        Publish-Module -Path $src -NuGetApiKey $env:PSGALLERY_API_KEY -Repository PSGallery -Verbose
    }
}
