package org.platform

class SemVer implements Serializable {
    int major, minor, patch

    static SemVer parse(String tag) {
        def m = (tag ?: 'v0.0.0') =~ /v?(\d+)\.(\d+)\.(\d+)/
        if (!m.find()) return new SemVer(major: 0, minor: 0, patch: 0)
        new SemVer(major: m.group(1) as int, minor: m.group(2) as int, patch: m.group(3) as int)
    }

    SemVer bump(String level) {
        switch (level) {
            case 'major': return major == 0 ? new SemVer(major: 0, minor: minor + 1, patch: 0)
                                            : new SemVer(major: major + 1, minor: 0, patch: 0)
            case 'minor': return new SemVer(major: major, minor: minor + 1, patch: 0)
            case 'patch': return new SemVer(major: major, minor: minor, patch: patch + 1)
            default:      return this
        }
    }

    String toString() { "${major}.${minor}.${patch}" }
}
