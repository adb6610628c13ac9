/// The pinned outputs of `segue graph` for ``GraphFixture``, in every text format.
enum GraphExpected {
  static let dot = #"""
    digraph flow {
      rankdir=LR;
      compound=true;
      node [shape=box, style=rounded, fontname="Helvetica", fontsize=11];
      edge [fontname="Helvetica", fontsize=9];
      subgraph cluster_0 {
        label="Main.storyboard";
        style=dashed;
        color=gray60;
        "Main/Tab-01-bar" [label="RootTabBarController\ntabBarController\n(initial)", penwidth=2];
        "Main/Nav-01-lst" [label="UINavigationController"];
        "Main/Lst-01-vcl" [label="ListViewController\n#List\ntableViewController"];
        "Main/Det-01-vcl" [label="DetailViewController"];
        "Main/Rev-01-vcl" [label="ReviewsViewController"];
        "Main/Zoo-01-vcl" [label="UIViewController"];
        "Main/Nav-02-cmp" [label="UINavigationController"];
        "Main/Cmp-01-vcl" [label="ComposeViewController"];
        "Main/Ref-02-hlp" [label="→ Help (initial)\nStoryboard reference points to missing storyboard 'Help'", style="dashed", color=red];
        "Main/ext-01-cmp" [label="Exit", shape=circle, style=dashed, fontsize=9];
      }
      subgraph cluster_1 {
        label="Settings.storyboard";
        style=dashed;
        color=gray60;
        "Settings/SNv-01-set" [label="UINavigationController\n#SettingsNav"];
        "Settings/Set-01-vcl" [label="SettingsViewController"];
        "Settings/Abt-01-vcl" [label="UIViewController"];
      }
      "Main/Tab-01-bar" -> "Main/Nav-01-lst" [label="viewControllers", style=bold, arrowhead=diamond, color=gray40];
      "Main/Tab-01-bar" -> "Settings/SNv-01-set" [label="viewControllers", style=bold, arrowhead=diamond, color=blue];
      "Main/Nav-01-lst" -> "Main/Lst-01-vcl" [label="rootViewController", style=bold, arrowhead=diamond, color=gray40];
      "Main/Lst-01-vcl" -> "Main/Det-01-vcl" [label="show \"showDetail\"\ncell 'ItemCell'"];
      "Main/Lst-01-vcl" -> "Main/Nav-02-cmp" [label="presentation \"compose\"\nbar item 'add'"];
      "Main/Lst-01-vcl" -> "Main/Ref-02-hlp" [label="show \"help\"\nmanual"];
      "Main/Det-01-vcl" -> "Main/Rev-01-vcl" [label="embed", style=dotted, arrowhead=odiamond];
      "Main/Det-01-vcl" -> "Main/Zoo-01-vcl" [label="popoverPresentation \"zoom\"\ntap gesture"];
      "Main/Nav-02-cmp" -> "Main/Cmp-01-vcl" [label="rootViewController", style=bold, arrowhead=diamond, color=gray40];
      "Main/Cmp-01-vcl" -> "Main/ext-01-cmp" [label="unwind: unwindToList:\nbar item 'Cancel'", style=dashed, color=gray50];
      "Settings/SNv-01-set" -> "Settings/Set-01-vcl" [label="rootViewController", style=bold, arrowhead=diamond, color=gray40];
      "Settings/Set-01-vcl" -> "Settings/Abt-01-vcl" [label="custom \"about\"\nbutton 'About \"Shop\"'"];
    }

