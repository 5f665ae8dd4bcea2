CREATE INDEX "knowledge_questions_question_search_idx" ON "knowledge_questions" USING gin (ts_filter("search", '{a}'));--> statement-breakpoint
-- The planner estimates the search's first part from the statistics of this index's expression, which only ANALYZE gathers.
ANALYZE "knowledge_questions";
