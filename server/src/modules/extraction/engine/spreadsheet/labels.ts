import type { FieldSource } from '@comptoir/core/modules/extraction';
import type { CellValue } from '../types';
import { type LineTable, source } from './line-table';
import { type ReadSheet } from './read';

import { EMAIL, amountOf, currencyOf, dateOf, ibanValid, norm, text } from './values';

// ---------------------------------------------------------------------------------------------
// Labels next to values

type Kind = 'text' | 'amount' | 'date' | 'currency' | 'email' | 'phone' | 'id' | 'iban' | 'list';

interface LabelRule {
  field: string;
  kind: Kind;
  labels: string[];
}

export const QUOTATION_LABELS: LabelRule[] = [
  { field: 'supplierName', kind: 'text', labels: ['fournisseur', 'supplier', 'lieferant', 'vendor', 'societe', 'raison sociale', 'entreprise', 'company', 'firma', 'emetteur', 'vendeur'] },
  { field: 'contactPerson', kind: 'text', labels: ['contact', 'interlocuteur', 'ansprechpartner', 'contact person', 'personne a contacter', 'commercial', 'responsable', 'attention'] },
  { field: 'email', kind: 'email', labels: ['e mail', 'email', 'courriel', 'mail', 'adresse e mail', 'adresse email'] },
  { field: 'phone', kind: 'phone', labels: ['telephone', 'tel', 'phone', 'telefon', 'tel portable', 'mobile', 'portable', 'phone number'] },
  { field: 'quotationNumber', kind: 'id', labels: ['devis n', 'n devis', 'no devis', 'numero de devis', 'numero devis', 'devis', 'devis numero', 'offre n', 'n offre', 'numero d offre', 'offre', 'quotation', 'quotation number', 'quotation no', 'quote no', 'quote number', 'quote', 'proforma', 'pro forma', 'angebot', 'angebotsnummer', 'angebot nr', 'reference devis', 'ref devis', 'cotation'] },
  { field: 'totalPrice', kind: 'amount', labels: ['total ttc', 'montant ttc', 'total general', 'grand total', 'total', 'montant total', 'total amount', 'total price', 'total ht', 'montant ht', 'net a payer', 'gesamtbetrag', 'gesamtsumme', 'summe', 'gesamtpreis', 'total due', 'amount due', 'totaal'] },
  { field: 'currency', kind: 'currency', labels: ['devise', 'currency', 'wahrung', 'monnaie'] },
  { field: 'validUntil', kind: 'date', labels: ['valable jusqu au', 'valable jusqu a', 'validite', 'date de validite', 'offre valable jusqu au', 'valid until', 'valid till', 'validity', 'expiry date', 'expiration', 'gultig bis', 'date d expiration', 'date limite'] },
  { field: 'deliveryTime', kind: 'text', labels: ['delai de livraison', 'delai livraison', 'livraison', 'delivery time', 'delivery', 'lieferzeit', 'liefertermin', 'date de livraison', 'delivery date'] },
  { field: 'paymentTerms', kind: 'text', labels: ['conditions de paiement', 'conditions de reglement', 'modalites de paiement', 'reglement', 'paiement', 'payment terms', 'payment', 'terms of payment', 'zahlungsbedingungen', 'zahlung'] },
  { field: 'additionalInfo.warranty', kind: 'text', labels: ['garantie', 'warranty', 'gewahrleistung', 'garantie'] },
  { field: 'additionalInfo.certifications', kind: 'list', labels: ['certifications', 'certification', 'normes', 'certificats', 'zertifizierungen', 'zertifikate', 'standards', 'certificates'] },
  { field: 'additionalInfo.origin', kind: 'text', labels: ['origine', 'pays d origine', 'provenance', 'origin', 'country of origin', 'made in', 'herkunft', 'ursprungsland', 'herkunftsland'] },
  { field: 'additionalInfo.leadTime', kind: 'text', labels: ['delai de production', 'delai de fabrication', 'lead time', 'production time', 'vorlaufzeit', 'produktionszeit', 'delai'] },
  { field: 'additionalInfo.minimumOrder', kind: 'text', labels: ['minimum de commande', 'commande minimum', 'quantite minimum', 'quantite minimale', 'moq', 'minimum order', 'minimum order quantity', 'mindestbestellmenge', 'mindestmenge'] },
]; // prettier-ignore

