/** Statuses whose Response must be built without a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * fetch's contract over XMLHttpRequest, for the one thing fetch cannot do: report the progress of
 * a request body while it travels (0–100). Resolves with a Response for every HTTP answer, rejects
 * with a TypeError when no answer came and with an AbortError when the signal aborts — so the API
 * client (lib/api.ts) treats both transports alike.
 */
export function fetchWithUploadProgress(
  url: string,
  init: RequestInit,
  onProgress: (percent: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The request was aborted', 'AbortError');
    if (init.signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'arraybuffer';
    xhr.withCredentials = init.credentials === 'include';
    for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };

    const abort = () => xhr.abort();
    init.signal?.addEventListener('abort', abort, { once: true });
    const settle = () => init.signal?.removeEventListener('abort', abort);
    xhr.onabort = () => {
      settle();
      reject(aborted());
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.onload = () => {
      settle();
      const body = NULL_BODY.has(xhr.status) ? null : (xhr.response as ArrayBuffer | null);
      resolve(new Response(body, { status: xhr.status, headers: headersOf(xhr.getAllResponseHeaders()) }));
    };
    onProgress(0);
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
