// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/dxf_layer_model.h"

#include "document/document.h"
#include "document/error_text.h"
#include "dxf/hall_import.h"
#include "underlay/underlay_dxf.h"
#include "underlay/underlay_dxf_hall.h"

#include <QFile>
#include <QFileInfo>
#include <QUrl>

#include <algorithm>
#include <array>

namespace plenum::app {
namespace {

constexpr std::array<dxf::Unit, 5> kUnits
    = { dxf::Unit::Millimetre, dxf::Unit::Centimetre, dxf::Unit::Metre, dxf::Unit::Inch, dxf::Unit::Foot };

// A first guess from the CAD layer names architects use (the AIA/NCS layer standard's A-WALL,
// S-COLS, M-… prefixes); the user corrects it in the dialog.
int guessMeaning(const std::string &name)
{
    QString n = QString::fromStdString(name).toUpper();
    n.remove(QLatin1Char('-')).remove(QLatin1Char('_')).remove(QLatin1Char(' '));
    const auto has = [&](const char *part) { return n.contains(QLatin1String(part)); };
    if (has("OUTLINE") || has("BOUNDARY"))
        return DxfLayerModel::Outline;
    if (has("COL"))
        return DxfLayerModel::Column;
    if (has("CRAH") || has("CRAC"))
        return DxfLayerModel::Crah;
    if (has("CDU"))
        return DxfLayerModel::Cdu;
    if (has("DOOR"))
        return DxfLayerModel::Door;
    if (has("NOGO") || has("KEEPOUT"))
        return DxfLayerModel::NoGo;
    return DxfLayerModel::UnderlayOnly;
}

QString toLocal(const QString &pathOrUrl)
{
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

} // namespace

DxfLayerModel::DxfLayerModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int DxfLayerModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_drawing ? 0 : int(m_drawing->layers.size());
}

QVariant DxfLayerModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_drawing)
        return {};
    const dxf::Layer &l = m_drawing->layers[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return QString::fromStdString(dxf::shown(l.name));
    case EntitiesRole:
        return qint64(l.total);
    case ContentsRole:
        return QString::fromStdString(dxf::countsText(l));
    case MeaningRole:
        return m_meaning[std::size_t(index.row())];
    default:
        return {};
    }
}

QHash<int, QByteArray> DxfLayerModel::roleNames() const
{
    return { { NameRole, "name" }, { EntitiesRole, "entities" }, { ContentsRole, "contents" },
        { MeaningRole, "meaning" } };
}

QStringList DxfLayerModel::meanings() const
{
    return { tr("Hall outline"), tr("Columns"), tr("CRAHs"), tr("CDUs"), tr("Doors"), tr("No-go zones"),
        tr("Underlay only"), tr("Ignore") };
}

QStringList DxfLayerModel::units() const
{
    return { tr("millimetres"), tr("centimetres"), tr("metres"), tr("inches"), tr("feet") };
}

QString DxfLayerModel::headerUnit() const
{
    if (!m_drawing || !m_drawing->insunits || *m_drawing->insunits == 0)
        return {};
    const auto unit = dxf::unitOfInsunits(*m_drawing->insunits);
    return unit ? tr("%1 ($INSUNITS %2)").arg(QString::fromUtf8(dxf::toString(*unit).data())).arg(*m_drawing->insunits)
                : tr("$INSUNITS %1").arg(*m_drawing->insunits);
}

bool DxfLayerModel::load(const QString &pathOrUrl)
{
    const QString path = toLocal(pathOrUrl);
    beginResetModel();
    m_path = path;
    m_loadError.clear();
    m_drawing.reset();
    m_meaning.clear();
    m_unitIndex = -1;
    try {
        m_drawing = dxf::readDrawing(QFile::encodeName(path).toStdString());
    } catch (const std::exception &e) {
        m_loadError = shownError(e);
    }
    if (m_drawing) {
        bool taken[MeaningCount] = {};
        for (const dxf::Layer &l : m_drawing->layers) {
            int m = guessMeaning(l.name);
            if (m < UnderlayOnly && taken[m])
                m = UnderlayOnly;
            if (m < UnderlayOnly)
                taken[m] = true;
            m_meaning.push_back(m);
        }
        if (m_drawing->insunits && *m_drawing->insunits != 0)
            if (const auto unit = dxf::unitOfInsunits(*m_drawing->insunits))
                m_unitIndex = int(std::find(kUnits.begin(), kUnits.end(), *unit) - kUnits.begin());
    }
    endResetModel();
    emit loadedChanged();
    remap();
    return m_drawing.has_value();
}

