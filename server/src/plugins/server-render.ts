import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LAYOUT_COOKIE, type Language } from '@lendline/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../i18n/request-language.ts';
import { SESSION_COOKIE } from '../modules/auth/session-token.ts';

/**
 * The web app's server renderer (web/src/entry-server.tsx, built to web/dist-server/): draws a
 * signed-in screen's first page so that a phone paints it before the scripts have run (issue 8).
 * Declared here, not imported: the server does not depend on the web app's code.
 */
export interface ScreenRenderer {
  isServerDrawn(pathname: string): boolean;
  renderScreen(request: {
    url: string;
    transport: (path: string, init: RequestInit) => Promise<Response>;
    language: Language;
    layoutCookie: string | undefined;
    mobileHint: string | undefined;
  }): Promise<{ html: string; state: unknown; modules: readonly string[] } | null>;
}

/** Where `vite build --ssr` writes the renderer, beside the browser's build. */
export const RENDERER_FILE = join('..', 'dist-server', 'entry-server.js');
/** The browser build's manifest: which chunks and stylesheets each source module needs. */
const MANIFEST_FILE = join('.vite', 'manifest.json');
const ROOT_ELEMENT = '<div id="root"></div>';
/** Where index.html names the app's entry script (the page's stylesheets go before it). */
const ENTRY_SCRIPT = '<script type="module"';
/** index.html's early read of the session (web/index.html), which a drawn page does not need. */
const SESSION_PRELOAD = /<link rel="preload" href="\/api\/v1\/auth\/session"[^>]*>/;
/** The page's HTML and the data it holds are this user's: stored nowhere. */
const DRAWN_PAGE_CACHE = 'no-store';

/** Loads the built renderer, or null when the web app was built without it (or not at all). */
export async function loadScreenRenderer(webDist: string): Promise<ScreenRenderer | null> {
  const file = join(webDist, RENDERER_FILE);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ScreenRenderer;
}

interface ManifestChunk {
  css?: string[];
  imports?: string[];
}

/** The stylesheets a page's modules load, theirs and their imports', in import order. */
export function stylesOf(
  manifest: Record<string, ManifestChunk>,
  modules: readonly string[],
): string[] {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The web build's manifest has no ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const style of chunk.css ?? []) styles.add(style);
  };
  for (const module of modules) visit(module);
  return [...styles];
}

/** index.html and the manifest, read again when the web app is rebuilt. */
function buildFiles(webDist: string) {
  let read: { at: number; template: string; manifest: Record<string, ManifestChunk> } | undefined;
  return () => {
    const at = statSync(join(webDist, 'index.html')).mtimeMs;
    if (read?.at !== at) {
      read = {
        at,
        template: readFileSync(join(webDist, 'index.html'), 'utf8'),
        manifest: JSON.parse(readFileSync(join(webDist, MANIFEST_FILE), 'utf8')) as Record<
          string,
          ManifestChunk
        >,
      };
    }
    return read;
  };
}

/** JSON that a `</script>` or `<!--` inside it cannot end early (and a U+2028 cannot break). */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * Answers a page load of a screen the renderer draws, for a request with a session, with the
 * drawn page; returns false (nothing sent) when the page is not drawn here, and the caller sends
 * the app's index.html as before. A drawing that fails is logged and left to the browser.
 */
export function serverRender(app: FastifyInstance, webDist: string, renderer: ScreenRenderer) {
  const files = buildFiles(webDist);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!request.cookies[SESSION_COOKIE] || !renderer.isServerDrawn(pathname)) return false;
    const headers = {
      cookie: request.headers.cookie ?? '',
      'accept-language': request.headers['accept-language'] ?? '',
    };
    let drawn: Awaited<ReturnType<ScreenRenderer['renderScreen']>>;
    try {
      drawn = await renderer.renderScreen({
        url: request.url,
        // The API's own routes, in-process, as this request: its session, language and address.
        transport: async (path, init) => {
          const answer = await app.inject({
            method: (init.method ?? 'GET') as 'GET',
            url: path,
            headers: { ...headers, accept: 'application/json' },
            remoteAddress: request.ip,
          });
          return new Response(answer.statusCode === 204 ? null : answer.body, {
            status: answer.statusCode,
            headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
          });
        },
        language: requestLanguage(request),
        layoutCookie: request.cookies[LAYOUT_COOKIE],
        mobileHint: request.headers['sec-ch-ua-mobile'] as string | undefined,
      });
    } catch (error) {
      request.log.error({ err: error }, 'The server could not draw the page; the browser will');
      return false;
    }
    if (!drawn) return false;

    const { template, manifest } = files();
    // The screen's stylesheets, which its first paint waits for, asked for before the scripts,
    // which it does not (React hydrates the page once they have loaded); not those index.html
    // names already (a second link in another CORS mode is a second fetch).
    const styles = stylesOf(manifest, drawn.modules).filter(
      (file) => !template.includes(`/${file}"`),
    );
    const links = styles
      .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`)
      .join('');
    const state = drawn.state as { language: string };
    // Replaced by functions: a `$&` or `$'` in a customer's name is text, not a pattern.
    const page = template
      .replace('<html lang="en"', () => `<html lang="${escapeAttribute(state.language)}"`)
      // The session is in the page: its early read would be a second one.
      .replace(SESSION_PRELOAD, '')
      .replace(ENTRY_SCRIPT, () => `${links}${ENTRY_SCRIPT}`)
      .replace(
        ROOT_ELEMENT,
        () =>
          `<div id="root">${drawn.html}</div>` +
          `<script type="application/json" id="lendline-state">${jsonForScript(drawn.state)}</script>`,
      );
    reply
      .header('cache-control', DRAWN_PAGE_CACHE)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) {
      // A middle quality: the page is compressed per request (a few milliseconds for ~60 kB).
      const body = brotliCompressSync(page, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      });
      await reply.header('content-encoding', 'br').send(body);
    } else if (/\bgzip\b/.test(accepted)) {
      await reply.header('content-encoding', 'gzip').send(gzipSync(page));
    } else {
      await reply.send(page);
    }
    return true;
  };
}
