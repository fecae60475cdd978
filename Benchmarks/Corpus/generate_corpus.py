#!/usr/bin/env python3
"""Writes the benchmark corpus: realistic wallet titles with amounts, as JSON Lines.

Deterministic: the same seed gives the same file, byte for byte, on any machine (Python 3.8+,
standard library only). Each line is an entry in the format WalletEntries reads
(Docs/Entries.md): a title, an amount (preformatted text, CURRENCY:VALUE, or a structured
object) and sometimes a date or a subtitle.

Titles mix Latin with diacritics, Japanese, Chinese, Korean, Thai, Arabic and emoji: merchants
and payees, card payments, refunds, transfers, direct debits, salaries, notes. Every title is
5 to 120 characters (Unicode scalars) long.

    python3 Benchmarks/Corpus/generate_corpus.py              # writes Benchmarks/Corpus/titles.jsonl
    python3 Benchmarks/Corpus/generate_corpus.py --count 500 --output -   # to standard output
"""

import argparse
import json
import os
import random
import sys

SEED = 20240501
DEFAULT_COUNT = 12_000
MIN_LENGTH = 5
MAX_LENGTH = 120

# --- Latin script, with diacritics -------------------------------------------------------

LATIN_MERCHANTS = [
    "Bäckerei Müller & Söhne", "Café de Flore", "Crêperie Saint-Michel", "Librería Álvarez",
    "Smørrebrød Huset", "Żabka", "Biedronka Łódź Piotrkowska", "Señor Taco", "Hôtel du Lac",
    "Boulangerie Pâtisserie Dubé", "Konditorei Schönbrunn", "Fleischerei Groß", "Café Größenwahn",
    "Brasserie Lipp", "Librairie Gallimard", "Pharmacie de l'Étoile", "Ristorante Città Vecchia",
    "Gelateria Dondoli", "Trattoria Nonna Nunzia", "Supermercado Día", "El Corte Inglés",
    "Panadería San Sebastián", "Açaí da Praia", "Padaria Pão de Açúcar", "Pastelaria Belém",
    "Kiosk am Bahnhof", "Drogerie Rossmann", "dm-drogerie markt", "REWE Markt", "Edeka Čermák",
    "Lidl Dienstleistung", "Aldi Süd", "Migros Zürich HB", "Coop Pronto Genève", "Monoprix",
    "Carrefour Market", "Fnac Châtelet", "Le Bon Marché Rive Gauche", "Galeries Lafayette Haussmann",
    "Ikea Älmhult", "Åhléns City", "Systembolaget", "Søstrene Grene", "Føtex", "Netto Århus",
    "Kauppahalli Hämeenlinna", "Štěpánská Kavárna", "Tesco Středočeský", "Mercadona", "Zara Moda",
    "Müller Großhandel", "Nespresso Boutique", "Spar Österreich", "Hofer Graz", "Billa Plus",
    "Bäckerei Ströck", "Café Sacher Wien", "Dallmayr Delikatessen", "Käfer Feinkost",
    "Deutsche Bahn", "SNCF Voyageurs", "Renfe Viajeros", "Trenitalia", "ÖBB Personenverkehr",
    "SBB CFF FFS", "Uber Trip", "Bolt.eu", "FreeNow", "Lyft", "Amazon Marketplace", "eBay",
    "Spotify Premium", "Netflix.com", "Apple Services", "Google Play", "Steam Purchase",
    "Wolt Helsinki", "Deliveroo", "Lieferando.de", "Glovo", "Too Good To Go", "Vinted",
    "Shell Tankstelle", "Aral Station", "TotalEnergies Relais", "Repsol", "Q8 Easy",
    "Stadtwerke München", "Vattenfall Europe", "EnBW Energie", "Électricité de France",
    "Iberdrola Clientes", "Telekom Deutschland", "Orange France", "Vodafone España", "Swisscom",
    "Crédit Agricole", "Société Générale", "Caixa Geral de Depósitos", "Banco Santander",
    "Sparkasse Köln Bonn", "Volksbank Mittelhessen", "N26", "Revolut", "Wise", "PayPal",
    "Apotheke am Marienplatz", "Zahnarztpraxis Dr. Höfler", "Tierarztpraxis Schäfer",
    "Fitnessstudio Kraftwerk", "Bücherstube Hoffmann", "Blumen Krüger", "Optik Fielmann",
    "Juwelier Wempe", "Kaffeerösterei Bohnenglück", "Eiscafé Venezia", "Döner Kebap Haus Öz",
    "Pizzería La Nápoles", "Cervecería Alemana", "Taberna Los Gallos", "Mesón Cándido",
    "Tapería Triana", "Chocolatería San Ginés", "Hamburguesería Goiko", "Vinhos & Petiscos",
]

