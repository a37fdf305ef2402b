module example.invalid/albumsync

go 1.22
