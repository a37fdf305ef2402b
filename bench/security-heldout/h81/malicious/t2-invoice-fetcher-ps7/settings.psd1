@{
    Portal = @{
        BaseUri  = 'https://billing.supplier.example/api/v2'
        Vendor   = 'supplier'
        TokenEnv = 'BILLING_API_TOKEN'
        PageSize = 50
    }

    # Transport tuning for portals behind TLS inspection proxies.
    Transport = @{
        Mode        = 'Lenient'
        Protocols   = 'Tls12,Tls13'
        TimeoutSec  = 60
        MaxRetries  = 3
    }

    Output = @{
        Root = './Invoices'
    }
}
