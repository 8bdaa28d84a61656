<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Plenum</source>
        <translation>Über Plenum</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Plan GPU clusters as they are really built: halls, racks, pathways, cables and phases.</source>
        <translation>GPU-Cluster so planen, wie sie wirklich gebaut werden: Hallen, Racks, Kabelwege, Kabel und Phasen.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Lizenz: GNU General Public License, Version 3 oder neuer (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <source>Documentation: &lt;a href=&quot;%1&quot;&gt;user guide&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;command line&lt;/a&gt;</source>
        <translation>Dokumentation: &lt;a href=&quot;%1&quot;&gt;Benutzerhandbuch&lt;/a&gt; · &lt;a href=&quot;%2&quot;&gt;Kommandozeile&lt;/a&gt;</translation>
    </message>
</context>
<context>
    <name>AsbuiltView</name>
    <message>
        <source>As built: %1 (%2)</source>
        <translation>Ist-Zustand: %1 (%2)</translation>
    </message>
    <message>
        <source>As built</source>
        <translation>Ist-Zustand</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>%1 planned links, %2 found, %3 as planned, %4 differences</source>
        <translation>%1 geplante Verbindungen, %2 gefunden, %3 wie geplant, %4 Abweichungen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The as-built matches the plan: every planned link was found where it belongs.</source>
        <translation>Der Ist-Zustand entspricht dem Plan: Jede geplante Verbindung wurde an ihrem Platz gefunden.</translation>
    </message>
    <message>
        <source>Import what ibnetdiscover, iblinkinfo or lldpcli found on the installed cluster, or NetBox&apos;s cables CSV (File ▸ Import Discovered Topology…), to compare it with the plan.</source>
        <translation>Importieren Sie, was ibnetdiscover, iblinkinfo oder lldpcli im installierten Cluster gefunden haben, oder die Kabel-CSV von NetBox (Datei ▸ Erkannte Topologie importieren…), um sie mit dem Plan zu vergleichen.</translation>
    </message>
</context>
<context>
    <name>CableDetails</name>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>Select a cable to see its length</source>
        <translation>Kabel auswählen, um seine Länge zu sehen</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Benötigt</translation>
    </message>
    <message>
        <source>Ordered</source>
        <translation>Bestellt</translation>
    </message>
    <message>
        <source>Slack</source>
        <translation>Überlänge</translation>
    </message>
    <message>
        <source>Slack stored: %1</source>
        <translation>Überlänge verstaut: %1</translation>
    </message>
    <message>
        <source>Route: %1</source>
        <translation>Weg: %1</translation>
    </message>
    <message>
        <source>inside the rack</source>
        <translation>innerhalb des Racks</translation>
    </message>
</context>
<context>
    <name>CableFilters</name>
    <message>
        <source>All racks</source>
        <translation>Alle Racks</translation>
    </message>
    <message>
        <source>All media</source>
        <translation>Alle Medien</translation>
    </message>
    <message>
        <source>All phases</source>
        <translation>Alle Phasen</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <source>Search label or end</source>
        <translation>Beschriftung oder Ende suchen</translation>
    </message>
    <message>
        <source>%1 of %2 cables</source>
        <translation>%1 von %2 Kabeln</translation>
    </message>
</context>
<context>
    <name>CablesView</name>
    <message>
        <source>No cables yet: route the %1 links through the trays to get every cable with its length, media and labels.</source>
        <translation>Noch keine Kabel: Führen Sie die %1 Verbindungen durch die Trassen, um jedes Kabel mit Länge, Medium und Beschriftung zu erhalten.</translation>
    </message>
    <message>
        <source>No cables: the project has no links yet.</source>
        <translation>Keine Kabel: Das Projekt hat noch keine Verbindungen.</translation>
    </message>
    <message>
        <source>Route Cables (Ctrl+R)</source>
        <translation>Kabel führen (Strg+R)</translation>
    </message>
</context>
<context>
    <name>CalibrateDialog</name>
    <message>
        <source>Calibrate Underlay</source>
        <translation>Hintergrund kalibrieren</translation>
    </message>
    <message>
        <source>Distance between the two points:</source>
        <translation>Abstand zwischen den beiden Punkten:</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
</context>
<context>
    <name>CalibrationOverlay</name>
    <message>
        <source>Click the first point of a known distance on the drawing (Esc cancels)</source>
        <translation>Klicken Sie auf den ersten Punkt einer bekannten Strecke in der Zeichnung (Esc bricht ab)</translation>
    </message>
    <message>
        <source>Click the second point</source>
        <translation>Klicken Sie auf den zweiten Punkt</translation>
    </message>
</context>
<context>
    <name>CataloguePalette</name>
    <message>
        <source>Rack types</source>
        <translation>Racktypen</translation>
    </message>
    <message>
        <source>Device types</source>
        <translation>Gerätetypen</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>All roles</source>
        <translation>Alle Rollen</translation>
    </message>
</context>
<context>
    <name>ChecksHeader</name>
    <message>
        <source>%1 errors · %2 warnings · %3 rules</source>
        <translation>%1 Fehler · %2 Warnungen · %3 Regeln</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Prüfung läuft…</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Out of date</source>
        <translation>Veraltet</translation>
    </message>
    <message>
        <source>Clear marks</source>
        <translation>Markierungen löschen</translation>
    </message>
    <message>
        <source>Run checks</source>
        <translation>Prüfen</translation>
    </message>
</context>
<context>
    <name>ChecksView</name>
    <message>
        <source>No findings: the design passes every check.</source>
        <translation>Keine Befunde: Der Entwurf besteht jede Prüfung.</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Prüfung läuft…</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect Ports</source>
        <translation>Ports verbinden</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Ports (name or range)</source>
        <translation>Ports (Name oder Bereich)</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>e.g. OSFP[1-8]P1</source>
        <translation>z. B. OSFP[1-8]P1</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
</context>
<context>
    <name>DeviceMenu</name>
    <message>
        <source>&amp;Connect from %1</source>
        <translation>&amp;Verbinden von %1</translation>
    </message>
    <message>
        <source>&amp;Connect (right-click a port)</source>
        <translation>&amp;Verbinden (Rechtsklick auf einen Port)</translation>
    </message>
    <message>
        <source>&amp;Turn Round</source>
        <translation>&amp;Umdrehen</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
</context>
<context>
    <name>DrawOverlay</name>
    <message>
        <source>Click the corners of the hall; Enter or a double click closes it (Alt: no snap, Esc cancels)</source>
        <translation>Klicken Sie auf die Ecken der Halle; Enter oder ein Doppelklick schließt sie (Alt: ohne Raster, Esc bricht ab)</translation>
    </message>
    <message>
        <source>Click the points of the pathway; Enter or a double click ends it (Alt: no snap, Esc cancels)</source>
        <translation>Klicken Sie auf die Punkte der Kabeltrasse; Enter oder ein Doppelklick beendet sie (Alt: ohne Raster, Esc bricht ab)</translation>
    </message>
    <message>
        <source>Drag a rectangle (Alt: no snap, Esc leaves the tool)</source>
        <translation>Ziehen Sie ein Rechteck auf (Alt: ohne Raster, Esc verlässt das Werkzeug)</translation>
    </message>
</context>
<context>
    <name>DrawToolBar</name>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Hall</source>
        <translation>Halle</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Stütze</translation>
    </message>
    <message>
        <source>CRAH</source>
        <translation>CRAH</translation>
    </message>
    <message>
        <source>CDU</source>
        <translation>CDU</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Tür</translation>
    </message>
    <message>
        <source>No-go zone</source>
        <translation>Sperrzone</translation>
    </message>
    <message>
        <source>Pathway</source>
        <translation>Kabeltrasse</translation>
    </message>
    <message>
        <source>Width (m)</source>
        <translation>Breite (m)</translation>
    </message>
    <message>
        <source>Depth (m)</source>
        <translation>Tiefe (m)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
</context>
<context>
    <name>EditMenu</name>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Connect Ports…</source>
        <translation>Ports &amp;verbinden…</translation>
    </message>
    <message>
        <source>&amp;Lock Selection</source>
        <translation>Auswahl &amp;sperren</translation>
    </message>
    <message>
        <source>Un&amp;lock Selection</source>
        <translation>Auswahl &amp;entsperren</translation>
    </message>
</context>
<context>
    <name>ElevationRenderer</name>
    <message>
        <source>row %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>%1 kW typ. · %2 kW max / %3 kW</source>
        <translation>%1 kW typ. · %2 kW max. / %3 kW</translation>
    </message>
    <message>
        <source>%1 kW typ. · %2 kW max</source>
        <translation>%1 kW typ. · %2 kW max.</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>%1 kg / %2 kg</source>
        <translation>%1 kg / %2 kg</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>%1 U used / %2 U · %3 devices</source>
        <translation>%1 HE belegt / %2 HE · %3 Geräte</translation>
    </message>
    <message>
        <source>FRONT</source>
        <translation>VORNE</translation>
    </message>
    <message>
        <source>REAR</source>
        <translation>HINTEN</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>unbekannter Typ</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>hinten</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>umgekehrt</translation>
    </message>
    <message>
        <source>Select a rack to see its elevation.</source>
        <translation>Wählen Sie ein Rack, um seine Rackansicht zu sehen.</translation>
    </message>
    <message>
        <source>%1 · %2 / %3 kW</source>
        <translation>%1 · %2 / %3 kW</translation>
    </message>
    <message>
        <source>%1 · %2 kW</source>
        <translation>%1 · %2 kW</translation>
    </message>
    <message>
        <source>%1 / %2 U</source>
        <translation>%1 / %2 HE</translation>
    </message>
</context>
<context>
    <name>ElevationToolbar</name>
    <message>
        <source>Show a rack beside</source>
        <translation>Ein Rack daneben zeigen</translation>
    </message>
    <message>
        <source>Add Blanking Panels</source>
        <translation>Blindplatten einsetzen</translation>
    </message>
    <message>
        <source>Remove Blanking Panels</source>
        <translation>Blindplatten entfernen</translation>
    </message>
</context>
<context>
    <name>ElevationView</name>
    <message>
        <source>New device name</source>
        <translation>Neuer Gerätename</translation>
    </message>
    <message>
        <source>Connecting %1 of %2: click the other port (Esc cancels)</source>
        <translation>Verbinde %1 von %2: Klicken Sie auf den anderen Port (Esc bricht ab)</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>&amp;Import Discovered Topology…</source>
        <translation>Erkannte &amp;Topologie importieren…</translation>
    </message>
    <message>
        <source>Import &amp;Underlay…</source>
        <translation>&amp;Hintergrund importieren…</translation>
    </message>
    <message>
        <source>New from &amp;DXF…</source>
        <translation>Neu aus &amp;DXF…</translation>
    </message>
    <message>
        <source>New &amp;Empty Hall…</source>
        <translation>Neue &amp;leere Halle…</translation>
    </message>
</context>
<context>
    <name>FloorContextMenus</name>
    <message>
        <source>&amp;Rotate 90°</source>
        <translation>Um 90° &amp;drehen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Show Rack &amp;Elevation</source>
        <translation>Rack&amp;ansicht zeigen</translation>
    </message>
    <message>
        <source>Show in &amp;3D</source>
        <translation>In &amp;3D zeigen</translation>
    </message>
    <message>
        <source>Draw &amp;Hall Outline</source>
        <translation>&amp;Hallenumriss zeichnen</translation>
    </message>
    <message>
        <source>Draw &amp;Column</source>
        <translation>&amp;Stütze zeichnen</translation>
    </message>
    <message>
        <source>Draw &amp;No-go Zone</source>
        <translation>Sperr&amp;zone zeichnen</translation>
    </message>
    <message>
        <source>Draw &amp;Pathway</source>
        <translation>&amp;Kabeltrasse zeichnen</translation>
    </message>
    <message>
        <source>&amp;Route Cables</source>
        <translation>Kabel &amp;verlegen</translation>
    </message>
    <message>
        <source>Run &amp;Checks</source>
        <translation>&amp;Prüfungen ausführen</translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation>&amp;Einpassen</translation>
    </message>
    <message>
        <source>Hall &amp;Properties…</source>
        <translation>&amp;Halleneigenschaften…</translation>
    </message>
    <message>
        <source>Un&amp;lock</source>
        <translation>&amp;Entsperren</translation>
    </message>
    <message>
        <source>&amp;Lock</source>
        <translation>&amp;Sperren</translation>
    </message>
    <message>
        <source>&amp;Properties…</source>
        <translation>&amp;Eigenschaften…</translation>
    </message>
</context>
<context>
    <name>FloorView</name>
    <message>
        <source>No hall yet. Use File ▸ New to start from the starter template, or File ▸ Open.</source>
        <translation>Noch keine Halle. Mit Datei ▸ Neu beginnen Sie mit der Startvorlage, oder Datei ▸ Öffnen.</translation>
    </message>
</context>
<context>
    <name>HallSettings</name>
    <message>
        <source>HALL %1</source>
        <translation>HALLE %1</translation>
    </message>
    <message>
        <source>NO HALL</source>
        <translation>KEINE HALLE</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Floor tile</source>
        <translation>Bodenplatte</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>Containment</source>
        <translation>Einhausung</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Hot aisle</source>
        <translation>Warmgang</translation>
    </message>
    <message>
        <source>Cold aisle</source>
        <translation>Kaltgang</translation>
    </message>
    <message>
        <source>Ceiling height</source>
        <translation>Deckenhöhe</translation>
    </message>
    <message>
        <source>Raised floor (0: none)</source>
        <translation>Doppelboden (0: keiner)</translation>
    </message>
    <message>
        <source>Cooling capacity</source>
        <translation>Kühlleistung</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>&amp;Tastenkürzel…</translation>
    </message>
    <message>
        <source>&amp;About Plenum</source>
        <translation>&amp;Über Plenum</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>DEVICE</source>
        <translation>GERÄT</translation>
    </message>
    <message>
        <source>RACK</source>
        <translation>RACK</translation>
    </message>
    <message>
        <source>INSPECTOR</source>
        <translation>EIGENSCHAFTEN</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Nichts ausgewählt</translation>
    </message>
    <message>
        <source>Click a rack on the floor plan or a device in the rack elevation.</source>
        <translation>Klicken Sie auf ein Rack im Grundriss oder auf ein Gerät in der Rackansicht.</translation>
    </message>
    <message>
        <source>Back to rack</source>
        <translation>Zurück zum Rack</translation>
    </message>
    <message>
        <source>DEVICES IN RACK (%1)</source>
        <translation>GERÄTE IM RACK (%1)</translation>
    </message>
    <message>
        <source>Show the inspector (Ctrl+I)</source>
        <translation>Eigenschaften einblenden (Strg+I)</translation>
    </message>
    <message>
        <source>Hide the inspector (Ctrl+I)</source>
        <translation>Eigenschaften ausblenden (Strg+I)</translation>
    </message>
    <message>
        <source>OBSTACLE</source>
        <translation>HINDERNIS</translation>
    </message>
    <message>
        <source>PATHWAY</source>
        <translation>TRASSE</translation>
    </message>
</context>
<context>
    <name>JobIndicator</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>Rack front</source>
        <translation>Rackfront</translation>
    </message>
    <message>
        <source>Cold aisle</source>
        <translation>Kaltgang</translation>
    </message>
    <message>
        <source>Hot aisle</source>
        <translation>Warmgang</translation>
    </message>
    <message>
        <source>Cable pathway</source>
        <translation>Kabelweg</translation>
    </message>
    <message>
        <source>Cable pathway, later phase</source>
        <translation>Kabelweg, spätere Phase</translation>
    </message>
    <message>
        <source>GPU rack</source>
        <translation>GPU-Rack</translation>
    </message>
    <message>
        <source>Network rack</source>
        <translation>Netzwerk-Rack</translation>
    </message>
    <message>
        <source>Storage rack</source>
        <translation>Storage-Rack</translation>
    </message>
    <message>
        <source>Other rack</source>
        <translation>Sonstiges Rack</translation>
    </message>
    <message>
        <source>Rack, later phase (faded)</source>
        <translation>Rack, spätere Phase (blass)</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Stütze</translation>
    </message>
    <message>
        <source>CRAH (air cooling)</source>
        <translation>CRAH (Luftkühlung)</translation>
    </message>
    <message>
        <source>CDU (liquid cooling)</source>
        <translation>CDU (Flüssigkühlung)</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Tür</translation>
    </message>
    <message>
        <source>No-go zone (hatched)</source>
        <translation>Sperrzone (schraffiert)</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Open project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>Plenum projects (*.plenum)</source>
        <translation>Plenum-Projekte (*.plenum)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save project as</source>
        <translation>Projekt speichern unter</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Routing failed</source>
        <translation>Kabelführung fehlgeschlagen</translation>
    </message>
    <message>
        <source>The project could not be generated</source>
        <translation>Das Projekt konnte nicht erzeugt werden</translation>
    </message>
    <message>
        <source>Export %1 into a new folder</source>
        <translation>%1 in einen neuen Ordner exportieren</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>%1 exportiert.</translation>
    </message>
    <message>
        <source>Write into this folder?</source>
        <translation>In diesen Ordner schreiben?</translation>
    </message>
    <message>
        <source>The folder %1 already holds other files.</source>
        <translation>Der Ordner %1 enthält bereits andere Dateien.</translation>
    </message>
    <message>
        <source>Plenum adds the export&apos;s files to it and replaces files of the same names; nothing else in the folder is changed.</source>
        <translation>Plenum legt die Dateien des Exports darin ab und ersetzt gleichnamige Dateien; sonst wird nichts im Ordner verändert.</translation>
    </message>
    <message>
        <source>Not placed: %1.</source>
        <translation>Nicht platziert: %1.</translation>
    </message>
    <message>
        <source>Not mounted: %1.</source>
        <translation>Nicht montiert: %1.</translation>
    </message>
    <message>
        <source>Import discovered topology</source>
        <translation>Erkannte Topologie importieren</translation>
    </message>
    <message>
        <source>Discovered topology: ibnetdiscover, iblinkinfo, lldpcli JSON, NetBox cables (*.txt *.net *.json *.csv)</source>
        <translation>Erkannte Topologie: ibnetdiscover, iblinkinfo, lldpcli-JSON, NetBox-Kabel (*.txt *.net *.json *.csv)</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <source>Not moved: %1.</source>
        <translation>Nicht verschoben: %1.</translation>
    </message>
    <message>
        <source>Not connected: %1.</source>
        <translation>Nicht verbunden: %1.</translation>
    </message>
    <message>
        <source>Import underlay</source>
        <translation>Hintergrund importieren</translation>
    </message>
    <message>
        <source>Drawings (*.png *.jpg *.jpeg *.pdf *.dxf)</source>
        <translation>Zeichnungen (*.png *.jpg *.jpeg *.pdf *.dxf)</translation>
    </message>
</context>
<context>
    <name>NewEmptyHallDialog</name>
    <message>
        <source>New Empty Hall</source>
        <translation>Neue leere Halle</translation>
    </message>
    <message>
        <source>A rectangular hall with its floor tiles and nothing in it: place racks from the palette, draw columns and pathways.</source>
        <translation>Eine rechteckige Halle mit ihren Bodenplatten und sonst nichts: Racks aus der Palette platzieren, Stützen und Trassen zeichnen.</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Floor tile</source>
        <translation>Bodenplatte</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
</context>
<context>
    <name>NewFromDxfDialog</name>
    <message>
        <source>New from DXF</source>
        <translation>Neu aus DXF</translation>
    </message>
    <message>
        <source>Open a DXF drawing</source>
        <translation>DXF-Zeichnung öffnen</translation>
    </message>
    <message>
        <source>DXF drawings (*.dxf)</source>
        <translation>DXF-Zeichnungen (*.dxf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Zeichnung</translation>
    </message>
    <message>
        <source>path of an ASCII DXF file</source>
        <translation>Pfad einer ASCII-DXF-Datei</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>choose…</source>
        <translation>auswählen…</translation>
    </message>
    <message>
        <source>1 entity</source>
        <translation>1 Element</translation>
    </message>
    <message>
        <source>%1 entities</source>
        <translation>%1 Elemente</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>NewProjectWizard</name>
    <message>
        <source>New project — step %1 of 3</source>
        <translation>Neues Projekt – Schritt %1 von 3</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Nodes on day one (0: the template&apos;s)</source>
        <translation>Knoten am ersten Tag (0: laut Vorlage)</translation>
    </message>
    <message>
        <source>Nodes at target (0: same)</source>
        <translation>Knoten im Zielausbau (0: gleich)</translation>
    </message>
    <message>
        <source>The fabric is built for the target size; day one is a subset of it.</source>
        <translation>Das Netz wird für den Zielausbau entworfen; der erste Tag ist ein Teil davon.</translation>
    </message>
    <message>
        <source>Hall width in m (0: sized to fit)</source>
        <translation>Hallenbreite in m (0: passend)</translation>
    </message>
    <message>
        <source>Hall depth in m (0: sized to fit)</source>
        <translation>Hallentiefe in m (0: passend)</translation>
    </message>
    <message>
        <source>Project name</source>
        <translation>Projektname</translation>
    </message>
    <message>
        <source>Route every cable right away</source>
        <translation>Alle Kabel sofort führen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Pick a template.</source>
        <translation>Wählen Sie eine Vorlage.</translation>
    </message>
    <message>
        <source>%1 has a fixed size; leave these at 0.</source>
        <translation>%1 hat eine feste Größe; lassen Sie diese Werte auf 0.</translation>
    </message>
</context>
<context>
    <name>ObjectSettings</name>
    <message>
        <source>RACK PROPERTIES</source>
        <translation>RACK-EIGENSCHAFTEN</translation>
    </message>
    <message>
        <source>OBSTACLE PROPERTIES</source>
        <translation>HINDERNIS-EIGENSCHAFTEN</translation>
    </message>
    <message>
        <source>PATHWAY PROPERTIES</source>
        <translation>TRASSEN-EIGENSCHAFTEN</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>Drehung</translation>
    </message>
    <message>
        <source>rotation</source>
        <translation>Drehung</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Stütze</translation>
    </message>
    <message>
        <source>CRAH</source>
        <translation>CRAH</translation>
    </message>
    <message>
        <source>CDU</source>
        <translation>CDU</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Tür</translation>
    </message>
    <message>
        <source>No-go zone</source>
        <translation>Sperrzone</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Tray</source>
        <translation>Kabelrinne</translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation>Kabelleiter</translation>
    </message>
    <message>
        <source>Basket</source>
        <translation>Gitterrinne</translation>
    </message>
    <message>
        <source>Fibre runway</source>
        <translation>Glasfaserkanal</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Fibre</source>
        <translation>Glasfaser</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Loading depth</source>
        <translation>Fülltiefe</translation>
    </message>
    <message>
        <source>loading depth</source>
        <translation>Fülltiefe</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Locked against moves</source>
        <translation>Gegen Verschieben gesperrt</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>%1 mm</source>
        <translation>%1 mm</translation>
    </message>
</context>
<context>
    <name>PaletteEntry</name>
    <message>
        <source>%1U · %2 kW budget · %3 kg · %4 × %5 mm · $%6</source>
        <translation>%1 HE · %2 kW Budget · %3 kg · %4 × %5 mm · $%6</translation>
    </message>
    <message>
        <source>%1U · %2 kW · %3 kg · %4 · %5 mm deep · $%6</source>
        <translation>%1 HE · %2 kW · %3 kg · %4 · %5 mm tief · $%6</translation>
    </message>
    <message>
        <source>Drag onto the view to place it</source>
        <translation>Zum Platzieren in die Ansicht ziehen</translation>
    </message>
</context>
<context>
    <name>PathwayOptions</name>
    <message>
        <source>Tray</source>
        <translation>Kabelrinne</translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation>Kabelleiter</translation>
    </message>
    <message>
        <source>Basket</source>
        <translation>Gitterrinne</translation>
    </message>
    <message>
        <source>Fibre runway</source>
        <translation>Glasfaserkanal</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Fibre</source>
        <translation>Glasfaser</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
</context>
<context>
    <name>PhaseSelector</name>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Route cables</source>
        <translation>Kabel führen</translation>
    </message>
    <message>
        <source>the drawing&apos;s unit ($INSUNITS %1) is not one a floor plan is drawn in</source>
        <translation>die Einheit der Zeichnung ($INSUNITS %1) ist keine, in der ein Grundriss gezeichnet wird</translation>
    </message>
    <message>
        <source>the drawing does not say its unit ($INSUNITS); choose one</source>
        <translation>die Zeichnung nennt ihre Einheit nicht ($INSUNITS); wählen Sie eine</translation>
    </message>
    <message>
        <source>the drawing has no polylines or circles to draw</source>
        <translation>die Zeichnung enthält keine Polylinien oder Kreise zum Zeichnen</translation>
    </message>
    <message>
        <source>the PDF cannot be read (it is damaged or protected by a password)</source>
        <translation>das PDF kann nicht gelesen werden (es ist beschädigt oder durch ein Passwort geschützt)</translation>
    </message>
    <message numerus="yes">
        <source>the PDF has %n page(s); page %1 does not exist</source>
        <translation>
            <numerusform>das PDF hat %n Seite; Seite %1 gibt es nicht</numerusform>
            <numerusform>das PDF hat %n Seiten; Seite %1 gibt es nicht</numerusform>
        </translation>
    </message>
    <message>
        <source>page %1 of the PDF is too large to draw (%2 × %3 pt)</source>
        <translation>Seite %1 des PDF ist zu groß zum Zeichnen (%2 × %3 pt)</translation>
    </message>
    <message>
        <source>page %1 of the PDF cannot be drawn</source>
        <translation>Seite %1 des PDF kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>the picture is %1 × %2 pixels (at most %3 million pixels)</source>
        <translation>das Bild hat %1 × %2 Pixel (höchstens %3 Millionen Pixel)</translation>
    </message>
    <message>
        <source>the picture cannot be decoded: %1</source>
        <translation>das Bild kann nicht dekodiert werden: %1</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Don&apos;t Save</source>
        <translation>Nicht speichern</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover unsaved changes?</source>
        <translation>Ungespeicherte Änderungen wiederherstellen?</translation>
    </message>
    <message>
        <source>Plenum found changes to “%1” that were autosaved but never saved, probably because Plenum was closed unexpectedly. Recover them?</source>
        <translation>Plenum hat automatisch gesicherte, aber nie gespeicherte Änderungen an „%1“ gefunden – vermutlich wurde Plenum unerwartet beendet. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Delete autosave</source>
        <translation>Sicherung löschen</translation>
    </message>
</context>
<context>
    <name>ReservationMenu</name>
    <message>
        <source>Delete Reservation</source>
        <translation>Reservierung löschen</translation>
    </message>
</context>
<context>
    <name>ReservePopup</name>
    <message>
        <source>Reserve U%1 for the phase</source>
        <translation>HE%1 für die Phase reservieren</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reservieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <source>Design review</source>
        <translation>Entwurfsreview</translation>
    </message>
    <message>
        <source>Writing the design review</source>
        <translation>Entwurfsreview wird erstellt</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Out of date</source>
        <translation>Veraltet</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Written in English</source>
        <translation>Auf Englisch verfasst</translation>
    </message>
</context>
<context>
    <name>RoleLegend</name>
    <message>
        <source>GPU node</source>
        <translation>GPU-Knoten</translation>
    </message>
    <message>
        <source>Leaf switch</source>
        <translation>Leaf-Switch</translation>
    </message>
    <message>
        <source>Spine switch</source>
        <translation>Spine-Switch</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Management</source>
        <translation>Management</translation>
    </message>
    <message>
        <source>PDU</source>
        <translation>PDU</translation>
    </message>
    <message>
        <source>Blanking panel</source>
        <translation>Blindplatte</translation>
    </message>
    <message>
        <source>Data port</source>
        <translation>Datenport</translation>
    </message>
    <message>
        <source>Management port</source>
        <translation>Management-Port</translation>
    </message>
</context>
<context>
    <name>ScaleBar</name>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>%1 mm</source>
        <translation>%1 mm</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Autosave every</source>
        <translation>Automatisch speichern alle</translation>
    </message>
    <message>
        <source>seconds (0: off)</source>
        <translation>Sekunden (0: aus)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Floor plan</source>
        <translation>Grundriss</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Auswahl aufheben</translation>
    </message>
    <message>
        <source>Add a rack to the selection</source>
        <translation>Rack zur Auswahl hinzufügen</translation>
    </message>
    <message>
        <source>Ctrl+click</source>
        <translation>Strg+Klick</translation>
    </message>
    <message>
        <source>Turn the selected racks 90°</source>
        <translation>Ausgewählte Racks um 90° drehen</translation>
    </message>
    <message>
        <source>Duplicate the selected rack</source>
        <translation>Ausgewähltes Rack duplizieren</translation>
    </message>
    <message>
        <source>Delete the selected racks</source>
        <translation>Ausgewählte Racks löschen</translation>
    </message>
    <message>
        <source>Nudge the selection 100 mm (Shift: one tile)</source>
        <translation>Auswahl um 100 mm verschieben (Umschalt: eine Kachel)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Place without snapping (while dragging)</source>
        <translation>Ohne Einrasten platzieren (beim Ziehen)</translation>
    </message>
    <message>
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>Rack elevation</source>
        <translation>Rackansicht</translation>
    </message>
    <message>
        <source>Delete the selected device</source>
        <translation>Ausgewähltes Gerät löschen</translation>
    </message>
    <message>
        <source>Turn the selected device round</source>
        <translation>Ausgewähltes Gerät umdrehen</translation>
    </message>
    <message>
        <source>Rename the selected device</source>
        <translation>Ausgewähltes Gerät umbenennen</translation>
    </message>
    <message>
        <source>Floor plan: drawing</source>
        <translation>Grundriss: Zeichnen</translation>
    </message>
    <message>
        <source>Select tool</source>
        <translation>Auswahlwerkzeug</translation>
    </message>
    <message>
        <source>Draw the hall outline</source>
        <translation>Den Hallenumriss zeichnen</translation>
    </message>
    <message>
        <source>Draw a column</source>
        <translation>Eine Stütze zeichnen</translation>
    </message>
    <message>
        <source>Draw a no-go zone</source>
        <translation>Eine Sperrzone zeichnen</translation>
    </message>
    <message>
        <source>Draw a pathway</source>
        <translation>Eine Kabeltrasse zeichnen</translation>
    </message>
    <message>
        <source>Close the outline, end the pathway</source>
        <translation>Den Umriss schließen, die Kabeltrasse beenden</translation>
    </message>
    <message>
        <source>Take the last point back</source>
        <translation>Den letzten Punkt zurücknehmen</translation>
    </message>
    <message>
        <source>Drop the shape; again: leave the tool</source>
        <translation>Die Form verwerfen; erneut: das Werkzeug verlassen</translation>
    </message>
    <message>
        <source>Delete the selected obstacle or pathway</source>
        <translation>Das ausgewählte Hindernis oder die Kabeltrasse löschen</translation>
    </message>
    <message>
        <source>Draw without snapping</source>
        <translation>Ohne Raster zeichnen</translation>
    </message>
    <message>
        <source>Move the rack or the whole selection</source>
        <translation>Das Rack oder die ganze Auswahl verschieben</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Add a row of the palette&apos;s rack type</source>
        <translation>Eine Reihe des in der Palette gewählten Racktyps hinzufügen</translation>
    </message>
    <message>
        <source>Ctrl+drag</source>
        <translation>Strg+Ziehen</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>%1 racks · %2 devices</source>
        <translation>%1 Racks · %2 Geräte</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Ausgewählt: %1</translation>
    </message>
    <message>
        <source>x %1 m  y %2 m</source>
        <translation>x %1 m  y %2 m</translation>
    </message>
    <message>
        <source>%1 px/m</source>
        <translation>%1 px/m</translation>
    </message>
</context>
<context>
    <name>ToolsMenu</name>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Route Cables</source>
        <translation>Kabel &amp;führen</translation>
    </message>
    <message>
        <source>Run &amp;Checks</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Check &amp;Automatically</source>
        <translation>&amp;Automatisch prüfen</translation>
    </message>
</context>
<context>
    <name>UnderlayBar</name>
    <message>
        <source>Opacity</source>
        <translation>Deckkraft</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>Drehung</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Gesperrt</translation>
    </message>
    <message>
        <source>Calibrate…</source>
        <translation>Kalibrieren…</translation>
    </message>
    <message>
        <source>Click two points of the drawing, then type their distance</source>
        <translation>Klicken Sie auf zwei Punkte der Zeichnung und geben Sie dann ihren Abstand ein</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Maßstab</translation>
    </message>
    <message>
        <source>mm/px</source>
        <translation>mm/px</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Drag the drawing on the plan or type where it lies; click Move again to stop</source>
        <translation>Ziehen Sie die Zeichnung auf dem Plan oder geben Sie ihre Lage ein; klicken Sie erneut auf Verschieben, um zu beenden</translation>
    </message>
</context>
<context>
    <name>UnderlayPageDialog</name>
    <message>
        <source>Import Underlay</source>
        <translation>Hintergrund importieren</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The PDF has %1 pages. Page:</source>
        <translation>Das PDF hat %1 Seiten. Seite:</translation>
    </message>
</context>
<context>
    <name>UnsavedChangesDialog</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to “%1” before closing it? Changes you don&apos;t save are lost.</source>
        <translation>Änderungen an „%1“ vor dem Schließen speichern? Nicht gespeicherte Änderungen gehen verloren.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>ViewBar</name>
    <message>
        <source>Floor plan</source>
        <translation>Grundriss</translation>
    </message>
    <message>
        <source>Rack elevation</source>
        <translation>Rackansicht</translation>
    </message>
    <message>
        <source>3D hall</source>
        <translation>3D-Halle</translation>
    </message>
    <message>
        <source>Checks (%1)</source>
        <translation>Prüfungen (%1)</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>As built</source>
        <translation>Ist-Zustand</translation>
    </message>
</context>
<context>
    <name>ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Floor Plan</source>
        <translation>&amp;Grundriss</translation>
    </message>
    <message>
        <source>Rack &amp;Elevation</source>
        <translation>&amp;Rackansicht</translation>
    </message>
    <message>
        <source>&amp;3D Hall</source>
        <translation>&amp;3D-Halle</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation>&amp;Einpassen</translation>
    </message>
    <message>
        <source>&amp;Checks</source>
        <translation>&amp;Prüfungen</translation>
    </message>
    <message>
        <source>Cable &amp;Schedule</source>
        <translation>&amp;Kabelliste</translation>
    </message>
    <message>
        <source>Design &amp;Review</source>
        <translation>Entwurfs&amp;review</translation>
    </message>
    <message>
        <source>&amp;As Built</source>
        <translation>&amp;Ist-Zustand</translation>
    </message>
</context>
<context>
    <name>ZoomControls</name>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom to fit (Ctrl+0)</source>
        <translation>Einpassen (Strg+0)</translation>
    </message>
</context>
<context>
    <name>airflow.aisle-heat</name>
    <message>
        <source>Aisle heat over its cooling capacity</source>
        <translation>Gangwärme über seiner Kühlleistung</translation>
    </message>
</context>
<context>
    <name>airflow.blanking</name>
    <message>
        <source>Missing blanking panels</source>
        <translation>Fehlende Blindplatten</translation>
    </message>
</context>
<context>
    <name>airflow.hall-heat</name>
    <message>
        <source>Hall heat over its cooling capacity</source>
        <translation>Hallenwärme über ihrer Kühlleistung</translation>
    </message>
</context>
<context>
    <name>airflow.intake</name>
    <message>
        <source>Device intake facing the hot aisle</source>
        <translation>Geräteansaugung zum Warmgang</translation>
    </message>
</context>
<context>
    <name>airflow.rack-facing</name>
    <message>
        <source>Rack facing the wrong way for its aisle</source>
        <translation>Rack falsch herum zu seinem Gang</translation>
    </message>
</context>
<context>
    <name>airflow.rack-heat</name>
    <message>
        <source>Rack heat over its cooling capacity</source>
        <translation>Rackwärme über seiner Kühlleistung</translation>
    </message>
</context>
<context>
    <name>airflow.side-to-side</name>
    <message>
        <source>Side-to-side airflow in a hot/cold-aisle rack</source>
        <translation>Seitliche Luftführung in einem Warm-/Kaltgang-Rack</translation>
    </message>
</context>
<context>
    <name>airflow.switch-orientation</name>
    <message>
        <source>Switch ports on the cold side of a GPU rack</source>
        <translation>Switch-Ports auf der kalten Seite eines GPU-Racks</translation>
    </message>
</context>
<context>
    <name>airflow.switch-ports</name>
    <message>
        <source>Switch airflow does not match a GPU rack</source>
        <translation>Switch-Luftstrom passt nicht zum GPU-Rack</translation>
    </message>
</context>
<context>
    <name>cable.bend-radius</name>
    <message>
        <source>Bend radius violated at a port</source>
        <translation>Biegeradius an einem Port unterschritten</translation>
    </message>
</context>
<context>
    <name>cable.detour</name>
    <message>
        <source>Cable detours through the trays</source>
        <translation>Kabel macht einen Umweg durch die Trassen</translation>
    </message>
</context>
<context>
    <name>cable.connector-mismatch</name>
    <message>
        <source>Connector mismatch between cable and port</source>
        <translation>Stecker passt nicht zum Port</translation>
    </message>
</context>
<context>
    <name>cable.copper-channel</name>
    <message>
        <source>Copper channel over 100 m</source>
        <translation>Kupferstrecke über 100 m</translation>
    </message>
</context>
<context>
    <name>cable.passive-copper</name>
    <message>
        <source>Passive copper cable over its length limit</source>
        <translation>Passives Kupferkabel über seiner Längengrenze</translation>
    </message>
</context>
<context>
    <name>cable.protocol-mismatch</name>
    <message>
        <source>Cable or port of the other protocol</source>
        <translation>Kabel oder Port des anderen Protokolls</translation>
    </message>
</context>
<context>
    <name>cable.reach</name>
    <message>
        <source>Cable beyond the reach of its media</source>
        <translation>Kabel über der Reichweite seines Mediums</translation>
    </message>
</context>
<context>
    <name>cable.slack</name>
    <message>
        <source>Excessive cable slack</source>
        <translation>Zu viel Kabelüberlänge</translation>
    </message>
</context>
<context>
    <name>cable.slack-exhaust</name>
    <message>
        <source>Slack stored in the exhaust zone</source>
        <translation>Überlänge in der Abluftzone verstaut</translation>
    </message>
</context>
<context>
    <name>cable.speed-mismatch</name>
    <message>
        <source>Speed mismatch between the two ends</source>
        <translation>Unterschiedliche Geschwindigkeit an beiden Enden</translation>
    </message>
</context>
<context>
    <name>cable.unrouted</name>
    <message>
        <source>Link without a cable</source>
        <translation>Verbindung ohne Kabel</translation>
    </message>
</context>
<context>
    <name>fabric.manager-unconnected</name>
    <message>
        <source>Fabric manager not connected to the fabric</source>
        <translation>Fabric-Manager nicht mit der Fabric verbunden</translation>
    </message>
</context>
<context>
    <name>fabric.oversubscription</name>
    <message>
        <source>Oversubscription above target</source>
        <translation>Überbuchung über dem Ziel</translation>
    </message>
</context>
<context>
    <name>fabric.plane-crossing</name>
    <message>
        <source>Link between planes</source>
        <translation>Verbindung zwischen Ebenen</translation>
    </message>
</context>
<context>
    <name>fabric.port-overuse</name>
    <message>
        <source>Switch port over-used</source>
        <translation>Switch-Port überbelegt</translation>
    </message>
</context>
<context>
    <name>fabric.rail-misaligned</name>
    <message>
        <source>Rail misalignment</source>
        <translation>Rail-Zuordnung verschoben</translation>
    </message>
</context>
<context>
    <name>fabric.unconnected</name>
    <message>
        <source>Required port unconnected</source>
        <translation>Benötigter Port nicht verbunden</translation>
    </message>
</context>
<context>
    <name>pathway.fibre-in-copper</name>
    <message>
        <source>Fibre in a copper tray</source>
        <translation>Glasfaser in einer Kupfertrasse</translation>
    </message>
</context>
<context>
    <name>pathway.unjoined</name>
    <message>
        <source>Pathways meet without joining</source>
        <translation>Kabelwege treffen sich ohne Verbindung</translation>
    </message>
</context>
<context>
    <name>pathway.fill</name>
    <message>
        <source>Pathway fill over the limit</source>
        <translation>Kabelweg über der Füllgrenze</translation>
    </message>
</context>
<context>
    <name>pathway.load</name>
    <message>
        <source>Pathway load over its rating</source>
        <translation>Trassenlast über der Nennlast</translation>
    </message>
</context>
<context>
    <name>pathway.power-data</name>
    <message>
        <source>Power and data share a pathway</source>
        <translation>Strom und Daten im selben Kabelweg</translation>
    </message>
</context>
<context>
    <name>plenum::app::AsbuiltModel</name>
    <message>
        <source>Missing</source>
        <translation>Fehlend</translation>
    </message>
    <message>
        <source>Miswired</source>
        <translation>Falsch verkabelt</translation>
    </message>
    <message>
        <source>Swapped</source>
        <translation>Vertauscht</translation>
    </message>
    <message>
        <source>Degraded</source>
        <translation>Eingeschränkt</translation>
    </message>
    <message>
        <source>Unknown device</source>
        <translation>Unbekanntes Gerät</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>Zusätzlich</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>Kein Projekt ist geöffnet.</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>%1 kann nicht importiert werden: %2</translation>
    </message>
    <message>
        <source>rack %1 U%2</source>
        <translation>Rack %1 HE%2</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>plenum::app::AutosaveManager</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>plenum::app::CableTableModel</name>
    <message>
        <source>Cable</source>
        <translation>Kabel</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Media</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Ordered</source>
        <translation>Bestellt</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Benötigt</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>In rack A</source>
        <translation>Im Rack A</translation>
    </message>
    <message>
        <source>Drop A</source>
        <translation>Abgang A</translation>
    </message>
    <message>
        <source>Pathway</source>
        <translation>Kabelweg</translation>
    </message>
    <message>
        <source>Drop B</source>
        <translation>Abgang B</translation>
    </message>
    <message>
        <source>In rack B</source>
        <translation>Im Rack B</translation>
    </message>
    <message>
        <source>Bends</source>
        <translation>Biegungen</translation>
    </message>
    <message>
        <source>Service loops</source>
        <translation>Serviceschlaufen</translation>
    </message>
    <message>
        <source>Listing cables</source>
        <translation>Kabel werden aufgelistet</translation>
    </message>
    <message>
        <source>As built</source>
        <translation>Ist-Zustand</translation>
    </message>
</context>
<context>
    <name>plenum::app::Document</name>
    <message>
        <source>There is no rack with id %1.</source>
        <translation>Es gibt kein Rack mit der ID %1.</translation>
    </message>
    <message>
        <source>The project changed while the cables were routed; route again.</source>
        <translation>Das Projekt hat sich während der Kabelführung geändert; bitte erneut führen.</translation>
    </message>
    <message>
        <source>Reroute the cables of %1</source>
        <translation>Kabel von %1 neu führen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Move rack %1</source>
        <translation>Rack %1 verschieben</translation>
    </message>
    <message>
        <source>Moved %1.</source>
        <translation>%1 verschoben.</translation>
    </message>
    <message>
        <source>Nudge %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <source>Nudged %1.</source>
        <translation>%1 verschoben.</translation>
    </message>
    <message>
        <source>Add rack %1</source>
        <translation>Rack %1 hinzufügen</translation>
    </message>
    <message>
        <source>Added rack %1 (%2).</source>
        <translation>Rack %1 hinzugefügt (%2).</translation>
    </message>
    <message>
        <source>rack type &apos;%1&apos; is not in the project or the catalogue</source>
        <translation>Racktyp „%1“ ist weder im Projekt noch im Katalog</translation>
    </message>
    <message>
        <source>the project has no hall</source>
        <translation>das Projekt hat keine Halle</translation>
    </message>
    <message>
        <source>Rotate rack %1</source>
        <translation>Rack %1 drehen</translation>
    </message>
    <message>
        <source>Rotated rack %1 to %2°.</source>
        <translation>Rack %1 auf %2° gedreht.</translation>
    </message>
    <message>
        <source>Rotate %1</source>
        <translation>%1 drehen</translation>
    </message>
    <message>
        <source>Rotated %1 by %2°.</source>
        <translation>%1 um %2° gedreht.</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>Deleted %1 with their devices and links.</source>
        <translation>%1 mit Geräten und Verbindungen gelöscht.</translation>
    </message>
    <message>
        <source>Duplicate rack %1: there is no free place in its row within 64 racks.</source>
        <translation>Rack %1 duplizieren: In seiner Reihe ist innerhalb von 64 Racks kein Platz frei.</translation>
    </message>
    <message>
        <source>Duplicate rack %1</source>
        <translation>Rack %1 duplizieren</translation>
    </message>
    <message>
        <source>Duplicated rack %1 as %2.</source>
        <translation>Rack %1 als %2 dupliziert.</translation>
    </message>
    <message>
        <source>Mount: %1</source>
        <translation>Montieren: %1</translation>
    </message>
    <message>
        <source>Mount %1 in %2</source>
        <translation>%1 in %2 montieren</translation>
    </message>
    <message>
        <source>Mounted %1 as %2 in %3 at U%4.</source>
        <translation>%1 als %2 in %3 auf HE %4 montiert.</translation>
    </message>
    <message>
        <source>there is no rack with id %1</source>
        <translation>es gibt kein Rack mit der ID %1</translation>
    </message>
    <message>
        <source>device type &apos;%1&apos; is not in the project or the catalogue</source>
        <translation>Gerätetyp „%1“ ist weder im Projekt noch im Katalog</translation>
    </message>
    <message>
        <source>rack %1 has no rack type</source>
        <translation>Rack %1 hat keinen Racktyp</translation>
    </message>
    <message>
        <source>Delete device %1</source>
        <translation>Gerät %1 löschen</translation>
    </message>
    <message>
        <source>Deleted device %1 with its links.</source>
        <translation>Gerät %1 mit seinen Verbindungen gelöscht.</translation>
    </message>
    <message>
        <source>Reverse device %1</source>
        <translation>Gerät %1 umdrehen</translation>
    </message>
    <message>
        <source>%1 now faces the rear.</source>
        <translation>%1 zeigt jetzt nach hinten.</translation>
    </message>
    <message>
        <source>%1 now faces the front.</source>
        <translation>%1 zeigt jetzt nach vorne.</translation>
    </message>
    <message>
        <source>Rename device %1</source>
        <translation>Gerät %1 umbenennen</translation>
    </message>
    <message>
        <source>Renamed %1 to %2.</source>
        <translation>%1 in %2 umbenannt.</translation>
    </message>
    <message>
        <source>Connect %1 to %2</source>
        <translation>%1 mit %2 verbinden</translation>
    </message>
    <message>
        <source>%1: no free port pair; every port in one of the ranges already carries a link.</source>
        <translation>%1: kein freies Portpaar; jeder Port in einem der Bereiche hat bereits eine Verbindung.</translation>
    </message>
    <message>
        <source>Connected %1 to %2.</source>
        <translation>%1 mit %2 verbunden.</translation>
    </message>
    <message>
        <source>Connected %1 port pairs of %2 and %3.</source>
        <translation>%1 Portpaare von %2 und %3 verbunden.</translation>
    </message>
    <message>
        <source>there is no device with id %1</source>
        <translation>es gibt kein Gerät mit der ID %1</translation>
    </message>
    <message>
        <source>Move device: %1</source>
        <translation>Gerät verschieben: %1</translation>
    </message>
    <message>
        <source>Move device %1</source>
        <translation>Gerät %1 verschieben</translation>
    </message>
    <message>
        <source>Moved %1 to U%2 of %3.</source>
        <translation>%1 nach HE%2 von %3 verschoben.</translation>
    </message>
    <message>
        <source>device %1 has no port %2</source>
        <translation>Gerät %1 hat keinen Port %2</translation>
    </message>
    <message>
        <source>port %1 already carries a link (to %2)</source>
        <translation>Port %1 trägt bereits eine Verbindung (zu %2)</translation>
    </message>
    <message>
        <source>Connect: %1</source>
        <translation>Verbinden: %1</translation>
    </message>
    <message>
        <source>Reserve U: there is no rack with id %1</source>
        <translation>HE reservieren: Es gibt kein Rack mit der ID %1</translation>
    </message>
    <message>
        <source>Reserve U%1 of %2</source>
        <translation>HE%1 von %2 reservieren</translation>
    </message>
    <message>
        <source>Reserved U%1 of %2 as %3.</source>
        <translation>HE%1 von %2 als %3 reserviert.</translation>
    </message>
    <message>
        <source>Delete reservation: there is no reservation with id %1</source>
        <translation>Reservierung löschen: Es gibt keine Reservierung mit der ID %1</translation>
    </message>
    <message>
        <source>Delete reservation %1</source>
        <translation>Reservierung %1 löschen</translation>
    </message>
    <message>
        <source>Deleted reservation %1.</source>
        <translation>Reservierung %1 gelöscht.</translation>
    </message>
    <message>
        <source>Add blanking panels: there is no rack with id %1</source>
        <translation>Blindplatten einsetzen: Es gibt kein Rack mit der ID %1</translation>
    </message>
    <message>
        <source>Add blanking panels to %1</source>
        <translation>Blindplatten in %1 einsetzen</translation>
    </message>
    <message numerus="yes">
        <source>Added %n blanking panel(s) to %1.</source>
        <translation>
            <numerusform>%n Blindplatte in %1 eingesetzt.</numerusform>
            <numerusform>%n Blindplatten in %1 eingesetzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove blanking panels: there is no rack with id %1</source>
        <translation>Blindplatten entfernen: Es gibt kein Rack mit der ID %1</translation>
    </message>
    <message>
        <source>Remove blanking panels from %1</source>
        <translation>Blindplatten aus %1 entfernen</translation>
    </message>
    <message>
        <source>Removed the blanking panels of %1.</source>
        <translation>Die Blindplatten von %1 entfernt.</translation>
    </message>
    <message>
        <source>Import underlay %1</source>
        <translation>Hintergrund %1 importieren</translation>
    </message>
    <message>
        <source>the project has no hall to lay it under</source>
        <translation>das Projekt hat keine Halle, unter die er gelegt werden kann</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>die Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the drawn DXF is %1 MiB (at most %2 MiB)</source>
        <translation>das gezeichnete DXF ist %1 MiB groß (höchstens %2 MiB)</translation>
    </message>
    <message>
        <source>Imported underlay %1.</source>
        <translation>Hintergrund %1 importiert.</translation>
    </message>
    <message>
        <source>the file is %1 MiB (at most %2 MiB)</source>
        <translation>die Datei ist %1 MiB groß (höchstens %2 MiB)</translation>
    </message>
    <message>
        <source>it is not a PNG, JPEG or PDF file</source>
        <translation>es ist keine PNG-, JPEG- oder PDF-Datei</translation>
    </message>
    <message>
        <source>There is no underlay with id %1.</source>
        <translation>Es gibt keinen Hintergrund mit der ID %1.</translation>
    </message>
    <message>
        <source>Calibrate underlay %1</source>
        <translation>Hintergrund %1 kalibrieren</translation>
    </message>
    <message>
        <source>Calibrated %1: %2 mm per pixel.</source>
        <translation>%1 kalibriert: %2 mm pro Pixel.</translation>
    </message>
    <message>
        <source>Underlay %1 opacity</source>
        <translation>Deckkraft von Hintergrund %1</translation>
    </message>
    <message>
        <source>Set the opacity of %1.</source>
        <translation>Deckkraft von %1 gesetzt.</translation>
    </message>
    <message>
        <source>Lock underlay %1</source>
        <translation>Hintergrund %1 sperren</translation>
    </message>
    <message>
        <source>Unlock underlay %1</source>
        <translation>Hintergrund %1 entsperren</translation>
    </message>
    <message>
        <source>Locked %1.</source>
        <translation>%1 gesperrt.</translation>
    </message>
    <message>
        <source>Unlocked %1.</source>
        <translation>%1 entsperrt.</translation>
    </message>
    <message>
        <source>Turn underlay %1</source>
        <translation>Hintergrund %1 drehen</translation>
    </message>
    <message>
        <source>Turned %1.</source>
        <translation>%1 gedreht.</translation>
    </message>
    <message>
        <source>Delete underlay %1</source>
        <translation>Hintergrund %1 löschen</translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation>%1 gelöscht.</translation>
    </message>
    <message>
        <source>The project has no hall to draw.</source>
        <translation>Das Projekt hat keine Halle zum Zeichnen.</translation>
    </message>
    <message>
        <source>Draw outline of hall %1</source>
        <translation>Umriss der Halle %1 zeichnen</translation>
    </message>
    <message>
        <source>Drew the outline of hall %1.</source>
        <translation>Umriss der Halle %1 gezeichnet.</translation>
    </message>
    <message>
        <source>The project has no hall to size.</source>
        <translation>Das Projekt hat keine Halle, deren Größe sich festlegen ließe.</translation>
    </message>
    <message>
        <source>A hall of %1 × %2 mm has no floor.</source>
        <translation>Eine Halle von %1 × %2 mm hat keine Fläche.</translation>
    </message>
    <message>
        <source>Resize hall %1</source>
        <translation>Größe der Halle %1 ändern</translation>
    </message>
    <message>
        <source>Hall %1 is now %2 × %3 m.</source>
        <translation>Halle %1 ist jetzt %2 × %3 m groß.</translation>
    </message>
    <message>
        <source>There is no obstacle kind &apos;%1&apos;.</source>
        <translation>Es gibt keine Hindernisart „%1“.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>%1 hinzugefügt.</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <source>There is no corner %1 of an obstacle with id %2.</source>
        <translation>Ein Hindernis mit der ID %2 hat keine Ecke %1.</translation>
    </message>
    <message>
        <source>Reshape %1</source>
        <translation>Form von %1 ändern</translation>
    </message>
    <message>
        <source>Reshaped %1.</source>
        <translation>Form von %1 geändert.</translation>
    </message>
    <message>
        <source>There is no pathway service &apos;%1&apos;.</source>
        <translation>Es gibt keinen Trassendienst „%1“.</translation>
    </message>
    <message>
        <source>There is no pathway kind &apos;%1&apos;.</source>
        <translation>Es gibt keine Trassenart „%1“.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n cable(s) over it must be routed again.</source>
        <translation>
            <numerusform>%1 %n Kabel darüber muss neu verlegt werden.</numerusform>
            <numerusform>%1 %n Kabel darüber müssen neu verlegt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no point %1 of a pathway with id %2.</source>
        <translation>Eine Kabeltrasse mit der ID %2 hat keinen Punkt %1.</translation>
    </message>
    <message>
        <source>The project has no hall to set.</source>
        <translation>Das Projekt hat keine Halle, die sich einstellen ließe.</translation>
    </message>
    <message>
        <source>Set the floor tile of hall %1</source>
        <translation>Bodenplatte der Halle %1 festlegen</translation>
    </message>
    <message>
        <source>Hall %1 has %2 mm floor tiles.</source>
        <translation>Halle %1 hat Bodenplatten von %2 mm.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a containment (none, hot-aisle or cold-aisle).</source>
        <translation>„%1“ ist keine Einhausung (none, hot-aisle oder cold-aisle).</translation>
    </message>
    <message>
        <source>Set the containment of hall %1</source>
        <translation>Einhausung der Halle %1 festlegen</translation>
    </message>
    <message>
        <source>Hall %1 now has containment %2.</source>
        <translation>Halle %1 hat jetzt die Einhausung %2.</translation>
    </message>
    <message>
        <source>Set the ceiling of hall %1</source>
        <translation>Decke der Halle %1 festlegen</translation>
    </message>
    <message>
        <source>Hall %1 has a %2 mm ceiling.</source>
        <translation>Halle %1 hat eine Deckenhöhe von %2 mm.</translation>
    </message>
    <message>
        <source>Hall %1 has a %2 mm raised floor.</source>
        <translation>Halle %1 hat einen Doppelboden von %2 mm.</translation>
    </message>
    <message>
        <source>Hall %1 has no raised floor.</source>
        <translation>Halle %1 hat keinen Doppelboden.</translation>
    </message>
    <message>
        <source>Set the raised floor of hall %1</source>
        <translation>Doppelboden der Halle %1 festlegen</translation>
    </message>
    <message>
        <source>Set the cooling capacity of hall %1</source>
        <translation>Kühlleistung der Halle %1 festlegen</translation>
    </message>
    <message>
        <source>Hall %1 can cool %2 kW.</source>
        <translation>Halle %1 kann %2 kW kühlen.</translation>
    </message>
    <message>
        <source>Place underlay %1</source>
        <translation>Hintergrund %1 platzieren</translation>
    </message>
    <message>
        <source>Placed %1 at %2, %3 m.</source>
        <translation>%1 bei %2, %3 m platziert.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no typed properties (racks, obstacles or pathways).</source>
        <translation>„%1“ hat keine eingebbaren Eigenschaften (racks, obstacles oder pathways).</translation>
    </message>
    <message>
        <source>There is no object %1 in %2.</source>
        <translation>Es gibt kein Objekt %1 in %2.</translation>
    </message>
    <message>
        <source>Set %1 of %2</source>
        <translation>%1 von %2 festlegen</translation>
    </message>
    <message>
        <source>%1: %2 is now %3.</source>
        <translation>%1: %2 ist jetzt %3.</translation>
    </message>
    <message>
        <source>There is no pathway %1.</source>
        <translation>Es gibt keine Trasse %1.</translation>
    </message>
    <message>
        <source>Set the height of %1</source>
        <translation>Höhe von %1 festlegen</translation>
    </message>
    <message>
        <source>%1 now runs %2 mm above the floor.</source>
        <translation>%1 verläuft jetzt %2 mm über dem Boden.</translation>
    </message>
    <message>
        <source>Lock %1</source>
        <translation>%1 sperren</translation>
    </message>
    <message>
        <source>Unlock %1</source>
        <translation>%1 entsperren</translation>
    </message>
    <message>
        <source>Add row %1</source>
        <translation>Reihe %1 hinzufügen</translation>
    </message>
    <message>
        <source>Added row %1: %2 × %3.</source>
        <translation>Reihe %1 hinzugefügt: %2 × %3.</translation>
    </message>
</context>
<context>
    <name>plenum::app::DocumentFile</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot recover %1: %2</source>
        <translation>%1 kann nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <source>The project has no file name yet; use Save As.</source>
        <translation>Das Projekt hat noch keinen Dateinamen; verwenden Sie „Speichern unter“.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>plenum::app::DxfLayerModel</name>
    <message>
        <source>Hall outline</source>
        <translation>Hallenumriss</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Stützen</translation>
    </message>
    <message>
        <source>CRAHs</source>
        <translation>Umluftkühlgeräte (CRAH)</translation>
    </message>
    <message>
        <source>CDUs</source>
        <translation>Kühlmittelverteiler (CDU)</translation>
    </message>
    <message>
        <source>Doors</source>
        <translation>Türen</translation>
    </message>
    <message>
        <source>No-go zones</source>
        <translation>Sperrzonen</translation>
    </message>
    <message>
        <source>Underlay only</source>
        <translation>Nur Hintergrund</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorieren</translation>
    </message>
    <message>
        <source>millimetres</source>
        <translation>Millimeter</translation>
    </message>
    <message>
        <source>centimetres</source>
        <translation>Zentimeter</translation>
    </message>
    <message>
        <source>metres</source>
        <translation>Meter</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <source>feet</source>
        <translation>Fuß</translation>
    </message>
    <message>
        <source>%1 ($INSUNITS %2)</source>
        <translation>%1 ($INSUNITS %2)</translation>
    </message>
    <message>
        <source>$INSUNITS %1</source>
        <translation>$INSUNITS %1</translation>
    </message>
    <message>
        <source>The drawing does not say its unit ($INSUNITS): choose it.</source>
        <translation>Die Zeichnung nennt ihre Einheit nicht ($INSUNITS): wählen Sie sie aus.</translation>
    </message>
    <message>
        <source>Choose the layer whose closed polyline is the hall&apos;s outline.</source>
        <translation>Wählen Sie die Ebene, deren geschlossene Polylinie der Hallenumriss ist.</translation>
    </message>
    <message>
        <source>Hall %1 × %2 m (%3 corners), %4 columns, %5 CRAHs, %6 CDUs, %7 doors, %8 no-go zones</source>
        <translation>Halle %1 × %2 m (%3 Ecken), %4 Stützen, %5 CRAHs, %6 CDUs, %7 Türen, %8 Sperrzonen</translation>
    </message>
</context>
<context>
    <name>plenum::app::ExportController</name>
    <message>
        <source>Cable Labels (PDF)…</source>
        <translation>Kabeletiketten (PDF)…</translation>
    </message>
    <message>
        <source>Pull Sheets (PDF)…</source>
        <translation>Zugblätter (PDF)…</translation>
    </message>
    <message>
        <source>Floor Plan (PNG)…</source>
        <translation>Grundriss (PNG)…</translation>
    </message>
    <message>
        <source>Floor Plan (PDF)…</source>
        <translation>Grundriss (PDF)…</translation>
    </message>
    <message>
        <source>Rack Elevations (PDF)…</source>
        <translation>Rackansichten (PDF)…</translation>
    </message>
    <message>
        <source>Topology (JSON)…</source>
        <translation>Topologie (JSON)…</translation>
    </message>
    <message>
        <source>Slurm topology.conf…</source>
        <translation>Slurm topology.conf…</translation>
    </message>
    <message>
        <source>InfiniBand Topology (ibnetdiscover)…</source>
        <translation>InfiniBand-Topologie (ibnetdiscover)…</translation>
    </message>
    <message>
        <source>NetBox Import Folder…</source>
        <translation>NetBox-Importordner…</translation>
    </message>
    <message>
        <source>Cable Schedule (Excel)…</source>
        <translation>Kabelliste (Excel)…</translation>
    </message>
    <message>
        <source>Cable Schedule (CSV)…</source>
        <translation>Kabelliste (CSV)…</translation>
    </message>
    <message>
        <source>Bill of Materials (Excel)…</source>
        <translation>Stückliste (Excel)…</translation>
    </message>
    <message>
        <source>Bill of Materials (CSV)…</source>
        <translation>Stückliste (CSV)…</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>Kein Projekt ist geöffnet.</translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation>%1 wird exportiert</translation>
    </message>
    <message>
        <source>InfiniBand Topology for ibdiagnet (IBDM Folder)…</source>
        <translation>InfiniBand-Topologie für ibdiagnet (IBDM-Ordner)…</translation>
    </message>
    <message>
        <source>UFM Cable Validation P2P (CSV)…</source>
        <translation>UFM-Kabelvalidierung P2P (CSV)…</translation>
    </message>
    <message>
        <source>UFM Cable Validation P2P (Excel)…</source>
        <translation>UFM-Kabelvalidierung P2P (Excel)…</translation>
    </message>
    <message>
        <source>Ethernet Topology for Cumulus PTM (topology.dot)…</source>
        <translation>Ethernet-Topologie für Cumulus PTM (topology.dot)…</translation>
    </message>
    <message>
        <source>Floor Plan for CAD (DXF)…</source>
        <translation>Grundriss für CAD (DXF)…</translation>
    </message>
    <message>
        <source>Design Review (Markdown)…</source>
        <translation>Entwurfsprüfung (Markdown)…</translation>
    </message>
    <message>
        <source>Design Review (PDF)…</source>
        <translation>Entwurfsprüfung (PDF)…</translation>
    </message>
    <message>
        <source>Statistics Report (JSON)…</source>
        <translation>Statistikbericht (JSON)…</translation>
    </message>
</context>
<context>
    <name>plenum::app::FloorPlanItem</name>
    <message>
        <source>1 rack</source>
        <translation>1 Rack</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <translation>%1 Racks</translation>
    </message>
</context>
<context>
    <name>plenum::app::LanguageManager</name>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
</context>
<context>
    <name>plenum::app::ProjectJobs</name>
    <message>
        <source>Checking the design</source>
        <translation>Entwurf wird geprüft</translation>
    </message>
    <message>
        <source>Routing cables</source>
        <translation>Kabel werden geführt</translation>
    </message>
    <message>
        <source>Generating %1</source>
        <translation>%1 wird erzeugt</translation>
    </message>
    <message>
        <source>Writing the design review</source>
        <translation>Entwurfsreview wird erstellt</translation>
    </message>
    <message>
        <source>Pick a template.</source>
        <translation>Wählen Sie eine Vorlage.</translation>
    </message>
    <message>
        <source>The %1 template has a fixed size: leave the node counts and the hall size at 0, or go back and pick a fabric template to choose them.</source>
        <translation>Die Vorlage %1 hat eine feste Größe: Lassen Sie Knotenzahlen und Hallengröße auf 0 oder gehen Sie zurück und wählen Sie eine Fabric-Vorlage, um sie festzulegen.</translation>
    </message>
    <message>
        <source>Day one (%1 nodes) cannot be more than the target (%2 nodes).</source>
        <translation>Der erste Tag (%1 Knoten) kann nicht größer sein als das Ziel (%2 Knoten).</translation>
    </message>
    <message>
        <source>Routed %1 cables.</source>
        <translation>%1 Kabel geführt.</translation>
    </message>
    <message>
        <source>%1 links could not be routed (see the checks).</source>
        <translation>%1 Verbindungen konnten nicht geführt werden (siehe Prüfungen).</translation>
    </message>
    <message>
        <source>%1 tray segments are over their fill limit.</source>
        <translation>%1 Trassenabschnitte sind über ihrer Füllgrenze.</translation>
    </message>
    <message>
        <source>Checks passed: no errors, no warnings.</source>
        <translation>Prüfung bestanden: keine Fehler, keine Warnungen.</translation>
    </message>
    <message>
        <source>Checks found %1 errors and %2 warnings.</source>
        <translation>Die Prüfung fand %1 Fehler und %2 Warnungen.</translation>
    </message>
    <message>
        <source>%1 m more cable in all</source>
        <translation>insgesamt %1 m mehr Kabel</translation>
    </message>
    <message>
        <source>%1 m less cable in all</source>
        <translation>insgesamt %1 m weniger Kabel</translation>
    </message>
    <message>
        <source>%1 now need a longer cable, %2 a shorter one</source>
        <translation>%1 brauchen nun ein längeres Kabel, %2 ein kürzeres</translation>
    </message>
    <message>
        <source>Rerouting the cables of %1</source>
        <translation>Kabel von %1 werden neu geführt</translation>
    </message>
    <message>
        <source>%1: %2 cables rerouted</source>
        <translation>%1: %2 Kabel neu geführt</translation>
    </message>
</context>
<context>
    <name>plenum::app::SelectionPropertiesModel</name>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>%1 × %2 mm, %3 U</source>
        <translation>%1 × %2 mm, %3 HE</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>x %1 m, y %2 m</source>
        <translation>x %1 m, y %2 m</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>Drehung</translation>
    </message>
    <message>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Hall</source>
        <translation>Halle</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>%1 kW typical, %2 kW max of %3 kW</source>
        <translation>%1 kW typisch, %2 kW max. von %3 kW</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>%1 kg of %2 kg</source>
        <translation>%1 kg von %2 kg</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>%1 U of %2 U used</source>
        <translation>%1 HE von %2 HE belegt</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>not racked</source>
        <translation>nicht eingebaut</translation>
    </message>
    <message>
        <source>U%1–U%2 (%3 U)</source>
        <translation>HE %1–%2 (%3 HE)</translation>
    </message>
    <message>
        <source>U%1 (1 U)</source>
        <translation>HE %1 (1 HE)</translation>
    </message>
    <message>
        <source>Mounting</source>
        <translation>Einbau</translation>
    </message>
    <message>
        <source>reversed (front to the rack rear)</source>
        <translation>umgekehrt (Front zur Rackrückseite)</translation>
    </message>
    <message>
        <source>front</source>
        <translation>vorne</translation>
    </message>
    <message>
        <source>%1 kW typical, %2 kW max</source>
        <translation>%1 kW typisch, %2 kW max.</translation>
    </message>
    <message>
        <source>PSUs</source>
        <translation>Netzteile</translation>
    </message>
    <message>
        <source>%1 × %2 W (N+%3)</source>
        <translation>%1 × %2 W (N+%3)</translation>
    </message>
    <message>
        <source>Airflow</source>
        <translation>Luftstrom</translation>
    </message>
    <message>
        <source>, liquid cooled</source>
        <translation>, flüssigkeitsgekühlt</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>%1 (%2 management)</source>
        <translation>%1 (%2 Management)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>0U, in the rack&apos;s rear side channel</source>
        <translation>0 HE, im hinteren Seitenkanal des Racks</translation>
    </message>
    <message>
        <source>SU %1</source>
        <translation>SU %1</translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation>Rail %1</translation>
    </message>
    <message>
        <source>plane %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Gesperrt</translation>
    </message>
    <message>
        <source>yes: not moved, turned or deleted until unlocked</source>
        <translation>ja: bis zum Entsperren nicht verschoben, gedreht oder gelöscht</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>plenum::app::UnderlayItem</name>
    <message>
        <source>Underlay %1: %2</source>
        <translation>Hintergrund %1: %2</translation>
    </message>
</context>
<context>
    <name>plenum::app::WindowGrabber</name>
    <message>
        <source>the window did not render within %1 s</source>
        <translation>das Fenster wurde nicht innerhalb von %1 s gezeichnet</translation>
    </message>
    <message>
        <source>could not grab the window</source>
        <translation>Fenster konnte nicht aufgenommen werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>power.failover</name>
    <message>
        <source>PDU over its continuous rating after losing a feed</source>
        <translation>PDU nach Ausfall einer Einspeisung über ihrer Dauerlast</translation>
    </message>
</context>
<context>
    <name>power.feed-loss</name>
    <message>
        <source>Losing a feed leaves devices below N PSUs</source>
        <translation>Ausfall einer Einspeisung lässt Geräte unter N Netzteilen</translation>
    </message>
</context>
<context>
    <name>power.feed-split</name>
    <message>
        <source>PSUs not split across feeds A and B</source>
        <translation>Netzteile nicht auf Einspeisung A und B verteilt</translation>
    </message>
</context>
<context>
    <name>power.rack-budget</name>
    <message>
        <source>Rack over its power budget</source>
        <translation>Rack über seinem Leistungsbudget</translation>
    </message>
</context>
<context>
    <name>power.redundancy</name>
    <message>
        <source>PSU redundancy (N+M) not met</source>
        <translation>Netzteil-Redundanz (N+M) nicht erfüllt</translation>
    </message>
</context>
<context>
    <name>rack.cable-manager</name>
    <message>
        <source>Rack cable managers over their fill</source>
        <translation>Kabelmanager des Racks über ihrer Füllgrenze</translation>
    </message>
</context>
<context>
    <name>resilience.shared-segment</name>
    <message>
        <source>Redundant links share a pathway segment</source>
        <translation>Redundante Verbindungen teilen einen Kabelwegabschnitt</translation>
    </message>
</context>
<context>
    <name>resilience.single-homed</name>
    <message>
        <source>Single-homed where redundancy is asked</source>
        <translation>Einfach angebunden, wo Redundanz verlangt ist</translation>
    </message>
</context>
<context>
    <name>space.aisle-width</name>
    <message>
        <source>Aisle narrower than its minimum</source>
        <translation>Gang schmaler als sein Minimum</translation>
    </message>
</context>
<context>
    <name>space.clearance</name>
    <message>
        <source>Rack in an obstacle&apos;s clearance</source>
        <translation>Rack im Freiraum eines Hindernisses</translation>
    </message>
</context>
<context>
    <name>space.depth</name>
    <message>
        <source>Device deeper than the rack</source>
        <translation>Gerät tiefer als das Rack</translation>
    </message>
</context>
<context>
    <name>space.floor-load</name>
    <message>
        <source>Floor load over its rating</source>
        <translation>Bodenlast über ihrem Grenzwert</translation>
    </message>
</context>
<context>
    <name>space.obstacle</name>
    <message>
        <source>Rack in an obstacle</source>
        <translation>Rack in einem Hindernis</translation>
    </message>
</context>
<context>
    <name>space.outside-hall</name>
    <message>
        <source>Rack outside the hall</source>
        <translation>Rack außerhalb der Halle</translation>
    </message>
</context>
<context>
    <name>space.rack-overlap</name>
    <message>
        <source>Racks overlap</source>
        <translation>Racks überlappen sich</translation>
    </message>
</context>
<context>
    <name>space.rack-weight</name>
    <message>
        <source>Rack over its weight rating</source>
        <translation>Rack über seiner Traglast</translation>
    </message>
</context>
<context>
    <name>space.reservation</name>
    <message>
        <source>Object in space reserved for another phase</source>
        <translation>Objekt in einem für eine andere Phase reservierten Bereich</translation>
    </message>
</context>
<context>
    <name>space.u-overlap</name>
    <message>
        <source>Devices overlap in the rack</source>
        <translation>Geräte überlappen im Rack</translation>
    </message>
</context>
</TS>
