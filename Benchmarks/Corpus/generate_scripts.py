#!/usr/bin/env python3
"""Writes a corpus of wallet entries whose titles are in many scripts, as JSON Lines.

Deterministic: the same seed and count give the same file, byte for byte, on any machine
(Python 3.8+, standard library only). Every title is unique: words of one script (now and
then two, or with an emoji) followed by a reference number. The amounts take four styles in
turn, in the fields Docs/Entries.md describes and any older reader of those entries reads:
preformatted text, `CURRENCY:VALUE`, an object with a direction, and an object with a
direction and a status.

Scripts: Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew, Arabic, Devanagari, Bengali,
Tamil, Thai, Lao, Ethiopic, Chinese, Japanese and Korean, with emoji (sequences, flags,
modifiers) in some titles.

    python3 Benchmarks/Corpus/generate_scripts.py                    # 20,000 rows to standard output
    python3 Benchmarks/Corpus/generate_scripts.py --count 500 --output rows.jsonl
"""

import argparse
import json
import random
import sys

SEED = 20261126
DEFAULT_COUNT = 20_000

# Each script: words it joins with spaces (no spaces for Chinese and Japanese, where a title
# is a run of words), and a currency its amounts take.
SCRIPTS = {
    "latin": (" ", "EUR", [
        "Bäckerei", "Müller", "café", "crème", "brûlée", "Łódź", "Žabka", "señor", "niño",
        "Smørrebrød", "Ångström", "Gdańsk", "facture", "Rechnung", "Überweisung", "pâtisserie",
        "Lastschrift", "abonnement", "Kraków", "São", "Paulo", "açaí", "Reykjavík", "Jyväskylä",
        "Timișoara", "İstanbul", "groceries", "refund", "transfer", "dinner", "tickets",
        "Stadtwerke", "Zahnarztpraxis", "Hämeenlinna", "Kauppahalli", "supermarché", "Ströck",
    ]),
    "greek": (" ", "EUR", [
        "Αθήνα", "ταβέρνα", "καφετέρια", "λογαριασμός", "Θεσσαλονίκη", "φούρνος", "μεταφορά",
        "επιστροφή", "εισιτήρια", "σούπερ", "μάρκετ", "φαρμακείο", "Πειραιάς", "δείπνο",
    ]),
    "cyrillic": (" ", "EUR", [
        "Москва", "кофейня", "ресторан", "перевод", "возврат", "аптека", "Санкт-Петербург",
        "книжный", "магазин", "билеты", "ужин", "Київ", "пекарня", "Београд", "продавница",
    ]),
    "armenian": (" ", "USD", [
        "Երևան", "սրճարան", "ռեստորան", "փոխանցում", "վերադարձ", "դեղատուն", "խանութ", "տոմսեր",
    ]),
    "georgian": (" ", "USD", [
        "თბილისი", "კაფე", "რესტორანი", "გადარიცხვა", "დაბრუნება", "აფთიაქი", "მაღაზია",
        "ბილეთები", "ვახშამი",
    ]),
    "hebrew": (" ", "USD", [
        "מסעדה", "בתל", "אביב", "חשבונית", "מספר", "העברה", "החזר", "בית", "קפה", "סופרמרקט",
        "כרטיסים", "ירושלים",
    ]),
    "arabic": (" ", "SAR", [
        "مقهى", "الياسمين", "في", "وسط", "المدينة", "فاتورة", "رقم", "تحويل", "استرداد", "صيدلية",
        "مطعم", "الرياض", "تذاكر", "عشاء", "سوبرماركت",
    ]),
    "devanagari": (" ", "USD", [
        "क्षत्रिय", "स्टोर", "से", "किताबें", "और", "पत्रिकाएँ", "खरीदीं", "दिल्ली", "भोजनालय",
        "स्थानांतरण", "वापसी", "दवाखाना", "टिकट",
    ]),
    "bengali": (" ", "USD", [
        "কলকাতার", "মিষ্টির", "দোকান", "থেকে", "সন্দেশ", "ক্ষীর", "ঢাকা", "রেস্তোরাঁ", "স্থানান্তর",
        "ফেরত", "টিকিট",
    ]),
    "tamil": (" ", "USD", [
        "சென்னை", "புத்தகக்", "கடையில்", "தமிழ்", "நூல்கள்", "உணவகம்", "பரிமாற்றம்", "திருப்பி",
        "மருந்தகம்", "பயணச்சீட்டு",
    ]),
    "thai": (" ", "THB", [
        "ร้านกาแฟริมทาง", "เดินเลียบแม่น้ำเจ้าพระยา", "น้ำ", "ทำ", "กรุงเทพมหานคร", "ค่าอาหาร",
        "โอนเงิน", "คืนเงิน", "ร้านขายยา", "ตั๋วรถไฟ", "ซูเปอร์มาร์เก็ต", "ค่าไฟฟ้า",
    ]),
    "lao": (" ", "USD", [
        "ຮ້ານອາຫານລາວ", "ນ້ຳ", "ຄຳ", "ເຂົ້າໜຽວ", "ວຽງຈັນ", "ໂອນເງິນ", "ຮ້ານກາເຟ", "ປີ້ລົດໄຟ",
    ]),
    "ethiopic": (" ", "USD", [
        "የአዲስ", "አበባ", "ቡና", "ቤት", "ክፍያ", "ምግብ", "ቤት", "ማስተላለፍ", "ተመላሽ", "ትኬት",
    ]),
    "chinese": ("", "CNY", [
        "北京", "烤鸭店", "晚餐", "两人套餐", "茶水费", "上海", "咖啡馆", "转账", "退款", "超市",
        "电费", "火车票", "书店", "药房", "外卖",
    ]),
    "japanese": ("", "JPY", [
        "東京駅", "の", "カフェ", "で", "コーヒー", "と", "ケーキ", "振込", "返金", "コンビニ",
        "電気料金", "新幹線", "きっぷ", "本屋", "ラーメン",
    ]),
    "korean": (" ", "KRW", [
        "서울", "카페", "식당", "저녁", "송금", "환불", "편의점", "전기요금", "기차표", "서점",
        "약국", "한글", "자모", "조합",
    ]),
}

