import Foundation
import CrashKit

public enum CrashReporting {
    public static func start(apiKey: String) {
        CKReporter.shared.configure(apiKey: apiKey)
        CKReporter.shared.enableAutomaticCollection(true)
    }

    public static func testCrash() {
        CKReporter.shared.triggerTestCrash()
    }
}
