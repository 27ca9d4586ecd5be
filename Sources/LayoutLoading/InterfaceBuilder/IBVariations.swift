import LayoutModel

extension IBMapper {
    /// The size-class variations of one property of an element, converted by `make`.
    func variations<Value>(of id: String, _ property: String, _ make: (String) -> Value?) -> SizeClassVariations<Value> {
        SizeClassVariations((propertyVariations[id] ?? []).compactMap { entry in
            guard entry.name == property, let value = make(entry.value) else { return nil }
            return SizeClassVariations<Value>.Entry(horizontal: entry.horizontal, vertical: entry.vertical, value: value)
        })
    }

    static func number(_ text: String) -> Double? { Double(text) }
    static func flag(_ text: String) -> Bool? { text == "YES" ? true : text == "NO" ? false : nil }
    static func axis(_ text: String) -> Axis? { text == "vertical" ? .vertical : text == "horizontal" ? .horizontal : nil }
}