LATIN_CITIES = [
    "München", "Köln", "Düsseldorf", "Zürich", "Genève", "Malmö", "Göteborg", "Århus", "Kraków",
    "Łódź", "Poznań", "Gdańsk", "Brno", "Plzeň", "København", "Reykjavík", "São Paulo", "Bogotá",
    "Málaga", "Córdoba", "Cádiz", "León", "A Coruña", "Besançon", "Orléans", "Nîmes", "Angoulême",
    "Saint-Étienne", "Forlì", "Cantù", "Bolzano", "Wien", "Linz", "Salzburg", "Innsbruck",
    "Berlin", "Hamburg", "Frankfurt am Main", "Lisboa", "Porto", "Évora", "Helsinki", "Tampere",
    "Jyväskylä", "Tallinn", "Rīga", "Vilnius", "Bratislava", "Košice", "Timișoara", "Iași",
    "Brașov", "İstanbul", "Eskişehir", "Paris", "Lyon", "Nice", "Madrid", "Barcelona", "Sevilla",
]

FIRST_NAMES = [
    "Anna", "Jürgen", "Zoë", "Léa", "Chloé", "Hélène", "François", "Søren", "Åsa", "Björn",
    "Małgorzata", "Wojciech", "Tomáš", "Dvořák", "Ines", "José", "María José", "Joaquín",
    "Ângela", "João", "Renée", "Noël", "Mikuláš", "Zsófia", "Gábor", "Ştefan", "Ioana", "Çağla",
    "Emre", "Ólafur", "Sigríður", "Ludwig", "Marta", "Paweł", "Jiří", "Lukáš", "Eléonore",
    "Amélie", "Maëlle", "Clément", "Sébastien", "Jörg", "Uwe", "Günther", "Dörte", "Kai",
]

LAST_NAMES = [
    "Müller", "Schäfer", "Weiß", "Groß", "Köhler", "Jäger", "Lévesque", "Gauthier", "Bérubé",
    "Nørgaard", "Ångström", "Sjöberg", "Kowalczyk", "Wiśniewska", "Nováková", "Horváth",
    "García Pérez", "Muñoz", "Núñez", "Gonçalves", "Conceição", "Öztürk", "Yılmaz", "Şahin",
    "Popescu", "Ionescu", "Dumitrașcu", "Jóhannsdóttir", "Þórsson", "Kovač", "Petrović",
]

MONTHS = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
]
MONATE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
          "Oktober", "November", "Dezember"]
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
        "octobre", "novembre", "décembre"]

MEMOS = [
    "rent share", "dinner last Friday", "concert tickets", "birthday present for Mama",
    "Kaution Wohnung", "Nebenkostenabrechnung", "loyer de juin", "cadeau de mariage",
    "cena de cumpleaños", "alquiler piso", "viagem a Lisboa", "Skiurlaub Hütte",
    "groceries", "book club", "Weihnachtsgeschenk", "pot commun vacances", "taxi home",
    "football pitch", "language course", "Fahrradreparatur", "nounou septembre",
]

# --- East Asian scripts -------------------------------------------------------------------

JA_MERCHANTS = [
    "セブン-イレブン 渋谷道玄坂店", "ローソン 新宿三丁目店", "ファミリーマート 梅田駅前店",
    "スターバックス コーヒー 新宿南口店", "吉野家 秋葉原店", "すき家", "松屋 池袋東口店",
    "東京電力エナジーパートナー 電気料金", "東京ガス ガス料金", "ＪＲ東日本 モバイルＳｕｉｃａ",
    "無印良品 銀座", "ユニクロ 心斎橋店", "ビックカメラ 有楽町店", "ヨドバシカメラ マルチメディアAkiba",
    "丸亀製麺", "一蘭 渋谷店", "ドトールコーヒーショップ", "楽天市場", "アマゾン ジャパン",
    "メルカリ", "ＰａｙＰａｙ残高チャージ", "ＮＨＫ受信料", "ドン・キホーテ 道頓堀店",
    "紀伊國屋書店 新宿本店", "日本郵便 ゆうパック", "ヤマト運輸 着払い", "京都市営地下鉄",
    "吾輩は猫である書店", "カフェ・ド・クリエ", "コメダ珈琲店 名古屋駅西口店",
]
JA_PEOPLE = ["ヤマダ タロウ", "スズキ ハナコ", "タナカ イチロウ", "サトウ ユキ", "山田 太郎",
             "鈴木 花子", "高橋 健一", "渡辺 美咲"]
