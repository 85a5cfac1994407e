// @vitest-environment node
// The renderer runs in Node, as the server runs it: no window, no document, no local storage.
import type { DashboardResponse, Language, SessionResponse } from '@lendline/core';
import { permissionsOf } from '@lendline/core';
import { describe, expect, it } from 'vitest';
import { buildCustomer, listOf } from '@/features/customers/testing/customer-fixtures';
import { buildSession, navigationCounts, PORTFOLIO } from '@/testing/fixtures';
import { renderScreen, type ScreenRequest } from './entry-server';

const BRANCH_DASHBOARD: DashboardResponse = {
  date: '2026-11-27',
  views: ['branch'],
  route: null,
  pipeline: null,
  branch: {
    collection_today: { due: { count: 12, amount: 4800 }, collected: { count: 5, amount: 1200 } },
    disbursed_this_month: { count: 3, amount: 24000, from: '2026-11-01', to: '2026-11-27' },
    active_loans: 41,
    overdue_loans: 6,
    pending_approvals: 2,
    collector_ranking: [],
    trend: [{ date: '2026-11-27', due: 4800, collected: 1200 }],
  },
};

const MANAGER = buildSession({ roles: ['manager'], permissions: permissionsOf(['manager']) });

type Answers = Record<string, { status?: number; body: unknown }>;