EMOJI = [
    "☕", "🍕", "🚆", "🎟️", "👨‍👩‍👧", "🇯🇵", "🇸🇦", "👍🏽", "🧑🏾‍🍳", "❤️", "🏳️‍🌈", "✈️", "💸",
]

# Currencies with their minor digits and the preformatted text's pattern ({} is the value).
CURRENCIES = {
    "EUR": (2, "{} €"), "USD": (2, "${}"), "SAR": (2, "{} ر.س"), "THB": (2, "฿{}"),
    "CNY": (2, "¥{}"), "JPY": (0, "¥{}"), "KRW": (0, "₩{}"), "GBP": (2, "£{}"),
}


def title(rng, number):
    """A title of 2 to 9 words, mostly of one script, ending with a reference number that
    makes it unique."""
    name = rng.choice(sorted(SCRIPTS))
    joiner, currency, words = SCRIPTS[name]
    parts = [rng.choice(words) for _ in range(rng.randint(2, 9))]
    text = joiner.join(parts)
    roll = rng.random()
    if roll < 0.15:
        other_joiner, _, other = SCRIPTS[rng.choice(sorted(SCRIPTS))]
        text += " " + other_joiner.join(rng.choice(other) for _ in range(rng.randint(1, 3)))
    elif roll < 0.3:
        text = rng.choice(EMOJI) + " " + text
    return f"{text} {number}", currency


def value(rng, minor):
    units = rng.choice([rng.randint(0, 99), rng.randint(100, 9_999), rng.randint(10_000, 999_999)])
    if minor == 0:
        return str(units)
    return f"{units}.{rng.randint(0, 10 ** minor - 1):0{minor}d}"


def entry(rng, index):
    text, currency = title(rng, 1000 + index)
    if rng.random() < 0.2:
        currency = rng.choice(sorted(CURRENCIES))
    minor, pattern = CURRENCIES[currency]
    amount_value = value(rng, minor)
    style = index % 4
    if style == 0:
        amount = ("-" if rng.random() < 0.7 else "+") + pattern.format(amount_value)
    elif style == 1:
        amount = f"{currency}:{amount_value}"
    else:
        amount = {"value": amount_value, "currency": currency,
                  "direction": "outgoing" if rng.random() < 0.7 else "incoming"}
        if style == 3:
            amount["status"] = rng.choice(["pending", "done", "failed"])
    record = {"title": text, "amount": amount}
    if rng.random() < 0.2:
        record["date"] = f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    return record


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=DEFAULT_COUNT)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--output", default="-", help="a file, or - for standard output")
    options = parser.parse_args()
    rng = random.Random(options.seed)
    out = sys.stdout if options.output == "-" else open(options.output, "w", encoding="utf-8")
    with out:
        for index in range(options.count):
            out.write(json.dumps(entry(rng, index), ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