export const INVOICE_LABELS: LabelRule[] = [
  { field: 'sellerName', kind: 'text', labels: ['fournisseur', 'vendeur', 'emetteur', 'seller', 'supplier', 'vendor', 'verkaufer', 'lieferant', 'societe', 'raison sociale'] },
  { field: 'buyerVatId', kind: 'id', labels: ['tva client', 'n tva client', 'tva intracommunautaire client', 'buyer vat', 'customer vat', 'customer vat id', 'ust idnr kunde', 'vat id buyer'] },
  { field: 'sellerVatId', kind: 'id', labels: ['n tva', 'tva intracommunautaire', 'n tva intracommunautaire', 'numero de tva', 'vat number', 'vat id', 'vat no', 'ust idnr', 'ust id', 'ust id nr', 'umsatzsteuer id', 'identifiant tva'] },
  { field: 'buyerName', kind: 'text', labels: ['client', 'acheteur', 'buyer', 'customer', 'kunde', 'facture a', 'facturer a', 'bill to', 'billed to', 'rechnungsempfanger', 'destinataire'] },
  { field: 'invoiceNumber', kind: 'id', labels: ['facture n', 'n facture', 'no facture', 'numero de facture', 'numero facture', 'facture', 'invoice', 'invoice number', 'invoice no', 'rechnungsnummer', 'rechnung nr', 'rechnung', 'reference facture'] },
  { field: 'issueDate', kind: 'date', labels: ['date de facture', 'date facture', 'date d emission', 'date', 'invoice date', 'issue date', 'rechnungsdatum', 'datum', 'date de facturation'] },
  { field: 'dueDate', kind: 'date', labels: ['date d echeance', 'echeance', 'due date', 'payment due', 'falligkeitsdatum', 'zahlbar bis', 'faellig am', 'a payer avant le', 'date limite de paiement'] },
  { field: 'currency', kind: 'currency', labels: ['devise', 'currency', 'wahrung', 'monnaie'] },
  { field: 'totalWithoutTax', kind: 'amount', labels: ['total ht', 'montant ht', 'total hors taxes', 'sous total', 'sous total ht', 'subtotal', 'sub total', 'total excl vat', 'total excluding vat', 'net total', 'total net', 'nettobetrag', 'zwischensumme', 'netto', 'summe netto', 'net amount'] },
  { field: 'taxAmount', kind: 'amount', labels: ['tva', 'montant tva', 'total tva', 'montant de la tva', 'vat', 'vat amount', 'tax', 'tax amount', 'mwst', 'ust', 'umsatzsteuer', 'mehrwertsteuer', 'tva 20', 'tva 10', 'tva 5 5', 'vat 20', 'mwst 19', 'ust 19'] },
  { field: 'totalWithTax', kind: 'amount', labels: ['total ttc', 'montant ttc', 'net a payer', 'total a payer', 'total', 'total due', 'amount due', 'grand total', 'total incl vat', 'total including vat', 'gesamtbetrag', 'bruttobetrag', 'brutto', 'zu zahlen', 'summe brutto', 'rechnungsbetrag', 'montant total'] },
  { field: 'iban', kind: 'iban', labels: ['iban', 'compte iban', 'bank account', 'iban number'] },
]; // prettier-ignore

export interface Found {
  value: string;
  confidence: number;
  source: FieldSource;
  /** 3 exact label, 2 label then ':' in the same cell, 1 label followed by words; then the label's rank. */
  score: number;
}