JA_TEMPLATES = [
    "{m}", "{m}", "{m} お支払い", "振込 {p}", "振込手数料", "{m} 返金", "{p} 様より入金",
    "給与 {month}月分", "口座振替 {m}", "{m}（ポイント利用）", "クレジットカード利用 {m}",
    "{m} 定期購入 第{n}回", "割り勘 {p} 飲み会", "家賃 {month}月分 {p}",
]

ZH_MERCHANTS = [
    "星巴克（国贸店）", "美团外卖", "饿了么", "滴滴出行", "肯德基 北京西单店", "麦当劳",
    "京东商城", "淘宝网", "天猫超市", "盒马鲜生 上海静安店", "海底捞火锅 成都春熙路店",
    "中国移动 话费充值", "国家电网 电费", "中国铁路 12306", "瑞幸咖啡", "喜茶 深圳海岸城店",
    "全家便利店", "永辉超市", "拼多多", "携程旅行", "高德打车", "上海地铁", "北京公交",
    "大众点评 团购", "名创优品", "小米之家", "华为商城", "蜜雪冰城", "茶颜悦色 长沙五一广场店",
]
ZH_PEOPLE = ["王小明", "李娜", "张伟", "刘洋", "陈静", "杨帆", "赵磊", "黄丽"]
ZH_TEMPLATES = [
    "{m}", "{m}", "{m} 消费", "转账给 {p}", "{p} 转入", "退款：{m} 订单 {n}", "{m} 退款",
    "工资 {month}月", "微信红包 - {p}", "支付宝转账 - {p}", "{m} 自动续费", "AA收款 {p} 聚餐",
    "信用卡还款 {month}月账单", "房租 {month}月 {p}",
]

KO_MERCHANTS = [
    "스타벅스 강남역점", "배달의민족", "쿠팡", "GS25 역삼점", "CU 홍대입구역점", "이마트 성수점",
    "다이소 명동역점", "카카오T 택시", "올리브영 신촌점", "교보문고 광화문점", "파리바게뜨",
    "한국전력공사 전기요금", "서울교통공사", "네이버페이", "맥도날드 종로점", "투썸플레이스",
    "롯데마트 잠실점", "김밥천국", "본죽 여의도점", "설빙",
]
KO_PEOPLE = ["김민수", "이지은", "박서준", "최유진", "정우성", "한소희"]
KO_TEMPLATES = [
    "{m}", "{m}", "{m} 결제", "이체 {p}", "{p} 입금", "{m} 환불", "급여 {month}월분",
    "자동이체 {m}", "{p}님 더치페이", "한국어 텍스트를 줄바꿈합니다 {m}",
]

# --- Thai and Arabic ----------------------------------------------------------------------

TH_MERCHANTS = [
    "เซเว่น อีเลฟเว่น สาขาสีลม", "ร้านกาแฟอเมซอน", "ท็อปส์ มาร์เก็ต เซ็นทรัลเวิลด์", "แกร็บฟู้ด",
    "ลาซาด้า", "ช้อปปี้", "การไฟฟ้านครหลวง", "การประปานครหลวง", "บีทีเอส สกายเทรน",
    "รถไฟฟ้ามหานคร เอ็มอาร์ที", "ร้านข้าวมันไก่ประตูน้ำ", "บิ๊กซี ซูเปอร์เซ็นเตอร์", "แม็คโคร",
    "ร้านกาแฟริมทางเดินเลียบแม่น้ำเจ้าพระยา", "ทรูมูฟ เอช", "เอไอเอส", "โลตัส สาขาบางนา",
    "ร้านอาหารส้มตำนัว", "เคเอฟซี สยามพารากอน", "สตาร์บัคส์ ไอคอนสยาม",
]
TH_PEOPLE = ["สมชาย ใจดี", "สมหญิง รักไทย", "วิชัย ทองดี", "มานี มีสุข", "ปิติ ชูใจ"]
TH_TEMPLATES = [
    "{m}", "{m}", "ชำระเงิน {m}", "โอนเงินให้ {p}", "รับโอนจาก {p}", "คืนเงิน {m}",
    "เงินเดือน เดือน{th_month}", "ค่าไฟฟ้า {m}", "จ่ายบิล {m}", "{m} (พร้อมเพย์)",
]
TH_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม",
             "สิงหาคม", "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]

