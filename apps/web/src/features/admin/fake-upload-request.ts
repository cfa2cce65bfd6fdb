/**
 * The browser's upload object (XMLHttpRequest) for tests: it records what was sent and is
 * answered by the test. Saves go through XMLHttpRequest for their progress bar.
 */
export class FakeUploadRequest {
  /** Every request sent, in order (a test empties it before it starts). */
  static sent: FakeUploadRequest[] = [];
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | undefined;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  /** The server answers: `body` as it is when text, as JSON otherwise. */
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  /** The upload finishes, then the server answers. */
  complete(status: number, body: unknown) {
    this.upload.onload?.();
    this.answer(status, body);
  }
}
