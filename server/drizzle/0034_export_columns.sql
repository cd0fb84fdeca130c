-- An async export keeps the columns it was asked for beside the list's question, under their own name; a task
-- queued by an earlier release carried them inside the question, under the wire's name.
UPDATE "export_tasks"
SET "params" = jsonb_set(
  "params" #- '{query,_excel_down_culumns}',
  '{columns}',
  to_jsonb(array_remove(regexp_split_to_array(btrim("params" -> 'query' ->> '_excel_down_culumns'), '\s*,\s*'), ''))
)
WHERE "params" -> 'query' ? '_excel_down_culumns'
  AND coalesce(btrim("params" -> 'query' ->> '_excel_down_culumns'), '') <> '';
--> statement-breakpoint
UPDATE "export_tasks"
SET "params" = "params" #- '{query,_excel_down_culumns}'
WHERE "params" -> 'query' ? '_excel_down_culumns';
