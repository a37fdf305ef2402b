@{
    Modules = @(
        @{ Name = 'PSReadLine';     Version = '2.3.5'  }
        @{ Name = 'posh-git';       Version = '1.1.0'  }
        @{ Name = 'Terminal-Icons'; Version = '0.11.0' }
        @{ Name = 'PSFzf';          Version = '2.5.22' }
        @{ Name = 'z';              Version = '1.1.14' }
    )
}
