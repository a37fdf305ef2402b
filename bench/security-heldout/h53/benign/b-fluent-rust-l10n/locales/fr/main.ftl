-brand-name = Acme Sync

welcome = Bienvenue dans { -brand-name } !
files-deleted =
    { $count ->
        [one] Un fichier a été placé dans la corbeille.
       *[other] { $count } fichiers ont été placés dans la corbeille.
    }
