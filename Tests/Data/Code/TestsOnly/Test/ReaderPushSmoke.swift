import XCTest
@testable import Reader

// A test in a folder named Test (not ...Tests) pushes the screen: still not how the app shows it.
final class ReaderPushSmoke: XCTestCase {
    func testPush() {
        let navigation = UINavigationController()
        navigation.pushViewController(ReaderViewController(nibName: "ReaderViewController", bundle: nil), animated: false)
    }
}
