import "server-only";

/** The PostgreSQL URL the app uses. `npm start`/`npm run dev` set it to the embedded database when it is absent. */
export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set. Start the shop with `npm start` (embedded database) or set DATABASE_URL to a PostgreSQL URL.",
    );
  }
  return url;
}