    """#

  static let mermaid = #"""
    flowchart LR
      subgraph sb0["Main.storyboard"]
        Main_Tab_01_bar["RootTabBarController<br/>tabBarController<br/>(initial)"]
        Main_Nav_01_lst["UINavigationController"]
        Main_Lst_01_vcl["ListViewController<br/>#List<br/>tableViewController"]
        Main_Det_01_vcl["DetailViewController"]
        Main_Rev_01_vcl["ReviewsViewController"]
        Main_Zoo_01_vcl["UIViewController"]
        Main_Nav_02_cmp["UINavigationController"]
        Main_Cmp_01_vcl["ComposeViewController"]
        Main_Ref_02_hlp{{"→ Help (initial)<br/>Storyboard reference points to missing storyboard 'Help'"}}
        Main_ext_01_cmp((Exit))
      end
      subgraph sb1["Settings.storyboard"]
        Settings_SNv_01_set["UINavigationController<br/>#SettingsNav"]
        Settings_Set_01_vcl["SettingsViewController"]
        Settings_Abt_01_vcl["UIViewController"]
      end
      Main_Tab_01_bar ==>|"viewControllers"| Main_Nav_01_lst
      Main_Tab_01_bar ==>|"viewControllers"| Settings_SNv_01_set
      Main_Nav_01_lst ==>|"rootViewController"| Main_Lst_01_vcl
      Main_Lst_01_vcl -->|"show #quot;showDetail#quot;<br/>cell 'ItemCell'"| Main_Det_01_vcl
      Main_Lst_01_vcl -->|"presentation #quot;compose#quot;<br/>bar item 'add'"| Main_Nav_02_cmp
      Main_Lst_01_vcl -->|"show #quot;help#quot;<br/>manual"| Main_Ref_02_hlp
      Main_Det_01_vcl -.->|"embed"| Main_Rev_01_vcl
      Main_Det_01_vcl -->|"popoverPresentation #quot;zoom#quot;<br/>tap gesture"| Main_Zoo_01_vcl
      Main_Nav_02_cmp ==>|"rootViewController"| Main_Cmp_01_vcl
      Main_Cmp_01_vcl -.->|"unwind: unwindToList:<br/>bar item 'Cancel'"| Main_ext_01_cmp
      Settings_SNv_01_set ==>|"rootViewController"| Settings_Set_01_vcl
      Settings_Set_01_vcl -->|"custom #quot;about#quot;<br/>button 'About #quot;Shop#quot;'"| Settings_Abt_01_vcl
      classDef initial stroke-width:3px
      class Main_Tab_01_bar initial
      classDef unresolved stroke:#c00,stroke-dasharray:4 3
      class Main_Ref_02_hlp unresolved

