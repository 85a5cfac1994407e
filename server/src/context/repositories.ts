import { DEFAULT_LANGUAGE, type Language } from '@lendline/core';
import type { Tx } from '../db/client.ts';
import { approvalsRepository } from '../modules/approvals/approvals.repository.ts';
import { auditRepository } from '../modules/audit/audit.repository.ts';
import { collectorsRepository } from '../modules/collectors/collectors.repository.ts';
import { outboxRepository } from '../modules/outbox/outbox.repository.ts';
import { customersRepository } from '../modules/customers/customers.repository.ts';
import { documentsRepository } from '../modules/documents/documents.repository.ts';
import { riskProfilesRepository } from '../modules/risk-profiles/risk-profiles.repository.ts';
import { organizationsRepository } from '../modules/organizations/organizations.repository.ts';
import { usersRepository } from '../modules/users/users.repository.ts';
import type { RequestContext } from './request-context.ts';

/**
 * Every area's repository factory (docs/decisions/0017). A repository is created bound to the
 * request context's transaction, so its queries run under the user's organization scope and
 * cannot be handed another connection: `repositories(ctx).customers.findById(id)`.
 * A repository that words text for the reader (an approval's summary) also receives the
 * request's language. Adding an area: write `<area>Repository(tx)` beside its service and list it here.
 */
const REPOSITORY_FACTORIES = {
  approvals: approvalsRepository,
  audit: auditRepository,
  collectors: collectorsRepository,
  customers: customersRepository,
  documents: documentsRepository,
  organizations: organizationsRepository,
  outbox: outboxRepository,
  riskProfiles: riskProfilesRepository,
  users: usersRepository,
} satisfies Record<string, (tx: Tx, language: Language) => object>;

type Factories = typeof REPOSITORY_FACTORIES;
export type Repositories = { readonly [Area in keyof Factories]: ReturnType<Factories[Area]> };

const bound = new WeakMap<Tx, Repositories>();

/** The repositories bound to a context's transaction, each created on first use. */
export function repositories(ctx: Pick<RequestContext, 'tx' | 'language'>): Repositories {
  const existing = bound.get(ctx.tx);
  if (existing) return existing;
  const created = {} as Record<string, object>;
  for (const [area, factory] of Object.entries(REPOSITORY_FACTORIES) as [
    string,
    (tx: Tx, language: Language) => object,
  ][]) {
    Object.defineProperty(created, area, {
      enumerable: true,
      get() {
        const repository = factory(ctx.tx, ctx.language ?? DEFAULT_LANGUAGE);
        Object.defineProperty(created, area, { value: repository, enumerable: true });
        return repository;
      },
      configurable: true,
    });
  }
  const result = created as Repositories;
  bound.set(ctx.tx, result);
  return result;
}
