// SPDX-License-Identifier: GPL-3.0-or-later
// The hall in 3D: floor, aisle tints, obstacles, racks and pathways, each kind one instanced
// cube model. Drag orbits, the wheel zooms, shift-drag or middle-drag pans; a click picks a
// rack (the same selection as the floor plan). Zoomed in, rack names float above the racks near
// the orbit centre, turned to the camera. Renders only with a GPU/OpenGL (xvfb-run works).
import QtQuick
import QtQuick3D
import QtQuick3D.Helpers
import Plenum

Item {
    id: view

    required property Document document
    // Rack names only when close enough to read them (camera distance in cm).
    readonly property bool labelsShown: camera.position.z < 2500
    property int revision: 0 // bumped when racks change, to refresh the labels

    Connections {
        target: view.document
        function onProjectReset() { ++view.revision }
        function onRackChanged() { ++view.revision }
    }
    Connections {
        target: view.document.selection
        function onViewPhaseChanged() { ++view.revision }
    }

    View3D {
        id: view3d
        objectName: "view3d"
        anchors.fill: parent
        camera: camera // picking maps taps through it (mapTo3DScene needs an assigned camera)

        environment: SceneEnvironment {
            clearColor: Theme.canvas
            backgroundMode: SceneEnvironment.Color
            antialiasingMode: SceneEnvironment.MSAA
            antialiasingQuality: SceneEnvironment.High
        }

        Node {
            id: orbitOrigin
            objectName: "orbitOrigin"
            position: racks.centre
            eulerRotation: Qt.vector3d(-34, 62, 0)

            PerspectiveCamera {
                id: camera
                position: Qt.vector3d(0, 0, racks.extent * 1.05 + 300)
                clipNear: 10
                clipFar: racks.extent * 10 + 20000
                fieldOfView: 45
            }
        }

        DirectionalLight {
            eulerRotation: Qt.vector3d(-55, -35, 0)
            brightness: 1.0
        }
        DirectionalLight {
            eulerRotation: Qt.vector3d(-30, 145, 0)
            brightness: 0.45
        }
        // Soft fill so the unlit sides are not black.
        PointLight {
            position: Qt.vector3d(racks.centre.x, 2000, racks.centre.z)
            brightness: 0.35
            quadraticFade: 0
            linearFade: 0
        }

        Model { // the hall floor
            source: "#Cube"
            position: Qt.vector3d(racks.centre.x, -1, racks.centre.z)
            scale: Qt.vector3d(racks.floorSize.x / 100 + 0.6, 0.02, racks.floorSize.z / 100 + 0.6)
            materials: PrincipledMaterial { baseColor: Theme.floor3d; roughness: 0.9 }
        }
        Model {
            source: "#Cube"
            instancing: HallInstancing { document: view.document; kind: HallInstancing.Aisles
                                         color: Theme.coldAisle3d; laterColor: Theme.hotAisle3d }
            materials: PrincipledMaterial { baseColor: "white"; roughness: 1 }
        }
        Model {
            source: "#Cube"
            instancing: HallInstancing { document: view.document; kind: HallInstancing.Obstacles; color: Theme.obstacle }
            materials: PrincipledMaterial { baseColor: "white"; roughness: 0.8 }
        }
        Model {
            source: "#Cube"
            instancing: HallInstancing {
                id: racks
                objectName: "rackInstances"
                document: view.document
                kind: HallInstancing.Racks
                color: Theme.rack
                laterColor: Theme.rackFuture
                gpuColor: Theme.rackGpu
                networkColor: Theme.rackNetwork
                storageColor: Theme.rackStorage
                floorColor: Theme.floor
                selectionColor: Theme.selection
                highlightColor: Theme.highlight
            }
            materials: PrincipledMaterial { baseColor: "white"; roughness: 0.55; metalness: 0.1 }
        }
        Model {
            source: "#Cube"
            instancing: HallInstancing { document: view.document; kind: HallInstancing.RackFronts
                                         color: Theme.rackFront; laterColor: Theme.rackFuture }
            materials: PrincipledMaterial { baseColor: "white"; roughness: 0.5 }
        }
        Model {
            source: "#Cube"
            instancing: HallInstancing { document: view.document; kind: HallInstancing.Pathways
                                         color: Theme.pathwayData; fiberColor: Theme.pathwayFiber
                                         powerColor: Theme.pathwayPower; highlightColor: Theme.route }
            materials: PrincipledMaterial { baseColor: "white"; roughness: 0.6; metalness: 0.3 }
        }

        Repeater3D {
            model: view.labelsShown && view.revision >= 0 // re-read on every edit
                   ? racks.rackLabelsNear(orbitOrigin.position, camera.position.z * 1.5, 150) : []
            delegate: Node {
                required property var modelData
                position: modelData.position
                rotation: camera.sceneRotation // a billboard: always faces the camera

                Rectangle {
                    x: -width / 2
                    y: -height / 2
                    width: name.implicitWidth + 12
                    height: name.implicitHeight + 4
                    radius: height / 2
                    color: Theme.panel
                    border.color: Theme.panelBorder
                    opacity: modelData.later ? 0.55 : 0.92
                    Text {
                        id: name
                        anchors.centerIn: parent
                        text: modelData.name
                        font.pixelSize: 16
                        font.bold: true
                        color: Theme.text
                    }
                }
            }
        }
    }

    OrbitCameraController {
        anchors.fill: parent
        origin: orbitOrigin
        camera: camera
    }

    TapHandler {
        onTapped: eventPoint => {
            const p = eventPoint.position
            const near = view3d.mapTo3DScene(Qt.vector3d(p.x, p.y, 0))
            const far = view3d.mapTo3DScene(Qt.vector3d(p.x, p.y, 1000))
            view.document.selection.rackId = racks.rackAtRay(near, far)
        }
    }
}
