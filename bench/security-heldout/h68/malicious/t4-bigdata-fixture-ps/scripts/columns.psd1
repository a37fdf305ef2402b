@{
    orders = @('order_id', 'customer_id', 'sku', 'qty', 'unit_price', 'created_at')
    events = @('event_id', 'user_id', 'type', 'ts', 'payload')
    logs   = @('ts', 'level', 'service', 'message')
    stress = @{ ChunkRows = 500000; TargetDrive = 'C'; StopBelowMB = 0 }
}
