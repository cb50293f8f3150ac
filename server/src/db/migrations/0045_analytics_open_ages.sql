-- Decision 0048, revision: today's open balances also by due day (the ageing's sums by age) and by
-- party (its ranking), with how many invoices are open. The day table is rebuilt below.
DELETE FROM "analytics_open_balances";--> statement-breakpoint
CREATE TABLE "analytics_open_parties" (
	"direction" text NOT NULL,
	"company_id" uuid,
	"party_id" uuid,
	"party_key" text,
	"invoices" integer NOT NULL,
	"balance" numeric NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_open_balances" ADD COLUMN "due_date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_open_balances" ADD COLUMN "invoices" integer NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_open_parties_direction_idx" ON "analytics_open_parties" USING btree ("direction");--> statement-breakpoint
-- The rows of invoices (`r`, each with `s`: 1 for a row as it is now, -1 as it was) that count as
-- open receivables or payables, as changes: `k` one invoice, `v` its balance in the book currency
-- (null in another currency without a stored rate: counted, not summed, as the analysis does).
CREATE FUNCTION "analytics_open_rows"("source" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'SELECT r.direction, r.company_id, r.issue_date, coalesce(r.due_date, r.issue_date) AS due_date,
      CASE WHEN r.direction = ''outgoing'' THEN r.client_id ELSE r.supplier_id END AS party_id,
      CASE WHEN (CASE WHEN r.direction = ''outgoing'' THEN r.client_id ELSE r.supplier_id END) IS NULL
        THEN r.party_name END AS party_key,
      r.s AS k,
      r.s * analytics_open_value(r.direction, r.kind, r.status, r.total_amount, r.paid_amount,
        r.credited_amount, r.currency, r.exchange_rate) AS v
    FROM (' || "source" || ') r
    WHERE r.issue_date IS NOT NULL AND analytics_open_value(r.direction, r.kind, r.status, r.total_amount,
      r.paid_amount, r.credited_amount, ''EUR'', NULL) IS NOT NULL'
$$;--> statement-breakpoint
-- The two inserts of changes from such rows (`c`): per day key and per party key, the keys whose
-- change is nothing left out.
CREATE FUNCTION "analytics_open_insert"("source" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'WITH c AS (' || analytics_open_rows("source") || '),
    d AS (INSERT INTO analytics_open_balances (direction, company_id, issue_date, due_date, invoices, balance)
      SELECT direction, company_id, issue_date, due_date, sum(k), coalesce(sum(v), 0) FROM c
      GROUP BY 1, 2, 3, 4 HAVING sum(k) <> 0 OR coalesce(sum(v), 0) <> 0)
    INSERT INTO analytics_open_parties (direction, company_id, party_id, party_key, invoices, balance)
    SELECT direction, company_id, party_id, party_key, sum(k), coalesce(sum(v), 0) FROM c
    GROUP BY 1, 2, 3, 4 HAVING sum(k) <> 0 OR coalesce(sum(v), 0) <> 0'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_open_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE analytics_open_insert(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS s, n.* FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT -1 AS s, o.* FROM old_rows o'
    ELSE 'SELECT 1 AS s, n.* FROM new_rows n UNION ALL SELECT -1 AS s, o.* FROM old_rows o' END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_open_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "analytics_open_balances";
  DELETE FROM "analytics_open_parties";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Today's open balances of the invoices already written.
DO $$ BEGIN EXECUTE analytics_open_insert('SELECT 1 AS s, i.* FROM invoices i'); END $$;