void DxfLayerModel::setMeaning(int row, int meaning)
{
    if (!m_drawing || row < 0 || row >= rowCount() || meaning < 0 || meaning >= MeaningCount
        || m_meaning[std::size_t(row)] == meaning)
        return;
    for (std::size_t i = 0; i < m_meaning.size(); ++i)
        if (meaning < UnderlayOnly && m_meaning[i] == meaning) {
            m_meaning[i] = UnderlayOnly;
            emit dataChanged(index(int(i)), index(int(i)), { MeaningRole });
        }
    m_meaning[std::size_t(row)] = meaning;
    emit dataChanged(index(row), index(row), { MeaningRole });
    remap();
}

void DxfLayerModel::setUnitIndex(int index)
{
    if (index == m_unitIndex || index < -1 || index >= int(kUnits.size()) || !headerUnit().isEmpty())
        return;
    m_unitIndex = index;
    remap();
}

// The options `new --from-dxf` would be given for this mapping.
static DxfProjectOptions optionsOf(const dxf::Drawing &d, const std::vector<int> &meaning, int unitIndex)
{
    DxfProjectOptions o;
    std::string *fields[] = { &o.hall.outline_layer, &o.hall.column_layer, &o.hall.crah_layer, &o.hall.cdu_layer,
        &o.hall.door_layer, &o.hall.nogo_layer };
    for (std::size_t i = 0; i < d.layers.size(); ++i) {
        if (meaning[i] < DxfLayerModel::UnderlayOnly)
            *fields[meaning[i]] = d.layers[i].name;
        else if (meaning[i] == DxfLayerModel::Ignore)
            o.skip_layers.push_back(d.layers[i].name);
    }
    const bool header = d.insunits && *d.insunits != 0;
    if (!header && unitIndex >= 0)
        o.hall.units = kUnits[std::size_t(unitIndex)];
    return o;
}

void DxfLayerModel::remap()
{
    m_problem.clear();
    m_summary.clear();
    m_lines.clear();
    m_hall.clear();
    m_obstacles.clear();
    if (!m_drawing) {
        emit mappingChanged();
        return;
    }
    const DxfProjectOptions o = optionsOf(*m_drawing, m_meaning, m_unitIndex);
    const bool header = m_drawing->insunits && *m_drawing->insunits != 0;
    // Before a unit is known the preview shows the drawing at one millimetre per drawing unit.
    const double scale = m_unitIndex >= 0 ? dxf::mmPerUnit(kUnits[std::size_t(m_unitIndex)]) : 1.0;
    double shiftX = 0, shiftY = 0;
    if (!header && m_unitIndex < 0) {
        m_problem = tr("The drawing does not say its unit ($INSUNITS): choose it.");
    } else if (o.hall.outline_layer.empty()) {
        m_problem = tr("Choose the layer whose closed polyline is the hall's outline.");
    } else {
        try {
            dxf::HallImportReport report;
            const Project p = dxf::projectFromDrawing(*m_drawing, o.hall, &report);
            m_hall = p.halls.front().outline;
            m_obstacles = p.obstacles;
            shiftX = double(report.shift.x_mm);
            shiftY = double(report.shift.y_mm);
            m_summary = tr("Hall %1 × %2 m (%3 corners), %4 columns, %5 CRAHs, %6 CDUs, %7 doors, %8 no-go zones")
                            .arg(double(report.width_mm) / 1000.0, 0, 'f', 1)
                            .arg(double(report.depth_mm) / 1000.0, 0, 'f', 1)
                            .arg(m_hall.size())
                            .arg(report.columns)
                            .arg(report.crahs)
                            .arg(report.cdus)
                            .arg(report.doors)
                            .arg(report.nogo);
        } catch (const std::exception &e) {
            m_problem = shownError(e);
        }
    }
    dxf::Drawing shown;
    for (const dxf::Shape &s : m_drawing->shapes)
        if (std::none_of(o.skip_layers.begin(), o.skip_layers.end(),
                [&](const std::string &l) { return dxf::sameLayer(l, s.layer); }))
            shown.shapes.push_back(s);
    m_lines = dxfLines(shown, scale, shiftX, shiftY);
    emit mappingChanged();
}

bool DxfLayerModel::create(Document *document)
{
    if (!document || !m_drawing || !m_problem.isEmpty())
        return false;
    DxfProjectOptions o = optionsOf(*m_drawing, m_meaning, m_unitIndex);
    o.underlay_name = QFileInfo(m_path).completeBaseName().toStdString();
    try {
        document->adoptNewProject(projectFromDxfDrawing(*m_drawing, o));
        return true;
    } catch (const std::exception &e) {
        m_problem = shownError(e);
        emit mappingChanged();
        return false;
    }
}

} // namespace plenum::app
