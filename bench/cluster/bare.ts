// The floor bench/cluster measures the console against: a bare Fastify server with a `pg` pool, connected as the
// database owner, serving the same four calls of the mix with only the SQL their business needs, written by
// hand: the goods page and its count and sums (the console's own statements), an inbound document saved (its
// number, its header, its lines in one statement, in one transaction) and audited (the status moved once, stock
// put in by one upsert, the ledger rows in one statement). No sign, token, principal, store wall, input schema,
// reference check, idempotency receipt, operator log or language: what the console does beyond this is what
// the comparison prices. Started by bench/cluster/run.ts: `tsx bench/cluster/bare.ts <port> <database url>`.
import Fastify from 'fastify';
import pg from 'pg';

const [port, url] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });

const GOODS_WHERE = `"goods"."supplier_id" = $1 and ("goods"."is_show" = $2 and "goods"."price" >= $3 and "goods"."price" <= $4)`;
const PAGE = `select "id", "name", "cat_id", "image", "code", "spec", "grade", "origin", "unit", "price",
  "market_price", "cost_price", "stock", "sales", "props", "sort", "is_show", "supply_status", "created_at"
  from "goods" where ${GOODS_WHERE} order by "goods"."id" desc limit $5`;
const COUNT = `select count(*), coalesce(sum("goods"."stock"), 0)::text, coalesce(sum("goods"."sales"), 0)::text
  from "goods" where ${GOODS_WHERE}`;

interface Query {
  store: string;
  price?: string;
}
interface Line {
  material_id: number;
  unit_id: number;
  qty: number;
  price: number;
}
interface SaveBody {
  store: number;
  warehouse_id: number;
  business_type: string;
  remark: string;
  lines: Line[];
}

const priceRange = (q: Query) => (q.price ?? '0,999999999').split(',').map(Number);

app.get<{ Querystring: Query }>('/page', async (req) => {
  const [min, max] = priceRange(req.query);
  const { rows } = await pool.query(PAGE, [req.query.store, 1, min, max, 20]);
  return { status: true, msg: '', data: rows };
});

app.get<{ Querystring: Query }>('/count', async (req) => {
  const [min, max] = priceRange(req.query);
  const { rows } = await pool.query({
    text: COUNT,
    values: [req.query.store, 1, min, max],
    rowMode: 'array',
  });
  const [count, stock, sales] = rows[0] as [string, string, string];
  return { status: true, msg: '', data: { count: Number(count), totalrow: { stock, sales } } };
});

/** Runs `work` in a transaction on one pooled connection. */
async function inTransaction<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('begin');
    const result = await work(c);
    await c.query('commit');
    return result;
  } catch (error) {
    await c.query('rollback');
    throw error;
  } finally {
    c.release();
  }
}

/** `a, b, ...` placeholders for `rows` rows of `width` values each: `($1, $2), ($3, $4)`. */
const placeholders = (rows: number, width: number) =>
  Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: width }, (_, i) => `$${r * width + i + 1}`).join(', ')})`,
  ).join(', ');

app.post<{ Body: SaveBody }>('/save', async (req) => {
  const b = req.body;
  const now = Math.floor(Date.now() / 1000);
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const lines = b.lines.map((l) => ({ ...l, amount: l.qty * l.price }));
  const id = await inTransaction(async (c) => {
    const seq = await c.query<{ seq: number }>(
      `insert into doc_sequences (supplier_id, prefix, day, seq) values ($1, 'RK', $2, 1)
         on conflict (supplier_id, prefix, day) do update set seq = doc_sequences.seq + 1 returning seq`,
      [b.store, day],
    );
    const no = `RK${day}-${String(seq.rows[0]!.seq).padStart(4, '0')}`;
    const doc = await c.query<{ id: number }>(
      `insert into inbounds (supplier_id, no, remark, total_qty, total_amount, created_by, created_at, updated_at,
         warehouse_id, business_type) values ($1, $2, $3, $4, $5, 1, $6, $6, $7, $8) returning id`,
      [
        b.store,
        no,
        b.remark,
        lines.reduce((s, l) => s + l.qty, 0),
        lines.reduce((s, l) => s + l.amount, 0),
        now,
        b.warehouse_id,
        b.business_type,
      ],
    );
    const docId = doc.rows[0]!.id;
    await c.query(
      `insert into inbound_lines (supplier_id, doc_id, seq, material_id, unit_id, qty, base_qty, price, amount)
         values ${placeholders(lines.length, 9)}`,
      lines.flatMap((l, i) => [b.store, docId, i, l.material_id, l.unit_id, l.qty, l.qty, l.price, l.amount]),
    );
    return docId;
  });
  return { status: true, msg: '操作成功', data: { id } };
});

app.post<{ Body: { store: number; id: number } }>('/audit', async (req) => {
  const { store, id } = req.body;
  const now = Math.floor(Date.now() / 1000);
  await inTransaction(async (c) => {
    const doc = await c.query<{ no: string; warehouse_id: number; audit_round: number }>(
      `update inbounds set status = 1, audited_by = 1, audited_at = $3, audit_round = audit_round + 1,
         updated_at = $3 where supplier_id = $1 and id = $2 and status = 0
       returning no, warehouse_id, audit_round`,
      [store, id, now],
    );
    const d = doc.rows[0];
    if (!d) return;
    const lines = await c.query<{ id: number; material_id: number; base_qty: string; amount: number }>(
      `select id, material_id, base_qty, amount from inbound_lines where supplier_id = $1 and doc_id = $2
         order by material_id, id`,
      [store, id],
    );
    const stock = await c.query<{ material_id: number; qty: string }>(
      `insert into stocks (supplier_id, warehouse_id, material_id, qty, amount, updated_at)
         values ${placeholders(lines.rows.length, 6)}
         on conflict (supplier_id, warehouse_id, material_id) do update
           set qty = stocks.qty + excluded.qty, amount = stocks.amount + excluded.amount, updated_at = excluded.updated_at
         returning material_id, qty`,
      lines.rows.flatMap((l) => [store, d.warehouse_id, l.material_id, l.base_qty, l.amount, now]),
    );
    const after = new Map(stock.rows.map((r) => [Number(r.material_id), r.qty]));
    await c.query(
      `insert into stock_logs (supplier_id, warehouse_id, material_id, doc_type, doc_id, doc_no, line_id, event,
         qty_delta, qty_after, amount_delta, round, account_id, created_at)
         values ${placeholders(lines.rows.length, 14)}`,
      lines.rows.flatMap((l) => [
        store,
        d.warehouse_id,
        l.material_id,
        'inbound',
        id,
        d.no,
        l.id,
        'post',
        l.base_qty,
        after.get(Number(l.material_id)),
        l.amount,
        d.audit_round,
        1,
        now,
      ]),
    );
  });
  return { status: true, msg: '已审核', data: { id } };
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
