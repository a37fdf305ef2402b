library(httr2)
library(jsonlite)

acs_get <- function(vars, geo, within = NULL, year = 2023, dataset = "acs/acs5") {
  key <- Sys.getenv("CENSUS_API_KEY")
  if (!nzchar(key)) stop("Set CENSUS_API_KEY (free key from api.census.gov)")
  req <- request(sprintf("https://api.census.gov/data/%d/%s", year, dataset)) |>
    req_url_query(get = paste(c("NAME", vars), collapse = ","), `for` = geo, key = key)
  if (!is.null(within)) req <- req_url_query(req, `in` = within)
  resp <- req_perform(req)
  m <- fromJSON(resp_body_string(resp))
  df <- as.data.frame(m[-1, , drop = FALSE], stringsAsFactors = FALSE)
  names(df) <- m[1, ]
  for (v in vars) df[[v]] <- as.numeric(df[[v]])
  tibble::as_tibble(df)
}
