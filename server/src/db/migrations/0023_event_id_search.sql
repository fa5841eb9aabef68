-- The command palette's search (GET /search) finds an event by the start of its sender's id: compared in
-- byte order ("C"), so LIKE 'x%' reads one range of this index whatever the database's collation, and the
-- matches come out sorted, the whole id first, so the first few are read and no more. Without it the
-- search read every event of every owner (93 ms for 100,000 events on PostgreSQL, scripts/bench-search.ts).
CREATE INDEX "events_event_id_search_idx" ON "events" USING btree ("event_id" collate "C");