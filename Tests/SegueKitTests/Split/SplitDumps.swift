/// Hierarchy dumps that several split tests expect: each is the whole picture of one state, written once.
enum SplitDumps {
  /// A classic split, expanded: the list in its navigation controller beside the detail.
  static let classicExpanded = """
    Split appeared classic expanded
      | child PrimaryNav appeared stack=1 displayed=List
      |   | child List appeared
      | child Detail appeared
    """

  /// A classic split, collapsed: the detail pushed onto the primary navigation controller.
  static let classicCollapsedOnDetail = """
    Split appeared classic collapsed
      | child PrimaryNav appeared stack=2 displayed=Detail
      |   | child List disappeared
      |   | child Detail appeared
    """

  /// A double-column split, expanded: sidebar and content, each in its navigation controller.
  static let doubleColumnExpanded = """
    Split appeared columns expanded
      | child SidebarNav appeared stack=1 displayed=Sidebar
      |   | child Sidebar appeared
      | child ContentNav appeared stack=1 displayed=Content
      |   | child Content appeared
    """

  /// A double-column split, expanded, with only the secondary column shown.
  static let doubleColumnSecondaryOnly = """
    Split appeared columns expanded displayMode=secondaryOnly
      | child SidebarNav disappeared stack=1
      |   | child Sidebar disappeared
      | child ContentNav appeared stack=1 displayed=Content
      |   | child Content appeared
    """

  /// A double-column split, collapsed: the content pushed onto the sidebar's navigation controller.
  static let doubleColumnCollapsedOnContent = """
    Split appeared columns collapsed
      | child SidebarNav appeared stack=2 displayed=Content
      |   | child Sidebar disappeared
      |   | child Content appeared
    """

  /// A triple-column split, expanded: sidebar, mailboxes and content.
  static let tripleColumnExpanded = """
    Split appeared columns expanded
      | child SidebarNav appeared stack=1 displayed=Sidebar
      |   | child Sidebar appeared
      | child MailboxesNav appeared stack=1 displayed=Mailboxes
      |   | child Mailboxes appeared
      | child ContentNav appeared stack=1 displayed=Content
      |   | child Content appeared
    """
}
