import zlib from 'node:zlib';
import { rawRequest } from './raw-request';

/** One file as a browser on a compressing connection would receive it. */
export interface WireAsset {
  /** Path and query on the server, e.g. /assets/index-3f2a.js */
  path: string;
  status: number;
  contentType: string;
  /** Bytes on the wire (the compressed body when the server compressed it). */
  bytes: number;
  /** Content-Encoding the server chose, or "identity". */
  encoding: string;
  /** The decoded body, for finding what this file pulls in. */
  text: string;
}

const ACCEPT_ENCODING = 'br, gzip';

function decode(body: Buffer, encoding: string): Buffer {
  switch (encoding) {
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'gzip':
      return zlib.gunzipSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    default:
      return body;
  }
}

export async function fetchWireAsset(url: URL): Promise<WireAsset> {
  const response = await rawRequest(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
  const encoding = String(response.headers['content-encoding'] ?? 'identity').toLowerCase();
  return {
    path: url.pathname + url.search,
    status: response.status,
    contentType: String(response.headers['content-type'] ?? ''),
    bytes: response.body.length,
    encoding,
    text: decode(response.body, encoding).toString('utf8'),
  };
}
