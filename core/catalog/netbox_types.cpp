// SPDX-License-Identifier: GPL-3.0-or-later
// The NetBox type strings are those of netbox-community/netbox dcim/choices.py. Lanes are the
// electrical lanes of the cage at that speed (QSFP28 4 × 25G, QSFP-DD 400G 8 × 50G, QSFP112 4 ×
// 100G, OSFP 800G 8 × 100G). NetBox's InfiniBand types name a speed but no cage: Plenum assumes
// the cage NVIDIA uses at that speed (QSFP28 for EDR, QSFP56 for HDR, OSFP for NDR and XDR) and
// the importer flags it as assumed.
#include "catalog/netbox_types.h"

#include <algorithm>
#include <cctype>

namespace plenum::catalog {
namespace {

const std::vector<NetboxPortKind> kInterfaces = {
    // Copper, fixed
    { "100base-tx", "RJ45", 1, 100 },
    { "1000base-t", "RJ45", 1, 1000 },
    { "1000base-tx", "RJ45", 1, 1000 },
    { "2.5gbase-t", "RJ45", 1, 2500 },
    { "5gbase-t", "RJ45", 1, 5000 },
    { "10gbase-t", "RJ45", 1, 10000 },
    { "25gbase-t", "RJ45", 1, 25000 },
    // Modular (pluggable cages)
    { "100base-x-sfp", "SFP", 1, 100 },
    { "1000base-x-sfp", "SFP", 1, 1000 },
    { "1000base-x-gbic", "GBIC", 1, 1000 },
    { "2.5gbase-x-sfp", "SFP", 1, 2500 },
    { "10gbase-x-sfpp", "SFP+", 1, 10000 },
    { "10gbase-x-xfp", "XFP", 1, 10000 },
    { "25gbase-x-sfp28", "SFP28", 1, 25000 },
    { "50gbase-x-sfp28", "SFP28", 1, 50000 },
    { "50gbase-x-sfp56", "SFP56", 1, 50000 },
    { "40gbase-x-qsfpp", "QSFP+", 4, 40000 },
    { "100gbase-x-qsfp28", "QSFP28", 4, 100000 },
    { "100gbase-x-qsfpdd", "QSFP-DD", 2, 100000 },
    { "100gbase-x-sfpdd", "SFP-DD", 2, 100000 },
    { "100gbase-x-dsfp", "DSFP", 2, 100000 },
    { "100gbase-x-sfp112", "SFP112", 1, 100000 },
    { "100gbase-x-cfp", "CFP", 10, 100000 },
    { "100gbase-x-cfp2", "CFP2", 4, 100000 },
    { "100gbase-x-cfp4", "CFP4", 4, 100000 },
    { "100gbase-x-cxp", "CXP", 10, 100000 },
    { "100gbase-x-cpak", "CPAK", 4, 100000 },
    { "200gbase-x-qsfp56", "QSFP56", 4, 200000 },
    { "200gbase-x-qsfpdd", "QSFP-DD", 8, 200000 },
    { "200gbase-x-cfp2", "CFP2", 8, 200000 },
    { "400gbase-x-qsfp112", "QSFP112", 4, 400000 },
    { "400gbase-x-qsfpdd", "QSFP-DD", 8, 400000 },
    { "400gbase-x-osfp", "OSFP", 8, 400000 },
    { "400gbase-x-osfp-rhs", "OSFP-RHS", 8, 400000 },
    { "400gbase-x-cdfp", "CDFP", 16, 400000 },
    { "400gbase-x-cfp2", "CFP2", 8, 400000 },
    { "400gbase-x-cfp8", "CFP8", 8, 400000 },
    { "800gbase-x-qsfpdd", "QSFP-DD800", 8, 800000 },
    { "800gbase-x-osfp", "OSFP", 8, 800000 },
    { "1.6tbase-x-osfp1600", "OSFP1600", 8, 1600000 },
    { "1.6tbase-x-osfp1600-rhs", "OSFP1600-RHS", 8, 1600000 },
    { "1.6tbase-x-qsfpdd1600", "QSFP-DD1600", 8, 1600000 },
    // InfiniBand (4X ports; the cage is assumed)
    { "infiniband-fdr", "QSFP+", 4, 56000, true },
    { "infiniband-fdr-4x", "QSFP+", 4, 56000, true },
    { "infiniband-edr", "QSFP28", 4, 100000, true },
    { "infiniband-edr-4x", "QSFP28", 4, 100000, true },
    { "infiniband-hdr", "QSFP56", 4, 200000, true },
    { "infiniband-hdr-4x", "QSFP56", 4, 200000, true },
    { "infiniband-ndr-4x", "OSFP", 4, 400000, true },
    { "infiniband-ndr", "OSFP", 4, 400000, true },
    { "infiniband-xdr-4x", "OSFP", 4, 800000, true },
    { "infiniband-xdr", "OSFP", 4, 800000, true },
};

const std::vector<std::pair<std::string_view, std::string_view>> kConsole = {
    { "rj-45", "RJ45" },
    { "rj-12", "RJ12" },
    { "rj-11", "RJ11" },
    { "de-9", "DE-9" },
    { "db-25", "DB-25" },
    { "usb-a", "USB-A" },
    { "usb-b", "USB-B" },
    { "usb-c", "USB-C" },
    { "usb-mini-b", "USB-Mini-B" },
    { "usb-micro-b", "USB-Micro-B" },
};

const std::vector<std::pair<std::string_view, std::string_view>> kPassThrough = {
    { "8p8c", "RJ45" },
    { "8p6c", "RJ45" },
    { "110-punch", "110" },
    { "mpo", "MPO" },
    { "lc", "LC" },
    { "lc-pc", "LC" },
    { "lc-upc", "LC" },
    { "lc-apc", "LC/APC" },
    { "sc", "SC" },
    { "sc-pc", "SC" },
    { "sc-upc", "SC" },
    { "sc-apc", "SC/APC" },
    { "st", "ST" },
    { "fc", "FC" },
    { "mtrj", "MTRJ" },
    { "splice", "Splice" },
};

std::string upper(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = char(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

} // namespace

Protocol NetboxPortKind::protocol() const
{
    return type.rfind("infiniband-", 0) == 0 ? Protocol::InfiniBand : Protocol::Ethernet;
}

const std::vector<NetboxPortKind> &netboxInterfaceKinds()
{
    return kInterfaces;
}

std::optional<NetboxPortKind> netboxInterfaceKind(std::string_view type, bool *isVirtual)
{
    const bool virt = type == "virtual" || type == "bridge" || type == "lag" || type == "channel";
    if (isVirtual)
        *isVirtual = virt;
    for (const auto &k : kInterfaces)
        if (k.type == type)
            return k;
    return std::nullopt;
}

std::optional<std::string> netboxPowerConnector(std::string_view type)
{
    // IEC 60320 couplers by number, IEC 60309 and NEMA by their designation, or hard-wired.
    if (type.rfind("iec-60320-c", 0) == 0 && type.size() > 11)
        return upper(type.substr(10));
    if (type.rfind("iec-60309-", 0) == 0 || type.rfind("nema-", 0) == 0)
        return upper(type);
    if (type == "hardwired")
        return std::string("Hardwired");
    return std::nullopt;
}

std::optional<std::string> netboxConsoleConnector(std::string_view type)
{
    for (const auto &[t, c] : kConsole)
        if (t == type)
            return std::string(c);
    return std::nullopt;
}

std::optional<std::string> netboxPassThroughConnector(std::string_view type)
{
    for (const auto &[t, c] : kPassThrough)
        if (t == type)
            return std::string(c);
    return std::nullopt;
}

std::string netboxInterfaceType(std::string_view connector, int speed_gbps, int lanes, Protocol protocol)
{
    const NetboxPortKind *bySpeed = nullptr;
    // First among the types of the port's protocol, then (none fits, or none stated) among all.
    for (const bool sameProtocol : { protocol != Protocol::Unspecified, false }) {
        for (const auto &k : kInterfaces) {
            if (k.connector != connector || k.speed_mbps / 1000 != speed_gbps
                || (sameProtocol && k.protocol() != protocol))
                continue;
            if (k.lanes == lanes)
                return std::string(k.type);
            if (!bySpeed)
                bySpeed = &k;
        }
        if (bySpeed)
            break;
    }
    if (connector == "RJ45" && speed_gbps == 0)
        return "100base-tx";
    return bySpeed ? std::string(bySpeed->type) : std::string("other");
}

bool isPowerConnector(std::string_view c)
{
    return (c.size() >= 2 && c[0] == 'C' && std::isdigit(static_cast<unsigned char>(c[1])))
        || c.rfind("IEC-60309-", 0) == 0 || c.rfind("NEMA-", 0) == 0 || c == "Hardwired";
}

std::string netboxPowerType(std::string_view c)
{
    if (c.size() >= 2 && c[0] == 'C' && std::isdigit(static_cast<unsigned char>(c[1])))
        return "iec-60320-c" + std::string(c.substr(1));
    if (c == "Hardwired")
        return "hardwired";
    std::string out(c);
    for (char &ch : out)
        ch = char(std::tolower(static_cast<unsigned char>(ch)));
    return out;
}

bool isPassThroughConnector(std::string_view c)
{
    return c == "MPO" || c == "LC" || c == "LC/APC" || c == "SC" || c == "SC/APC" || c == "ST" || c == "110";
}

std::string netboxPassThroughType(std::string_view c)
{
    if (c.rfind("MPO", 0) == 0) // MPO-12, MPO-12/APC, a trunk's "MPO-12/APC x12"
        return "mpo";
    for (const auto &[t, conn] : kPassThrough)
        if (conn == c)
            return std::string(t);
    return "8p8c";
}

} // namespace plenum::catalog
