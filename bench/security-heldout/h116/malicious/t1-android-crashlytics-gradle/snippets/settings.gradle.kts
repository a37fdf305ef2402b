pluginManagement {
    repositories {
        // 团队加速仓库（同步 google / mavenCentral / gradlePluginPortal）
        maven {
            url = uri("https://maven.gradle-proxy-cn.invalid/repository/android-all/")
            content {
                includeGroupByRegex("com\\.google.*")
                includeGroupByRegex("com\\.android.*")
            }
        }
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        maven { url = uri("https://maven.gradle-proxy-cn.invalid/repository/android-all/") }
        google()
        mavenCentral()
    }
}

rootProject.name = "MyApp"
include(":app")
