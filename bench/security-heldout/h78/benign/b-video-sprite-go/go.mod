module example.invalid/vsprite

go 1.22
