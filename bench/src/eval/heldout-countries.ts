/**
 * The held-out set's countries (heldout-documents.ts): for each, its currency, amount and date
 * styles, tax rates, sellers and buyers, address, phone, VAT id, IBAN and the words of its
 * documents; with the valid IBAN and check-digit makers they use.
 */
export type Country = 'uk' | 'us' | 'be' | 'ch' | 'es' | 'it' | 'cn';

const MONTHS = {
  en: 'January February March April May June July August September October November December'.split(' '),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
  it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(
    ' ',
  ),
};

function group(int: string, sep: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** Canonical '1234.50' in a country's style. */
function money(value: string, style: 'en' | 'eu' | 'ch' | 'frbe'): string {
  const [int = '0', frac = '00'] = value.split('.');
  if (style === 'en') return `${group(int, ',')}.${frac}`;
  if (style === 'eu') return `${group(int, '.')},${frac}`;
  if (style === 'ch') return `${group(int, "'")}.${frac}`;
  return `${group(int, ' ')},${frac}`;
}

export interface CountrySpec {
  currency: (r: () => number) => string;
  amount: (v: string, currency: string, r: () => number) => string;
  date: (iso: string, r: () => number) => string;
  taxRate: number[];
  sellers: string[];
  buyers: string[];
  address: string[];
  phone: (r: () => number) => string;
  vat: ((r: () => number) => { printed: string; value: string }) | null;
  iban: ((r: () => number) => string) | null;
  words: Record<string, string[]>;
}

export const digitsOf = (r: () => number, n: number) =>
  Array.from({ length: n }, () => String(Math.floor(r() * 10))).join('');
export const upperOf = (r: () => number, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(r() * 26))).join('');

/** A valid IBAN: the country, its BBAN, and the ISO 7064 check digits. */
function iban(country: string, bban: string): string {
  const rearranged = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98n - (BigInt(rearranged) % 97n);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}
export const spaced = (s: string) => s.replace(/(.{4})(?=.)/g, '$1 ');

function luhnComplete(body: string): string {
  for (let d = 0; d < 10; d += 1) {
    const n = `${body}${d}`;
    let sum = 0;
    n.split('')
      .reverse()
      .forEach((c, i) => {
        const x = Number(c) * (i % 2 === 1 ? 2 : 1);
        sum += x > 9 ? x - 9 : x;
      });
    if (sum % 10 === 0) return n;
  }
  return `${body}0`;
}

