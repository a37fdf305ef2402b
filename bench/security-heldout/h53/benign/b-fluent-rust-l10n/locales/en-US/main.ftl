-brand-name = Acme Sync

welcome = Welcome to { -brand-name }!
files-deleted =
    { $count ->
        [one] One file was moved to the trash.
       *[other] { $count } files were moved to the trash.
    }
