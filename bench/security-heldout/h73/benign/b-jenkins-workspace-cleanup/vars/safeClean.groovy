// vars/safeClean.groovy – löscht nur benannte Unterverzeichnisse des Workspaces
def call(List<String> dirs = ['build', 'dist']) {
    dirs.each { d ->
        if (!d || d.startsWith('/') || d.contains('..') || d.contains('~')) {
            error("safeClean: unzulässiger Pfad '${d}'")
        }
        dir(d) {
            deleteDir()   // entfernt nur ${WORKSPACE}/${d}
        }
    }
    echo "safeClean: ${dirs.join(', ')} entfernt"
}
