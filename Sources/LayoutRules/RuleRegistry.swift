/// Every rule, in one explicit list (the catalog test checks it against the rule files and
/// the pages in Rules/).
public enum RuleRegistry {
    public static let all: [any Rule] = [
        ContentInUnsafeArea(),
        EdgePinnedToSuperview(),
        DeprecatedLayoutGuide(),
        BackgroundNotFullBleed(),
        WrapSafeAreaUnawareControl(),
        BottomControlPadding(),
        DeviceSpecificConstant(),
        NegativeAdditionalSafeAreaInsets(),
        ScrollViewNeverAdjusts(),
        ScrollViewAlwaysScrollsSideways(),
        ShortContentUnderBars(),
        AutomaticInsetsDisabled(),
        MultilineTextExceedsReadableWidth(),
        TableCellsIgnoreReadableWidth(),
        CellContentInUnsafeArea(),
        MarginsIgnoreSafeArea(),
        StatusBarHiddenWithNavigationBar(),
        LeftRightMargins(),
        LeftRightConstraint(),
        IgnoresSystemMinimumMargins(),
        SafeAreaGuidesDisabled(),
        UnsatisfiableConstraints(),
        AmbiguousLayout(),
        InputError(),
        UnusedSuppression(),
        NotEvaluated(),
    ]

    public static var ids: [String] { all.map { $0.description.id } }

    public static func rule(id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }
}
