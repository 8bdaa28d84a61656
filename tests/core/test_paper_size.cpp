// SPDX-License-Identifier: GPL-3.0-or-later
// The paper sizes of --paper and ExportOptions (util/paper_size.h): the three names in any case,
// anything else one error naming the value and the choices.
#include "model/types.h"
#include "util/paper_size.h"

#include <QTest>

using namespace plenum;

class TestPaperSize : public QObject {
    Q_OBJECT

private slots:
    void names_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("paper");
        QTest::addRow("a4") << "a4" << int(PaperSize::A4);
        QTest::addRow("A4") << "A4" << int(PaperSize::A4);
        QTest::addRow("letter") << "letter" << int(PaperSize::Letter);
        QTest::addRow("Letter") << "Letter" << int(PaperSize::Letter);
        QTest::addRow("A3") << "A3" << int(PaperSize::A3);
    }
    void names()
    {
        QFETCH(QString, text);
        QFETCH(int, paper);
        QCOMPARE(int(parsePaperSize(text.toStdString())), paper);
    }

    void nameRoundTrips()
    {
        QCOMPARE(toString(PaperSize::A4), std::string_view("a4"));
        QCOMPARE(toString(PaperSize::Letter), std::string_view("letter"));
        QCOMPARE(toString(PaperSize::A3), std::string_view("a3"));
    }

    void unknownSizeIsOneError_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addRow("a5") << "a5";
        QTest::addRow("empty") << "";
        QTest::addRow("padded") << " a4";
        QTest::addRow("legal") << "legal";
    }
    void unknownSizeIsOneError()
    {
        QFETCH(QString, text);
        try {
            parsePaperSize(text.toStdString());
            QFAIL("accepted");
        } catch (const Error &e) {
            QCOMPARE(QString::fromUtf8(e.what()),
                QStringLiteral("unknown paper size '%1' (use a4, letter or a3)").arg(text));
        }
    }
};

QTEST_APPLESS_MAIN(TestPaperSize)
#include "test_paper_size.moc"
