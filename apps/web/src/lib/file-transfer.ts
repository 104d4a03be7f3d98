import { ApiError, apiHeaders } from './api-client';

async function failure(response: Response): Promise<ApiError> {
  let body: { message?: string; code?: string } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    /* not JSON: the status alone */
  }
  return new ApiError(response.status, body);
}

/**
 * Fetches a file from the API with the bearer token (SPEC.md §7: "a file path as a blob") and
 * hands it to the browser as a download. A failure rejects with the server's message (SPEC §8).
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { headers: apiHeaders() });
  } catch {
    throw new ApiError(0, {});
  }
  if (!response.ok) throw await failure(response);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/** Fetches a file from the API with the bearer token as a blob (to show it, e.g. an image). */
export async function fetchFileBlob(url: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { headers: apiHeaders() });
  } catch {
    throw new ApiError(0, {});
  }
  if (!response.ok) throw await failure(response);
  return response.blob();
}

/** Posts a multipart form (a file upload) with the bearer token; answers the JSON body. */
export async function postForm<T>(url: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { ...apiHeaders(), accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(0, {});
  }
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}