/** The API as the renderer reads it (in-process on the server): canned answers by path. */
function transportOf(answers: Answers, asked: string[] = []): ScreenRequest['transport'] {
  return async (path) => {
    asked.push(path);
    const answer = answers[new URL(path, 'http://server').pathname];
    if (!answer) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

function managerAnswers(session: SessionResponse = MANAGER): Answers {
  return {
    '/api/v1/auth/session': { body: session },
    '/api/v1/dashboard': { body: BRANCH_DASHBOARD },
    '/api/v1/analytics/portfolio': { body: PORTFOLIO },
    '/api/v1/collections/alerts': { body: { data: [], total: 0 } },
    '/api/v1/navigation/counts': { body: navigationCounts({ loans_open: 41 }) },
    '/api/v1/notifications': { body: { data: [], unread: 0 } },
    '/api/v1/approvals/summary': { body: { pending: 0 } },
  };
}

function request(answers: Answers, overrides: Partial<ScreenRequest> = {}): ScreenRequest {
  return {
    url: '/dashboard',
    transport: transportOf(answers),
    language: 'en',
    layoutCookie: undefined,
    mobileHint: undefined,
    ...overrides,
  };
}

/** The page's text, without its markup and styles. */
function textOf(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

const queryKeysOf = (drawn: Awaited<ReturnType<typeof renderScreen>>) =>
  drawn?.state.queries.queries.map((query) => query.queryKey[0]);

describe("the server's drawing of the dashboard", { timeout: 20_000 }, () => {
  it('draws the layout and the figures, with every read the drawing started', async () => {
    const drawn = await renderScreen(request(managerAnswers()));

    const text = textOf(drawn!.html);
    expect(text).toContain('Dashboard');
    expect(text).toContain('Welcome back, Asha.');
    expect(text).toMatch(/Active loans 41/);
    // The portfolio's figures and the sidebar are read by the drawing itself, then drawn.
    expect(text).toMatch(/PAR1 18\.25%/);
    expect(text).toContain('Sunrise Microfinance');
    expect(queryKeysOf(drawn)).toEqual(
      expect.arrayContaining(['auth', 'dashboard', 'analytics', 'navigation']),
    );
    expect(drawn!.modules).toContain('src/app/routes/dashboard.tsx');
  });

  it('sends no script of its own (the Content-Security-Policy would refuse one)', async () => {
    const drawn = await renderScreen(request(managerAnswers()));

    expect(drawn!.html).not.toContain('<script');
  });

  it("draws the phone's layout for a phone, by its cookie or else its hint", async () => {
    const byHint = await renderScreen(request(managerAnswers(), { mobileHint: '?1' }));
    const byCookie = await renderScreen(
      request(managerAnswers(), { mobileHint: '?1', layoutCookie: 'columns1' }),
    );

    expect(byHint!.state.drawing).toEqual({ phone: true, columns: 1, sidebarCollapsed: false });
    expect(byHint!.html).toContain('aria-label="Mobile navigation"');
    expect(byCookie!.state.drawing).toEqual({ phone: false, columns: 1, sidebarCollapsed: false });
    expect(byCookie!.html).not.toContain('aria-label="Mobile navigation"');
  });

  it('leaves out a read that failed, for the browser to make again', async () => {
    const answers = managerAnswers();
    answers['/api/v1/analytics/portfolio'] = {
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Something went wrong' } },
    };

    const asked: string[] = [];
    const drawn = await renderScreen(request(answers, { transport: transportOf(answers, asked) }));

    expect(queryKeysOf(drawn)).not.toContain('analytics');
    expect(asked.filter((path) => path.startsWith('/api/v1/analytics/'))).toHaveLength(1);
    expect(textOf(drawn!.html)).toContain('Active loans 41');
  });

  it('leaves out a read slower than its budget, and sends no answer that came too late', async () => {
    const answers = managerAnswers();
    const answer = transportOf(answers);
    const slow = 1_000;
    const transport: ScreenRequest['transport'] = async (path, init) => {
      if (path.startsWith('/api/v1/analytics/')) {
        await new Promise((resolve) => setTimeout(resolve, slow));
      }
      return answer(path, init);
    };

    const started = performance.now();
    const drawn = await renderScreen(request(answers, { transport, readBudgetMs: 100 }));
    const took = performance.now() - started;

    expect(took).toBeLessThan(slow);
    expect(queryKeysOf(drawn)).not.toContain('analytics');
    expect(textOf(drawn!.html)).toContain('Active loans 41');
    expect(textOf(drawn!.html)).not.toMatch(/PAR1 18\.25%/);
  });

  it("draws in the user's saved language, else the request's", async () => {
    const saved = await renderScreen(
      request(managerAnswers({ ...MANAGER, user: { ...MANAGER.user, language: 'hi' } })),
    );
    const asked = await renderScreen(request(managerAnswers(), { language: 'sw' }));

    expect(saved!.state.language).toBe('hi');
    expect(asked!.state.language).toBe('sw');
  });

  it("draws two users' pages at once, each from its own user's reads", async () => {
    const ravi = buildSession({
      roles: ['manager'],
      permissions: permissionsOf(['manager']),
      profile: { ...MANAGER.profile!, first_name: 'Ravi' },
    });
    const raviAnswers = managerAnswers(ravi);
    raviAnswers['/api/v1/dashboard'] = {
      body: { ...BRANCH_DASHBOARD, branch: { ...BRANCH_DASHBOARD.branch!, active_loans: 77 } },
    };
    const [asha, raviPage] = await Promise.all([
      renderScreen(request(managerAnswers())),
      renderScreen(request(raviAnswers)),
    ]);

    expect(textOf(asha!.html)).toContain('Welcome back, Asha.');
    expect(textOf(asha!.html)).toMatch(/Active loans 41/);
    expect(textOf(raviPage!.html)).toContain('Welcome back, Ravi.');
    expect(textOf(raviPage!.html)).toMatch(/Active loans 77/);
  });

  it('draws two pages at once each in its own language', async () => {
    const inLanguage = (language: Language) =>
      renderScreen(request(managerAnswers(), { language }));

    const [english, hindi, english2] = await Promise.all([
      inLanguage('en'),
      inLanguage('hi'),
      inLanguage('en'),
    ]);

    expect(textOf(english!.html)).toContain('Welcome back, Asha.');
    expect(textOf(english2!.html)).toContain('Welcome back, Asha.');
    expect(textOf(hindi!.html)).not.toContain('Welcome back, Asha.');
  });
});

describe("the server's drawing of a list", { timeout: 20_000 }, () => {
  const customersAnswers = (): Answers => ({
    ...managerAnswers(),
    '/api/v1/customers': {
      body: listOf([
        buildCustomer({ full_name: 'Meena Pawar', first_name: 'Meena', last_name: 'Pawar' }),
        buildCustomer({
          id: 'c0000000-0000-4000-8000-000000000002',
          customer_id: 'CUST000102',
          full_name: 'Ravi Kale',
          first_name: 'Ravi',
          last_name: 'Kale',
        }),
      ]),
    },
  });

  it("draws the customers' first page with their rows, as a table or as cards", async () => {
    const laptop = await renderScreen(
      request(customersAnswers(), { url: '/customers', layoutCookie: 'columns3' }),
    );
    const phone = await renderScreen(
      request(customersAnswers(), { url: '/customers', layoutCookie: 'phone' }),
    );

    expect(textOf(laptop!.html)).toMatch(/Meena Pawar[\s\S]*Ravi Kale/);
    expect(laptop!.html).toContain('<table');
    expect(laptop!.html.split('<tr').length).toBeGreaterThan(2);
    expect(textOf(phone!.html)).toMatch(/Meena Pawar[\s\S]*Ravi Kale/);
    expect(phone!.html).not.toContain('<table');
    expect(laptop!.modules).toContain('src/app/routes/customers.tsx');
  });
});

describe('a page the server leaves to the browser', () => {
  it("is a screen not drawn on the server (a risk profile's own page)", async () => {
    const asked: string[] = [];
    const drawn = await renderScreen(
      request(managerAnswers(), { url: '/risk-profiler/new', transport: transportOf({}, asked) }),
    );

    expect(drawn).toBeNull();
    expect(asked).toEqual([]);
  });

  it('is a page load whose session has ended', async () => {
    const answers = managerAnswers();
    answers['/api/v1/auth/session'] = {
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'Session expired' } },
    };

    expect(await renderScreen(request(answers))).toBeNull();
  });

  it('is the page of a user who must complete a profile or enrol in MFA first', async () => {
    const incomplete = await renderScreen(request(managerAnswers({ ...MANAGER, profile: null })));
    const enrolling = await renderScreen(
      request(managerAnswers({ ...MANAGER, mfa_enrollment_required: true })),
    );

    expect(incomplete).toBeNull();
    expect(enrolling).toBeNull();
  });
});
