/**
 * The e-invoice XML of @e-invoice-eu/core's object format written straight to a string (decision
 * 0030, issue 27 §5). The library renders with xmlbuilder2, which builds a whole DOM first: for a
 * 500-line invoice that was most of the Factur-X time. The format is the library's own after its
 * `cleanAttributes`: an object's keys are child elements in order, '@name' keys attributes, '#' the
 * text (or, holding an object, more content of the same element, as xmlbuilder2 reads it); an array
 * repeats its element; a string or number is the element's text; `{}` an empty element.
 * The official validators judge the result in the tests, as they judged the library's.
 */
type XmlObject = { [key: string]: XmlValue };
type XmlValue = string | number | boolean | null | undefined | XmlObject | XmlValue[];

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#xD;' };
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  ...TEXT_ESCAPES,
  '"': '&quot;',
  '\t': '&#x9;',
  '\n': '&#xA;',
};
const escapeText = (s: string) => s.replace(/[&<>\r]/g, (c) => TEXT_ESCAPES[c]!);
const escapeAttribute = (s: string) => s.replace(/[&<>"\r\n\t]/g, (c) => ATTRIBUTE_ESCAPES[c]!);

function element(name: string, value: XmlValue, depth: number, out: string[]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) element(name, item, depth, out);
    return;
  }
  const indent = '\t'.repeat(depth);
  if (typeof value !== 'object') {
    out.push(`${indent}<${name}>${escapeText(String(value))}</${name}>`);
    return;
  }
  let attributes = '';
  let text: string | null = null;
  const children: [string, XmlValue][] = [];
  // xmlbuilder2's '#' is the text, or, holding an object or a list, more content of this element.
  const take = (content: XmlObject): void => {
    for (const [key, child] of Object.entries(content)) {
      if (key.startsWith('@')) {
        if (child !== undefined && child !== null)
          attributes += ` ${key.slice(1)}="${escapeAttribute(String(child))}"`;
      } else if (key === '#') {
        if (Array.isArray(child))
          child.forEach((c) => (c && typeof c === 'object' ? take(c as XmlObject) : (text = String(c))));
        else if (child && typeof child === 'object') take(child);
        else text = String(child ?? '');
      } else {
        children.push([key, child]);
      }
    }
  };
  take(value);
  if (children.length === 0) {
    out.push(
      text === null || text === ''
        ? `${indent}<${name}${attributes}/>`
        : `${indent}<${name}${attributes}>${escapeText(text)}</${name}>`,
    );
    return;
  }
  out.push(`${indent}<${name}${attributes}>${text ? escapeText(text) : ''}`);
  for (const [key, child] of children) element(key, child, depth + 1, out);
  out.push(`${indent}</${name}>`);
}

/** The document: the XML declaration, then the root element of `data` (its one key). */
export function renderXml(data: Record<string, unknown>): string {
  const out = ['<?xml version="1.0" encoding="utf-8"?>'];
  for (const [name, value] of Object.entries(data)) element(name, value as XmlValue, 0, out);
  return out.join('\n');
}
