// SPDX-License-Identifier: GPL-3.0-or-later
// The report encoder (json/report_json.h) on a small report written by hand: each kind of field
// (integers, doubles, strings, bools, enums by name, derived values, optionals, vectors, nested
// reports, groups, fields in line, each, names from the data) against the JSON text it must produce.
#include "json/report_json.h"

#include <QTest>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace sample {

enum class Colour { Red, Blue };
inline std::string_view toString(Colour c)
{
    return c == Colour::Red ? "red" : "blue";
}

struct Part {
    std::string name;
    int count = 0;
};
template <typename F> void visitReport(const Part &p, F &&f)
{
    f("name", p.name);
    f("count", p.count);
}

struct Order {
    std::int64_t id = 0;
    double price = 0;
    bool urgent = false;
    Colour colour = Colour::Red;
    std::optional<std::string> note;
    std::vector<Part> parts;
    std::vector<std::string> tags;
    Part main;
    double total() const { return price * 2; }
};
template <typename F> void visitReport(const Order &o, F &&f)
{
    f("id", o.id);
    f("price", o.price);
    f("total", o.total());
    f("urgent", o.urgent);
    f("colour", o.colour);
    f("note", o.note);
    f("parts", o.parts);
    f("tags", o.tags);
    f("main", o.main);
    f("sizes", plenum::fields::group([&](auto &&g) {
        g("small", 1);
        g("large", long(2));
    }));
}

} // namespace sample

class TestReportEncoder : public QObject {
    Q_OBJECT

private slots:
    void everyKindOfField()
    {
        sample::Order o;
        o.id = 7;
        o.price = 1.5;
        o.colour = sample::Colour::Blue;
        o.parts = { { "cable", 3 } };
        o.tags = { "a", "b" };
        o.main = { "switch", 1 };
        const std::string expected = "{\n"
                                     "  \"id\": 7,\n"
                                     "  \"price\": 1.5,\n"
                                     "  \"total\": 3,\n"
                                     "  \"urgent\": false,\n"
                                     "  \"colour\": \"blue\",\n"
                                     "  \"note\": null,\n"
                                     "  \"parts\": [\n"
                                     "    {\"name\": \"cable\", \"count\": 3}\n"
                                     "  ],\n"
                                     "  \"tags\": [\"a\", \"b\"],\n"
                                     "  \"main\": {\"name\": \"switch\", \"count\": 1},\n"
                                     "  \"sizes\": {\"small\": 1, \"large\": 2}\n"
                                     "}\n";
        QCOMPARE(plenum::json::writeReport(o), expected);
        o.note = "fragile";
        QVERIFY(plenum::json::writeReport(o).find("\"note\": \"fragile\"") != std::string::npos);
    }

    // A group around another report's fields writes them in line, after the group's own.
    void fieldsInLine()
    {
        const sample::Part p { "leaf", 4 };
        const std::string text = plenum::json::writeReport(plenum::fields::group([&](auto &&f) {
            f("file", std::string("pod.plenum"));
            visitReport(p, f);
        }));
        QCOMPARE(text, std::string("{\"file\": \"pod.plenum\", \"name\": \"leaf\", \"count\": 4}\n"));
    }

    // fields::each writes one object per element (here a map's entries, the key a field of its own),
    // and a field's name may come from the data (a std::string_view); an empty range is [].
    void eachAndNamesFromData()
    {
        const std::map<std::string, sample::Part> stock { { "b", { "leaf", 2 } }, { "a", { "spine", 1 } } };
        const std::map<std::string, int> counts { { "CIRCLE", 3 }, { "LINE", 1 } };
        const std::vector<int> none;
        const std::string text = plenum::json::writeReport(plenum::fields::group([&](auto &&f) {
            f("stock", plenum::fields::each(stock, [](auto &&g, const auto &entry) {
                g("shelf", entry.first);
                visitReport(entry.second, g);
            }));
            f("counts", plenum::fields::group([&](auto &&g) {
                for (const auto &[type, n] : counts)
                    g(std::string_view(type), n);
            }));
            f("none", plenum::fields::each(none, [](auto &&g, int n) { g("n", n); }));
        }));
        const std::string expected = "{\n"
                                     "  \"stock\": [\n"
                                     "    {\"shelf\": \"a\", \"name\": \"spine\", \"count\": 1},\n"
                                     "    {\"shelf\": \"b\", \"name\": \"leaf\", \"count\": 2}\n"
                                     "  ],\n"
                                     "  \"counts\": {\"CIRCLE\": 3, \"LINE\": 1},\n"
                                     "  \"none\": []\n"
                                     "}\n";
        QCOMPARE(text, expected);
    }
};

QTEST_GUILESS_MAIN(TestReportEncoder)
#include "test_report_encoder.moc"
