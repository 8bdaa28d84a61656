// SPDX-License-Identifier: GPL-3.0-or-later
// FloorPlanItem interaction: a click selects a rack, a drag moves it through the Document as
// one undo entry snapped to half a floor tile, a drag on empty floor pans, zoom to fit fits.
#include "document/document.h"
#include "floor/floor_plan_item.h"

#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using plenum::app::Document;
using plenum::app::FloorPlanItem;

class TestFloorPlan : public QObject {
    Q_OBJECT

private:
    Document m_doc;
    std::unique_ptr<QQuickWindow> m_window;
    FloorPlanItem *m_plan = nullptr;

    QPoint screenOf(const plenum::Rack &rack) const
    {
        return m_plan->mapFromWorld(QPointF(double(rack.position.x_mm), double(rack.position.y_mm))).toPoint();
    }

private slots:
    void init()
    {
        QVERIFY(m_doc.newFromTemplate(QStringLiteral("starter")));
        m_window = std::make_unique<QQuickWindow>();
        m_window->resize(800, 600);
        m_plan = new FloorPlanItem(m_window->contentItem());
        m_plan->setSize(QSizeF(800, 600));
        m_plan->setDocument(&m_doc);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    void zoomToFitShowsWholeHall()
    {
        const QPointF corner = m_plan->mapFromWorld(QPointF(6000, 7200));
        const QPointF origin = m_plan->mapFromWorld(QPointF(0, 0));
        QVERIFY(corner.x() <= 800 && corner.y() >= 0 && origin.x() >= 0 && origin.y() <= 600);
        QVERIFY(m_plan->pixelsPerMetre() > 50);
    }

    void clickSelectsRack()
    {
        const plenum::Rack rack = m_doc.project().racks.front();
        QTest::mouseClick(m_window.get(), Qt::LeftButton, {}, screenOf(rack));
        QCOMPARE(m_plan->selectedRackId(), rack.id);
        QCOMPARE(m_plan->selectedRackName(), QString::fromStdString(rack.name));
        QCOMPARE(m_doc.undoStack()->count(), 0); // a click moves nothing
    }

    // B05, the east end of row B (x 3.0–3.6 m), dragged 0.6 m east onto free floor.
    void dragMovesRackAsOneUndoEntry()
    {
        const auto it = std::find_if(m_doc.project().racks.begin(), m_doc.project().racks.end(),
            [](const plenum::Rack &r) { return r.name == "B05"; });
        QVERIFY(it != m_doc.project().racks.end());
        const plenum::Rack rack = *it;
        const QPoint start = screenOf(rack);
        const double pxPerMm = m_plan->pixelsPerMetre() / 1000.0;
        QTest::mousePress(m_window.get(), Qt::LeftButton, {}, start);
        for (int step = 1; step <= 6; ++step)
            QTest::mouseMove(m_window.get(), start + QPoint(int(step * 100 * pxPerMm), 0));
        QTest::mouseRelease(m_window.get(), Qt::LeftButton, {}, start + QPoint(int(600 * pxPerMm), 0));

        const plenum::Rack &moved = *m_doc.rack(rack.id);
        QCOMPARE(moved.position.y_mm, rack.position.y_mm);
        QVERIFY2(std::abs(moved.position.x_mm - (rack.position.x_mm + 600)) <= 300,
            qPrintable(QString::number(moved.position.x_mm)));
        QCOMPARE(moved.position.x_mm % 300, 0); // snapped to half a 600 mm tile
        QCOMPARE(m_doc.undoStack()->count(), 1);
        m_doc.undo();
        QCOMPARE(m_doc.rack(rack.id)->position, rack.position);
    }

    void dragOnEmptyFloorPans()
    {
        const QPointF before = m_plan->mapFromWorld(QPointF(0, 0));
        const QPoint empty = m_plan->mapFromWorld(QPointF(5000, 6800)).toPoint(); // north-east, no rack
        QCOMPARE(m_plan->rackAt(empty), qint64(0));
        QTest::mousePress(m_window.get(), Qt::LeftButton, {}, empty);
        QTest::mouseMove(m_window.get(), empty + QPoint(20, 10));
        QTest::mouseMove(m_window.get(), empty + QPoint(40, 20));
        QTest::mouseRelease(m_window.get(), Qt::LeftButton, {}, empty + QPoint(40, 20));
        QCOMPARE(m_plan->mapFromWorld(QPointF(0, 0)), before + QPointF(40, 20));
        QCOMPARE(m_doc.undoStack()->count(), 0);
        QCOMPARE(m_plan->selectedRackId(), qint64(0));
    }

    // Regression (issue 15, point 7): a fitted plan stayed at its old zoom when the window shrank,
    // half the hall out of sight.
    void fittedPlanFitsAgainAfterAResize()
    {
        const double before = m_plan->pixelsPerMetre();
        m_plan->setSize(QSizeF(400, 300));
        QVERIFY(m_plan->pixelsPerMetre() < before * 0.6);
        const QPointF corner = m_plan->mapFromWorld(QPointF(6000, 7200));
        const QPointF origin = m_plan->mapFromWorld(QPointF(0, 0));
        QVERIFY(corner.x() <= 400 && corner.y() >= 0 && origin.x() >= 0 && origin.y() <= 300);
        m_plan->setSize(QSizeF(800, 600));
        QVERIFY(std::abs(m_plan->pixelsPerMetre() - before) < 0.01);
    }

    void zoomedPlanKeepsItsZoomAndCentreAfterAResize()
    {
        m_plan->zoomBy(2);
        const double zoomed = m_plan->pixelsPerMetre();
        const QPointF centre = m_plan->mapToWorld(QPointF(400, 300));
        m_plan->setSize(QSizeF(600, 400));
        QCOMPARE(m_plan->pixelsPerMetre(), zoomed);
        const QPointF after = m_plan->mapToWorld(QPointF(300, 200));
        QVERIFY(std::abs(after.x() - centre.x()) < 1 && std::abs(after.y() - centre.y()) < 1);
    }

    // Issue #15: panning keeps the selection; a click on the floor (no drag) clears it.
    void panKeepsSelectionClickOnFloorClears()
    {
        const plenum::Rack rack = m_doc.project().racks.front();
        QTest::mouseClick(m_window.get(), Qt::LeftButton, {}, screenOf(rack));
        QCOMPARE(m_plan->selectedRackId(), rack.id);
        const QPoint empty = m_plan->mapFromWorld(QPointF(5000, 6800)).toPoint();
        QTest::mousePress(m_window.get(), Qt::LeftButton, {}, empty);
        QTest::mouseMove(m_window.get(), empty + QPoint(20, 10));
        QTest::mouseMove(m_window.get(), empty + QPoint(40, 20));
        QTest::mouseRelease(m_window.get(), Qt::LeftButton, {}, empty + QPoint(40, 20));
        QCOMPARE(m_plan->selectedRackId(), rack.id);
        const QPoint stillEmpty = m_plan->mapFromWorld(QPointF(5000, 6800)).toPoint();
        QTest::mouseClick(m_window.get(), Qt::LeftButton, {}, stillEmpty);
        QCOMPARE(m_plan->selectedRackId(), qint64(0));
    }

    // A right click asks for the context menu of the rack under the pointer (and selects it).
    void rightClickAsksForContextMenu()
    {
        QSignalSpy asked(m_plan, &FloorPlanItem::contextMenuRequested);
        const plenum::Rack rack = m_doc.project().racks.back();
        QTest::mouseClick(m_window.get(), Qt::RightButton, {}, screenOf(rack));
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().first().toLongLong(), qint64(rack.id));
        QCOMPARE(m_plan->selectedRackId(), rack.id);
        const QPoint empty = m_plan->mapFromWorld(QPointF(5000, 6800)).toPoint();
        QTest::mouseClick(m_window.get(), Qt::RightButton, {}, empty);
        QCOMPARE(asked.size(), 2);
        QCOMPARE(asked.last().first().toLongLong(), qint64(0));
        QCOMPARE(m_doc.undoStack()->count(), 0);
    }

    // Issue #18: an obstacle is labelled with its name once its narrower side is at least 24 px on
    // screen. The starter's column C1 is 400 mm square: at the fitted zoom (≥ 60 px/m here) that is
    // ≥ 24 px; at a fifth of it, under 24 px, the label goes.
    void obstacleLabelWhenZoomedIn()
    {
        auto labelled = [&] {
            for (const QVariant &v : m_plan->labels()) {
                const QVariantMap l = v.toMap();
                if (l.value(QStringLiteral("kind")) == QStringLiteral("obstacle"))
                    return l.value(QStringLiteral("name")).toString();
            }
            return QString();
        };
        QVERIFY2(m_plan->pixelsPerMetre() * 0.4 >= 24, qPrintable(QString::number(m_plan->pixelsPerMetre())));
        QTRY_COMPARE(labelled(), QStringLiteral("C1"));
        m_plan->zoomBy(0.2);
        QVERIFY(m_plan->pixelsPerMetre() * 0.4 < 24);
        QTRY_COMPARE(labelled(), QString());
    }
};

QTEST_MAIN(TestFloorPlan)
#include "test_floor_plan.moc"
