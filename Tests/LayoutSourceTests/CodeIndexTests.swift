import Foundation
import LayoutModel
import LayoutSource
import Testing

// What the code of small apps written for these tests says: where each controller is created
// and shown, what it locks, what it places, with the file and line of each fact.

private func index(_ files: [(String, String)]) -> CodeIndex {
    CodeIndex.build(files: files.map { (path: $0.0, text: $0.1) })
}

private func describe(_ shown: ShownByCode) -> String {
    "\(shown.presentation?.rawValue ?? "unknown")\(shown.isAutomatic ? " (automatic)" : "")\(shown.container.map { " in \($0.rawValue)" } ?? "")"
}

@Suite("Reading code: the class map")
struct ClassMapTests {
    @Test("Swift classes, Objective-C interfaces, categories and extensions are merged by name, with superclass, file and line")
    func classMap() throws {
        let code = index([
            ("App/Base.swift", "import UIKit\n\nclass BaseViewController: UIKit.UIViewController {\n}\nextension BaseViewController {\n    func helper() {}\n}\n"),
            ("App/Legacy.h", "@interface LegacyViewController : BaseViewController\n@end\n@interface LegacyViewController (Extras)\n- (void)extra;\n@end\n"),
            ("App/Legacy.m", "#import \"Legacy.h\"\n@implementation LegacyViewController\n- (void)extra { }\n@end\n"),
        ])
        let base = try #require(code.classes["BaseViewController"])
        #expect(base.superclass == "UIViewController")
        #expect(base.bodies.count == 2)
        let legacy = try #require(code.classes["LegacyViewController"])
        #expect(legacy.superclass == "BaseViewController")
        #expect(legacy.bodies.count == 3)
        #expect(code.lineage(of: "LegacyViewController").map(\.name) == ["LegacyViewController", "BaseViewController"])
        let facts = code.facts(forClass: "LegacyViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(facts.declaration?.place == "App/Legacy.h:1")
        #expect(code.functions["extra"]?.count == 1)
    }
}

@Suite("Reading code: how a controller is shown")
struct ShowingTests {
    @Test("a plain present is the automatic style (a page sheet before iOS 18), with the creating and presenting lines")
    func presentedDefault() throws {
        let code = index([("Downloads.swift", """
            final class ListViewController: UIViewController {
                func openDownloads() {
                    let downloads = DownloadsViewController()
                    self.present(downloads, animated: true)
                }
            }
            """)])
        let facts = code.facts(forClass: "DownloadsViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(facts.shown.map(describe) == ["form sheet (automatic)"])
        #expect(facts.shown[0].evidence.map(\.description) == ["Downloads.swift:3 creates it", "Downloads.swift:4 presents it with the default style"])
        #expect(facts.shown[0].evidence[1].code == "self.present(downloads, animated: true)")
        #expect(!facts.isUnreferenced)
    }

    @Test("a style set in the class's initialiser holds where it is presented with the default")
    func styleInInitialiser() {
        let code = index([("Settings.swift", """
            final class SettingsViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    modalPresentationStyle = .formSheet
                }
            }
            final class Home: UIViewController {
                func settings() { present(SettingsViewController(), animated: true) }
            }
            """)])
        let facts = code.facts(forClass: "SettingsViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(facts.shown.map(describe) == ["form sheet"])
        #expect(facts.shown.first?.evidence.last?.description == "Settings.swift:4 sets its own modalPresentationStyle in init (SettingsViewController)")
    }

    @Test("pushed after instantiateViewController(withIdentifier:), with the cast that names the class")
    func pushedFromStoryboard() {
        let code = index([("Router.swift", """
            struct Router {
                func showProfile(from navigation: UINavigationController) {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    let profile = storyboard.instantiateViewController(withIdentifier: "Profile") as! ProfileViewController
                    navigation.pushViewController(profile, animated: true)
                }
            }
            """)])
        let byClass = code.facts(forClass: "ProfileViewController", storyboard: "Main", identifier: "Profile", nib: nil)
        #expect(byClass.shown.map(describe) == ["full screen in navigation"])
        #expect(byClass.shown.first?.evidence.map(\.description) == ["Router.swift:4 makes it (as ProfileViewController)", "Router.swift:5 pushes it onto a navigation controller"])
        // By the identifier alone, as for a scene whose class is UIViewController.
        let byIdentifier = code.facts(forClass: "UnnamedScene", storyboard: "Main", identifier: "Profile", nib: nil)
        #expect(byIdentifier.shown.map(describe) == ["full screen in navigation"])
        #expect(byIdentifier.shown.first?.evidence.first?.description == "Router.swift:4 instantiates it by its storyboard identifier")
    }

    @Test("embedded with addChild is a child; a window's root is full screen")
    func childAndRoot() {
        let code = index([("Containers.swift", """
            final class Panel: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let player = PlayerViewController()
                    addChild(player)
                    view.addSubview(player.view)
                    player.didMove(toParent: self)
                }
            }
            final class SceneDelegate: UIResponder {
                var window: UIWindow?
                func scene() {
                    window?.rootViewController = RootViewController()
                }
            }
            """), ("Host.m", """
            @implementation Host
            - (void)embed { BannerViewController *banner = [BannerViewController new]; [self.view addSubview:banner.view]; }
            @end
            """)])
        let banner = code.facts(forClass: "BannerViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(banner.shown.map(describe) == ["child"])
        #expect(banner.shown.first?.evidence.last?.description == "Host.m:2 puts its view into another view")
        #expect(code.facts(forClass: "PlayerViewController", storyboard: nil, identifier: nil, nib: nil).shown.map(describe) == ["child"])
        let root = code.facts(forClass: "RootViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(root.shown.map(describe) == ["full screen"])
        #expect(root.shown.first?.evidence.last?.description == "Containers.swift:13 makes it a window's root view controller")
    }

    @Test("Objective-C: wrapped in a navigation controller and presented as a form sheet; each branch's style pairs with its present")
    func objectiveCBranches() {
        let code = index([("Accounts.m", """
            @implementation StartViewController
            - (void)showAccount:(id)sender
            {
                AccountViewController *account = [[AccountViewController alloc] initWithNibName:@"Account" bundle:nil];
                UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:account];
                if (IsIpad()) {
                    nav.modalPresentationStyle = UIModalPresentationFormSheet;
                    [self presentViewController:nav animated:YES completion:nil];
                } else {
                    [nav setModalPresentationStyle:UIModalPresentationFullScreen];
                    [self presentViewController:nav animated:YES completion:nil];
                }
            }
            @end
            """)])
        let facts = code.facts(forClass: "AccountViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(facts.shown.map(describe) == ["form sheet in navigation", "full screen in navigation"])
        #expect(facts.shown[0].evidence.map(\.description) == ["Accounts.m:4 creates it", "Accounts.m:5 puts it in a navigation controller",
                                                              "Accounts.m:8 presents it with the default style", "Accounts.m:7 sets its modalPresentationStyle"])
    }

    @Test("handed to a method of the app's own that presents it ([self showPanel:vc], coordinator.show(vc))")
    func handedToHelper() {
        let code = index([("Panels.m", """
            @implementation Host
            - (void)open { Drawer *drawer = [Drawer new]; [self showPanel:drawer animated:YES]; }
            - (void)showPanel:(UIViewController *)panel animated:(BOOL)animated
            {
                [self.navigationController pushViewController:panel animated:animated];
            }
            @end
            """), ("Coordinator.swift", """
            final class Coordinator {
                func start() { show(Wizard()) }
                func show(_ controller: UIViewController) {
                    controller.modalPresentationStyle = .overFullScreen
                    root.present(controller, animated: true)
                }
            }
            """)])
        let drawer = code.facts(forClass: "Drawer", storyboard: nil, identifier: nil, nib: nil)
        #expect(drawer.shown.map(describe) == ["full screen in navigation"])
        #expect(drawer.shown.first?.evidence.map(\.description) == ["Panels.m:2 creates it", "Panels.m:2 hands it to showPanel:animated:", "Panels.m:5 pushes it onto a navigation controller"])
        let wizard = code.facts(forClass: "Wizard", storyboard: nil, identifier: nil, nib: nil)
        #expect(wizard.shown.map(describe) == ["full screen"])
    }

    @Test("the generated accessors of R.swift and SwiftGen name the storyboard and identifier")
    func generatedAccessors() {
        let code = index([("Flows.swift", """
            func flows(nav: UINavigationController) {
                let a = R.storyboard.onboarding.welcomeViewController()!
                nav.pushViewController(a, animated: true)
                let b = StoryboardScene.Settings.privacyViewController.instantiate()
                nav.present(b, animated: true)
            }
            """)])
        let welcome = code.facts(forClass: "UIViewController", storyboard: "Onboarding", identifier: "WelcomeViewController", nib: nil)
        #expect(welcome.shown.map(describe) == ["full screen in navigation"])
        #expect(welcome.shown.first?.evidence.first?.description == "Flows.swift:2 instantiates it (R.swift)")
        let privacy = code.facts(forClass: "UIViewController", storyboard: "Settings", identifier: "privacyViewController", nib: nil)
        #expect(privacy.shown.map(describe) == ["form sheet (automatic)"])
        #expect(privacy.shown.first?.evidence.first?.description == "Flows.swift:4 instantiates it (SwiftGen)")
    }

    @Test("a custom transitioning delegate and a generic helper are unknown, never guessed; a class named only in its declaration is unreferenced")
    func unknownAndUnused() {
        let code = index([("Misc.swift", """
            final class Cards: UIViewController {
                func open() {
                    let card = CardViewController()
                    card.transitioningDelegate = self.transition
                    present(card, animated: true)
                    let any = make(GenericViewController.self)
                    use(any)
                }
            }
            final class OrphanViewController: UIViewController {}
            """)])
        let card = code.facts(forClass: "CardViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(card.shown.map(describe) == ["unknown"])
        #expect(card.shown.first?.evidence.last?.description == "Misc.swift:4 gives it a custom transitioning delegate: how it is shown is not known")
        let generic = code.facts(forClass: "GenericViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(generic.shown.isEmpty && !generic.isUnreferenced)
        let orphan = code.facts(forClass: "OrphanViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(orphan.isUnreferenced)
        #expect(orphan.declaration?.place == "Misc.swift:10")
        // Its nib's name in a string is a use.
        let loaded = index([("A.swift", "final class OrphanViewController: UIViewController {}\nlet nib = UINib(nibName: \"Orphan\", bundle: nil)\n")])
        #expect(!loaded.facts(forClass: "OrphanViewController", storyboard: nil, identifier: nil, nib: "Orphan").isUnreferenced)
    }
}

@Suite("Reading code: orientations, bars and views the code places")
struct TraitTests {
    @Test("a base class locking portrait decides for its subclasses; a computed mask is unknown and said so")
    func orientations() {
        let code = index([("Base.swift", """
            class PortraitViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class Login: PortraitViewController {}
            class Rotating: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    return allowed
                }
            }
            final class Player: Rotating {}
            """), ("Legacy.m", """
            @implementation LegacyViewController
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskLandscape; }
            - (BOOL)prefersStatusBarHidden { return YES; }
            @end
            """)])
        let login = code.facts(forClass: "Login", storyboard: nil, identifier: nil, nib: nil)
        #expect(login.orientations == [.portrait])
        #expect(login.orientationEvidence?.description == "Base.swift:2 portrait only (PortraitViewController.supportedInterfaceOrientations)")
        let player = code.facts(forClass: "Player", storyboard: nil, identifier: nil, nib: nil)
        #expect(player.orientations == nil)
        #expect(player.orientationsUnknown?.description == "Base.swift:6 Rotating.supportedInterfaceOrientations computes its value: the orientations are not known")
        let legacy = code.facts(forClass: "LegacyViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(legacy.orientations == [.landscape])
        #expect(legacy.statusBarHidden?.description == "Legacy.m:3 hides the status bar (LegacyViewController.prefersStatusBarHidden)")
    }

    @Test("views framed in viewDidLayoutSubviews, re-parented, constrained in code, and constraint outlets the code changes")
    func placed() {
        let code = index([("Player.swift", """
            final class PlayerViewController: UIViewController {
                @IBOutlet var controls: UIView!
                @IBOutlet var toolbarHeight: NSLayoutConstraint!
                @IBOutlet var badge: UIView!
                @IBOutlet var caption: UILabel!
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    controls.frame = CGRect(x: 16 + view.safeAreaInsets.left, y: 0, width: 100, height: 44)
                    toolbarHeight.constant = 57 + view.safeAreaInsets.bottom
                    caption.isHidden = true
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    window.addSubview(badge)
                }
            }
            """), ("Panel.m", """
            @implementation PanelViewController
            - (void)layout { [self.sheet setFrame:CGRectZero]; _handle.center = CGPointZero; }
            @end
            """)])
        let player = code.facts(forClass: "PlayerViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(player.placedOutlets.mapValues(\.description) == [
            "controls": "Player.swift:8 sets its frame",
            "toolbarHeight": "Player.swift:9 changes the constraint's constant",
            "badge": "Player.swift:14 adds it to another view (addSubview)",
        ])
        let panel = code.facts(forClass: "PanelViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(Set(panel.placedOutlets.keys) == ["sheet", "handle"])
    }

    @Test("settings given to outlets: text, fonts, content insets (from the safe area or not) and automatic row heights, in Swift and Objective-C")
    func settings() {
        let code = index([("Reader.swift", """
            final class ReaderViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    bodyLabel.text = article.body
                    comments.rowHeight = UITableView.automaticDimension
                    notes.rowHeight = 88
                    notes.contentInset = UIEdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
                }
                override func viewDidLayoutSubviews() {
                    comments.contentInset.bottom = 0
                    comments.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: view.safeAreaInsets.bottom, right: 0)
                }
            }
            """), ("Log.m", """
            @implementation LogViewController
            - (void)viewDidLoad { [self.logView setFont:[UIFont systemFontOfSize:14]]; _logView.attributedText = text; self.table.rowHeight = UITableViewAutomaticDimension; }
            @end
            """)])
        let reader = code.facts(forClass: "ReaderViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(reader.outletSettings.mapValues { $0.mapValues(\.description) } == [
            "bodyLabel": [.text: "Reader.swift:4 sets its text at run time"],
            "comments": [.automaticRowHeight: "Reader.swift:5 sizes its rows to their content (automatic dimension)",
                         .contentInsetFromSafeArea: "Reader.swift:11 sets its content inset from the safe area's insets"],
            "notes": [.contentInset: "Reader.swift:7 sets its content inset"],
        ])
        let log = code.facts(forClass: "LogViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(log.outletSettings.mapValues { Set($0.keys) } == ["logView": [.font, .text], "table": [.automaticRowHeight]])
    }

    @Test("the storyboards the code may load: by a string, an R.swift or SwiftGen accessor, a class of the name; a name the code computes could be any")
    func storyboardsLoaded() {
        let code = index([("Router.swift", """
            enum Router {
                static func settings() -> UIViewController { UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()! }
                static func onboarding() -> UIViewController { R.storyboard.onboarding_Flow.instantiateInitialViewController()! }
                static func profile() -> UIViewController { StoryboardScene.Profile.initialScene.instantiate() }
            }
            """)])
        #expect(["Settings", "Onboarding_Flow", "Profile"].allSatisfy { code.loadsStoryboard(named: $0, scope: nil) })
        #expect(!code.loadsStoryboard(named: "Leftover", scope: nil))
        let computed = index([("Samples.swift", """
            func open(_ sample: Sample) { let storyboard = UIStoryboard(name: sample.storyboardName, bundle: .main) }
            """), ("Legacy.m", """
            UIStoryboard *board = [UIStoryboard storyboardWithName:@"Legacy" bundle:nil];
            """)])
        #expect(computed.loadsStoryboard(named: "Leftover", scope: nil))
        #expect(computed.loadsStoryboard(named: "Legacy", scope: nil))
    }

    @Test("a class held as a value is made where its file makes an instance of a class value; a class value the file never instantiates (a cell registered by type), `self.init` and a type's own `init` are not such sites")
    func classValues() {
        let code = index([("Menu.swift", """
            final class MenuViewController: UITableViewController {
                let screens: [UIViewController.Type] = [MapViewController.self, ListViewController.self]
                override func viewDidLoad() {
                    tableView.register(MenuCell.self, forCellReuseIdentifier: "cell")
                }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    let screenType = screens[indexPath.row]
                    present(screenType.init(), animated: true)
                }
            }
            final class MenuCell: UITableViewCell {
                convenience init() { self.init(style: .default, reuseIdentifier: nil) }
            }
            final class Other {
                func make() -> Helper { Helper.init() }
            }
            """)])
        let map = code.facts(forClass: "MapViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(map.shown.map { $0.evidence.map(\.description) } == [[
            "Menu.swift:8 creates it from a class value (the list at line 2 holds MapViewController)",
            "Menu.swift:8 presents it with the default style",
        ]])
        #expect(code.facts(forClass: "MenuCell", storyboard: nil, identifier: nil, nib: nil).shown.isEmpty)
        #expect(code.facts(forClass: "MenuCell", storyboard: nil, identifier: nil, nib: nil).unresolved.isEmpty)
        #expect(code.facts(forClass: "Helper", storyboard: nil, identifier: nil, nib: nil).unresolved.map(\.description) == ["Menu.swift:15 creates it"])
    }

    @Test("views the code hides as the screen is set up, on no condition and never shows again: in viewDidLoad or a method it calls, in Objective-C and Swift; hidden in a block, after a brace-less if, or in a method set-up does not call, they stay checked")
    func hiddenAlways() {
        let code = index([("Form.m", """
            @implementation FormViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.hintLabel.hidden = YES;
                if (self.isEditing) self.editLabel.hidden = YES;
                [self fillForm];
            }
            - (void)fillForm {
                [self.offLabel setHidden:YES];
            }
            - (void)later {
                self.laterLabel.hidden = YES;
            }
            @end
            """), ("Card.swift", """
            final class CardView: UIView {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    DispatchQueue.main.async { self.spinner.isHidden = true }
                    self.title.isHidden = true
                }
            }
            """)])
        let form = code.facts(forClass: "FormViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(form.outletSettings.mapValues { $0.mapValues(\.description) } == [
            "hintLabel": [.hiddenAlways: "Form.m:4 hides it as the screen is set up (viewDidLoad)"],
            "offLabel": [.hiddenAlways: "Form.m:9 hides it as the screen is set up (fillForm)"],
        ])
        let card = code.facts(forClass: "CardView", storyboard: nil, identifier: nil, nib: nil)
        #expect(card.outletSettings.mapValues { $0.mapValues(\.description) } == ["title": [.hiddenAlways: "Card.swift:5 hides it as the screen is set up (awakeFromNib)"]])
    }

    @Test("bars the code makes opaque: on the appearance proxy (every bar), on the container that shows the class, on a container subclass's own bar; a computed value, another controller's bar and a bar outlet in a plain controller's view are not read")
    func opaqueBars() {
        let code = index([("Bars.swift", """
            final class Styles {
                static func apply() {
                    UINavigationBar.appearance().isTranslucent = false
                }
            }
            final class ListViewController: UIViewController {
                @IBOutlet var tabBar: UITabBar!
                override func viewDidLoad() {
                    navigationController?.navigationBar.isTranslucent = false
                    tabBar.isTranslucent = false
                    other.navigationController?.navigationBar.isTranslucent = false
                }
            }
            final class DetailViewController: UIViewController {
                override func viewDidLoad() {
                    navigationController?.navigationBar.isTranslucent = isEditing
                    tabBarController?.tabBar.isTranslucent == false
                }
            }
            final class MainTabs: UITabBarController {
                override func viewDidLoad() { tabBar.isTranslucent = false }
            }
            """), ("Setup.m", """
            @implementation Setup
            - (void)apply {
                [[UITabBar appearance] setTranslucent:NO];
                [UINavigationBar appearance].translucent = YES;
            }
            @end
            @implementation ObjCTabs
            - (void)viewDidLoad { [self.tabBar setTranslucent:NO]; }
            @end
            """), ("ObjCTabs.h", "@interface ObjCTabs : UITabBarController\n@end\n")])
        #expect(code.opaqueBarsByAppearance(scope: nil).mapValues(\.description) == [
            .navigation: "Bars.swift:3 makes every navigation bar opaque (its appearance proxy)",
            .tabBar: "Setup.m:3 makes every tab bar opaque (its appearance proxy)",
        ])
        #expect(code.opaqueBars(ofClass: "ListViewController", scope: nil).mapValues(\.description) == [
            .navigation: "Bars.swift:9 makes the navigation bar opaque (ListViewController)",
        ])
        #expect(code.opaqueBars(ofClass: "DetailViewController", scope: nil).isEmpty)
        #expect(code.opaqueBars(ofClass: "MainTabs", scope: nil).mapValues(\.description) == [.tabBar: "Bars.swift:21 makes the tab bar opaque (MainTabs)"])
        #expect(code.opaqueBars(ofClass: "ObjCTabs", scope: nil).mapValues(\.description) == [.tabBar: "Setup.m:8 makes the tab bar opaque (ObjCTabs)"])
    }

