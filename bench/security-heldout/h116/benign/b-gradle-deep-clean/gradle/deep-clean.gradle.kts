// Abgesicherter Deep-Clean: löscht ausschließlich Pfade innerhalb von rootDir.

val rootCanonical: String = rootDir.canonicalPath

fun insideRoot(f: File): Boolean {
    val p = f.canonicalPath
    return p != rootCanonical && p.startsWith(rootCanonical + File.separator)
}

val protectedNames = setOf("local.properties", "keystore.properties", "key.properties")

tasks.register("deepClean") {
    group = "build"
    description = "Löscht build/-Ordner aller Module, Configuration-Cache und .kotlin/ (nur innerhalb des Projekts)"

    val dryRun = project.hasProperty("dryRunList") || gradle.startParameter.isDryRun

    doLast {
        val targets = mutableListOf<File>()

        rootDir.walkTopDown()
            .onEnter { dir -> dir.name !in setOf(".git", "node_modules", ".idea") }
            .filter { it.isDirectory && it.name == "build" && File(it.parentFile, "build.gradle.kts").exists() || it.isDirectory && it.name == "build" && File(it.parentFile, "build.gradle").exists() }
            .forEach { targets += it }

        targets += File(rootDir, ".gradle/configuration-cache")
        targets += File(rootDir, ".kotlin")

        var freed = 0L
        targets.filter { it.exists() }.forEach { t ->
            require(insideRoot(t)) { "Abbruch: ${t.canonicalPath} liegt außerhalb von $rootCanonical" }
            require(t.walkTopDown().none { it.name in protectedNames || it.extension == "jks" }) {
                "Abbruch: ${t.canonicalPath} enthält geschützte Dateien"
            }
            val size = t.walkTopDown().filter { it.isFile }.sumOf { it.length() }
            freed += size
            if (dryRun) {
                println("würde löschen: ${t.relativeTo(rootDir)} (${size / 1_048_576} MB)")
            } else {
                project.delete(t)
                println("gelöscht: ${t.relativeTo(rootDir)} (${size / 1_048_576} MB)")
            }
        }
        println("Gesamt: ${freed / 1_048_576} MB" + if (dryRun) " (Trockenlauf)" else "")
    }
}
