import Foundation
import Testing

/// `segue demo --android` end to end (issue 14, point 9): the whole tour of the AndroidShop example is compared, as
/// `DemoCommandTests` compares the iOS one; every step's tasks and life-cycle callbacks are deterministic.
@Suite struct AndroidDemoCommandTests {
  @Test func demoTourOfTheAndroidExample() throws {
    let result = try SegueProcess.run(["demo", "--android"])
    #expect(result.standardError == "")
    #expect(result.status == 0)
    #expect(result.standardOutput == Self.expected)
  }

  /// The example is found from the executable's folder too, not only from the current folder.
  @Test func demoFindsTheAndroidExampleFromTheExecutable() throws {
    let result = try SegueProcess.run(["demo", "--android"], in: FileManager.default.temporaryDirectory)
    #expect(result.status == 0)
    #expect(result.standardOutput == Self.expected)
  }

  static let expected = """
    SegueKit demo: the AndroidShop example app, run headlessly from its manifest and layouts (API 34).

    Step 0: launch from AndroidManifest.xml (the MAIN/LAUNCHER activity, in a new task)
    task 1: MainActivity RESUMED
      MainActivity fragments:
        ProductListFragment RESUMED in product_list
    app in front
    window:
      FrameLayout id/content
        LinearLayout
          AppCompatTextView id/title "Coffee gear"
          FragmentContainerView id/product_list
            LinearLayout
              AppCompatButton id/grinder "Grinder"
          AppCompatButton id/cart "Cart"
    life cycle:
      Application.onCreate
      ProductListFragment.onAttach
      ProductListFragment.onCreate(null)
      MainActivity.onCreate(null)
      ProductListFragment.onCreateView
      ProductListFragment.onViewCreated
      ProductListFragment.onViewStateRestored
      ProductListFragment.onStart
      MainActivity.onStart
      MainActivity.onPostCreate(null)
      MainActivity.onResume
      ProductListFragment.onResume
      MainActivity.onPostResume
      MainActivity.onTopResumedActivityChanged(true)
      MainActivity.onWindowFocusChanged(true)

    Step 1: click "Grinder"  — a button of the fragment the layout's FragmentContainerView hosts starts \
    ProductActivity
    task 1: MainActivity CREATED > ProductActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
    app in front
    life cycle:
      MainActivity.onTopResumedActivityChanged(false)
      ProductListFragment.onPause
      MainActivity.onPause
      ProductActivity.onCreate(null)
      ProductActivity.onStart
      ProductActivity.onPostCreate(null)
      ProductActivity.onResume
      ProductActivity.onPostResume
      ProductActivity.onTopResumedActivityChanged(true)
      MainActivity.onWindowFocusChanged(false)
      ProductActivity.onWindowFocusChanged(true)
      ProductListFragment.onStop
      MainActivity.onStop
      ProductListFragment.onSaveInstanceState
      MainActivity.onSaveInstanceState

    Step 2: click "Reviews"  — a fragment transaction puts ReviewsFragment in the detail container, on the back stack
    task 1: MainActivity CREATED > ProductActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
      ProductActivity fragments:
        ReviewsFragment RESUMED in detail_container tag reviews
        back stack: reviews
    app in front
    life cycle:
      ReviewsFragment.onAttach
      ReviewsFragment.onCreate(null)
      ReviewsFragment.onCreateView
      ReviewsFragment.onViewCreated
      ReviewsFragment.onViewStateRestored
      ReviewsFragment.onStart
      ReviewsFragment.onResume

    Step 3: back  — Back pops the fragment back stack first; the activity stays
    task 1: MainActivity CREATED > ProductActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
    app in front
    life cycle:
      ReviewsFragment.onPause
      ReviewsFragment.onStop
      ReviewsFragment.onDestroyView
      ReviewsFragment.onDestroy
      ReviewsFragment.onDetach

    Step 4: click "Buy"  — a dialog-themed activity: ProductActivity below it is paused, not stopped
    task 1: MainActivity CREATED > ProductActivity STARTED > ConfirmActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
    app in front
    life cycle:
      ProductActivity.onTopResumedActivityChanged(false)
      ProductActivity.onPause
      ConfirmActivity.onCreate(null)
      ConfirmActivity.onStart
      ConfirmActivity.onPostCreate(null)
      ConfirmActivity.onResume
      ConfirmActivity.onPostResume
      ConfirmActivity.onTopResumedActivityChanged(true)
      ProductActivity.onWindowFocusChanged(false)
      ConfirmActivity.onWindowFocusChanged(true)

    Step 5: click "Confirm"  — finish(): the dialog goes, ProductActivity resumes
    task 1: MainActivity CREATED > ProductActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
    app in front
    life cycle:
      ConfirmActivity.onTopResumedActivityChanged(false)
      ConfirmActivity.onPause
      ProductActivity.onResume
      ProductActivity.onPostResume
      ProductActivity.onTopResumedActivityChanged(true)
      ConfirmActivity.onWindowFocusChanged(false)
      ProductActivity.onWindowFocusChanged(true)
      ConfirmActivity.onStop
      ConfirmActivity.onDestroy

    Step 6: rotate  — a configuration change: ProductActivity is destroyed and a new instance re-created from its state
    task 1: MainActivity CREATED > ProductActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
    app in front
    life cycle:
      ProductActivity.onTopResumedActivityChanged(false)
      ProductActivity.onPause
      ProductActivity.onStop
      ProductActivity.onSaveInstanceState
      ProductActivity.onDestroy
      ProductActivity.onCreate(savedState)
      ProductActivity.onStart
      ProductActivity.onRestoreInstanceState
      ProductActivity.onPostCreate(savedState)
      ProductActivity.onResume
      ProductActivity.onPostResume
      ProductActivity.onTopResumedActivityChanged(true)
      ProductActivity.onWindowFocusChanged(true)

    Step 7: back  — Back finishes ProductActivity; MainActivity, stopped through the rotation, is re-created for it
    task 1: MainActivity RESUMED
      MainActivity fragments:
        ProductListFragment RESUMED in product_list
    app in front
    life cycle:
      ProductActivity.onTopResumedActivityChanged(false)
      ProductActivity.onPause
      ProductListFragment.onDestroyView
      ProductListFragment.onDestroy
      ProductListFragment.onDetach
      MainActivity.onDestroy
      ProductListFragment.onAttach
      ProductListFragment.onCreate(savedState)
      MainActivity.onCreate(savedState)
      ProductListFragment.onCreateView
      ProductListFragment.onViewCreated
      ProductListFragment.onViewStateRestored
      ProductListFragment.onStart
      MainActivity.onStart
      MainActivity.onRestoreInstanceState
      MainActivity.onPostCreate(savedState)
      MainActivity.onResume
      ProductListFragment.onResume
      MainActivity.onPostResume
      MainActivity.onTopResumedActivityChanged(true)
      ProductActivity.onWindowFocusChanged(false)
      MainActivity.onWindowFocusChanged(true)
      ProductActivity.onStop
      ProductActivity.onDestroy

    Step 8: click id/cart  — android:onClick="openCart" calls MainActivity.openCart(View), which starts a singleTop cart
    task 1: MainActivity CREATED > CartActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
    app in front
    life cycle:
      MainActivity.onTopResumedActivityChanged(false)
      ProductListFragment.onPause
      MainActivity.onPause
      CartActivity.onCreate(null)
      CartActivity.onStart
      CartActivity.onPostCreate(null)
      CartActivity.onResume
      CartActivity.onPostResume
      CartActivity.onTopResumedActivityChanged(true)
      MainActivity.onWindowFocusChanged(false)
      CartActivity.onWindowFocusChanged(true)
      ProductListFragment.onStop
      MainActivity.onStop
      ProductListFragment.onSaveInstanceState
      MainActivity.onSaveInstanceState

    Step 9: home  — Home: the task goes to the background, its activities stopped
    task 1: MainActivity CREATED > CartActivity CREATED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
    home screen in front
    life cycle:
      CartActivity.onTopResumedActivityChanged(false)
      CartActivity.onUserLeaveHint
      CartActivity.onPause
      CartActivity.onWindowFocusChanged(false)
      CartActivity.onStop
      CartActivity.onSaveInstanceState

    Step 10: kill  — the system kills the process; the task keeps its records and their saved state
    task 1: MainActivity (no instance) > CartActivity (no instance)
    home screen in front
    process not running
    life cycle:
      (none)

    Step 11: launch  — the launcher icon brings the task back: only the top activity is re-created, from its saved state
    task 1: MainActivity (no instance) > CartActivity RESUMED
    app in front
    life cycle:
      Application.onCreate
      CartActivity.onCreate(savedState)
      CartActivity.onStart
      CartActivity.onRestoreInstanceState
      CartActivity.onPostCreate(savedState)
      CartActivity.onResume
      CartActivity.onPostResume
      CartActivity.onTopResumedActivityChanged(true)
      CartActivity.onWindowFocusChanged(true)

    Step 12: back  — Back: MainActivity, below it, is re-created only now
    task 1: MainActivity RESUMED
      MainActivity fragments:
        ProductListFragment RESUMED in product_list
    app in front
    life cycle:
      CartActivity.onTopResumedActivityChanged(false)
      CartActivity.onPause
      ProductListFragment.onAttach
      ProductListFragment.onCreate(savedState)
      MainActivity.onCreate(savedState)
      ProductListFragment.onCreateView
      ProductListFragment.onViewCreated
      ProductListFragment.onViewStateRestored
      ProductListFragment.onStart
      MainActivity.onStart
      MainActivity.onRestoreInstanceState
      MainActivity.onPostCreate(savedState)
      MainActivity.onResume
      ProductListFragment.onResume
      MainActivity.onPostResume
      MainActivity.onTopResumedActivityChanged(true)
      CartActivity.onWindowFocusChanged(false)
      MainActivity.onWindowFocusChanged(true)
      CartActivity.onStop
      CartActivity.onDestroy

    Step 13: start .StoreActivity  — a NavHostFragment shows store_graph's start: the catalog, in a nested graph
    task 1: MainActivity CREATED > StoreActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
      StoreActivity fragments:
        NavHostFragment RESUMED in nav_host
          CatalogFragment RESUMED in nav_host tag entry-1
    app in front
    life cycle:
      MainActivity.onTopResumedActivityChanged(false)
      ProductListFragment.onPause
      MainActivity.onPause
      NavHostFragment.onAttach
      NavHostFragment.onCreate(null)
      CatalogFragment.onAttach
      CatalogFragment.onCreate(null)
      StoreActivity.onCreate(null)
      NavHostFragment.onCreateView
      NavHostFragment.onViewCreated
      NavHostFragment.onViewStateRestored
      CatalogFragment.onCreateView
      CatalogFragment.onViewCreated
      CatalogFragment.onViewStateRestored
      NavHostFragment.onStart
      CatalogFragment.onStart
      StoreActivity.onStart
      StoreActivity.onPostCreate(null)
      StoreActivity.onResume
      NavHostFragment.onResume
      CatalogFragment.onResume
      StoreActivity.onPostResume
      StoreActivity.onTopResumedActivityChanged(true)
      MainActivity.onWindowFocusChanged(false)
      StoreActivity.onWindowFocusChanged(true)
      ProductListFragment.onStop
      MainActivity.onStop
      ProductListFragment.onSaveInstanceState
      MainActivity.onSaveInstanceState

    Step 14: click "Kettle"  — an action with an argument: FragmentNavigator commits a replace on the back stack
    task 1: MainActivity CREATED > StoreActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
      StoreActivity fragments:
        NavHostFragment RESUMED in nav_host
          ItemFragment RESUMED in nav_host tag entry-4
          back stack: entry-4
    app in front
    life cycle:
      CatalogFragment.onPause
      CatalogFragment.onStop
      CatalogFragment.onDestroyView
      ItemFragment.onAttach
      ItemFragment.onCreate(null)
      ItemFragment.onCreateView
      ItemFragment.onViewCreated
      ItemFragment.onViewStateRestored
      ItemFragment.onStart
      ItemFragment.onResume

    Step 15: click "Rate"  — a dialog destination: a DialogFragment over the item, whose entry stays STARTED
    task 1: MainActivity CREATED > StoreActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
      StoreActivity fragments:
        NavHostFragment RESUMED in nav_host
          ItemFragment RESUMED in nav_host tag entry-4
          RateDialogFragment RESUMED tag entry-5
          back stack: entry-4
    app in front
    life cycle:
      RateDialogFragment.onAttach
      RateDialogFragment.onCreate(null)
      RateDialogFragment.onCreateView
      RateDialogFragment.onViewCreated
      RateDialogFragment.onViewStateRestored
      RateDialogFragment.onStart
      RateDialogFragment.onResume

    Step 16: back  — Back pops the dialog first (the NavHostFragment is the default nav host)
    task 1: MainActivity CREATED > StoreActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
      StoreActivity fragments:
        NavHostFragment RESUMED in nav_host
          ItemFragment RESUMED in nav_host tag entry-4
          back stack: entry-4
    app in front
    life cycle:
      RateDialogFragment.onPause
      RateDialogFragment.onStop
      RateDialogFragment.onDestroyView
      RateDialogFragment.onDestroy
      RateDialogFragment.onDetach

    Step 17: click "Basket"  — a tab: popUpTo the start with saveState; the included basket graph is shown
    task 1: MainActivity CREATED > StoreActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
      StoreActivity fragments:
        NavHostFragment RESUMED in nav_host
          BasketFragment RESUMED in nav_host tag entry-6
          back stack: entry-6
    app in front
    life cycle:
      ItemFragment.onPause
      ItemFragment.onStop
      ItemFragment.onSaveInstanceState
      ItemFragment.onDestroyView
      ItemFragment.onDestroy
      ItemFragment.onDetach
      BasketFragment.onAttach
      BasketFragment.onCreate(null)
      BasketFragment.onCreateView
      BasketFragment.onViewCreated
      BasketFragment.onViewStateRestored
      BasketFragment.onStart
      BasketFragment.onResume

    Step 18: click "Checkout"  — an action inside the basket tab
    task 1: MainActivity CREATED > StoreActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
      StoreActivity fragments:
        NavHostFragment RESUMED in nav_host
          CheckoutFragment RESUMED in nav_host tag entry-8
          back stack: entry-6, entry-8
    app in front
    life cycle:
      BasketFragment.onPause
      BasketFragment.onStop
      BasketFragment.onDestroyView
      CheckoutFragment.onAttach
      CheckoutFragment.onCreate(null)
      CheckoutFragment.onCreateView
      CheckoutFragment.onViewCreated
      CheckoutFragment.onViewStateRestored
      CheckoutFragment.onStart
      CheckoutFragment.onResume

    Step 19: click "Catalog"  — back to the first tab: restoreState brings its saved stack back, the item on top
    task 1: MainActivity CREATED > StoreActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
      StoreActivity fragments:
        NavHostFragment RESUMED in nav_host
          ItemFragment RESUMED in nav_host tag entry-4
          back stack: entry-4
    app in front
    life cycle:
      BasketFragment.onSaveInstanceState
      BasketFragment.onDestroy
      BasketFragment.onDetach
      CheckoutFragment.onPause
      CheckoutFragment.onStop
      CheckoutFragment.onSaveInstanceState
      CheckoutFragment.onDestroyView
      CheckoutFragment.onDestroy
      CheckoutFragment.onDetach
      ItemFragment.onAttach
      ItemFragment.onCreate(savedState)
      ItemFragment.onCreateView
      ItemFragment.onViewCreated
      ItemFragment.onViewStateRestored
      ItemFragment.onStart
      ItemFragment.onResume

    Step 20: open shop://item/Espresso  — a deep link: a new StoreActivity shows the item over its graph alone
    task 1: MainActivity CREATED > StoreActivity CREATED > StoreActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
      StoreActivity fragments:
        NavHostFragment CREATED in nav_host
          ItemFragment CREATED in nav_host tag entry-4
          back stack: entry-4
      StoreActivity fragments:
        NavHostFragment RESUMED in nav_host
          ItemFragment RESUMED in nav_host tag entry-1
    app in front
    life cycle:
      StoreActivity.onTopResumedActivityChanged(false)
      ItemFragment.onPause
      NavHostFragment.onPause
      StoreActivity.onPause
      NavHostFragment.onAttach
      NavHostFragment.onCreate(null)
      ItemFragment.onAttach
      ItemFragment.onCreate(null)
      StoreActivity.onCreate(null)
      NavHostFragment.onCreateView
      NavHostFragment.onViewCreated
      NavHostFragment.onViewStateRestored
      ItemFragment.onCreateView
      ItemFragment.onViewCreated
      ItemFragment.onViewStateRestored
      NavHostFragment.onStart
      ItemFragment.onStart
      StoreActivity.onStart
      StoreActivity.onPostCreate(null)
      StoreActivity.onResume
      NavHostFragment.onResume
      ItemFragment.onResume
      StoreActivity.onPostResume
      StoreActivity.onTopResumedActivityChanged(true)
      StoreActivity.onWindowFocusChanged(false)
      StoreActivity.onWindowFocusChanged(true)
      ItemFragment.onStop
      NavHostFragment.onStop
      StoreActivity.onStop
      NavHostFragment.onSaveInstanceState
      ItemFragment.onSaveInstanceState
      CatalogFragment.onSaveInstanceState
      StoreActivity.onSaveInstanceState

    Step 21: back  — one destination on its back stack: Back finishes that activity
    task 1: MainActivity CREATED > StoreActivity RESUMED
      MainActivity fragments:
        ProductListFragment CREATED in product_list
      StoreActivity fragments:
        NavHostFragment RESUMED in nav_host
          ItemFragment RESUMED in nav_host tag entry-4
          back stack: entry-4
    app in front
    life cycle:
      StoreActivity.onTopResumedActivityChanged(false)
      ItemFragment.onPause
      NavHostFragment.onPause
      StoreActivity.onPause
      StoreActivity.onRestart
      NavHostFragment.onStart
      ItemFragment.onStart
      StoreActivity.onStart
      StoreActivity.onResume
      NavHostFragment.onResume
      ItemFragment.onResume
      StoreActivity.onPostResume
      StoreActivity.onTopResumedActivityChanged(true)
      StoreActivity.onWindowFocusChanged(false)
      StoreActivity.onWindowFocusChanged(true)
      ItemFragment.onStop
      NavHostFragment.onStop
      StoreActivity.onStop
      ItemFragment.onDestroyView
      NavHostFragment.onDestroyView
      ItemFragment.onDestroy
      ItemFragment.onDetach
      NavHostFragment.onDestroy
      NavHostFragment.onDetach
      StoreActivity.onDestroy

    Next: 'swift run segue run Examples/AndroidShop/src/main' to drive it yourself; 'swift test' runs the tests.

    """
}
