/** The same server with another database name. */
export function databaseUrl(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Where CREATE/DROP DATABASE run: the server's maintenance database. */
export function adminUrl(connectionString: string): string {
  return databaseUrl(connectionString, 'postgres');
}
