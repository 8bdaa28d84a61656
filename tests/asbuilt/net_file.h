// SPDX-License-Identifier: GPL-3.0-or-later
// An ibsim net file (the ibnetdiscover format) held as records of port lines, so a test can
// rewire the simulated fabric the way a crew would: both ends of every change are rewritten,
// as ibsim requires.
#pragma once

#include <QList>
#include <QMap>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <utility>

namespace asbuilttest {

class NetFile {
public:
    explicit NetFile(const QString &text)
    {
        static const QRegularExpression header(
            QStringLiteral("^(Switch|Ca)\\s+(\\d+)\\s+\"([^\"]+)\"\\s*#\\s*\"([^\"]+)\""));
        static const QRegularExpression port(QStringLiteral("^\\[(\\d+)\\]"));
        QStringList pending;
        Record *current = nullptr;
        for (const QString &line : text.split(QLatin1Char('\n'))) {
            const auto h = header.match(line);
            const auto p = port.match(line);
            if (h.hasMatch()) {
                m_records.append({ pending, line, h.captured(3), h.captured(4), h.captured(2).toInt(), {} });
                pending.clear();
                current = &m_records.last();
            } else if (p.hasMatch() && current) {
                current->ports.insert(p.captured(1).toInt(), line);
            } else if (line.trimmed().isEmpty()) {
                current = nullptr;
            } else if (m_records.isEmpty() && pending.isEmpty() && line.startsWith(QLatin1Char('#'))) {
                m_preamble.append(line);
            } else {
                pending.append(line);
            }
        }
    }

    QString text() const
    {
        QString out = m_preamble.join(QLatin1Char('\n')) + QLatin1Char('\n');
        for (const Record &r : m_records) {
            out += QLatin1Char('\n')
                + (r.pre.isEmpty() ? QString() : r.pre.join(QLatin1Char('\n')) + QLatin1Char('\n'));
            out += r.header + QLatin1Char('\n');
            for (const QString &l : r.ports)
                out += l + QLatin1Char('\n');
        }
        return out;
    }

    QString idOf(const QString &description) const
    {
        for (const Record &r : m_records)
            if (r.description == description)
                return r.id;
        return {};
    }
    QString descriptionOf(const QString &id) const { return find(id) ? find(id)->description : QString(); }
    QList<int> ports(const QString &id) const { return find(id) ? find(id)->ports.keys() : QList<int>(); }
    int portCount(const QString &id) const { return find(id) ? find(id)->portCount : 0; }

    // The far end of (id, port): (id, port), or an empty id when the port is not connected.
    std::pair<QString, int> peer(const QString &id, int port) const
    {
        static const QRegularExpression far(QStringLiteral("^\\[\\d+\\][^\"]*\"([^\"]+)\"\\[(\\d+)\\]"));
        const Record *r = find(id);
        if (!r || !r->ports.contains(port))
            return {};
        const auto m = far.match(r->ports.value(port));
        return m.hasMatch() ? std::pair { m.captured(1), m.captured(2).toInt() } : std::pair<QString, int> {};
    }
    void disconnect(const QString &id, int port)
    {
        const auto [farId, farPort] = peer(id, port);
        find(id)->ports.remove(port);
        if (!farId.isEmpty())
            find(farId)->ports.remove(farPort);
    }
    void connect(const QString &a, int pa, const QString &b, int pb, const QString &options = {})
    {
        find(a)->ports.insert(pa, QStringLiteral("[%1]\t\"%2\"[%3]\t%4").arg(pa).arg(b).arg(pb).arg(options));
        find(b)->ports.insert(pb, QStringLiteral("[%1]\t\"%2\"[%3]\t%4").arg(pb).arg(a).arg(pa).arg(options));
    }
    void setDescription(const QString &id, const QString &description)
    {
        Record *r = find(id);
        r->header.replace(
            QLatin1Char('"') + r->description + QLatin1Char('"'), QLatin1Char('"') + description + QLatin1Char('"'));
        r->description = description;
    }

private:
    struct Record {
        QStringList pre; // switchguid= / caguid= lines
        QString header;
        QString id;
        QString description;
        int portCount = 0;
        QMap<int, QString> ports;
    };
    Record *find(const QString &id)
    {
        for (Record &r : m_records)
            if (r.id == id)
                return &r;
        return nullptr;
    }
    const Record *find(const QString &id) const { return const_cast<NetFile *>(this)->find(id); }

    QStringList m_preamble;
    QList<Record> m_records;
};

} // namespace asbuilttest