    @Test("where the code puts a view across the screen's width: SnapKit or anchors pinning it to the screen's view, a keyboard's accessory (Swift and Objective-C), a table's header; pinned to a guide or to a view inside the screen, it is not placed")
    func widePlacements() {
        let code = index([("Screens.swift", """
            final class MapViewController: UIViewController {
                private let toast = ToastView.fromNib()
                private var filters: FilterBar!
                private let card = CardFooter()
                override func viewDidLoad() {
                    view.addSubview(toast)
                    toast.snp.makeConstraints { make in
                        make.left.right.equalToSuperview()
                        make.top.equalToSuperview()
                    }
                    filters.snp.makeConstraints { $0.bottom.equalTo(view.safeAreaLayoutGuide) }
                    card.bottomAnchor.constraint(equalTo: panel.bottomAnchor).isActive = true
                    tableView.tableHeaderView = SummaryHeader()
                }
            }
            """), ("Compose.m", """
            @implementation ComposeViewController {
                ComposeBar *_bar;
            }
            - (void)viewDidLoad {
                [self.textView setInputAccessoryView:_bar];
            }
            @end
            """)])
        func placed(_ name: String) -> [String] {
            code.widePlacements(ofView: name, scope: nil).map { "\($0.place) \($0.evidence.shortPlace)" }
        }
        #expect(placed("ToastView") == ["top Screens.swift:9"])
        #expect(placed("FilterBar") == [])
        #expect(placed("CardFooter") == [])
        #expect(placed("SummaryHeader") == ["list Screens.swift:13"])
        #expect(placed("ComposeBar") == ["bottom Compose.m:5"])
    }

