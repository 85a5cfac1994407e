import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { loginAs } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { stylesOf, type ScreenRenderer } from './server-render.ts';

const INDEX_HTML = [
  '<!doctype html><html lang="en" data-mantine-color-scheme="light"><head>',
  '<link rel="preload" href="/api/v1/auth/session" as="fetch" crossorigin />',
  '<script type="module" crossorigin src="/assets/index-a1b2.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/first-screens.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');

const MANIFEST = {
  'index.html': { file: 'assets/index-a1b2.js', css: ['assets/first-screens.css'] },
  'src/app/layout/app-layout.tsx': {
    file: 'assets/layout.js',
    css: ['assets/layout.css'],
    imports: ['_shared.js'],
  },
  'src/app/routes/dashboard.tsx': {
    file: 'assets/dashboard.js',
    css: ['assets/dashboard.css'],
    imports: ['_shared.js', 'index.html'],
  },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
};

type Rendered = Awaited<ReturnType<ScreenRenderer['renderScreen']>>;
type RenderRequest = Parameters<ScreenRenderer['renderScreen']>[0];

/** The renderer's part, played by the test: what it was asked, and what it answers. */
const renderer = {
  calls: [] as RenderRequest[],
  answer: async (request: RenderRequest): Promise<Rendered> => {
    // Reads the API as the page's user, as the real renderer does.
    const session = (await (await request.transport('/api/v1/auth/session', {})).json()) as {
      user: { email: string };
    };
    return {
      html: `<main><h1>Dashboard of ${session.user.email}</h1></main>`,
      state: { language: 'hi', note: '</script><script>alert(1)</script>' },
      modules: ['src/app/layout/app-layout.tsx', 'src/app/routes/dashboard.tsx'],
    };
  },
};
const fakeRenderer: ScreenRenderer = {
  isServerDrawn: (pathname) => pathname === '/dashboard',
  renderScreen: (request) => {
    renderer.calls.push(request);
    return renderer.answer(request);
  },
};

let database: Database;
let app: FastifyInstance;
let webDist: string;
let cookie: string;
const logged: string[] = [];

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'lendline-drawn-'));
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  database = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'error' }),
    database,
    logStream: { write: (line) => logged.push(line) },
    webDistFolder: webDist,
    screenRenderer: fakeRenderer,
  });
  cookie = await loginAs(app, 'admin@acme.test');
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});
beforeEach(() => {
  renderer.calls.length = 0;
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

describe('a page load of a screen the server draws', () => {
  it("answers the screen drawn for the request's user, stored nowhere", async () => {
    const response = await page('/dashboard?from=bell');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(
      '<div id="root"><main><h1>Dashboard of admin@acme.test</h1></main></div>',
    );
    expect(response.body).toContain('<html lang="hi" data-mantine-color-scheme="light">');
    expect(renderer.calls[0]).toMatchObject({ url: '/dashboard?from=bell' });
  });

  it("keeps a `$&` or `$'` in the drawing as text", async () => {
    const answer = renderer.answer;
    renderer.answer = async () => ({
      html: "<p>Cash $& Carry, Sons$' and $1</p>",
      state: { language: 'en', note: "$'" },
      modules: [],
    });
    try {
      const body = (await page('/dashboard')).body;

      expect(body).toContain(`<div id="root"><p>Cash $& Carry, Sons$' and $1</p></div>`);
      expect(body).toContain('{"language":"en","note":"$\'"}');
    } finally {
      renderer.answer = answer;
    }
  });

  it('sends the state in a JSON element that no text inside it can close', async () => {
    const body = (await page('/dashboard')).body;
    const state = /<script type="application\/json" id="lendline-state">(.*?)<\/script>/.exec(body);

    expect(body).not.toContain('<script>alert(1)');
    expect(JSON.parse(state![1]!)).toEqual({
      language: 'hi',
      note: '</script><script>alert(1)</script>',
    });
  });

  it("names the screen's stylesheets before the scripts, once each, not those index.html names", async () => {
    const body = (await page('/dashboard')).body;
    const head = body.slice(0, body.indexOf('</head>'));
    const beforeScripts = head.slice(0, head.indexOf('<script type="module"'));

    for (const file of ['layout.css', 'shared.css', 'dashboard.css']) {
      expect(beforeScripts).toContain(`<link rel="stylesheet" crossorigin href="/assets/${file}">`);
    }
    expect(head.split('/assets/shared.css').length).toBe(2);
    expect(head.split('/assets/first-screens.css').length).toBe(2);
    // Its chunks load as the app asks for them: their bytes would compete with the stylesheets.
    expect(head).not.toContain('modulepreload');
  });

  it("leaves out index.html's early read of the session, which the page carries", async () => {
    expect(INDEX_HTML).toContain('/api/v1/auth/session');
    expect((await page('/dashboard')).body).not.toContain('/api/v1/auth/session');
  });

  it('compresses the page when the browser accepts brotli', async () => {
    const response = await page('/dashboard', { 'accept-encoding': 'gzip, deflate, br' });

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      'Dashboard of admin@acme.test',
    );
  });

  it('passes the layout cookie, the phone hint and the language asked for', async () => {
    await page('/dashboard', {
      cookie: `${cookie}; lendline_layout=collapsed`,
      'sec-ch-ua-mobile': '?1',
      'accept-language': 'sw-KE,sw;q=0.9',
    });

    expect(renderer.calls[0]).toMatchObject({
      layoutCookie: 'collapsed',
      mobileHint: '?1',
      language: 'sw',
    });
  });
});

describe('a page load the server leaves to the browser', () => {
  it('sends the app itself without a session, without asking the renderer', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard' });

    expect(response.body).toBe(INDEX_HTML);
    expect(renderer.calls).toEqual([]);
  });

  it('sends the app itself for a screen the renderer does not draw', async () => {
    const response = await page('/customers');

    expect(response.body).toBe(INDEX_HTML);
    expect(renderer.calls).toEqual([]);
  });

  it('sends the app itself when the renderer declines (a session that has ended)', async () => {
    const answer = renderer.answer;
    renderer.answer = async () => null;
    try {
      expect((await page('/dashboard')).body).toBe(INDEX_HTML);
    } finally {
      renderer.answer = answer;
    }
  });

  it('sends the app itself, and logs why, when the drawing fails', async () => {
    const answer = renderer.answer;
    renderer.answer = async () => {
      throw new Error('no drawing today');
    };
    try {
      const response = await page('/dashboard');

      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(logged.join('\n')).toContain('no drawing today');
    } finally {
      renderer.answer = answer;
    }
  });
});

describe("the stylesheets of a page's modules", () => {
  it('walks their imports once each, in import order', () => {
    expect(stylesOf(MANIFEST, ['src/app/routes/dashboard.tsx'])).toEqual([
      'assets/shared.css',
      'assets/first-screens.css',
      'assets/dashboard.css',
    ]);
  });

  it('refuses a module the build does not have (a renamed screen)', () => {
    expect(() => stylesOf(MANIFEST, ['src/app/routes/gone.tsx'])).toThrow(
      "The web build's manifest has no src/app/routes/gone.tsx",
    );
  });
});
