// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON reader and writer, and the canonical project JSON (dump → load → dump).
#include "store/project_file.h"
#include "store/schema.h"
#include "templates/templates.h"
#include "json/codec.h"
#include "json/json.h"
#include "json/project_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace plenum;

class TestJson : public QObject {
    Q_OBJECT

private slots:
    // The project file's fast route text (store/): the same bytes as the JSON writer, read back the
    // same, and anything else left to the JSON parser (false), never misread.
    void routeTextMatchesTheJsonWriter()
    {
        std::srand(7);
        for (int n : { 0, 1, 2, 5, 40 }) {
            std::vector<RouteStep> route;
            for (int i = 0; i < n; ++i)
                route.push_back({ std::int64_t(std::rand()) * (i % 3 == 0 ? 100000 : 1) - 5, std::rand() % 1000 });
            std::string generic = json::writeCompact(json::encode(route));
            generic.pop_back();
            QCOMPARE(json::routeText(route), generic);
            std::vector<RouteStep> back { { 9, 9 } };
            QVERIFY(json::parseRouteText(generic, back));
            QVERIFY(back == route);
        }
        std::vector<RouteStep> r;
        QVERIFY(json::parseRouteText(" [ [12 ,0],\n[12, 1] ] ", r));
        QVERIFY((r == std::vector<RouteStep> { { 12, 0 }, { 12, 1 } }));
        QVERIFY(json::parseRouteText("[]", r) && r.empty());
        // Not the canonical shape: the JSON parser decides (it accepts some, refuses others).
        for (const char *other : { "", "[", "]", "[[1, 2]", "[[1, 2],]", "[[1, 2]] x", "[[1]]", "[[1, 2, 3]]",
                 "[[01, 2]]", "[[1.0, 2]]", "[[1e2, 2]]", "[[1, -2]]", "[[1, 2147483648]]",
                 "[[1234567890123456789, 2]]", "{\"a\": 1}", "[[\"1\", 2]]", "[[1, 2] [3, 4]]" })
            QVERIFY2(!json::parseRouteText(other, r), other);
    }

    void parsesScalars()
    {
        auto v = json::parse(
            "{\"a\": 1, \"b\": -2.5, \"c\": \"x\\u00e9\\n\", \"d\": [true, false, null], \"e\": 9007199254740993}");
        QCOMPARE(v.find("a")->asInt("a"), 1);
        QCOMPARE(v.find("b")->asDouble("b"), -2.5);
        QCOMPARE(v.find("c")->asString("c"), std::string("x\xc3\xa9\n"));
        QCOMPARE(v.find("d")->asArray("d").size(), std::size_t(3));
        QCOMPARE(v.find("e")->asInt("e"), std::int64_t(9007199254740993)); // beyond double precision
    }

