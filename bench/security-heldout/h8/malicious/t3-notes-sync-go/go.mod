module example.invalid/notes-sync

go 1.22
