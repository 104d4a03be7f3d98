/** A load benchmark: one request shape hammered by many connections. */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ScenarioRequest {
  method: HttpMethod;
  /** Path on the server under test, e.g. /api/v1/platformInfo */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface ScenarioContext {
  /** http://127.0.0.1:<port> of the server started for this run. */
  baseUrl: string;
}

export interface Scenario {
  /** Short label for the report. */
  name: string;
  request: ScenarioRequest;
  /**
   * Runs once before the warm-up (log in, create fixtures). What it returns is merged into
   * `request`; headers are merged key by key.
   */
  setup?: (context: ScenarioContext) => Promise<Partial<ScenarioRequest>>;
}

export async function resolveRequest(
  scenario: Scenario,
  context: ScenarioContext,
): Promise<ScenarioRequest> {
  const extra = (await scenario.setup?.(context)) ?? {};
  return {
    ...scenario.request,
    ...extra,
    headers: { ...scenario.request.headers, ...extra.headers },
  };
}
