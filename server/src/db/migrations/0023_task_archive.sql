-- Issue 30 §6: an archived task leaves the board and the lists; its status keeps its workflow.
ALTER TABLE "tasks" ADD COLUMN "archived_at" timestamp with time zone;
