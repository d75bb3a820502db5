import { vi } from 'vitest';

export interface SentUpload {
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

/**
 * XMLHttpRequest for jsdom: multipart uploads go through the fetch stub of the test (so the routes
 * of stubSession answer them) after reporting some upload progress; the FormData is recorded. As a
 * browser does, a request that sets no Accept-Language gets the browser's languages.
 */
export function stubXhr(): SentUpload[] {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseType = '';
    response: ArrayBuffer | null = null;
    withCredentials = false;
    private responseHeaders = '';
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    getAllResponseHeaders() {
      return this.responseHeaders;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      this.headers['accept-language'] ??= navigator.languages.join(',');
      sent.push({ url: this.url, headers: this.headers, body });
      void (async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        try {
          const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
          this.status = response.status;
          this.responseHeaders = [...response.headers].map(([k, v]) => `${k}: ${v}`).join('\r\n');
          this.response = await response.arrayBuffer();
          this.onload?.();
        } catch {
          this.onerror?.();
        }
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** A File of a given name, type and (declared) size. */
export function fakeFile(name: string, type: string, size = 1024): File {
  const file = new File(['%PDF-1.4 test'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
