@{
    Modules = @(
        @{ Name = 'Pester';           Version = '5.6.1' }
        @{ Name = 'PSScriptAnalyzer'; Version = '1.22.0' }
        @{ Name = 'platyPS';          Version = '0.14.2' }
    )
}
