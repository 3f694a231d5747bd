"""The words of tongues.py: per attack concept, the closed-class words that name it in each language tongues.py reads.

Contract: `LEXICON` maps a concept (disregard, instructions, reveal, system_prompt, send, password, standing, trigger, ...)
to its words in every language together; an entry ending in "*" is a stem. tongues.py says how the words are matched and
which concepts meeting make an attack. Moved out of tongues.py (sec20) with no change of behaviour; the words of the
languages added from round 20 on are in tongue_words_added.py (sec21, moved with no change of behaviour).
"""

from __future__ import annotations

from .tongue_words_added import ADDED_SEC20 as _ADDED_SEC20
from .tongue_words_added import ADDED_SEC21 as _ADDED_SEC21
from .tongue_words_added import ADDED_SEC22 as _ADDED_SEC22
from .tongue_words_added import ADDED_SEC24 as _ADDED_SEC24
from .tongue_words_added import ADDED_SEC25 as _ADDED_SEC25
from .tongue_words_added import ADDED_SEC26 as _ADDED_SEC26
from .tongue_words_added import ADDED_SEC27 as _ADDED_SEC27
from .tongue_words_added import ADDED_SEC28 as _ADDED_SEC28
from .tongue_words_added import ADDED_SEC29 as _ADDED_SEC29
from .tongue_words_added import ADDED_SEC30 as _ADDED_SEC30
from .tongue_words_added import ADDED_SEC31 as _ADDED_SEC31

