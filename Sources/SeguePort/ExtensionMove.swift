import SwiftSyntax

/// Moves the extensions of the app's classes that `ExtensionMerge` cannot fold (they do not follow the class in its
/// file: another file, or after another declaration) into their class's body, when they hold what Linux's compiler
/// refuses in an extension: an `override` ("declarations in extensions cannot override yet"), or a member a subclass
/// overrides ("non-@objc declarations of extensions cannot be overridden"). On iOS both compile, as Objective-C
/// methods; an app's `+StateRestoration.swift` file overriding `encodeRestorableState(with:)` is one.
///
/// The extension's lines become blank where it was (its header line a comment saying where it went), and its
/// members go just before the line of the class's closing brace, between two `#sourceLocation` directives: the
/// compiler reports what is in them at their lines in the extension's file, and what follows at the class file's own
/// lines again, so every diagnostic still names the original file and line. The conformances the extension declares
/// join the class's inheritance clause. Its members' own `private` and `fileprivate` are removed (other code of the
/// extension's file may use them; a member of the class body could otherwise not be reached from there).
///
/// Moved only when nothing else in the extension's file is `private` or `fileprivate` (the members could no longer
/// reach it from the class's file), the class is declared once, at the top level, with no generic parameters, and
/// the extension is written `extension Name` (an access modifier at most) with its opening brace ending its line and
/// its closing brace, as the class's, starting one.
struct ExtensionMove {
  /// One extension to move: where it is, and the line of the class's closing brace it goes before.
  struct Move {
    var className: String
    var extensionFile: String
    /// The lines of the `extension` keyword and of the closing brace, 1-based.
    var extensionLines: ClosedRange<Int>
    var classFile: String
    /// The line of the class's closing brace (after `ExtensionMerge`'s folds), 1-based.
    var classClosingLine: Int
  }

  /// Edits of the original texts: the conformances added to the classes, the moved members' `private` removed.
  private(set) var edits: [(file: String, edit: SourceEdit)] = []
  private(set) var moves: [Move] = []

