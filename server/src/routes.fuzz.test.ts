/**
 * The fuzz suite (issue 8): every operation of the OpenAPI document, called with a plausible
 * request sampled from its own schemas, then with one parameter or body field at a time replaced
 * by each hostile value (wrong types, NUL, lone surrogates, extreme numbers and dates, long
 * text), with whole bodies too large, too deep or malformed, and with seeded random mixes. No
 * answer may be a 5xx. Signed in as the platform owner, who may call every route, and with ids
 * of real rows in paths, so requests reach the services and the database rather than stopping
 * at a 404.
 */
import { DOCUMENT_UPLOAD_FIELDS } from '@lendline/core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartUpload, SAMPLE_FILES } from './modules/documents/documents-test-helpers.ts';
import { startFakeGeocoder } from './modules/geocode/fake-geocoder.ts';
import {
  asQueryValue,
  bodyFields,
  HOSTILE_VALUES,
  hostileBodies,
  sampleValue,
  seededRandom,
  type OpenApiDocument,
  type OpenApiOperation,
  type SampleContext,
} from './testing/route-suites/fuzz-inputs.ts';
import { setUpRouteSuite, type RouteSuite } from './testing/route-suites/suite-app.ts';

const SEED = 20_261_124;
const RANDOM_MIXES_PER_OPERATION = 4;
/** Path parameters as they arrive on the wire: NUL, a lone surrogate's bytes, bad UTF-8. */
const HOSTILE_PATH_SEGMENTS = ['%00', '%ED%A0%80', '%FF', 'a%00b', 'x'.repeat(3_000), '0'];

let suite: RouteSuite;
let document: OpenApiDocument;
let fakeGeocoder: Awaited<ReturnType<typeof startFakeGeocoder>>;
let dataDir: string;

beforeAll(async () => {
  fakeGeocoder = await startFakeGeocoder();
  dataDir = await mkdtemp(join(tmpdir(), 'lendline-fuzz-'));
  suite = await setUpRouteSuite({
    // The fake geocoder needs no spacing: the public one's second a request was 20 s of this file.
    env: { GEOCODER_URL: fakeGeocoder.url, GEOCODER_MIN_INTERVAL_MS: '0', DATA_DIR: dataDir },
  });
  document = (await suite.testApp.app.inject({ url: '/api/docs/openapi.json' })).json();
  // The suite's document row has no stored bytes; the fuzz reads one that has.
  const upload = await sendUpload({ [DOCUMENT_UPLOAD_FIELDS.documentType]: 'identity_proof' });
  if (upload.statusCode !== 201) throw new Error(`Upload failed: ${upload.body}`);
  suite.acmeEntity.documents = upload.json().documents[0].id;
}, 120_000);
afterAll(async () => {
  await suite.testApp.close();
  await fakeGeocoder.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A multipart upload of one small PDF for the suite's Acme customer, as the owner. */
function sendUpload(fields: Record<string, string>) {
  const { payload, headers } = multipartUpload(fields, [
    { name: 'fuzz.pdf', data: SAMPLE_FILES.pdf, contentType: 'application/pdf' },
  ]);
  return suite.testApp.app.inject({
    method: 'POST',
    url: `/api/v1/customers/${suite.acmeEntity.customers}/documents`,
    headers: { ...headers, cookie: suite.cookies['owner@lendline.test']! },
    payload,
  });
}

interface Operation {
  method: string;
  path: string;
  spec: OpenApiOperation;
}

/** Server-sent event streams stay open while their request is valid: only bad input is sent. */
const isStream = (operation: Operation) =>
  Object.values(operation.spec.responses ?? {}).some(
    (response) => response.content && 'text/event-stream' in response.content,
  );

/** Signing out ends the session the rest use, and failed sign-ins fill the address's quota. */
function callOrder(operation: Operation): number {
  if (operation.path.endsWith('/auth/sign-out')) return 2;
  return operation.path.includes('/auth/') ? 1 : 0;
}

function operationsOf(openApi: OpenApiDocument): Operation[] {
  return Object.entries(openApi.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, spec]) => ({
        method: method.toUpperCase(),
        path,
        spec,
      })),
    )
    .sort((a, b) => callOrder(a) - callOrder(b));
}

interface FuzzRequest {
  name: string;
  url: string;
  payload?: string;
}

function sampleContext(): SampleContext {
  let serial = 0;
  return {
    document,
    idFor: (field) =>
      /organization/i.test(field) ? suite.organization.acme : suite.acmeEntity.users!,
    serial: () => (serial += 1),
  };
}

