package.loaded["emberline"] = nil
require("emberline").load()
