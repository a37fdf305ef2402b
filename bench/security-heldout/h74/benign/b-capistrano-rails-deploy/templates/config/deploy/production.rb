server "192.0.2.70", user: "deploy", roles: %w[app db web]