  /// Finds the moves in `scanners`' files. `folds` are `ExtensionMerge`'s (file → folds); `overriddenMembers` the
  /// places of members that a subclass overrides and that an extension declares.
  init(scanners: [SourceScanner], folds: [String: [ExtensionMerge.Fold]], overriddenMembers: [PortLocation]) {
    var classes: [String: [(scanner: SourceScanner, decl: ClassDeclSyntax)]] = [:]
    for scanner in scanners {
      for item in scanner.tree.statements {
        if let decl = item.item.as(ClassDeclSyntax.self) {
          classes[decl.name.text, default: []].append((scanner, decl))
        }
      }
    }
    var addedConformances: [String: [String]] = [:]
    for scanner in scanners {
      var candidates: [(decl: ExtensionDeclSyntax, move: Move)] = []
      for item in scanner.tree.statements {
        guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self),
          let move = Self.move(
            extensionDecl, in: scanner, classes: classes, folds: folds, overridden: overriddenMembers)
        else { continue }
        candidates.append((extensionDecl, move))
      }
      // Anything else of the file that is private stays out of reach of the class's file: then nothing moves.
      let moved = candidates.map { $0.decl.position.utf8Offset..<$0.decl.endPosition.utf8Offset }
      let privateElsewhere = scanner.tree.tokens(viewMode: .sourceAccurate).contains { token in
        [.keyword(.private), .keyword(.fileprivate)].contains(token.tokenKind)
          && token.parent?.is(DeclModifierSyntax.self) == true
          && !moved.contains { $0.contains(token.position.utf8Offset) }
      }
      guard !privateElsewhere else { continue }
      for (extensionDecl, move) in candidates {
        moves.append(move)
        for member in extensionDecl.memberBlock.members {
          for modifier in member.decl.asProtocol((any WithModifiersSyntax).self)?.modifiers ?? []
          where ["private", "fileprivate"].contains(modifier.name.text) && modifier.detail == nil {
            let start = modifier.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = modifier.endPosition.utf8Offset
            edits.append((scanner.file, SourceEdit(range: start..<end, replacement: "")))
          }
        }
        addedConformances[move.className, default: []] +=
          extensionDecl.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
      }
    }
    for (name, conformances) in addedConformances where !conformances.isEmpty {
      guard let (scanner, classDecl) = classes[name]?.first else { continue }
      let list = conformances.joined(separator: ", ")
      if let inherited = classDecl.inheritanceClause?.inheritedTypes.last {
        let end = inherited.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append((scanner.file, SourceEdit(range: end..<end, replacement: ", " + list)))
      } else {
        // After the name, where `ExtensionMerge` puts the conformances of the extensions it folds (`SourcePort`
        // then makes this list continue that one).
        let end = classDecl.name.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append((scanner.file, SourceEdit(range: end..<end, replacement: ": " + list)))
      }
    }
  }

  /// The move of `extensionDecl`, or `nil` when it is not one to move (see the type's discussion).
  private static func move(
    _ extensionDecl: ExtensionDeclSyntax, in scanner: SourceScanner,
    classes: [String: [(scanner: SourceScanner, decl: ClassDeclSyntax)]], folds: [String: [ExtensionMerge.Fold]],
    overridden: [PortLocation]
  ) -> Move? {
    let name = extensionDecl.extendedType.trimmedDescription
    guard let target = classes[name], target.count == 1, let (classScanner, classDecl) = target.first,
      classDecl.genericParameterClause == nil,
      extensionDecl.genericWhereClause == nil, extensionDecl.attributes.isEmpty,
      extensionDecl.modifiers.allSatisfy({ ["private", "fileprivate", "internal"].contains($0.name.text) })
    else { return nil }
    let lines = Self.lines(of: extensionDecl, converter: scanner.converter)
    guard !(folds[scanner.file] ?? []).contains(where: { $0.extensionLines.contains(lines.lowerBound) }) else {
      return nil
    }
    let holdsOverridden = overridden.contains { $0.file == scanner.file && lines.contains($0.line) }
    guard ExtensionMerge.hasOverride(extensionDecl) || holdsOverridden,
      Self.endsItsLine(extensionDecl.memberBlock.leftBrace),
      Self.startsItsLine(extensionDecl.memberBlock.rightBrace), Self.endsItsLine(extensionDecl.memberBlock.rightBrace),
      Self.startsItsLine(extensionDecl.firstToken(viewMode: .sourceAccurate))
    else { return nil }
    let closingLine: Int
    if let fold = (folds[classScanner.file] ?? []).first(where: { $0.className == name }) {
      closingLine = fold.extensionLines.upperBound
    } else if Self.startsItsLine(classDecl.memberBlock.rightBrace) {
      closingLine =
        classScanner.converter.location(for: classDecl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia).line
    } else {
      return nil
    }
    return Move(
      className: name, extensionFile: scanner.file, extensionLines: lines, classFile: classScanner.file,
      classClosingLine: closingLine)
  }

  /// The header comment left on an extension's first line once it is moved.
  static func movedNote(_ className: String) -> String {
    "// segue port: this extension's members are in the body of '\(className)' (Linux's compiler refuses an "
      + "override in an extension)"
  }

  /// `files` (rewritten line for line) with the moves made.
  func apply(to files: [String: String]) -> [String: String] {
    var lines = files.mapValues { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    var inserted: [String: [(line: Int, text: [String])]] = [:]
    for move in moves {
      guard let source = lines[move.extensionFile], move.extensionLines.upperBound <= source.count else { continue }
      let inner = Array(source[move.extensionLines.lowerBound..<(move.extensionLines.upperBound - 1)])
      inserted[move.classFile, default: []].append(
        (
          move.classClosingLine,
          ["#sourceLocation(file: \(Self.literal(move.extensionFile)), line: \(move.extensionLines.lowerBound + 1))"]
            + inner
            + ["#sourceLocation(file: \(Self.literal(move.classFile)), line: \(move.classClosingLine))"]
        ))
    }
    for move in moves {
      for line in move.extensionLines {
        lines[move.extensionFile]?[line - 1] =
          line == move.extensionLines.lowerBound ? Self.movedNote(move.className) : ""
      }
    }
    for (file, insertions) in inserted {
      // From the last line up, so that each insertion leaves the lines above it where they were.
      for insertion in insertions.sorted(by: { $0.line > $1.line }) {
        lines[file]?.insert(contentsOf: insertion.text, at: insertion.line - 1)
      }
    }
    return lines.mapValues { $0.joined(separator: "\n") }.merging(files) { moved, _ in moved }
  }

  private static func lines(of decl: ExtensionDeclSyntax, converter: SourceLocationConverter) -> ClosedRange<Int> {
    converter.location(for: decl.positionAfterSkippingLeadingTrivia)
      .line...converter.location(for: decl.endPositionBeforeTrailingTrivia).line
  }

  /// Whether `token` is the first on its line (only spaces before it since the last line break).
  private static func startsItsLine(_ token: TokenSyntax?) -> Bool {
    guard let token else { return false }
    guard token.previousToken(viewMode: .sourceAccurate) != nil else { return true }
    let trivia = token.leadingTrivia.pieces.reversed()
    for piece in trivia {
      switch piece {
      case .spaces, .tabs: continue
      case .newlines, .carriageReturns, .carriageReturnLineFeeds: return true
      default: return false
      }
    }
    // No line break in its own trivia: the previous token's trailing trivia ends the line only with a comment, which
    // swift-syntax puts in the next token's leading trivia with the line break.
    return false
  }

  /// Whether nothing but a comment follows `token` on its line.
  private static func endsItsLine(_ token: TokenSyntax) -> Bool {
    guard let next = token.nextToken(viewMode: .sourceAccurate), next.tokenKind != .endOfFile else { return true }
    return next.leadingTrivia.pieces.contains {
      switch $0 {
      case .newlines, .carriageReturns, .carriageReturnLineFeeds: return true
      default: return false
      }
    }
  }

  /// `text` as a Swift string literal.
  private static func literal(_ text: String) -> String {
    "\"" + text.map { $0 == "\\" || $0 == "\"" ? "\\\($0)" : String($0) }.joined() + "\""
  }

}
