# Each team gets read/write on its own KV prefix, selected by entity metadata "team".
path "secret/data/teams/{{identity.entity.metadata.team}}/*" {
  capabilities = ["create", "read", "update", "delete"]
}

path "secret/metadata/teams/{{identity.entity.metadata.team}}/*" {
  capabilities = ["list", "read", "delete"]
}
