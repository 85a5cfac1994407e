import { describe, expect, it } from 'vitest';
import { readyLine } from './ready-line.ts';

describe('readyLine', () => {
  it('names the address, the database and a demo account to try', () => {
    expect(
      readyLine({
        url: 'http://localhost:3000',
        database: 'embedded PostgreSQL in /srv/data/pglite',
        demoAccount: 'admin@acme.test',
      }),
    ).toBe(
      'Lendline is ready at http://localhost:3000 (database: embedded PostgreSQL in /srv/data/pglite).' +
        ' Sign in at http://localhost:3000/login as admin@acme.test (password Demo1234!).',
    );
  });

  it('offers no account without demo data', () => {
    expect(
      readyLine({ url: 'https://lend.example.org', database: 'PostgreSQL', demoAccount: null }),
    ).toBe('Lendline is ready at https://lend.example.org (database: PostgreSQL).');
  });
});
