print("layout-lint")
