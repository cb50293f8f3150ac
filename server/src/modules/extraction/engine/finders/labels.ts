/**
 * Label vocabularies in French, English and German, and the text normalisation they are matched
 * against. Patterns are written for normalised text: lower case, without diacritics ('é' → 'e',
 * 'ä' → 'a', 'ß' → 'ss'), single spaces. Each label carries a weight: specific labels
 * ('Total TTC', 'Rechnungsnummer') count more than generic ones ('Total', 'Nr.').
 */

/**
 * Lower case, no diacritics, 'ß' → 'ss', the Turkish dotless 'ı' → 'i', typographic quotes and
 * dashes folded, single spaces.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/[’‘`´]/g, "'")
    .replace(/[‐‑‒–—−]/g, '-')
    .replace(/[\s\u00a0\u202f\u2009]+/g, ' ')
    .trim();
}

export interface Label {
  pattern: RegExp;
  weight: number;
}

/**
 * Folds text one character for one character (offsets stay valid): lower case, no diacritics,
 * 'ß' → 's', 'ı' → 'i', every space → ' ', typographic quotes and dashes to ASCII.
 */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text) {
    if (/\s/.test(ch)) out += ' ';
    else if (ch === 'ß') out += 's';
    else if (ch === 'ı') out += 'i';
    else if (/[’‘`´]/.test(ch)) out += "'";
    else if (/[‐‑‒–—−]/.test(ch)) out += '-';
    else {
      const base = ch
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      out += base.length === 1 ? base : ch.length === 1 ? ch.toLowerCase().slice(0, 1) || ' ' : ' ';
    }
    if (ch.length === 2) out += ' ';
  }
  return out;
}

/**
 * Letters of alphabets other than the Latin one, as a character-class range: Greek, Cyrillic (the
 * Bulgarian, Russian and Uzbek labels) and Devanagari (the Hindi labels). A label never begins or
 * ends inside a word of theirs.
 */
const OTHER_LETTERS = '\u0370-\u03ff\u0400-\u04ff\u0900-\u097f';

/**
 * A label as a whole word, never inside an e-mail address ('contact@…' is not the label 'contact')
 * nor inside a longer Cyrillic or Hindi word (their letters and vowel signs count as the word's
 * own: 'дата' is not the start of 'датекс', nor 'कुल', the total, that of 'कुलपति'). Chinese and
 * Japanese labels may be letter-spaced ('合    计', '税 额'): a space may sit between two of their characters.
 */
function l(source: string, weight = 1): Label {
  const spaced = source.replace(/(\p{Script=Han})(?=\p{Script=Han})/gu, '$1 ?');
  // A label ending in '#' may touch its value ('Facture #00042').
  return {
    pattern: new RegExp(
      `(?<![a-z0-9@${OTHER_LETTERS}])(?:${spaced})(?:(?<=#)|(?![a-z0-9@${OTHER_LETTERS}]))`,
    ),
    weight,
  };
}

/** The labels of a quotation's terms (delivery, payment, warranty, origin, minimum order…). */
export const QUOTATION_TERM_KEYS = [
  'deliveryTime',
  'paymentTerms',
  'warranty',
  'origin',
  'leadTime',
  'minimumOrder',
  'certifications',
] as const;

export const LABEL_KEYS = [
  'invoiceNumber',
  'quotationNumber',
  'genericNumber',
  'issueDate',
  'dueDate',
  'validUntil',
  'otherDate',
  'seller',
  'buyer',
  'name',
  'totalWithoutTax',
  'taxAmount',
  'totalWithTax',
  'amountDue',
  'notATotal',
  'currency',
  'iban',
  'vatId',
  'contactPerson',
  'email',
  'phone',
  ...QUOTATION_TERM_KEYS,
] as const;
export type LabelKey = (typeof LABEL_KEYS)[number];

export const LABELS: Record<LabelKey, Label[]> = {
  invoiceNumber: [
    l("(?:n|no|num|numero|n°|nr)\\.? ?(?:de |d'|du )?factur(?:e|ation)", 1),
    l('factur(?:e|ation) ?(?:n|no|n°|num|numero|nr|#)\\.?', 1),
    // Dutch: 'Factuurnummer', 'Factuur nr.', 'Factuurnr'.
    l('factuur ?-?(?:nummer|nr|no)\\.?|factuurnr\\.?', 1),
    // Belgian invoices print their legally required sequence number as 'Volgnummer'.
    l('volg ?-?(?:nummer|nr)\\.?', 0.9),
    // Indian GST invoices: 'Bill No', 'Invoice Details' is not a number; Chinese: 发票号码, 請款單編號.
    l('bill ?(?:no|number|#)\\.?', 0.9),
    // The Argentine AFIP layout: 'Punto de Venta: 00001   Comp. Nro: 00000125'.
    l('comp(?:robante)?\\.? ?(?:n[º°o]|nro)\\.?', 1),
    // Not '发票代码', the fapiao's code (the batch it was printed from), beside its number.
    l('发票号码|發票號碼|請款單編號|请款单编号|請求書番号|请求书番号|請求番号|单据编号|單據編號', 1),
    // Hindi: 'बीजक संख्या' (invoice number), 'चालान सं.', 'इनवॉइस नंबर', 'बिल क्रमांक'.
    l('(?:कर )?(?:बीजक|चालान|इनवॉइस|इन्वॉइस|बिल) (?:संख्या|सं\\.|क्रमांक|नं\\.?|नंबर)', 1),
    // Bulgarian and Russian: 'Фактура No.', 'Номер на фактура', 'Счет-фактура №' (folded: 'й' → 'и').
    l('(?:счет-)?фактура ?(?:no\\.?|№|n|номер)|номер на фактура(?:та)?|счет ?(?:№|no\\.?)', 1),
    // Turkish: 'Fatura No', 'Belge No'.
    l('belge (?:no|numarasi)|fatura numarasi', 1),
    // Polish and Czech: 'Faktura VAT nr PL/417/01/2026', 'Faktura - daňový doklad č.FV5040011231'.
    l('faktura (?:vat )?(?:nr|no)\\.?|danovy doklad (?:c|cislo)\\.?', 1),
    // The Mexican CFDI: 'Serie y Folio: HGST-0046508' (not the 'Folio Fiscal', its UUID).
    l('serie y folio', 1),
    // An Italian bill's 'Nr. Documento 5752579729 del 13/04/2026'; 'Document No.'.
    l('(?:n|nr|num|numero)\\.? (?:del )?documento|document (?:no|number|#)\\.?', 0.85),
    l('invoice ?(?:no|nr|number|num|#|n°|id|ref(?:erence)?)\\.?', 1),
    l('(?:no|number)\\.? of invoice|inv\\.? ?(?:no|#)\\.?', 0.9),
    l('rechnungs? ?-?(?:nummer|nr|no)\\.?|rechnung ?(?:nr|no|nummer|#)\\.?|beleg ?-?(?:nummer|nr)\\.?', 1),
    l('gutschrift(?:s ?-?)? ?(?:nummer|nr)\\.?|credit note (?:no|number|#)\\.?|avoir (?:n|no|n°)\\.?', 1),
    // Spanish and Italian: 'Factura nº', 'Nº Factura', 'Número de factura', 'Fattura n.', 'Numero fattura'.
    l(
      '(?:factura|fattura|fatura|nota fiscal) ?(?:n|no|n[°º]|num|numero|nr|nro)\\.?|(?:n|no|n[°º]|num|numero|nro)\\.? ?(?:de la |de |della |di |da )?(?:factura|fattura|fatura|nota fiscal)',
      1,
    ),
  ],
  quotationNumber: [
    l("(?:n|no|numero|n°|nr)\\.? ?(?:de |du |d')?(?:devis|offre|proposition|cotation)", 1),
    l('(?:devis|offre|proposition|cotation) ?(?:n|no|n°|num|numero|nr)\\.?', 1),
    l('(?:quot(?:e|ation)|offer|proposal|estimate) ?(?:no|nr|number|num|#|n°|ref(?:erence)?)\\.?', 1),
    l('(?:angebots?|kostenvoranschlag) ?-?(?:nummer|nr|no)\\.?|angebot ?(?:nr|no)\\.?', 1),
    // Dutch: 'Offertenummer', 'Offerte nr.'.
    l('offerte ?-?(?:nummer|nr|no)\\.?|offertenr\\.?', 1),
    l(
      "(?:presupuesto|cotizacion|oferta|preventivo|offerta) ?(?:n|no|n[°º]|num|numero|nr)\\.?|(?:n|no|n[°º]|num|numero)\\.? ?(?:de |del |di |dell')?(?:presupuesto|cotizacion|oferta|preventivo|offerta)",
      1,
    ),
    l(
      '(?:bon de )?commande ?(?:n|no|n°|nr)\\.?|(?:purchase )?order ?(?:no|nr|number|#)\\.?|bestellung ?(?:nr|no)\\.?|auftrags? ?-?(?:nummer|nr)\\.?',
      0.9,
    ),
    l(
      '(?:notre |our |unsere )?ref(?:erence|erenz)?\\.?|(?:n|no|nr)\\.? de commande|order (?:no|number|ref)\\.?|bestell ?-?(?:nummer|nr)\\.?',
      0.5,
    ),
  ],
  genericNumber: [l('n[°º]|no\\.|nr\\.|nro\\.?|number|numero|nummer|#|№|номер', 0.5)],
  issueDate: [
    l("date (?:de (?:la )?)?(?:facture|facturation|d'emission|emission|du devis|de l'offre)", 1),
    l(
      '(?:invoice|issue|quote|quotation|offer|document) date|date of (?:issue|invoice)|dated|issued(?: on)?',
      1,
    ),
    l(
      'rechnungs ?-?datum|beleg ?-?datum|ausstellungsdatum|angebotsdatum|ausgestellt am|datum der rechnung',
      1,
    ),
    l(
      'factuurdatum|factuur datum|offertedatum|datum factuur|开票日期|開票日期|請求書発行日|发行日期|開立日期|开立日期',
      1,
    ),
    l(
      'tax point|date issued|fecha (?:de )?(?:emision|expedicion|factura)|(?:fecha y|data i) (?:n[º°o]|num|numero)\\.? (?:de )?factura|(?:facture|invoice|rechnung|factura|fattura|factuur) (?:du|of|vom|del|van|dated)|data (?:della |del |de )?(?:fattura|documento|emissione|emissao)',
      1,
    ),
    // Hindi: 'बीजक दिनांक', 'बीजक की तिथि', 'जारी करने की तारीख'.
    l('(?:बीजक|चालान|इनवॉइस|इन्वॉइस|बिल) (?:की )?(?:दिनांक|तिथि|तारीख)|जारी करने की (?:तिथि|तारीख)', 1),
    // Bulgarian, Russian, Turkish: 'Дата на документа', 'Дата', 'Fatura Tarihi'.
    l('дата на (?:документа|фактурата|издаване)|fatura tarihi|duzenleme tarihi', 1),
    l('date|datum|du|vom|von|le|fecha|data|日期|दिनांक|तिथि|तारीख|дата|tarih', 0.45),
  ],
  dueDate: [
    l(
      "(?:date (?:d'|de l')?)?echeance|a payer (?:avant|au plus tard)(?: le)?|payable (?:avant|le|au plus tard)(?: le)?|date limite de (?:paiement|reglement)|date de paiement",
      1,
    ),
    l('due date|payment due(?: date)?|due(?: on| by)?|pay(?:able)? by|payment date', 1),
    l('falligkeit(?:sdatum)?|fallig (?:am|bis)|zahlbar bis(?: zum)?|zahlungsziel|zu zahlen bis', 1),
    l('vervaldatum|uiterste betaaldatum|te betalen voor', 1),
    // Hindi: 'देय तिथि' (due date), 'भुगतान की अंतिम तिथि' (last day of payment).
    l('देय (?:तिथि|दिनांक|तारीख)|भुगतान की (?:अंतिम )?(?:तिथि|तारीख)', 1),
    l(
      "payable jusqu'(?:au|a)|(?:fecha de )?vencimiento|(?:data (?:di )?)?scadenza(?: pagamento)?|pagar antes de",
      1,
    ),
  ],
  validUntil: [
    l(
      "valable jusqu'(?:au|a)|validite(?: de l'offre| du devis)?|offre valable|date de validite|valide jusqu'(?:au|a)",
      1,
    ),
    l(
      '(?:offer |quote |quotation )?valid (?:until|till|through|to)|validity|expir(?:es|y|ation)(?: date| on)?|offer valid',
      1,
    ),
    l("valid[oa] (?:hasta|fino al?)|validez(?: de la oferta| hasta)?|validita(?: (?:dell')?offerta)?", 1),
    l('gultig (?:bis|bis zum)|gultigkeit|angebot gultig(?: bis)?|bindefrist', 1),
  ],
  otherDate: [
    l('date de livraison|livraison|date de commande|commande du|periode|du .* au', 1),
    l(
      'delivery date|order date|ship(?:ping)? date|period|service date|date of (?:work|service)|work date',
      1,
    ),
    // Garage invoices: the vehicle's registration date.
    l('date (?:of )?reg(?:istration|istered)?\\.?|(?:first )?registration date|first registered', 1),
    l(
      'liefer ?-?(?:und leistungs)?-?datum|leistungsdatum|lieferdatum|bestelldatum|bestellung vom|abrechnungszeitraum|leistungszeitraum|zeitraum',
      1,
    ),
  ],
  seller: [
    l('vendeur|fournisseur|emetteur|prestataire|expediteur', 1),
    l(
      'seller|supplier|vendor|from|issued by|sold by|provided by|supplied by|vendido por|venduto da|vendu par|verkauft von',
      1,
    ),
    l('verkaufer|lieferant|rechnungssteller|leistungserbringer|absender|aussteller', 1),
    // 'Van:' only with its colon: 'van' is also part of Dutch and Flemish names ('Brasserie Van Hove').
    l('leverancier|verkoper|afzender|van(?= ?:)', 0.8),
    l('remit to|remittee|payee|serviced by|beneficiary', 0.8),
    // An export's commercial invoice: 'Exporter', 'Shipper', 'Consignor'; 'Exportateur', 'Exporteur'.
    l('exporter|shipper|consignor|exportateur|exporteur|expedidor', 1),
    l('销售方|銷售方|销方|卖方|賣方|開立公司|开立公司|販売者|売主', 1),
    // Polish, Czech and Slovak: 'Sprzedawca', 'Dostawca', 'Dodavatel', 'Prodávající', 'Dodávateľ'.
    l('sprzedawca|dostawca|dodavatel|prodavajici', 1),
    // Hindi: 'विक्रेता' (seller), 'आपूर्तिकर्ता' (supplier), 'सेवा प्रदाता' (service provider).
    l('विक्रेता|आपूर्तिकर्ता|(?:सेवा )?प्रदाता|बेचने वाला', 1),
    // Bulgarian, Russian and Uzbek: 'Доставчик', 'Продавач', 'Поставщик', 'Продавец',
    // 'Етказиб берувчи'.
    l('доставчик|продавач|издател|поставщик|продавец|исполнитель|етказиб берувчи|сотувчи', 1),
    // Turkish: 'Satıcı', 'Tedarikçi', 'Düzenleyen'.
    l('satici|tedarikci|duzenleyen', 1),
    // Spanish, Portuguese and Italian: the supplier, the issuer, a utility's retailer ('Comercializadora').
    // Not 'Vendedor', the salesperson's field on Latin-American invoices.
    l(
      '(?:empresa )?comercialit?zadora|proveedor|emisor|emitente|fornecedor|prestador(?: de servicos)?|fornitore|cedente(?:/prestatore)?|prestatore',
      0.9,
    ),
    // Shop receipts and small-business generators: 'Shop Name: …' beside 'Customer Name: …'.
    l('(?:shop|store|seller|vendor|supplier) name', 1),
  ],
  buyer: [
    l("client|acheteur|destinataire|facture a|adresse de facturation|donneur d'ordre", 1),
    l('buyer|customer|bill to|billed to|invoice to|sold to|ship to|recipient|purchaser', 1),
    l('consignee|importer|importateur|destinataire de la marchandise', 1),
    l('kaufer|kunde|leistungsempfanger|rechnungsempfanger|auftraggeber|empfanger|rechnungsadresse', 1),
    l('cliente|facturar a|destinatario|spett\\.? ?le', 1),
    // The Argentine factura's customer block: 'Apellido y Nombre / Razón Social: …'.
    l('apellido y nombre(?: ?/ ?razon social)?', 1),
    l('klant|afnemer|factuuradres|购买方|購買方|购方|請求先|客戶|客户', 1),
    // Polish and Czech: 'Nabywca', 'Odbiorca', 'Odběratel', 'Kupující', 'Adresát'.
    l('nabywca|odbiorca|odberatel|kupujici|adresat', 1),
    // Bulgarian, Russian and Uzbek: 'Получател', 'Клиент', 'Купувач', 'Покупатель',
    // 'Сотиб олувчи'.
    l('получател|клиент|купувач|покупатель|грузополучатель|заказчик|плательщик|сотиб олувчи|харидор', 1),
    // Turkish: 'Alıcı', 'Müşteri', and 'SAYIN' (Messrs) over the customer's name.
    l('alici|musteri|sayin', 1),
    // Hindi: 'क्रेता' (buyer), 'खरीदार', 'ग्राहक' (customer), '(बिल) प्राप्तकर्ता' (recipient).
    l('क्रेता|खरीदार|ग्राहक|(?:बिल )?प्राप्तकर्ता|प्रेषिती', 1),
  ],
  name: [
    l(
      'nom|raison sociale|razon social|ragione sociale|denominacion|name|company|firma|societe|entreprise|名称|名稱',
      1,
    ),
  ],
  totalWithoutTax: [
    l(
      'total (?:h\\.?t\\.?|hors tax(?:e|es))|montant (?:h\\.?t\\.?|hors taxes?)|sous-total(?: h\\.?t\\.?)?|base (?:h\\.?t\\.?|imposable)|net h\\.?t\\.?|total net(?: h\\.?t\\.?)?|h\\.?t\\.?',
      1,
    ),
    l(
      'sub ?-?total|total (?:excl(?:uding|\\.)?|ex\\.?|before|without|w/o) (?:vat|tax(?:es)?|gst)|net (?:amount|total)|total net|amount (?:excl(?:uding|\\.)?|before) (?:vat|tax)|taxable amount|net',
      0.9,
    ),
    l(
      '(?:rechnungs|gesamt)?(?:summe|betrag) (?:ohne|exkl\\.?|zzgl\\.?) (?:ust|mwst|umsatzsteuer|mehrwertsteuer)\\.?|netto ?-?(?:summe|betrag|gesamt)|gesamt ?-?netto|summe netto|nettobetrag|zwischensumme|netto',
      0.9,
    ),
    l(
      '(?:total |montant )?(?:htva|hors tva)|base imponible|(?:totale )?imponibile|total sin iva|importe neto',
      1,
    ),
    l('positionssumme|total lignes|line total|lines total|warenwert', 0.5),
    // The base a zero rate applies to: 'VAT @ 0% on 80.65' (reverse charge, exports). (Not a rate
    // above zero: 'TVA 20 % sur 100,00   20,00 €' prints the tax after the base, read as the tax's.)
    l('(?:vat|tax|gst|tva|mwst|ust|iva|btw)\\.? ?@? ?0(?:[.,]0+)? ?% ?(?:on|sur|auf|su|sobre|over)', 0.95),
    l(
      'subtotaal|totaal excl\\.?(?: btw)?|excl\\.? btw|bedrag excl\\.?(?: btw)?|totaal (?:diensten|producten)[^0-9]{0,20}',
      0.95,
    ),
    l('taxable value|taxable amount|net amount|合计金额|金額合計|小計|小计|不含税金额|未税金额', 0.9),
    // Hindi: 'कर योग्य मूल्य' (taxable value), 'उप-योग' (subtotal; not 'उपयोग', use).
    l('कर ?योग्य (?:मूल्य|राशि)|उप(?: |-)योग|कर रहित (?:राशि|मूल्य)', 0.9),
    // Bulgarian 'Данъчна основа' (tax base), Russian 'Сумма без НДС', Turkish 'Mal Hizmet Toplam
    // Tutarı'.
    l('данъчна основа|сумма без ндс|итого без ндс|mal hizmet toplam tutari|ara toplam', 0.95),
  ],
  taxAmount: [
    l('(?:montant|total) (?:de la )?t\\.?v\\.?a\\.?|t\\.?v\\.?a\\.?(?: \\d+(?:[,.]\\d+)? ?%)?|taxes?', 0.9),
    // Not the registration of the tax ('GST Registration No: 36AALCA…', 'Tax ID').
    l(
      '(?:total |)(?:vat|tax|gst|sales tax)(?! (?:registration|reg\\.?|no\\.?|number|id|identification)(?![a-z]))(?: amount| total)?|vat \\d+(?:[.,]\\d+)? ?%',
      0.9,
    ),
    l(
      'steuerbetrag|(?:ust|mwst|umsatzsteuer|mehrwertsteuer)(?:\\.|-betrag| betrag| \\d+(?:[,.]\\d+)? ?%)?|zzgl\\.? (?:ust|mwst)\\.?',
      0.9,
    ),
    l('(?:cuota (?:de )?|totale |importe )?iva(?: \\d+(?:[,.]\\d+)? ?%)?|imposta', 0.9),
    // Bulgarian 'ДДС', 'Сума ДДС'; Russian 'НДС'; Uzbek 'ҚҚС'; Turkish 'KDV' (not 'ДДС номер',
    // the VAT id).
    l(
      'размер на данъка|сума на данъка|(?:сума |\\d+ ?% )?(?:ддс|ндс|ққс)(?! (?:номер|ном\\.|no))(?: \\d+(?:[,.]\\d+)? ?%)?|(?:hesaplanan )?kdv(?: \\(?%? ?\\d+(?:[,.]\\d+)?\\)?)?',
      0.85,
    ),
    // Hindi: 'कर राशि' (tax amount), 'सीजीएसटी 9%', 'केंद्रीय कर', 'एकीकृत जीएसटी'.
    l(
      '(?:कुल )?कर (?:राशि|की राशि)|(?:केंद्रीय|राज्य|एकीकृत) (?:कर|जीएसटी)(?: \\d+(?:[,.]\\d+)? ?%)?|(?:सी|एस|आई|यूटी)?जीएसटी(?! (?:संख्या|पंजीकरण|नं))(?: \\d+(?:[,.]\\d+)? ?%)?',
      0.85,
    ),
    l(
      'btw(?: ?-?bedrag)?(?: \\(?\\d+(?:[,.]\\d+)? ?%\\)?)?|(?:c|s|i|ut)gst(?: ?\\d{1,2}(?:[.,]\\d+)?)?|tps ?/ ?tvq|tps|tvq|tvh|hst|qst|pst|消費税|消费税|税额|稅額|合计税额|營業稅|营业税',
      0.85,
    ),
  ],
  totalWithTax: [
    l(
      'total (?:t\\.?t\\.?c\\.?|toutes taxes comprises)|montant (?:t\\.?t\\.?c\\.?|total)|net a payer|total a payer|montant a payer|total general|t\\.?t\\.?c\\.?',
      1,
    ),
    l(
      'total (?:incl(?:uding|\\.)?|inc\\.?|with) (?:vat|tax(?:es)?|gst)|grand total|invoice total|total amount|gross (?:amount|total)|amount (?:incl(?:uding|\\.)?) (?:vat|tax)',
      1,
    ),
    l(
      'bruttosumme|brutto ?-?(?:betrag|summe)|gesamtbetrag|gesamtsumme|rechnungsbetrag|rechnungssumme|endbetrag|summe brutto|gesamt brutto|brutto',
      1,
    ),
    l(
      '(?:total|montant) (?:t\\.?v\\.?a\\.?c\\.?|tva comprise|iva incluido)|tvac|total (?:factura|a pagar)|importe total|totale (?:documento|fattura|generale|da pagare|complessivo)',
      1,
    ),
    l('factuurtotaal|totaal incl\\.?(?: btw)?|incl\\.? btw|te betalen|totaalbedrag|totaal', 0.9),
    l(
      '(?:total )?(?:amount|value)? ?\\(?incl(?:uding|\\.)? ?(?:of )?(?:vat|tax(?:es)?|gst)\\)?|invoice value|summe inkl\\.? (?:ust|mwst)\\.?|endsumme|brutto endsumme',
      0.95,
    ),
    l('价税合计|價稅合計|合計|合计|總金額|总金额|合計金額|税込', 0.95),
    // Bulgarian 'Сума за плащане', 'Общо … вкл. ДДС'; Russian 'Всего к оплате'; Turkish
    // 'Ödenecek Tutar'.
    l(
      'сума за плащане|общо (?:[a-z]{3} )?вкл\\.? ддс|всего к оплате|итого с ндс|сумма с ндс|odenecek tutar|vergiler dahil toplam tutar',
      1,
    ),
    // Hindi: 'कुल राशि' (total amount), 'कुल योग', 'सकल योग' (grand total), 'कुल देय राशि'.
    l('कुल (?:देय )?(?:राशि|योग|मूल्य|बीजक मूल्य)|सकल (?:योग|राशि)', 1),
    // The Brazilian nota fiscal (DANFE): 'V. TOTAL DA NOTA', 'Valor total da nota'.
    l('v(?:alor|\\.) ?total da nota', 1),
    // Indian GST invoices: 'Total Amount After Tax'.
    l('total (?:amount |value )?after tax(?:es)?|amount after tax(?:es)?', 1),
    l('totals?|summe|gesamt|montant|totale|कुल|योग|общо|итого|всего|жами|toplam', 0.55),
  ],
  amountDue: [
    l('reste a payer|solde (?:du|a payer)|montant du', 0.8),
    l('amount due|balance due|amount payable|total due|to pay', 0.8),
    l('zahlbetrag|zu zahlen(?:der betrag)?|offener betrag|faelliger betrag', 0.8),
    l('देय राशि|भुगतान योग्य राशि|शेष राशि', 0.8),
  ],
  notATotal: [
    l('remise|rabais|escompte|acompte|deja (?:paye|regle)|frais de port|avance|arrhes|taux', 1),
    // Legal references beside a tax word ('exonérée de TVA en vertu de l'article 256 B').
    l('article|artikel|art\\.|section|§', 1),
    l('discount|allowance|charges?|deposit|prepaid|already paid|paid|shipping|freight|rate|advance', 1),
    // Counts and weights, not amounts: 'Total Items / Qty : 5 / 10.000', 'Total Gross Weight (KGS)'.
    l(
      'total (?:no\\.? of )?(?:items?|qty|quantity|quantities|units|pieces|pcs|packages|(?:gross |net )?weight)|no\\. of (?:items|units|packages)',
      1,
    ),
    // Payment terms, not a net amount: 'Terms: Net 30', 'net 60 days'.
    l('net ?(?:7|10|14|15|20|21|30|45|60|90|120)(?![\\d.,])', 1),
    l(
      'zuschlag|zuschlage|abschlag|abschlage|rabatt|skonto|anzahlung|anzahlungen|erhaltene|versand|fracht|steuersatz|satz|offene zahlungen',
      1,
    ),
  ],
  currency: [l('devise|monnaie|currency|wahrung|rechnungswahrung|invoice currency|valuta|币种|幣別', 1)],
  iban: [l('iban', 1)],
  vatId: [
    l(
      '(?:n°|no|numero|num)\\.? (?:de )?(?:tva|identification) ?(?:intra(?:communautaire)?)?|tva intra(?:communautaire)?|identifiant tva|n° tva',
      1,
    ),
    // Bare 'VAT' followed by a rate or an amount is the tax line, not the VAT id.
    l(
      'vat (?:id|no|number|reg(?:istration)?(?: no| number)?)\\.?|vat(?! ?\\(?\\d[\\d.,]* ?(?:%|usd|eur|gbp|jpy|inr|cny|[€$£¥₹]))|tax id',
      1,
    ),
    l(
      'ust\\.? ?-?id\\.? ?-?(?:nr|nummer)?\\.?|ust-?idnr\\.?|umsatzsteuer ?-?(?:identifikationsnummer|id)|uid(?: ?-?nr\\.?)?|mwst ?-?nr\\.?',
      1,
    ),
    // 'CIF' and 'IDE' only as labels ('CIF:'), not the Incoterm ('CIF Hamburg').
    l('p\\.? ?iva|partita iva|nif(?:-iva)?|(?:cif|ide)(?= ?:)', 1),
    // Bulgarian 'ДДС номер', 'ДДС Ном.'; Russian 'ИНН'; Turkish 'Vergi No'.
    l('ддс (?:номер|ном\\.|no\\.?)|инн|vergi (?:no|numarasi|kimlik no)', 1),
  ],
  contactPerson: [
    l('contact|interlocuteur|votre contact|suivi par|affaire suivie par|commercial', 1),
    l('contact(?: person)?|attn\\.?|attention|sales rep(?:resentative)?|your contact', 1),
    l('ansprechpartner(?:in)?|kontakt|bearbeiter(?:in)?|sachbearbeiter(?:in)?', 1),
    l('contactpersoon|contact persoon|uw contactpersoon|behandeld door', 1),
  ],
  email: [l('e-?mail|courriel|mail', 1)],
  phone: [
    l(
      'tel\\.?|telephone|phone|tel|fon|telefon|telefoon|doorkiesnummer|mobiel|mobile?|portable|handy|mob\\.?|t\\.',
      1,
    ),
  ],
  deliveryTime: [
    l('delai(?:s)? de livraison|delai|livraison', 1),
    l('delivery(?: time| lead time| term)?|shipping time', 1),
    l('lieferzeit|lieferfrist|liefertermin|lieferung', 1),
  ],
  paymentTerms: [
    l('conditions? de (?:paiement|reglement)|modalites de (?:paiement|reglement)|reglement|paiement', 1),
    l('payment terms?|terms of payment|payment conditions?|terms', 1),
    l('zahlungsbedingungen|zahlungsziel|zahlungskonditionen|zahlbar', 1),
  ],
  warranty: [l('garantie|warranty|guarantee|gewahrleistung', 1)],
  origin: [
    l("origine|pays d'origine|made in|origin|country of origin|herkunft(?:sland)?|ursprung(?:sland)?", 1),
  ],
  leadTime: [
    l(
      'delai de fabrication|delai de production|lead ?time|production time|vorlaufzeit|fertigungszeit|produktionszeit',
      1,
    ),
  ],
  minimumOrder: [
    l(
      'minimum de commande|quantite minimum|commande minimum|moq|minimum order(?: quantity)?|mindestbestellmenge|mindestmenge|mindestabnahme',
      1,
    ),
  ],
  certifications: [
    l('certifications?|normes?|certificats?|standards?|zertifi(?:kat|kate|zierungen?)|normen', 1),
  ],
};

/** Document-title words: the kind of document a page announces. */
export const INVOICE_TITLES =
  /(?<![a-z])(?:danfe|nota fiscal(?: eletronica)?|facture|invoice|tax invoice|rechnung|\w*rechnung|gutschrift|avoir|credit note|rechnungskorrektur|bill|factura|fattura|factuur|verkoopfactuur|creditnota|bill of supply|cash memo|fatura|e-fatura|e-arsiv fatura|faktura|racun|szamla|lasku|factura fiscala)(?![a-z])|(?<![\u0400-\u04ff])(?:(?:счет-|ҳисобварақ-)?фактура|счет)(?![\u0400-\u04ff])|发票|發票|請款單|请款单|請求書|请求书|(?<![\u0900-\u097f])(?:(?:कर )?बीजक|चालान|(?:टैक्स )?इन(?:वॉ|्वॉ)इस)(?![\u0900-\u097f])/;
export const QUOTATION_TITLES =
  /(?<![a-z])(?:devis|offre(?: de prix)?|proposition commerciale|cotation|quotation|quote|estimate|proforma|pro forma|angebot|kostenvoranschlag|presupuesto|cotizacion|preventivo|offerta|bon de commande|purchase order|order|bestellung|auftrag)(?![a-z])/;

/** Table header words of a line-item table, by column role. */
export const TABLE_HEADERS: Record<
  'description' | 'quantity' | 'unitPrice' | 'total' | 'unit' | 'reference',
  RegExp
> = {
  description:
    /(?<![a-z])(?:designation|description|libelle|article|produit|prestation|produkt|bezeichnung|beschreibung|artikel(?:bezeichnung)?|leistung|item|product|service|details?|descripcion|concepto|descrizione|articulo|articolo|omschrijving|particulars)(?![a-z])|項目|项目|品名|货物或应税劳务|貨物或應稅勞務|說明|说明|明細|明细|内容|(?<![\u0900-\u097f])(?:विवरण|माल का विवरण|वस्तु)(?![\u0900-\u097f])/,
  quantity:
    /(?<![a-z])(?:qte|qty|quantite|quantity|qte\.|menge|anzahl|anz\.?|nombre|nb|units?|pcs|cantidad|uds\.?|quantita|q\.ta|qta|hours|hrs|aantal)(?![a-z])|數量|数量|(?<![\u0900-\u097f])मात्रा(?![\u0900-\u097f])/,
  // 'Unit $' and 'Item $' (a currency sign for a title): the unit price and the line's amount.
  unitPrice:
    /(?<![a-z])(?:p\.? ?u\.?(?: h\.?t\.?)?|prix unitaire(?: h\.?t\.?)?|prix|tarif|unit price|price|rate|unit cost|unit ?[$€£¥₹]|einzelpreis|einzel|stuckpreis|preis|nettopreis|e-?preis|ep|precio|prezzo|prijs(?: per stuk)?|stukprijs|eenheidsprijs|tarief)(?![a-z])|單價|单价|単価|(?<![\u0900-\u097f])(?:दर|इकाई मूल्य)(?![\u0900-\u097f])/,
  total:
    /(?<![a-z])(?:montant(?: h\.?t\.?)?|total(?: h\.?t\.?| ht| net| excl\.? tax)?|amount|line total|(?:item|line) ?[$€£¥₹]|net amount|gesamtpreis|gesamt|betrag|nettobetrag|summe|gesamtbetrag|importe|importo|totale|net|totaal|bedrag)(?![a-z])|金額|金额|請款金額|小計|小计|(?<![\u0900-\u097f])(?:राशि|रकम)(?![\u0900-\u097f])/,
  unit: /(?<![a-z])(?:unite|unit|einheit|u\.|me)(?![a-z])/,
  reference: /(?<![a-z])(?:ref(?:erence)?\.?|code|art(?:ikel)?-?nr\.?|sku|pos\.?|position)(?![a-z])/,
};
