import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from '../../locales/en';
import { fa } from '../../locales/fa';
import { I18nProvider } from '../../lib/i18n/i18n-context';
import { createTranslator } from '../../lib/i18n/translator';
import { NamedText } from './named-text';

const render = (locale: 'fa' | 'en', name: string) =>
  renderToStaticMarkup(
    <I18nProvider translator={createTranslator(locale, locale === 'fa' ? fa : en)}>
      <h1>
        <NamedText id="panel.dashboard.greeting" name={name} />
      </h1>
    </I18nProvider>,
  );

describe('a user-supplied name inside a sentence', () => {
  it('renders inside its own <bdi>, the sentence around it unchanged', () => {
    expect(render('en', 'سارا')).toBe('<h1>Hello <bdi>سارا</bdi>, welcome</h1>');
    expect(render('fa', 'Sara Ahmadi')).toBe('<h1>سلام <bdi>Sara Ahmadi</bdi>، خوش آمدید</h1>');
  });

  it('keeps a name with a right-to-left override inside the isolated element', () => {
    const html = render('en', 'Sara\u202eexe.fdp');
    expect(html).toBe('<h1>Hello <bdi>Sara\u202eexe.fdp</bdi>, welcome</h1>');
  });
});
