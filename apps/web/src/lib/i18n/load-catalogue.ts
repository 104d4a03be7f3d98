import type { Locale } from '@ravan/contract';
import type { CoreMessages, Messages, WorkspaceMessages } from '../../locales/fa';
import { createTranslator, type Translator } from './translator';

/*
 * Only the language in use is downloaded, in two chunks: the core (every screen, the login page
 * included) and the workspace (the panel's areas, the root-level payment and calendar screens).
 * The landing page stays small; the panel's loaders ask for the workspace too.
 */
const cores = new Map<Locale, Promise<CoreMessages>>();
const workspaces = new Map<Locale, Promise<WorkspaceMessages>>();
const translators = new Map<Locale, { translator: Translator; complete: boolean }>();

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

function loadWorkspace(locale: Locale): Promise<WorkspaceMessages> {
  let pending = workspaces.get(locale);
  if (!pending) {
    pending =
      locale === 'fa'
        ? import('../../locales/fa-workspace').then((module) => module.faWorkspace)
        : import('../../locales/en-workspace').then((module) => module.enWorkspace);
    workspaces.set(locale, pending);
  }
  return pending;
}

/**
 * The translator for a language, with the workspace strings when asked for (or already loaded).
 * A core-only translator answers a workspace key with the key itself; only the screens whose
 * loaders ask for the workspace use those keys.
 */
export async function loadTranslator(
  locale: Locale,
  options: { workspace?: boolean } = {},
): Promise<Translator> {
  const core = await loadCore(locale);
  const wantsWorkspace = options.workspace === true || workspaces.has(locale);
  const workspace = wantsWorkspace ? await loadWorkspace(locale) : undefined;
  const current = translators.get(locale);
  if (current && (current.complete || !workspace)) return current.translator;
  // Core-only until the workspace arrives: the missing keys are never shown by core screens.
  const messages = { ...core, ...workspace } as Messages;
  const translator = createTranslator(locale, messages);
  translators.set(locale, { translator, complete: workspace !== undefined });
  return translator;
}

export function loadedTranslator(locale: Locale): Translator | undefined {
  return translators.get(locale)?.translator;
}
