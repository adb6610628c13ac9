// On iOS, `import ContactsUI` makes UIKit's and Contacts' names visible too; `segue port` rewrites it (and
// `import Contacts`) to `import ContactsUICompat`, which makes SegueKit's visible and has the contact types the picker
// hands out.
@_exported public import SegueKit
