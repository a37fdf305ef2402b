// Modrinth publishing via the official Minotaur plugin.
// Requires in plugins {}: id("com.modrinth.minotaur") version "2.8.7"

val changelogTop: String = file("CHANGELOG.md").takeIf { it.exists() }
    ?.readText()
    ?.split(Regex("^## ", RegexOption.MULTILINE))
    ?.getOrNull(1)
    ?.let { "## $it".trim() }
    ?: "See the project page for details."

configure<com.modrinth.minotaur.ModrinthExtension> {
    // read from the environment; Minotaur sends it only to api.modrinth.com
    token.set(providers.environmentVariable("MODRINTH_TOKEN"))
    projectId.set(providers.gradleProperty("modrinth_id"))
    versionNumber.set(project.version.toString())
    versionType.set(if (project.version.toString().contains("beta")) "beta" else "release")
    uploadFile.set(tasks.named("remapJar"))
    gameVersions.addAll(providers.gradleProperty("minecraft_version").get())
    loaders.add("fabric")
    changelog.set(changelogTop)
    debugMode.set(providers.gradleProperty("modrinth.debug").map { it.toBoolean() }.orElse(false))
    dependencies {
        required.project("fabric-api")
        optional.project("modmenu")
    }
    syncBodyFrom.set(provider { file("README.md").takeIf { it.exists() }?.readText() })
}

tasks.named("modrinth") {
    dependsOn(tasks.named("build"))
    doFirst {
        if (System.getenv("MODRINTH_TOKEN").isNullOrBlank()) {
            throw GradleException("MODRINTH_TOKEN is not set")
        }
    }
}