    void rejectsMalformed_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::addRow("trailing comma") << "[1, 2,]"
                                        << "unexpected character";
        QTest::addRow("duplicate key") << "{\"a\": 1, \"a\": 2}"
                                       << "appears twice";
        QTest::addRow("unterminated") << "{\"a\": \"b"
                                      << "unterminated string";
        QTest::addRow("leading zero") << "[01]"
                                      << "leading zeros";
        QTest::addRow("trailing text") << "{} x"
                                       << "after the end";
        QTest::addRow("lone surrogate") << "[\"\\ud800\"]"
                                        << "surrogate";
        QTest::addRow("deep nesting") << QString(100, QLatin1Char('[')) << "deeper than 64";
        QTest::addRow("empty") << ""
                               << "end of the document";
        QTest::addRow("huge number") << "1e999"
                                     << "out of range";
    }

    void rejectsMalformed()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        try {
            json::parse(text.toStdString());
            QFAIL("accepted malformed JSON");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
            QVERIFY2(QString::fromUtf8(e.what()).startsWith(QStringLiteral("line ")), e.what());
        }
    }

    void errorNamesLineAndColumn()
    {
        try {
            json::parse("{\n  \"a\": tru\n}");
            QFAIL("accepted malformed JSON");
        } catch (const Error &e) {
            QCOMPARE(QString::fromUtf8(e.what()), QStringLiteral("line 2, column 8: unexpected character 't'"));
        }
    }

    void writerIsCanonical()
    {
        json::Value v { json::Object {} };
        v.set("z", 1);
        v.set("a", json::Value(json::Array { json::Value(1.5), json::Value("q\"") }));
        // An object holding an array breaks into lines; the short array of scalars stays on one.
        QCOMPARE(json::write(v), std::string("{\n  \"z\": 1,\n  \"a\": [1.5, \"q\\\"\"]\n}\n"));
    }

    // Regression (issue #20): set() on an existing key appended a second member, so the writer
    // emitted the key twice (a document our own parser refuses) and find() kept the old value.
    void setReplacesAnExistingMember()
    {
        json::Value v { json::Object {} };
        v.set("a", 1);
        v.set("b", 2);
        json::Value &replaced = v.set("a", "one");
        QCOMPARE(replaced.asString("a"), std::string("one"));
        QCOMPARE(v.object().size(), std::size_t(2));
        QCOMPARE(v.find("a")->asString("a"), std::string("one"));
        QCOMPARE(json::write(v), std::string("{\"a\": \"one\", \"b\": 2}\n")); // keeps its place
        QCOMPARE(json::write(json::parse(json::write(v))), json::write(v));
    }
    void projectRoundTripIsByteIdentical()
    {
        const Project p = projectFromTemplate("starter", {});
        const std::string first = projectToJson(p);
        const Project back = projectFromJson(first);
        QVERIFY(back == p);
        QCOMPARE(projectToJson(back), first);
    }

    void doublesRoundTripExactly()
    {
        Project p = projectFromTemplate("starter", {});
        p.device_types[0].weight_kg = 0.1 + 0.2; // not representable in few digits
        p.settings["custom.ratio"] = 1.0 / 3.0;
        const Project back = projectFromJson(projectToJson(p));
        QCOMPARE(back.device_types[0].weight_kg, 0.1 + 0.2);
        QCOMPARE(back.settings.at("custom.ratio"), 1.0 / 3.0);
    }

    // A schema-v2 document has no slack place on its cables: it loads with the empty place (as
    // the file migration does); a v3 document without them is refused.
    void readsSchemaV2()
    {
        Project p = projectFromTemplate("starter", {});
        Cable c;
        c.id = p.allocateId();
        c.link = p.links[0].id;
        c.label = "C1";
        c.media = "mmf-mpo";
        c.phase = p.phases[0].id;
        c.slack = { p.racks[0].id, Face::Front, 500, 600, kNoId, 0 };
        p.cables.push_back(c);
        QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(projectToJson(p))).object();
        QJsonArray cables = o[QStringLiteral("cables")].toArray();
        QJsonObject c0 = cables[0].toObject();
        for (const char *key :
            { "slack_rack", "slack_side", "slack_z_low_mm", "slack_z_high_mm", "slack_pathway", "slack_segment" }) {
            QVERIFY2(c0.contains(QLatin1String(key)), key);
            c0.remove(QLatin1String(key));
        }
        cables[0] = c0;
        o[QStringLiteral("cables")] = cables;
        QVERIFY_THROWS_EXCEPTION(Error, projectFromJson(QJsonDocument(o).toJson().toStdString()));
        o[QStringLiteral("schema")] = 2;
        Project expected = p;
        expected.cables[0].slack = {};
        QVERIFY(projectFromJson(QJsonDocument(o).toJson().toStdString()) == expected);
    }

    // Schema v1 → v2 for dumps, as for files: a v1 dump has no device feed; loading takes a PDU's
    // from its layout name and gives the very same project. A feed other than A or B is refused.
    void projectJsonMigratesV1Feeds()
    {
        TemplateOptions o;
        o.nodes = 32;
        const Project p = projectFromTemplate("dgx-h100-superpod", o);
        json::Value root = json::parse(projectToJson(p));
        std::size_t dropped = 0;
        for (auto &[key, value] : root.object()) {
            if (key == "schema")
                value = json::Value(1);
            if (key != "devices")
                continue;
            for (auto &d : value.array()) {
                auto &members = d.object();
                const auto before = members.size();
                members.erase(
                    std::remove_if(members.begin(), members.end(), [](const auto &m) { return m.first == "feed"; }),
                    members.end());
                dropped += before - members.size();
            }
        }
        QCOMPARE(dropped, p.devices.size());
        QVERIFY(projectFromJson(json::write(root)) == p);

        std::string text = projectToJson(p);
        const auto at = text.find("\"feed\": \"A\"");
        QVERIFY(at != std::string::npos);
        text.replace(at, 11, "\"feed\": \"C\"");
        try {
            projectFromJson(text);
            QFAIL("accepted feed C");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("a feed is A, B or empty")), e.what());
        }
    }

    void projectJsonRejects_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("message");
        QTest::addRow("unknown member") << "\"name\": \"Starter cluster\""
                                        << "\"name\": \"Starter cluster\", \"colour\": \"red\""
                                        << "top-level members";
        QTest::addRow("wrong type") << "\"tile_mm\": 600"
                                    << "\"tile_mm\": \"600\""
                                    << "halls[0].tile_mm must be an integer";
        QTest::addRow("unknown enum") << "\"containment\": \"cold-aisle\""
                                      << "\"containment\": \"lukewarm\""
                                      << "unknown halls[0].containment 'lukewarm'";
        QTest::addRow("newer schema") << QStringLiteral("\"schema\": %1").arg(kSchemaVersion)
                                      << QStringLiteral("\"schema\": %1").arg(kSchemaVersion + 1)
                                      << QStringLiteral("schema v%1").arg(kSchemaVersion + 1);
        QTest::addRow("dangling reference") << "\"rack_type\": 7"
                                            << "\"rack_type\": 70000"
                                            << "rack type 70000";
        QTest::addRow("extra member") << "\"facing_deg\": 0"
                                      << "\"facing_deg\": 0, \"x\": 1"
                                      << "unknown member 'x'";
    }

    void projectJsonRejects()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, message);
        QString text = QString::fromStdString(projectToJson(projectFromTemplate("starter", {})));
        QVERIFY2(text.contains(from), qPrintable(from));
        text.replace(text.indexOf(from), from.size(), to);
        try {
            projectFromJson(text.toStdString());
            QFAIL("accepted a damaged project");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
        }
    }

    // Issue 22 items 4, 8, 9 and 10: limits at input, checked once when a project is loaded:
    // sizes that cost unbounded time or memory later, text that is not printable UTF-8, ids
    // whose successor overflows, and the same limits before a save.
    void projectLimits_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("message");
        QTest::addRow("hall of 9.2e18 mm")
            << QByteArray("x_mm") << QByteArray("9200000000000000000") << "'x_mm': 9200000000000000000 is outside";
        QTest::addRow("rack of INT_MAX U")
            << QByteArray("height_u") << QByteArray("2147483647") << "'height_u': 2147483647 is outside 0 … 100";
        QTest::addRow("tile below 100 mm") << QByteArray("tile_mm") << QByteArray("1") << "'tile_mm': 1 is outside 100";
        QTest::addRow("price 1e308") << QByteArray("price_usd") << QByteArray("1e308") << "'price_usd'";
        QTest::addRow("next_id INT64_MAX")
            << QByteArray("next_id") << QByteArray("9223372036854775807") << "next_id 9223372036854775807 is outside";
        QTest::addRow("ESC in a name") << QByteArray("name") << QByteArray("\"\\u001b[31mred\"")
                                       << "control character (0x1b)";
        QTest::addRow("newline in a name")
            << QByteArray("name") << QByteArray("\"leaf\\nSwitchName=evil Nodes=ALL\"") << "control character (0x0a)";
        QTest::addRow("C1 control") << QByteArray("name") << QByteArray("\"a\\u009bb\"")
                                    << "control character (U+009B)";
        QTest::addRow("invalid UTF-8") << QByteArray("name") << QByteArray("\"caf\xe9\"") << "not valid UTF-8";
        QTest::addRow("overlong UTF-8") << QByteArray("name") << QByteArray("\"\xc0\xaf\"") << "not valid UTF-8";
        QTest::addRow("2000-byte name") << QByteArray("name") << ("\"" + QByteArray(2000, 'n') + "\"")
                                        << "a string longer than 1024 bytes";
        // Bounded while parsing, before the document costs memory: a huge outline, a huge object.
        QByteArray points = "[";
        for (int i = 0; i <= 100000; ++i)
            points += i ? ", {\"x_mm\": 0, \"y_mm\": 0}" : "{\"x_mm\": 0, \"y_mm\": 0}";
        points += "]";
        QTest::addRow("outline of 100,001 points")
            << QByteArray("outline") << points << "an array with more than 100000 entries";
        QByteArray keys = "{";
        for (int i = 0; i <= 10000; ++i)
            keys += (i ? ", \"k" : "\"k") + QByteArray::number(i) + "\": 0";
        keys += "}";
        QTest::addRow("settings of 10,001 keys")
            << QByteArray("settings") << keys << "an object with more than 10000 members";
    }

    void projectLimits()
    {
        QFETCH(QByteArray, key);
        QFETCH(QByteArray, value);
        QFETCH(QString, message);
        std::string text = projectToJson(projectFromTemplate("starter", {}));
        QVERIFY(projectFromJson(text) == projectFromJson(text)); // the starter itself is inside every limit
        const std::string needle = "\"" + key.toStdString() + "\": ";
        const std::size_t at = text.find(needle);
        QVERIFY2(at != std::string::npos, needle.c_str());
        const std::size_t start = at + needle.size();
        const std::size_t end = text[start] == '"' ? text.find('"', start + 1) + 1 : text.find_first_of(",}]\n", start);
        text.replace(start, end - start, value.toStdString());
        try {
            projectFromJson(text);
            QFAIL("accepted a project outside the limits");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
        }
    }

    // Issue 22 item 10: an error quotes at most 80 bytes of a member name (a key of megabytes in a
    // JSON cell of a .plenum made the one error line as long).
    void errorsQuoteNamesShortened()
    {
        const std::string key(100000, 'k');
        try {
            json::parse("{\"" + key + "\": 1, \"" + key + "\": 2}");
            QFAIL("accepted a duplicate member");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("appears twice") != std::string::npos, e.what());
            QVERIFY(std::string(e.what()).size() < 200);
        }
    }

    void saveRefusesWhatOpeningWould()
    {
        Project p = projectFromTemplate("starter", {});
        p.devices.front().name = "leaf\nSwitchName=evil";
        try {
            saveProject(p, "/nonexistent-folder/never-written.plenum");
            QFAIL("saved a project that opening would refuse");
        } catch (const Error &e) {
            QVERIFY2(std::string(e.what()).find("control character") != std::string::npos, e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestJson)
#include "test_json.moc"