function convert(kind: Kind, cell: CellValue): { value: string; confidence: number } | null {
  const t = text(cell);
  if (!t) return null;
  const sure = 0.95;
  switch (kind) {
    case 'amount': {
      const v = amountOf(cell);
      return v === null ? null : { value: v, confidence: typeof cell === 'number' ? sure : 0.9 };
    }
    case 'date': {
      const v = dateOf(cell);
      return v === null ? null : { value: v, confidence: cell instanceof Date ? sure : 0.9 };
    }
    case 'currency': {
      const v = currencyOf(t);
      return v === null ? null : { value: v, confidence: sure };
    }
    case 'email': {
      const v = EMAIL.exec(t)?.[0];
      return v ? { value: v.toLowerCase(), confidence: sure } : null;
    }
    case 'phone': {
      const v = t.replace(/[^\d+().\s-]/g, '').trim();
      return v.replace(/\D/g, '').length >= 6 ? { value: v, confidence: 0.9 } : null;
    }
    case 'id': {
      // Numbers and identifiers have digits: a name under a 'Devis' title is not one.
      if (t.length > 60 || !/\d/.test(t)) return null;
      return { value: t.replace(/^(?:n[°o]|no\.?|nr\.?|#)\s*/i, '').trim(), confidence: 0.9 };
    }
    case 'iban': {
      const v = t.replace(/\s+/g, '').toUpperCase();
      if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(v)) return null;
      return { value: v, confidence: ibanValid(v) ? 0.98 : 0.5 };
    }
    case 'list':
    case 'text':
      return t.length > 500 ? null : { value: t, confidence: 0.9 };
  }
}

/**
 * Looks for each rule's labels in the cells (skipping the lines table) and reads the value beside
 * (the next filled cell on the right) or below. The best label wins: exact, then 'label: value'.
 */
export function findLabelled(
  sheets: ReadSheet[],
  rules: LabelRule[],
  skip: LineTable | null,
): Map<string, Found> {
  const found = new Map<string, Found>();
  const allLabels = new Set(rules.flatMap((rule) => rule.labels));
  const consider = (rule: LabelRule, candidate: Found) => {
    const current = found.get(rule.field);
    if (!current || candidate.score > current.score) found.set(rule.field, candidate);
  };
  for (const sheet of sheets) {
    const rows = sheet.rows;
    for (let r = 0; r < rows.length; r += 1) {
      if (skip && skip.sheet === sheet && r >= skip.headerRow && r < skip.end) continue;
      const row = rows[r]!;
      for (let c = 0; c < row.length; c += 1) {
        const cell = row[c];
        if (typeof cell !== 'string' || cell.length > 120) continue;
        const raw = cell.trim();
        const h = norm(raw);
        if (!h) continue;
        for (const rule of rules) {
          for (const [rank, label] of rule.labels.entries()) {
            const level = (n: number) => n * 1000 - rank;
            if (h === label) {
              const beside = valueBeside(sheet, r, c, rule.kind);
              if (beside) consider(rule, { ...beside, score: level(3) });
            } else if (h.startsWith(`${label} `) && !(allLabels.has(h) && !rule.labels.includes(h))) {
              // 'Fournisseur : ACME' in one cell, or 'Total TTC (EUR)' with the value beside.
              const colon = /[:=]\s*(.+)$/.exec(raw);
              const inline = colon ? convert(rule.kind, colon[1]!) : null;
              if (inline) {
                consider(rule, { ...inline, source: source(sheet.name, r, c, raw), score: level(2) });
              } else if (h.length <= label.length + 12) {
                const beside = valueBeside(sheet, r, c, rule.kind);
                if (beside)
                  consider(rule, { ...beside, confidence: beside.confidence - 0.05, score: level(1) });
              }
            }
          }
        }
      }
    }
  }
  return found;
}

/** Every label of both kinds, normalised: a cell that is one is never a value. */
export const ALL_LABELS = new Set([...QUOTATION_LABELS, ...INVOICE_LABELS].flatMap((rule) => rule.labels));

export const isLabelLike = (cell: CellValue | undefined) =>
  typeof cell === 'string' &&
  ((/[:]\s*$/.test(cell.trim()) && cell.trim().length < 40) || ALL_LABELS.has(norm(cell)));

function valueBeside(
  sheet: ReadSheet,
  r: number,
  c: number,
  kind: Kind,
): { value: string; confidence: number; source: FieldSource } | null {
  const row = sheet.rows[r]!;
  const label = text(row[c]);
  for (let k = c + 1; k < Math.min(row.length, c + 5); k += 1) {
    const v = row[k];
    if (text(v) === '') continue;
    if (isLabelLike(v)) break;
    const converted = convert(kind, v!);
    if (converted) return { ...converted, source: source(sheet.name, r, k, label) };
    break;
  }
  const below = sheet.rows[r + 1]?.[c];
  if (below !== undefined && text(below) !== '' && !isLabelLike(below)) {
    const converted = convert(kind, below!);
    if (converted)
      return {
        ...converted,
        confidence: converted.confidence - 0.1,
        source: source(sheet.name, r + 1, c, label),
      };
  }
  return null;
}
