import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { FakeUploadRequest } from './fake-upload-request';
import { readUploadAnswer, uploadForm } from './upload';

function start(token: string | null = 'tok') {
  const request = new FakeUploadRequest();
  const progress: number[] = [];
  const result = uploadForm<{ data: { _id: string } }>({
    method: 'POST',
    path: '/products',
    body: new FormData(),
    token,
    onProgress: (f) => progress.push(f),
    createRequest: () => request as unknown as XMLHttpRequest,
  });
  return { request, progress, result };
}

describe('the upload with progress', () => {
  it('sends the form with the bearer token and reports progress up to done', async () => {
    const { request, progress, result } = start();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/products');
    expect(request.headers.authorization).toBe('Bearer tok');
    request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 } as ProgressEvent);
    request.upload.onload?.();
    request.answer(201, JSON.stringify({ success: true, data: { _id: 'p1' } }));
    await expect(result).resolves.toEqual({ success: true, data: { _id: 'p1' } });
    expect(progress).toEqual([0.25, 1]);
  });

  it('no token, no authorization header', () => {
    const { request } = start(null);
    expect(request.headers.authorization).toBeUndefined();
  });

  it("a refused save rejects with the server's message, status and code", async () => {
    const { request, result } = start();
    request.answer(
      409,
      JSON.stringify({ success: false, message: 'Someone else saved.', code: 'stale_version' }),
    );
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Someone else saved.', code: 'stale_version' });
  });

  it("a network failure reads 'No response received from server.'", async () => {
    const { request, result } = start();
    request.onerror?.();
    await expect(result).rejects.toMatchObject({
      message: 'No response received from server.',
      status: undefined,
    });
  });
});

describe('reading an upload answer like every other answer', () => {
  it("an error page that is not JSON reads 'HTTP error! Status: 502'", () => {
    expect(() => readUploadAnswer(502, '<html>')).toThrow('HTTP error! Status: 502');
  });

  it('an error without a message falls back to the status text', () => {
    expect(() => readUploadAnswer(500, '{}')).toThrow('HTTP error! Status: 500');
  });

  it('status 0 means no answer came', () => {
    expect(() => readUploadAnswer(0, '')).toThrow('No response received from server.');
  });
});