# concept -> words, all languages together (a word belongs to one language; mixing does no harm to matching)
LEXICON: dict[str, tuple[str, ...]] = {
    # set aside (imperative or polite request forms)
    "disregard": (
        "игнорируй*", "забудь*", "не обращай внимания", "не обращайте внимания", "отбрось*", "пропусти*",                      # ru
        "zignoruj*", "ignoruj*", "zapomnij*", "pomiń*",                                                 # pl
        "yok say*", "görmezden gel*", "unut*", "dikkate alma*",                                         # tr
        "無視し", "無視せよ", "無視しろ", "忘れて", "忘れろ",                                            # ja
        "무시하", "무시해", "잊어",                                                                         # ko
        "忽略", "无视", "忘记", "忘掉", "不要理会",                                                        # zh
        "تجاهل*", "انس", "تجاهلي",                                                                        # ar
        "अनदेखा कर*", "नज़रअंदाज़ कर*", "नजरअंदाज कर*", "भूल जा*",                                     # hi
        "bỏ qua", "phớt lờ", "quên",                                                                     # vi
        "abaikan*", "lupakan*",                                                                           # id
        "ignorera*", "glöm*", "strunta i",                                                                # sv
        "ігноруй*", "не зважай*",                                                                          # uk
        "zapomeň*", "zapomeňte",                                                                          # cs
        "αγνόησε", "αγνοήστε", "ξέχνα", "ξεχάστε",                                                         # el
        "התעלם", "התעלמי", "התעלמו", "שכח",                                                                # he
        "نادیده بگیر*", "فراموش کن*",                                                                      # fa
        "เพิกเฉย", "ไม่ต้องสนใจ", "ละเว้น",                                                                 # th
    ),
    # what was set aside: the instructions, rules, commands given before
    "instructions": (
        "инструкци*", "указани*", "команд*", "правил*",
        "instrukcj*", "polece*", "reguł*", "zasad*",
        "talimat*", "komut*", "kural*", "yönerge*",
        "指示", "命令", "ルール", "指令", "規則",
        "지시", "명령", "규칙", "지침",
        "指令", "指示", "规则", "提示词",
        "التعليمات", "تعليمات*", "الأوامر", "القواعد",
        "निर्देश*", "नियम*",
        "hướng dẫn", "chỉ dẫn", "chỉ thị", "quy tắc", "lệnh",
        "instruksi*", "perintah*", "aturan*",
        "instruktion*", "regler*", "direktiv*",
        "інструкці*", "вказівк*", "instrukce", "pokyn*", "pravidl*", "οδηγίες", "οδηγιών", "κανόνες", "κανόνων",
        "הוראות", "ההוראות", "הכללים", "دستورالعمل*", "دستورات", "قوانین", "คำสั่ง", "คำแนะนำ",
    ),
    # show, print, reveal (imperative or polite request forms)
    "reveal": (
        "покажи*", "выведи*", "раскрой*", "напечатай*", "отобрази*",
        "pokaż*", "wyświetl*", "ujawnij*", "wypisz*",
        "göster*", "yazdır*", "açıkla*", "çıktı ver*",
        "表示し", "見せて", "出力し", "教えて",
        "출력하", "보여", "표시하", "공개하", "알려",
        "显示", "输出", "告诉我", "展示", "打印",
        "أظهر*", "اعرض*", "اكشف*", "اطبع*",
        "दिखा*", "बता*", "प्रकट कर*",
        "tiết lộ", "hiển thị", "cho xem", "in ra",
        "tampilkan*", "tunjukkan*", "ungkapkan*", "cetak*",
        "visa*", "skriv ut*", "avslöja*",
        "розкрий*", "виведи*", "ukaž*", "zobraz*", "vypiš*", "δείξε", "δείξτε", "εμφάνισε", "αποκάλυψε",
        "הצג", "הראה", "חשוף", "نشان بده*", "نمایش بده*", "فاش کن*", "เปิดเผย",
    ),
    # the system prompt or hidden instructions
    "system_prompt": (
        "системн* промпт*", "системн* подсказк*", "системн* инструкци*",
        "prompt systemow*", "prompt systemu", "instrukcj* systemow*",
        "sistem istem*", "sistem prompt*", "sistem talimat*",
        "システムプロンプト", "システム・プロンプト",
        "시스템 프롬프트", "시스템프롬프트",
        "系统提示", "系统指令", "系統提示",
        "موجه النظام", "تعليمات النظام", "رسالة النظام",
        "सिस्टम प्रॉम्प्ट", "सिस्टम संकेत",
        "lời nhắc hệ thống", "prompt hệ thống",
        "prompt sistem", "systemprompt*", "prompt di sistema", "prompt do sistema",
        "systémov* prompt*", "μήνυμα συστήματος", "προτροπή συστήματος", "הנחיית המערכת", "פרומפט המערכת",
        "پرامپت سیستم", "دستور سیستم", "พรอมต์ระบบ",
    ),
    # send, forward (imperative or polite request forms); fires with an address outside
    "send": (
        "отправь*", "перешли*", "пришлите", "вышлите",
        "должен переслать", "должен отправить", "должна переслать", "должна отправить", "должны переслать", "должны отправить",
        "wyślij*", "prześlij*", "przekaż*",
        "gönder", "gönderin", "gönderiniz", "yolla", "yollayın", "ilet", "iletin",
        "送信して", "送信しろ", "送って", "送れ", "転送して",
        "보내세요", "보내줘", "보내주세요", "보내라", "보내십시오", "전송해", "전송하세요", "전송하십시오",
        "发送到", "发送给", "发到", "发给", "转发给", "转发到", "寄给", "发送至", "上传到", "上传至", "アップロードして", "업로드하",
        "أرسل", "ارسل", "أرسلي", "أرسلوا",
        "भेजें", "भेजो", "भेज दें", "भेज दो", "भेजिए",
        "hãy gửi", "vui lòng gửi", "hãy chuyển tiếp", "gửi", "chuyển tiếp",
        "kirim", "kirimkan", "kirimi", "teruskan",
        "skicka", "vidarebefordra",
        "надішли", "надішліть", "відправте", "pošli", "pošlete", "odešli", "přepošli", "στείλε", "στείλτε", "προώθησε",
        "שלח", "שלחי", "העבר", "بفرست*", "ارسال کن*",
    ),
    # a password, in words
    "password": (
        "пароль*", "пароля", "hasło", "hasła", "hasłem", "şifre*", "parola*", "パスワード", "暗証番号", "비밀번호", "암호",
        "密码", "口令", "كلمة المرور", "كلمة السر", "पासवर्ड", "mật khẩu", "kata sandi", "lösenord*", "senha*",
        "parolası", "parolanız", "parola d'ordine", "contrasenya", "wachtwoord", "heslo", "hesla", "κωδικός πρόσβασης",
        "συνθηματικό", "סיסמה", "הסיסמה", "رمز عبور", "گذرواژه", "รหัสผ่าน",
    ),
    # the writer as the one who built or owns the reader
    "role_claim": (
        "я разработчик*", "я администратор*", "я владелец*", "я создатель*",
        "jestem programist*", "jestem deweloper*", "jestem administrator*", "jestem właściciel*", "jestem twórc*",
        "geliştiricisiyim", "geliştiriciyim", "yöneticisiyim", "yöneticiyim", "sahibiyim",
        "開発者です", "管理者です", "所有者です", "開発者だ",
        "개발자입니다", "관리자입니다", "소유자입니다", "개발자야",
        "我是开发", "我是管理员", "我是所有者", "我是这个系统的", "我是你的开发",
        "أنا المطور", "أنا المسؤول", "أنا المالك", "أنا مطور",
        "मैं डेवलपर", "मैं व्यवस्थापक", "मैं मालिक", "मैं इस सिस्टम का",
        "tôi là nhà phát triển", "tôi là quản trị viên", "tôi là chủ sở hữu",
        "saya pengembang", "saya adalah pengembang", "saya admin", "saya adalah admin", "saya pemilik",
        "jag är utvecklare*", "jag är administratör*", "jag är ägare*",
    ),
    # limits on the reader
    "restrictions": (
        "ограничени*", "защит*", "фильтр*", "ograniczeni*", "zabezpiecze*", "filtr*", "kısıtlama*", "sınırlama*", "güvenlik*",
        "制限", "セキュリティ", "フィルター", "安全", "제한", "보안", "필터", "限制", "安全", "过滤",
        "القيود", "الحماية", "प्रतिबंध*", "सुरक्षा", "hạn chế", "bảo mật", "batasan*", "pembatasan*", "keamanan",
        "begränsning*", "säkerhet*", "restrizioni", "limitazioni", "restrições", "limitações",
        "beschränkung*", "einschränkung*", "zugriffsbeschränkung*", "sicherheitsregel*", "restricciones", "limitaciones",
    ),
    # lifted, switched off
    "lift": (
        "сними*", "сними", "отключи*", "убери*", "сня*", "отключ*", "wyłącz*", "usuń*", "znieś*", "kaldır*", "devre dışı",
        "解除", "無効", "オフに", "해제", "비활성화", "끄", "解除", "取消", "关闭", "禁用",
        "ارفع*", "أزل*", "ازل*", "عطل*", "हटा*", "बंद कर*", "gỡ bỏ", "tắt", "hapus*", "nonaktifkan*", "matikan*",
        "ta bort", "stäng av", "rimuovi", "disattiva", "remova", "desative", "desativ*",
        "umgehen", "umgehe", "aufheben", "deaktivier*", "eludir", "saltarse", "contourner", "aggirare", "contornar",
    ),
    # nobody confirms, checks or approves first
    "unchecked": (
        "без подтвержд*", "без согласовани*", "без провер*", "не спрашивая", "не показывая ему", "не показывать ему", "без ведома",
        "на своё усмотрение", "на свое усмотрение",
        "bez potwierdze*", "bez zgody", "bez pytania", "bez sprawdz*",
        "onay istemeden", "onay almadan", "onaysız", "sormadan", "kontrol etmeden",
        "確認なし", "確認せず", "承認なし", "許可なく", "確認なしで",
        "확인 없이", "승인 없이", "묻지 않고", "확인하지 않고",
        "无需确认", "不用确认", "未经确认", "无需批准", "不经审核", "无需审核", "不经确认",
        "دون تأكيد", "بدون تأكيد", "دون موافقة", "بدون موافقة", "دون سؤال", "بدون سؤال",
        "बिना पुष्टि", "बिना अनुमति", "बिना पूछे",
        "không cần xác nhận", "không cần hỏi", "không cần phê duyệt",
        "tanpa konfirmasi", "tanpa persetujuan", "tanpa bertanya",
        "utan bekräftelse", "utan godkännande", "utan att fråga",
        "senza conferma", "senza chiedere", "senza approvazione", "sem confirmação", "sem perguntar", "sem aprovação",
        # (sec15) the human step as those languages put it: a consent not sought ("无需征得...同意"), nobody referred to
        # ("دون الرجوع إلى"), the postposition after what is not done ("पूछे बिना"), an act without asking first ("相談せずに")
        "无需征得", "无需征求", "不需要征求", "不需要征得", "不必征求", "不必征得", "不用征求", "无须征求", "无须征得", "不经过用户",
        "不用问", "不需要问", "无需询问", "无需用户", "不需要用户同意", "未经用户同意",
        "承認を得ずに", "許可を取らずに", "許可を得ずに", "相談せずに", "断りなく", "確認を取らずに",
        "دون الرجوع", "بدون الرجوع", "دون استشارة", "بدون استشارة", "دون إذن", "بدون إذن", "دون علم",
        "पूछे बिना", "पुष्टि के बिना", "अनुमति के बिना", "बताए बिना", "बिना बताए",
        "без разрешения", "без согласия", "ни у кого не спрашивая",
    ),
    # beyond this session
    "standing": (
        "во всех будущих", "во всех последующих", "навсегда", "впредь", "в каждом разговоре", "в каждой сессии",
        "we wszystkich przyszłych", "na zawsze", "od teraz", "w każdej rozmowie", "w każdej sesji",
        "tüm gelecek", "bundan sonra", "kalıcı olarak", "her oturumda", "her sohbette",
        "今後", "以後", "すべてのセッション", "永久に", "ずっと",
        "앞으로", "모든 세션", "모든 대화", "영구", "항상",
        "今后", "以后", "所有会话", "所有对话", "永久", "永远",
        "في جميع الجلسات", "في كل المحادثات", "دائما", "من الآن فصاعدا", "بشكل دائم", "بشكل نهائي", "إلى الأبد", "للأبد", "في كل جلسة",
        "सभी सत्रों", "हर बातचीत", "हमेशा", "अब से",
        "từ giờ trở đi", "mọi cuộc trò chuyện", "vĩnh viễn",
        "mulai sekarang", "semua sesi", "selamanya",
        "från och med nu", "alla framtida", "för alltid",
    ),
    # what a standing order from the user's own text must touch to be an attack and not a preference
    "stakes": (
        "возврат*", "платеж*", "перевод*", "пароль*", "zwrot*", "płatnoś*", "przelew*", "iade*", "ödeme*", "havale*",
        "返金", "支払", "送金", "承認", "환불", "결제", "송금", "승인", "退款", "付款", "转账", "批准",
        "استرداد", "دفع", "تحويل", "रिफंड", "भुगतान", "hoàn tiền", "thanh toán", "pengembalian dana", "pembayaran",
        "återbetalning*", "betalning*", "카드", "カード番号", "卡号", "银行卡",
        # (sec15) bills, contracts and money in Chinese, Japanese, Arabic, Hindi and Russian
        "支付", "账单", "合同", "签署", "汇款", "代表用户", "契約", "請求書", "振込", "أموال", "فواتير", "فاتورة", "مدفوعات", "पैसे", "बिल",
        "अनुबंध", "оплат*", "договор*",
        "от имени*", "kont*", "usuwa*", "usuń*", "dane", "faktur*", "umow*", "удал*", "счет*", "счёт*", "данные", "hesap*", "sil", "silin*", "fatura*",
        # (sec16) people's data and contacts in Hindi, Arabic, Chinese, Japanese and Russian
        "डेटा", "डाटा", "संपर्क*", "फ़ाइल*", "फाइल*", "بيانات", "جهات الاتصال", "ملفات", "联系人", "客户数据", "連絡先", "顧客データ", "контакт*", "файл*",
    ),
    # a condition that arms what follows for later (Korean, Japanese, Chinese): "if the user asks ...", "once ..."
    "trigger": ("하면", "으면", "되면", "たら", "場合は", "如果", "一旦", "当用户", "假如"),
    # a request or order marker where the verb alone does not say it (Japanese, Korean, Chinese)
    "request": ("ください", "下さい", "しろ", "せよ", "なさい", "てくれ", "세요", "십시오", "해라", "하라", "请", "請", "必须", "務必",
                # (sec15) the imperatives of telling and advising in Russian, Arabic and Hindi ("скажи ему", "أخبره", "उसे बताएं")
                "скажи", "скажите", "ответь", "ответьте", "сообщи", "сообщите", "посоветуй*", "порекомендуй*", "предложи", "предложите",
                "أخبره", "أخبرها", "أخبرهم", "أخبريه", "قل له", "قل لها", "انصحه", "انصحها", "اطلب منه", "اطلب منها", "وجهه", "وجّهه",
                "बताएं", "बताएँ", "बताओ", "बता दें", "बता दो", "कहें", "कहो", "कह दें", "सलाह दें", "सुझाव दें"),
    # a later question as the trigger (Japanese, Korean, Chinese): "when the user asks ...", "if anyone asks about ..."
    "asked": ("聞いたら", "尋ねたら", "質問したら", "問い合わせたら", "聞かれたら", "尋ねられたら", "물으면", "물어보면", "묻는다면", "질문하면",
              "문의하면", "问起", "问到", "询问", "有人问", "用户问",
              # (sec15) a third person's later question in Russian, Arabic and Hindi ("спросит", "إذا سأل", "जब ... पूछे")
              "спросит", "спросят", "упомянет", "упомянут", "заговорит о", "поинтересуется", "إذا سأل", "إذا سألت", "عندما يسأل", "عندما تسأل",
              "حين يسأل", "متى سأل", "كلما سأل", "إذا ذكر", "عندما يذكر", "पूछे,", "पूछे तो", "पूछेगा", "पूछेगी", "पूछें,", "पूछता है तो",
              "ज़िक्र करे", "जिक्र करे"),
    # (sec15) the reader's own rights, account or role ("您的权限", "あなたの権限", "твои права"), and raised to a level ("已升级为")
    "your_rights": (
        "你的权限", "您的权限", "你的账号", "您的账号", "你的账户", "您的账户", "你的角色", "您的角色", "あなたの権限", "あなたのアカウント",
        "あなたの役割", "твои права", "ваши права", "твой уровень доступа", "ваш уровень доступа", "твоя роль", "ваша роль", "صلاحياتك",
        "आपकी अनुमतियाँ", "आपके अधिकार", "तुम्हारे अधिकार",
    ),
    "raised_to": (
        "提升为", "升级为", "提升到", "升级到", "提高到", "提高为", "变更为", "更改为", "已提升为", "已升级为", "已提升到", "已升级到", "已变更为",
        "に昇格", "へ昇格", "に引き上げ", "に変更され", "повышен*", "повысил*", "изменен* на", "ترقية", "رفع*", "बढ़ा*", "अपग्रेड",
    ),
    # (sec15) an attack told by those who study or make it: researchers, attackers, fraudsters, a report's source ("according to")
    "reporters": (
        "исследовател*", "злоумышленник*", "хакер*", "мошенник*", "по данным", "по словам", "الباحثون", "الباحثين", "باحثون", "المهاجمون",
        "المهاجمين", "المحتالون", "المحتالين", "قراصنة", "وفقا ل*", "وفقاً ل*", "حذر*", "研究人员", "研究者", "攻击者", "黑客", "骗子", "据报道",
        "报道称", "攻撃者", "ハッカー", "詐欺師", "によると", "शोधकर्ता*", "हमलावर*", "हैकर*", "ठग", "के अनुसार", "연구원", "공격자", "해커",
        "secondo i ricercatori", "secondo l'articolo", "i ricercatori", "i truffatori", "gli aggressori", "os pesquisadores", "os golpistas",
        "segundo o relatório", "de acordo com o relatório", "araştırmacı*", "saldırgan*", "dolandırıcı*", "rapora göre", "badacz*",
        "oszuś*", "oszust*", "według raportu", "peneliti", "penyerang", "menurut laporan", "nhà nghiên cứu", "kẻ tấn công", "theo báo cáo",
        "forskar*", "angripar*", "enligt rapporten",
    ),
    # (sec15) Hindi's "to you ... given": the two words stand apart around what is given ("आपको अब व्यवस्थापक अधिकार दिए गए हैं")
    "to_you": ("आपको", "तुम्हें", "तुमको"),
    "given": ("दिए गए", "दिया गया", "दी गई", "प्रदान किए", "प्रदान किया", "मिल गए", "मिल गया"),
    # (sec16) the reader named in the third person, and rights handed to it in the passive or received ("ассистенту выданы права
    # администратора", "تم منح الوكيل صلاحيات المسؤول", "एजेंट को ... अधिकार दिए गए", "助手被授予管理员权限")
    "reader_named": (
        "ассистент*", "агент*", "бот*", "чат-бот*", "нейросет*", "المساعد", "الوكيل", "البوت", "روبوت الدردشة", "सहायक", "एजेंट", "बॉट",
        "助手", "智能体", "机器人", "アシスタント", "エージェント", "ボット",
    ),
    "granted": (
        "предоставлен*", "выдан*", "получил*", "назначен*", "تم منح", "منح*", "مُنح*", "حصل", "أعطي*", "दिए गए", "दी गई",
        "प्रदान किए", "मिल गए", "被授予", "已获得", "获得了", "授予了", "付与され", "与えられ",
    ),
    # (sec15) a prohibition: the act is forbidden, not ordered ("لا يجوز تحويل ... دون موافقة", "不得...代您支付")
    "forbidden": (
        "لا يجوز", "لا يمكن", "يمنع", "يُمنع", "ممنوع", "لا يسمح", "नहीं किया जा सकता", "नहीं कर सकते", "मना है", "वर्जित", "न करें",
        "不得", "禁止", "不能", "不可以", "严禁", "してはいけない", "てはいけません", "てはならない", "てはなりません", "禁止されて", "できません",
        "нельзя", "запрещ*", "не допускается", "не разрешается", "не должен", "не должны", "никакие", "никакой", "никакая", "ни один", "ни одна",
        "नहीं दी जाती", "नहीं दिया जाता", "नहीं किया जाता", "नहीं की जाती",
    ),
    # the reader told what it now is (a persona switch)
    "you_now": (
        "ты теперь", "теперь ты", "вы теперь", "теперь вы", "ти тепер", "тепер ти",                                      # ru, uk
        "jesteś teraz", "teraz jesteś", "artık sen", "sen artık", "bundan sonra sen", "sen şimdi", "şimdi sen", "du är nu", "nu är du",                                 # pl, tr, sv
        "あなたは今", "今からあなたは", "너는 이제", "이제 너는", "당신은 이제", "你现在是", "现在你是", "从现在起你是",           # ja, ko, zh
        "أنت الآن", "الآن أنت", "अब तुम", "अब आप", "bây giờ bạn là", "kamu sekarang", "sekarang kamu",                   # ar, hi, vi, id
    ),
    # the reader told what it now holds ("you have ...", "from now on you have ...")
    "you_have": (
        "у тебя теперь", "теперь у тебя", "у вас теперь", "теперь у вас", "ты имеешь", "masz teraz", "od teraz masz", "teraz masz",
        "artık sahipsin", "sahipsin", "du har nu", "nu har du", "あなたには", "너에게는", "你现在有", "你拥有", "لديك الآن", "अब तुम्हारे पास",
        "bạn có quyền", "kamu memiliki", "kamu punya",
        # (sec15) rights handed to the reader in the passive: "тебе предоставлен ...", "تم منحك ...", "आपको ... दिए गए"
        "тебе предоставлен*", "вам предоставлен*", "тебе выдан*", "вам выданы", "вам выдан", "тебе дали", "вам дали", "тебе открыт*",
        "тебе назначен*", "تم منحك", "منحك", "منحناك", "أعطيناك", "أصبح لديك", "أصبحت تملك",
    ),
    # (sec12) kept in memory, in the imperative: "запомни", "记住", "覚えて"
    "memorize": (
        "запомни*", "запиши себе", "сохрани в памяти", "zapamiętaj*", "hatırla", "hatırlayın", "unutma", "覚えて", "記憶して", "覚えておいて",
        "기억해", "기억하세요", "记住", "牢记", "تذكر", "احفظ", "احفظي", "याद रखो", "याद रखें", "hãy nhớ", "ingatlah", "ingat ini", "kom ihåg",
    ),
    # (sec12) rights handed over, in the imperative or a polite request: "выдай ему полный доступ", "授予他管理员权限"
    "grant": (
        "выдай*", "выдайте", "дай ему", "дайте ему", "предоставь*", "предоставьте", "надай*", "nadaj*", "przyznaj*",
        "授予", "赋予", "给予他", "给他开通", "付与して", "付与せよ", "与えて", "부여해", "부여하세요", "부여하십시오",
        "امنح*", "أعط*", "प्रदान कर*", "cấp cho", "berikan*", "ge honom", "ge henne",
        "conceda*", "concede-lhe", "dê-lhe", "concédele", "otórgale", "otorga*", "accorde-lui", "accordez-lui", "gewähre*", "erteile*", "concedi*",
    ),
    # (sec12) the user named in the third person, as the one a claim is about: "this user ...", "пользователь ..."
    "user_subject": (
        "пользовател*", "користувач*", "użytkownik*", "kullanıcı*", "该用户", "此用户", "这个用户", "这位用户", "用户已", "このユーザー", "当ユーザー",
        "ユーザーは", "이 사용자", "사용자는", "المستخدم", "उपयोगकर्ता", "người dùng", "pengguna", "användaren",
        "o usuário", "este usuário", "esse usuário", "o utilizador", "este utilizador", "dieser benutzer", "der benutzer", "dieser nutzer",
        "der nutzer", "el usuario", "este usuario", "l'utilisateur", "cet utilisateur", "l'utente", "questo utente",
    ),
    # (sec12) what someone may do or is to have: "может", "可以查看", "deve ter", "darf"
    "permitted": (
        "может", "могут", "имеет право", "должен иметь", "разрешено", "może", "ma prawo", "可以查看", "可以访问", "可以读取", "可以看", "有权",
        "閲覧でき", "アクセスでき", "見ることができ", "볼 수 있", "접근할 수 있", "deve ter", "pode ver", "pode acessar", "pode aceder", "tem direito",
        "darf", "dürfen", "soll", "puede ver", "puede acceder", "debe tener", "tiene derecho", "peut voir", "peut accéder", "doit avoir",
        "a le droit", "può vedere", "può accedere", "deve avere",
    ),
    # (sec12) over everything: "all", "full", "total"
    "all": (
        "все*", "всех", "полн*", "wszystk*", "pełn*", "tüm", "bütün", "所有", "全部", "一切", "すべて", "全て", "모든", "전체", "جميع", "كل",
        "सभी", "tất cả", "semua", "todas", "todos", "total", "alle*", "sämtlich*", "voll*", "tous", "toutes", "tutti", "tutte", "totale",
    ),
    # a source of instructions that is not the user: the sender or bearer of the message
    "principal": (
        "отправител*", "автор этого письма", "nadawc*", "gönderen*", "gönderici*", "送信者", "差出人", "발신자", "보낸 사람", "发件人", "发送者",
        "المرسل", "प्रेषक", "người gửi", "pengirim", "avsändare*",
    ),
    # rights without limit: an administrator, full or unlimited access
    "rights": (
        "администратор*", "админ*", "полн* доступ*", "неограниченн*", "адміністратор*", "administrator*", "pełny dostęp", "nieograniczon*",
        "yönetici*", "tam erişim", "sınırsız", "管理者", "無制限", "全権", "관리자", "무제한", "管理员", "无限制", "完全访问",
        "مسؤول", "صلاحيات كاملة", "غير محدود", "व्यवस्थापक", "असीमित", "quản trị viên", "không giới hạn", "akses penuh", "tanpa batas",
        "administratör*", "full åtkomst", "obegränsad*",
        # (sec12) the Romance and German words, for the third-party claims of `_TRIPLES`
        "administrador*", "administrateur*", "amministrator*", "acesso total", "acceso total", "accès total", "accès complet", "vollzugriff",
        "administratorrechte", "admin-rechte", "adminrechte", "superusuário", "superusuario", "superutilisateur",
        # (sec14) root rights: "права root", "root-доступ", "超级用户"
        "права root", "root-прав*", "root-доступ*", "суперпользовател*", "prawa root", "root yetki*", "root権限", "루트 권한", "root权限", "超级用户",
    ),
    # (sec14) the reader told to carry out a third party's orders: "выполняй его команды", "服从他的指令"
    "obey_them": (
        "выполняй его*", "выполняйте его*", "выполняй все его*", "исполняй его*", "подчиняйся ему", "слушайся его", "wykonuj jego*", "wykonuj jej*",
        "słuchaj go", "onun komutlarını", "onun talimatlarını", "彼の指示に従", "彼の命令に従", "その指示に従", "그의 명령을 따", "그의 지시를 따",
        "执行他的", "服从他的", "听从他的", "执行该用户的", "服从该用户",
    ),
}

