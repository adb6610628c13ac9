/// A small app of two storyboards for the graph tests, as Xcode writes them: a tab bar with a
/// navigation flow (cell, bar item, manual, gesture and embed segues, a modal with an unwind) and a
/// tab that is a storyboard reference into `Settings`, plus a reference to a missing `Help`.
///
/// Kept as Swift strings because the test target has no resources.
enum GraphFixture {
  static let main = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Tab-01-bar">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
        </dependencies>
        <scenes>
            <!--Tab Bar Controller-->
            <scene sceneID="sc1-tab-001">
                <objects>
                    <tabBarController id="Tab-01-bar" customClass="RootTabBarController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                        <connections>
                            <segue destination="Nav-01-lst" kind="relationship" relationship="viewControllers" id="rel-tab-001"/>
                            <segue destination="Ref-01-set" kind="relationship" relationship="viewControllers" id="rel-tab-002"/>
                        </connections>
                    </tabBarController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-tab-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <!--Navigation Controller-->
            <scene sceneID="sc2-nav-001">
                <objects>
                    <navigationController id="Nav-01-lst" sceneMemberID="viewController">
                        <connections>
                            <segue destination="Lst-01-vcl" kind="relationship" relationship="rootViewController" id="rel-nav-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <!--List-->
            <scene sceneID="sc3-lst-001">
                <objects>
                    <tableViewController storyboardIdentifier="List" id="Lst-01-vcl" customClass="ListViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" id="tbl-01-lst">
                            <prototypes>
                                <tableViewCell reuseIdentifier="ItemCell" id="cel-01-itm">
                                    <connections>
                                        <segue destination="Det-01-vcl" kind="show" identifier="showDetail" id="seg-cel-001"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        <navigationItem key="navigationItem" title="Items" id="nvi-01-lst">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="bbi-01-add">
                                <connections>
                                    <segue destination="Nav-02-cmp" kind="presentation" identifier="compose" id="seg-add-001"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <segue destination="Ref-02-hlp" kind="show" identifier="help" id="seg-hlp-001"/>
                        </connections>
                    </tableViewController>
                </objects>
            </scene>
            <!--Detail-->
            <scene sceneID="sc4-det-001">
                <objects>
                    <viewController id="Det-01-vcl" customClass="DetailViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" id="vw1-det-001">
                            <subviews>
                                <containerView id="cnt-01-det">
                                    <connections>
                                        <segue destination="Rev-01-vcl" kind="embed" id="seg-emb-001"/>
                                    </connections>
                                </containerView>
                            </subviews>
                            <connections>
                                <outletCollection property="gestureRecognizers" destination="tap-01-det" appends="YES" id="oc1-det-001"/>
                            </connections>
                        </view>
                    </viewController>
                    <tapGestureRecognizer id="tap-01-det">
                        <connections>
                            <segue destination="Zoo-01-vcl" kind="popoverPresentation" identifier="zoom" popoverAnchorView="vw1-det-001" id="seg-tap-001"/>
                        </connections>
                    </tapGestureRecognizer>
                </objects>
            </scene>
            <scene sceneID="sc5-rev-001">
                <objects>
                    <viewController id="Rev-01-vcl" customClass="ReviewsViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="sc6-zoo-001">
                <objects>
                    <viewController id="Zoo-01-vcl" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="sc7-nav-002">
                <objects>
                    <navigationController id="Nav-02-cmp" sceneMemberID="viewController">
                        <connections>
                            <segue destination="Cmp-01-vcl" kind="relationship" relationship="rootViewController" id="rel-nav-002"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <!--Compose-->
            <scene sceneID="sc8-cmp-001">
                <objects>
                    <viewController title="New Item" id="Cmp-01-vcl" customClass="ComposeViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" id="nvi-02-cmp">
                            <barButtonItem key="leftBarButtonItem" title="Cancel" id="bbi-02-cnl">
                                <connections>
                                    <segue destination="ext-01-cmp" kind="unwind" unwindAction="unwindToList:" id="seg-unw-001"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                    </viewController>
                    <exit id="ext-01-cmp" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
            <scene sceneID="sc9-ref-001">
                <objects>
                    <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="SettingsNav" id="Ref-01-set" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="sc0-ref-002">
                <objects>
                    <viewControllerPlaceholder storyboardName="Help" id="Ref-02-hlp" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """#

  static let settings = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
        </dependencies>
        <scenes>
            <scene sceneID="st1-nav-001">
                <objects>
                    <navigationController storyboardIdentifier="SettingsNav" id="SNv-01-set" sceneMemberID="viewController">
                        <connections>
                            <segue destination="Set-01-vcl" kind="relationship" relationship="rootViewController" id="rel-set-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="st2-set-001">
                <objects>
                    <viewController id="Set-01-vcl" customClass="SettingsViewController" customModule="Shop" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" id="vw1-set-001">
                            <subviews>
                                <button id="btn-01-abt">
                                    <state key="normal" title="About &quot;Shop&quot;"/>
                                    <connections>
                                        <segue destination="Abt-01-vcl" kind="custom" identifier="about" customClass="FadeSegue" customModule="Shop" customModuleProvider="target" id="seg-abt-001"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="st3-abt-001">
                <objects>
                    <viewController id="Abt-01-vcl" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """#
}