/** '/api/v1/customers/{id}' with the id of a real Acme customer. */
function pathWith(operation: Operation, segment?: string): string {
  const prefix = operation.path.replace('/api/v1/', '').split('/')[0]!;
  return operation.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) =>
      segment ?? (name === 'id' ? (suite.acmeEntity[prefix] ?? 'x') : 'fuzz-token'),
  );
}

function requestsFor(operation: Operation, random: () => number): FuzzRequest[] {
  const context = sampleContext();
  const queryParams = (operation.spec.parameters ?? []).filter((param) => param.in === 'query');
  const baseQuery: Record<string, string> = {};
  for (const param of queryParams.filter((candidate) => candidate.required)) {
    baseQuery[param.name] = asQueryValue(sampleValue(param.schema ?? {}, context, param.name));
  }
  const bodySchema = operation.spec.requestBody?.content?.['application/json']?.schema;
  const baseBody = bodySchema ? (sampleValue(bodySchema, context) as object) : undefined;
  const fields = bodyFields(bodySchema, document);
  const build = (
    name: string,
    query: Record<string, string>,
    body: unknown,
    path = pathWith(operation),
  ): FuzzRequest => {
    const search = new URLSearchParams(query).toString();
    return {
      name,
      url: search ? `${path}?${search}` : path,
      payload: body === undefined ? undefined : JSON.stringify(body),
    };
  };
  const requests: FuzzRequest[] = [];
  if (!isStream(operation)) requests.push(build('a plausible request', baseQuery, baseBody));
  for (const param of queryParams) {
    for (const hostile of HOSTILE_VALUES) {
      const query = { ...baseQuery, [param.name]: asQueryValue(hostile.value) };
      requests.push(build(`?${param.name}= ${hostile.name}`, query, baseBody));
    }
  }
  for (const field of fields) {
    for (const hostile of HOSTILE_VALUES) {
      const body = { ...(baseBody as object), [field]: hostile.value };
      requests.push(build(`body.${field} = ${hostile.name}`, baseQuery, body));
    }
  }
  if (bodySchema) {
    for (const hostile of hostileBodies()) {
      requests.push({ ...build(hostile.name, baseQuery, undefined), payload: hostile.payload });
    }
  }
  if (operation.path.includes('{')) {
    for (const segment of HOSTILE_PATH_SEGMENTS) {
      requests.push(
        build(`path ${segment.slice(0, 12)}`, baseQuery, baseBody, pathWith(operation, segment)),
      );
    }
  }
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const names = [...queryParams.map((param) => `?${param.name}`), ...fields];
  for (let mix = 0; mix < RANDOM_MIXES_PER_OPERATION && names.length > 0; mix += 1) {
    const query = { ...baseQuery };
    const body: Record<string, unknown> = { ...(baseBody as object) };
    const chosen = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(names));
    for (const name of chosen) {
      const hostile = pick(HOSTILE_VALUES).value;
      if (name.startsWith('?')) query[name.slice(1)] = asQueryValue(hostile);
      else body[name] = hostile;
    }
    requests.push(build(`random mix of ${chosen.join(', ')}`, query, baseBody && body));
  }
  return requests;
}

describe('every operation of the OpenAPI document, fuzzed', () => {
  it('never answers with a 5xx', async () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    const random = seededRandom(SEED);
    const owner = suite.cookies['owner@lendline.test']!;
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const request of requestsFor(operation, random)) {
        const response = await suite.testApp.app
          .inject({
            method: operation.method as 'GET',
            url: request.url,
            headers: {
              cookie: owner,
              ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          })
          // A response cut after its status (a stream that failed) rejects: a failure too.
          .catch((error: Error) => ({ statusCode: 599, body: `cut: ${error.message}` }));
        sent += 1;
        if (response.statusCode === 401 && callOrder(operation) === 0) {
          // The owner's session ended: every later answer would prove nothing.
          failures.push(`${operation.method} ${operation.path} with ${request.name} → 401`);
        }
        if (response.statusCode >= 500) {
          failures.push(
            `${operation.method} ${operation.path} with ${request.name} → ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
  }, 180_000);

  it('never answers a multipart upload’s hostile text fields with a 5xx', async () => {
    const failures: string[] = [];
    const fields = [DOCUMENT_UPLOAD_FIELDS.documentType, DOCUMENT_UPLOAD_FIELDS.expiresAt];
    for (const field of fields) {
      for (const hostile of HOSTILE_VALUES) {
        const response = await sendUpload({
          [DOCUMENT_UPLOAD_FIELDS.documentType]: 'identity_proof',
          [field]: asQueryValue(hostile.value),
        });
        if (response.statusCode >= 500) {
          failures.push(`${field} = ${hostile.name} → ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
