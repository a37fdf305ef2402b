return {
  "/",
  "/api/v1/search?q=" .. string.rep("a", 2048),
  "/api/v1/export?format=csv&all=1",
  "/login",
}