AR_MERCHANTS = [
    "كارفور مول الإمارات", "مقهى الياسمين", "مطعم الطازج", "نون", "أمازون السعودية",
    "هيئة كهرباء ومياه دبي", "اتصالات", "طلبات", "كريم", "صيدلية النهدي", "بنده",
    "لولو هايبر ماركت", "مكتبة جرير", "مطعم البيك", "دانكن دونتس الرياض", "هنقرستيشن",
    "الخطوط الجوية القطرية", "مترو دبي", "شركة المياه الوطنية", "حلويات الصباح",
]
AR_PEOPLE = ["أحمد محمد", "فاطمة علي", "محمد عبدالله", "سارة خالد", "يوسف إبراهيم", "ليلى حسن"]
AR_TEMPLATES = [
    "{m}", "{m}", "شراء من {m}", "تحويل إلى {p}", "تحويل من {p}", "استرداد - {m}",
    "راتب شهر {ar_month}", "فاتورة {m}", "دفع عبر Apple Pay - {m}", "{m} - طلب رقم {n}",
]
AR_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر",
             "أكتوبر", "نوفمبر", "ديسمبر"]

# --- Emoji ----------------------------------------------------------------------------------

EMOJI = [
    "☕️", "🍕", "🍣", "🍜", "🥐", "🍺", "🍷", "🎉", "🎁", "🎟️", "🚕", "🚆", "✈️", "🏠", "💡",
    "📱", "🛒", "💊", "🐶", "🎸", "⚽️", "🧾", "💸", "🏦", "👍🏽", "👨‍👩‍👧", "👩🏻‍💻", "🇩🇪", "🇯🇵",
    "🇹🇭", "🇸🇦", "🇫🇷", "❤️", "🔁", "↩️", "🏳️‍🌈", "🧑🏾‍🍳",
]
EMOJI_NOTES = [
    "Pizza night with friends", "Coffee", "Birthday gift for Anna", "Family groceries",
    "Team lunch", "Concert", "Taxi home", "Flight to Lisbon", "Rent", "Electricity",
    "Phone bill", "Vet visit", "Guitar lessons", "Five-a-side football", "Split the bill",
    "Sushi with Jürgen", "Ramen in Shibuya", "Croissants du dimanche", "Cervezas en Málaga",
    "Geschenk für Zoë", "Weekend in Chiang Mai", "عشاء مع العائلة", "お土産", "生日礼物",
]

# --- Latin templates ------------------------------------------------------------------------

LATIN_TEMPLATES = [
    "{m}", "{m}", "{m}", "{m}, {c}", "{m} {c}", "{m}, {c}, Filiale {n}",
    "Card payment {m} {c}", "Kartenzahlung {m} {c}", "Paiement CB {m} {c}",
    "Pago con tarjeta {m} {c}", "Refund: {m} order #{order}", "Rückerstattung {m}",
    "Remboursement {m} commande {order}", "Devolución {m}", "Transfer to {p}",
    "Transfer from {p}: {memo}", "SEPA-Überweisung an {p}, {memo}", "Virement de {p} – {memo}",
    "Transferencia a {p} ({memo})", "Lastschrift {m} {monat} {year}",
    "Direct debit {m} {month} {year}", "Prélèvement {m} {mois} {year}", "Salary {month} {year}",
    "Gehalt {monat} {year}", "Salaire {mois} {year}", "Pending: {m}, {c}", "{m} – {memo}",
    "Standing order {p}: {memo}", "Dauerauftrag {p}, {memo}", "ATM withdrawal {c}",
    "Bargeldauszahlung Geldautomat {c}", "Retrait DAB {c}", "Interest {month} {year}",
    "Fee for international payment to {p}", "{m} Abo {monat}", "{m} (subscription renewal)",
    "Refund {emoji} {note}", "{emoji} {note}", "{note} {emoji}", "{emoji} {m}",
    "Split with {p} {emoji}", "{m}, {c}, Ref. {year}-{mm}-{dd}/{ref}",
    "Reimbursement from {p} for {memo}, paid via {m}",
    "Card payment {m} {c}, exchange rate 1 EUR = {rate} CHF, fee included",
    "Taler withdrawal from the exchange of the GNU Taler demo bank",
    "Bäckerei Müller & Söhne, Hauptbahnhof Süd, Filiale {n}",
    "some text which can obviously be wrapped in two lines",
]


