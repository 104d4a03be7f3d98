import { createContext, useContext, type ReactNode } from 'react';
import type { Translator } from './translator';

export const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

export function useI18n(): Translator {
  const translator = useContext(I18nContext);
  if (!translator) throw new Error('useI18n outside I18nProvider');
  return translator;
}
