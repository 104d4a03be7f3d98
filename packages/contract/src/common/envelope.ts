import { z, type Schema } from './zod-setup';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants';

/** `{ data, message? }` — every successful answer. */
export const dataOf = <T extends Schema>(data: T) =>
  z.object({ data, message: z.optional(z.string()) });

export const pageMeta = z.object({ page: z.int(), perPage: z.int(), total: z.int() });
export type PageMeta = z.infer<typeof pageMeta>;

/** `{ data: [...], meta: { page, perPage, total } }` — every list. */
export const pageOf = <T extends Schema>(item: T) =>
  z.object({ data: z.array(item), meta: pageMeta, message: z.optional(z.string()) });

export const pageQuery = (defaultPerPage: number = PAGE_SIZE.default) =>
  z.object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
    perPage: z._default(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE)),
      defaultPerPage,
    ),
  });

/** `{ message, code, errors? }` — every error. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  data: z.optional(z.unknown()),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const okBody = z.object({ message: z.optional(z.string()), data: z.optional(z.null()) });

/** The (empty) body of a `redirect` answer: the browser follows the Location header. */
export const redirectAnswer = z
  .null()
  .check(z.describe('Redirect (see the Location header); no body'));

/** The body of an `html` answer: a page for the browser. */
export const htmlPage = z.string().check(z.describe('An HTML page for the browser'));
