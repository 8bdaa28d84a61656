// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: menus, a view switcher (floor plan, rack elevation, 3D hall, checks, cable
// schedule, design review), the background jobs' progress, and the status bar. The C++ side passes the Document,
// its background jobs and the view to start in.
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Plenum

ApplicationWindow {
    id: window

    required property Document document
    required property AutosaveManager autosave
    required property ProjectJobs jobs
    property LanguageManager language: null
    property var exports: null // the export controller (C++), same job as `plenum-cli export`
    property var exportFormat: null
    property url docsUrl
    property bool interactive: true // false while grabbing a screenshot: no dialogs
    property string view: "floor"
    property var pendingAction: null // what to do once unsaved changes are saved or discarded
    property bool closeConfirmed: false
    property string themeOverride: "" // "light" or "dark" from the command line

    palette.window: Theme.window
    palette.windowText: Theme.text
    palette.base: Theme.panel
    palette.alternateBase: Theme.window
    palette.text: Theme.text
    palette.button: Theme.window
    palette.buttonText: Theme.text
    palette.highlight: Theme.accent
    palette.highlightedText: "#ffffff"
    palette.mid: Theme.panelBorder
    palette.dark: Theme.panelBorder
    palette.light: Theme.panel
    palette.placeholderText: Theme.textMuted
    readonly property var views: ["floor", "elevation", "3d", "checks", "cables", "review", "asbuilt"]

    width: 1280
    height: 800
    visible: true
    color: Theme.canvas
    title: (document.modified ? "● " : "") + document.file.displayName + " — Plenum"

    function saveOrAsk() {
        if (document.file.path === "")
            saveDialog.open()
        else if (document.file.save())
            runPending()
    }

    // Runs `action` now, or after the user saved or discarded the unsaved changes.
    function confirmThen(action) {
        if (!document.modified) {
            action()
            return
        }
        pendingAction = action
        unsavedDialog.open()
    }

    function runPending() {
        const action = pendingAction
        pendingAction = null
        if (action)
            action()
    }

    onClosing: close => {
        if (!closeConfirmed && document.modified && interactive) {
            close.accepted = false
            confirmThen(() => { closeConfirmed = true; window.close() })
        }
    }

    function showView(name) {
        if (name === "elevation" && document.selection.rackId === 0)
            document.selection.rackId = document.firstRackWithDevices()
        view = name
    }

    // qsTr bindings follow a language switch by themselves (QQmlEngine::retranslate); texts made
    // in C++ are rebuilt here.
    Connections {
        target: window.language
        function onLanguageChanged() {
            inspector.retranslate()
            checksView.model.retranslate()
            asbuiltModel.retranslate()
            cablesView.source.retranslate()
            elevationView.elevation.update()
            elevationView.besideElevation.update()
        }
    }

    Component.onCompleted: {
        if (themeOverride !== "")
            Theme.dark = themeOverride === "dark"
        showView(view)
    }

    menuBar: MenuBar {
        objectName: "menuBar"
        FileMenu {
            id: fileMenu
            document: window.document
            onNewRequested: window.confirmThen(() => newWizard.open())
            onNewFromDxfRequested: window.confirmThen(() => newFromDxfDialog.open())
            onNewEmptyHallRequested: window.confirmThen(() => newEmptyHallDialog.open())
            onOpenRequested: window.confirmThen(() => openDialog.open())
            onOpenPathRequested: path => window.confirmThen(() => window.document.file.open(path))
            onSaveRequested: window.saveOrAsk()
            onSaveAsRequested: saveDialog.open()
            onQuitRequested: window.close()
            exportFormats: window.exports ? window.exports.formats : []
            onImportDiscoveredRequested: importDiscoveredDialog.open()
            onImportUnderlayRequested: importUnderlayDialog.open()
            onExportRequested: format => {
                window.exportFormat = format
                exportFileDialog.open()
            }
        }
        EditMenu {
            id: editMenu
            document: window.document
            floorPlan: floorView.plan
            onSettingsRequested: settingsDialog.open()
            onConnectRequested: connectDialog.open()
        }
        ViewMenu {
            id: viewMenu
            floorPlan: floorView.plan
            onViewRequested: name => window.showView(name)
        }
        ToolsMenu {
            id: toolsMenu
            jobs: window.jobs
            document: window.document
            onChecksShown: window.showView("checks")
        }
        HelpMenu {
            id: helpMenu
            onShortcutsRequested: shortcutsDialog.open()
            onAboutRequested: aboutDialog.open()
        }
    }

    header: ViewBar {
        currentView: window.view
        errorCount: checksView.model.errorCount
        onViewRequested: name => window.showView(name)

        JobIndicator { job: window.jobs.generation }
        JobIndicator { job: window.jobs.routing }
        JobIndicator { job: window.exports ? window.exports.job : null }
        PhaseSelector {
            document: window.document
        }
    }

    // Rack types on the floor plan, device types on the elevation (issue #18).
    CataloguePalette {
        id: cataloguePalette
        objectName: "palette"
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        width: visible ? implicitWidth : 0
        visible: window.view === "floor" || window.view === "elevation"
        document: window.document
        kind: window.view === "elevation" ? "device" : "rack"
        onChosenRackTypeChanged: floorView.plan.rowRackType = chosenRackType
        onDragMoved: (entry, point, free) => {
            if (kind === "rack")
                floorView.previewRack(entry, floorView.mapFromItem(null, point.x, point.y), free)
            else
                elevationView.previewDevice(entry, elevationView.mapFromItem(null, point.x, point.y))
        }
        onDropped: (entry, point, free) => {
            if (kind === "rack")
                floorView.dropRack(entry, floorView.mapFromItem(null, point.x, point.y), free)
            else
                elevationView.dropDevice(entry, elevationView.mapFromItem(null, point.x, point.y))
        }
    }

    StackLayout {
        anchors.left: cataloguePalette.right
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.right: inspector.left
        currentIndex: Math.max(0, window.views.indexOf(window.view))

        FloorView {
            id: floorView
            document: window.document
            drawTools: true
            asbuilt: asbuiltModel
            onDropRefused: reason => notice.show(qsTr("Not placed: %1.").arg(reason))
        }
        ElevationView {
            id: elevationView
            document: window.document
            asbuilt: asbuiltModel
            onDropRefused: reason => notice.show(qsTr("Not mounted: %1.").arg(reason))
            onMoveRefused: reason => notice.show(qsTr("Not moved: %1.").arg(reason))
            onConnectRefused: reason => notice.show(qsTr("Not connected: %1.").arg(reason))
        }
        Loader { // Qt Quick 3D only when shown: it needs OpenGL, which the offscreen platform lacks
            active: window.view === "3d"
            sourceComponent: Hall3DView {
                document: window.document
            }
        }
        ChecksView {
            id: checksView
            shown: window.view === "checks"
            document: window.document
            jobs: window.jobs
        }
        CablesView {
            id: cablesView
            shown: window.view === "cables"
            document: window.document
            asbuilt: asbuiltModel
            jobs: window.jobs
        }
        ReviewView {
            jobs: window.jobs
            shown: window.view === "review"
        }
        AsbuiltView {
            id: asbuiltView
            objectName: "asbuiltView"
            document: window.document
            model: asbuiltModel
            onImportRequested: importDiscoveredDialog.open()
        }
    }

    // Plan against as-built (issue #19): what ibnetdiscover or lldpcli found, compared with the plan.
    AsbuiltModel {
        id: asbuiltModel
        objectName: "asbuiltModel"
        document: window.document
    }
    // Reads the file (format told from its content) and shows the differences; a file that cannot
    // be read or compared changes nothing and says why.
    function importDiscovered(url) {
        if (asbuiltModel.load(url.toString()))
            window.showView("asbuilt")
        else
            importFailedDialog.open()
    }
    FileDialog {
        id: importDiscoveredDialog
        objectName: "importDiscoveredDialog"
        title: qsTr("Import discovered topology")
        nameFilters: [qsTr("Discovered topology: ibnetdiscover, iblinkinfo, lldpcli JSON, NetBox cables (*.txt *.net *.json *.csv)"), qsTr("All files (*)")]
        onAccepted: window.importDiscovered(selectedFile)
    }
    // The architect's drawing under the floor plan (issue #18); a file that cannot be read or
    // decoded changes nothing and the window shows why (Document::lastError).
    FileDialog {
        id: importUnderlayDialog
        objectName: "importUnderlayDialog"
        title: qsTr("Import underlay")
        nameFilters: [qsTr("Drawings (*.png *.jpg *.jpeg *.pdf *.dxf)"), qsTr("All files (*)")]
        onAccepted: {
            const pages = window.document.underlayPageCount(selectedFile.toString())
            if (pages > 1)
                underlayPageDialog.ask(selectedFile.toString(), pages)
            else if (window.document.importUnderlay(selectedFile.toString()))
                window.showView("floor")
        }
    }
    UnderlayPageDialog { // a PDF of several pages: which one
        id: underlayPageDialog
        document: window.document
        onImported: window.showView("floor")
    }
    MessageDialog {
        id: importFailedDialog
        objectName: "importFailedDialog"
        title: qsTr("Import failed")
        text: asbuiltModel.error
        buttons: MessageDialog.Ok
    }

    // Right click on the floor plan: what can be done with the rack, obstacle or pathway under the
    // pointer, or on the floor (issue #18).
    Connections {
        target: floorView.plan
        function onContextMenuRequested(rackId, position) { floorMenus.open(rackId, position) }
    }
    FloorContextMenus {
        id: floorMenus
        view: floorView
        document: window.document
        jobs: window.jobs
        onViewRequested: name => window.showView(name)
        onPropertiesRequested: inspector.showProperties()
        onHallPropertiesRequested: {
            floorView.plan.selectedRackId = 0
            floorView.plan.selectedObstacleId = 0
            floorView.plan.selectedPathwayId = 0
            inspector.showHall()
        }
    }

    Notice {
        id: notice
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.spacing
        z: 10
    }
    Connections {
        target: window.jobs
        function onNotice(message) { notice.show(message) }
    }
    // Every hand edit says what it did; its rerouted cables follow from the jobs (onNotice).
    Connections {
        target: window.document
        function onEdited(what) { notice.show(what) }
    }

    Inspector {
        id: inspector
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        document: window.document
        floorPlan: floorView.plan
    }

    footer: StatusBar {
        document: window.document
        floorPlan: floorView.plan
    }

    FileDialog {
        id: openDialog
        objectName: "openDialog"
        title: qsTr("Open project")
        nameFilters: [qsTr("Plenum projects (*.plenum)"), qsTr("All files (*)")]
        onAccepted: window.document.file.open(selectedFile.toString())
    }

    FileDialog {
        id: saveDialog
        objectName: "saveDialog"
        title: qsTr("Save project as")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "plenum"
        nameFilters: [qsTr("Plenum projects (*.plenum)")]
        onAccepted: {
            if (window.document.file.saveAs(selectedFile.toString()))
                window.runPending()
        }
        onRejected: window.pendingAction = null
    }

    // A folder format (NetBox) is written into the folder named here: a new one, or an earlier
    // export of the same kind, which it replaces; never into a folder of other files.
    FileDialog {
        id: exportFileDialog
        objectName: "exportFileDialog"
        title: !window.exportFormat ? ""
               : window.exportFormat.folder ? qsTr("Export %1 into a new folder").arg(window.exportFormat.description)
               : qsTr("Export %1").arg(window.exportFormat.description)
        fileMode: FileDialog.SaveFile
        defaultSuffix: window.exportFormat && !window.exportFormat.folder ? window.exportFormat.extension.replace(".", "") : ""
        nameFilters: window.exportFormat && !window.exportFormat.folder ? [window.exportFormat.fileFilter] : []
        onAccepted: window.runExport(selectedFile.toString())
    }

    MessageDialog {
        id: exportFailedDialog
        objectName: "exportFailedDialog"
        title: qsTr("Export failed")
        buttons: MessageDialog.Ok
    }

    // A folder of other files is written into only when the user agrees: the export's files are
    // added there (same names replaced), nothing else in it is touched.
    MessageDialog {
        id: exportIntoFolderDialog
        objectName: "exportIntoFolderDialog"
        property string target
        title: qsTr("Write into this folder?")
        text: qsTr("The folder %1 already holds other files.").arg(decodeURIComponent(target.replace(/^file:\/\//, "")))
        informativeText: qsTr("Plenum adds the export's files to it and replaces files of the same names; nothing else in the folder is changed.")
        buttons: MessageDialog.Yes | MessageDialog.Cancel
        onAccepted: window.exports.startExport(window.document, window.exportFormat.id, target, "", "a4", 1, true) // Yes
    }

    // In the background: progress and Cancel in the bar above the views.
    function runExport(path) {
        let target = path
        const extension = window.exportFormat.extension
        if (extension && !target.toLowerCase().endsWith(extension.toLowerCase()))
            target += extension // the non-native dialog leaves a typed name without its suffix
        if (window.exports.needsFolderConsent(window.exportFormat.id, target)) {
            exportIntoFolderDialog.target = target
            exportIntoFolderDialog.open()
            return
        }
        window.exports.startExport(window.document, window.exportFormat.id, target)
    }

    Connections {
        target: window.exports
        function onExported(format, path) {
            notice.show(qsTr("Exported %1.").arg(path))
        }
        function onFailed(error) {
            exportFailedDialog.text = error
            exportFailedDialog.open()
        }
    }

    MessageDialog {
        id: jobFailedDialog
        objectName: "jobFailedDialog"
        buttons: MessageDialog.Ok
    }
    Connections {
        target: window.jobs.routing
        function onFailed(error) {
            jobFailedDialog.title = qsTr("Routing failed")
            jobFailedDialog.text = error
            jobFailedDialog.open()
        }
    }
    Connections {
        target: window.jobs.generation
        function onFailed(error) {
            if (newWizard.visible)
                return // the wizard shows it on the page it concerns, with the input kept
            jobFailedDialog.title = qsTr("The project could not be generated")
            jobFailedDialog.text = error
            jobFailedDialog.open()
        }
    }

    NewProjectWizard {
        id: newWizard
        objectName: "newWizard"
        jobs: window.jobs
    }

    NewEmptyHallDialog {
        id: newEmptyHallDialog
        objectName: "newEmptyHallDialog"
        document: window.document
        onCreated: window.showView("floor")
    }

    NewFromDxfDialog {
        id: newFromDxfDialog
        objectName: "newFromDxfDialog"
        document: window.document
        onCreated: window.showView("floor")
    }

    UnsavedChangesDialog {
        id: unsavedDialog
        objectName: "unsavedDialog"
        documentName: window.document.file.displayName
        onAccepted: window.saveOrAsk()
        onDiscarded: {
            close()
            window.autosave.discard()
            window.runPending()
        }
        onRejected: window.pendingAction = null
    }

    SettingsDialog {
        id: settingsDialog
        objectName: "settingsDialog"
        autosave: window.autosave
        language: window.language
    }

    ConnectDialog {
        id: connectDialog
        objectName: "connectDialog"
        document: window.document
    }

    ShortcutsDialog {
        id: shortcutsDialog
        objectName: "shortcutsDialog"
        menus: [fileMenu, editMenu, viewMenu, toolsMenu, helpMenu]
    }

    AboutDialog {
        id: aboutDialog
        objectName: "aboutDialog"
        docsUrl: window.docsUrl
    }

    RecoveryDialog {
        id: recoveryDialog
        autosave: window.autosave
        documentName: window.document.file.displayName
        visible: window.interactive && window.autosave.recoveryAvailable
    }
}
