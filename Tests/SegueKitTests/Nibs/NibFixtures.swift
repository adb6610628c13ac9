import Foundation
import SegueKit
import SegueTestSupport

/// Xib files for the nib tests, written as Xcode writes them (trimmed of geometry), in a fresh bundle folder.
enum NibFixtures {
  static func xib(_ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
        </dependencies>
        <objects>
    \(objects)
        </objects>
    </document>
    """
  }

  /// A card view with a custom label and a button; the owner has outlets to the card and receives the button's
  /// action; the card has an outlet to its label.
  static let card = xib(
    """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NibCardOwner" \
    customModule="SegueKitTests">
        <connections>
            <outlet property="card" destination="iN0-l3-epB" id="o1"/>
        </connections>
    </placeholder>
    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
    <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="NibCardView" customModule="SegueKitTests">
        <subviews>
            <label text="Hello" id="lbl-1" customClass="NibTracedLabel" customModule="SegueKitTests"/>
            <button id="btn-1" accessibilityIdentifier="cardButton">
                <state key="normal" title="Open"/>
                <connections>
                    <action selector="openTapped:" destination="-1" eventType="touchUpInside" id="a1"/>
                </connections>
            </button>
        </subviews>
        <connections>
            <outlet property="titleLabel" destination="lbl-1" id="o2"/>
        </connections>
    </view>
    """)

  /// A table cell with a custom class and a label outlet, reuse identifier `Station`.
  static let stationCell = xib(
    """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
    <tableViewCell contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="Station" id="cel-1" \
    customClass="NibStationCell" customModule="SegueKitTests">
        <tableViewCellContentView key="contentView" id="cnt-1">
            <subviews>
                <label text="Station name" id="nam-1" accessibilityIdentifier="stationName"/>
            </subviews>
        </tableViewCellContentView>
        <connections>
            <outlet property="nameLabel" destination="nam-1" id="o3"/>
        </connections>
    </tableViewCell>
    """)

  /// A collection cell as newer Xcodes write it (`<view key="contentView">`), without a reuse identifier.
  static let tileCell = xib(
    """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
    <collectionViewCell opaque="NO" id="til-1" customClass="NibTileCell" customModule="SegueKitTests">
        <view key="contentView" opaque="NO">
            <subviews>
                <label text="Tile" id="til-lbl"/>
            </subviews>
        </view>
        <connections>
            <outlet property="titleLabel" destination="til-lbl" id="o4"/>
        </connections>
    </collectionViewCell>
    """)

  /// Two top-level views: not a valid cell nib.
  static let twoViews = xib(
    """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
    <tableViewCell id="c-1" reuseIdentifier="Row"/>
    <view id="v-1"/>
    """)

  /// A controller's view nib: the owner's `view` outlet and a label outlet.
  static func controllerView(owner: String, connectsView: Bool = true) -> String {
    xib(
      """
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)" \
      customModule="SegueKitTests">
          <connections>
              \(connectsView ? #"<outlet property="view" destination="vw-1" id="o5"/>"# : "")
              <outlet property="greetingLabel" destination="grt-1" id="o6"/>
          </connections>
      </placeholder>
      <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
      <view contentMode="scaleToFill" id="vw-1">
          <subviews>
              <label text="Welcome" id="grt-1"/>
          </subviews>
      </view>
      """)
  }

  /// The nib of a view that loads itself: the owner is the view, the nib's plain top-level view its content.
  static let selfLoading = xib(
    """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NibBadgeView" \
    customModule="SegueKitTests">
        <connections>
            <outlet property="contentView" destination="cnt-9" id="o7"/>
            <outlet property="countLabel" destination="cnt-lbl" id="o8"/>
        </connections>
    </placeholder>
    <view contentMode="scaleToFill" id="cnt-9">
        <subviews>
            <label text="0" id="cnt-lbl"/>
        </subviews>
    </view>
    """)

  /// A folder holding `files` (name → xib text) in `Base.lproj`, opened as a bundle.
  static func bundle(_ files: [String: String]) throws -> (Bundle, TemporaryFolder) {
    let folder = try TemporaryFolder()
    for (name, text) in files { try folder.write("Base.lproj/\(name)", text) }
    guard let bundle = Bundle(path: folder.path) else { throw CocoaError(.fileNoSuchFile) }
    return (bundle, folder)
  }
}
