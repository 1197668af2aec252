import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: it diffs the schema into SQL files.
// Migrations are applied at runtime by app/models/db.server.ts on both engines.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/models/schema.server.ts",
  out: "./drizzle",
});
