import { afterAll, beforeAll } from 'vitest';
import { startProduct, type Product, type ProductOptions } from './product';

/**
 * The product for one test file: started before the file's tests and closed after them. The
 * returned object is filled in when the product has started, so tests read `product.server` and
 * `product.browser` as usual.
 */
export function productForFile(options?: ProductOptions): Product {
  const product = {} as Product;
  let started = false;
  beforeAll(async () => {
    Object.assign(product, await startProduct(options));
    started = true;
  });
  afterAll(async () => {
    if (started) await product.close();
  });
  return product;
}
