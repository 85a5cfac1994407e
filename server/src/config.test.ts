import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('points e-mail links where the server listens when PUBLIC_URL is unset', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
  });

  it('keeps a PUBLIC_URL that is set, without a trailing slash', () => {
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://lend.example.org/' }).PUBLIC_URL).toBe(
      'https://lend.example.org',
    );
  });

  it('refuses a PUBLIC_URL that is not an http(s) address', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'lend.example.org' })).toThrow(/PUBLIC_URL/);
  });
});
