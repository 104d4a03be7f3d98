import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/test-app-for-file';
import * as schema from './schema';

/*
 * Listed text columns (text(name, { enum: LIST }) with a list from the contract) carry the same list
 * as a CHECK in the database: a value outside it is refused by PostgreSQL itself, whoever writes.
 */
const t = testAppForFile();

const OUTSIDE = 'not-in-the-list';

/** The PostgreSQL error behind a failed statement (drizzle may wrap it), or null when it passed. */
async function failureOf(statement: string, value: string) {
  try {
    await t.deps.database.db.execute(sql.raw(statement.replace('$value', `'${value}'`)));
    return null;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    return cause as { code?: string; constraint?: string };
  }
}

// One raw insert per table family. Other columns hold valid values; the foreign keys point nowhere,
// which PostgreSQL checks only after the row's CHECKs, so the CHECK is what answers first.
const inserts = [
  {
    constraint: 'users_role_in_list',
    valid: 'therapist',
    statement: `insert into users (platform_id, invite_code, role) values (0, 'x', $value)`,
  },
  {
    constraint: 'packages_kind_in_list',
    valid: 'couple',
    statement: `insert into packages (title_fa, title_en, session_count, kind) values ('x', 'x', 1, $value)`,
  },
  {
    constraint: 'factors_state_in_list',
    valid: 'paid',
    statement: `insert into factors (user_id, currency, subtotal_minor, total_minor, state) values (0, 'dollar', 0, 0, $value)`,
  },
  {
    constraint: 'payments_state_in_list',
    valid: 'pending',
    statement: `insert into payments (factor_id, user_id, type, currency, amount_minor, state) values (0, 0, 'offline', 'dollar', 1, $value)`,
  },
  {
    constraint: 'payments_type_in_list',
    valid: 'offline',
    statement: `insert into payments (factor_id, user_id, state, currency, amount_minor, type) values (0, 0, 'pending', 'dollar', 1, $value)`,
  },
  {
    constraint: 'refunds_state_in_list',
    valid: 'pending_gateway',
    statement: `insert into refunds (factor_id, user_id, currency, amount_minor, sessions, method, staff_id, state) values (0, 0, 'dollar', 1, 0, 'original', 0, $value)`,
  },
  {
    constraint: 'coupons_kind_in_list',
    valid: 'fixed',
    statement: `insert into coupons (code, kind) values ('STATE-LISTS', $value)`,
  },
  {
    constraint: 'wallet_entries_kind_in_list',
    valid: 'adjustment',
    statement: `insert into wallet_entries (user_id, currency, amount_minor, idempotency_key, kind) values (0, 'dollar', 1, 'state-lists', $value)`,
  },
  {
    constraint: 'session_requests_state_in_list',
    valid: 'approved',
    statement: `insert into session_requests (user_id, cycle_id, sessions, times, state) values (0, 0, 1, '[]', $value)`,
  },
  {
    constraint: 'sessions_state_in_list',
    valid: 'no_show',
    statement: `insert into sessions (user_id, therapist_id, kind, starts_at, ends_at, meeting_url, state) values (0, 0, 'therapy', now(), now() + interval '45 minutes', 'x', $value)`,
  },
  {
    constraint: 'outbox_messages_channel_in_list',
    valid: 'telegram',
    statement: `insert into outbox_messages (recipient, body, channel) values ('state-lists', 'x', $value)`,
  },
];

describe('listed columns refuse values outside their list', () => {
  it.each(inserts)('$constraint', async ({ constraint, valid, statement }) => {
    const refused = await failureOf(statement, OUTSIDE);
    expect(refused).toMatchObject({ code: '23514', constraint });

    // A listed value passes the CHECK (and stops, at most, at a foreign key that points nowhere).
    const listed = await failureOf(statement, valid);
    if (listed) expect(listed.code).toBe('23503');
  });
});

/** Every column declared with a list, as `table.column` → its values. */
function listedColumns() {
  const found: { table: string; column: string; values: readonly string[] }[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    for (const column of Object.values(getTableColumns(table))) {
      if (column.enumValues?.length)
        found.push({ table: getTableName(table), column: column.name, values: column.enumValues });
    }
  }
  return found;
}

describe('the database holds the lists the code declares', () => {
  it('finds the listed columns', () => {
    // A guard on the reading below: the known listed columns are seen.
    const names = listedColumns().map(({ table, column }) => `${table}.${column}`);
    expect(names).toEqual(
      expect.arrayContaining(['payments.state', 'factors.state', 'packages.kind', 'users.role']),
    );
  });

  it('has a CHECK with exactly the same values for every listed column (a list changed without a migration fails here)', async () => {
    const result = (await t.deps.database.db.execute(
      sql`select conname as name, pg_get_constraintdef(oid) as definition
          from pg_constraint where contype = 'c' and conname like '%\\_in\\_list'`,
    )) as unknown as { rows: { name: string; definition: string }[] };
    const checks = new Map(result.rows.map((row) => [row.name, row.definition]));
    for (const { table, column, values } of listedColumns()) {
      const name = `${table}_${column}_in_list`;
      const definition = checks.get(name);
      expect(definition, name).toBeDefined();
      const inDatabase = [...definition!.matchAll(/'((?:[^']|'')*)'/g)].map(([, value]) =>
        value!.replaceAll("''", "'"),
      );
      expect(inDatabase.toSorted(), name).toEqual([...values].sort());
    }
  });
});