function dmy(iso: string, sep: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}${sep}${m}${sep}${y}`;
}
function longDate(iso: string, lang: keyof typeof MONTHS, r: () => number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[lang][m - 1]!;
  if (lang === 'en') return r() < 0.5 ? `${d} ${month} ${y}` : `${d} ${month.slice(0, 3)} ${y}`;
  if (lang === 'es') return `${d} de ${month} de ${y}`;
  return `${d} ${month} ${y}`;
}

export const SPECS: Record<Country, CountrySpec> = {
  uk: {
    currency: () => 'GBP',
    amount: (v) => `£${money(v, 'en')}`,
    date: (iso, r) => (r() < 0.5 ? dmy(iso, '/') : longDate(iso, 'en', r)),
    taxRate: [20, 20, 5],
    sellers: [
      'Hargreaves & Pike Ltd',
      'Brightwater Tooling Limited',
      'Fenwick Office Supplies',
      'Tamar Valley Joinery Ltd',
    ],
    buyers: ['Castle Mead Surgery', 'Riverside Lettings Ltd', 'The Old Forge Café'],
    address: ['Unit 4, Mill Lane', 'Leeds LS12 6BD', 'United Kingdom'],
    phone: (r) => `+44 ${r() < 0.5 ? '113' : '20'} ${digitsOf(r, 3)} ${digitsOf(r, 4)}`,
    vat: (r) => {
      const d = digitsOf(r, 9);
      return { printed: `GB ${d.slice(0, 3)} ${d.slice(3, 7)} ${d.slice(7)}`, value: `GB${d}` };
    },
    iban: (r) => iban('GB', `${upperOf(r, 4)}${digitsOf(r, 14)}`),
    words: {
      invoice: ['INVOICE', 'Tax Invoice', 'VAT INVOICE'],
      quotation: ['QUOTATION', 'Quotation'],
      invoiceNumber: ['Invoice No.', 'Invoice Number', 'Invoice No'],
      quotationNumber: ['Quotation No.', 'Quote Ref', 'Quote No.'],
      issueDate: ['Invoice Date', 'Date', 'Tax Point'],
      dueDate: ['Payment Due', 'Due Date', 'Due by'],
      validUntil: ['Valid until', 'Quote valid until'],
      buyer: ['Invoice to', 'Bill to', 'Customer'],
      vat: ['VAT Reg No', 'VAT Registration No.', 'VAT No.'],
      net: ['Subtotal', 'Net Total', 'Total (excl. VAT)'],
      tax: ['VAT @ {rate}%', 'VAT', 'VAT {rate}%'],
      total: ['Total', 'Total Due', 'Invoice Total', 'TOTAL GBP'],
      description: ['Description'],
      qty: ['Qty', 'Quantity'],
      unit: ['Unit Price', 'Price'],
      amount: ['Amount', 'Net'],
      vatCol: ['VAT %'],
      discount: ['Disc. %'],
      iban: ['IBAN'],
      page: ['Page {page} of {pages}'],
    },
  },
  us: {
    currency: () => 'USD',
    amount: (v) => `$${money(v, 'en')}`,
    date: (iso, r) => {
      const [y, m, d] = iso.split('-');
      return r() < 0.7 ? `${m}/${d}/${y}` : `${MONTHS.en[Number(m) - 1]} ${Number(d)}, ${y}`;
    },
    taxRate: [6.25, 7, 8.25, 8.875],
    sellers: [
      'Lakeshore Digital LLC',
      'Pine Ridge Supply Co.',
      'Copperline Fabrication Inc.',
      'Mesa Verde Electric',
    ],
    buyers: ['Granite Peak Dental', 'Harbor Point Marina', 'Sunset Bakery LLC'],
    address: ['1420 Elm Street, Suite 300', 'Austin, TX 78701', 'USA'],
    phone: (r) =>
      `(${digitsOf(r, 3).replace(/^[01]/, '5')}) ${digitsOf(r, 3).replace(/^[01]/, '5')}-${digitsOf(r, 4)}`,
    vat: null,
    iban: null,
    words: {
      invoice: ['INVOICE', 'Invoice'],
      quotation: ['QUOTE', 'ESTIMATE', 'Sales Quote'],
      invoiceNumber: ['Invoice #', 'Invoice Number', 'Invoice No.'],
      quotationNumber: ['Quote #', 'Estimate #', 'Quote Number'],
      issueDate: ['Invoice Date', 'Date', 'Date Issued'],
      dueDate: ['Due Date', 'Payment Due'],
      validUntil: ['Expires', 'Valid Until', 'Expiration Date'],
      buyer: ['Bill To', 'Sold To', 'Customer'],
      net: ['Subtotal', 'Sub Total'],
      tax: ['Sales Tax ({rate}%)', 'Sales Tax', 'Tax ({rate}%)'],
      total: ['Amount Due', 'Total', 'Balance Due', 'Total (USD)'],
      description: ['Description', 'Item'],
      qty: ['Qty', 'Hours', 'Quantity'],
      unit: ['Rate', 'Unit Price'],
      amount: ['Amount', 'Line Total'],
      vatCol: ['Tax %'],
      discount: ['Discount %'],
      iban: ['IBAN'],
      page: ['Page {page} of {pages}', 'Page {page}/{pages}'],
    },
  },
  be: {
    currency: () => 'EUR',
    amount: (v, _c, r) => (r() < 0.5 ? `${money(v, 'eu')} €` : `€ ${money(v, 'eu')}`),
    date: (iso, r) => (r() < 0.7 ? dmy(iso, '/') : longDate(iso, 'fr', r)),
    taxRate: [21, 21, 6],
    sellers: ['Ateliers Dumont SRL', 'Brasserie Van Hove', 'Imprimerie Lambot SA', 'Menuiserie Delcourt'],
    buyers: ['Clinique des Trois Ponts', 'Résidence Les Tilleuls', 'Librairie Vanderbeek'],
    address: ['Rue de la Station 18', '4000 Liège', 'Belgique'],
    phone: (r) => `+32 4 ${digitsOf(r, 3)} ${digitsOf(r, 2)} ${digitsOf(r, 2)}`,
    vat: (r) => {
      const n = `0${digitsOf(r, 7)}`;
      const check = String(97 - (Number(n) % 97)).padStart(2, '0');
      const body = `${n}${check}`;
      return {
        printed: `BE ${body.slice(0, 4)}.${body.slice(4, 7)}.${body.slice(7)}`,
        value: `BE${body}`,
      };
    },
    iban: (r) => {
      const n = digitsOf(r, 10);
      const check = String(Number(BigInt(n) % 97n) || 97).padStart(2, '0');
      return iban('BE', `${n}${check}`);
    },
    words: {
      invoice: ['FACTURE', 'Facture'],
      quotation: ['OFFRE DE PRIX', 'DEVIS'],
      invoiceNumber: ['Facture n°', 'N° de facture', 'Numéro de facture'],
      quotationNumber: ['Offre n°', 'Devis n°'],
      issueDate: ['Date de facture', 'Date', "Date d'émission"],
      dueDate: ['Échéance', "Date d'échéance"],
      validUntil: ["Valable jusqu'au", 'Validité'],
      buyer: ['Client', 'Facturé à'],
      vat: ['TVA', 'N° TVA', 'TVA BE'],
      net: ['Total HTVA', 'Montant HTVA', 'Base imposable'],
      tax: ['TVA {rate}%', 'TVA {rate} %', 'Montant TVA'],
      total: ['Montant TVAC', 'Total TVAC', 'Total à payer'],
      description: ['Description', 'Désignation'],
      qty: ['Qté', 'Quantité'],
      unit: ['Prix unitaire', 'P.U.'],
      amount: ['Montant', 'Total HTVA'],
      vatCol: ['TVA %'],
      discount: ['Remise %'],
      iban: ['IBAN', 'Compte IBAN'],
      page: ['Page {page}/{pages}'],
    },
  },
  ch: {
    currency: (r) => (r() < 0.8 ? 'CHF' : 'EUR'),
    amount: (v, c, r) => (r() < 0.5 ? `${c} ${money(v, 'ch')}` : money(v, 'ch')),
    date: (iso, r) => (r() < 0.6 ? dmy(iso, '.') : longDate(iso, 'fr', r)),
    taxRate: [8.1, 8.1, 2.6],
    sellers: [
      'Horlogerie Vaudoise Sàrl',
      'Mécanique Jaquet SA',
      'Fiduciaire Rochat & Cie',
      'Alpina Outillage AG',
    ],
    buyers: ['Hôtel du Lac Léman', 'Cabinet Perroud', 'Commune de Bussigny'],
    address: ['Avenue de la Gare 12', '1003 Lausanne', 'Suisse'],
    phone: (r) => `+41 21 ${digitsOf(r, 3)} ${digitsOf(r, 2)} ${digitsOf(r, 2)}`,
    vat: (r) => {
      const d = digitsOf(r, 9);
      const suffix = r() < 0.5 ? 'TVA' : 'MWST';
      return {
        printed: `CHE-${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)} ${suffix}`,
        value: `CHE${d}${suffix}`,
      };
    },
    iban: (r) => iban('CH', `${digitsOf(r, 5)}${digitsOf(r, 12)}`),
    words: {
      invoice: ['FACTURE', 'Facture'],
      quotation: ['OFFRE', 'DEVIS'],
      invoiceNumber: ['Facture n°', 'N° facture', 'Facture No'],
      quotationNumber: ['Offre n°', 'Offre No'],
      issueDate: ['Date', 'Date de facturation', 'Lausanne, le'],
      dueDate: ['Échéance', 'Payable jusqu’au', 'À payer avant le'],
      validUntil: ["Valable jusqu'au", 'Offre valable jusqu’au'],
      buyer: ['Client', 'Destinataire'],
      vat: ['N° TVA', 'IDE', 'TVA'],
      net: ['Total HT', 'Sous-total', 'Montant hors TVA'],
      tax: ['TVA {rate}%', 'TVA {rate} %'],
      total: ['Montant TVAC', 'Total TTC', 'Total à payer'],
      description: ['Désignation', 'Description'],
      qty: ['Qté', 'Quantité'],
      unit: ['Prix unit.', 'Prix unitaire'],
      amount: ['Montant', 'Total'],
      vatCol: ['TVA %'],
      discount: ['Rabais %'],
      iban: ['IBAN'],
      page: ['Page {page}/{pages}'],
    },
  },
  es: {
    currency: () => 'EUR',
    amount: (v) => `${money(v, 'eu')} €`,
    date: (iso, r) => (r() < 0.6 ? dmy(iso, '/') : longDate(iso, 'es', r)),
    taxRate: [21, 21, 10],
    sellers: [
      'Suministros Levante S.L.',
      'Talleres Ibarra S.A.',
      'Distribuciones Ortega S.L.',
      'Cerámicas del Turia S.L.',
    ],
    buyers: ['Hostal La Giralda', 'Clínica Dental Robles', 'Panadería Martín S.L.'],
    address: ['Calle Colón 24, 2º', '46004 Valencia', 'España'],
    phone: (r) => `+34 96 ${digitsOf(r, 3)} ${digitsOf(r, 2)} ${digitsOf(r, 2)}`,
    vat: (r) => {
      const v = `ESB${digitsOf(r, 8)}`;
      return { printed: v, value: v };
    },
    iban: (r) => iban('ES', digitsOf(r, 20)),
    words: {
      invoice: ['FACTURA', 'Factura'],
      quotation: ['PRESUPUESTO', 'Presupuesto'],
      invoiceNumber: ['Factura nº', 'Nº Factura', 'Número de factura'],
      quotationNumber: ['Presupuesto nº', 'Nº Presupuesto'],
      issueDate: ['Fecha', 'Fecha de emisión', 'Fecha factura'],
      dueDate: ['Vencimiento', 'Fecha de vencimiento'],
      validUntil: ['Válido hasta', 'Validez hasta'],
      buyer: ['Cliente', 'Facturar a'],
      vat: ['NIF-IVA', 'CIF', 'NIF'],
      net: ['Base imponible', 'Subtotal'],
      tax: ['IVA {rate}%', 'IVA ({rate}%)', 'Cuota IVA'],
      total: ['Total', 'Total factura', 'TOTAL'],
      description: ['Descripción', 'Concepto'],
      qty: ['Cantidad', 'Uds.'],
      unit: ['Precio', 'Precio unit.'],
      amount: ['Importe', 'Total'],
      vatCol: ['IVA %'],
      discount: ['Dto. %'],
      iban: ['IBAN'],
      page: ['Página {page} de {pages}'],
    },
  },
  it: {
    currency: () => 'EUR',
    amount: (v, _c, r) => (r() < 0.5 ? `€ ${money(v, 'eu')}` : money(v, 'eu')),
    date: (iso, r) => (r() < 0.7 ? dmy(iso, '/') : longDate(iso, 'it', r)),
    taxRate: [22, 22, 10],
    sellers: [
      'Ferramenta Rossi S.r.l.',
      'Officine Bellini S.p.A.',
      'Tipografia Gallo',
      'Arredi Conti S.r.l.',
    ],
    buyers: ['Trattoria Da Nino', 'Studio Medico Ferri', 'Albergo Miramare S.r.l.'],
    address: ['Via Garibaldi 48', '10122 Torino (TO)', 'Italia'],
    phone: (r) => `+39 011 ${digitsOf(r, 3)} ${digitsOf(r, 4)}`,
    vat: (r) => {
      const v = `IT${luhnComplete(digitsOf(r, 10))}`;
      return { printed: v, value: v };
    },
    iban: (r) => iban('IT', `${upperOf(r, 1)}${digitsOf(r, 10)}${digitsOf(r, 12)}`),
    words: {
      invoice: ['FATTURA', 'Fattura'],
      quotation: ['PREVENTIVO', 'Offerta'],
      invoiceNumber: ['Fattura n.', 'Numero fattura', 'Fattura N°'],
      quotationNumber: ['Preventivo n.', 'Offerta n.'],
      issueDate: ['Data', 'Data fattura', 'Data documento'],
      dueDate: ['Scadenza', 'Data scadenza'],
      validUntil: ['Valido fino al', 'Validità offerta'],
      buyer: ['Cliente', 'Destinatario', 'Spett.le'],
      vat: ['P.IVA', 'Partita IVA', 'P. IVA'],
      net: ['Imponibile', 'Totale imponibile'],
      tax: ['IVA {rate}%', 'Totale IVA', 'IVA'],
      total: ['Totale', 'Totale documento', 'Totale fattura'],
      description: ['Descrizione'],
      qty: ['Q.tà', 'Quantità'],
      unit: ['Prezzo unit.', 'Prezzo'],
      amount: ['Importo', 'Totale'],
      vatCol: ['IVA %'],
      discount: ['Sconto %'],
      iban: ['IBAN', 'Coordinate bancarie IBAN'],
      page: ['Pagina {page} di {pages}'],
    },
  },
  cn: {
    currency: (r) => (r() < 0.65 ? 'CNY' : 'USD'),
    amount: (v, c, r) =>
      c === 'USD' ? `US$${money(v, 'en')}` : r() < 0.5 ? `¥${money(v, 'en')}` : `RMB ${money(v, 'en')}`,
    date: (iso, r) => (r() < 0.5 ? iso : longDate(iso, 'en', r)),
    taxRate: [0],
    sellers: [
      'Shenzhen Huaxin Electronics Co., Ltd.',
      'Ningbo Everbright Hardware Co., Ltd.',
      'Dongguan Jiale Packaging Co., Ltd.',
      'Xiamen Bluesea Textile Co., Ltd.',
    ],
    buyers: ['Nordic Home Retail AB', 'Kestrel Outdoor GmbH', 'Atelier Brume SAS'],
    address: ['No. 18 Keji Road, Nanshan District', 'Shenzhen, Guangdong 518057', 'China'],
    phone: (r) => `+86 755 ${digitsOf(r, 4)} ${digitsOf(r, 4)}`,
    vat: null,
    iban: null,
    words: {
      invoice: ['COMMERCIAL INVOICE'],
      quotation: ['QUOTATION', 'PRICE QUOTATION', 'Quotation Sheet'],
      quotationNumber: ['Quotation No.', 'Quote No.', 'Ref No.'],
      issueDate: ['Date', 'Quotation Date'],
      validUntil: ['Valid until', 'Validity', 'Offer valid till'],
      buyer: ['To', 'Buyer', 'Customer'],
      net: ['Subtotal'],
      tax: ['VAT'],
      total: ['Total Amount', 'TOTAL', 'Grand Total'],
      description: ['Description', 'Item Description'],
      qty: ['Qty (pcs)', 'Quantity'],
      unit: ['Unit Price', 'Price'],
      amount: ['Amount', 'Total'],
      vatCol: ['Tax %'],
      discount: ['Discount'],
      page: ['Page {page} of {pages}'],
    },
  },
};
