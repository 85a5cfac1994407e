/**
 * The server's first drawing of a signed-in screen (issue 8: a phone's largest paint within
 * 2.5 s). The server (server/src/plugins/server-render.ts) calls `renderScreen` for a page load;
 * the browser shows the HTML at once and React hydrates it when the scripts arrive (main.tsx),
 * from the same query answers, language and layout, so that its first render matches.
 *
 * Built for Node by `vite build --ssr` (web/vite.config.ts) into web/dist-server/.
 */
import { isLanguage, type Language, type SessionResponse } from '@lendline/core';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '@/app';
import {
  NAV_REGISTRY,
  URL_ONLY_SCREENS,
  type NavEntry,
  type UrlOnlyScreen,
} from '@/app/layout/nav-registry';
import type { ServerState } from '@/app/hydration';
import { ServerDrawingContext, drawingOf } from '@/lib/server-drawing';
import { AppProvider, createAppQueryClient } from '@/app/provider';
import { AppLayout, GuardedScreen } from '@/app/route-preload';
import { SessionPreferences } from '@/app/session-preferences';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { i18n, loadCatalog } from '@/i18n/i18n';
import { setApiTransport, type ApiTransport } from '@/lib/api-client';

export interface ScreenRequest {
  /** The page's path and query ('/dashboard'). */
  url: string;
  /** Reads the API as the signed-in user whose page this is (the request's cookie). */
  transport: ApiTransport;
  /** The request's Accept-Language, for a user who has not chosen a language. */
  language: Language;
  /** The browser's layout cookie (server-drawing.ts), if any. */
  layoutCookie: string | undefined;
  /** The Sec-CH-UA-Mobile client hint: '?1' on a phone. */
  mobileHint: string | undefined;
  /** How long the drawing waits for its reads (READ_BUDGET_MS unless a test says otherwise). */
  readBudgetMs?: number;
}

/**
 * How long a drawing waits for the screen's reads after the session's. A read slower than that
 * is left out, its part drawn as loading and read again by the browser, so one slow read (a
 * figure over millions of rows) never holds the whole page: a drawn page takes 30-100 ms.
 */
export const READ_BUDGET_MS = 500;

export interface RenderedScreen {
  /** The root's inner HTML. */
  html: string;
  /** What the browser needs to hydrate the same drawing (read by main.tsx). */
  state: ServerState;
  /** The app's source modules whose chunks (and stylesheets) the drawing uses. */
  modules: readonly string[];
}

/** The screens drawn on the server: those whose module the registry names (nav-registry.ts). */
type Screen = UrlOnlyScreen & Pick<NavEntry, 'prefetch'>;
const SCREENS: readonly Screen[] = [...NAV_REGISTRY, ...URL_ONLY_SCREENS];
const SERVER_DRAWN: ReadonlyMap<string, { entry: Screen; module: string }> = new Map(
  SCREENS.flatMap((entry) =>
    entry.serverModule ? [[entry.path, { entry, module: entry.serverModule }] as const] : [],
  ),
);

/** The layout's modules, which every signed-in screen's drawing uses. */
const LAYOUT_MODULES = ['src/app/layout/app-layout.tsx', 'src/app/layout/guarded-screen.tsx'];

export function isServerDrawn(pathname: string): boolean {
  return SERVER_DRAWN.has(pathname);
}

/**
 * The API transport of the drawing in progress: each drawing reads as its own request's user,
 * however many are in progress (their reads wait on the database, not on each other).
 */
const drawingTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const transport = drawingTransport.getStore();
  if (!transport) throw new Error(`The server read ${path} outside a drawing`);
  return transport(path, init);
});

/**
 * Draws the screen at `request.url` for the signed-in user, or answers null when the page is
 * not drawn on the server (another screen, nobody signed in, a profile to complete, MFA to
 * enrol): the browser then draws it as before.
 */
export function renderScreen(request: ScreenRequest): Promise<RenderedScreen | null> {
  return drawingTransport.run(request.transport, () => draw(request));
}

/** Renders in progress: the language and the formatting organization are the module's. */
let rendering: Promise<unknown> = Promise.resolve();

/** Runs `render` once every render before it has finished: one at a time. */
function exclusively<T>(render: () => Promise<T>): Promise<T> {
  const next = rendering.then(render);
  rendering = next.catch(() => undefined);
  return next;
}

