import type { Locale } from '@ravan/contract';
import type { CoreMessages, Messages, SiteMessages, WorkspaceMessages } from '../../locales/fa';
import { createTranslator, type Translator } from './translator';

/*
 * Only the language in use is downloaded, in chunks: the core (every screen, the login page
 * included), the workspace (the panel's areas, the root-level payment and calendar screens) and
 * the site (the public home, terms, privacy and directory pages). The landing pages stay small;
 * each route's loader asks for the parts it shows.
 */
type Part = 'workspace' | 'site';
type PartMessages = { workspace: WorkspaceMessages; site: SiteMessages };

const cores = new Map<Locale, Promise<CoreMessages>>();
const parts = new Map<string, Promise<PartMessages[Part]>>();
const translators = new Map<Locale, { translator: Translator; parts: Set<Part> }>();

function loadCore(locale: Locale): Promise<CoreMessages> {
  let pending = cores.get(locale);
  if (!pending) {
    pending =
      locale === 'fa'
        ? import('../../locales/fa-core').then((module) => module.faCore)
        : import('../../locales/en-core').then((module) => module.enCore);
    cores.set(locale, pending);
  }
  return pending;
}

const IMPORTS: Record<Part, Record<Locale, () => Promise<PartMessages[Part]>>> = {
  workspace: {
    fa: () => import('../../locales/fa-workspace').then((module) => module.faWorkspace),
    en: () => import('../../locales/en-workspace').then((module) => module.enWorkspace),
  },
  site: {
    fa: () => import('../../locales/fa/site').then((module) => module.site),
    en: () => import('../../locales/en/site').then((module) => module.site),
  },
};

function loadPart(locale: Locale, part: Part): Promise<PartMessages[Part]> {
  const key = `${locale}:${part}`;
  let pending = parts.get(key);
  if (!pending) {
    pending = IMPORTS[part][locale]();
    parts.set(key, pending);
  }
  return pending;
}

/**
 * The translator for a language, with the parts asked for (and those already loaded). A
 * translator without a part answers that part's keys with the key itself; only the screens whose
 * loaders ask for the part use those keys.
 */
export async function loadTranslator(
  locale: Locale,
  options: { workspace?: boolean; site?: boolean } = {},
): Promise<Translator> {
  const wanted = new Set<Part>();
  for (const part of ['workspace', 'site'] as const) {
    if (options[part] === true || parts.has(`${locale}:${part}`)) wanted.add(part);
  }
  const [core, ...loaded] = await Promise.all([
    loadCore(locale),
    ...[...wanted].map((part) => loadPart(locale, part)),
  ]);
  const current = translators.get(locale);
  if (current && [...wanted].every((part) => current.parts.has(part))) return current.translator;
  const messages = Object.assign({}, core, ...loaded) as Messages;
  const translator = createTranslator(locale, messages);
  translators.set(locale, { translator, parts: wanted });
  return translator;
}

export function loadedTranslator(locale: Locale): Translator | undefined {
  return translators.get(locale)?.translator;
}
