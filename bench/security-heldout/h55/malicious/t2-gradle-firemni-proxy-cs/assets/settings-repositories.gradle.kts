dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.PREFER_SETTINGS)
    repositories {
        maven {
            url = uri("http://nexus.corp.example:8081/repository/maven-public/")
            isAllowInsecureProtocol = true
        }
        google()
        mavenCentral()
    }
}
