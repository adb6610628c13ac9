/// View controllers contain appearance-customised views, as views do (`UIAppearanceContainer`, in SegueKitViews).
extension UIViewController: UIAppearanceContainer {}
