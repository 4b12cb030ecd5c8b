import { XMLParser, XMLValidator } from 'fast-xml-parser';

import type { UofFraction, UofRaw } from '@casino/contracts';

/**
 * UOF XML read into elements whose attributes stay strings (a `+` or a trailing `.0` is meaning, not noise),
 * and the exact conversions of those strings: integers, odds in thousandths, decimal factors as fractions.
 */

/** A UOF message or description that does not say what UOF says it must; the parser turns it into a refusal. */
export class UofFormatError extends Error {}

/** An element as the XML parser gives it: attributes under `$`, every child element in an array. */
interface XmlNode {
  $?: Record<string, string>;
  [child: string]: unknown;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  attributesGroupName: '$',
  parseAttributeValue: false,
  parseTagValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
});

/**
 * The document's one root element. Refuses what is not well-formed XML, and any DOCTYPE: UOF never sends one,
 * and entity declarations are how an XML body expands to gigabytes.
 */
export function readXmlRoot(xml: string): XmlElementReader {
  const text = xml.startsWith('\uFEFF') ? xml.slice(1) : xml;
  if (/<!DOCTYPE/i.test(text)) throw new UofFormatError('a DOCTYPE is not accepted');
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new UofFormatError(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  const document = parser.parse(text) as Record<string, unknown>;
  const roots = Object.keys(document).filter((key) => key !== '#text');
  const [rootName] = roots;
  if (roots.length !== 1 || rootName === undefined) throw new UofFormatError('expected one root element');
  const [node] = document[rootName] as XmlNode[];
  return new XmlElementReader(rootName, node ?? {});
}

/** Reads one element's attributes and children, remembering what was read: the rest is its `raw` record. */
export class XmlElementReader {
  private readonly readAttributes = new Set<string>();
  private readonly readChildren = new Set<string>();

  constructor(
    /** The element's name. */
    readonly name: string,
    private readonly node: XmlNode,
  ) {}

  /** An attribute's text, or null when absent. */
  attribute(name: string): string | null {
    this.readAttributes.add(name);
    return this.node.$?.[name] ?? null;
  }

  /** An attribute that must be there. */
  requiredAttribute(name: string): string {
    const value = this.attribute(name);
    if (value === null) throw new UofFormatError(`<${this.name}> has no ${name}`);
    return value;
  }

  /** An integer attribute, or null when absent. */
  integerAttribute(name: string): number | null {
    const value = this.attribute(name);
    return value === null ? null : integerOf(value, `${this.name}.${name}`);
  }

  /** An integer attribute that must be there. */
  requiredIntegerAttribute(name: string): number {
    return integerOf(this.requiredAttribute(name), `${this.name}.${name}`);
  }

  /** The child elements of one name, in document order. */
  children(name: string): XmlElementReader[] {
    this.readChildren.add(name);
    const nodes = this.node[name];
    if (!Array.isArray(nodes)) return [];
    return nodes.map(
      (node: XmlNode | string) => new XmlElementReader(name, typeof node === 'object' ? node : {}),
    );
  }

  /** The first child element of a name, or null. */
  child(name: string): XmlElementReader | null {
    return this.children(name)[0] ?? null;
  }

  /** What was not read: unknown attributes under `$`, unknown child elements as the parser gave them. */
  raw(): UofRaw {
    const raw: UofRaw = {};
    const attributes = Object.entries(this.node.$ ?? {}).filter(([name]) => !this.readAttributes.has(name));
    if (attributes.length > 0) raw.$ = Object.fromEntries(attributes);
    for (const [name, value] of Object.entries(this.node)) {
      if (name !== '$' && !this.readChildren.has(name)) raw[name] = value;
    }
    return raw;
  }
}

/** An integer written in decimal digits (`-4`, `1653576646190`), exactly. */
export function integerOf(text: string, what: string): number {
  if (!/^[+-]?\d{1,16}$/.test(text)) throw new UofFormatError(`${what} is not an integer: ${text}`);
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new UofFormatError(`${what} is out of range: ${text}`);
  return value;
}

/**
 * Decimal odds in thousandths, read from the text (`2.25` → 2250, `15.0` → 15000). Prices of Asian quarter
 * lines come with ten decimals (`2.5151515152`): those are cut down to the thousandth (2515), so the book never
 * offers more than the feed's price; the text itself is kept beside.
 */
export function oddsThousandthsOf(text: string): number {
  const match = /^(\d{1,6})(?:\.(\d{1,20}))?$/.exec(text);
  const whole = match?.[1];
  if (whole === undefined) throw new UofFormatError(`odds are not a decimal: ${text}`);
  return Number(whole) * 1000 + Number((match?.[2] ?? '').slice(0, 3).padEnd(3, '0'));
}

/** A decimal factor as an exact, reduced fraction (`0.5` → 1/2, `1` → 1/1, `0.333` → 333/1000). */
export function fractionOf(text: string, what: string): UofFraction {
  const match = /^(\d{1,6})(?:\.(\d{1,9}))?$/.exec(text);
  if (match?.[1] === undefined) throw new UofFormatError(`${what} is not a decimal: ${text}`);
  const digits = match[2] ?? '';
  let numerator = Number(match[1] + digits);
  let denominator = 10 ** digits.length;
  const divisor = greatestCommonDivisor(numerator, denominator);
  numerator /= divisor;
  denominator /= divisor;
  if (numerator > denominator) throw new UofFormatError(`${what} is above 1: ${text}`);
  return { numerator, denominator };
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}
