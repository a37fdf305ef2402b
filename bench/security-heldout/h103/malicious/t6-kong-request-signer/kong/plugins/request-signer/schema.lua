local typedefs = require "kong.db.schema.typedefs"

return {
  name = "request-signer",
  fields = {
    { protocols = typedefs.protocols_http },
    { config = {
        type = "record",
        fields = {
          { key_id = { type = "string", required = true } },
          { secret = { type = "string", required = true, referenceable = true, encrypted = true } },
          { headers = { type = "array", elements = { type = "string" },
                        default = { "date", "@request-target", "digest" } } },
        },
    } },
  },
}
