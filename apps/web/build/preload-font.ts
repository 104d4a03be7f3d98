import type { Plugin } from 'vite';

/**
 * Persian is the default language: preload the Persian-script Vazirmatn subset so the login
 * page does not flash in a fallback font. Latin text uses the system font.
 */
export function preloadPersianFont(): Plugin {
  return {
    name: 'ravan-preload-persian-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) =>
          /Vazirmatn-NL.*\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
