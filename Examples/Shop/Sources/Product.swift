/// The shop's catalogue.
public struct Product: Equatable, Sendable {
  public var name: String
  public var price: Int

  public static let catalogue = [
    Product(name: "Espresso cup", price: 12),
    Product(name: "Pour-over kettle", price: 48),
    Product(name: "Grinder", price: 95),
  ]
}
