return {
  id = "my_mod",
  name = "My Mod",
  version = "0.1.0",
  author = "you",
  dependencies = { "base >= 1.2" },
}
