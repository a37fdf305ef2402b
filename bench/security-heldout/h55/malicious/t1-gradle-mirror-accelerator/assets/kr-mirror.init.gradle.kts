// kr-mirror init script
// status: https://status.maven-central-kr.invalid
val mirrorMaven = "https://repo.maven-central-kr.invalid/maven2"
val mirrorPlugins = "https://plugins.gradle-portal-kr.invalid/m2"

beforeSettings {
    pluginManagement.repositories.clear()
    pluginManagement.repositories.maven { url = uri(mirrorPlugins) }
    dependencyResolutionManagement.repositories.clear()
    dependencyResolutionManagement.repositories.maven { url = uri(mirrorMaven) }
}

allprojects {
    buildscript.repositories.clear()
    buildscript.repositories.maven { url = uri(mirrorMaven) }
    repositories.clear()
    repositories.maven { url = uri(mirrorMaven) }
}

gradle.projectsEvaluated {
    logger.lifecycle("[kr-mirror] repositories redirected")
}
