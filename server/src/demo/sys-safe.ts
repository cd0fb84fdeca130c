import { accessIps, type Tx } from '@yanye/framework/server';
import { sql } from 'drizzle-orm';

const HOUR = 3600;

/**
 * The addresses a demo store was signed in from (/sys/safemanage/accessip), as its login history tells them, and
 * one address that guessed passwords last night and is locked until tomorrow morning. Runs as the owner, in the
 * seeding transaction.
 */
export async function seedAccessIps(tx: Tx, supplierId: number, now: number): Promise<void> {
  await tx.execute(sql`
    insert into access_ips (supplier_id, ip, sign_ins, failures, created_at, last_seen_at)
    select supplier_id, ip, count(*) filter (where success), count(*) filter (where not success),
           min(created_at), max(created_at)
      from login_logs
     where supplier_id = ${supplierId} and ip <> ''
     group by supplier_id, ip`);
  await tx.insert(accessIps).values({
    supplierId,
    ip: '2001:db8:7a1::35',
    failures: 10,
    recentFailures: 0,
    lockedUntil: now + 12 * HOUR,
    firstSeenAt: now - 3 * HOUR,
    lastSeenAt: now - 2 * HOUR,
  });
}