    """#

  static let json = #"""
    {
      "edges" : [
        {
          "column" : 25,
          "crossesStoryboards" : false,
          "file" : "App/Main.storyboard",
          "from" : "Main/Tab-01-bar",
          "kind" : "relationship",
          "line" : 12,
          "relationship" : "viewControllers",
          "segueID" : "rel-tab-001",
          "to" : "Main/Nav-01-lst",
          "trigger" : "relationship",
          "triggerRole" : "controller"
        },
        {
          "column" : 25,
          "crossesStoryboards" : true,
          "file" : "App/Main.storyboard",
          "from" : "Main/Tab-01-bar",
          "kind" : "relationship",
          "line" : 13,
          "relationship" : "viewControllers",
          "segueID" : "rel-tab-002",
          "to" : "Settings/SNv-01-set",
          "trigger" : "relationship",
          "triggerRole" : "controller"
        },
        {
          "column" : 25,
          "crossesStoryboards" : false,
          "file" : "App/Main.storyboard",
          "from" : "Main/Nav-01-lst",
          "kind" : "relationship",
          "line" : 24,
          "relationship" : "rootViewController",
          "segueID" : "rel-nav-001",
          "to" : "Main/Lst-01-vcl",
          "trigger" : "relationship",
          "triggerRole" : "controller"
        },
        {
          "column" : 37,
          "crossesStoryboards" : false,
          "file" : "App/Main.storyboard",
          "from" : "Main/Lst-01-vcl",
          "identifier" : "showDetail",
          "kind" : "show",
          "line" : 37,
          "segueID" : "seg-cel-001",
          "to" : "Main/Det-01-vcl",
          "trigger" : "cell 'ItemCell'",
          "triggerRole" : "tableViewCell"
        },
        {
          "column" : 33,
          "crossesStoryboards" : false,
          "file" : "App/Main.storyboard",
          "from" : "Main/Lst-01-vcl",
          "identifier" : "compose",
          "kind" : "presentation",
          "line" : 45,
          "segueID" : "seg-add-001",
          "to" : "Main/Nav-02-cmp",
          "trigger" : "bar item 'add'",
          "triggerRole" : "barButtonItem"
        },
        {
          "column" : 25,
          "crossesStoryboards" : false,
          "file" : "App/Main.storyboard",
          "from" : "Main/Lst-01-vcl",
          "identifier" : "help",
          "kind" : "show",
          "line" : 50,
          "segueID" : "seg-hlp-001",
          "to" : "Main/Ref-02-hlp",
          "trigger" : "manual",
          "triggerRole" : "controller"
        },
        {
          "column" : 37,
          "crossesStoryboards" : false,
          "file" : "App/Main.storyboard",
          "from" : "Main/Det-01-vcl",
          "kind" : "embed",
          "line" : 63,
          "segueID" : "seg-emb-001",
          "to" : "Main/Rev-01-vcl",
          "trigger" : "container view",
          "triggerRole" : "containerView"
        },
        {
          "column" : 25,
          "crossesStoryboards" : false,
          "file" : "App/Main.storyboard",
          "from" : "Main/Det-01-vcl",
          "identifier" : "zoom",
          "kind" : "popoverPresentation",
          "line" : 74,
          "segueID" : "seg-tap-001",
          "to" : "Main/Zoo-01-vcl",
          "trigger" : "tap gesture",
          "triggerRole" : "gestureRecognizer"
        },
        {
          "column" : 25,
          "crossesStoryboards" : false,
          "file" : "App/Main.storyboard",
          "from" : "Main/Nav-02-cmp",
          "kind" : "relationship",
          "line" : 93,
          "relationship" : "rootViewController",
          "segueID" : "rel-nav-002",
          "to" : "Main/Cmp-01-vcl",
          "trigger" : "relationship",
          "triggerRole" : "controller"
        },
        {
          "column" : 33,
          "crossesStoryboards" : false,
          "file" : "App/Main.storyboard",
          "from" : "Main/Cmp-01-vcl",
          "kind" : "unwind",
          "line" : 105,
          "segueID" : "seg-unw-001",
          "to" : "Main/ext-01-cmp",
          "trigger" : "bar item 'Cancel'",
          "triggerRole" : "barButtonItem",
          "unwindAction" : "unwindToList:"
        },
        {
          "column" : 25,
          "crossesStoryboards" : false,
          "file" : "App/Settings.storyboard",
          "from" : "Settings/SNv-01-set",
          "kind" : "relationship",
          "line" : 11,
          "relationship" : "rootViewController",
          "segueID" : "rel-set-001",
          "to" : "Settings/Set-01-vcl",
          "trigger" : "relationship",
          "triggerRole" : "controller"
        },
        {
          "column" : 37,
          "crossesStoryboards" : false,
          "file" : "App/Settings.storyboard",
          "from" : "Settings/Set-01-vcl",
          "identifier" : "about",
          "kind" : "custom",
          "line" : 24,
          "segueID" : "seg-abt-001",
          "to" : "Settings/Abt-01-vcl",
          "trigger" : "button 'About \"Shop\"'",
          "triggerRole" : "control"
        }
      ],
      "nodes" : [
        {
          "className" : "RootTabBarController",
          "customModule" : "Shop",
          "file" : "App/Main.storyboard",
          "id" : "Main/Tab-01-bar",
          "isInitial" : true,
          "kind" : "tabBarController",
          "line" : 10,
          "objectID" : "Tab-01-bar",
          "role" : "scene",
          "storyboard" : "Main"
        },
        {
          "className" : "UINavigationController",
          "file" : "App/Main.storyboard",
          "id" : "Main/Nav-01-lst",
          "isInitial" : false,
          "kind" : "navigationController",
          "line" : 22,
          "objectID" : "Nav-01-lst",
          "role" : "scene",
          "storyboard" : "Main"
        },
        {
          "className" : "ListViewController",
          "customModule" : "Shop",
          "file" : "App/Main.storyboard",
          "id" : "Main/Lst-01-vcl",
          "isInitial" : false,
          "kind" : "tableViewController",
          "line" : 32,
          "objectID" : "Lst-01-vcl",
          "role" : "scene",
          "storyboard" : "Main",
          "storyboardIdentifier" : "List"
        },
        {
          "className" : "DetailViewController",
          "customModule" : "Shop",
          "file" : "App/Main.storyboard",
          "id" : "Main/Det-01-vcl",
          "isInitial" : false,
          "kind" : "viewController",
          "line" : 58,
          "objectID" : "Det-01-vcl",
          "role" : "scene",
          "storyboard" : "Main"
        },
        {
          "className" : "ReviewsViewController",
          "customModule" : "Shop",
          "file" : "App/Main.storyboard",
          "id" : "Main/Rev-01-vcl",
          "isInitial" : false,
          "kind" : "viewController",
          "line" : 81,
          "objectID" : "Rev-01-vcl",
          "role" : "scene",
          "storyboard" : "Main"
        },
        {
          "className" : "UIViewController",
          "file" : "App/Main.storyboard",
          "id" : "Main/Zoo-01-vcl",
          "isInitial" : false,
          "kind" : "viewController",
          "line" : 86,
          "objectID" : "Zoo-01-vcl",
          "role" : "scene",
          "storyboard" : "Main"
        },
        {
          "className" : "UINavigationController",
          "file" : "App/Main.storyboard",
          "id" : "Main/Nav-02-cmp",
          "isInitial" : false,
          "kind" : "navigationController",
          "line" : 91,
          "objectID" : "Nav-02-cmp",
          "role" : "scene",
          "storyboard" : "Main"
        },
        {
          "className" : "ComposeViewController",
          "customModule" : "Shop",
          "file" : "App/Main.storyboard",
          "id" : "Main/Cmp-01-vcl",
          "isInitial" : false,
          "kind" : "viewController",
          "line" : 101,
          "objectID" : "Cmp-01-vcl",
          "role" : "scene",
          "storyboard" : "Main",
          "title" : "New Item"
        },
        {
          "className" : "Storyboard Reference",
          "file" : "App/Main.storyboard",
          "id" : "Main/Ref-02-hlp",
          "isInitial" : false,
          "kind" : "viewControllerPlaceholder",
          "line" : 120,
          "objectID" : "Ref-02-hlp",
          "problem" : "Storyboard reference points to missing storyboard 'Help'",
          "reference" : {
            "storyboardName" : "Help"
          },
          "role" : "unresolvedReference",
          "storyboard" : "Main"
        },
        {
          "className" : "Exit",
          "file" : "App/Main.storyboard",
          "id" : "Main/ext-01-cmp",
          "isInitial" : false,
          "kind" : "exit",
          "line" : 110,
          "objectID" : "ext-01-cmp",
          "role" : "exit",
          "storyboard" : "Main"
        },
        {
          "className" : "UINavigationController",
          "file" : "App/Settings.storyboard",
          "id" : "Settings/SNv-01-set",
          "isInitial" : false,
          "kind" : "navigationController",
          "line" : 9,
          "objectID" : "SNv-01-set",
          "role" : "scene",
          "storyboard" : "Settings",
          "storyboardIdentifier" : "SettingsNav"
        },
        {
          "className" : "SettingsViewController",
          "customModule" : "Shop",
          "file" : "App/Settings.storyboard",
          "id" : "Settings/Set-01-vcl",
          "isInitial" : false,
          "kind" : "viewController",
          "line" : 18,
          "objectID" : "Set-01-vcl",
          "role" : "scene",
          "storyboard" : "Settings"
        },
        {
          "className" : "UIViewController",
          "file" : "App/Settings.storyboard",
          "id" : "Settings/Abt-01-vcl",
          "isInitial" : false,
          "kind" : "viewController",
          "line" : 34,
          "objectID" : "Abt-01-vcl",
          "role" : "scene",
          "storyboard" : "Settings"
        }
      ],
      "references" : [
        {
          "reference" : "Main/Ref-01-set",
          "target" : "Settings/SNv-01-set"
        }
      ],
      "schemaVersion" : 1,
      "storyboards" : [
        {
          "initialNode" : "Main/Tab-01-bar",
          "name" : "Main",
          "path" : "App/Main.storyboard",
          "platform" : "iOS"
        },
        {
          "name" : "Settings",
          "path" : "App/Settings.storyboard",
          "platform" : "iOS"
        }
      ]
    }

    """#
}
