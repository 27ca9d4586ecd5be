import XCTest

final class LeftoverTests: XCTestCase {
    // A test loads it; the app never does.
    func testLoads() {
        XCTAssertNotNil(UIStoryboard(name: "Leftover", bundle: nil).instantiateInitialViewController())
    }
}