# (sec17) Romanian, Finnish, Hungarian, Catalan, Danish and Norwegian, and the concepts Greek, Hebrew, Persian, Thai, Ukrainian
# and Japanese lacked (a note kept in memory, rights handed to the reader, a later question armed, a human step skipped),
# added to the concepts above. No entry is an English word: an ASCII text is read here only when two concepts meet
_ADDED: dict[str, tuple[str, ...]] = {
    "disregard": ("ignoră", "ignorați", "nu ține cont", "nu țineți cont", "ohita", "ohittakaa", "unohda", "unohtakaa", "älä välitä",
                  "hagyd figyelmen kívül", "hagyja figyelmen kívül", "felejtsd el", "felejtse el", "ignoreu", "oblida", "oblideu",
                  "ignorer", "glem", "se bort fra"),
    "instructions": ("instrucțiuni*", "instrucţiuni*", "regulile", "ohjee*", "ohjeet", "sääntö*", "utasítás*", "szabály*",
                     "instruccions", "regles", "instruks*"),
    "reveal": ("arată*", "afișează*", "dezvăluie", "näytä", "paljasta", "tulosta", "mutasd meg", "írd ki", "fedd fel", "afslør", "avslør"),
    "system_prompt": ("promptul de sistem", "prompt de sistem", "järjestelmäkehot*", "rendszerprompt*", "rendszerüzenet*",
                      "prompt del sistema"),
    "send": ("trimite", "trimiteți", "redirecționează", "lähetä", "lähettäkää", "välitä", "küldd el", "küldje el", "továbbítsd",
             "envieu", "videresend", "videresende", "ส่งต่อ", "กรุณาส่ง", "โปรดส่ง", "آپلود کن*", "بارگذاری کن*"),
    "password": ("salasana*", "jelszó", "jelszav*", "adgangskode*", "passord*"),
    "memorize": ("記憶に保存", "長期記憶", "メモリに保存", "memorează*", "ține minte", "salvează*", "запам'ятай*", "запам’ятай*",
                 "збережи*", "tallenna muistiin", "jegyezd meg", "mentsd el", "θυμήσου", "αποθήκευσε", "זכור", "תזכור",
                 "به خاطر بسپار", "ذخیره کن*", "จำไว้"),
    "standing": ("pentru totdeauna", "de acum înainte", "de acum încolo", "în toate sesiunile", "în toate conversațiile",
                 "permanent în memorie", "în mod permanent", "назавжди", "відтепер", "у кожній відповіді", "в кожній відповіді",
                 "у кожній розмові", "в кожній розмові", "в усіх майбутніх", "pysyvästi", "tästä lähtien", "kaikissa tulevissa",
                 "mostantól", "örökre", "véglegesen", "minden jövőbeli", "minden beszélgetésben", "a partir d'ara", "per sempre",
                 "en totes les sessions", "fremover", "for altid", "fra nu af", "i alle fremtidige", "heretter", "for alltid", "fra nå av",
                 "από τώρα και στο εξής", "για πάντα", "μόνιμα", "σε κάθε συνομιλία", "σε όλες τις μελλοντικές", "מעכשיו", "לתמיד",
                 "לצמיתות", "בכל שיחה", "از این به بعد", "برای همیشه", "در همه جلسات", "ตลอดไป", "ทุกการสนทนา", "ต่อจากนี้"),
    "unchecked": ("fără confirmare", "fără aprobare", "fără să întrebi", "fără a întreba", "fără acordul", "kysymättä",
                  "ilman vahvistusta", "ilman hyväksyntää", "engedélye nélkül", "engedély nélkül", "jóváhagyás nélkül",
                  "megerősítés nélkül", "kérdezés nélkül", "megkérdezése nélkül", "sense preguntar", "sense confirmació",
                  "sense aprovació", "sense consultar", "uden at spørge", "uden bekræftelse", "uden godkendelse", "uten å spørre",
                  "uten bekreftelse", "uten godkjenning", "χωρίς έγκριση", "χωρίς επιβεβαίωση", "χωρίς να ρωτήσεις",
                  "δεν χρειάζεται πλέον έγκριση", "δεν χρειάζεται έγκριση", "בלי לשאול", "ללא אישור", "בלי אישור", "بدون تأیید",
                  "بدون اجازه", "بدون پرسیدن", "โดยไม่ต้องถาม", "โดยไม่ต้องยืนยัน", "ไม่ต้องขออนุมัติ", "без підтвердження",
                  "без дозволу", "не питаючи"),
    "stakes": ("rambursăr*", "plăți*", "plată", "facturi*", "maksu*", "hyvity*", "tilisiir*", "poista*", "tiedosto*",
               "visszatérítés*", "fizetés*", "utalás*", "töröl*", "fájl*", "reemborsament*", "pagament*", "transferènci*", "factures",
               "betaling*", "refusion*", "overførsel*", "overføring*", "slette", "sletter", "πληρωμ*", "επιστροφή χρημάτων",
               "διαγραφ*", "αρχεί*", "החזר*", "תשלום", "תשלומים", "העברה", "העברות", "پرداخت", "بازپرداخت", "انتقال وجه", "платіж*"),
    "rights": ("rendszergazda*", "teljes hozzáférés*", "korlátlan*", "διαχειριστ*", "πλήρη πρόσβαση", "πλήρης πρόσβαση",
               "απεριόριστ*", "acces complet", "acces total", "järjestelmänvalvoja*", "pääkäyttäjä*", "täydet oikeudet",
               "rajoittamaton*", "accés total", "fuld adgang", "full tilgang", "מנהל מערכת", "הרשאות מנהל", "גישה מלאה",
               "دسترسی کامل", "مدیر سیستم", "ผู้ดูแลระบบ", "สิทธิ์เต็ม"),
    "you_have": ("jogosultságod", "jogod van", "hozzáférésed", "σου δίνεται", "σας δίνεται", "σου δόθηκε", "σας δόθηκε",
                 "έχεις πλέον", "τώρα έχεις", "acum ai", "de acum ai", "ți s-a acordat", "vi s-a acordat", "sinulla on nyt",
                 "nyt sinulla on", "sinulle on annettu", "ara tens", "se t'ha concedit", "יש לך עכשיו", "ניתנה לך", "ניתנו לך",
                 "به شما داده شد", "به تو داده شد", "тобі надано", "вам надано", "у тебе тепер", "тепер у тебе"),
    "asked": ("kysyy", "kysyessä", "mainitsee", "ישאל", "תשאל", "ישאלו", "όταν ρωτήσει", "αν ρωτήσει", "megkérdezi", "rákérdez",
              "va întreba", "când întreabă", "dacă întreabă", "quan pregunti", "spørger", "بپرسد", "سؤال کند", "запитає", "спитає"),
    "request": ("kerro", "käske", "sano", "suosittele", "vastaa", "המלץ", "אמור", "ספר", "תגיד", "ענה", "הפנה", "πες", "πείτε",
                "σύστησε", "απάντησε", "mondd", "ajánld", "válaszold", "spune-i", "recomandă", "răspunde", "digues", "recomana",
                "respon", "fortæl", "anbefal", "بگو", "توصیه کن*", "پیشنهاد کن*", "скажи", "порадь", "відповідай"),
}
# (sec18) Swahili, Icelandic, Tamil, Tagalog, Lithuanian, Slovak, Urdu, Croatian and Serbian (Latin and Cyrillic), Bulgarian,
# Malay, Estonian, Afrikaans and Bengali, by the same concepts; again no entry is an English word
_ADDED_SEC18: dict[str, tuple[str, ...]] = {
    "disregard": ("puuza", "puuzeni", "usizingatie", "hunsaðu", "hunsið", "gleymdu", "gleymið", "புறக்கணி*", "மறந்துவிடு*",
                  "huwag pansinin", "balewalain", "kalimutan", "ignoruok*", "nepaisyk*", "pamiršk*", "zabudni*", "nevšímaj si",
                  "نظرانداز کرو", "نظر انداز کرو", "نظرانداز کریں", "نظر انداز کریں", "بھول جاؤ", "zanemari*", "ignoriraj*",
                  "zaboravi*", "занемари*", "игнориши", "заборави*", "игнорирай*", "забрави*", "пренебрегни*", "ignoreeri*",
                  "unusta*", "eira", "ignoreer", "vergeet", "উপেক্ষা কর*", "ভুলে যাও", "ভুলে যান"),
    "instructions": ("maagizo", "maelekezo", "amri", "leiðbeining*", "fyrirmæl*", "regl*", "அறிவுறுத்தல்*", "வழிமுறை*", "கட்டளை*",
                     "tagubilin", "panuto", "mga patakaran", "instrukcij*", "nurodym*", "taisykl*", "inštrukci*", "ہدایات", "ہدایت",
                     "upute", "uputa", "uputstv*", "naredb*", "pravila", "упутств*", "упуте", "arahan*", "juhis*", "reegl*",
                     "নির্দেশ*", "নিয়ম*"),
    "reveal": ("onyesha", "fichua", "birtu", "sýndu", "sýnið", "வெளிப்படுத்து*", "ipakita", "ibunyag", "parodyk*", "atskleisk*",
               "دکھاؤ", "ظاہر کرو", "prikaži*", "otkrij*", "прикажи*", "откриј*", "näita*", "avalda*", "দেখাও", "প্রকাশ কর*"),
    "system_prompt": ("maagizo ya mfumo", "kerfisfyrirmæl*", "கணினி அறிவுறுத்தல்*", "sistemos raginim*", "sistemos nurodym*",
                      "sistemsk* upit*", "sustavsk* upit*", "системск* упит*", "süsteemiviip*", "সিস্টেম প্রম্পট"),
    "send": ("tuma", "tumeni", "sendu", "sendið", "áframsendu", "அனுப்பு*", "ipadala", "ipasa", "siųsk*", "išsiųsk*", "persiųsk*",
             "pošlite", "prepošli", "prepošlite", "odošli", "odošlite", "بھیجو", "بھیجیں", "بھیج دو", "بھیج دیں", "pošalji*",
             "proslijedi*", "prosledi*", "пошаљи*", "проследи*", "изпрати", "изпратете", "препрати", "препратете", "hantar",
             "hantarkan", "majukan", "saada", "saatke", "edasta*", "stuur", "পাঠাও", "পাঠান", "পাঠিয়ে দাও", "পাঠিয়ে দিন",
             # Thai's verb of sending with the thing it sends (the bare verb is a piece of many words: จัดส่ง, ส่งเสริม)
             "ส่งรายชื่อ", "ส่งข้อมูล", "ส่งไฟล์", "ส่งอีเมล", "ส่งเอกสาร", "ส่งรหัสผ่าน", "ส่งสำเนา", "ส่งประวัติ"),
    "password": ("nenosiri", "lykilorð*", "கடவுச்சொல்*", "slaptažod*", "پاس ورڈ", "lozink*", "лозинк*", "парола*", "parool*",
                 "wagwoord*", "পাসওয়ার্ড"),
    "memorize": ("kumbuka", "mundu", "tandaan", "įsimink*", "atsimink*", "zapamätaj*", "یاد رکھو", "یاد رکھیں", "zapamti*",
                 "запамти*", "pea meeles", "jäta meelde", "onthou", "মনে রাখো", "মনে রাখবেন"),
    "standing": ("milele", "að eilífu", "varanlega", "magpakailanman", "sa lahat ng susunod", "habambuhay", "visam laikui",
                 "visose būsimose", "navždy", "ہمیشہ کے لیے", "zauvijek", "zauvek", "заувек", "завинаги", "selama-lamanya", "igaveseks",
                 "vir altyd", "চিরকাল"),
    "unchecked": ("bila kuuliza", "bila idhini", "bila uthibitisho", "án þess að spyrja", "án samþykkis", "án staðfestingar",
                  "nang hindi nagtatanong", "nang walang pahintulot", "nang walang kumpirmasyon", "neklausdam*", "neklausiant",
                  "be patvirtinimo", "be leidimo", "bez potvrdenia", "bez pýtania", "bez súhlasu", "bez opýtania", "بغیر پوچھے",
                  "بغیر اجازت", "تصدیق کے بغیر", "اجازت کے بغیر", "bez pitanja", "bez odobrenja", "bez potvrde", "bez dopuštenja",
                  "ne trebaš tražiti", "ne trebate tražiti", "без одобрења", "без питања", "без потврде", "без да питаш",
                  "без да питате", "без потвърждение", "без одобрение", "tanpa kebenaran", "tanpa pengesahan", "tanpa kelulusan",
                  "küsimata", "ilma kinnituseta", "ilma loata", "pole vaja luba", "ilma nõusolekuta", "sonder om te vra",
                  "sonder toestemming", "sonder bevestiging", "না জানিয়ে", "অনুমতি ছাড়া", "জিজ্ঞাসা না করে"),
    "stakes": ("malipo", "pesa", "bayad", "pagbabayad", "mokėjim*", "pervedim*", "sąskait*", "grąžinim*", "ادائیگی", "رقم",
               "plaćanj*", "povrat*", "brisanj*", "плаћањ*", "брисањ*", "плащан*", "файлове*",
               "bayaran*", "pulangan wang", "tellimus*", "makse*", "tagasimakse*", "ülekan*", "arve*", "টাকা", "পেমেন্ট"),
    "you_have": ("od sada imaš", "sada imaš", "imaš sada", "od sada imate", "sada imate", "сада имаш", "од сада имаш", "вече имаш",
                 "сега имаш"),
    "you_now": ("ti si sada", "sada si", "od sada si", "ти си сада", "сада си", "од сада си"),
    "rights": ("puni pristup", "neograničen*", "пун приступ", "неограничен*", "haki za msimamizi", "stjórnandaréttind*",
               "kerfisstjór*", "administratoriaus teis*", "pilna prieiga", "úplný prístup", "ہر چیز تک رسائی", "ایڈمن",
               "akses penuh", "täielik juurdepääs", "administraatori*", "volle toegang", "অ্যাডমিন"),
    "asked": ("opýta", "spýta", "پوچھے", "atakapouliza", "uliza", "spyr", "itanong", "paklaus", "пита", "küsib",
              "জিজ্ঞাসা করে"),
    "reader_named": ("msaidizi", "aðstoðarmaður*", "உதவியாளர்*", "asistente", "asistent*", "асистент*", "pembantu", "assistent",
                     "সহকারী"),
}
# (sec19) Latvian, Slovenian, Welsh (with its mutated forms), Basque, Maltese, Albanian, Georgian, Armenian, Kazakh, Esperanto,
# Macedonian, Nepali and Marathi: the same concepts, the imperative or request forms of the verbs
_ADDED_SEC19: dict[str, tuple[str, ...]] = {
    "disregard": ("ignorē", "ignorējiet", "aizmirsti", "aizmirstiet", "neņem vērā", "prezri", "prezrite", "ignoriraj", "ignorirajte",
                  "pozabi", "pozabite", "anwybydda", "anwybyddwch", "anghofia", "anghofiwch", "ez ikusi egin", "ahaztu", "baztertu",
                  "injora", "injoraw", "insa", "insew", "injoro", "injoroni", "shpërfill*", "harro", "harroni",
                  "უგულებელყავი", "უგულებელყავით", "დაივიწყე", "დაივიწყეთ", "անտեսիր", "անտեսեք", "մոռացիր", "մոռացեք",
                  "елеме", "елемеңіз", "елемей", "ұмыт", "ұмытыңыз", "ignoru", "forgesu", "malatentu", "игнорирај", "игнорирајте",
                  "заборавете", "बेवास्ता गर*", "बिर्सिदे*", "बिर्स", "दुर्लक्ष कर*", "विसरून जा", "विसर"),
    "instructions": ("norādījum*", "instrukcij*", "noteikum*", "navodil*", "pravil*", "cyfarwyddiad*", "gyfarwyddiad*", "chyfarwyddiad*",
                     "nghyfarwyddiad*", "rheol*", "reolau", "argibide*", "jarraibide*", "arau*", "struzzjoni*", "istruzzjoni*",
                     "regoli", "udhëzim*", "rregull*", "ინსტრუქცი*", "მითითებ*", "წესებ*", "հրահանգ*", "կանոն*", "нұсқау*",
                     "ереже*", "instrukci*", "regul*", "упатств*", "निर्देशन*", "सूचना*"),
    "reveal": ("parādi", "atklāj", "pokaži", "razkrij", "dangoswch", "dangos", "datgelwch", "erakutsi", "erakuts", "uri", "ikxef",
               "trego", "shfaq", "zbulo", "მაჩვენე", "გამოაჩინე", "ցույց տուր", "բացահայտիր", "көрсет", "montru", "malkaŝu",
               "покажи", "देखाउ*", "दाखव*"),
    "system_prompt": ("sistēmas uzvedn*", "sistemsk* poziv*", "anogwr system*", "sistemaren gonbit*", "il-prompt tas-sistema",
                      "promptin e sistemit", "სისტემური მოთხოვნ*", "համակարգային հուշում*", "жүйелік нұсқау*", "sisteman instrukcion*",
                      "sistema instrukcio", "системск* барањ*", "प्रणाली प्रम्प्ट", "सिस्टम प्रॉम्प्ट"),
    "send": ("nosūti", "nosūtiet", "pārsūti", "pārsūtiet", "pošlji", "pošljite", "posreduj", "posredujte", "anfona", "anfonwch",
             "blaenyrra", "blaenyrrwch", "bidali", "birbidali", "ibgħat", "ibagħtu", "dergo", "dërgo", "dërgoni", "përcill",
             "გაუგზავნე", "გააგზავნე", "გადაუგზავნე", "ուղարկիր", "ուղարկեք", "жібер", "жіберіңіз", "sendu", "plusendu",
             "испрати", "препрати", "पठाउ*", "पठाइदे*", "फर्वार्ड गर*", "पाठव*", "फॉरवर्ड कर*", "अपलोड कर*"),
    "password": ("parole*", "paroli", "geslo", "gesla", "cyfrinair", "gyfrinair", "chyfrinair", "nghyfrinair", "pasahitz*",
                 "fjalëkalim*", "პაროლ*", "გაროლ*", "գաղտնաբառ*", "құпия сөз*", "pasvort*", "लगइन पासवर्ड"),
    "memorize": ("atceries", "iegaumē", "saglabā atmiņā", "zapomni*", "cofia", "cofiwch", "gogoratu", "gogoan izan", "ftakar", "fil-memorja",
                 "mbaj mend", "mbani mend", "ruaje", "ruajeni", "დაიმახსოვრე", "დაიმახსოვრეთ", "հիշիր", "հիշեք", "есте сақта*",
                 "жадыңа сақта", "memoru", "запамети", "запаметете", "सम्झ", "सम्झनु", "लक्षात ठेव*"),
    "standing": ("uz visiem laikiem", "visās turpmākajās", "trajno", "za vedno", "v vseh prihodnjih", "am byth", "ym mhob sgwrs",
                 "betiko", "etorkizuneko elkarrizketa*", "għal dejjem", "f'kull konversazzjoni", "përgjithmonë", "në çdo bisedë",
                 "სამუდამოდ", "ყველა მომავალ", "ընդմիշտ", "բոլոր ապագա", "мәңгі", "барлық болашақ", "por ĉiam", "en ĉiuj estontaj",
                 "засекогаш", "во сите идни", "सधैंका लागि", "कायमचे", "कायमस्वरूपी"),
    # "from now on", "henceforth": a weak scope announcements use too ("Turpmāk rēķinus sūtīsim elektroniski"): a standing order
    # only with a request, a memory verb, a skipped check, or the reader named with a stake (`_PAIRS`, `_TRIPLES`); sec18's
    # words of the kind moved here
    "henceforth": ("turpmāk", "od zdaj naprej", "o hyn ymlaen", "hemendik aurrera", "minn issa 'l quddiem", "tani e tutje", "ამიერიდან",
                   "այսուհետ", "бұдан былай", "de nun", "отсега", "अबदेखि", "यापुढे", "kuanzia sasa", "héðan í frá", "mula ngayon",
                   "nuo šiol", "odteraz", "اب سے", "отсега нататък", "edaspidi", "alates nüüdsest", "van nou af", "এখন থেকে"),
    "unchecked": ("nav jājautā", "bez apstiprinājuma", "bez jautāšanas", "neprasot", "brez potrditve", "brez vprašanja",
                  "ne da bi vprašal*", "heb ofyn", "heb gadarnhad", "heb ganiatâd", "galdetu gabe", "baimenik gabe", "berretsi gabe",
                  "mingħajr konferma", "mingħajr ma tistaqsi", "mingħajr permess", "pa pyetur", "pa konfirmim", "pa leje",
                  "დაუდასტურებლად", "უკითხავად", "ნებართვის გარეშე", "առանց հաստատման", "առանց հարցնելու", "առանց թույլտվության",
                  "сұрамай", "растаусыз", "рұқсатсыз", "sen demandi", "sen konfirmo", "sen permeso", "без да го праша*",
                  "без да праша*", "без одобрување", "без потврда", "самостојно", "नसोधी", "अनुमति बिना", "न विचारता",
                  "परवानगीशिवाय", "पुष्टीशिवाय"),
    "stakes": ("maksājum*", "pārskaitījum*", "rēķin*", "plačil*", "nakazil*", "račun*", "taliad*", "daliad*", "arian", "ordainket*",
               "faktur*", "transferentzi*", "ħlasijiet", "ħlas", "pagesa", "pagesat", "pagesë", "transferta*", "fatura*",
               "გადახდ*", "გადარიცხვ*", "ანგარიშ*", "վճարում*", "փոխանցում*", "төлем*", "аударым*", "pagoj*", "pagon", "transpag*",
               "трансфер*", "плаќањ*", "банкарск*", "фактур*", "сметк*", "भुक्तानी", "रकम", "पेमेंट", "देयक*"),
    "rights": ("administratora tiesīb*", "pilna piekļuve", "skrbnišk* pravic*", "poln dostop", "hawliau gweinyddwr", "mynediad llawn",
               "administratzaile baimen*", "sarbide osoa", "drittijiet ta' amministratur", "aċċess sħiħ", "të drejta administratori",
               "akses të plotë", "ადმინისტრატორის უფლებ*", "სრული წვდომა", "ადმინისტრატორ*", "ադմինիստրատոր*", "լիակատար մուտք",
               "әкімші құқ*", "толық қолжетімділік", "administrantaj rajtoj", "plena aliro", "администраторски права", "целосен пристап",
               "प्रशासक अधिकार", "पूर्ण पहुँच", "प्रशासकीय अधिकार", "पूर्ण प्रवेश"),
    "granted": ("ima od danes", "od danes ima", "ir saņēmis", "ir saņēmusi", "ir piešķirt*", "ka të drejta", "tani ka", "համարվում է", "ստացել է", "получи", "მიენიჭა"),
    "asked": ("jautās", "pajautā", "vpraša", "yn gofyn", "gofynnir", "galdetzen duenean", "idazten duenean", "aipatzen duenean",
              "jistaqsi", "pyet", "ახსენებს", "იკითხავს", "հարցնի", "сұраса", "demandos", "ќе праша", "सोध्छ", "सोधेमा", "विचारेल"),
    "request": ("უთხარი", "უთხარით", "მიეცი", "ասա", "айт", "айтыңыз", "diru", "кажи", "भन", "सांग"),
    "reader_named": ("asistents", "asistentam", "asistentu", "cynorthwyydd", "laguntzaile*", "assistent", "asistenti", "asistentin",
                     "ასისტენტ*", "օգնական*", "көмекші*", "asistanto", "асистентот"),
    "reporters": ("uzbrucēj*", "pētniek*", "napadalc*", "raziskovalc*", "ymosodwyr", "ymchwilwyr", "erasotzaile*", "ikertzaile*",
                  "sulmues*", "studiues*", "თავდამსხმელ*", "მკვლევარ*", "հարձակվող*", "հետազոտող*", "atakantoj", "esploristoj"),
}
for _added in (_ADDED, _ADDED_SEC18, _ADDED_SEC19, _ADDED_SEC20, _ADDED_SEC21, _ADDED_SEC22, _ADDED_SEC24, _ADDED_SEC25,
               _ADDED_SEC26, _ADDED_SEC27, _ADDED_SEC28, _ADDED_SEC29, _ADDED_SEC30, _ADDED_SEC31):
    for _concept, _words in _added.items():
        LEXICON[_concept] = LEXICON.get(_concept, ()) + _words
