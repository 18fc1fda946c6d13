// Stands in for the `server-only` marker package under Vitest (it throws outside React Server Components).
export {};