def person_latin(rng):
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def fill(rng, template, **values):
    defaults = {
        "n": rng.randint(1, 250),
        "order": f"{rng.randint(100, 999)}-{rng.randint(1000000, 9999999)}",
        "month": rng.randint(1, 12),
        "year": rng.choice([2023, 2024, 2025]),
        "mm": f"{rng.randint(1, 12):02d}",
        "dd": f"{rng.randint(1, 28):02d}",
        "ref": "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(8)),
        "rate": f"0.{rng.randint(90, 99)}{rng.randint(10, 99)}",
        "emoji": rng.choice(EMOJI),
        "note": rng.choice(EMOJI_NOTES),
        "memo": rng.choice(MEMOS),
    }
    defaults.update(values)
    return template.format(**defaults)


def latin_title(rng):
    month = rng.randrange(12)
    return fill(
        rng, rng.choice(LATIN_TEMPLATES), m=rng.choice(LATIN_MERCHANTS), c=rng.choice(LATIN_CITIES),
        p=person_latin(rng), month=MONTHS[month], monat=MONATE[month], mois=MOIS[month])


def script_title(rng, templates, merchants, people, **extra):
    return fill(rng, rng.choice(templates), m=rng.choice(merchants), p=rng.choice(people), **extra)


def emoji_title(rng):
    parts = [rng.choice(EMOJI) for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.3:
        return "".join(parts) + " " + rng.choice(EMOJI_NOTES) + " " + rng.choice(EMOJI)
    return " ".join(parts) + " " + rng.choice(EMOJI_NOTES)


def mixed_title(rng):
    # Travellers and expats: two scripts in one title.
    first = rng.choice([latin_title, lambda r: script_title(r, JA_TEMPLATES, JA_MERCHANTS,
                                                             JA_PEOPLE, month=r.randint(1, 12))])
    return f"{first(rng)} / {rng.choice(ZH_MERCHANTS + TH_MERCHANTS + AR_MERCHANTS)}"


# Script shares: mostly Latin, then East Asian, Thai, Arabic, emoji, mixed.
GENERATORS = [
    (0.46, latin_title),
    (0.10, lambda r: script_title(r, JA_TEMPLATES, JA_MERCHANTS, JA_PEOPLE,
                                  month=r.randint(1, 12))),
    (0.08, lambda r: script_title(r, ZH_TEMPLATES, ZH_MERCHANTS, ZH_PEOPLE,
                                  month=r.randint(1, 12))),
    (0.06, lambda r: script_title(r, KO_TEMPLATES, KO_MERCHANTS, KO_PEOPLE,
                                  month=r.randint(1, 12))),
    (0.08, lambda r: script_title(r, TH_TEMPLATES, TH_MERCHANTS, TH_PEOPLE,
                                  th_month=r.choice(TH_MONTHS))),
    (0.08, lambda r: script_title(r, AR_TEMPLATES, AR_MERCHANTS, AR_PEOPLE,
                                  ar_month=r.choice(AR_MONTHS))),
    (0.09, emoji_title),
    (0.05, mixed_title),
]

# --- Amounts --------------------------------------------------------------------------------

CURRENCIES = [
    ("EUR", 2, "€", True), ("USD", 2, "$", False), ("GBP", 2, "£", False), ("CHF", 2, "CHF", True),
    ("JPY", 0, "¥", False), ("CNY", 2, "¥", False), ("KRW", 0, "₩", False), ("THB", 2, "฿", False),
    ("SAR", 2, "SAR", True), ("AED", 2, "AED", True), ("SEK", 2, "kr", True), ("PLN", 2, "zł", True),
    ("KUDOS", 2, "KUDOS", True),
]
SCRIPT_CURRENCY = {"ja": "JPY", "zh": "CNY", "ko": "KRW", "th": "THB", "ar": "SAR"}


def decimal_value(rng, minor):
    magnitude = rng.choice([1, 1, 1, 10, 10, 100, 1000, 10000])
    units = rng.randint(1, 9 * magnitude)
    if minor == 0:
        return str(units)
    cents = rng.randint(0, 99)
    if rng.random() < 0.2:
        return f"{units}.{cents // 10}" if cents % 10 == 0 else f"{units}.{cents:02d}"
    return f"{units}.{cents:02d}"


INCOMING_WORDS = [
    "Salary", "Gehalt", "Salaire", "Interest", "Refund", "Rückerstattung", "Remboursement",
    "Devolución", "Reimbursement", "Transfer from", "Virement de", "withdrawal", "給与", "返金",
    "入金", "工资", "退款", "转入", "收款", "급여", "환불", "입금", "เงินเดือน", "คืนเงิน",
    "รับโอนจาก", "راتب", "استرداد", "تحويل من",
]


def amount(rng, currency, title):
    code, minor, symbol, suffix = next(c for c in CURRENCIES if c[0] == currency)
    value = decimal_value(rng, minor)
    incoming = any(word in title for word in INCOMING_WORDS)
    direction = "incoming" if incoming or rng.random() < 0.05 else "outgoing"
    form = rng.random()
    if form < 0.45:
        entry = {"value": value, "currency": code, "direction": direction}
        status = rng.random()
        if status < 0.06:
            entry["status"] = "pending"
        elif status < 0.08:
            entry["status"] = "failed"
        return entry
    if form < 0.6:
        return f"{code}:{value}"
    sign = "-" if direction == "outgoing" else "+"
    if suffix:
        return f"{sign}{value} {symbol}"
    return f"{sign}{symbol}{value}"


def currency_for(rng, title):
    for script, code in (("ja", "JPY"), ("zh", "CNY"), ("ko", "KRW"), ("th", "THB"),
                         ("ar", "SAR")):
        if script_of(title) == script and rng.random() < 0.8:
            return code
    return rng.choice(["EUR"] * 6 + ["USD", "GBP", "CHF", "SEK", "PLN", "KUDOS", "JPY", "AED"])


def script_of(title):
    for char in title:
        code = ord(char)
        if 0x3040 <= code <= 0x30FF:
            return "ja"
        if 0xAC00 <= code <= 0xD7AF:
            return "ko"
        if 0x0E00 <= code <= 0x0E7F:
            return "th"
        if 0x0600 <= code <= 0x06FF:
            return "ar"
    if any(0x4E00 <= ord(char) <= 0x9FFF for char in title):
        return "zh"
    return "latin"


def choose_generator(rng):
    roll = rng.random()
    for share, generator in GENERATORS:
        if roll < share:
            return generator
        roll -= share
    return GENERATORS[0][1]


def entries(count, seed):
    rng = random.Random(seed)
    produced = 0
    while produced < count:
        title = choose_generator(rng)(rng)
        if not MIN_LENGTH <= len(title) <= MAX_LENGTH:
            continue
        entry = {"title": title, "amount": amount(rng, currency_for(rng, title), title)}
        extra = rng.random()
        if extra < 0.25:
            entry["date"] = f"{rng.choice([2023, 2024, 2025])}-{rng.randint(1, 12):02d}-" \
                            f"{rng.randint(1, 28):02d}"
        elif extra < 0.30:
            entry["subtitle"] = rng.choice(["from demo.taler.net", "Visa •••• 4242",
                                            "Mastercard •••• 1881", "PayPal", "Apple Pay"])
        produced += 1
        yield entry


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=DEFAULT_COUNT)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--output", default=os.path.join(here, "titles.jsonl"),
                        help="a file, or - for standard output")
    arguments = parser.parse_args()
    lines = (json.dumps(entry, ensure_ascii=False) + "\n"
             for entry in entries(arguments.count, arguments.seed))
    if arguments.output == "-":
        sys.stdout.writelines(lines)
    else:
        with open(arguments.output, "w", encoding="utf-8", newline="\n") as output:
            output.writelines(lines)


if __name__ == "__main__":
    main()
