import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const fromHere = createRequire(import.meta.url);

export type FontWeight = 'regular' | 'bold';

const FILES: Record<FontWeight, string> = {
  regular: 'vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf',
  bold: 'vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf',
};

const cache = new Map<FontWeight, Buffer>();

/** Vazirmatn (SIL OFL, from npm): Persian and Latin in one face, read once per process. */
export function fontData(weight: FontWeight): Buffer {
  let data = cache.get(weight);
  if (!data) {
    data = readFileSync(fromHere.resolve(FILES[weight]));
    cache.set(weight, data);
  }
  return data;
}
