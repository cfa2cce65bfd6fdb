import { describe, expect, it } from 'vitest';
import { createMemoryBackend, createSafeStorage } from './storage';

describe('safe storage', () => {
  it('reads and writes JSON', () => {
    const storage = createSafeStorage(createMemoryBackend());
    storage.setJSON('k', { a: 1 });
    expect(storage.getJSON('k')).toEqual({ a: 1 });
    storage.remove('k');
    expect(storage.getJSON('k')).toBeUndefined();
  });

  it('reads unparseable JSON as nothing', () => {
    const storage = createSafeStorage(createMemoryBackend({ k: '{oops' }));
    expect(storage.getJSON('k')).toBeUndefined();
    expect(storage.getString('k')).toBe('{oops');
  });

  it('never throws, whatever the backend does', () => {
    const boom = () => {
      throw new Error('denied');
    };
    const storage = createSafeStorage({ getItem: boom, setItem: boom, removeItem: boom });
    expect(storage.getString('k')).toBeNull();
    expect(storage.getJSON('k')).toBeUndefined();
    expect(() => storage.setJSON('k', 1)).not.toThrow();
    expect(() => storage.remove('k')).not.toThrow();
  });

  it('works without any backend', () => {
    const storage = createSafeStorage(null);
    expect(storage.getString('k')).toBeNull();
    expect(() => storage.setString('k', 'v')).not.toThrow();
  });

  it('skips values JSON cannot write (cycles)', () => {
    const backend = createMemoryBackend();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    createSafeStorage(backend).setJSON('k', cyclic);
    expect(backend.data.has('k')).toBe(false);
  });
});