    @Test("a popover whose presenter answers adaptivePresentationStyle with none stays a popover in compact width; another presenter's popover adapts")
    func keptPopover() {
        let code = index([("Map.swift", """
            final class MapViewController: UIViewController, UIPopoverPresentationControllerDelegate {
                func showLayers() {
                    let layers = LayersViewController()
                    layers.modalPresentationStyle = .popover
                    layers.popoverPresentationController?.delegate = self
                    present(layers, animated: true)
                }
                func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                    return .none
                }
            }
            final class ListViewController: UIViewController {
                func showFilters() {
                    let filters = FiltersViewController()
                    filters.modalPresentationStyle = .popover
                    present(filters, animated: true)
                }
            }
            """)])
        let layers = code.facts(forClass: "LayersViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(layers.shown.map(describe) == ["popover kept"])
        #expect(layers.shown.first?.evidence.last?.description == "Map.swift:8 keeps its popovers in compact width (adaptivePresentationStyle returns none)")
        let filters = code.facts(forClass: "FiltersViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(filters.shown.map(describe) == ["popover"])
    }

    @Test("scroll behaviour and margins the code states on outlets, in Swift and Objective-C; a computed value is not read")
    func insetSettings() {
        let code = index([("Feed.swift", """
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    feedTable.contentInsetAdjustmentBehavior = .never
                    header.insetsLayoutMarginsFromSafeArea = false
                    gallery.contentInsetAdjustmentBehavior = isPhone ? .never : .automatic
                    footer.insetsLayoutMarginsFromSafeArea = true
                }
            }
            """), ("Photos.m", """
            @implementation PhotosViewController
            - (void)viewDidLoad { [self.photoScroll setContentInsetAdjustmentBehavior:UIScrollViewContentInsetAdjustmentAlways]; }
            @end
            """)])
        let feed = code.facts(forClass: "FeedViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(feed.outletSettings.mapValues { $0.mapValues(\.description) } == [
            "feedTable": [.insetAdjustmentNever: "Feed.swift:3 sets its contentInsetAdjustmentBehavior to never"],
            "header": [.marginsIgnoreSafeArea: "Feed.swift:4 turns off insetsLayoutMarginsFromSafeArea"],
            // A condition states both: each is kept, and the pipeline leaves the document's behaviour.
            "gallery": [.insetAdjustmentNever: "Feed.swift:5 sets its contentInsetAdjustmentBehavior to never"],
        ])
        let photos = code.facts(forClass: "PhotosViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(photos.outletSettings["photoScroll"]?.keys.map { $0 } == [.insetAdjustmentAlways])
    }

    @Test("views the code may show: hidden set to false or a computed value, through an optional, or toggled; never when set to true")
    func shownViews() {
        let code = index([("Filters.swift", """
            final class FiltersViewController: UIViewController {
                func update() {
                    applyBar?.isHidden = selection.isEmpty
                    header!.isHidden = false
                    banner.isHidden.toggle()
                    spinner.isHidden = true
                    if badge.isHidden == false { return }
                }
            }
            """)])
        let facts = code.facts(forClass: "FiltersViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(facts.outletSettings.mapValues { $0.mapValues(\.description) } == [
            "applyBar": [.shown: "Filters.swift:3 shows or hides it (a computed value)"],
            "header": [.shown: "Filters.swift:4 shows it"],
            "banner": [.shown: "Filters.swift:5 shows or hides it (a computed value)"],
        ])
    }

    @Test("a controller that hides its navigation bar when it appears; one that shows it again is not taken as hiding it")
    func navigationBar() {
        let code = index([("Login.swift", """
            final class LoginViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }
            }
            final class Toggling: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    navigationController?.isNavigationBarHidden = true
                    if shown { navigationController?.isNavigationBarHidden = false }
                }
            }
            """), ("Welcome.m", """
            @implementation WelcomeViewController
            - (void)viewWillAppear:(BOOL)animated { [super viewWillAppear:animated]; [self.navigationController setNavigationBarHidden:YES animated:NO]; }
            @end
            """)])
        #expect(code.facts(forClass: "LoginViewController", storyboard: nil, identifier: nil, nib: nil).hidesNavigationBar?.description
                == "Login.swift:4 hides the navigation bar when it appears (LoginViewController.viewWillAppear)")
        #expect(code.facts(forClass: "Toggling", storyboard: nil, identifier: nil, nib: nil).hidesNavigationBar == nil)
        #expect(code.facts(forClass: "WelcomeViewController", storyboard: nil, identifier: nil, nib: nil).hidesNavigationBar?.place == "Welcome.m:2")
    }