async function draw(request: ScreenRequest): Promise<RenderedScreen | null> {
  const pathname = new URL(request.url, 'http://server').pathname;
  const drawn = SERVER_DRAWN.get(pathname);
  if (!drawn) return null;
  const queryClient = createAppQueryClient();
  // A read that fails is left to the browser (which retries it as it would have), not retried
  // while the page waits.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const session = await queryClient.fetchQuery(sessionQueryOptions);
  if (!signedInToShell(session)) return null;

  const budget = readBudget(queryClient, request.readBudgetMs ?? READ_BUDGET_MS);
  const saved = session.user.language;
  const language = isLanguage(saved) ? saved : request.language;
  await Promise.all([
    loadCatalog(language, 'public'),
    loadCatalog(language, 'app'),
    loadAll([AppLayout, GuardedScreen, drawn.entry.screen]),
  ]);
  drawn.entry.prefetch?.(queryClient);
  await budget.wait(settled(queryClient));

  const drawing = drawingOf(request.layoutCookie, request.mobileHint);
  const page = (
    <StrictMode>
      <ServerDrawingContext value={drawing}>
        <AppProvider queryClient={queryClient}>
          <SessionPreferences>
            <StaticRouter location={request.url}>
              <AppRoutes />
            </StaticRouter>
          </SessionPreferences>
        </AppProvider>
      </ServerDrawingContext>
    </StrictMode>
  );
  // useQuery reads nothing on the server: the reads a drawing starts (the layout's counts, a
  // section's figures) are made after it, and the page drawn again with their answers.
  const render = () =>
    exclusively(() => {
      i18n.activate(language);
      return renderToHtml(page);
    });
  const made = new Set<string>();
  let html = await render();
  for (
    let pass = 0;
    pass < MAX_READ_PASSES && (await readWaiting(queryClient, made, budget));
    pass += 1
  ) {
    html = await render();
  }
  return {
    html,
    state: { language, drawing, queries: dehydrate(queryClient) },
    modules: [...LAYOUT_MODULES, drawn.module],
  };
}

/** The layout draws the screen itself only for a complete profile without MFA to enrol. */
function signedInToShell(session: SessionResponse | null): session is SessionResponse {
  return Boolean(
    session && session.profile && session.organization && !session.mfa_enrollment_required,
  );
}

function loadAll(components: readonly { load: () => Promise<unknown> }[]): Promise<unknown> {
  return Promise.all(components.map((component) => component.load()));
}

/** How many times a drawing's new reads are made and the page drawn again (an answer may start another read). */
const MAX_READ_PASSES = 2;

/**
 * Makes the reads the last drawing started (once each: `made`) and waits for them within the
 * budget; false when it started none or the budget is spent. A read that fails or is still out
 * when the budget runs out is put back as never made, as the browser's first render will find it
 * (the failure is not sent): the browser makes it again.
 */
async function readWaiting(
  queryClient: QueryClient,
  made: Set<string>,
  budget: ReadBudget,
): Promise<boolean> {
  if (budget.spent()) return false;
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        !made.has(query.queryHash) &&
        enabled(query),
    );
  if (waiting.length === 0) return false;
  for (const query of waiting) made.add(query.queryHash);
  await budget.wait(Promise.all(waiting.map((query) => query.fetch().catch(() => query.reset()))));
  return true;
}

interface ReadBudget {
  /** Waits for `reads` while the budget lasts, then cancels the reads still out. */
  wait: (reads: Promise<unknown>) => Promise<void>;
  spent: () => boolean;
}

/**
 * The time a drawing may spend waiting for reads (not drawing: a busy server's renders do not
 * use it up). A read cancelled when it runs out goes back to having no answer and its late answer
 * is dropped, so the page drawn next and the state sent with it agree.
 */
function readBudget(queryClient: QueryClient, ms: number): ReadBudget {
  let left = ms;
  return {
    spent: () => left <= 0,
    wait: async (reads) => {
      const started = performance.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const expired = new Promise<'expired'>((resolve) => {
        timer = setTimeout(() => resolve('expired'), Math.max(0, left));
      });
      const outcome = await Promise.race([reads, expired]);
      clearTimeout(timer);
      left -= performance.now() - started;
      if (outcome === 'expired') {
        left = 0;
        await queryClient.cancelQueries({ fetchStatus: 'fetching' });
      }
    },
  };
}

function enabled(query: Query): boolean {
  const { enabled: option } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof option === 'function' ? option(query) : option !== false;
}

/** Resolves once no read in the client is in flight. */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

async function renderToHtml(element: React.ReactNode): Promise<string> {
  // A boundary above the chunk size would be sent apart and revealed by an inline script, which
  // the Content-Security-Policy refuses: the page is sent whole (it waits for everything anyway).
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
