import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import {
  DISTRIBUTION_COLUMN,
  listedDistributionOf,
  type TableDistribution,
} from './distribution.ts';
import { queryRows } from './query-rows.ts';

interface CatalogueTable {
  name: string;
  organization_id: 'not null' | 'nullable' | null;
  has_primary_key: boolean;
}

interface CatalogueKey {
  table_name: string;
  key_name: string;
  kind: 'primary key' | 'unique constraint' | 'unique index';
  columns: string[];
}

interface CatalogueForeignKey {
  table_name: string;
  key_name: string;
  referenced_table: string;
  columns: string[];
  referenced_columns: string[];
}

/** Every table of the public schema and how it is spread, from the catalogue and the lists. */
export async function tableDistributions(
  executor: Executor,
): Promise<Map<string, TableDistribution | 'unlisted'>> {
  const tables = await catalogueTables(executor);
  return new Map(tables.map((table) => [table.name, distributionOf(table)]));
}

/**
 * What would make Citus refuse the schema, or leave a table without a place: an unlisted table
 * without organization_id, a distributed table whose primary key or a unique constraint leaves
 * organization_id out, a foreign key between distributed tables that does not carry it, or a
 * reference or local table pointing at a distributed one. Empty when the schema is ready.
 */
export async function findDistributionViolations(executor: Executor): Promise<string[]> {
  const tables = await catalogueTables(executor);
  const distribution = new Map(tables.map((table) => [table.name, distributionOf(table)]));
  const violations: string[] = [];
  for (const table of tables) {
    const kind = distribution.get(table.name);
    if (kind === 'unlisted') {
      violations.push(
        `${table.name}: has no ${DISTRIBUTION_COLUMN} and is not listed as a reference or local table`,
      );
    }
    if (kind !== 'distributed') continue;
    if (table.organization_id === 'nullable') {
      violations.push(`${table.name}: ${DISTRIBUTION_COLUMN} may be null`);
    }
    if (!table.has_primary_key) violations.push(`${table.name}: has no primary key`);
  }
  for (const key of await catalogueKeys(executor)) {
    if (distribution.get(key.table_name) !== 'distributed') continue;
    if (!key.columns.includes(DISTRIBUTION_COLUMN)) {
      violations.push(
        `${key.table_name}: ${key.kind} ${key.key_name} (${key.columns.join(', ')}) leaves out ${DISTRIBUTION_COLUMN}`,
      );
    }
  }
  for (const foreignKey of await catalogueForeignKeys(executor)) {
    const from = distribution.get(foreignKey.table_name);
    const to = distribution.get(foreignKey.referenced_table);
    if (to !== 'distributed') continue;
    if (from !== 'distributed') {
      violations.push(
        `${foreignKey.table_name}: foreign key ${foreignKey.key_name} points from a ${from} table at the distributed ${foreignKey.referenced_table}`,
      );
      continue;
    }
    const position = foreignKey.columns.indexOf(DISTRIBUTION_COLUMN);
    if (position < 0 || foreignKey.referenced_columns[position] !== DISTRIBUTION_COLUMN) {
      violations.push(
        `${foreignKey.table_name}: foreign key ${foreignKey.key_name} references ${foreignKey.referenced_table} without matching ${DISTRIBUTION_COLUMN} to ${DISTRIBUTION_COLUMN}`,
      );
    }
  }
  return violations;
}

function distributionOf(table: CatalogueTable): TableDistribution | 'unlisted' {
  const listed = listedDistributionOf(table.name);
  if (listed) return listed;
  return table.organization_id ? 'distributed' : 'unlisted';
}

function catalogueTables(executor: Executor): Promise<CatalogueTable[]> {
  return queryRows<CatalogueTable>(
    executor,
    sql`select c.relname as name,
          case when a.attnum is null then null when a.attnotnull then 'not null' else 'nullable' end
            as organization_id,
          exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p')
            as has_primary_key
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attribute a on a.attrelid = c.oid and a.attname = ${DISTRIBUTION_COLUMN}
          and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by c.relname`,
  );
}

/** Primary keys, unique constraints, and unique indexes that back no constraint. */
function catalogueKeys(executor: Executor): Promise<CatalogueKey[]> {
  return queryRows<CatalogueKey>(
    executor,
    sql`select c.relname as table_name, i.relname as key_name,
          case when x.indisprimary then 'primary key'
            when k.oid is not null then 'unique constraint' else 'unique index' end as kind,
          array(select a.attname::text from unnest(x.indkey) with ordinality as key(attnum, position)
            join pg_attribute a on a.attrelid = c.oid and a.attnum = key.attnum
            order by key.position) as columns
        from pg_index x
        join pg_class c on c.oid = x.indrelid
        join pg_class i on i.oid = x.indexrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_constraint k on k.conindid = x.indexrelid and k.conrelid = c.oid
          and k.contype in ('p', 'u')
        where n.nspname = 'public' and x.indisunique
        order by c.relname, i.relname`,
  );
}

function catalogueForeignKeys(executor: Executor): Promise<CatalogueForeignKey[]> {
  return queryRows<CatalogueForeignKey>(
    executor,
    sql`select c.relname as table_name, k.conname as key_name, r.relname as referenced_table,
          array(select a.attname::text from unnest(k.conkey) with ordinality as key(attnum, position)
            join pg_attribute a on a.attrelid = k.conrelid and a.attnum = key.attnum
            order by key.position) as columns,
          array(select a.attname::text from unnest(k.confkey) with ordinality as key(attnum, position)
            join pg_attribute a on a.attrelid = k.confrelid and a.attnum = key.attnum
            order by key.position) as referenced_columns
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class r on r.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and k.contype = 'f'
        order by c.relname, k.conname`,
  );
}