    @Test("edgesForExtendedLayout set on itself by a base class")
    func extendedEdges() {
        let code = index([("Base.m", """
            @implementation DemoBaseViewController
            - (void)viewDidLoad { [super viewDidLoad]; self.edgesForExtendedLayout = UIRectEdgeNone; }
            @end
            @interface ChartViewController : DemoBaseViewController
            @end
            """)])
        let facts = code.facts(forClass: "ChartViewController", storyboard: nil, identifier: nil, nib: nil)
        #expect(facts.extendedEdges == [])
        #expect(facts.extendedEdgesEvidence?.description == "Base.m:2 sets edgesForExtendedLayout to none (DemoBaseViewController)")
    }
}

@Suite("Reading code: whose code counts")
struct CodeScopeTests {
    @Test("test folders (Test, Tests, AppUITests, AppSpecs) below the app's folders are left out for a document outside them, in a project's folders and in a tree")
    func testFolders() {
        for name in ["Test", "Tests", "AppUITests", "AppSpecs"] { #expect(CodeScope.isTestFolder("App/\(name)/Screens"), "\(name)") }
        #expect(!CodeScope.isTestFolder("App/Testimonials"))
        let project = CodeScope(folders: ["/work/App/Source", "/work/App/Test"], excludesTests: true)
        #expect(project.contains(folder: "/work/App/Source"))
        #expect(!project.contains(folder: "/work/App/Test"))
        // Inside a test folder the project itself lies in, the tests' code counts.
        let inside = CodeScope(folders: ["/work/Tests/App/Source", "/work/Tests/App/Views"], excludesTests: true)
        #expect(inside.contains(folder: "/work/Tests/App/Source"))
        let tree = CodeScope(folders: [], trees: ["/work/App"], excludesTests: true)
        #expect(tree.contains(folder: "/work/App/Source/Views"))
        #expect(!tree.contains(folder: "/work/App/Test"))
    }
}
