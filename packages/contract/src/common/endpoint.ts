import type { Input, Output, Schema } from './zod-setup';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, guests only (`guest` still answers a logged-in caller —
 * it just does not need a token), or a logged-in user (optionally of given roles).
 */
export type EndpointAccess = 'public' | 'user';

/**
 * What a successful answer is: a JSON body checked against `response` (the default), a file
 * (`binary`, of `contentType`), a redirect (`redirect`: the Location header, status 302 or 303)
 * or an HTML page (`html`, for the browser pages a gateway shows). Errors are JSON in every kind.
 */
export type ResponseKind = 'json' | 'binary' | 'redirect' | 'html';

/**
 * One endpoint, described once. The API registers its route from this (validation, serialisation,
 * OpenAPI); the web app builds its fetcher from it. `path` is relative to `/api/v1` and uses
 * `:name` parameters.
 */
export interface Endpoint<
  Body extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Params extends Schema | undefined = Schema | undefined,
  Response extends Schema = Schema,
> {
  method: HttpMethod;
  path: string;
  access: EndpointAccess;
  summary: string;
  tags: readonly string[];
  body?: Body;
  query?: Query;
  params?: Params;
  response: Response;
  /** What the success answer is (default `json`). */
  kind?: ResponseKind;
  /** The media type of a `binary` answer. */
  contentType?: string;
  /** Status of the success answer (default 200; a `redirect` answers 302 or 303). */
  status?: 200 | 201 | 202 | 204 | 302 | 303;
  /** An `html` page that may instead send the browser on with a 303 (e.g. to the outcome screen). */
  mayRedirect?: boolean;
  /** A request without a body is read as `{}` (every field of the body schema is optional). */
  optionalBody?: boolean;
  /** Answers carrying health data must never be cached. */
  sensitive?: boolean;
}

/** Keeps the literal shape (access, schemas) so handlers and fetchers get exact types. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

export type ResponseOf<E extends Endpoint> = Output<E['response']>;
export type BodyInput<E extends Endpoint> = Input<E['body']>;
export type QueryInput<E extends Endpoint> = Input<E['query']>;
export type ParamsInput<E extends Endpoint> = Input<E['params']>;
