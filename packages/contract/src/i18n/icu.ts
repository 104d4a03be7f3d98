import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../common/locale';

/** Values for a message's ICU arguments: names, counts, sizes, pre-formatted dates. */
export type IcuValues = Record<string, string | number | Date>;

/** A language's messages in ICU MessageFormat, keyed by stable ids. */
export type IcuMessages<K extends string> = Readonly<Record<K, string>>;

export interface IcuCatalogue<K extends string> {
  /** The message for `key` in `locale`, its plurals chosen and numbers in the language's digits. */
  format(locale: Locale, key: K, values?: IcuValues): string;
}

/** fa-IR gives Persian digits and separators; the web's translator uses the same tags. */
const INTL_LOCALE: Record<Locale, string> = { fa: 'fa-IR', en: 'en-US' };

function compile(message: string, locale: Locale): IntlMessageFormat {
  // No rich-text tags in our copy: `<` stays a character (the sandbox page escapes its own HTML).
  return new IntlMessageFormat(message, INTL_LOCALE[locale], undefined, { ignoreTag: true });
}

/**
 * One ICU catalogue per language, compiled on first use and kept for the process: parsing a
 * message costs far more than formatting it, and servers format the same few messages often.
 */
export function createIcuCatalogue<K extends string>(
  messages: Record<Locale, IcuMessages<K>>,
): IcuCatalogue<K> {
  const compiled = new Map<string, IntlMessageFormat>();
  return {
    format(locale, key, values) {
      const id = `${locale}\u0000${key}`;
      let message = compiled.get(id);
      if (!message) {
        message = compile(messages[locale][key], locale);
        compiled.set(id, message);
      }
      const text = message.format(values);
      if (typeof text !== 'string') throw new Error(`message ${key} did not format to text`);
      return text;
    },
  };
}

/**
 * The kind of value an ICU argument takes. `{n, plural, …}` takes a number like `{n, number}`:
 * English needs plural forms where Persian writes one, so both count as `number`.
 */
export type IcuArgumentKind = 'argument' | 'number' | 'date' | 'time' | 'select';

const KIND_OF_TYPE: Partial<Record<number, IcuArgumentKind>> = {
  1: 'argument',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'number',
};

interface AstNode {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstNode[] }>;
  pluralType?: string;
  children?: AstNode[];
}

/**
 * Every argument a message uses, nested ones included, as sorted `name:kind` entries; a
 * `select` also names its cases (`kind:select[evaluation|other]`), since a case missing in one
 * language silently falls to `other`. Plural cases differ by language and are not listed.
 */
export function icuArguments(message: string, locale: Locale): string[] {
  const found = new Set<string>();
  const walk = (nodes: AstNode[]) => {
    for (const node of nodes) {
      const kind = KIND_OF_TYPE[node.type];
      if (kind && typeof node.value === 'string') {
        const cases =
          kind === 'select'
            ? `[${Object.keys(node.options ?? {})
                .sort()
                .join('|')}]`
            : '';
        found.add(`${node.value}:${kind}${cases}`);
      }
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(compile(message, locale).getAst() as AstNode[]);
  return [...found].sort();
}

/**
 * What keeps two languages of one catalogue from being interchangeable: keys only one has, and
 * keys whose ICU arguments differ in name, kind or select cases. Empty when they match.
 */
export function icuCatalogueDifferences(
  fa: Record<string, string>,
  en: Record<string, string>,
): string[] {
  const differences: string[] = [];
  for (const key of Object.keys(fa))
    if (!Object.hasOwn(en, key)) differences.push(`en lacks ${key}`);
  for (const key of Object.keys(en))
    if (!Object.hasOwn(fa, key)) differences.push(`fa lacks ${key}`);
  for (const [key, source] of Object.entries(fa)) {
    const target = en[key];
    if (target === undefined) continue;
    const faArgs = icuArguments(source, 'fa').join(', ');
    const enArgs = icuArguments(target, 'en').join(', ');
    if (faArgs !== enArgs) differences.push(`${key}: fa {${faArgs}} en {${enArgs}}`);
  }
  return differences;
}
