@{
    Pester           = '5.6.1'
    PSScriptAnalyzer = '1.22.0'
    InvokeBuild      = '5.11.3'
}
