// SPDX-License-Identifier: GPL-3.0-or-later
// The shared Markdown pipe-table writer (export/markdown_table.h) against tables written by hand:
// figure columns right-aligned except the first, words and empty cells left-aligned.
#include "export/markdown_table.h"

#include <QTest>

using namespace plenum::exporting;

class TestMarkdownTable : public QObject {
    Q_OBJECT

private slots:
    void tables_data()
    {
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("which");
        QTest::addRow("figures right, words left") << QStringLiteral(
            "| name | count | cost | note |\n|---|--:|--:|---|\n| 4 | 3 | $5 | spare |\n"
            "| b | - | 12 | x |\n\n") << 0;
        QTest::addRow("an empty cell makes a column left-aligned")
            << QStringLiteral("| a | b |\n|---|---|\n| x |  |\n| y | 2 |\n\n") << 1;
        QTest::addRow("a number cell is a figure whatever its text")
            << QStringLiteral("| a | n |\n|---|--:|\n| x | about 7 |\n| y | 7.50 |\n\n") << 2;
    }
    void tables()
    {
        QFETCH(QString, expected);
        QFETCH(int, which);
        Table t;
        if (which == 0) {
            t.header = { "name", "count", "cost", "note" };
            t.rows = { { "4", "3", "$5", "spare" }, { "b", "-", "12", "x" } };
        } else if (which == 1) {
            t.header = { "a", "b" };
            t.rows = { { "x", "" }, { "y", "2" } };
        } else {
            t.header = { "a", "n" };
            Cell about("about 7");
            about.number = 7;
            t.rows = { { "x", about }, { "y", Cell::decimal(7.5, 2) } };
        }
        QCOMPARE(QString::fromStdString(toMarkdown(t)), expected);
    }
};

QTEST_GUILESS_MAIN(TestMarkdownTable)
#include "test_markdown_table.moc"
