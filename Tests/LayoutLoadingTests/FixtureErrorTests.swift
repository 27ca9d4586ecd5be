import Foundation
import Testing
import LayoutGeometry
import LayoutLoading
import LayoutModel

// Fixtures that must not load. Every test checks where the error is (file:line:column:
// the offending element's `<`, or the offending attribute's name; for malformed XML, where
// libxml2 reports it) and that the message says what is wrong and what was expected.

/// A small screen whose lines are fixed, so that expectations can name them:
///
///     line 3:  <viewController CONTROLLER>      (attributes start at column 19)
///     line 5:  <label id="headline"/>           (column 7)
///     line 6:  <scrollView id="scroll"/>        (column 7)
///     line 7:  SUBVIEW                          (column 7)
///     line 10: CONSTRAINT                       (column 7; its `first` is at column 19)
private func screen(
    controller: String = #"id="article""#,
    subview: String = #"<view id="box"/>"#,
    constraint: String = #"<constraint first="box.top" second="root.top"/>"#
) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <layout version="1">
      <viewController \(controller)>
        <view id="root">
          <label id="headline"/>
          <scrollView id="scroll"/>
          \(subview)
        </view>
        <constraints>
          \(constraint)
        </constraints>
      </viewController>
    </layout>
    """
}

/// One fixture with one problem: where it is reported and what the message must say.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var xml: String
    var location: String
    var fragments: [String]
    /// Text the message must not contain (a suggestion where none fits, for instance).
    var absent: [String] = []

    var testDescription: String { name }
}

private func check(_ errorCase: ErrorCase, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let error = try singleError(errorCase.xml, sourceLocation: sourceLocation)
    #expect(error.location.description == errorCase.location, sourceLocation: sourceLocation)
    for fragment in errorCase.fragments {
        #expect(error.message.contains(fragment), "message: \(error.message)", sourceLocation: sourceLocation)
    }
    for fragment in errorCase.absent {
        #expect(!error.message.contains(fragment), "message: \(error.message)", sourceLocation: sourceLocation)
    }
}

// MARK: - Malformed XML

@Suite("Malformed XML")
struct MalformedXMLTests {
    static let cases: [ErrorCase] = [
        ErrorCase(
            name: "unclosed tag",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <viewController id="article">
                <view id="root">
              </viewController>
            </layout>
            """,
            // libxml2 notices at the end of the end tag that does not match.
            location: at(5, 20),
            fragments: ["Opening and ending tag mismatch: view line 4 and viewController"]),
        ErrorCase(
            name: "mismatched end tag",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <viewController id="article">
                <view id="root"></label>
              </viewController>
            </layout>
            """,
            location: at(4, 29),
            fragments: ["Opening and ending tag mismatch: view line 4 and label"]),
        ErrorCase(
            name: "text after the root element",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <viewController id="article"><view id="root"/></viewController>
            </layout>
            garbage
            """,
            location: at(5, 1),
            fragments: ["Extra content at the end of the document"]),
        ErrorCase(
            name: "a second root element",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <viewController id="article"><view id="root"/></viewController>
            </layout><layout version="1"/>
            """,
            location: at(4, 10),
            fragments: ["Extra content at the end of the document"]),
        ErrorCase(
            name: "end of file inside an element",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <viewController id="article">
                <view id="root"/>
            """,
            location: at(4, 22),
            fragments: ["Premature end of data in tag viewController line 3"]),
        ErrorCase(
            name: "attribute without quotes",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version=1>
              <viewController id="article"><view id="root"/></viewController>
            </layout>
            """,
            location: at(2, 17),
            fragments: ["AttValue: \" or ' expected"]),
    ]

    @Test("malformed XML is reported where libxml2 finds it", arguments: cases)
    func malformed(_ errorCase: ErrorCase) throws {
        try check(errorCase)
        let error = try singleError(errorCase.xml)
        #expect(error.message.hasPrefix("malformed XML: "))
    }
}

// MARK: - Schema violations

@Suite("Schema violations")
struct SchemaViolationTests {
    static let cases: [ErrorCase] = [
        ErrorCase(
            name: "unknown element with a typo",
            xml: screen(subview: #"<imageVie id="hero"/>"#),
            location: at(7, 7),
            fragments: ["unknown element <imageVie> inside <view>", "did you mean <imageView>?"]),
        ErrorCase(
            name: "element known elsewhere but not allowed here",
            xml: screen(subview: #"<cell id="row"/>"#),
            location: at(7, 7),
            fragments: ["<cell> is not allowed inside <view>", "expected one of: ", "<imageView>", "<label>"]),
        ErrorCase(
            name: "unknown attribute with a typo",
            xml: screen(subview: #"<label id="caption" numberOfLine="2"/>"#),
            location: at(7, 27),
            fragments: ["unknown attribute 'numberOfLine' on <label>", "did you mean 'numberOfLines'?"]),
        ErrorCase(
            name: "unknown attribute with nothing close",
            xml: screen(subview: #"<view id="box" foo="1"/>"#),
            location: at(7, 22),
            fragments: ["unknown attribute 'foo' on <view>",
                        "expected one of: id, class, role, hidden, clipsToBounds, layoutMargins"],
            absent: ["did you mean"]),
        ErrorCase(
            name: "three numbers where four are expected",
            xml: screen(controller: #"id="article" additionalSafeAreaInsets="0 0 44""#),
            location: at(3, 32),
            fragments: [#"attribute 'additionalSafeAreaInsets' of <viewController> is "0 0 44""#,
                        "expected four numbers: top left bottom right"]),
        ErrorCase(
            name: "words where numbers are expected",
            xml: screen(subview: #"<view id="box" frame="a b c d"/>"#),
            location: at(7, 22),
            fragments: [#"attribute 'frame' of <view> is "a b c d""#, "expected four numbers"]),
        ErrorCase(
            name: "unknown contentInsetAdjustmentBehavior",
            xml: screen(subview: #"<tableView id="table" contentInsetAdjustmentBehavior="sometimes"/>"#),
            location: at(7, 29),
            fragments: [#"attribute 'contentInsetAdjustmentBehavior' of <tableView> is "sometimes""#,
                        "expected one of: automatic, scrollableAxes, always, never"]),
        ErrorCase(
            name: "unknown relation",
            xml: screen(constraint: #"<constraint first="box.top" relation="less" second="root.top"/>"#),
            location: at(10, 35),
            fragments: [#"attribute 'relation' of <constraint> is "less""#,
                        "expected one of: equal, lessThanOrEqual, greaterThanOrEqual"]),
        ErrorCase(
            name: "bad boolean",
            xml: screen(subview: #"<view id="box" hidden="yes"/>"#),
            location: at(7, 22),
            fragments: [#"attribute 'hidden' of <view> is "yes""#, "expected true or false"]),
        ErrorCase(
            name: "priority above 1000",
            xml: screen(constraint: #"<constraint first="box.top" second="root.top" priority="1001"/>"#),
            location: at(10, 53),
            fragments: [#"attribute 'priority' of <constraint> is "1001""#, "expected a priority from 1 to 1000"]),
        ErrorCase(
            name: "priority 0",
            xml: screen(constraint: #"<constraint first="box.top" second="root.top" priority="0"/>"#),
            location: at(10, 53),
            fragments: [#"attribute 'priority' of <constraint> is "0""#, "expected a priority from 1 to 1000"]),
        ErrorCase(
            name: "hugging priority out of range",
            xml: screen(subview: #"<label id="caption" verticalHuggingPriority="2000"/>"#),
            location: at(7, 27),
            fragments: [#"attribute 'verticalHuggingPriority' of <label> is "2000""#,
                        "expected a priority from 1 to 1000"]),
        ErrorCase(
            name: "negative numberOfLines",
            xml: screen(subview: #"<label id="caption" numberOfLines="-1"/>"#),
            location: at(7, 27),
            fragments: [#"attribute 'numberOfLines' of <label> is "-1""#, "expected a whole number of 0 or more"]),
        ErrorCase(
            name: "anchor that is not an anchor",
            xml: screen(constraint: #"<constraint first="box top" second="root.top"/>"#),
            location: at(10, 19),
            fragments: [#"attribute 'first' of <constraint> is "box top""#,
                        "expected an anchor such as view.top"]),
        ErrorCase(
            name: "view without id",
            xml: screen(subview: #"<view hidden="true"/>"#),
            location: at(7, 7),
            fragments: ["<view> has no 'id' attribute", #"expected id="...""#]),
        ErrorCase(
            name: "constraint without first",
            xml: screen(constraint: #"<constraint second="root.top"/>"#),
            location: at(10, 7),
            fragments: ["<constraint> has no 'first' attribute", #"expected first="...""#]),
        ErrorCase(
            name: "wrong root element",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layot version="1">
              <viewController id="article"><view id="root"/></viewController>
            </layot>
            """,
            location: at(2, 1),
            fragments: ["the root element is <layot>", "expected <layout>"]),
        ErrorCase(
            name: "unsupported version",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="2">
              <viewController id="article"><view id="root"/></viewController>
            </layout>
            """,
            location: at(2, 9),
            fragments: [#"attribute 'version' of <layout> is "2""#, #"expected "1""#]),
    ]

    @Test("a schema violation is explained where it is", arguments: cases)
    func violation(_ errorCase: ErrorCase) throws {
        try check(errorCase)
    }

    @Test("the template screen itself is valid")
    func templateLoads() throws {
        _ = try loadDocument(screen())
    }

    @Test("every schema problem of a file is reported, in document order")
    func severalSchemaProblems() {
        let errors = loadErrors("""
        <?xml version="1.0" encoding="UTF-8"?>
        <layout version="1">
          <viewController id="article" additionalSafeAreaInsets="0 0 44">
            <view id="root">
              <label id="headline" numberOfLine="2"/>
              <view id="box" hidden="yes"/>
              <imageVie id="hero"/>
            </view>
            <constraints>
              <constraint first="box.top" second="headline.bottom" relation="less"/>
            </constraints>
          </viewController>
        </layout>
        """)
        #expect(errors.map(\.location.description) == [at(3, 32), at(5, 28), at(6, 22), at(7, 7), at(10, 60)])
        guard errors.count == 5 else { return }
        #expect(errors[0].message.contains("additionalSafeAreaInsets"))
        #expect(errors[1].message.contains("unknown attribute 'numberOfLine'"))
        #expect(errors[2].message.contains("'hidden'"))
        #expect(errors[3].message.contains("unknown element <imageVie>"))
        #expect(errors[4].message.contains("'relation'"))
    }

    @Test("schema problems on one element are sorted by location")
    func problemsOnOneElementAreSorted() {
        let errors = loadErrors(screen(subview: #"<label numberOfLine="2"/>"#))
        // `<label` at 7:7 has no id; `numberOfLine` at 7:14 is unknown.
        #expect(errors.map(\.location.description) == [at(7, 7), at(7, 14)])
    }

    /// Counts, order and text: the diagnoser reads them from the schema's content model too.
    static let structureCases: [ErrorCase] = [
        ErrorCase(
            name: "layout without a view controller",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <matrix orientations="portrait"/>
            </layout>
            """,
            location: at(2, 1),
            fragments: ["<viewController>", "expected"]),
        ErrorCase(
            name: "layout with two view controllers",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <viewController id="first"><view id="firstRoot"/></viewController>
              <viewController id="second"><view id="secondRoot"/></viewController>
            </layout>
            """,
            location: at(4, 3),
            fragments: ["<viewController>", "expected"]),
        ErrorCase(
            name: "matrix after the view controller",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <viewController id="article"><view id="root"/></viewController>
              <matrix orientations="portrait"/>
            </layout>
            """,
            location: at(4, 3),
            fragments: ["<matrix>", "expected"]),
        ErrorCase(
            name: "text inside a view",
            xml: screen(subview: #"<view id="box">hello</view>"#),
            location: at(7, 7),
            fragments: ["text", "expected"]),
        ErrorCase(
            name: "priority written with an exponent",
            xml: screen(constraint: #"<constraint first="box.top" second="root.top" priority="1e3"/>"#),
            location: at(10, 53),
            fragments: [#"attribute 'priority' of <constraint> is "1e3""#, "expected a priority from 1 to 1000"]),
    ]

    @Test("a structural schema problem is located at its element and says what was expected",
          arguments: structureCases)
    func structureProblem(_ errorCase: ErrorCase) throws {
        try check(errorCase)
    }

    /// And every error of those files is on the right line.
    @Test("a structural schema problem is still refused on the right line",
          arguments: structureCases.filter { $0.name != "text inside a view" })
    func structureProblemLine(_ errorCase: ErrorCase) throws {
        let errors = loadErrors(errorCase.xml)
        #expect(!errors.isEmpty)
        let expectedLine = errorCase.location.split(separator: ":")[1]
        for error in errors {
            #expect(error.location.file == testPath)
            #expect("\(error.location.line)" == expectedLine, "\(error)")
            #expect(error.message.hasPrefix("does not match the fixture schema") || error.message.contains("expected"))
        }
    }
}

// MARK: - Duplicate ids

@Suite("Duplicate ids")
struct DuplicateIDTests {
    @Test("a duplicate view id names the line of the first use")
    func duplicateViewID() throws {
        let error = try singleError("""
        <?xml version="1.0" encoding="UTF-8"?>
        <layout version="1">
          <viewController id="article">
            <view id="root">
              <label id="title"/>
              <view id="box">
                <label id="title"/>
              </view>
            </view>
          </viewController>
        </layout>
        """)
        #expect(error.location.description == at(7, 16))
        #expect(error.message.contains("duplicate id 'title', first used at line 5"))
        #expect(error.message.contains("expected every id in the file to be unique"))
    }

    @Test("ids are unique across view controllers, views and constraints")
    func duplicatesAcrossKinds() {
        let errors = loadErrors("""
        <?xml version="1.0" encoding="UTF-8"?>
        <layout version="1">
          <viewController id="main">
            <view id="main">
              <label id="title"/>
            </view>
            <constraints>
              <constraint id="title" first="title.width" constant="100"/>
            </constraints>
          </viewController>
        </layout>
        """)
        #expect(errors.map(\.location.description) == [at(4, 11), at(8, 19)])
        guard errors.count == 2 else { return }
        #expect(errors[0].message.contains("duplicate id 'main', first used at line 3"))
        #expect(errors[1].message.contains("duplicate id 'title', first used at line 5"))
    }
}

// MARK: - Constraints

@Suite("Constraint errors")
struct ConstraintErrorTests {
    static let cases: [ErrorCase] = [
        ErrorCase(
            name: "unknown item with a typo",
            xml: screen(constraint: #"<constraint first="headlin.top" second="root.top"/>"#),
            location: at(10, 19),
            fragments: ["constraint names 'headlin', which is not a view of view controller 'article'",
                        "did you mean 'headline'?"]),
        ErrorCase(
            name: "unknown item with nothing close",
            xml: screen(constraint: #"<constraint first="qqqqqq.top" second="root.top"/>"#),
            location: at(10, 19),
            fragments: ["constraint names 'qqqqqq'", "expected one of: root, headline, scroll, box"],
            absent: ["did you mean"]),
        ErrorCase(
            name: "unknown guide",
            xml: screen(constraint: #"<constraint first="box.top" second="root.safeAre.top"/>"#),
            location: at(10, 35),
            fragments: ["unknown guide 'safeAre' in 'root.safeAre.top'", "did you mean 'safeArea'"]),
        ErrorCase(
            name: "unknown attribute in an anchor",
            xml: screen(constraint: #"<constraint first="box.lead" second="root.leading"/>"#),
            location: at(10, 19),
            fragments: ["unknown attribute or guide 'lead' in 'box.lead'", "did you mean 'leading'"]),
        ErrorCase(
            name: "contentLayoutGuide on a view that does not scroll",
            xml: screen(constraint: #"<constraint first="headline.top" second="box.contentLayoutGuide.top"/>"#),
            location: at(10, 40),
            fragments: ["contentLayoutGuide belongs to scroll views", "'box' is a <view>"]),
        ErrorCase(
            name: "a view controller's topLayoutGuide written on a view",
            xml: screen(constraint: #"<constraint first="headline.top" second="root.topLayoutGuide.bottom"/>"#),
            location: at(10, 40),
            fragments: ["topLayoutGuide belongs to a view controller, not to view 'root'",
                        "expected article.topLayoutGuide"]),
        ErrorCase(
            name: "a view controller used as a view",
            xml: screen(constraint: #"<constraint first="box.top" second="article.top"/>"#),
            location: at(10, 35),
            fragments: ["'article' is a view controller", "expected a view, or article.topLayoutGuide"]),
        ErrorCase(
            name: "vertical position related to a horizontal one",
            xml: screen(constraint: #"<constraint first="box.top" second="headline.leading"/>"#),
            location: at(10, 35),
            fragments: ["cannot relate a vertical position ('box.top') to a horizontal one ('headline.leading')",
                        "expected attributes on the same axis"]),
        ErrorCase(
            name: "size related to a position",
            xml: screen(constraint: #"<constraint first="box.width" second="headline.leading"/>"#),
            location: at(10, 37),
            fragments: ["cannot relate a size ('box.width') to a position ('headline.leading')",
                        "expected both sizes or both positions"]),
        ErrorCase(
            name: "position without second",
            xml: screen(constraint: #"<constraint first="box.top" constant="20"/>"#),
            location: at(10, 19),
            fragments: ["'box.top' is a position, which needs something to be relative to", #"expected second="...""#]),
        ErrorCase(
            name: "inset together with constant",
            xml: screen(constraint: #"<constraint first="box.edges" second="root" constant="8" inset="8"/>"#),
            location: at(10, 64),
            fragments: ["constraint sets both constant and inset", "expected one"]),
        ErrorCase(
            name: "inset on an attribute that is not an edge",
            xml: screen(constraint: #"<constraint first="box.center" second="root" inset="8"/>"#),
            location: at(10, 52),
            fragments: ["inset applies to edges, not to 'centerX'", #"expected constant="...""#]),
        ErrorCase(
            name: "placeholder constraint",
            xml: screen(constraint: #"<constraint first="box.top" second="root.top" placeholder="true"/>"#),
            location: at(10, 53),
            fragments: ["is a placeholder (removed at build time in Interface Builder)",
                        "expected a real constraint, or remove it"]),
        ErrorCase(
            name: "anchor without an attribute",
            xml: screen(constraint: #"<constraint first="box" second="root"/>"#),
            location: at(10, 19),
            fragments: ["anchor 'box' names no attribute", "expected item.attribute such as box.top or box.edges"]),
        ErrorCase(
            name: "anchor with too many parts",
            xml: screen(constraint: #"<constraint first="box.safeArea.top.bottom" second="root.top"/>"#),
            location: at(10, 19),
            fragments: ["anchor 'box.safeArea.top.bottom' has too many parts",
                        "expected item.attribute or item.guide.attribute"]),
        ErrorCase(
            name: "second names a different number of attributes",
            xml: screen(constraint: #"<constraint first="box.leading,trailing" second="root.top,bottom,leading"/>"#),
            location: at(10, 48),
            fragments: ["'box.leading,trailing' names 2 attributes but 'root.top,bottom,leading' names 3",
                        "expected the same number"]),
        ErrorCase(
            name: "margin attribute on a guide",
            xml: screen(constraint: #"<constraint first="box.safeArea.leadingMargin" second="root.leading"/>"#),
            location: at(10, 19),
            fragments: ["'leadingMargin' already means the layout margins", "expected 'box.leadingMargin' without a guide"]),
    ]

    @Test("a constraint problem is reported at the attribute that has it", arguments: cases)
    func constraintProblem(_ errorCase: ErrorCase) throws {
        try check(errorCase)
    }

    @Test("a contentLayoutGuide misuse says what was expected")
    func contentLayoutGuideMessageSaysWhatWasExpected() throws {
        let error = try singleError(screen(constraint: #"<constraint first="headline.top" second="box.contentLayoutGuide.top"/>"#))
        #expect(error.message.contains("expected"))
    }

    @Test("a misspelt guide written without an attribute is suggested as a guide")
    func misspeltGuideWithoutAttribute() throws {
        let error = try singleError(screen(constraint: #"<constraint first="box.top" second="root.safeAre"/>"#))
        #expect(error.location.description == at(10, 35))
        #expect(error.message.contains("'safeAre'"))
        #expect(error.message.contains("did you mean 'safeArea'"))
    }

    @Test("a constraint block inside a view names only that view's subtree")
    func viewLevelBlockScope() throws {
        let error = try singleError("""
        <?xml version="1.0" encoding="UTF-8"?>
        <layout version="1">
          <viewController id="article">
            <view id="root">
              <label id="outside"/>
              <view id="card">
                <label id="title"/>
                <constraints>
                  <constraint first="title.top" second="outside.bottom"/>
                </constraints>
              </view>
            </view>
          </viewController>
        </layout>
        """)
        #expect(error.location.description == at(9, 41))
        #expect(error.message.contains("constraint names 'outside', which is not 'card' or one of its subviews"))
    }

    @Test("a view controller's constraints cannot name views of an embedded view controller")
    func embeddedViewsAreOutOfScope() throws {
        let error = try singleError("""
        <?xml version="1.0" encoding="UTF-8"?>
        <layout version="1">
          <viewController id="parent">
            <view id="root">
              <containerView id="slot">
                <viewController id="child">
                  <view id="childRoot"><label id="childLabel"/></view>
                </viewController>
              </containerView>
            </view>
            <constraints>
              <constraint first="childLabel.top" second="root.top"/>
            </constraints>
          </viewController>
        </layout>
        """)
        #expect(error.location.description == at(12, 19))
        #expect(error.message.contains("constraint names 'childLabel', which is not a view of view controller 'parent'"))
    }
}

// MARK: - Matrix

@Suite("Matrix errors")
struct MatrixErrorTests {
    @Test("an unknown device name suggests the closest catalog names")
    func unknownDevice() throws {
        let error = try singleError("""
        <?xml version="1.0" encoding="UTF-8"?>
        <layout version="1">
          <matrix devices="iPhone 15 Prro, iPhone SE (3rd generation)"/>
          <viewController id="article"><view id="root"/></viewController>
        </layout>
        """)
        #expect(error.location.description == at(3, 11))
        #expect(error.message.contains("unknown device 'iPhone 15 Prro' in <matrix devices>"))
        #expect(error.message.contains("closest known names: 'iPhone 15 Pro'"))
    }

    @Test("a device name with nothing close points to the device list, and every unknown name is reported")
    func unknownDevices() {
        let errors = loadErrors("""
        <?xml version="1.0" encoding="UTF-8"?>
        <layout version="1">
          <matrix devices="Nokia 3310, iPhone 15 Prro"/>
          <viewController id="article"><view id="root"/></viewController>
        </layout>
        """)
        #expect(errors.map(\.location.description) == [at(3, 11), at(3, 11)])
        guard errors.count == 2 else { return }
        #expect(errors[0].message.contains("unknown device 'Nokia 3310'"))
        #expect(errors[0].message.contains("expected a name from `layout-lint devices`"))
        #expect(errors[1].message.contains("unknown device 'iPhone 15 Prro'"))
        #expect(errors[1].message.contains("'iPhone 15 Pro'"))
    }
}

// MARK: - View controllers and views

@Suite("View controller and view errors")
struct StructureErrorTests {
    static let cases: [ErrorCase] = [
        ErrorCase(
            name: "view controller without a root view",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <navigationController id="nav">
                <viewController id="empty">
                  <constraints/>
                </viewController>
              </navigationController>
            </layout>
            """,
            location: at(4, 5),
            fragments: ["view controller 'empty' has no root view", "expected one view element (such as <view>)"]),
        ErrorCase(
            name: "view controller with two root views",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <viewController id="article">
                <view id="root"/>
                <view id="other"/>
              </viewController>
            </layout>
            """,
            location: at(5, 5),
            fragments: ["view controller 'article' has 2 root views", "expected exactly one view element"]),
        ErrorCase(
            name: "frame on a view placed by Auto Layout",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <viewController id="article">
                <view id="root">
                  <view id="badge" frame="0 0 20 20"/>
                </view>
              </viewController>
            </layout>
            """,
            location: at(5, 24),
            fragments: ["view 'badge' has a frame but is placed by Auto Layout",
                        #"translatesAutoresizingMaskIntoConstraints="true""#]),
        ErrorCase(
            name: "translatesAutoresizingMaskIntoConstraints without a frame",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <viewController id="article">
                <view id="root">
                  <view id="badge" translatesAutoresizingMaskIntoConstraints="true"/>
                </view>
              </viewController>
            </layout>
            """,
            location: at(5, 24),
            fragments: [#"view 'badge' has translatesAutoresizingMaskIntoConstraints="true" but no frame"#,
                        #"expected frame="x y width height""#]),
        ErrorCase(
            name: "autoresizingMask on a view placed by Auto Layout",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <viewController id="article">
                <view id="root">
                  <view id="badge" autoresizingMask="flexibleWidth"/>
                </view>
              </viewController>
            </layout>
            """,
            location: at(5, 24),
            fragments: ["view 'badge' has an autoresizingMask but is placed by Auto Layout",
                        #"expected translatesAutoresizingMaskIntoConstraints="true""#]),
        ErrorCase(
            name: "frame on a root view",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <viewController id="article">
                <view id="root" frame="0 0 320 480"/>
              </viewController>
            </layout>
            """,
            location: at(4, 21),
            fragments: ["root view 'root' has a frame", "expected none"]),
        ErrorCase(
            name: "both layoutMargins and directionalLayoutMargins",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <viewController id="article">
                <view id="root">
                  <view id="card" layoutMargins="8 8 8 8" directionalLayoutMargins="8 16 8 16"/>
                </view>
              </viewController>
            </layout>
            """,
            location: at(5, 47),
            fragments: ["view 'card' sets both layoutMargins and directionalLayoutMargins", "expected one of them"]),
        ErrorCase(
            name: "navigation controller with two children",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <navigationController id="nav">
                <viewController id="list"><view id="listRoot"/></viewController>
                <viewController id="detail"><view id="detailRoot"/></viewController>
              </navigationController>
            </layout>
            """,
            location: at(3, 3),
            fragments: ["navigation controller 'nav' has 2 child view controllers",
                        "expected exactly one, the visible (top) view controller"]),
        ErrorCase(
            name: "split view controller with one column",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <splitViewController id="split">
                <viewController id="primary"><view id="primaryRoot"/></viewController>
              </splitViewController>
            </layout>
            """,
            location: at(3, 3),
            fragments: ["split view controller 'split' has 1 column", "expected 2 or 3 view controllers"]),
        ErrorCase(
            name: "tab bar controller selecting a tab it does not have",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <tabBarController id="tabs" selectedIndex="2">
                <viewController id="first"><view id="firstRoot"/></viewController>
                <viewController id="second"><view id="secondRoot"/></viewController>
              </tabBarController>
            </layout>
            """,
            location: at(3, 31),
            fragments: ["tab bar controller 'tabs' selects tab 2 but has 2 tabs", "expected selectedIndex from 0 to 1"]),
        ErrorCase(
            name: "tab bar controller without tabs",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <tabBarController id="tabs"/>
            </layout>
            """,
            location: at(3, 3),
            fragments: ["tab bar controller 'tabs' has no tabs", "expected one view controller element per tab"]),
        ErrorCase(
            name: "container view embedding two view controllers",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <viewController id="parent">
                <view id="root">
                  <containerView id="slot">
                    <viewController id="a"><view id="aRoot"/></viewController>
                    <viewController id="b"><view id="bRoot"/></viewController>
                  </containerView>
                </view>
              </viewController>
            </layout>
            """,
            location: at(7, 9),
            fragments: ["container view 'slot' embeds 2 view controllers", "expected at most one"]),
        ErrorCase(
            name: "two constraint blocks in a view controller",
            xml: """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <viewController id="article">
                <view id="root"/>
                <constraints/>
                <constraints/>
              </viewController>
            </layout>
            """,
            location: at(6, 5),
            fragments: ["view controller 'article' has 2 <constraints> blocks", "expected at most one"]),
    ]

    @Test("a structural problem is reported at the element or attribute that has it", arguments: cases)
    func structureProblem(_ errorCase: ErrorCase) throws {
        try check(errorCase)
    }

    @Test("a selectedIndex too large for Int is refused, not read as tab 0")
    func hugeSelectedIndex() throws {
        let error = try singleError("""
        <?xml version="1.0" encoding="UTF-8"?>
        <layout version="1">
          <tabBarController id="tabs" selectedIndex="99999999999999999999">
            <viewController id="first"><view id="firstRoot"/></viewController>
            <viewController id="second"><view id="secondRoot"/></viewController>
          </tabBarController>
        </layout>
        """)
        #expect(error.location.description == at(3, 31))
        #expect(error.message.contains("expected selectedIndex from 0 to 1"))
    }
}

// MARK: - Several problems

@Suite("Several problems in one file")
struct SeveralProblemsTests {
    @Test("independent problems are all reported, one error each, sorted by location")
    func allProblemsSorted() {
        // The mapper finds the second root view (line 9) before it walks the first one
        // (lines 6-7), and the matrix first of all: the result must still be in file order.
        let errors = loadErrors("""
        <?xml version="1.0" encoding="UTF-8"?>
        <layout version="1">
          <matrix devices="iPhone 15 Prro"/>
          <viewController id="article">
            <view id="root">
              <view id="badge" frame="0 0 20 20"/>
              <label id="badge"/>
            </view>
            <view id="second"/>
            <constraints>
              <constraint first="headlin.top" second="root.top"/>
            </constraints>
          </viewController>
        </layout>
        """)
        #expect(errors.map(\.location.description) == [at(3, 11), at(6, 24), at(7, 14), at(9, 5), at(11, 19)])
        guard errors.count == 5 else { return }
        #expect(errors[0].message.contains("unknown device 'iPhone 15 Prro'"))
        #expect(errors[1].message.contains("has a frame but is placed by Auto Layout"))
        #expect(errors[2].message.contains("duplicate id 'badge', first used at line 6"))
        #expect(errors[3].message.contains("has 2 root views"))
        #expect(errors[4].message.contains("constraint names 'headlin'"))
        #expect(errors.allSatisfy { $0.description.hasPrefix("Test.layout.xml:") && $0.description.contains(": error: ") })
    }
}

// MARK: - Safety

@Suite("Unsafe and unusual input")
struct SafetyTests {
    static let laughs = """
      <!ENTITY lol "lol">
      <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
      <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
      <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
      <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
      <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
      <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
      <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
      <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
      <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
    """

    /// Documents with a document type declaration; it is always on line 2, column 1.
    static func doctype(_ subset: String, layoutAttributes: String = "", rootContent: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(subset)
        <layout version="1"\(layoutAttributes)>
          <viewController id="article"><view id="root">\(rootContent)</view></viewController>
        </layout>
        """
    }

    struct DoctypeCase: Sendable, CustomTestStringConvertible {
        var name: String
        var xml: String
        var testDescription: String { name }
    }

    static let refusedAsDoctype: [DoctypeCase] = [
        DoctypeCase(name: "plain DOCTYPE", xml: doctype("<!DOCTYPE layout>")),
        DoctypeCase(name: "external DTD", xml: doctype(#"<!DOCTYPE layout SYSTEM "file:///etc/passwd">"#)),
        DoctypeCase(name: "internal entity", xml: doctype("<!DOCTYPE layout [\n  <!ENTITY x \"text\">\n]>",
                                                          rootContent: "&x;")),
        DoctypeCase(name: "external entity in content",
                    xml: doctype("<!DOCTYPE layout [\n  <!ENTITY x SYSTEM \"file:///etc/passwd\">\n]>",
                                 rootContent: "&x;")),
        DoctypeCase(name: "external parameter entity",
                    xml: doctype("<!DOCTYPE layout [\n  <!ENTITY % p SYSTEM \"file:///etc/passwd\">\n  %p;\n]>")),
    ]

    static let otherDoctypes: [DoctypeCase] = [
        DoctypeCase(name: "billion laughs in content",
                    xml: doctype("<!DOCTYPE layout [\n\(laughs)\n]>", rootContent: "&lol9;")),
        DoctypeCase(name: "billion laughs in an attribute",
                    xml: doctype("<!DOCTYPE layout [\n\(laughs)\n]>", layoutAttributes: #" name="&lol9;""#)),
        DoctypeCase(name: "external entity in an attribute",
                    xml: doctype("<!DOCTYPE layout [\n  <!ENTITY x SYSTEM \"file:///etc/passwd\">\n]>",
                                 layoutAttributes: #" name="&x;""#)),
    ]

    @Test("any document type declaration is refused quickly, with one located error and nothing read",
          arguments: refusedAsDoctype + otherDoctypes)
    func doctypeIsRefusedQuickly(_ doctypeCase: DoctypeCase) {
        let (result, seconds) = timed { load(doctypeCase.xml) }
        #expect(seconds < 2, "took \(seconds) s")
        guard case .failure(let failure) = result else {
            Issue.record("a document with a DOCTYPE loaded")
            return
        }
        #expect(failure.errors.count == 1)
        let lines = doctypeCase.xml.split(separator: "\n", omittingEmptySubsequences: false).count
        for error in failure.errors {
            #expect(error.location.file == testPath)
            #expect((1...lines).contains(error.location.line))
            #expect(error.location.column >= 1)
            // Nothing from /etc/passwd ("root:x:0:0:...") ever shows up.
            #expect(!error.message.contains("root:"))
        }
    }

    @Test("a document type declaration is refused as such, at <!DOCTYPE", arguments: refusedAsDoctype)
    func doctypeMessage(_ doctypeCase: DoctypeCase) throws {
        let error = try singleError(doctypeCase.xml)
        #expect(error.location.description == at(2, 1))
        #expect(error.message.contains("a document type declaration (<!DOCTYPE>) is not allowed"))
        #expect(error.message.contains("expected a plain XML document without DTD or entities"))
    }

    @Test("entity attacks are refused as a DOCTYPE too, at <!DOCTYPE",
          arguments: otherDoctypes)
    func entityAttackMessage(_ doctypeCase: DoctypeCase) throws {
        let error = try singleError(doctypeCase.xml)
        #expect(error.location.description == at(2, 1))
        #expect(error.message.contains("a document type declaration (<!DOCTYPE>) is not allowed"))
    }

    @Test("an external entity is never read", arguments: ["content", "attribute"])
    func externalEntityIsNotRead(_ place: String) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-lint-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let secret = "SECRET-\(UUID().uuidString)"
        let secretFile = directory.appendingPathComponent("secret.txt")
        try Data(secret.utf8).write(to: secretFile)

        let subset = "<!DOCTYPE layout [\n  <!ENTITY x SYSTEM \"\(secretFile.absoluteString)\">\n]>"
        let xml = place == "content"
            ? Self.doctype(subset, rootContent: "&x;")
            : Self.doctype(subset, layoutAttributes: #" name="&x;""#)
        let errors = loadErrors(xml)
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { !$0.message.contains(secret) })
        // Parsing alone refuses it too.
        guard case .failure(let failure) = XMLReader.parse(Array(xml.utf8), displayPath: testPath) else {
            Issue.record("XMLReader.parse accepted a document with an external entity")
            return
        }
        #expect(failure.errors.allSatisfy { !$0.message.contains(secret) })
    }

    @Test("an empty or whitespace-only file is 'the file is empty'", arguments: ["", " ", "\n", " \t\r\n  \n"])
    func emptyFile(_ text: String) throws {
        let error = try singleError(text)
        #expect(error.location.description == at(1, 1))
        #expect(error.message == "the file is empty; expected an XML document")
    }

    @Test("a file holding only a byte order mark is empty too",

          arguments: ["\u{FEFF}", "\u{FEFF}\n"])
    func byteOrderMarkOnly(_ text: String) throws {
        let error = try singleError(text)
        #expect(error.message.contains("the file is empty"))
    }

    struct BytesCase: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }
    }

    static let binaryCases: [BytesCase] = {
        // Deterministic noise (a linear congruential generator), the same in every run.
        var noise: [UInt8] = []
        var state: UInt32 = 0x1234_5678
        for _ in 0..<4096 {
            state = state &* 1_664_525 &+ 1_013_904_223
            noise.append(UInt8(truncatingIfNeeded: state >> 24))
        }
        noise[0] = 0x9C
        let prefix = Array(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8) + [0x0A]
        return [
            BytesCase(name: "PNG header", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52]),
            BytesCase(name: "NUL and high bytes", bytes: [0x00, 0xFF, 0xFE, 0x01, 0x80, 0x3C, 0x3E, 0xC3]),
            BytesCase(name: "4 KB of noise", bytes: noise),
            BytesCase(name: "invalid UTF-8 in an attribute",
                      bytes: prefix + Array(#"<layout version="1" name="caf"#.utf8) + [0xE9]
                        + Array(#""><viewController id="a"><view id="r"/></viewController></layout>"#.utf8)),
            BytesCase(name: "truncated UTF-8 sequence at the end",
                      bytes: prefix + Array(#"<layout version="1" name=""#.utf8) + [0xE2, 0x82]),
            BytesCase(name: "NUL inside a document",
                      bytes: prefix + Array(#"<layout version="1">"#.utf8) + [0x00]
                        + Array(#"<viewController id="a"><view id="r"/></viewController></layout>"#.utf8)),
        ]
    }()

    @Test("binary and non-UTF-8 input gives one located error (binary data, or malformed XML), no crash", arguments: binaryCases)
    func binaryInput(_ bytesCase: BytesCase) {
        let (errors, seconds) = timed { loadErrors(bytes: bytesCase.bytes) }
        #expect(seconds < 2)
        #expect(errors.count == 1)
        for error in errors {
            let bytes = bytesCase.bytes
            if bytes.prefix(4096).contains(0) {
                #expect(error.message.hasPrefix("the file contains binary data (a NUL byte at offset \(bytes.firstIndex(of: 0)!))"), "\(error)")
            } else {
                #expect(error.message.hasPrefix("malformed XML: "), "\(error)")
            }
            #expect(error.location.file == testPath)
            #expect(error.location.line >= 1 && error.location.column >= 1)
        }
    }

    @Test("invalid UTF-8 is located at the bad byte")
    func invalidUTF8Location() throws {
        let bytes = Array(#"<layout version="1" name="caf"#.utf8) + [0xE9]
            + Array(#""><viewController id="a"><view id="r"/></viewController></layout>"#.utf8)
        let error = try singleError(bytes: bytes)
        #expect(error.location.description == at(1, 30))
        #expect(error.message.hasPrefix("malformed XML: Input is not proper UTF-8"))
    }

    @Test("a libxml2 message is one line, like every other message")
    func libxmlMessagesAreOneLine() throws {
        let bytes = Array(#"<layout version="1" name="caf"#.utf8) + [0xE9]
            + Array(#""><viewController id="a"><view id="r"/></viewController></layout>"#.utf8)
        let error = try singleError(bytes: bytes)
        #expect(!error.message.contains("\n"))
    }

    static func nested(_ depth: Int) -> String {
        var xml = #"<layout version="1"><viewController id="article">"#
        for index in 0..<depth { xml += #"<view id="v\#(index)">"# }
        for _ in 0..<depth { xml += "</view>" }
        return xml + "</viewController></layout>"
    }

    @Test("5000 nested views end quickly with a clear error (or load), without crashing")
    func veryDeepNesting() {
        let (result, seconds) = timed { load(Self.nested(5000)) }
        #expect(seconds < 5, "took \(seconds) s")
        // libxml2 stops at its depth limit (256); a loader that accepted the depth would
        // have to load it without overflowing the stack. Either way there is no crash.
        if case .failure(let failure) = result {
            #expect(failure.errors.count == 1)
            for error in failure.errors {
                #expect(error.message == "malformed XML: elements are nested more than 256 levels deep; expected at most 256 levels")
                #expect(error.location.line == 1)
            }
        }
    }

    @Test("deep nesting within libxml2's limit loads, and the deepest view is located")
    func deepNestingWithinLimit() throws {
        let depth = 250
        let document = try loadDocument(Self.nested(depth))
        let root = try #require(document.rootController?.view)
        let deepest = try #require(root.view("v\(depth - 1)"))
        // `<layout version="1">` is 20 characters, `<viewController id="article">` 29,
        // and each `<view id="vN">` is 13 + the digits of N.
        var column = 1 + 20 + 29
        for index in 0..<(depth - 1) { column += 13 + String(index).count }
        #expect(deepest.location.description == at(1, column))
    }

    @Test("a UTF-16 document is located like its UTF-8 twin")
    func utf16Locations() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-16"?>
        <layout version="1">
          <viewController id="article">
            <view id="root" bogus="1"/>
          </viewController>
        </layout>
        """
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let error = try singleError(bytes: bytes)
        #expect(error.location.description == at(4, 21))
        #expect(error.message.contains("unknown attribute 'bogus' on <view>"))
    }

    @Test("columns count characters, as libxml2's own columns do")
    func columnsCountCharacters() throws {
        let error = try singleError(screen(subview: #"<label id="caption" text="Überschrift" bogus="1"/>"#))
        #expect(error.location.description == at(7, 46))
    }
}

// MARK: - Files

@Suite("Reading files")
struct FileErrorTests {
    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-lint-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("a directory is refused with a clear error")
    func directory() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let display = "Screens/Folder.layout.xml"

        guard case .failure(let parseFailure) = XMLReader.parseFile(atPath: directory.path, displayPath: display) else {
            Issue.record("XMLReader parsed a directory")
            return
        }
        guard case .failure(let loadFailure) = loader.load(path: directory.path, displayPath: display) else {
            Issue.record("FixtureLoader loaded a directory")
            return
        }
        for failure in [parseFailure, loadFailure] {
            #expect(failure.errors.map(\.description) == ["\(display):1:1: error: is a directory; expected a file"])
        }
    }

    @Test("a missing file is refused with a clear error")
    func missingFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Missing.layout.xml").path
        let display = "Screens/Missing.layout.xml"

        guard case .failure(let parseFailure) = XMLReader.parseFile(atPath: path, displayPath: display) else {
            Issue.record("XMLReader parsed a missing file")
            return
        }
        guard case .failure(let loadFailure) = loader.load(path: path, displayPath: display) else {
            Issue.record("FixtureLoader loaded a missing file")
            return
        }
        for failure in [parseFailure, loadFailure] {
            #expect(failure.errors.count == 1)
            let error = try #require(failure.errors.first)
            #expect(error.location.description == "\(display):1:1")
            #expect(error.message.contains("cannot read the file: No such file or directory"))
            #expect(error.message.contains("expected a readable file"))
        }
    }

    @Test("errors in a file on disk carry its display path")
    func errorsCarryTheDisplayPath() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Broken.layout.xml")
        try Data(screen(subview: #"<imageVie id="hero"/>"#).utf8).write(to: file)

        guard case .failure(let failure) = loader.load(path: file.path, displayPath: "Screens/Broken.layout.xml") else {
            Issue.record("the broken fixture loaded")
            return
        }
        #expect(failure.errors.map(\.location.description) == ["Screens/Broken.layout.xml:7:7"])
    }

    @Test("an empty file on disk is 'the file is empty'")
    func emptyFileOnDisk() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Empty.layout.xml")
        try Data().write(to: file)

        guard case .failure(let failure) = XMLReader.parseFile(atPath: file.path, displayPath: "Empty.layout.xml") else {
            Issue.record("an empty file parsed")
            return
        }
        #expect(failure.errors.map(\.description) == ["Empty.layout.xml:1:1: error: the file is empty; expected an XML document"])
    }
}
