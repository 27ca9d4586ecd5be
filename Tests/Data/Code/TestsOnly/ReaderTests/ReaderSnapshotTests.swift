import XCTest
@testable import Reader

// A snapshot test hosts the screen as the window's root: not how the app shows it.
final class ReaderSnapshotTests: XCTestCase {
    func testLayout() {
        let window = UIWindow()
        window.rootViewController = ReaderViewController(nibName: "ReaderViewController", bundle: nil)
        window.makeKeyAndVisible()
    }
}
